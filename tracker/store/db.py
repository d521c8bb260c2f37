"""Finding the library, connecting to it, and telling the user what went wrong there.

The default library is an SQLite file in the user's data directory, created on first run;
``--db URL`` or ``TRACKER_DB`` chooses another (any SQLAlchemy URL, or a plain file path).
What depends on the database (SQLite or a server) is asked of its :mod:`dialect
<tracker.store.dialect>`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine, create_engine
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError

from tracker.store.dialect import Dialect, ErrorKind, dialect_for
from tracker.store.errors import ENV_VAR, LibraryError, conflict, locked, not_a_library
from tracker.translatable import QT_TRANSLATE_NOOP, Message

APP_NAME = "tracker"
LIBRARY_FILE = "library.sqlite"
DEFAULT_BUSY_TIMEOUT = 5.0  # seconds a writer waits for another one before giving up

__all__ = [
    "DEFAULT_BUSY_TIMEOUT",
    "ENV_VAR",
    "default_path",
    "describe",
    "library_error",
    "make_engine",
    "resolve_url",
    "translate_errors",
]


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
        resolved = make_url(text)
    except (ArgumentError, ValueError) as exc:  # ValueError: a port that is not a number
        raise LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{text!r} is not a database URL ({reason}); give --db or TRACKER_DB an "
                    "SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path",
                ),
                text=text,
                reason=exc,
            )
        ) from None
    _refuse_nul(resolved)
    return resolved


def _refuse_nul(url: URL) -> None:
    """A NUL character (``%00``) fits in no file name, host, user name or option: say
    which part of the URL holds one, rather than let the driver fail on it."""
    parts: dict[str, str | None] = {
        "database": url.database,
        "host": url.host,
        "user name": url.username,
        "password": url.password,
    }
    for key, value in url.query.items():
        parts[f"option {key}"] = value if isinstance(value, str) else "".join(value)
    for part, text in parts.items():
        if text is not None and "\x00" in text:
            raise LibraryError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the library URL's {part} holds a NUL character (%00), which no "
                        "database can take; correct the --db or TRACKER_DB URL",
                    ),
                    part=part,
                )
            )


def describe(url: URL) -> str:
    """How to name the library in a message: its file, or its URL without the password."""
    path = dialect_for(url).file(url)
    return str(path) if path is not None else url.render_as_string(hide_password=True)


def make_engine(url: URL, *, busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> Engine:
    """An engine for the library, its connections set up as its dialect wants them.

    :raises LibraryError: for a database whose driver is missing or a URL it cannot use.
    """
    dialect = dialect_for(url)
    try:
        engine = create_engine(dialect.engine_url(url), **dialect.engine_options(busy_timeout))
    except ImportError as exc:
        # The dialect exists but its driver package is not installed.
        raise LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "cannot open the library {where}: its database driver is not installed "
                    "({reason}); {fix}, or choose another library with --db or TRACKER_DB",
                ),
                where=describe(url),
                reason=exc,
                fix=dialect.driver_fix,
            )
        ) from None
    except (ArgumentError, ValueError) as exc:
        # An unknown dialect (NoSuchModuleError), or a URL or URL option it cannot use.
        raise LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "cannot open the library {where}: {reason}; give --db or TRACKER_DB an "
                    "SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path",
                ),
                where=describe(url),
                reason=exc,
            )
        ) from None
    dialect.configure(engine, describe(url), busy_timeout)
    return engine


def library_error(
    kind: ErrorKind, where: str, detail: str, dialect: Dialect
) -> LibraryError | None:
    """The message for a database error of ``kind`` (``detail``: the driver's own words);
    ``None`` for an error no user can fix."""
    if kind is ErrorKind.CONFLICT:
        return conflict(where)
    if kind is ErrorKind.LOCKED:
        return locked(where)
    if kind is ErrorKind.NOT_A_DATABASE:
        return not_a_library(where)
    if kind is ErrorKind.DISK_FULL:
        return LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "cannot use the library {where}: {detail}; make room on its disk, or "
                    "choose another with --db or TRACKER_DB",
                ),
                where=where,
                detail=detail,
            )
        )
    if kind in (ErrorKind.READ_ONLY, ErrorKind.CANNOT_OPEN, ErrorKind.IO_ERROR):
        return LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "cannot use the library {where}: {detail}; {fix}, or choose another with "
                    "--db or TRACKER_DB",
                ),
                where=where,
                detail=detail,
                fix=dialect.write_fix,
            )
        )
    if kind is ErrorKind.CORRUPT:
        return LibraryError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "the library {where} is damaged ({detail}); {fix}"),
                where=where,
                detail=detail,
                fix=dialect.damaged_fix(where),
            )
        )
    fixes = {
        # A server refuses a password or an unknown database while connecting in words
        # only (libpq keeps no SQLSTATE then): its first line says which, the fix names all.
        ErrorKind.CONNECTION: Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "check the URL (server, port, user name, password, database name) and that "
                "the server runs",
            )
        ),
        ErrorKind.AUTH: Message(QT_TRANSLATE_NOOP("Messages", "check the user name and password")),
        ErrorKind.UNKNOWN_DATABASE: Message(
            QT_TRANSLATE_NOOP("Messages", "check the database name in the URL")
        ),
    }
    if kind in fixes:
        # A server's message can run to several lines (a hint, a context): the first says it.
        first_line = detail.strip().splitlines()[0] if detail.strip() else kind.value
        return LibraryError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "cannot connect to the library {where}: {detail}; {fix}"
                ),
                where=where,
                detail=first_line,
                fix=fixes[kind],
            )
        )
    return None


@contextmanager
def translate_errors(where: str, dialect: Dialect) -> Iterator[None]:
    """Turn the database errors a user can cause into :class:`LibraryError` messages;
    other errors pass as they are."""
    try:
        yield
    except DBAPIError as exc:
        error = library_error(dialect.classify(exc), where, str(exc.orig), dialect)
        if error is None:
            raise
        raise error from None
