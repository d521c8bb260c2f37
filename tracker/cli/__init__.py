"""The ``tracker`` command: the desktop app and the headless subcommands.

Each subcommand lives in a module of this package with a ``register(subparsers)`` function
that adds its parser and sets ``run`` to a function taking the parsed arguments and
returning the exit status. Heavy imports (Qt, SQLAlchemy, numba) happen inside ``run`` so
that ``tracker --help`` and the light subcommands start fast.

A command given ``--json`` prints exactly one JSON document on stdout, also when it fails:
then ``{"error": {"message": …, "exit_code": N}}``, beside the message on stderr.
"""

from __future__ import annotations

import errno
import importlib
import os
import sys
from collections.abc import Sequence

from tracker import __version__
from tracker.cli.common import (
    ArgumentErrorExit,
    CommandParser,
    emit_error,
    emit_json,
    warn_of_damage,
)
from tracker.errors import UserError, environment_error

# Modules of this package that define a subcommand, in the order --help lists them.
COMMAND_MODULES: list[str] = [
    # one line per subcommand module
    "gui",
    "roads",
    "library",
    "odds",
    "simulate",
    "validate",
    "copy",
    "backtest",
    "count",
]


def build_parser() -> CommandParser:
    parser = CommandParser(
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
    json_wanted = "--json" in args_list[: args_list.index("--") if "--" in args_list else None]
    try:
        args = parser.parse_args(args_list)
        run = getattr(args, "run", None)
        if run is None:
            parser.print_help()
            return 0
        json_wanted = bool(getattr(args, "json", False))
        code = int(run(args))
        # The rest of a damaged library was read: the rows left out are named, exit 1.
        return max(code, 1) if warn_of_damage() else code
    except ArgumentErrorExit as exc:
        # argparse has printed the usage and the message on stderr.
        if json_wanted:
            _emit_json_error(exc.message, 2)
        raise
    except UserError as exc:
        warn_of_damage()
        emit_error(str(exc))
        if json_wanted:
            _emit_json_error(str(exc), exc.exit_code)
        return exc.exit_code
    except KeyboardInterrupt:
        emit_error("interrupted")
        if json_wanted:
            _emit_json_error("interrupted", 130)
        return 130
    except BrokenPipeError:
        # The reader of our output went away (``tracker roads f | head``): nothing more to
        # say to it; stdout is pointed at nothing so that the exit's flush stays quiet.
        _quiet_stdout()
        return 1
    except (OSError, UnicodeError) as exc:
        # The environment the command ran in (a full disk, a file it may not read, a
        # terminal that cannot show the output): a message, never a traceback.
        error = environment_error(exc)
        if error is None:
            raise
        if isinstance(exc, OSError) and exc.errno == errno.EPIPE:
            _quiet_stdout()
            return 1
        _flush_quietly()
        emit_error(str(error))
        if json_wanted:
            _emit_json_error(str(error), error.exit_code)
        return error.exit_code


def _emit_json_error(message: str, exit_code: int) -> None:
    """The one JSON document of a failed ``--json`` command (stdout may be what failed:
    then nothing more is said)."""
    try:
        emit_json({"error": {"message": message, "exit_code": exit_code}})
    except (OSError, ValueError):
        _quiet_stdout()


def _quiet_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass  # no real stdout to point elsewhere (a test's capture)


def _flush_quietly() -> None:
    """Drop what stdout still holds when it cannot be written (a full disk), so that the
    interpreter's flush at exit does not fail a second time."""
    try:
        sys.stdout.flush()
    except (OSError, UnicodeError, ValueError):
        _quiet_stdout()
