"""A library in an SQLite file: its connections' set-up (WAL, ``synchronous=FULL``, a
writer's BEGIN IMMEDIATE), the checks of the file and the URL's query before connecting,
its atomic creation and its backup copy before an upgrade, and what SQLite's result codes
mean for the user.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.util import asbool

from tracker.store.dialect_base import WRITE_OPTION, Dialect, ErrorKind
from tracker.store.errors import (
    LibraryError,
    NotALibraryError,
    locked,
    not_a_library,
    refuse_another_programs,
)
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_SQLITE_HEADER = b"SQLite format 3\x00"

# By primary result code (an extended code & 0xFF): SQLITE_BUSY_SNAPSHOT is SQLITE_BUSY,
# SQLITE_READONLY_DBMOVED is SQLITE_READONLY, and so on.
_SQLITE_KINDS = {
    sqlite3.SQLITE_BUSY: ErrorKind.LOCKED,
    sqlite3.SQLITE_LOCKED: ErrorKind.LOCKED,
    # The write-ahead log's locks kept changing while SQLite tried to take them.
    sqlite3.SQLITE_PROTOCOL: ErrorKind.LOCKED,
    sqlite3.SQLITE_READONLY: ErrorKind.READ_ONLY,
    sqlite3.SQLITE_PERM: ErrorKind.CANNOT_OPEN,
    sqlite3.SQLITE_CANTOPEN: ErrorKind.CANNOT_OPEN,
    sqlite3.SQLITE_IOERR: ErrorKind.IO_ERROR,
    sqlite3.SQLITE_FULL: ErrorKind.DISK_FULL,
    sqlite3.SQLITE_CORRUPT: ErrorKind.CORRUPT,
    sqlite3.SQLITE_NOTADB: ErrorKind.NOT_A_DATABASE,
}


class SQLite(Dialect):
    """A library file: WAL with ``synchronous=FULL``, so that a hand whose commit has
    returned survives a killed process and a power cut."""

    write_fix = Message(
        QT_TRANSLATE_NOOP("Messages", "check that the file and its folder can be written")
    )

    def file(self, url: URL) -> Path | None:
        database = url.database
        if not database or database == ":memory:" or database.startswith("file:"):
            return None
        return Path(database)

    def check_location(self, url: URL, *, create_folder: bool, busy_timeout: float) -> None:
        """Make sure a library file can be created or is an SQLite database that is empty
        or a library: another program's is refused before the engine's connections switch
        it to WAL.

        ``create_folder`` creates a missing folder (for the default location); a path the
        user gave in a folder that does not exist is more likely a typing mistake.

        :raises NotALibraryError: for a file that is not an SQLite database, is empty, or
            holds another program's tables.
        :raises LibraryError: when the file's folder is missing or cannot be created.
        """
        _check_query(url)
        path = self.file(url)
        if path is None:
            return
        if path.exists():
            if path.is_dir():
                raise NotALibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{path} is a folder, not a library file; give a file path"
                        ),
                        path=path,
                    )
                )
            if not path.is_file():
                # A FIFO or a device: SQLite would wait on it, or write into it.
                raise NotALibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{path} is not a regular file (a pipe, FIFO or device), so not a "
                            "library; give a file path with --db or TRACKER_DB",
                        ),
                        path=path,
                    )
                )
            try:
                head = _header(path)
            except OSError as exc:
                raise LibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "cannot read the library {path}: {reason}; check that the file can "
                            "be read, or choose another with --db or TRACKER_DB",
                        ),
                        path=path,
                        reason=exc.strerror or exc,
                    )
                ) from None
            if not head:
                # Another tracker creating this library leaves it empty for an instant,
                # between SQLite creating the file and switching it to WAL: look again.
                time.sleep(0.2)
                head = _header(path)
            if not head and not _has_wal(path):
                # SQLite would take an empty file as a new database; but an empty file where
                # a library should be is more often one cut short (a failed copy or sync),
                # and quietly starting afresh there would hide that its shoes are gone.
                raise NotALibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{path} is an empty file, not a tracker library; if it should hold "
                            "your shoes, restore it from a copy (a library upgrade leaves one "
                            "beside it, {name}.bak-*); to start a new library there, delete the "
                            "file first, or choose another with --db or TRACKER_DB",
                        ),
                        path=path,
                        name=path.name,
                    )
                )
            if head and head != _SQLITE_HEADER:
                raise not_a_library(path)
            _refuse_another_programs(path, busy_timeout)
            return
        if not path.parent.is_dir() and not create_folder:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "cannot create the library {path}: the folder {folder} does not exist; "
                        "create it first or correct the path",
                    ),
                    path=path,
                    folder=path.parent,
                )
            )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "cannot create the folder for the library {path}: {reason}; choose "
                        "another place with --db or TRACKER_DB",
                    ),
                    path=path,
                    reason=exc.strerror or exc,
                )
            ) from None

    def create_atomically(self, url: URL, build: Callable[[URL], None]) -> None:
        """Build a new library file under a temporary name beside it, then link it into
        place: a kill or a full disk while it is built leaves no library file (least of
        all an empty one, which later runs would refuse), and of two trackers creating it
        at once, one file wins whole."""
        path = self.file(url)
        if path is None or path.exists():
            return
        # What a killed creation left (an old one, as a creation is brief): not a library.
        for stale in path.parent.glob(f".{path.name}.*.new*"):
            with contextlib.suppress(OSError):
                if time.time() - stale.stat().st_mtime > 600:
                    stale.unlink()
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".new")
        os.close(fd)
        new = Path(temporary)
        try:
            new.unlink()  # SQLite creates it: an empty file would be refused
            build(url.set(database=str(new)))
            # A link never replaces a library another tracker has just made.
            with contextlib.suppress(FileExistsError):
                os.link(new, path)
        finally:
            for leftover in (new, *(new.with_name(new.name + s) for s in ("-wal", "-shm"))):
                leftover.unlink(missing_ok=True)

    def configure(self, engine: Engine, where: str, busy_timeout: float) -> None:
        timeout_ms = int(busy_timeout * 1000)

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
            # Python 3.11's sqlite3 opens transactions on its own; take that over (below).
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            try:
                cursor.execute(f"PRAGMA busy_timeout = {timeout_ms}")
                cursor.execute("PRAGMA foreign_keys = ON")
                mode = cursor.execute("PRAGMA journal_mode = WAL").fetchone()
                cursor.execute("PRAGMA synchronous = FULL")
            finally:
                cursor.close()
            if mode is not None and str(mode[0]).lower() not in ("wal", "memory"):
                # Another program holds the file in its own journal mode, exclusively.
                raise locked(where)

        @event.listens_for(engine, "begin")
        def _on_begin(connection: Connection) -> None:
            # The driver's own transactions are off (above), so the BEGIN is ours: a read's
            # statements share one snapshot, and a writer takes the write lock at its start.
            write = connection.get_execution_options().get(WRITE_OPTION)
            connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    def backup(self, url: URL, revision: str) -> Path | None:
        """SQLite's backup API copies a consistent snapshot, WAL contents included."""
        path = self.file(url)
        if path is None:
            return None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.bak-{revision}-{stamp}")
        number = 1
        while target.exists():
            number += 1
            target = path.with_name(f"{path.name}.bak-{revision}-{stamp}-{number}")
        try:
            source = sqlite3.connect(path)
            try:
                copy = sqlite3.connect(target)
                try:
                    source.backup(copy)
                finally:
                    copy.close()
            finally:
                source.close()
        except (sqlite3.Error, OSError) as exc:
            # The partial copy and what SQLite kept beside it (a journal it could not
            # roll back on a full disk) are no backup: none of them is left.
            sides = ("-journal", "-wal", "-shm")
            for leftover in (target, *(target.with_name(target.name + s) for s in sides)):
                with contextlib.suppress(OSError):
                    leftover.unlink(missing_ok=True)
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the library {path} needs an upgrade, but the backup copy made first "
                        "could not be written to {target} ({reason}); make room or allow "
                        "writing in its folder, then open it again (the library was not "
                        "changed)",
                    ),
                    path=path,
                    target=target,
                    reason=exc,
                )
            ) from None
        return target

    def prepare_upgrade(self, engine: Engine) -> None:
        # Batch mode recreates tables, and dropping ``shoes`` with foreign keys on would
        # cascade to every hand; foreign keys are checked once at the end instead.
        @event.listens_for(engine, "connect")
        def _no_foreign_keys(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
            dbapi_connection.execute("PRAGMA foreign_keys = OFF")

    def check_upgrade(self, conn: Connection) -> None:
        broken = conn.exec_driver_sql("PRAGMA foreign_key_check").first()
        if broken is not None:
            raise RuntimeError(f"migration left a broken foreign key: {tuple(broken)}")

    def damaged_fix(self, where: str) -> Message:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "open one of the backup copies beside it ({name}.bak-*) with --db, or recover "
                "what can be read with the sqlite3 tool's .recover command",
            ),
            name=Path(where).name,
        )

    def classify(self, error: DBAPIError) -> ErrorKind:
        """By SQLite's result code (``sqlite3.Error.sqlite_errorcode``)."""
        code = getattr(error.orig, "sqlite_errorcode", None)
        if not isinstance(code, int):
            return ErrorKind.OTHER
        return _SQLITE_KINDS.get(code & 0xFF, ErrorKind.OTHER)


