"""The ``tracker`` command (SPEC §4): the desktop app and the headless subcommands.

Each subcommand lives in a module of this package with a ``register(subparsers)`` function
that adds its parser and sets ``run`` to a function taking the parsed arguments and
returning the exit status. Heavy imports (Qt, SQLAlchemy, numba) happen inside ``run`` so
that ``tracker --help`` and the light subcommands start fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from tracker import __version__
from tracker.cli.common import emit_error
from tracker.errors import UserError

# Modules of this package that define a subcommand, in the order --help lists them.
COMMAND_MODULES: list[str] = [
    # one line per subcommand module
    "gui",
    "roads",
    "library",
    "odds",
    "simulate",
    "validate",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tracker",
        description=(
            "Baccarat scorecard tracker and shoe-history analyzer. With no command, opens "
            "the desktop app. Past outcomes cannot predict future hands."
        ),
    )
    parser.add_argument("--version", action="version", version=f"tracker {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"tracker.cli.{name}")
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (0 ok, 1 invalid input, 2 unreadable)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not args_list:
        if "gui" in COMMAND_MODULES:
            args_list = ["gui"]
        else:
            parser.print_help()
            return 0
    args = parser.parse_args(args_list)
    run = getattr(args, "run", None)
    if run is None:
        parser.print_help()
        return 0
    try:
        return int(run(args))
    except UserError as exc:
        emit_error(str(exc))
        return exc.exit_code
    except KeyboardInterrupt:
        emit_error("interrupted")
        return 130
    except BrokenPipeError:
        return 0
