"""Upgrading old libraries with their data whole, and refusing files that are not ours."""

from __future__ import annotations

import errno
import io
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory

from tests.conftest import REPO
from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.tally import Tally
from tracker.shoefile import read_shoes, write_json
from tracker.shoefile.csvread import read_csv
from tracker.store import (
    LibraryError,
    LibraryLockedError,
    NewerLibraryError,
    NotALibraryError,
    head_revision,
    open_library,
)
from tracker.store.db import make_engine, resolve_url
from tracker.store.models import Base
from tracker.store.schema import SCHEMA_REVISIONS, alembic_config


def library_at(path: Path, revision: str) -> None:
    """An empty library built by the migrations up to ``revision``."""
    engine = make_engine(resolve_url(str(path)))
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, revision)
    engine.dispose()


def test_the_revision_list_matches_the_migration_scripts() -> None:
    script = ScriptDirectory.from_config(alembic_config())
    chain = [s.revision for s in reversed(list(script.walk_revisions()))]
    assert tuple(chain) == SCHEMA_REVISIONS
    assert script.get_current_head() == head_revision()


def test_the_migrations_build_exactly_the_models_schema(tmp_path: Path) -> None:
    path = tmp_path / "migrated.sqlite"
    library_at(path, "head")
    engine = make_engine(resolve_url(str(path)))
    with engine.connect() as conn:
        differences = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    engine.dispose()
    assert differences == []


def test_a_library_of_the_first_schema_is_upgraded_with_its_data_whole(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, "0001")
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO shoes (id, kind, label, table_name, burn, notes, content_hash, "
            "created_at) VALUES (7, 'live', 'Monday', 'Table 7', '9H', 'a good shoe', "
            "'abc', '2026-01-02 03:04:05.000000')"
        )
        conn.executemany(
            "INSERT INTO hands (shoe_id, position, number, winner, player_total, "
            "banker_total, player_pair, banker_pair, player_cards, banker_cards) "
            "VALUES (7, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
            [
                (0, 1, "B", 3, 7, 0, "2H AS", "3D 4C"),
                (1, 2, "B", 5, 6, 1, None, None),
                (2, 3, "P", 9, 0, 0, None, None),
                (3, 4, "T", 6, 6, 0, None, None),
                (4, 5, "B", 1, 8, 0, None, None),
            ],
        )
    library = open_library(str(path))
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == (
            head_revision()
        )
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    shoe = library.load_shoe(7)
    assert (shoe.label, shoe.table, shoe.notes, [str(c) for c in shoe.burn]) == (
        "Monday",
        "Table 7",
        "a good shoe",
        ["9H"],
    )
    assert [h.winner.value for h in shoe.hands if h.winner] == list("BBPTB")
    assert [str(c) for c in shoe.hands[0].player or ()] == ["2H", "AS"]
    summary = library.shoe(7)  # tallies computed by the upgrade
    assert summary.tally == Tally(5, 3, 1, 1, 1, 0, 3)  # 3 runs: B B | P | B
    assert library.counts().tallies[0].tally == summary.tally
    # The upgraded library takes new hands and new tables.
    library.add_hand(7, HandRecord(0))
    library.start_practice(7, RuleSet(), 100)
    library.close()
    # The file as it was before the upgrade is kept beside it.
    backups = list(tmp_path.glob("old.sqlite.bak-0001-*"))
    assert len(backups) == 1
    with sqlite3.connect(backups[0]) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"
        assert conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 5


REAL_20 = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


def as_read_before(shoe: ShoeRecord) -> ShoeRecord:
    """A shoe of the source that flags naturals on wins only, as the reader of revision
    0005 read it: the source's 0 on every tie taken for "no natural"."""
    hands = [
        h._replace(natural=False) if h.winner is Winner.TIE and h.natural is None else h
        for h in shoe.hands
    ]
    return replace(shoe, hands=tuple(hands))


def test_shoes_of_the_wins_only_source_are_read_again_and_not_imported_twice(
    library_url: str,
) -> None:
    from sqlalchemy import text

    real = list(read_shoes(REAL_20))
    assert all(h.natural is None for shoe in real for h in shoe.hands if h.winner is Winner.TIE)
    other_csv = "shoe,hand,winner,natural\nA,1,B,1\nA,2,T,0\nA,3,P,0\n"
    (other,) = read_csv(io.StringIO(other_csv), "other.csv")
    dealt = dealt_shoes(1, 60, first_seed=6)
    # A library of revision 0005 holding the 20 real shoes as they were read then, a
    # shoe of another file whose tie is flagged 0, and a shoe dealt card by card. (0006
    # changes no table: the schema is 0005's, the rows are what 0005 stored.)
    library = open_library(library_url)
    library.import_shoes([as_read_before(shoe) for shoe in real] + [other, *dealt])
    library.close()
    engine = make_engine(resolve_url(library_url))
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0005'"))
    engine.dispose()

    library = open_library(library_url)  # upgraded
    try:
        by_label = {shoe.label: shoe for shoe in library.iter_shoes()}
        for shoe in real:
            stored = by_label[shoe.label]
            assert [h.natural for h in stored.hands] == [h.natural for h in shoe.hands]
        assert [h.natural for h in by_label["A"].hands] == [True, False, False]
        dealt_ties = [h for h in by_label[dealt[0].label].hands if h.winner is Winner.TIE]
        assert dealt_ties and all(h.natural is not None for h in dealt_ties)
        # The same file imported again is recognised, shoe by shoe.
        again = library.import_shoes(read_shoes(REAL_20))
        assert (again.shoes, again.duplicates) == (0, 20)
        assert library.shoe_count() == 22
    finally:
        library.close()
    path = Path(library_url)
    if path.is_file():
        assert len(list(path.parent.glob(path.name + ".bak-0005-*"))) == 1