def _isolation_level(value: str) -> str:
    if value.upper() not in ("", "DEFERRED", "IMMEDIATE", "EXCLUSIVE"):
        raise ValueError(value)
    return value


# The sqlite3 driver's connect arguments a URL's query may set, what each must be, and how
# to say so: SQLAlchemy converts them before the driver sees them, and raises without
# naming the argument.
_A_NUMBER = Message(QT_TRANSLATE_NOOP("Messages", "a number"))
_A_WHOLE_NUMBER = Message(QT_TRANSLATE_NOOP("Messages", "a whole number"))
_TRUE_OR_FALSE = Message(QT_TRANSLATE_NOOP("Messages", "true or false"))
_QUERY_VALUES: dict[str, tuple[Callable[[str], object], str | Message]] = {
    "timeout": (float, _A_NUMBER),
    "detect_types": (int, _A_WHOLE_NUMBER),
    "cached_statements": (int, _A_WHOLE_NUMBER),
    "uri": (asbool, _TRUE_OR_FALSE),
    "check_same_thread": (asbool, _TRUE_OR_FALSE),
    "isolation_level": (_isolation_level, "'', DEFERRED, IMMEDIATE or EXCLUSIVE"),
}


def _check_query(url: URL) -> None:
    for key, (convert, must_be) in _QUERY_VALUES.items():
        value = url.query.get(key)
        if value is None:
            continue
        try:
            convert(value if isinstance(value, str) else value[-1])
        except ValueError:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the library URL's {key}={value!r} is not {must_be}; correct the --db "
                        "or TRACKER_DB URL",
                    ),
                    key=key,
                    value=value,
                    must_be=must_be,
                )
            ) from None


def _refuse_another_programs(path: Path, busy_timeout: float) -> None:
    """Look at the tables of the database at ``path`` with a plain connection, which
    writes nothing (SQLite's own clean-up of a write-ahead log aside). A database that
    cannot be read is left to the engine's connection, which says why."""
    try:
        conn = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
        try:
            rows = conn.execute(
                "SELECT type, name FROM sqlite_master "
                "WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite!_%' ESCAPE '!'"
            ).fetchall()
        finally:
            conn.close()
    except sqlite3.Error:
        return
    tables = [str(name) for kind, name in rows if kind == "table"]
    views = [str(name) for kind, name in rows if kind == "view"]
    refuse_another_programs(path, tables, views)


def _header(path: Path) -> bytes:
    with path.open("rb") as handle:
        return handle.read(len(_SQLITE_HEADER))


def _has_wal(path: Path) -> bool:
    """Whether a write-ahead log with content lies beside ``path`` (whose pages may all
    still be in it)."""
    wal = path.with_name(path.name + "-wal")
    try:
        return wal.stat().st_size > 0
    except OSError:
        return False
