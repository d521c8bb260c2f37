"""A library damaged by hand or by a crash of another program: rows that hold what no
shoe can, a dropped table, a file that is no regular file or cannot be read, a bad URL;
and a library file that appears whole or not at all."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.store import LibraryError, NotALibraryError, open_library


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "lib.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(2, 5))
    return path


def damage(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute(sql)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("UPDATE hands SET winner = 'X' WHERE shoe_id = 1 AND position = 2", "'X'"),
        ("UPDATE shoes SET kind = 'bogus' WHERE id = 1", "'bogus'"),
        ("UPDATE shoes SET rules = '{not json' WHERE id = 1", "'{not json'"),
        ("UPDATE hands SET player_cards = 'ZZ' WHERE shoe_id = 1 AND position = 0", "'ZZ'"),
        ("UPDATE hands SET extra = '[1' WHERE shoe_id = 1 AND position = 1", "'[1'"),
    ],
)
def test_a_damaged_row_is_left_out_and_named(library_file: Path, sql: str, words: str) -> None:
    damage(library_file, sql)
    with open_library(str(library_file)) as library:
        assert len(list(library.iter_shoes())) == 1  # the other shoe
        (row,) = library.damaged_rows()
        with pytest.raises(LibraryError) as caught:
            library.load_shoe(1)
    assert words in str(row) and "shoe 1" in str(row)
    message = str(caught.value)
    assert words in message and "damaged" in message


@pytest.mark.parametrize("command", [["export", "--format", "csv"], ["export", "--format", "json"]])
def test_export_of_a_damaged_library_writes_the_rest_and_names_the_row(
    library_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    damage(library_file, "UPDATE hands SET winner = 'X' WHERE shoe_id = 1 AND position = 2")
    out = tmp_path / "out.x"
    assert main([*command, "--out", str(out), "--db", str(library_file)]) == 1
    said = capsys.readouterr()
    assert "warning: a damaged row" in said.err and "winner holds 'X'" in said.err
    assert ": 1 shoe, 5 hands written" in said.out + said.err
    assert out.exists()


def test_a_dropped_table_is_named(library_file: Path) -> None:
    damage(library_file, "DROP TABLE hands")
    with pytest.raises(LibraryError, match="table 'hands' is missing"):
        open_library(str(library_file))


def test_a_dropped_column_is_named(library_file: Path) -> None:
    # The schema says it is the newest, the table lacks one of its columns.
    damage(library_file, "DROP INDEX ix_shoes_marks")  # it covers the column
    damage(library_file, "ALTER TABLE shoes DROP COLUMN revision")
    with pytest.raises(LibraryError, match="table 'shoes' has no column 'revision'"):
        open_library(str(library_file))


def test_a_fifo_is_not_a_library(tmp_path: Path) -> None:
    fifo = tmp_path / "lib.sqlite"
    os.mkfifo(fifo)
    with pytest.raises(NotALibraryError, match="not a regular file"):
        open_library(str(fifo))


def test_a_library_that_cannot_be_read_is_a_message(
    library_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Permissions do not bind root: refuse the read as the OS would.
    real_open = Path.open

    def refuse(self: Path, *args: object, **kwargs: object) -> object:
        if self == library_file:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(Path, "open", refuse)
    with pytest.raises(LibraryError, match=r"cannot read the library .*Permission denied"):
        open_library(str(library_file))


def test_a_url_option_that_is_not_a_number_is_a_message(tmp_path: Path) -> None:
    with pytest.raises(LibraryError, match="timeout='abc' is not a number"):
        open_library(f"sqlite:///{tmp_path}/x.sqlite?timeout=abc")


def test_a_failed_creation_leaves_no_library_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.store import schema

    def full_disk(engine: object) -> None:
        raise LibraryError("cannot use the library: database or disk is full")

    monkeypatch.setattr(schema, "_create", full_disk)
    path = tmp_path / "lib.sqlite"
    with pytest.raises(LibraryError, match="disk is full"):
        open_library(str(path))
    assert list(tmp_path.iterdir()) == []  # neither the library nor its temporary file
    monkeypatch.undo()
    with open_library(str(path)) as library:  # the next run creates it as if first
        assert list(library.iter_shoes()) == []


def test_a_new_library_appears_whole(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    with open_library(str(path)):
        pass
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("lib.sqlite")) == []
    conn = sqlite3.connect(path)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()
    assert {"shoes", "hands", "alembic_version"} <= tables


def test_what_a_killed_creation_left_is_cleared(tmp_path: Path) -> None:
    stale = tmp_path / ".lib.sqlite.k1ll3d.new"
    stale.write_bytes(b"SQLite format 3\x00 half a schema")
    os.utime(stale, (0, 0))
    fresh = tmp_path / ".lib.sqlite.n0w.new"
    fresh.write_bytes(b"")  # another tracker creating it right now
    with open_library(str(tmp_path / "lib.sqlite")):
        pass
    assert not stale.exists() and fresh.exists()
