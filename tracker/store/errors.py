"""What can go wrong with a library that the user can do something about: the exception
types, and the two messages that more than one part of the store gives."""

from __future__ import annotations

from collections.abc import Collection

from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

ENV_VAR = "TRACKER_DB"
"""The environment variable that chooses the library (after ``--db``); fixes name it."""


class LibraryError(UserError):
    """A library that cannot be opened or written; the message says which and what to do."""


class NotALibraryError(LibraryError):
    """The file is not an SQLite database, or a database that is not a tracker library."""


class NewerLibraryError(LibraryError):
    """The library was written by a newer version of tracker (an unknown schema revision)."""


class LibraryLockedError(LibraryError):
    """Another program holds the library's write lock for longer than we wait."""


class LibraryConflictError(LibraryLockedError):
    """Another writer changed the same rows at the same moment (a serialization failure or a
    deadlock on a server): the transaction was rolled back and can simply run again."""


class OnceOnly(LibraryConflictError):
    """A write that conflicted but cannot run again by itself (an import of shoes that
    can be read once only): reported at once, nothing stored."""


class DamagedRowError(LibraryError):
    """A row of the library that holds what no shoe or hand can (changed by another
    program, or a damaged file); the message names the row."""

    exit_code = 1


DAMAGED_FIX = Message(
    QT_TRANSLATE_NOOP(
        "Messages",
        "the library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or "
        "import a JSON export into a new one",
    )
)
"""What to do about a damaged row, ending a message (``{fix}`` after a ``;``)."""

DAMAGED_FIX_SENTENCE = Message(
    QT_TRANSLATE_NOOP(
        "Messages",
        "The library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or "
        "import a JSON export into a new one.",
    )
)
""":data:`DAMAGED_FIX` as a sentence of its own."""


class UnknownShoeError(LibraryError):
    """A shoe or hand id that is not in the library."""

    exit_code = 1


class ShoeClosedError(LibraryError):
    """A hand was logged to a shoe that is already closed."""

    exit_code = 1


class ShoeChangedError(LibraryError):
    """A change asked for a shoe as it was at one revision, and the shoe has moved on since
    (another tracker changed it): nothing was written."""

    exit_code = 1


class ImportCancelled(Exception):
    """The progress callback asked to stop; nothing of the file was stored."""


IMPORT_CANCELLED = Message(
    QT_TRANSLATE_NOOP("Messages", "import cancelled; nothing of it was stored")
)
"""The message of an :class:`ImportCancelled` import."""


def not_a_library(where: object) -> NotALibraryError:
    return NotALibraryError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "{where} is not a tracker library (it is not an SQLite database); choose "
                "another file with --db or TRACKER_DB, or move this one away to start a new "
                "library there",
            ),
            where=where,
        )
    )


LIBRARY_TABLES = frozenset({"alembic_version", "shoes"})
"""The tables that make a database a tracker library (if damaged, or of an older schema)."""


def refuse_another_programs(where: object, tables: Collection[str], views: Collection[str]) -> None:
    """Refuse a database that holds tables or views but not a library's tables: it is
    another program's, and tracker must not write into it. An empty one is a new library.

    :raises NotALibraryError: naming what it holds.
    """
    if set(tables) >= LIBRARY_TABLES or not (tables or views):
        return
    held = [f"table {name!r}" for name in sorted(tables)]
    held += [f"view {name!r}" for name in sorted(views)]
    shown: str | Message = ", ".join(held[:5])
    if len(held) > 5:
        shown = Message(
            QT_TRANSLATE_NOOP("Messages", "{named} and {more} more"),
            named=shown,
            more=len(held) - 5,
        )
    raise NotALibraryError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "{where} is not a tracker library (it has no shoes table): it holds tables of "
                "another program: {held}; it was left as it was: choose another file with --db "
                "or TRACKER_DB, or move this one away",
            ),
            where=where,
            held=shown,
        )
    )


def locked(where: object) -> LibraryLockedError:
    return LibraryLockedError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the library {where} is locked: another program (perhaps another tracker "
                "window or import) is writing to it; wait for it to finish or close it, then "
                "try again",
            ),
            where=where,
        )
    )


def conflict(where: object) -> LibraryConflictError:
    return LibraryConflictError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the library {where} was changed by another writer at the same moment; "
                "nothing was stored: try again",
            ),
            where=where,
        )
    )
