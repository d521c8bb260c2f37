"""Everything that differs between the databases a library can live in, in one place: how a
connection is set up and a write transaction begins, SQLite's file checks and backup copy,
and what each driver's error codes mean for the user (an :class:`ErrorKind`).

A database the store knows is a :class:`Dialect`; :func:`dialect_for` picks one by the URL's
backend name. Supporting another database adds a subclass and a line in ``_DIALECTS``.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, Insert, Integer, Table, event, insert, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry
from sqlalchemy.util import asbool

from tracker.store.errors import (
    IMPORT_CANCELLED,
    ImportCancelled,
    LibraryError,
    NotALibraryError,
    locked,
    not_a_library,
    refuse_another_programs,
)
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


# -- SQLite ------------------------------------------------------------------------------

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


# -- PostgreSQL --------------------------------------------------------------------------

_SQLSTATE_KINDS = {
    "40001": ErrorKind.CONFLICT,  # serialization_failure
    "40P01": ErrorKind.CONFLICT,  # deadlock_detected
    "55P03": ErrorKind.LOCKED,  # lock_not_available
    "25006": ErrorKind.READ_ONLY,  # read_only_sql_transaction (a standby, a read-only role)
    "42501": ErrorKind.READ_ONLY,  # insufficient_privilege (a role that may only read)
    "53100": ErrorKind.DISK_FULL,  # disk_full
    "53300": ErrorKind.CONNECTION,  # too_many_connections
    "57P01": ErrorKind.CONNECTION,  # admin_shutdown
    "57P02": ErrorKind.CONNECTION,  # crash_shutdown
    "57P03": ErrorKind.CONNECTION,  # cannot_connect_now (starting up)
    "58030": ErrorKind.IO_ERROR,  # io_error
    "3D000": ErrorKind.UNKNOWN_DATABASE,  # invalid_catalog_name
    "XX001": ErrorKind.CORRUPT,  # data_corrupted
    "XX002": ErrorKind.CORRUPT,  # index_corrupted
}
_SQLSTATE_CLASSES = {
    "08": ErrorKind.CONNECTION,  # connection exception
    "28": ErrorKind.AUTH,  # invalid authorization specification (28000, 28P01)
}


MIN_SERVER_VERSION = 12
"""The oldest PostgreSQL release a library may live on. The SQL needs 9.5 (ON CONFLICT),
psycopg 3 needs 10; 12 is the oldest release still in use anywhere supported, and only
newer ones (15 in CI) are tested."""

_IMPORT_LOCK = 0x7472_6163_6B65_72  # "tracker": the advisory lock one import at a time holds
_CONTENT_HASH_UNIQUE = "uq_shoes_content_hash"


class PostgreSQL(Dialect):
    """A library on a PostgreSQL server, through psycopg 3, which gives each error the
    server's SQLSTATE as ``.sqlstate``.

    Writers overlap here (on SQLite they take turns): a write that changes a shoe locks
    its row first (``rows.shoe_row``), imports take turns by an advisory lock, and a shoe
    stored by another writer meanwhile is skipped by ``ON CONFLICT DO NOTHING`` on its
    content hash rather than failing the import.
    """

    driver_fix = Message(
        QT_TRANSLATE_NOOP(
            "Messages", "install tracker's postgres extra (pip install 'tracker[postgres]')"
        )
    )

    def read_options(self) -> dict[str, Any]:
        # READ COMMITTED, the server's default, gives each statement a snapshot of its own:
        # a shoe's row and its hands read one after the other could disagree.
        return {"isolation_level": "REPEATABLE READ"}

    def engine_url(self, url: URL) -> URL:
        # postgresql:// alone would mean psycopg2, which tracker does not use.
        if url.drivername == "postgresql":
            return url.set(drivername="postgresql+psycopg")
        return url

    def engine_options(self, busy_timeout: float) -> dict[str, Any]:
        options = {
            # A server restarted, or a connection dropped while the app sat idle, is
            # found and replaced before the next call uses it, not as an error.
            "pool_pre_ping": True,
            "connect_args": {
                # An unreachable address is reported after this, not after minutes.
                "connect_timeout": 10,
                # Like SQLite's busy timeout: wait this long for another writer's lock.
                "options": f"-c lock_timeout={int(busy_timeout * 1000)}",
                "application_name": "tracker",
            },
        }
        return options

    def configure(self, engine: Engine, where: str, busy_timeout: float) -> None:
        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
            version = int(getattr(dbapi_connection.info, "server_version", 0) or 0)
            if version and version < MIN_SERVER_VERSION * 10000:
                raise LibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the library {where} is on PostgreSQL {version}, which is too old: "
                            "tracker needs PostgreSQL {least} or newer; upgrade the server, or "
                            "choose another library with --db or TRACKER_DB",
                        ),
                        where=where,
                        version=f"{version // 10000}.{version % 10000}",
                        least=MIN_SERVER_VERSION,
                    )
                )

    def lock_imports(self, conn: Connection, keep_going: Callable[[], bool]) -> None:
        # A try-lock in a loop rather than a blocking lock: a cancel while another import
        # runs is heard, and lock_timeout does not cut a long wait short.
        query = text("SELECT pg_try_advisory_xact_lock(:key)")
        while not conn.scalar(query, {"key": _IMPORT_LOCK}):
            if not keep_going():
                raise ImportCancelled(IMPORT_CANCELLED)
            time.sleep(0.1)

    def insert_new_shoes(self, table: Table) -> Insert:
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        return pg_insert(table).on_conflict_do_nothing(index_elements=["content_hash"])

    def bulk_writer(
        self, conn: Connection, table: Table, columns: Sequence[str]
    ) -> Callable[[Connection, list[tuple[Any, ...]]], None] | None:
        quote = conn.dialect.identifier_preparer.quote
        sql = f"COPY {quote(table.name)} ({', '.join(quote(c) for c in columns)}) FROM STDIN"

        def write(c: Connection, rows: list[tuple[Any, ...]]) -> None:
            # COPY on the transaction's own connection: several times an executemany's
            # speed. The driver's errors become SQLAlchemy's, as every other statement's.
            dbapi: Any = c.dialect.dbapi
            raw: Any = c.connection.dbapi_connection
            try:
                with raw.cursor() as cursor, cursor.copy(sql) as copy:
                    for row in rows:
                        copy.write_row(row)
            except dbapi.Error as exc:
                raise DBAPIError.instance(sql, None, exc, dbapi.Error) from None

        return write

    def ids_copied(self, conn: Connection, table: Table) -> None:
        quote = conn.dialect.identifier_preparer.quote
        for column in table.primary_key.columns:
            if not isinstance(column.type, Integer):
                continue
            name, of = quote(column.name), quote(table.name)
            # setval on no sequence (NULL) does nothing; an empty table starts again at 1.
            conn.execute(
                text(
                    f"SELECT setval(pg_get_serial_sequence(:table, :column), "
                    f"COALESCE((SELECT max({name}) FROM {of}), 1), "
                    f"(SELECT max({name}) FROM {of}) IS NOT NULL)"
                ),
                {"table": table.name, "column": column.name},
            )

    def classify(self, error: DBAPIError) -> ErrorKind:
        state = getattr(error.orig, "sqlstate", None)
        if isinstance(state, str) and len(state) == 5:
            if state == "23505" and _constraint(error) == _CONTENT_HASH_UNIQUE:
                # A live shoe's new content hash, taken by another writer's shoe between
                # looking and storing: running the change again sees it and does without.
                return ErrorKind.CONFLICT
            kind = _SQLSTATE_KINDS.get(state) or _SQLSTATE_CLASSES.get(state[:2])
            if kind is not None:
                return kind
        elif state is None and isinstance(error, OperationalError):
            # No SQLSTATE: the server never answered (refused, unreachable, gone away),
            # or refused us while connecting, which libpq reports in words only.
            return ErrorKind.CONNECTION
        return super().classify(error)


def _constraint(error: DBAPIError) -> str | None:
    name = getattr(getattr(error.orig, "diag", None), "constraint_name", None)
    return name if isinstance(name, str) else None


_DIALECTS: dict[str, Dialect] = {"sqlite": SQLite(), "postgresql": PostgreSQL()}
_GENERIC = Dialect()


def dialect_for(url: URL) -> Dialect:
    """The dialect of the library at ``url``."""
    return _DIALECTS.get(url.get_backend_name(), _GENERIC)
