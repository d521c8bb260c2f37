"""A library of its own for each practice window test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tracker.store import Library, open_library


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    with open_library(str(tmp_path / "library.sqlite")) as opened:
        yield opened
