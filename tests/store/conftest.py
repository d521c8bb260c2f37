"""The store's fixtures: a library on SQLite and on a throw-away PostgreSQL server.

``library`` (and ``library_url``) yield both; the PostgreSQL variant is skipped, with the
reason, when no server binaries are installed, unless ``TRACKER_REQUIRE_POSTGRES=1`` (CI)
makes that a failure.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.postgres import REQUIRE_ENV, Server, running_server
from tracker.store import Library, open_library


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server]:
    with running_server() as server:
        if isinstance(server, str):
            if os.environ.get(REQUIRE_ENV) == "1":
                pytest.fail(f"{REQUIRE_ENV}=1 but there is no PostgreSQL server: {server}")
            pytest.skip(server)
        yield server


@pytest.fixture
def postgres_url(postgres_server: Server) -> Iterator[str]:
    """The URL of a new empty database on the test server."""
    with postgres_server.database() as url:
        yield url


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
