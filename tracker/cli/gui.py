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
        type=Path,
        help="save a picture of the main window once drawn, then exit",
    )
    parser.add_argument("--dark", action="store_true", help="use the dark palette")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from tracker.errors import UserError
    from tracker.store import UnknownShoeError
    from tracker.ui.app import run_gui

    try:
        return run_gui(args.db, args.shoe, args.screenshot, args.dark)
    except UnknownShoeError as exc:
        # --shoe names no shoe of the library: an argument error (2), not invalid data.
        raise UserError(f"--shoe {args.shoe}: {exc}") from None
