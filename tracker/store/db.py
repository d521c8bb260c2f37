"""Finding, opening and upgrading the library database.

The default library is an SQLite file in the user's data directory, created on first run;
``--db URL`` or ``TRACKER_DB`` chooses another (any SQLAlchemy URL, or a plain file path).
SQLite runs in WAL mode with ``synchronous=FULL``: a hand whose commit has returned
survives a killed process and a power cut. Opening applies the shipped Alembic
migrations, after a backup copy of the file.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry

from tracker.store.errors import LibraryError, LibraryLockedError, NotALibraryError

ENV_VAR = "TRACKER_DB"
APP_NAME = "tracker"
LIBRARY_FILE = "library.sqlite"
DEFAULT_BUSY_TIMEOUT = 5.0  # seconds a writer waits for another one before giving up

_SQLITE_HEADER = b"SQLite format 3\x00"
# The execution option that makes a connection start with BEGIN IMMEDIATE: a writer takes
# the write lock at the start of its transaction, so it waits (busy_timeout) for another
# writer there instead of failing half-way with SQLITE_BUSY when it upgrades a read lock.
WRITE_OPTION = "tracker_write"


def default_path() -> Path:
    """Where the library lives when neither ``--db`` nor ``TRACKER_DB`` says otherwise."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / LIBRARY_FILE


def resolve_url(url: str | None = None) -> URL:
    """The library URL: ``url``, else ``$TRACKER_DB``, else the default SQLite file.

    A value without ``://`` is taken as a path to an SQLite file.

    :raises LibraryError: for a URL SQLAlchemy cannot read.
    """
    text = url or os.environ.get(ENV_VAR) or ""
    if not text:
        return URL.create("sqlite", database=str(default_path()))
    if "://" not in text:
        return URL.create("sqlite", database=str(Path(text).expanduser()))
    try:
        return make_url(text)
    except (ArgumentError, ValueError) as exc:  # ValueError: a port that is not a number
        raise LibraryError(
            f"{text!r} is not a database URL ({exc}); give --db or {ENV_VAR} an SQLAlchemy "
            "URL such as sqlite:///path/to/library.sqlite, or a file path"
        ) from None


def sqlite_path(url: URL) -> Path | None:
    """The file of an SQLite URL; ``None`` for other databases and in-memory SQLite."""
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


def describe(url: URL) -> str:
    """How to name the library in a message: its file, or its URL without the password."""
    path = sqlite_path(url)
    return str(path) if path is not None else url.render_as_string(hide_password=True)


