"""The backtest use case: a plan played over shoe files, the library (all of it or
some shoes), or simulated shoes dealt by the engine in seeded chunks, optionally over
several processes, with progress and cancellation for the windows."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, replace

from tracker.engine.prng import check_seed, entropy_seed, splitmix64
from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.shoefile import read_shoes
from tracker.stats.backtest import (
    BacktestError,
    BacktestResult,
    Plan,
    ShoeFigures,
    hands_of_records,
    play,
    summarize_figures,
)
from tracker.stats.backtest.run import play_simulated
from tracker.store import Library

CHUNK = 20_000
"""Simulated shoes dealt and played at a time: each chunk has its own seed drawn from the
run's, so a run gives the same shoes whatever the number of processes."""

MAX_SHOES = 100_000_000

Progress = Callable[[int, int], None]
"""Called with (shoes done, shoes in all)."""


class BacktestCancelled(UserError):
    """The backtest was cancelled before it finished."""

    exit_code = 130


@dataclass(frozen=True, slots=True)
class SimulatedRun:
    """A backtest over simulated shoes, with the seed it used (drawn when none was given)."""

    result: BacktestResult
    seed: int
    decks: int


def chunk_seed(seed: int, index: int) -> int:
    """The seed of chunk ``index`` of a run seeded ``seed``: a splitmix64 output, so that
    neighbouring runs and chunks share no shoes."""
    state = (check_seed(seed) ^ (index * 0xD1B54A32D192ED03)) & 0xFFFFFFFFFFFFFFFF
    _, word = splitmix64(state)
    return word


def backtest_shoes(
    plan: Plan, shoes: Sequence[ShoeRecord], *, paths: int = 20, source: str = ""
) -> BacktestResult:
    """Play ``plan`` over recorded shoes."""
    if not shoes:
        raise BacktestError("no shoes to play: the selection is empty")
    figures = play(plan, hands_of_records(shoes), paths=paths)
    return summarize_figures(plan, [figures], source)


def backtest_files(
    plan: Plan, paths: Sequence[str | os.PathLike[str]], fmt: str | None = None
) -> BacktestResult:
    """Play ``plan`` over the shoes of files.

    :raises ShoeFileError: for a file that cannot be read.
    """
    shoes = [shoe for path in paths for shoe in read_shoes(path, fmt)]
    return backtest_shoes(plan, shoes, source=", ".join(os.fspath(p) for p in paths))


def backtest_library(
    plan: Plan, library: Library, shoe_ids: Sequence[int] | None = None
) -> BacktestResult:
    """Play ``plan`` over the library's shoes (or the shoes of ``shoe_ids``)."""
    if shoe_ids is None:
        shoes = list(library.iter_shoes())
    else:
        shoes = [library.load_shoe(i) for i in shoe_ids]
    return backtest_shoes(plan, shoes, source=f"the library {library.where}")


def backtest_simulation(
    plan: Plan,
    shoes: int,
    *,
    seed: int | None = None,
    decks: int = 8,
    jobs: int = 1,
    paths: int = 20,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> SimulatedRun:
    """Play ``plan`` over ``shoes`` simulated shoes of ``decks`` decks, dealt under the
    plan's rules in chunks of :data:`CHUNK` shoes, over ``jobs`` processes.

    :raises BacktestError: for a number of shoes or jobs out of range.
    :raises BacktestCancelled: when ``cancelled()`` turns true between chunks.
    """
    if isinstance(shoes, bool) or not isinstance(shoes, int) or not 1 <= shoes <= MAX_SHOES:
        raise BacktestError(
            f"the number of simulated shoes must be 1 to {MAX_SHOES}, not {shoes!r}"
        )
    if not 1 <= jobs <= 64:
        raise BacktestError(f"jobs must be 1 to 64, not {jobs!r}")
    seed = entropy_seed() if seed is None else check_seed(seed)
    rules = replace(plan.rules, decks=decks)
    plan = replace(plan, rules=rules)
    sizes = [min(CHUNK, shoes - start) for start in range(0, shoes, CHUNK)]
    results: list[ShoeFigures | None] = [None] * len(sizes)
    done = 0

    def finished(index: int, figures: ShoeFigures) -> None:
        nonlocal done
        results[index] = figures
        done += sizes[index]
        if progress is not None:
            progress(done, shoes)

    def check() -> None:
        if cancelled is not None and cancelled():
            raise BacktestCancelled("the backtest was cancelled")

    if jobs == 1 or len(sizes) == 1:
        for index, size in enumerate(sizes):
            check()
            played = play_simulated(
                plan, rules, chunk_seed(seed, index), size, paths if index == 0 else 0
            )
            finished(index, played)
    else:
        import multiprocessing

        # spawn, not fork: forking a process that runs Qt or holds database connections is
        # unsafe; each worker loads the compiled kernels from numba's cache.
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            pending: dict[Future[ShoeFigures], int] = {}
            queue = list(enumerate(sizes))
            try:
                while queue or pending:
                    while queue and len(pending) < 2 * jobs:
                        index, size = queue.pop(0)
                        # The worker imports only the engine and the backtester.
                        future = pool.submit(
                            play_simulated,
                            plan,
                            rules,
                            chunk_seed(seed, index),
                            size,
                            paths if index == 0 else 0,
                        )
                        pending[future] = index
                    ready, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                    for future in ready:
                        finished(pending.pop(future), future.result())
                    check()
            except BaseException:
                for future in pending:
                    future.cancel()
                raise
    figures = [f for f in results if f is not None]
    result = summarize_figures(plan, figures, f"{shoes} simulated {decks}-deck shoes, seed {seed}")
    return SimulatedRun(result, seed, decks)
