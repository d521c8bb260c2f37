"""One damaged row, written straight into a library file by another program: every reader
shows the rest of the library and names the row (its shoe, the column, what it holds and
what was expected), never a traceback; and reading changes nothing stored."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.store import DamagedRowError, Library, UnknownShoeError, open_library


@dataclass(frozen=True)
class Damage:
    """A damaged row of shoe 2 (labelled "shoe 1") of a library of three, and what
    names it."""

    sql: str
    column: str
    stored: str
    listed: tuple[str, ...] = ("shoe 0", "shoe 2")
    """The shoes a list shows (a list reads the shoes' rows, not their hands)."""
    whole: tuple[str, ...] = ("shoe 0", "shoe 2")
    """The shoes read whole (exported, validated)."""


_ALL = ("shoe 0", "shoe 1", "shoe 2")

CASES = {
    "kind": Damage("UPDATE shoes SET kind = 'bogus' WHERE id = 2", "kind", "'bogus'"),
    # The replay's verdict, worked out again on import: the shoe is still read whole.
    "status": Damage(
        "UPDATE shoes SET check_status = 'weird' WHERE id = 2",
        "check_status",
        "'weird'",
        whole=_ALL,
    ),
    "started": Damage(
        "UPDATE shoes SET started = 'not a date' WHERE id = 2", "started", "'not a date'"
    ),
    "created": Damage(
        "UPDATE shoes SET created_at = 'yesterday' WHERE id = 2", "created_at", "'yesterday'"
    ),
    "offset": Damage(
        "UPDATE shoes SET started_offset = 5000 WHERE id = 2", "started_offset", "5000"
    ),
    "not utf-8": Damage(
        "UPDATE shoes SET label = CAST(X'53686f65ff' AS TEXT) WHERE id = 2", "label", "'Shoe\\xff'"
    ),
    "hand number as text": Damage(
        "UPDATE hands SET number = 'seven' WHERE shoe_id = 2 AND position = 1",
        "number",
        "'seven'",
        listed=_ALL,
    ),
    "hands whose shoe is gone": Damage("DELETE FROM shoes WHERE id = 2", "shoe_id", "2"),
}


def damage(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute(sql)
        conn.commit()
    finally:
        conn.close()


def stored(path: Path) -> str:
    """What the library file holds, byte for byte."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(params=list(CASES), ids=list(CASES))
def damaged(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, Damage]:
    path = tmp_path / "library.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(3, 5))
    case = CASES[request.param]
    damage(path, case.sql)
    return path, case


def named(found: str, case: Damage) -> bool:
    return f"{case.column} holds {case.stored}" in found and "not " in found


def read_everything(library: Library) -> tuple[list[str], list[str]]:
    """What the app and the commands read: the list, its pages, the newest shoe, the
    statistics' outcomes, every shoe whole, the hands looked through."""
    listed = [shoe.label for shoe in library.shoes()]
    assert [s.label for s in library.browse()] == listed
    assert [s.label for s in library.shoes(limit=1)] == listed[:1]
    assert [s.label for s in library.shoes(after=library.shoes(limit=1)[0])] == listed[1:]
    assert library.latest_shoe() is not None
    library.outcomes()
    library.counts()
    library.problems()
    whole = [shoe.label for shoe in library.iter_shoes()]
    library.find_damage()
    return sorted(listed), sorted(whole)


def test_the_readers_show_the_rest_and_name_the_row(damaged: tuple[Path, Damage]) -> None:
    path, case = damaged
    before = stored(path)
    with open_library(str(path)) as library:
        listed, whole = read_everything(library)
        rows = library.damaged_rows()
    assert listed == list(case.listed)
    assert whole == list(case.whole)
    (row,) = rows
    assert named(str(row), case), str(row)
    if case.column != "shoe_id":
        assert str(row).startswith(("shoe 2 ", "hand ")) and "shoe 2 " in str(row)
    else:
        assert "there is no shoe 2" in str(row) and "5 hands" in str(row)
    assert stored(path) == before  # reading changed nothing


def test_the_damaged_shoe_asked_for_is_a_message_naming_the_row(
    damaged: tuple[Path, Damage],
) -> None:
    path, case = damaged
    with open_library(str(path)) as library:
        if case.column == "shoe_id":  # the shoe is gone: not a damaged row
            with pytest.raises(UnknownShoeError):
                library.shoe(2)
            return
        if case.listed == _ALL:  # its row reads; its hands do not
            assert library.shoe(2).label == "shoe 1"
        else:
            with pytest.raises(DamagedRowError) as caught:
                library.shoe(2)
            assert named(str(caught.value), case)
        if case.whole != _ALL:
            with pytest.raises(DamagedRowError) as caught:
                library.load_shoe(2)
            assert named(str(caught.value), case) and "backup" in str(caught.value)


def test_export_json_writes_the_rest_and_warns(
    damaged: tuple[Path, Damage], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, case = damaged
    out = tmp_path / "out.json"
    code = main(["export", "--format", "json", "--db", str(path), "--out", str(out)])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    exported = json.loads(out.read_text())
    assert sorted(shoe["label"] for shoe in exported["shoes"]) == list(case.whole)
    if case.whole == _ALL:
        assert code == 0 and "warning" not in err
    else:
        assert code == 1
        (warning,) = err.splitlines()[-1:]
        assert warning.startswith("tracker: warning: a damaged row of the library")
        assert named(warning, case)


def test_validate_library_checks_the_rest_and_warns(
    damaged: tuple[Path, Damage], capsys: pytest.CaptureFixture[str]
) -> None:
    path, case = damaged
    code = main(["validate", "--library", "--json", "--db", str(path)])
    said = capsys.readouterr()
    assert "Traceback" not in said.err
    (report,) = json.loads(said.out)["files"]
    assert sorted(shoe["shoe"] for shoe in report["shoes"]) == list(case.whole)
    if case.whole == _ALL:
        assert code == 0
    else:
        assert code == 1 and named(said.err, case)


# PostgreSQL enforces the types of its columns: what damage it can hold is text no shoe
# can have, a number out of range, and, with its checks off, hands whose shoe is gone.
PG_CASES = {name: CASES[name] for name in ("kind", "status", "offset", "hands whose shoe is gone")}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PG_CASES))
def test_postgresql_readers_show_the_rest_and_name_the_row(postgres_url: str, name: str) -> None:
    case = PG_CASES[name]
    with open_library(postgres_url) as library:
        library.import_shoes(dealt_shoes(3, 5))
    engine = create_engine(postgres_url)
    with engine.begin() as conn:
        conn.execute(text("SET session_replication_role = replica"))  # foreign keys off
        ids = [row[0] for row in conn.execute(text("SELECT id FROM shoes ORDER BY id"))]
        conn.execute(text(case.sql.replace("= 2", f"= {ids[1]}")))
    engine.dispose()
    with open_library(postgres_url) as library:
        listed, whole = read_everything(library)
        (row,) = library.damaged_rows()
    assert listed == list(case.listed)
    assert whole == list(case.whole)
    assert named(str(row).replace(str(ids[1]), "2"), case), str(row)


def test_copy_refuses_a_row_it_cannot_read_and_names_it(
    damaged: tuple[Path, Damage], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, case = damaged
    target = tmp_path / "copy.sqlite"
    code = main(["copy", "--from", str(path), "--to", str(target)])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    with open_library(str(target)) as copy:
        copied = sorted(shoe.label for shoe in copy.shoes())
        found = copy.damaged_rows()
    if case.column in ("kind", "check_status", "started_offset"):
        # Values of the column's type: copied as they are, named by the copy's readers.
        assert code == 0 and copied == list(case.listed)
        assert [named(str(row), case) for row in found] == [True]
    else:
        assert code == 1 and named(err, case) and "nothing was copied" in err
        assert copied == []


@pytest.mark.slow  # a fresh interpreter, and Qt in one
@pytest.mark.parametrize("command", ["export", "gui"])
def test_a_fresh_tracker_on_a_damaged_library_names_the_row_without_a_traceback(
    tmp_path: Path, command: str
) -> None:
    from tests.cli.test_hostile import tracker

    path = tmp_path / "library.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(3, 5))
    case = CASES["started"]
    damage(path, case.sql)
    before = stored(path)
    out = tmp_path / ("out.json" if command == "export" else "window.png")
    args = ["--format", "json", "--out"] if command == "export" else ["--screenshot"]
    done = tracker(
        command,
        "--db",
        str(path),
        *args,
        str(out),
        env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "cfg")},
    )
    # The window opened on the rest and its warning was closed unseen: exit 1, as for a
    # command that read the rest.
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and named(done.stderr, case)
    assert out.exists() and stored(path) == before
