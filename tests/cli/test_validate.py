"""``tracker validate``: the text report, the --json contract and the exit status."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REAL_HANDS, REPO
from tracker.cli import main

TYPED = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"
SIMULATED = REPO / "sample_shoes" / "simulated-8-decks-seed-2026.csv"


def test_clean_file_exits_0_with_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SIMULATED)]) == 0
    out = capsys.readouterr().out
    assert out == f"{SIMULATED} (hands CSV): 5 shoes, 405 hands, no problems\n"


def test_problems_exit_1_and_are_listed_by_shoe(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(TYPED)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{TYPED} (hands CSV): 2 shoes, 79 hands, 6 problems"
    assert lines[1] == "  shoe 'Sat evening 1' (line 2, 50 hands): 3 problems"
    assert lines[2] == (
        "    line 7, hand 6: Player stood on 3, but the Player draws on 0 to 5 "
        "(a third card left out?)"
    )
    assert len(lines) == 9


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--json", str(TYPED), str(SIMULATED)]) == 1
    captured = capsys.readouterr()
    document = json.loads(captured.out)
    assert captured.err == ""
    first, second = document["files"]
    assert (first["path"], first["format"]) == (str(TYPED), "csv")
    assert [s["shoe"] for s in first["shoes"]] == ["Sat evening 1", "Sat evening 3"]
    assert first["shoes"][1]["hands"] == 29
    assert first["shoes"][1]["problems"][0] == {
        "hand": 7,
        "line": 58,
        "message": "Player drew on 7, but the Player stands on 6 or 7; cards typed in the "
        "wrong order? As Player 5 7 2 the hand follows the rules",
    }
    assert all(s["problems"] == [] for s in second["shoes"])


def test_unreadable_file_exits_2_and_the_others_are_still_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("shoe,hand,player,banker\n1,1,9H ZZ,2C 3D\n", encoding="utf-8")
    assert main(["validate", str(bad), str(SIMULATED)]) == 2
    captured = capsys.readouterr()
    assert captured.err == (
        f"tracker: {bad}, line 2, column 'player': unknown card 'ZZ' (card 2): expected a "
        "rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally "
        "followed by a suit (S, H, D, C)\n"
    )
    assert "Traceback" not in captured.err
    assert f"{SIMULATED} (hands CSV): 5 shoes, 405 hands, no problems" in captured.out
    assert "2 files, 1 file unreadable: 5 shoes, 405 hands, no problems" in captured.out


def test_unreadable_file_in_json_has_an_error_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.csv"
    assert main(["validate", "--json", str(missing)]) == 2
    captured = capsys.readouterr()
    (entry,) = json.loads(captured.out)["files"]
    assert entry == {
        "path": str(missing),
        "format": None,
        "shoes": [],
        "error": f"{missing}: no such file",
    }
    assert "no such file" in captured.err


def test_format_override_and_bad_arguments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    beads = tmp_path / "beads.txt"
    beads.write_text("Table 7: BPBTT\n", encoding="utf-8")
    assert main(["validate", "--format", "bead", "--json", str(beads)]) == 0
    assert json.loads(capsys.readouterr().out)["files"][0]["shoes"] == [
        {"shoe": "Table 7", "hands": 5, "problems": []}
    ]
    with pytest.raises(SystemExit) as caught:
        main(["validate", "--format", "xls", str(beads)])
    assert caught.value.code == 2
    with pytest.raises(SystemExit) as caught:
        main(["validate"])
    assert caught.value.code == 2


def test_empty_file_is_no_crash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert main(["validate", str(empty)]) == 0
    assert capsys.readouterr().out == f"{empty} (hands CSV): 0 shoes, 0 hands, no problems\n"


@pytest.mark.slow
@pytest.mark.slow
def test_the_real_data_reports_no_problems(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(REAL_HANDS)]) == 0
    assert capsys.readouterr().out == (
        f"{REAL_HANDS} (hands CSV): 5,824 shoes, 397,048 hands, no problems\n"
    )
