"""``tracker export`` and ``simulate --out``: a CSV export that round-trips cell for cell,
and outputs that never replace the library."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.shoefile import write_json
from tracker.store import open_library


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_csv_export_gives_back_the_same_library(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shoes = dealt_shoes(5, 6)
    shoes[0] = replace(shoes[0], label="=1", casino="  ", notes=" \u00a0")
    shoes[1] = replace(shoes[1], label="'=1", table="＝SUM(A1)", casino="")
    shoes[2] = replace(shoes[2], label="''=1", notes="\ufeff@cmd")
    # An extra column that first appears in a later shoe, and one of only blanks.
    shoes[4] = replace(
        shoes[4],
        hands=tuple(h._replace(extra={"dealer": "Kim", "seat": " "}) for h in shoes[4].hands),
    )
    source = tmp_path / "shoes.json"
    write_json(shoes, source)
    db, copy = str(tmp_path / "a.sqlite"), str(tmp_path / "b.sqlite")
    assert run(capsys, "import", str(source), "--db", db)[0] == 0
    out = tmp_path / "export.csv"
    code, _, err = run(capsys, "export", "--format", "csv", "--out", str(out), "--db", db)
    assert code == 0, err
    code, text, err = run(capsys, "import", str(out), "--db", copy, "--json")
    assert code == 0, err
    assert json.loads(text)["shoes"] == 5
    fields = ("label", "casino", "table", "started", "decks", "notes")
    with open_library(db) as first, open_library(copy) as second:
        originals, copies = list(first.iter_shoes()), list(second.iter_shoes())
    assert [[getattr(s, f) for f in fields] for s in copies] == [
        [getattr(s, f) for f in fields] for s in originals
    ]
    assert [[h._replace(line=None) for h in s.hands] for s in copies] == [
        [h._replace(line=None) for h in s.hands] for s in originals
    ]


def test_export_over_the_library_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "lib.sqlite"
    source = tmp_path / "shoes.json"
    write_json(dealt_shoes(2), source)
    assert run(capsys, "import", str(source), "--db", str(db))[0] == 0
    before = db.read_bytes()
    for fmt in ("csv", "json"):
        code, _, err = run(capsys, "export", "--format", fmt, "--out", str(db), "--db", str(db))
        assert code == 2 and "never replaces" in err
    code, _, err = run(capsys, "simulate", "--shoes", "1", "--seed", "1", "--out", str(db))
    assert code == 2 and "SQLite database" in err
    assert db.read_bytes() == before
    with open_library(str(db)) as library:
        assert len(list(library.iter_shoes())) == 2
