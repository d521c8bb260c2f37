"""Opening a library at the schema this version of tracker writes: a new one is created
whole and stamped, an older one is upgraded by the shipped Alembic migrations after a
backup copy, and one from a newer version (or not a library at all) is refused."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, String, inspect, select
from sqlalchemy import column as sql_column
from sqlalchemy import table as sql_table
from sqlalchemy.engine import URL

from tracker.store.db import (
    DEFAULT_BUSY_TIMEOUT,
    describe,
    make_engine,
    resolve_url,
    translate_errors,
)
from tracker.store.dialect import WRITE_OPTION, Dialect, dialect_for
from tracker.store.errors import (
    ENV_VAR,
    LibraryError,
    NewerLibraryError,
    refuse_another_programs,
)
from tracker.store.library import Library
from tracker.store.models import Base
from tracker.translatable import QT_TRANSLATE_NOOP, Message

SCHEMA_REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006")
"""The schema revisions this version of tracker knows, oldest first; the last is the
newest. Kept here (a test checks it against the migration scripts) so that opening an
up-to-date library need not load Alembic."""


def head_revision() -> str:
    """The newest schema revision this version of tracker knows."""
    return SCHEMA_REVISIONS[-1]


def alembic_config() -> Any:
    """The configuration of the migrations shipped in the package."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", "tracker.store:migrations")
    return config


def open_library(
    url: str | None = None,
    *,
    busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
    upgrade: bool = True,
) -> Library:
    """Open the library at ``url`` (default: ``$TRACKER_DB``, else the SQLite file in the
    user's data directory), creating it at the newest schema when it does not exist and
    upgrading it (after a backup copy of the file) when it is older.

    :raises NotALibraryError: for a file that is not a tracker library.
    :raises NewerLibraryError: for a library written by a newer version of tracker.
    :raises LibraryLockedError: when another program holds the library locked.
    :raises LibraryError: when the library cannot be created or opened.
    """
    resolved = resolve_url(url)
    dialect = dialect_for(resolved)
    # Only the default location's folder is created: one the user named must exist.
    dialect.check_location(
        resolved, create_folder=not (url or os.environ.get(ENV_VAR)), busy_timeout=busy_timeout
    )
    where = describe(resolved)

    def build(new: URL) -> None:
        new_engine = make_engine(new, busy_timeout=busy_timeout)
        try:
            with translate_errors(where, dialect):
                _create(new_engine)
        finally:
            new_engine.dispose()

    dialect.create_atomically(resolved, build)
    engine = make_engine(resolved, busy_timeout=busy_timeout)
    try:
        with translate_errors(where, dialect):
            _prepare(engine, resolved, dialect, where, upgrade=upgrade)
    except BaseException:
        engine.dispose()
        raise
    return Library(engine, resolved)


def _prepare(engine: Engine, url: URL, dialect: Dialect, where: str, *, upgrade: bool) -> None:
    """Create the library's tables, or check (and upgrade) its schema."""
    inspector = inspect(engine)
    tables = set(inspector.get_table_names())
    refuse_another_programs(where, tables, inspector.get_view_names())
    if not tables:
        _create(engine)
        return
    with engine.connect() as conn:
        current = _current_revision(conn)
    if current == head_revision():
        missing = sorted(set(Base.metadata.tables) - tables)
        if missing:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the library {where} is damaged: its table {table!r} is missing; {fix}",
                    ),
                    where=where,
                    table=missing[0],
                    fix=dialect.damaged_fix(where),
                )
            )
        _check_columns(engine, where, dialect)
        return
    if current is None:
        raise LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the library {where} does not record its schema revision (its "
                    "alembic_version table is empty or holds several); it is damaged: open one "
                    "of the backup copies beside it ({name}.bak-*) with --db, or choose another "
                    "library",
                ),
                where=where,
                name=Path(where).name,
            )
        )
    if current not in SCHEMA_REVISIONS:
        raise NewerLibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{where} was written by a newer version of tracker; upgrade the app to open "
                    "it (its schema is {current}; this version knows up to {head})",
                ),
                where=where,
                current=current,
                head=head_revision(),
            )
        )
    _check_not_later(engine, current, where, dialect.file(url))
    if upgrade:
        dialect.backup(url, current)
        _upgrade(url, dialect)


