"""The store's fixtures: a library on SQLite and on the throw-away PostgreSQL server (see
``postgres_server`` in tests/conftest.py).

``library`` (and ``library_url``) yield both; the PostgreSQL variant is skipped, with the
reason, when no server binaries are installed, unless ``TRACKER_REQUIRE_POSTGRES=1`` (CI)
makes that a failure.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tracker.store import Library, open_library


@pytest.fixture(params=["sqlite", "postgresql"])
def library_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a new library goes: an SQLite file, or an empty PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "library.sqlite")
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def library(library_url: str) -> Iterator[Library]:
    lib = open_library(library_url)
    yield lib
    lib.close()
