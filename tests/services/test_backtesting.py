"""The backtest use case: files, the library, and seeded simulations that give the same
shoes whatever the number of processes; progress and cancellation."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.store.shoes import dealt_shoes
from tracker.services import backtesting
from tracker.services.backtesting import (
    BacktestCancelled,
    backtest_files,
    backtest_library,
    backtest_simulation,
)
from tracker.services.runner import chunk_seed
from tracker.stats.backtest import BacktestError, Plan
from tracker.store import open_library

SAMPLE = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


def test_files_and_the_library_give_the_same_result(tmp_path: Path) -> None:
    plan = Plan("martingale", "banker", table_max=64)
    library = open_library(str(tmp_path / "library.sqlite"))
    try:
        library.import_shoes(dealt_shoes(6, 40))
        from_library = backtest_library(plan, library)
        shoes = [summary.id for summary in library.shoes()][:2]
        two = backtest_library(plan, library, shoes)
    finally:
        library.close()
    assert (from_library.shoes, from_library.hands) == (6, 240)
    assert two.shoes == 2
    from_file = backtest_files(plan, [SAMPLE])
    assert from_file.shoes == 20 and from_file.bets > 0


@pytest.mark.slow
def test_a_seeded_simulation_is_the_same_in_chunks_and_over_processes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plan = Plan("paroli", "player")
    monkeypatch.setattr(backtesting, "CHUNK", 300)
    seen: list[tuple[int, int]] = []
    one = backtest_simulation(plan, 700, seed=5, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(300, 700), (600, 700), (700, 700)]
    two = backtest_simulation(plan, 700, seed=5, jobs=2)
    assert (one.result.net, one.result.wagered) == (two.result.net, two.result.wagered)
    assert one.result.shoe_net.tolist() == two.result.shoe_net.tolist()
    other = backtest_simulation(plan, 700, seed=6)
    assert other.result.net != one.result.net
    assert one.seed == 5 and len(one.result.paths) == 20


def test_a_seeded_simulation_is_the_same_on_a_dask_cluster(
    monkeypatch: pytest.MonkeyPatch, dask_scheduler: str
) -> None:
    plan = Plan("martingale", "banker", table_max=64)
    monkeypatch.setattr(backtesting, "CHUNK", 300)
    here = backtest_simulation(plan, 700, seed=3)
    seen: list[tuple[int, int]] = []
    there = backtest_simulation(
        plan, 700, seed=3, scheduler=dask_scheduler, progress=lambda d, t: seen.append((d, t))
    )
    assert there.result.shoe_net.tolist() == here.result.shoe_net.tolist()
    assert (there.result.net, there.result.wagered) == (here.result.net, here.result.wagered)
    assert seen[-1] == (700, 700) and len(seen) == 3


def test_chunk_seeds_differ() -> None:
    seeds = {chunk_seed(s, i) for s in range(3) for i in range(50)}
    assert len(seeds) == 150


def test_cancelling_stops_between_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backtesting, "CHUNK", 100)
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(BacktestCancelled):
        backtest_simulation(Plan("flat", "banker"), 1000, seed=1, cancelled=cancelled)


def test_bad_requests_are_refused() -> None:
    with pytest.raises(BacktestError, match="simulated shoes"):
        backtest_simulation(Plan("flat", "banker"), 0)
    with pytest.raises(BacktestError, match="selection is empty"):
        backtesting.backtest_shoes(Plan("flat", "banker"), [])
