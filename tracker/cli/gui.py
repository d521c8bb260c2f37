"""``tracker gui`` (also plain ``tracker``): the desktop app."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tracker.cli.common import add_db_option


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "gui",
        help="open the desktop app (the default)",
        description="Open the desktop app on the library.",
    )
    add_db_option(parser)
    parser.add_argument("--shoe", metavar="ID", help="open on this shoe (default: the latest)")
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        type=_png,
        help="save a picture of the main window once drawn, then exit",
    )
    parser.add_argument("--dark", action="store_true", help="use the dark palette")
    parser.add_argument(
        "--practice",
        action="store_true",
        help="open on the practice table (the online table for one, unless --seats)",
    )
    parser.add_argument(
        "--seats",
        metavar="N",
        type=_seats,
        help="practice at the casino table with N seats (5 at a real table; implies --practice)",
    )
    parser.set_defaults(run=run)


def _png(text: str) -> Path:
    # A name Qt cannot tell the format of was written empty, over whatever it named.
    if not text.lower().endswith(".png"):
        raise argparse.ArgumentTypeError(
            f"a screenshot is a PNG file: give a name ending in .png, not {text!r}"
        )
    return Path(text)


def _seats(text: str) -> int:
    try:
        seats = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seats must be a whole number, not {text!r}") from None
    if not 1 <= seats <= 7:
        raise argparse.ArgumentTypeError(f"a table has 1 to 7 seats, not {seats}")
    return seats


def run(args: argparse.Namespace) -> int:
    from tracker.errors import UserError
    from tracker.store import UnknownShoeError
    from tracker.ui.app import run_gui

    practice = args.practice or args.seats is not None
    seats = args.seats if args.seats is not None else 1
    try:
        return run_gui(
            args.db, args.shoe, args.screenshot, args.dark, practice=practice, seats=seats
        )
    except UnknownShoeError as exc:
        # --shoe names no shoe of the library: an argument error (2), not invalid data.
        raise UserError(f"--shoe {args.shoe}: {exc}") from None
