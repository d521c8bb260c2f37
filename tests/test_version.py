"""The version a user sees is the one pyproject.toml states, its only written place."""

from __future__ import annotations

import tomllib

import pytest

from tests.conftest import REPO
from tracker.cli import main


def test_version_option_prints_the_pyproject_version(capsys: pytest.CaptureFixture[str]) -> None:
    stated = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"tracker {stated['version']}"
