"""``tracker roads``: the five scorecards of a shoe, as text grids or the JSON of SPEC §5."""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from tracker.cli.common import add_json_flag, emit_error, emit_json
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
            "were Banker or Player). The ask road restates history: past outcomes cannot "
            "predict future hands."
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--outcomes",
        metavar="BPT",
        help='the winners in order as letters B, P, T (any case, spaces ignored), e.g. "BPPT B"',
    )
    source.add_argument(
        "file",
        nargs="?",
        type=Path,
        metavar="FILE",
        help="a shoe file: hands CSV, bead strings or shoe JSON (.gz too)",
    )
    parser.add_argument(
        "--format",
        dest="fmt",
        choices=["csv", "bead", "json"],
        default=None,
        help="the file's format (default: detected from its content)",
    )
    parser.add_argument(
        "--shoe",
        metavar="LABEL",
        default=None,
        help="with a file of several shoes, the label of the shoe to show (a bead string's "
        "label, or its number in the file when it has none; default: every shoe as text, "
        "the first with --json)",
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


class ShoeNotFound(UserError):
    """``--shoe`` names no shoe of the file."""


def run(args: argparse.Namespace) -> int:
    from tracker.roads import Result, compute_roads, parse_outcomes
    from tracker.roads.text import render_text

    if args.outcomes is not None:
        if args.shoe is not None:
            raise UserError("--shoe picks a shoe of a FILE; it does not go with --outcomes")
        results = parse_outcomes(args.outcomes, where="--outcomes")
        if not results:
            # Most likely an empty shell variable: an empty board would hide the mistake.
            raise UserError(
                "--outcomes: no hands given; expected the winners in order as letters "
                'B, P, T, e.g. "BPPT B"'
            )
        roads = compute_roads(results)
        if args.json:
            emit_json(roads.to_json())
        else:
            print(render_text(roads))
        return 0

    from tracker.shoefile import read_shoes

    # Shoes are read one at a time: a library export can hold thousands.
    records: Iterator[ShoeRecord] = iter(read_shoes(args.file, args.fmt))
    if args.shoe is not None:
        records = (r for r in records if r.label == args.shoe)

    def roads_of(record: ShoeRecord) -> Roads:
        return compute_roads(Result.from_hand(hand) for hand in record.hands)

    first = next(records, None)
    if first is None:
        if args.shoe is not None:
            raise ShoeNotFound(f"{args.file}: no shoe is labelled {args.shoe!r}")
        raise UserError(f"{args.file}: the file holds no shoe")
    if args.shoe is not None:
        # Labels are usually unique; where they are not, the first such shoe is meant.
        shown: Iterable[ShoeRecord] = [first]
    else:
        shown = itertools.chain([first], records)

    if args.json:
        emit_json(roads_of(first).to_json())
        if args.shoe is None and next(records, None) is not None:
            emit_error(
                f"{args.file} holds more than one shoe; printed the first "
                f"({first.label!r}). Choose another with --shoe LABEL."
            )
        return 0
    for i, record in enumerate(shown):
        if i:
            print()
        print(f"== Shoe {record.label}")
        print(render_text(roads_of(record)))
    return 0
