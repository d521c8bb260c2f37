"""``tracker roads``: the five scorecards of a shoe, as text grids or the JSON of SPEC §5."""

from __future__ import annotations

import argparse
from pathlib import Path

from tracker.cli.common import add_json_flag, emit_error, emit_json
from tracker.errors import UserError


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
        "file", nargs="?", type=Path, metavar="FILE", help="a shoe file (any format of SPEC §3)"
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
        help="with a file of several shoes, the label of the shoe to show (default: all "
        "shoes as text; the first with --json)",
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


class ShoeNotFound(UserError):
    """``--shoe`` names no shoe of the file."""


def run(args: argparse.Namespace) -> int:
    from tracker.roads import Result, Roads, compute_roads, parse_outcomes
    from tracker.roads.text import render_text

    shoes: list[tuple[str | None, Roads]]
    if args.outcomes is not None:
        if args.shoe is not None:
            raise UserError("--shoe picks a shoe of a FILE; it does not go with --outcomes")
        shoes = [(None, compute_roads(parse_outcomes(args.outcomes, where="--outcomes")))]
    else:
        from tracker.shoefile import read_shoes

        records = list(read_shoes(args.file, args.fmt))
        if args.shoe is not None:
            records = [r for r in records if r.label == args.shoe]
            if not records:
                raise ShoeNotFound(f"{args.file}: no shoe labelled {args.shoe!r}")
        if not records:
            raise UserError(f"{args.file}: the file holds no shoe")
        shoes = []
        for record in records:
            results = [Result.from_hand(hand) for hand in record.hands]
            shoes.append((record.label, compute_roads(results)))

    if args.json:
        if len(shoes) > 1:
            emit_error(
                f"{args.file} holds {len(shoes)} shoes; printing the first "
                f"({shoes[0][0]!r}). Choose another with --shoe LABEL."
            )
        emit_json(shoes[0][1].to_json())
        return 0
    for i, (label, roads) in enumerate(shoes):
        if label is not None:
            if i:
                print()
            print(f"== Shoe {label}")
        print(render_text(roads))
    return 0
