"""The version a user sees is the one pyproject.toml states, its only written place."""

from __future__ import annotations

import io
import json
import tomllib

import pytest

from tests.conftest import REPO
from tracker.cli import main
from tracker.history.records import HandRecord, ShoeRecord
from tracker.shoefile.jsonwrite import write_json_stream

STATED = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_option_prints_the_pyproject_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"tracker {STATED}"


def test_a_shoe_json_names_the_version_that_wrote_it() -> None:
    written = io.StringIO()
    write_json_stream([ShoeRecord("A", (HandRecord(1),))], written)
    assert json.loads(written.getvalue())["generator"] == f"tracker {STATED}"
