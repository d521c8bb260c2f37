"""A library on a PostgreSQL server through psycopg 3: the engine's options, the oldest
server accepted, imports taking turns by an advisory lock, COPY for many rows, and what the
server's SQLSTATE codes mean for the user.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import Connection, Engine, Insert, Integer, Table, event, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.pool import ConnectionPoolEntry

from tracker.store.dialect_base import Dialect, ErrorKind
from tracker.store.errors import IMPORT_CANCELLED, ImportCancelled, LibraryError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

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
