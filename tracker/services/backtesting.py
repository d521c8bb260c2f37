"""The backtest use case: a plan played over shoe files, the library (all of it or
some shoes), or simulated shoes dealt by the engine in seeded chunks, optionally over
several processes, with progress and cancellation for the windows."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tracker.engine.prng import check_seed, entropy_seed
from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.services.runner import Cancelled, Chunk, Runner, chunks
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
from tracker.translatable import QT_TRANSLATE_NOOP, Message

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


def play_chunk(chunk: Chunk, plan: Plan, rules: RuleSet, paths: int) -> ShoeFigures:
    """Deal and play one chunk of a simulated backtest (runs in a worker); the first chunk
    keeps ``paths`` bankroll paths for the chart."""
    return play_simulated(plan, rules, chunk.seed, chunk.size, paths if chunk.index == 0 else 0)


def backtest_shoes(
    plan: Plan, shoes: Sequence[ShoeRecord], *, paths: int = 20, source: str = ""
) -> BacktestResult:
    """Play ``plan`` over recorded shoes."""
    if not shoes:
        raise BacktestError(
            Message(QT_TRANSLATE_NOOP("Messages", "no shoes to play: the selection is empty"))
        )
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
    scheduler: str | None = None,
    paths: int = 20,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> SimulatedRun:
    """Play ``plan`` over ``shoes`` simulated shoes of ``decks`` decks, dealt under the
    plan's rules in chunks of :data:`CHUNK` shoes, over ``jobs`` processes or on the Dask
    cluster at ``scheduler``.

    :raises BacktestError: for a number of shoes or jobs out of range.
    :raises RunnerError: for a scheduler that is not an address or cannot be reached.
    :raises BacktestCancelled: when ``cancelled()`` turns true between chunks.
    """
    if isinstance(shoes, bool) or not isinstance(shoes, int) or not 1 <= shoes <= MAX_SHOES:
        raise BacktestError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "the number of simulated shoes must be 1 to {most}, not {shoes!r}"
                ),
                most=MAX_SHOES,
                shoes=shoes,
            )
        )
    if not 1 <= jobs <= 64:
        raise BacktestError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "jobs must be 1 to {most}, not {jobs!r}"),
                most=64,
                jobs=jobs,
            )
        )
    runner = Runner(jobs, scheduler)
    seed = entropy_seed() if seed is None else check_seed(seed)
    rules = replace(plan.rules, decks=decks)
    plan = replace(plan, rules=rules)
    work = chunks(shoes, CHUNK, seed)
    sizes = [chunk.size for chunk in work]

    def shoes_done(done: int, _total: int) -> None:
        if progress is not None:
            progress(sum(sizes[:done]), shoes)

    try:
        figures = runner.run(
            play_chunk, work, plan, rules, paths, progress=shoes_done, cancelled=cancelled
        )
    except Cancelled:
        raise BacktestCancelled(
            Message(QT_TRANSLATE_NOOP("Messages", "the backtest was cancelled"))
        ) from None
    result = summarize_figures(plan, figures, f"{shoes} simulated {decks}-deck shoes, seed {seed}")
    return SimulatedRun(result, seed, decks)
