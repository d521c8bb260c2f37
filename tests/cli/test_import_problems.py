"""``tracker import`` names the shoes stored with problems, and ``--skip-problems`` leaves
them out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO
from tracker.cli import main
from tracker.history import CheckStatus
from tracker.store import open_library

MISTAKES = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"


def test_import_names_the_shoes_with_problems(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = str(tmp_path / "library.sqlite")
    assert main(["import", str(MISTAKES), "--db", db]) == 0
    out = capsys.readouterr().out
    assert "2 with problems (Sat evening 1, Sat evening 3: see tracker validate)" in out
    library = open_library(db)
    assert {s.status for s in library.shoes()} == {CheckStatus.PROBLEMS}
    library.close()


def test_skip_problems_leaves_them_out(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "library.sqlite")
    sound = REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"
    code = main(["import", str(MISTAKES), str(sound), "--db", db, "--skip-problems", "--json"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["skipped"], doc["problem_shoes"]) == (2, 0)
    assert doc["files"][0]["shoes"] == 0 and doc["files"][1]["shoes"] == doc["shoes"] > 0
