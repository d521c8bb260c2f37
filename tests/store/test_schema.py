"""Opening a library: a new one created whole at the newest revision, one opened again left
as it is, and one of a newer version or with columns missing refused with a message."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tracker.store import LibraryError, NewerLibraryError, head_revision, open_library
from tracker.store.schema import SCHEMA_REVISIONS


def revision(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        return str(conn.execute("SELECT version_num FROM alembic_version").fetchone()[0])


def test_a_new_library_is_created_at_the_newest_revision(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    with open_library(str(path)) as library:
        assert library.shoe_count() == 0 and library.where == str(path)
    assert revision(path) == head_revision() == SCHEMA_REVISIONS[-1]
    assert not list(tmp_path.glob("*.bak-*"))  # nothing to back up
    with open_library(str(path)) as again:  # opened again: as it was
        assert again.shoe_count() == 0
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(("-wal", "-shm"))) == [
        "new.sqlite"
    ]


def test_a_library_of_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite"
    open_library(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    with pytest.raises(NewerLibraryError, match="newer version of tracker"):
        open_library(str(path))


def test_a_library_missing_a_column_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "cut.sqlite"
    open_library(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("ALTER TABLE shoes DROP COLUMN notes")
    with pytest.raises(LibraryError, match="notes"):
        open_library(str(path))
