"""What every database a library can live in must do for the store, and what a database
error can mean for the user (an :class:`ErrorKind`): the base of the dialects.

Each database the store knows subclasses :class:`Dialect` (``tracker.store.dialect_sqlite``,
``tracker.store.dialect_postgres``); ``tracker.store.dialect`` picks one by the URL.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, Insert, Table, insert
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError

from tracker.translatable import QT_TRANSLATE_NOOP, Message

WRITE_OPTION = "tracker_write"
"""The execution option of an engine whose transactions write. On SQLite it makes them
start with BEGIN IMMEDIATE: a writer takes the write lock at the start of its transaction,
so it waits (busy_timeout) for another writer there instead of failing half-way with
SQLITE_BUSY when it upgrades a read lock."""


class ErrorKind(Enum):
    """What a database error means for the user, whichever driver raised it."""

    LOCKED = "locked"
    """Another program holds a lock for longer than we wait."""
    CONFLICT = "conflict"
    """A concurrent transaction won (a serialization failure, a deadlock): try again."""
    READ_ONLY = "read-only"
    DISK_FULL = "disk full"
    IO_ERROR = "I/O error"
    CANNOT_OPEN = "cannot open"
    NOT_A_DATABASE = "not a database"
    CORRUPT = "corrupt"
    CONNECTION = "connection"
    """The server is down, cannot be reached, or takes no more connections."""
    AUTH = "authentication"
    UNKNOWN_DATABASE = "unknown database"
    OTHER = "other"
    """Nothing a user can fix (a bug, most likely): the error is raised as it is."""


class Dialect:
    """A database server, as far as the store can do without knowing which: the base of the
    dialects, and the one for a backend without its own."""

    write_fix = Message(
        QT_TRANSLATE_NOOP("Messages", "check that the database user may write to it")
    )
    """How a message tells the user to make the library writable."""

    driver_fix = Message(QT_TRANSLATE_NOOP("Messages", "install it"))
    """How a message tells the user to install the database's missing driver."""

    def engine_url(self, url: URL) -> URL:
        """The URL the engine connects with (a driver chosen where the URL names none)."""
        return url

    def engine_options(self, busy_timeout: float) -> dict[str, Any]:
        """Keyword arguments of the engine's ``create_engine``."""
        return {}

    def read_options(self) -> dict[str, Any]:
        """Execution options of a read transaction, so that all its statements see the
        library at one moment (where the database's default does not already)."""
        return {}

    def lock_imports(self, conn: Connection, keep_going: Callable[[], bool]) -> None:
        """Make an import's transaction the only import running, waiting for others to
        end while ``keep_going()`` says so (where writers do not already take turns).

        :raises ImportCancelled: when ``keep_going()`` returned ``False`` while waiting.
        """

    def insert_new_shoes(self, table: Table) -> Insert:
        """An INSERT of shoe rows that skips, rather than fails on, a shoe whose content
        hash another writer stored meanwhile (where the database lets writers overlap)."""
        return insert(table)

    def bulk_writer(
        self, conn: Connection, table: Table, columns: Sequence[str]
    ) -> Callable[[Connection, list[tuple[Any, ...]]], None] | None:
        """A faster way than an INSERT's executemany to write many rows of ``columns`` into
        ``table`` in the transaction, where the database has one (``None``: none)."""
        return None

    def ids_copied(self, conn: Connection, table: Table) -> None:
        """Rows were inserted into ``table`` with their ids given: make the next id the
        database picks follow them (SQLite's do already)."""

    def file(self, url: URL) -> Path | None:
        """The library's file, for a database that is one (``None`` for a server)."""
        return None

    def check_location(self, url: URL, *, create_folder: bool, busy_timeout: float) -> None:
        """Refuse, before connecting (which may write), a place that cannot hold a library.

        :raises LibraryError: naming the place and the fix.
        """

    def configure(self, engine: Engine, where: str, busy_timeout: float) -> None:
        """Set up every connection of ``engine`` as the library relies on."""

    def create_atomically(self, url: URL, build: Callable[[URL], None]) -> None:
        """Create a library that does not exist yet by ``build(url_of_the_new_one)``, so
        that it appears whole or not at all (a file database: under another name first).
        A server's database is created by its transaction alone: nothing to do here."""

    def backup(self, url: URL, revision: str) -> Path | None:
        """Copy the library before an upgrade from ``revision``; returns the copy (``None``
        where the database's own backups are its administrator's).

        :raises LibraryError: when the copy cannot be made (the library is left as it was).
        """
        return None

    def prepare_upgrade(self, engine: Engine) -> None:
        """Set up the connections of the engine that runs the migrations."""

    def check_upgrade(self, conn: Connection) -> None:
        """Check what the migrations left, before their transaction commits."""

    def damaged_fix(self, where: str) -> Message:
        """How a message tells the user to recover a damaged library."""
        return Message(QT_TRANSLATE_NOOP("Messages", "restore it from a backup of the database"))

    def classify(self, error: DBAPIError) -> ErrorKind:
        """What a database error means for the user; :data:`ErrorKind.OTHER` when it is
        nothing they can fix. Reads the driver's codes, never its wording."""
        if error.connection_invalidated:
            return ErrorKind.CONNECTION
        return ErrorKind.OTHER