def test_a_shoe_already_stored_as_read_now_keeps_the_hash_and_its_old_copy_stays(
    tmp_path: Path,
) -> None:
    path = tmp_path / "library.sqlite"
    shoe = next(read_shoes(REAL_20))
    library = open_library(str(path))
    library.import_shoes([as_read_before(shoe), shoe])  # two shoes before the upgrade
    library.close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0005'")
    library = open_library(str(path))
    try:
        assert library.shoe_count() == 2  # nothing lost
        assert library.import_shoes([shoe]).duplicates == 1
    finally:
        library.close()
    with sqlite3.connect(path) as conn:
        hashes = [row[0] for row in conn.execute("SELECT content_hash FROM shoes ORDER BY id")]
    assert hashes[0] is None and hashes[1] is not None


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err


def test_a_library_from_a_newer_version_is_refused_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "library.sqlite"
    open_library(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = 'f00dcafe'")
    with pytest.raises(NewerLibraryError, match="newer version of tracker; upgrade the app"):
        open_library(str(path))
    code, err = run_cli(["stats", "--db", str(path)], capsys)
    assert code == 2 and "newer version of tracker" in err
    # No revision at all is not a newer version: the library is damaged.
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM alembic_version")
    with pytest.raises(LibraryError, match="does not record its schema revision") as caught:
        open_library(str(path))
    assert not isinstance(caught.value, NewerLibraryError)


@pytest.mark.parametrize(
    ("said", "found"),
    [
        ("0004", "its table 'shoes' has the column 'revision', which came with revision 0005"),
        ("0001", "its table 'practice_bets', which came with revision 0002"),
    ],
)
def test_a_library_whose_revision_is_older_than_its_tables_is_left_alone_with_a_message(
    library_url: str, capsys: pytest.CaptureFixture[str], said: str, found: str
) -> None:
    from sqlalchemy import text

    open_library(library_url).close()
    engine = make_engine(resolve_url(library_url))
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = :said"), {"said": said})
    engine.dispose()
    path = Path(library_url)
    before = path.read_bytes() if path.is_file() else b""
    code, err = run_cli(["stats", "--db", library_url], capsys)
    assert code == 2
    assert f"says its schema is revision {said}, but its tables are of a later" in err
    assert found in err and "UPDATE alembic_version SET version_num = '0005'" in err
    with pytest.raises(LibraryError, match="it was left as it was"):
        open_library(library_url)
    if path.is_file():
        assert path.read_bytes() == before
        assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # no backup
        assert "library.sqlite.bak-*" in err
    engine = make_engine(resolve_url(library_url))
    with engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == said
    engine.dispose()


def test_a_file_that_is_not_a_library_is_refused_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    garbage = tmp_path / "notes.txt"
    garbage.write_bytes(b"these are my notes, not a database\n" * 200)
    with pytest.raises(NotALibraryError, match="not a tracker library"):
        open_library(str(garbage))
    assert garbage.read_bytes().startswith(b"these are my notes")  # left as it was
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    with pytest.raises(NotALibraryError, match="not a tracker library"):
        open_library(str(other))
    code, err = run_cli(["import", "--db", str(garbage), str(garbage)], capsys)
    assert code == 2 and "not a tracker library" in err


def test_a_database_of_another_program_is_refused_before_anything_is_written(
    library_url: str,
) -> None:
    from sqlalchemy import create_engine, inspect, text

    from tracker.store.dialect import dialect_for

    url = resolve_url(library_url)
    engine = create_engine(dialect_for(url).engine_url(url))
    with engine.begin() as conn:
        conn.execute(text("CREATE VIEW answers AS SELECT 42 AS answer"))
    try:
        with pytest.raises(NotALibraryError, match="holds tables of another program: view"):
            open_library(library_url)
        with engine.connect() as conn:
            assert inspect(conn).get_table_names() == []  # no shoes table written into it
    finally:
        with engine.begin() as conn:
            conn.execute(text("DROP VIEW answers"))
        engine.dispose()


def test_a_library_locked_by_another_program_gives_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "library.sqlite"
    library = open_library(str(path), busy_timeout=0.2)
    shoe = library.start_shoe()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("UPDATE shoes SET notes = 'busy'")
    try:
        with pytest.raises(LibraryLockedError, match="another program"):
            library.add_hand(shoe.id, HandRecord(0))
        with pytest.raises(LibraryLockedError, match="another program"):
            library.import_shoes(dealt_shoes(2, 5))
    finally:
        holder.execute("ROLLBACK")
    assert library.shoe(shoe.id).tally.hands == 0 and library.shoe_count() == 1
    library.add_hand(shoe.id, HandRecord(0))  # works again once the other lets go
    library.close()

    # A library another program switched out of WAL and holds exclusively: even opening
    # it must wait, then say so.
    holder.execute("PRAGMA journal_mode = DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("UPDATE shoes SET notes = 'mine'")
    try:
        with pytest.raises(LibraryLockedError, match="wait for it to finish"):
            open_library(str(path), busy_timeout=0.2)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    open_library(str(path)).close()


def test_a_second_instance_waits_for_the_first_writer(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite"
    library = open_library(str(path))
    shoe = library.start_shoe()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    release = threading.Timer(0.3, lambda: holder.execute("COMMIT"))
    release.start()
    # Within the busy timeout the write simply waits its turn.
    library.add_hand(shoe.id, HandRecord(0))
    release.join()
    holder.close()
    assert library.shoe(shoe.id).tally.hands == 1
    library.close()


def test_a_damaged_library_is_reported_as_damaged(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(3, 10))
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xab" * (4096 - 100)  # the schema page, behind an intact header
    path.write_bytes(bytes(data))
    with pytest.raises(LibraryError, match=r"is damaged.*backup copies"):
        open_library(str(path))


def test_an_empty_file_is_refused_rather_than_taken_for_a_new_library(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "library.sqlite"
    empty.touch()
    code, err = run_cli(["stats", "--db", str(empty)], capsys)
    assert code == 2 and "is an empty file, not a tracker library" in err
    assert "delete the file first" in err and "Traceback" not in err
    assert empty.stat().st_size == 0  # left as it was


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("nosuchdb://host/library", "Can't load plugin"),
        ("mysql://me:secret@localhost/library", "driver is not installed"),
        ("sqlite://host:port", "is not a database URL"),
    ],
)
def test_a_database_url_tracker_cannot_use_is_a_message(
    url: str, says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = run_cli(["stats", "--db", url], capsys)
    assert code == 2 and says in err and "--db" in err
    assert "secret" not in err and "Traceback" not in err


def test_a_library_in_a_folder_that_does_not_exist_is_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "no" / "such" / "library.sqlite"
    code, err = run_cli(["import", "--db", str(path), str(path)], capsys)
    assert code == 2 and f"the folder {path.parent} does not exist" in err
    assert not (tmp_path / "no").exists()  # a mistyped path creates nothing


def test_an_upgrade_whose_backup_cannot_be_written_leaves_the_library_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, "0001")

    class NoRoom(sqlite3.Connection):
        def backup(self, *args: object, **kwargs: object) -> None:
            raise sqlite3.OperationalError("database or disk is full")

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        return sqlite3.connect(*args, factory=NoRoom, **kwargs)

    # Only the library's own backup sees the full disk.
    full_disk = SimpleNamespace(
        connect=connect, Error=sqlite3.Error, OperationalError=sqlite3.OperationalError
    )
    monkeypatch.setattr("tracker.store.dialect_sqlite.sqlite3", full_disk)
    with pytest.raises(LibraryError, match=r"backup copy.*could not be written.*not changed"):
        open_library(str(path))
    assert not list(tmp_path.glob("*.bak-*"))
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"


def test_a_backup_the_disk_fills_midway_leaves_no_partial_copy_or_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, "0001")

    class FillsUp(sqlite3.Connection):
        def backup(self, target: sqlite3.Connection, *args: Any, **kwargs: Any) -> None:
            # Part of the copy is written, and the journal SQLite could not roll back
            # on the full disk stays beside it.
            (name,) = [row[2] for row in target.execute("PRAGMA database_list")]
            Path(name).write_bytes(b"SQLite format 3\x00" + bytes(4096))
            Path(name + "-journal").write_bytes(bytes(512))
            raise OSError(errno.ENOSPC, "No space left on device", name)

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        return sqlite3.connect(*args, factory=FillsUp, **kwargs)

    full_disk = SimpleNamespace(
        connect=connect, Error=sqlite3.Error, OperationalError=sqlite3.OperationalError
    )
    monkeypatch.setattr("tracker.store.dialect_sqlite.sqlite3", full_disk)
    with pytest.raises(LibraryError, match=r"backup copy.*could not be written.*not changed"):
        open_library(str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.sqlite"]
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"


def test_a_library_that_cannot_be_written_reads_but_refuses_writes_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "library.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(2, 10))
    # Read-only as SQLite sees it (a file without write permission, a read-only disk).
    url = f"sqlite:///file:{path}?mode=ro&uri=true"
    with open_library(url) as library:
        assert library.counts().tally.hands == 20
        with pytest.raises(LibraryError, match="readonly database; check that the file"):
            library.import_shoes(dealt_shoes(1, 10, first_seed=50))
        assert library.counts().tally.hands == 20
    shoes = tmp_path / "more.json"
    write_json(dealt_shoes(1, 10, first_seed=60), shoes)
    code, err = run_cli(["import", "--db", url, str(shoes)], capsys)
    assert code == 2 and "can be written" in err
