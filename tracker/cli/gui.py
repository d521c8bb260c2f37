"""``tracker gui`` (also plain ``tracker``): the desktop app."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tracker.cli.common import add_db_option
from tracker.cli.options import add_old_shoe_option, add_shoe_id_option


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "gui",
        help="open the desktop app (the default)",
        description="Open the desktop app on the library.",
    )
    add_db_option(parser)
    add_shoe_id_option(
        parser,
        "open on the library's shoe with this number (default: the open live shoes, else "
        "the shoe shown last)",
    )
    add_old_shoe_option(parser, "shoe_id")
    parser.add_argument(
        "--screenshot",
        metavar="PNG",
        type=_png,
        help="save a picture of the main window once drawn, then exit (a message the window "
        "would show in a dialog is printed instead, and the exit status is 1)",
    )
    parser.add_argument("--dark", action="store_true", help="use the dark palette")
    parser.add_argument(
        "--lang",
        metavar="LANG",
        type=_lang,
        help="the windows' language for this run: en, zh_CN, zh_TW, ko or vi (default: the "
        "one chosen in the settings, else the system's)",
    )
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
    parser.add_argument(
        "--replay",
        metavar="HAND",
        type=_hand,
        help="open the replay of the shoe given by --shoe-id at its HAND-th hand (1 for the "
        "first) beside the main window; with --screenshot, the picture is of the replay",
    )
    parser.add_argument(
        "--play",
        metavar="ROUNDS",
        type=_rounds,
        help="with --practice or --seats: play this many rounds first (at the casino table "
        "you sit at seat 2 beside two computer players), e.g. for a --screenshot",
    )
    parser.add_argument(
        "--betting",
        action="store_true",
        help="with --play: then place the next round's bets and wait for Deal",
    )
    parser.set_defaults(run=run)


def _png(text: str) -> Path:
    # A name Qt cannot tell the format of was written empty, over whatever it named.
    if not text.lower().endswith(".png"):
        raise argparse.ArgumentTypeError(
            f"a screenshot is a PNG file: give a name ending in .png, not {text!r}"
        )
    return Path(text)


def _lang(text: str) -> str:
    from tracker.ui.shell.i18n import language

    try:
        return language(text).code
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seats(text: str) -> int:
    try:
        seats = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seats must be a whole number, not {text!r}") from None
    if not 1 <= seats <= 7:
        raise argparse.ArgumentTypeError(f"a table has 1 to 7 seats, not {seats}")
    return seats


def _hand(text: str) -> int:
    try:
        hand = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a hand is a whole number, not {text!r}") from None
    if hand < 1:
        raise argparse.ArgumentTypeError(f"hands count from 1, not {hand}")
    return hand


def _rounds(text: str) -> int:
    try:
        rounds = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"rounds must be a whole number, not {text!r}") from None
    if not 0 <= rounds <= 1000:
        raise argparse.ArgumentTypeError(f"rounds must be 0 to 1000, not {rounds}")
    return rounds


def run(args: argparse.Namespace) -> int:
    from tracker.errors import UserError
    from tracker.store import UnknownShoeError
    from tracker.ui.app import run_gui

    practice = args.practice or args.seats is not None or args.play is not None
    seats = args.seats if args.seats is not None else 1
    shoe = None if args.shoe_id is None else str(args.shoe_id)
    if args.replay is not None and (shoe is None or practice):
        raise UserError("--replay HAND replays the shoe given by --shoe-id, at the main window")
    replay = None if args.replay is None else args.replay - 1
    try:
        return run_gui(
            args.db,
            shoe,
            args.screenshot,
            args.dark,
            practice=practice,
            seats=seats,
            replay=replay,
            play=args.play,
            betting=args.betting,
            lang=args.lang,
        )
    except UnknownShoeError as exc:
        # --shoe-id names no shoe of the library: an argument error (2), not invalid data.
        raise UserError(f"{args.shoe_id_option} {args.shoe_id}: {exc}") from None
