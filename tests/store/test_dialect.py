"""What the user is told when the library's database fails: each real SQLite failure, and
each PostgreSQL failure as its server reports it, becomes the message that names the fix,
whatever the driver's wording; an error that is nobody's doing but ours stays an error."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from tracker.store import (
    LibraryError,
    LibraryLockedError,
    NotALibraryError,
    open_library,
    resolve_url,
)
from tracker.store.db import describe, make_engine, translate_errors
from tracker.store.dialect import WRITE_OPTION, dialect_for

# -- real SQLite failures -----------------------------------------------------------------


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    open_library(str(path)).close()
    return path


@pytest.fixture
def engines() -> Iterator[list[Engine]]:
    made: list[Engine] = []
    yield made
    for engine in made:
        engine.dispose()


def sqlite_failure(
    engines: list[Engine], url: str, *statements: str, write: bool = False
) -> Exception:
    """What the user is told when ``statements``, run in one transaction on the library
    at ``url``, fail."""
    resolved = resolve_url(url)
    engine = make_engine(resolved, busy_timeout=0)
    engines.append(engine)
    if write:
        engine = engine.execution_options(**{WRITE_OPTION: True})
    try:
        with translate_errors(describe(resolved), dialect_for(resolved)), engine.begin() as conn:
            for statement in statements:
                conn.exec_driver_sql(statement)
    except Exception as exc:
        return exc
    raise AssertionError(f"{statements} did not fail on {url}")


def test_a_library_another_program_is_writing_to_is_locked(
    library_file: Path, engines: list[Engine]
) -> None:
    holder = sqlite3.connect(library_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        error = sqlite_failure(
            engines, str(library_file), "UPDATE shoes SET notes = ''", write=True
        )
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert isinstance(error, LibraryLockedError)
    assert str(library_file) in str(error) and "wait for it to finish" in str(error)


def test_a_library_that_may_only_be_read_says_to_make_it_writable(
    library_file: Path, engines: list[Engine]
) -> None:
    read_only = f"sqlite:///file:{library_file}?mode=ro&uri=true"
    for error in (
        sqlite_failure(engines, read_only, "UPDATE shoes SET notes = ''"),
        sqlite_failure(
            engines, str(library_file), "PRAGMA query_only = ON", "UPDATE shoes SET notes = ''"
        ),
    ):
        assert isinstance(error, LibraryError) and not isinstance(error, LibraryLockedError)
        assert "readonly" in str(error)
        assert "check that the file and its folder can be written" in str(error)


def test_a_file_that_is_not_a_database_is_not_a_library(
    tmp_path: Path, engines: list[Engine]
) -> None:
    notes = tmp_path / "notes.sqlite"
    # Past the header check of opening (it looks like SQLite), but nothing after it does.
    notes.write_bytes(b"SQLite format 3\x00" + b"\xff" * 8000)
    error = sqlite_failure(engines, str(notes), "SELECT count(*) FROM shoes")
    assert isinstance(error, NotALibraryError)
    assert "not a tracker library" in str(error)


def test_a_library_that_cannot_be_opened_says_where_and_what_to_check(
    tmp_path: Path, engines: list[Engine]
) -> None:
    missing = tmp_path / "gone" / "library.sqlite"
    error = sqlite_failure(engines, str(missing), "SELECT 1")
    assert isinstance(error, LibraryError)
    assert str(missing) in str(error) and "its folder can be written" in str(error)


def test_a_full_disk_says_to_make_room(library_file: Path, engines: list[Engine]) -> None:
    # A database may not grow past max_page_count pages: as full as a full disk.
    with sqlite3.connect(library_file) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    error = sqlite_failure(
        engines, str(library_file), f"PRAGMA max_page_count = {pages}", "CREATE TABLE more (x)"
    )
    assert isinstance(error, LibraryError) and not isinstance(error, LibraryLockedError)
    assert str(library_file) in str(error) and "disk is full; make room" in str(error)


def test_an_error_of_ours_is_not_taken_for_the_users_whatever_its_words(
    library_file: Path, engines: list[Engine]
) -> None:
    # SQLite says "no such table: locked_disk_readonly": a mistake in the SQL, not a
    # locked, full or read-only library, so it is raised as it is.
    error = sqlite_failure(engines, str(library_file), "SELECT * FROM locked_disk_readonly")
    assert isinstance(error, OperationalError) and "locked" in str(error)
    twice = "INSERT INTO alembic_version SELECT version_num FROM alembic_version"
    assert isinstance(sqlite_failure(engines, str(library_file), twice), IntegrityError)


# -- PostgreSQL failures, as psycopg reports them -----------------------------------------


class PsycopgError(Exception):
    """What psycopg 3 raises: the server's message, and its SQLSTATE as ``.sqlstate``
    (``None`` when the server never answered)."""

    def __init__(self, message: str, sqlstate: str | None) -> None:
        super().__init__(message)
        self.sqlstate = sqlstate


POSTGRES = make_url("postgresql+psycopg://me:secret@db.example/shoes")


def postgres_failure(
    message: str, sqlstate: str | None, wrapper: type[DBAPIError] = OperationalError
) -> Exception:
    """What the user is told when the server fails a statement so."""
    try:
        with translate_errors(describe(POSTGRES), dialect_for(POSTGRES)):
            raise wrapper("SELECT 1", None, PsycopgError(message, sqlstate))
    except Exception as exc:
        return exc
    raise AssertionError("unreachable")


@pytest.mark.parametrize(
    ("sqlstate", "message"),
    [
        ("40001", "could not serialize access due to concurrent update"),
        ("40P01", "deadlock detected"),
        ("55P03", 'could not obtain lock on row in relation "shoes"'),
    ],
)
def test_a_server_library_busy_with_another_writer_says_to_try_again(
    sqlstate: str, message: str
) -> None:
    error = postgres_failure(message, sqlstate)
    assert isinstance(error, LibraryLockedError) and "try again" in str(error)


@pytest.mark.parametrize(
    ("sqlstate", "message", "fix"),
    [
        ("28P01", 'password authentication failed for user "me"', "user name and password"),
        # The server's language does not matter: the SQLSTATE says what happened.
        ("28P01", 'Passwort-Authentifizierung für Benutzer "me" fehlgeschlagen', "password"),
        ("28000", 'no pg_hba.conf entry for host "10.0.0.7"', "user name and password"),
        ("3D000", 'database "shoes" does not exist', "database name in the URL"),
        ("08006", "server closed the connection unexpectedly", "that the server runs"),
        ("08001", "could not connect to server", "that the server runs"),
        ("57P03", "the database system is starting up", "that the server runs"),
        (None, 'connection to server at "db.example" failed: Connection refused', "server runs"),
    ],
)
def test_a_server_that_will_not_let_us_in_says_what_to_check(
    sqlstate: str | None, message: str, fix: str
) -> None:
    error = postgres_failure(message + "\nHINT: something further", sqlstate)
    assert isinstance(error, LibraryError) and not isinstance(error, LibraryLockedError)
    assert str(error).startswith("cannot connect to the library")
    assert message in str(error) and "HINT" not in str(error) and fix in str(error)
    assert "secret" not in str(error)


def test_a_server_library_that_cannot_be_written_or_is_damaged_says_so() -> None:
    full = postgres_failure('could not extend file "base/16384/16385": No space left', "53100")
    assert isinstance(full, LibraryError) and "make room" in str(full)
    standby = postgres_failure("cannot execute INSERT in a read-only transaction", "25006")
    assert isinstance(standby, LibraryError) and "database user may write to it" in str(standby)
    damaged = postgres_failure('invalid page in block 7 of relation "hands"', "XX001")
    assert isinstance(damaged, LibraryError) and "is damaged" in str(damaged)
    # No file lies beside a server's database: the fix names its backups instead.
    assert ".bak-" not in str(damaged) and "backup of the database" in str(damaged)


def test_a_server_error_of_ours_is_raised_as_it_is() -> None:
    unique = postgres_failure(
        'duplicate key value violates unique constraint "uq_hands_shoe_id_position"',
        "23505",
        IntegrityError,
    )
    assert isinstance(unique, IntegrityError)
    # Words that once meant a lock or a connection mean nothing without the code.
    syntax = postgres_failure('relation "locked_connection" does not exist', "42P01")
    assert isinstance(syntax, OperationalError)
    assert isinstance(postgres_failure("locked", None, IntegrityError), IntegrityError)


class Diagnostics:
    def __init__(self, constraint: str) -> None:
        self.constraint_name = constraint


def test_a_content_hash_another_writer_took_meanwhile_is_a_conflict_to_run_again() -> None:
    from tracker.store.errors import LibraryConflictError

    taken = PsycopgError('duplicate key value violates unique constraint "x"', "23505")
    taken.diag = Diagnostics("uq_shoes_content_hash")  # type: ignore[attr-defined]
    try:
        with translate_errors(describe(POSTGRES), dialect_for(POSTGRES)):
            raise IntegrityError("UPDATE shoes", None, taken)
    except LibraryConflictError as error:
        assert "at the same moment" in str(error) and "try again" in str(error)
    else:
        raise AssertionError("not taken for a conflict")
