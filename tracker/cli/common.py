"""Helpers shared by the subcommands: JSON output, messages to stderr, common options."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, NoReturn

from tracker.errors import UserError

if TYPE_CHECKING:
    from tracker.store import Library


class ArgumentErrorExit(SystemExit):
    """argparse's exit on a bad command line (status 2), with its message kept."""

    def __init__(self, message: str) -> None:
        super().__init__(2)
        self.message = message


class CommandParser(argparse.ArgumentParser):
    """An argument parser whose errors keep their message (for a ``--json`` answer)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise ArgumentErrorExit(message)


def emit_error(message: str) -> None:
    """Print a message for the user on stderr, prefixed with the program name."""
    print(f"tracker: {message}", file=sys.stderr)


def emit_json(document: Any) -> None:
    """Print exactly one JSON document on stdout."""
    json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    sys.stdout.flush()


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json",
        action="store_true",
        help='print one JSON document on stdout (on a failure, {"error": {"message": …, '
        '"exit_code": N}})',
    )


def add_db_option(parser: argparse.ArgumentParser) -> None:
    """``--db URL``: a SQLAlchemy URL; default the embedded SQLite file (or ``TRACKER_DB``)."""
    parser.add_argument(
        "--db",
        metavar="URL",
        type=_db_text,
        default=None,
        help="library database as a SQLAlchemy URL (default: $TRACKER_DB, else the "
        "embedded SQLite file in the user's data directory)",
    )


def _db_text(text: str) -> str:
    # An empty --db is most likely an unset shell variable; taking $TRACKER_DB or the
    # default library instead would write where the user did not mean.
    if not text.strip():
        raise argparse.ArgumentTypeError(
            "give a database URL or a file path (an empty --db names no library)"
        )
    return text


def refuse_memory_library(db: str | None) -> None:
    """Refuse a library in memory for a command that stores: what it stored would be gone
    when the command ends, while its report says "stored".

    :raises UserError: for ``sqlite://``, ``sqlite:///:memory:`` and the like.
    """
    from tracker.store.db import resolve_url

    url = resolve_url(db)
    if url.get_backend_name() != "sqlite":
        return
    database = url.database or ""
    if (
        not database
        or database == ":memory:"
        or (database.startswith("file:") and "mode=memory" in database)
        or url.query.get("mode") == "memory"
    ):
        raise UserError(
            f"--db {url.render_as_string(hide_password=True)!r} is a library in memory: "
            "what this command stores would be lost when it ends; give a library file"
        )


def open_library_to_store(db: str | None, *, busy_timeout: float | None = None) -> Library:
    """The library a storing command writes to (never one in memory)."""
    from tracker.store import open_library

    refuse_memory_library(db)
    if busy_timeout is None:
        return _opened(open_library(db))
    return _opened(open_library(db, busy_timeout=busy_timeout))


def open_library_to_read(db: str | None) -> Library:
    """The library a command reads: the damaged rows its reads leave out are told when
    the command ends (:func:`warn_of_damage`)."""
    from tracker.store import open_library

    return _opened(open_library(db))


_OPENED: list[Library] = []


def _opened(library: Library) -> Library:
    _OPENED.append(library)
    return library


def warn_of_damage() -> int:
    """Say on stderr which damaged rows the reads of the command's libraries left out
    (each named: its shoe, column, what it holds and what was expected); how many."""
    said = 0
    while _OPENED:
        library = _OPENED.pop(0)
        for row in library.damaged_rows():
            emit_error(f"warning: a damaged row of the library {library.where}: {row}")
            said += 1
    return said
