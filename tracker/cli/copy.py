"""``tracker copy --from URL --to URL``: move a whole library between SQLite and PostgreSQL
(either way) into a new, empty one, with progress, and check that the two agree."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tracker import words
from tracker.cli.common import add_json_flag, emit_error, emit_json


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "copy",
        help="copy a whole library into a new, empty one (SQLite and PostgreSQL, either way)",
        description="Copy every shoe, hand, practice session and bet of the library at "
        "--from into the empty library at --to, in one transaction (all or nothing; shoe "
        "numbers stay), then check that the two agree shoe for shoe. Each is a database URL "
        "(sqlite:///path, postgresql+psycopg://user@host/db) or an SQLite file path; a new "
        "file is created, a PostgreSQL database must exist and be empty.",
    )
    parser.add_argument(
        "--from",
        dest="source",
        required=True,
        metavar="URL",
        help="the library to copy (a database URL or an SQLite file path)",
    )
    parser.add_argument(
        "--to",
        dest="target",
        required=True,
        metavar="URL",
        help="the new, empty library to fill (a database URL or an SQLite file path)",
    )
    add_json_flag(parser)
    parser.set_defaults(run=run_copy)


def run_copy(args: argparse.Namespace) -> int:
    from tracker.cli.common import open_library_to_read, open_library_to_store
    from tracker.services.copying import copy_between

    show = not args.json and sys.stderr.isatty()
    last = -1

    def progress(done: int, total: int) -> bool:
        nonlocal last
        percent = done * 100 // total if total else 100
        if show and percent != last:
            last = percent
            print(f"\rcopying: {percent}%", end="", file=sys.stderr, flush=True)
        return True

    source = open_library_to_read(args.source)
    try:
        target = open_library_to_store(args.target)
        try:
            try:
                report = copy_between(source, target, progress=progress)
            except KeyboardInterrupt:
                emit_error(f"interrupted; nothing was stored in {target.where}")
                raise
            finally:
                if show and last >= 0:
                    print("\r\033[K", end="", file=sys.stderr, flush=True)
        finally:
            target.close()
    finally:
        source.close()
    if args.json:
        emit_json(
            {
                "from": report.source,
                "to": report.target,
                "shoes": report.shoes,
                "hands": report.hands,
                "practice_sessions": report.practice_sessions,
                "practice_bets": report.practice_bets,
                "agree": True,
            }
        )
    else:
        print(
            f"copied {words.shoes_and_hands(report.shoes, report.hands)}, "
            f"{words.count(report.practice_sessions, 'practice session')} and "
            f"{words.count(report.practice_bets, 'bet')} from {report.source} to "
            f"{report.target}; the two libraries agree shoe for shoe"
        )
    return 0
