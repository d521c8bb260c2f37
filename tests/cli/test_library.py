"""``tracker import``, ``export`` and ``stats``: JSON keys and exit codes on a real library."""

from __future__ import annotations

import csv
import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO
from tests.store.shoes import dealt_shoes, same_content
from tracker.cli import main
from tracker.shoefile import write_json
from tracker.store import ENV_VAR, open_library


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.fixture
def db(tmp_path: Path) -> str:
    return str(tmp_path / "library.sqlite")


@pytest.fixture
def shoes_file(tmp_path: Path) -> Path:
    path = tmp_path / "shoes.json"
    write_json(dealt_shoes(5, 30), path)
    return path


def test_import_reports_shoes_hands_and_duplicates(
    capsys: pytest.CaptureFixture[str], db: str, shoes_file: Path, tmp_path: Path
) -> None:
    beads = tmp_path / "beads.txt"
    beads.write_text("Table 7: BBPTPPB\nPPPBT\n", encoding="utf-8")
    code, out, err = run(capsys, "import", str(shoes_file), str(beads), "--db", db, "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert (doc["shoes"], doc["hands"], doc["duplicates"]) == (7, 162, 0)
    code, out, _ = run(capsys, "import", str(shoes_file), "--db", db)
    assert code == 0
    assert "0 shoes" in out and "5 already in the library" in out


def test_a_bad_file_stores_nothing_and_the_others_are_still_imported(
    capsys: pytest.CaptureFixture[str], db: str, shoes_file: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("shoe,hand,winner\n1,1,B\n1,2,P\n2,1,Q\n", encoding="utf-8")
    missing = tmp_path / "missing.csv"
    code, out, err = run(
        capsys, "import", str(bad), str(missing), str(shoes_file), "--db", db, "--json"
    )
    assert code == 2
    assert "bad.csv" in err and "line 4" in err and "nothing of" in err
    assert "missing.csv" in err
    doc = json.loads(out)
    assert (doc["shoes"], doc["hands"]) == (5, 150)
    assert [f["shoes"] for f in doc["files"]] == [0, 0, 5]
    assert "error" in doc["files"][0] and "error" not in doc["files"][2]
    with open_library(db) as library:
        assert library.shoe_count() == 5


def test_export_then_import_gives_the_same_library(
    capsys: pytest.CaptureFixture[str], db: str, shoes_file: Path, tmp_path: Path
) -> None:
    run(capsys, "import", str(shoes_file), "--db", db)
    with open_library(db) as library:
        live = library.start_shoe(table="Live table", notes="logged at the table")
        for hand in dealt_shoes(1, 12, first_seed=40)[0].hands:
            library.add_hand(live.id, hand)
    out_file = tmp_path / "export.json"
    code, out, err = run(
        capsys, "export", "--format", "json", "--out", str(out_file), "--db", db, "--json"
    )
    assert code == 0, err
    assert json.loads(out) == {"shoes": 6, "hands": 162, "left_out": 0}
    copy = str(tmp_path / "copy.sqlite")
    code, out, err = run(capsys, "import", str(out_file), "--db", copy, "--json")
    assert code == 0, err
    assert json.loads(out)["shoes"] == 6
    with open_library(db) as first, open_library(copy) as second:
        originals, copies = list(first.iter_shoes()), list(second.iter_shoes())
        assert len(originals) == len(copies) == 6
        assert all(same_content(a, b) for a, b in zip(originals, copies, strict=True))
        assert first.counts() == second.counts()
        # Each shoe still names the file it was first read from, and no line of the
        # export is passed off as a line of that file.
        imported = [c for c in copies if c.source == str(shoes_file)]
        assert len(imported) == 5 and all(c.line is None for c in imported)
    # Importing the export into the library it came from finds every shoe already there.
    code, out, _ = run(capsys, "import", str(out_file), "--db", db, "--json")
    assert json.loads(out)["duplicates"] == 6


def test_csv_export_neutralises_formulas_and_reads_back(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    shoes = dealt_shoes(5, 30)
    shoes[0] = replace(shoes[0], casino='=HYPERLINK("http://x")')
    shoes[1] = replace(shoes[1], table="@SUM(A1)")
    source = tmp_path / "shoes.json"
    write_json(shoes, source)
    run(capsys, "import", str(source), "--db", db)
    out_file = tmp_path / "export.csv"
    code, out, err = run(capsys, "export", "--format", "csv", "--out", str(out_file), "--db", db)
    assert code == 0, err
    cells = [
        cell
        for line in out_file.read_text(encoding="utf-8").splitlines()
        for cell in line.split(",")
    ]
    assert not any(cell.lstrip('"').startswith(("=", "+", "-", "@")) for cell in cells)
    copy = str(tmp_path / "copy.sqlite")
    code, out, err = run(capsys, "import", str(out_file), "--db", copy, "--json")
    assert code == 0, err
    assert (json.loads(out)["shoes"], json.loads(out)["hands"]) == (5, 150)
    with open_library(copy) as library:
        read_back = {(s.casino, s.table) for s in library.shoes()}
    assert ('=HYPERLINK("http://x")', "T1") in read_back
    assert ("Casino =cmd", "@SUM(A1)") in read_back


def test_export_to_a_folder_that_does_not_exist_is_a_message(
    capsys: pytest.CaptureFixture[str], db: str, tmp_path: Path
) -> None:
    code, _, err = run(
        capsys, "export", "--format", "json", "--out", str(tmp_path / "no" / "x.json"), "--db", db
    )
    assert code == 2 and "cannot write" in err


def test_stats_of_the_library_and_of_files(
    capsys: pytest.CaptureFixture[str],
    db: str,
    shoes_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(ENV_VAR, db)  # no --db: the environment chooses the library
    run(capsys, "import", str(shoes_file))
    code, out, err = run(capsys, "stats", "--json")
    assert code == 0, err
    library_doc = json.loads(out)
    assert set(library_doc) >= {
        "shoes",
        "hands",
        "banker",
        "player",
        "tie",
        "player_pair",
        "banker_pair",
        "chi_square",
        "runs_test",
    }
    assert set(library_doc["chi_square"]) == {"statistic", "p_value"}
    assert set(library_doc["runs_test"]) == {"runs", "expected", "z", "p_value"}
    assert (library_doc["shoes"], library_doc["hands"]) == (5, 150)
    assert library_doc["banker"] + library_doc["player"] + library_doc["tie"] == 150
    # The same shoes read from the file give the same numbers.
    code, out, _ = run(capsys, "stats", str(shoes_file), "--json")
    assert json.loads(out) == library_doc
    code, out, _ = run(capsys, "stats")
    assert code == 0
    assert "5 shoes, 150 hands" in out
    assert "chance" in out
    assert "Past outcomes cannot predict future hands" in out


def test_stats_of_an_unreadable_file_is_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = run(capsys, "stats", str(tmp_path / "nothing.csv"), "--json")
    assert code == 2 and "nothing.csv" in err
    # --json: the error is also the one document on stdout.
    error = json.loads(out)["error"]
    assert error["exit_code"] == 2 and "nothing.csv" in error["message"]


# The published P(Banker), P(Player), P(Tie) of a hand from a fresh 8-deck shoe.
SPEC_EIGHT_DECKS = (0.4585974226, 0.4462466093, 0.0951559680)


def test_stats_of_real_shoes_follow_the_definitions_of_spec_7(
    capsys: pytest.CaptureFixture[str], db: str
) -> None:
    sample = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"
    # Computed here from the rows alone, against the 8-deck chances (no decks given).
    with sample.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    by_shoe: dict[str, list[str]] = {}
    for row in sorted(rows, key=lambda r: (r["shoe_id"], int(r["hand_no"]))):
        by_shoe.setdefault(row["shoe_id"], []).append(row["winner"])
    observed = [sum(row["winner"] == side for row in rows) for side in "BPT"]
    hands = sum(observed)
    statistic = sum(
        (o - hands * p) ** 2 / (hands * p) for o, p in zip(observed, SPEC_EIGHT_DECKS, strict=True)
    )
    runs = expected = variance = 0.0
    for winners in by_shoe.values():
        decisions = [w for w in winners if w != "T"]
        n1, n2 = decisions.count("B"), decisions.count("P")
        n = n1 + n2
        runs += sum(1 for i, w in enumerate(decisions) if i == 0 or w != decisions[i - 1])
        expected += 2 * n1 * n2 / n + 1
        variance += 2 * n1 * n2 * (2 * n1 * n2 - n) / (n * n * (n - 1))
    z = (runs - expected) / math.sqrt(variance)

    run(capsys, "import", str(sample), "--db", db)
    for args in (["--db", db], [str(sample)]):
        code, out, err = run(capsys, "stats", *args, "--json")
        assert code == 0, err
        doc = json.loads(out)
        assert (doc["shoes"], doc["hands"]) == (len(by_shoe), len(rows))
        assert [doc["banker"], doc["player"], doc["tie"]] == observed
        assert doc["chi_square"]["statistic"] == pytest.approx(statistic, rel=1e-6)
        assert doc["chi_square"]["p_value"] == pytest.approx(math.exp(-statistic / 2), rel=1e-6)
        assert doc["runs_test"]["runs"] == runs
        assert doc["runs_test"]["expected"] == pytest.approx(expected, rel=1e-12)
        assert doc["runs_test"]["z"] == pytest.approx(z, rel=1e-9)
        assert doc["runs_test"]["p_value"] == pytest.approx(
            math.erfc(abs(z) / math.sqrt(2)), rel=1e-9
        )


def test_an_interrupted_import_keeps_the_files_before_and_says_what_was_lost(
    capsys: pytest.CaptureFixture[str],
    db: str,
    shoes_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tracker.services import importing

    second = tmp_path / "second.json"
    write_json(dealt_shoes(2, 10, first_seed=70), second)
    real_import = importing.import_file

    def ctrl_c_on_second(library: Any, path: str | Path, *args: Any, **kwargs: Any) -> Any:
        if Path(path) == second:
            raise KeyboardInterrupt
        return real_import(library, path, *args, **kwargs)

    monkeypatch.setattr(importing, "import_file", ctrl_c_on_second)
    code, _, err = run(capsys, "import", str(shoes_file), str(second), "--db", db)
    assert code == 130
    assert f"{second}: interrupted; nothing of it was stored" in err
    with open_library(db) as library:
        assert library.shoe_count() == 5
