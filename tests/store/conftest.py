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


# Every test of a library runs on both; the fast loop (-m "not slow") on SQLite only, as
# a database made and migrated for each test is most of a PostgreSQL variant's time. The
# tests that take postgres_url themselves (tests/store/test_postgres.py, the copies) keep
# the server in the fast loop.
@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.slow)])
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
