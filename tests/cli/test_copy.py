"""``tracker copy``: a library to PostgreSQL and back from the shell."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.cli import main
from tracker.store import open_library
from tracker.store.transfer import differences


def test_copy_there_and_back_agrees(
    postgres_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, back = tmp_path / "first.sqlite", tmp_path / "back.sqlite"
    with open_library(str(first)) as library:
        library.import_shoes(dealt_shoes(4, 30))
    assert main(["copy", "--from", str(first), "--to", postgres_url]) == 0
    out = capsys.readouterr().out
    assert out.startswith("copied 4 shoes, 120 hands, 0 practice sessions and 0 bets from ")
    assert "the two libraries agree shoe for shoe" in out and "tracker-test-secret" not in out
    assert main(["copy", "--from", postgres_url, "--to", str(back), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert (document["shoes"], document["hands"], document["agree"]) == (4, 120, True)
    with open_library(str(first)) as a, open_library(str(back)) as b:
        assert differences(a, b) == []


def test_copy_into_a_library_that_holds_shoes_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    for path, seed in ((source, 0), (target, 10)):
        with open_library(str(path)) as library:
            library.import_shoes(dealt_shoes(2, 10, first_seed=seed))
    assert main(["copy", "--from", str(source), "--to", str(target)]) == 2
    captured = capsys.readouterr()
    assert "is not empty" in captured.err and "Traceback" not in captured.err
    with open_library(str(target)) as library:
        assert library.shoe_count() == 2
