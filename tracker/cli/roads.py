"""``tracker roads``: the five scorecards of a shoe, as text grids or as JSON."""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from tracker.cli.common import add_json_flag, emit_error, emit_json
from tracker.cli.options import add_label_option, add_old_shoe_option, add_shoe_id_option
from tracker.cli.sources import add_shoe_source, open_shoes, shoe_source
from tracker.errors import UserError

if TYPE_CHECKING:
    from tracker.history import ShoeRecord
    from tracker.roads import Roads


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "roads",
        help="the five scorecards of a shoe (bead plate, big road, derived roads, ask road)",
        description=(
            "Print the bead plate, big road, Big Eye Boy, Small Road and Cockroach Pig of a "
            "shoe, and the ask road (the mark each derived road would get if the next hand "
            'were Banker or Player), then the patterns of its big road (the "good roads" '
            "casino displays tag), each with how often chance alone deals it. The ask road "
            "restates history and the patterns are chance: past outcomes cannot predict "
            "future hands."
        ),
    )
    parser.add_argument(
        "--outcomes",
        metavar="BPT",
        help='the winners in order as letters B, P, T (any case, spaces ignored), e.g. "BPPT B"',
    )
    add_shoe_source(parser)
    add_label_option(
        parser,
        "show only the shoe with this label (a bead string's label, or its number in the "
        "file when it has none; default: every shoe as text, the first with --json)",
    )
    add_old_shoe_option(parser, "label")
    add_shoe_id_option(parser, "show the library's shoe with this number (reads the library)")
    add_json_flag(parser)
    parser.set_defaults(run=run)


class ShoeNotFound(UserError):
    """``--label`` names no shoe of the file or library."""


def run(args: argparse.Namespace) -> int:
    from tracker.roads import compute_roads, parse_outcomes

    if args.outcomes is None:
        return _run_shoes(args)
    if args.files or args.library or args.db is not None or args.shoe_id is not None:
        args.parser.error("--outcomes gives the hands itself: no FILE, --library or --shoe-id")
    if args.label is not None:
        raise UserError(
            f"{args.label_option} picks a shoe of a FILE or the library; it does not go with "
            "--outcomes"
        )
    results = parse_outcomes(args.outcomes, where="--outcomes")
    if not results:
        # Most likely an empty shell variable: an empty board would hide the mistake.
        raise UserError(
            "--outcomes: no hands given; expected the winners in order as letters "
            'B, P, T, e.g. "BPPT B"'
        )
    roads = compute_roads(results)
    if args.json:
        emit_json(_document(roads))
    else:
        print(_text(roads))
    return 0


def _document(roads: Roads) -> dict[str, Any]:
    """The roads' JSON document, with the big road's patterns under ``patterns``."""
    from tracker.roads.pattern_text import patterns_json

    return {**roads.to_json(), "patterns": patterns_json(roads)}


def _text(roads: Roads) -> str:
    from tracker.roads.pattern_text import render_patterns
    from tracker.roads.text import render_text

    return f"{render_text(roads)}\n{render_patterns(roads)}"


def _run_shoes(args: argparse.Namespace) -> int:
    from tracker.roads import Result, compute_roads

    if args.shoe_id is not None:
        if args.files:
            args.parser.error("--shoe-id picks a shoe of the library, not of a FILE")
        if args.label is not None:
            args.parser.error("give --shoe-id or --label, not both")
        args.library = True
    source = shoe_source(args)

    def roads_of(record: ShoeRecord) -> Roads:
        return compute_roads(Result.from_hand(hand) for hand in record.hands)

    with open_shoes(source) as shoes:
        # Shoes are read one at a time: a file or library can hold thousands.
        records: Iterator[ShoeRecord] = iter(shoes.records)
        if args.shoe_id is not None and shoes.library is not None:
            from tracker.store import UnknownShoeError

            try:
                records = iter([shoes.library.load_shoe(args.shoe_id)])
            except UnknownShoeError as exc:
                # An argument error (2), as gui says it, not invalid data.
                raise UserError(f"--shoe-id {args.shoe_id}: {exc}") from None
        elif args.label is not None:
            records = (r for r in records if r.label == args.label)
        first = next(records, None)
        if first is None:
            if args.label is not None:
                raise ShoeNotFound(f"{shoes.where}: no shoe is labelled {args.label!r}")
            if shoes.library is not None:
                raise UserError(f"{shoes.where} holds no shoe")
            holder = "the file holds" if len(source.files) == 1 else "the files hold"
            raise UserError(f"{shoes.where}: {holder} no shoe")
        if args.label is not None or args.shoe_id is not None:
            # Labels are usually unique; where they are not, the first such shoe is meant.
            shown: Iterable[ShoeRecord] = [first]
        else:
            shown = itertools.chain([first], records)

        if args.json:
            emit_json(_document(roads_of(first)))
            if args.label is None and args.shoe_id is None and next(records, None) is not None:
                by_id = " or --shoe-id ID" if shoes.library is not None else ""
                emit_error(
                    f"{shoes.where} holds more than one shoe; printed the first "
                    f"({first.label!r}). Choose another with --label LABEL{by_id}."
                )
            return 0
        for i, record in enumerate(shown):
            if i:
                print()
            print(f"== Shoe {record.label}")
            print(_text(roads_of(record)))
    return 0
