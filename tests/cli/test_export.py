"""``tracker export`` and ``simulate --out``: a CSV export that round-trips cell for cell,
and outputs that never replace the library."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.engine.cards import Card
from tracker.engine.rules import RuleSet
from tracker.history import ShoeKind
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
    with open_library(db) as first, open_library(copy) as second:
        originals, copies = list(first.iter_shoes()), list(second.iter_shoes())
    # Every field of every shoe, as the JSON export gives it back (no line of the export
    # is passed off as a line of the file a shoe was first read from).
    assert copies == [replace(s, line=None) for s in originals]


def test_a_shoe_with_no_hands_is_named_as_left_out_of_a_csv(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = str(tmp_path / "a.sqlite")
    with open_library(db) as library:
        library.import_shoes(dealt_shoes(2, 5))
        library.start_shoe(table="Just started")  # no hand yet
    out = tmp_path / "export.csv"
    code, text, err = run(capsys, "export", "--format", "csv", "--out", str(out), "--db", db)
    assert code == 0
    assert "2 shoes, 10 hands written" in text
    assert "1 shoe with no hands left out" in err and "--format json keeps them" in err
    code, text, _ = run(
        capsys, "export", "--format", "csv", "--out", str(out), "--db", db, "--json"
    )
    assert json.loads(text) == {"shoes": 2, "hands": 10, "left_out": 1}
    code, text, err = run(capsys, "export", "--format", "json", "--out", str(out), "--db", db)
    assert "3 shoes" in text and "left out" not in err


def test_a_csv_export_keeps_every_shoe_detail_and_text(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shoes = dealt_shoes(4, 5)
    shoes[0] = replace(
        shoes[0],
        kind=ShoeKind.LIVE,
        rules=RuleSet(decks=6, commission=4, tie_pays=9, no_commission=True, cut_card=20),
        burn=(Card.parse("KH"), Card.parse("3C")),
        cut_card=60,
        notes="a tab \t here",
        extra={"dealer": "Kim", "seats": [1, 2, None]},
    )
    shoes[1] = replace(shoes[1], label=shoes[0].label, rules=None, burn=(), cut_card=None)
    shoes[2] = replace(
        shoes[2],
        kind=ShoeKind.SIMULATED,
        label="",
        hands=tuple(h._replace(extra={" x ": "v\x00", "  ": "blank name"}) for h in shoes[2].hands),
    )
    shoes[3] = replace(shoes[3], kind=ShoeKind.PRACTICE, source="elsewhere.csv")
    source = tmp_path / "shoes.json"
    write_json(shoes, source)
    db, copy = str(tmp_path / "a.sqlite"), str(tmp_path / "b.sqlite")
    assert run(capsys, "import", str(source), "--db", db)[0] == 0
    out = tmp_path / "export.csv"
    assert run(capsys, "export", "--format", "csv", "--out", str(out), "--db", db)[0] == 0
    header = out.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert header[15:22] == [
        "shoe_number",
        "shoe_kind",
        "shoe_rules",
        "shoe_burn",
        "shoe_cut_card",
        "shoe_source",
        "shoe_extra",
    ]
    assert " x " in header
    assert "\x00" not in out.read_text(encoding="utf-8")
    code, text, err = run(capsys, "import", str(out), "--db", copy, "--json")
    assert code == 0, err
    assert json.loads(text)["shoes"] == 4
    with open_library(db) as first, open_library(copy) as second:
        originals, copies = list(first.iter_shoes()), list(second.iter_shoes())
        assert [(s.status, s.problems) for s in second.shoes()] == [
            (s.status, s.problems) for s in first.shoes()
        ]
    assert copies == [replace(s, line=None) for s in originals]
    assert copies[0].notes == "a tab \t here"
    assert dict(copies[2].hands[0].extra) == {" x ": "v\x00", "  ": "blank name"}


@pytest.mark.parametrize(
    ("column", "cell", "words"),
    [
        ("shoe_kind", "dealt", "kind must be one of live, imported, practice, simulated"),
        ("shoe_rules", "decks=8 commission=3", "commission must be 5 or 4"),
        ("shoe_rules", "decks=8 colour=red", "rules are words name=value"),
        ("shoe_rules", "decks=eight", "decks must be a whole number"),
        ("shoe_rules", "burn=maybe", "burn must be 1 or 0"),
        ("shoe_burn", "9H ZZ", "unknown card 'ZZ'"),
        ("shoe_cut_card", "-4", "the cut card must be a whole number"),
        ("shoe_cut_card", "9" * 30, "the cut card must be a whole number"),
        ("shoe_extra", "[1, 2]", "must be a JSON object"),
        ("shoe_extra", '{"a": ', "not a JSON object"),
        ("shoe_extra", "[" * 5000 + "]" * 5000, "nested deeper than 32 levels"),
        ("shoe_extra", '{"a": "\\ud800"}', "surrogate"),
    ],
)
def test_a_bad_shoe_detail_is_named_at_its_line_and_column(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, column: str, cell: str, words: str
) -> None:
    path = tmp_path / "bad.csv"
    quoted = '"' + cell.replace('"', '""') + '"'
    path.write_text(
        f"shoe,hand,winner,{column}\nA,1,B,\nA,2,P,{quoted}\n", encoding="utf-8", newline=""
    )
    db = str(tmp_path / "lib.sqlite")
    for command in (["import", str(path), "--db", db], ["validate", str(path)]):
        code, _, err = run(capsys, *command)
        assert code == 2, err
        assert "Traceback" not in err
        assert "bad.csv" in err and "line 3" in err and column in err, err
        assert words in err, err
    with open_library(db) as library:
        assert library.shoe_count() == 0


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
