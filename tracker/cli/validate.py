"""``tracker validate FILE…``: replay each shoe through the rules and report its problems.

Every file is reported, even after one that cannot be read: the unreadable file's message
goes to stderr (and, with ``--json``, into its entry as ``error``, with no shoes). Exit
status 0 when every shoe is sound, 1 when a problem was found, 2 when a file could not be
read (which outranks 1).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from tracker.cli.common import add_json_flag, emit_error, emit_json
from tracker.cli.sources import ShoeSource, add_shoe_source, open_shoes, shoe_source

if TYPE_CHECKING:
    from tracker.history import FileReport

FORMAT_NAMES = {
    "csv": "hands CSV",
    "bead": "bead strings",
    "json": "shoe JSON",
    "library": "stored shoes",
}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "validate",
        help="replay shoe files through the rules and report what cannot have happened",
        description=(
            "Read each FILE (hands CSV, bead strings or shoe JSON; .gz too), or the shoes of "
            "the library, replay every card-level hand through the drawing rules, and check "
            "every recorded total, winner, pair and natural flag, the cards against the shoe's "
            "decks, and the hand numbers. Exit status: 0 no problems, 1 problems found, 2 a "
            "file could not be read."
        ),
    )
    add_shoe_source(parser)
    add_json_flag(parser)
    parser.set_defaults(run=run)


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


def _print_report(report: FileReport) -> None:
    problems = report.problem_count
    found = _count(problems, "problem") if problems else "no problems"
    print(
        f"{report.path} ({FORMAT_NAMES.get(report.format, report.format)}): "
        f"{_count(len(report.shoes), 'shoe')}, {_count(report.hand_count, 'hand')}, {found}"
    )
    for shoe in report.shoes:
        if shoe.ok:
            continue
        at = f"line {shoe.line}, " if shoe.line is not None else ""
        print(
            f"  shoe {shoe.shoe_label!r} ({at}{_count(shoe.hands, 'hand')}): "
            f"{_count(shoe.problem_count, 'problem')}"
        )
        for problem in shoe.problems:
            where = f"line {problem.line}, " if problem.line is not None else ""
            print(f"    {where}{problem}")
        if shoe.unlisted:
            print(f"    … and {_count(shoe.unlisted, 'more problem')} not listed")
    sys.stdout.flush()


def run(args: argparse.Namespace) -> int:
    from tracker.services.validation import validate_file
    from tracker.shoefile import ShoeFileError, detect_format
    from tracker.shoefile.textio import is_stream

    source = shoe_source(args)
    if source.library:
        return _validate_library(args, source)
    documents: list[dict[str, Any]] = []
    shoes = hands = problems = unreadable = 0
    for path in args.files:
        try:
            report = validate_file(path, args.fmt)
        except ShoeFileError as exc:
            unreadable += 1
            emit_error(str(exc))
            if args.json:
                fmt: str | None = args.fmt
                if fmt is None and not is_stream(path):  # a pipe cannot be read again
                    try:
                        fmt = detect_format(path)
                    except ShoeFileError:
                        fmt = None
                documents.append({"path": path, "format": fmt, "shoes": [], "error": str(exc)})
            continue
        shoes += len(report.shoes)
        hands += report.hand_count
        problems += report.problem_count
        if args.json:
            documents.append(report.to_dict())
        else:
            _print_report(report)
    if args.json:
        emit_json({"files": documents})
    elif len(args.files) > 1:
        found = _count(problems, "problem") if problems else "no problems"
        failed = f", {_count(unreadable, 'file')} unreadable" if unreadable else ""
        print(
            f"\n{_count(len(args.files), 'file')}{failed}: {_count(shoes, 'shoe')}, "
            f"{_count(hands, 'hand')}, {found}"
        )
    if unreadable:
        return 2
    return 1 if problems else 0


def _validate_library(args: argparse.Namespace, source: ShoeSource) -> int:
    """Replay every shoe of the library; reported as one file, ``format`` ``library``."""
    from tracker.history import FileReport, validate_shoe

    with open_shoes(source) as shoes:
        report = FileReport(shoes.where, "library")
        for record in shoes.records:
            report.shoes.append(validate_shoe(record))
    if args.json:
        emit_json({"files": [report.to_dict()]})
    else:
        _print_report(report)
    return 1 if report.problem_count else 0