def check_sqlite_file(path: Path, *, create_folder: bool = True) -> None:
    """Make sure a library file can be created or is an SQLite database.

    ``create_folder`` creates a missing folder (for the default location); a path the
    user gave in a folder that does not exist is more likely a typing mistake.

    :raises NotALibraryError: for a file that is not an SQLite database, or is empty.
    :raises LibraryError: when the file's folder is missing or cannot be created.
    """
    if path.exists():
        if path.is_dir():
            raise NotALibraryError(f"{path} is a folder, not a library file; give a file path")
        head = _header(path)
        if not head:
            # Another tracker creating this library leaves it empty for an instant, between
            # SQLite creating the file and switching it to WAL: look again before refusing.
            time.sleep(0.2)
            head = _header(path)
        if not head and not _has_wal(path):
            # SQLite would take an empty file as a new database; but an empty file where a
            # library should be is more often one cut short (a failed copy or sync), and
            # quietly starting afresh there would hide that its shoes are gone.
            raise NotALibraryError(
                f"{path} is an empty file, not a tracker library; if it should hold your "
                "shoes, restore it from a copy (a library upgrade leaves one beside it, "
                f"{path.name}.bak-*); to start a new library there, delete the file first, "
                f"or choose another with --db or {ENV_VAR}"
            )
        if head and head != _SQLITE_HEADER:
            raise not_a_library(path)
        return
    if not path.parent.is_dir() and not create_folder:
        raise LibraryError(
            f"cannot create the library {path}: the folder {path.parent} does not exist; "
            "create it first or correct the path"
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise LibraryError(
            f"cannot create the folder for the library {path}: {exc.strerror or exc}; "
            f"choose another place with --db or {ENV_VAR}"
        ) from None


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


def not_a_library(where: object) -> NotALibraryError:
    return NotALibraryError(
        f"{where} is not a tracker library (it is not an SQLite database); choose another "
        f"file with --db or {ENV_VAR}, or move this one away to start a new library there"
    )


def locked(where: object) -> LibraryLockedError:
    return LibraryLockedError(
        f"the library {where} is locked: another program (perhaps another tracker window "
        "or import) is writing to it; wait for it to finish or close it, then try again"
    )


def is_lock_error(exc: BaseException) -> bool:
    text = str(getattr(exc, "orig", exc)).lower()
    return "database is locked" in text or "database is busy" in text or "locked" in text


def make_engine(url: URL, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> Engine:
    """An engine for the library, with the SQLite settings the library relies on."""
    try:
        engine = create_engine(url)
    except ImportError as exc:
        # The dialect exists but its driver package is not installed.
        raise LibraryError(
            f"cannot open the library {describe(url)}: its database driver is not installed "
            f"({exc}); install it, or choose another library with --db or {ENV_VAR}"
        ) from None
    except ArgumentError as exc:
        # An unknown dialect (NoSuchModuleError) or a URL it cannot use.
        raise LibraryError(
            f"cannot open the library {describe(url)}: {exc}; give --db or {ENV_VAR} an "
            "SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path"
        ) from None
    if url.get_backend_name() != "sqlite":
        return engine
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
            raise sqlite3.OperationalError(f"database is locked (journal mode {mode[0]})")

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        if connection.get_execution_options().get(WRITE_OPTION):
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            connection.exec_driver_sql("BEGIN")

    return engine


@contextmanager
def translate_errors(where: object) -> Iterator[None]:
    """Turn the database errors a user can cause into :class:`LibraryError` messages."""
    try:
        yield
    except OperationalError as exc:
        if is_lock_error(exc):
            raise locked(where) from None
        text = str(exc.orig)
        if "unable to open" in text or "readonly" in text or "disk" in text:
            raise LibraryError(
                f"cannot use the library {where}: {text}; check that the file and its folder "
                f"can be written, or choose another with --db or {ENV_VAR}"
            ) from None
        if "connect" in text.lower():
            # A database server that is down, unknown or refuses us (not SQLite).
            first_line = text.strip().splitlines()[0] if text.strip() else type(exc.orig)
            raise LibraryError(
                f"cannot connect to the library {where}: {first_line}; check the URL, that "
                "the server runs, and the user name and password"
            ) from None
        raise
    except DBAPIError as exc:
        text = str(exc.orig)
        if "not a database" in text:
            raise not_a_library(where) from None
        if "malformed" in text or "corrupt" in text:
            raise LibraryError(
                f"the library {where} is damaged ({text}); open one of the backup copies "
                f"beside it ({Path(str(where)).name}.bak-*) with --db, or recover what can "
                "be read with the sqlite3 tool's .recover command"
            ) from None
        raise


def backup_sqlite(path: Path, revision: str) -> Path:
    """Copy the library file before an upgrade; returns the copy's path.

    SQLite's backup API copies a consistent snapshot, WAL contents included.

    :raises LibraryError: when the copy cannot be written (the library is left as it was).
    """
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
        target.unlink(missing_ok=True)
        raise LibraryError(
            f"the library {path} needs an upgrade, but the backup copy made first could not "
            f"be written to {target} ({exc}); make room or allow writing in its folder, then "
            "open it again (the library was not changed)"
        ) from None
    return target


def table_names(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names())