def _check_columns(engine: Engine, where: str, dialect: Dialect) -> None:
    """Every column of the newest schema is there (a library that says it is at the newest
    revision but lacks one was changed by hand, or by another program)."""
    inspector = inspect(engine)
    for name, table in Base.metadata.tables.items():
        present = {column["name"] for column in inspector.get_columns(name)}
        lacking = [column.name for column in table.columns if column.name not in present]
        if lacking:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the library {where} is damaged: its table {table!r} has no column "
                        "{column!r}, which its schema revision ({revision}) has; {fix}",
                    ),
                    where=where,
                    table=name,
                    column=lacking[0],
                    revision=head_revision(),
                    fix=dialect.damaged_fix(where),
                )
            )


def _check_not_later(engine: Engine, current: str, where: str, file: Path | None) -> None:
    """None of the tables or columns a later revision brought is in a library that says
    it is at ``current`` (its alembic_version changed by hand, or a copy of it put back
    over a newer library's): the migrations would fail on them half-way.

    :raises LibraryError: naming what is there, and the repairs.
    """
    inspector = inspect(engine)
    present = {
        name: {column["name"] for column in inspector.get_columns(name)}
        for name in set(inspector.get_table_names()) & set(Base.metadata.tables)
    }
    found: list[Message] = []
    latest = current
    for revision, tables, columns in _brought_after(current):
        here = [
            Message(QT_TRANSLATE_NOOP("Messages", "its table {table!r}"), table=name)
            for name in sorted(tables)
            if name in present
        ]
        here += [
            Message(
                QT_TRANSLATE_NOOP("Messages", "its table {table!r} has the column {column!r}"),
                table=name,
                column=column,
            )
            for name, column in sorted(columns)
            if column in present.get(name, ())
        ]
        if here:
            found += [
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{what}, which came with revision {revision}"),
                    what=what,
                    revision=revision,
                )
                for what in here
            ]
            latest = revision
    if not found:
        return
    restore = (
        Message(
            QT_TRANSLATE_NOOP(
                "Messages", "open the copy tracker made before its upgrade ({name}.bak-*) with --db"
            ),
            name=file.name,
        )
        if file is not None
        else Message(QT_TRANSLATE_NOOP("Messages", "restore it from a backup of the database"))
    )
    raise LibraryError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the library {where} says its schema is revision {current}, but its tables are "
                "of a later revision ({found}); it was left as it was: {restore}, or, if its "
                "tables are all of revision {latest}, record that in it (UPDATE alembic_version "
                "SET version_num = '{latest}')",
            ),
            where=where,
            current=current,
            found=found[0],
            restore=restore,
            latest=latest,
        )
    )


def _brought_after(current: str) -> list[tuple[str, set[str], set[tuple[str, str]]]]:
    """Each revision after ``current``, with the tables and the (table, column) pairs of
    older tables that it brought, as the migrations build them in an empty database."""
    from alembic import command
    from sqlalchemy import create_engine

    engine = create_engine("sqlite://")
    brought = []
    newer = SCHEMA_REVISIONS[SCHEMA_REVISIONS.index(current) + 1 :]
    try:
        with engine.begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            before: dict[str, set[str]] = {}
            for revision in SCHEMA_REVISIONS:
                command.upgrade(config, revision)
                inspector = inspect(conn)
                after = {
                    name: {column["name"] for column in inspector.get_columns(name)}
                    for name in inspector.get_table_names()
                    if name in Base.metadata.tables
                }
                if revision in newer:
                    tables = set(after) - set(before)
                    columns = {
                        (name, column)
                        for name in set(after) & set(before)
                        for column in after[name] - before[name]
                    }
                    brought.append((revision, tables, columns))
                before = after
    finally:
        engine.dispose()
    return brought


def _create(engine: Engine) -> None:
    """A new library: every table at the newest schema, stamped with its revision."""
    from alembic import command

    config = alembic_config()
    with engine.execution_options(**{WRITE_OPTION: True}).begin() as conn:
        # Re-check under the write lock: another instance may have just created it.
        if not inspect(conn).get_table_names():
            Base.metadata.create_all(conn)
            config.attributes["connection"] = conn
            command.stamp(config, "head")


def _current_revision(conn: Connection) -> str | None:
    version = sql_table("alembic_version", sql_column("version_num", String()))
    revisions = list(conn.scalars(select(version.c.version_num)))
    if len(revisions) != 1:
        return None
    return str(revisions[0])


def _upgrade(url: URL, dialect: Dialect) -> None:
    """Apply the migrations to head in one transaction, on an engine of its own that the
    dialect sets up for them."""
    from alembic import command

    engine = make_engine(url)
    dialect.prepare_upgrade(engine)
    try:
        with engine.execution_options(**{WRITE_OPTION: True}).begin() as conn:
            config = alembic_config()
            config.attributes["connection"] = conn
            command.upgrade(config, "head")
            dialect.check_upgrade(conn)
    finally:
        engine.dispose()
