"""Test set-up shared by every test: headless Qt, the path of the shipped real shoes, and
the throw-away PostgreSQL server (one per test process: each xdist worker starts its own)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.store.postgres import REQUIRE_ENV, Server, running_server

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests judge results, never the machine's speed: no time limit per example.
settings.register_profile("tracker", deadline=None)
settings.load_profile("tracker")

REPO = Path(__file__).resolve().parent.parent
REAL_HANDS = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-5824-shoes.csv.gz"
"""The 5,824 real shoes (397,048 hands) that ship with the package."""


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server]:
    """A server started on first use and stopped at the end; skipped, saying why, when no
    server binaries are installed, unless ``TRACKER_REQUIRE_POSTGRES=1`` (CI) makes that a
    failure."""
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


@pytest.fixture
def dask_scheduler() -> Iterator[str]:
    """The address of a small local Dask cluster (two workers in this process, reached
    over TCP as a remote one would be), for the runs given ``--scheduler``. One per test,
    closed after it: a cluster left running draws on ``random`` from its threads, which
    breaks the property tests that run next in the same process."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        protocol="tcp://",
        host="127.0.0.1",
        dashboard_address=":0",  # any free port: never 8787, which may be taken
    ) as cluster:
        yield str(cluster.scheduler_address)
