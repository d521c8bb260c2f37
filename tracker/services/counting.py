"""The counting lab's use case: deal shoes in seeded chunks on the runner, play a count (a
preset or one given), and read the figures, with the perfect-play bound beside them and,
from the same shoes as the bound, the bet's exact edge by the count's true count."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np
import numpy.typing as npt

from tracker.engine.counting import Count, CountedShoes, CountError, CountTable, deal_and_count
from tracker.engine.countkernel import TC_LOW
from tracker.engine.countpresets import PRESETS, Preset
from tracker.engine.prng import check_seed, entropy_seed
from tracker.services.runner import Cancelled, Chunk, Runner, chunk_seed, chunks
from tracker.stats.counting import CountFigures, TrueCountCurve, summarize, true_count_curve
from tracker.translatable import QT_TRANSLATE_NOOP, Message

CHUNK_SHOES = 25_000
"""Shoes dealt and counted at a time: each chunk has its own seed, so a run gives the same
figures whatever runs it."""

PERFECT_CHUNK_SHOES = 10
"""Shoes a chunk of the perfect-play bound deals: it works out the exact edge every hand
(and tallies it by the count's true count)."""

MAX_SHOES = 100_000_000

EXACT_SHOES = 2_000
"""The sample of shoes the lab window works out the exact edge over unless told otherwise:
enough for a smooth curve over the true counts a shoe usually reaches."""

PERFECT_SEED_OFFSET = 1 << 40
"""The perfect-play bound's chunks are seeded apart from the count's."""

Progress = Callable[[int, int], None]
"""Called with (shoes done, shoes in all)."""


class CountCancelled(Cancelled):
    """The count was cancelled before it finished."""


@dataclass(frozen=True, slots=True)
class CountRun:
    """A count's figures over simulated shoes, the seed used, and the bound beside them;
    what each shoe won, and the bet's realised edge by true count over every hand; and, over
    the bound's shoes, the bet's exact edge (the player's) by the count's true count."""

    count: Count
    table: CountTable
    figures: CountFigures
    seed: int
    where: str
    preset: Preset | None = None
    perfect: CountFigures | None = None
    shoe_net: npt.NDArray[np.float64] = field(default_factory=lambda: np.zeros(0), repr=False)
    curve: TrueCountCurve | None = None
    exact_curve: TrueCountCurve | None = None


@dataclass(frozen=True, slots=True, eq=False)
class _Played:
    figures: CountFigures
    shoe_net: npt.NDArray[np.float64]
    curve: TrueCountCurve
    exact_curve: TrueCountCurve


def preset(name: str) -> Preset:
    """:raises CountError: for a name no preset has, listing the names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise CountError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "--preset: no count is called {name!r}; the presets are {presets}"
                ),
                name=name,
                presets=", ".join(PRESETS),
            )
        ) from None


def count_chunk(chunk: Chunk, count: Count, table: CountTable, exact: bool) -> CountedShoes:
    """Deal and count one chunk, with the exact edge every hand if ``exact`` (runs in a
    worker)."""
    return deal_and_count(count, table, chunk.seed, chunk.size, exact=exact)


def _play(
    count: Count,
    table: CountTable,
    shoes: int,
    size: int,
    seed: int,
    runner: Runner,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
    exact: bool = False,
) -> _Played:
    work = chunks(shoes, size, seed)

    def shoes_done(done: int, _total: int) -> None:
        if progress is not None:
            progress(min(done * size, shoes), shoes)

    try:
        results = runner.run(
            count_chunk, work, count, table, exact, progress=shoes_done, cancelled=cancelled
        )
    except Cancelled:
        raise CountCancelled(
            Message(QT_TRANSLATE_NOOP("Messages", "the count was cancelled"))
        ) from None
    figures = summarize(
        [r.net for r in results],
        [r.bets for r in results],
        sum(r.hands for r in results),
        count.stake,
    )
    curve = true_count_curve(
        TC_LOW,
        [r.tc_hands for r in results],
        [r.tc_net for r in results],
        [r.tc_sq for r in results],
    )
    exact_curve = true_count_curve(
        TC_LOW,
        [r.tc_hands for r in results],
        [r.tc_edge for r in results],
        [r.tc_edge_sq for r in results],
    )
    return _Played(figures, np.concatenate([r.net for r in results]), curve, exact_curve)


def run_count(
    count: Count,
    table: CountTable,
    shoes: int,
    *,
    seed: int | None = None,
    runner: Runner | None = None,
    perfect_shoes: int = 0,
    preset: Preset | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> CountRun:
    """Play ``count`` at ``table`` over ``shoes`` simulated shoes, and (``perfect_shoes``
    > 0) the perfect-play bound for the same bet over that many other shoes, on which the
    bet's exact edge before every hand is tallied by the count's true count.

    :raises CountError: for a number of shoes out of range.
    :raises CountCancelled: when ``cancelled()`` turns true.
    """
    for is_perfect, number, least in ((False, shoes, 1), (True, perfect_shoes, 0)):
        if isinstance(number, bool) or not isinstance(number, int):
            if is_perfect:
                raise CountError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the number of perfect-play shoes must be a whole number, not "
                            "{number!r}",
                        ),
                        number=number,
                    )
                )
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the number of shoes must be a whole number, not {number!r}"
                    ),
                    number=number,
                )
            )
        if not least <= number <= MAX_SHOES:
            if is_perfect:
                raise CountError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the number of perfect-play shoes must be {least} to {most}, not "
                            "{number}",
                        ),
                        least=least,
                        most=MAX_SHOES,
                        number=number,
                    )
                )
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the number of shoes must be {least} to {most}, not {number}"
                    ),
                    least=least,
                    most=MAX_SHOES,
                    number=number,
                )
            )
    runner = Runner() if runner is None else runner
    seed = entropy_seed() if seed is None else check_seed(seed)
    total = shoes + perfect_shoes

    def perfect_progress(done: int, _all: int) -> None:
        if progress is not None:
            progress(shoes + done, total)

    def count_progress(done: int, _all: int) -> None:
        if progress is not None:
            progress(done, total)

    played = _play(count, table, shoes, CHUNK_SHOES, seed, runner, count_progress, cancelled)
    perfect = None
    exact_curve = None
    if perfect_shoes:
        bound = replace(count, rule="perfect", threshold=0.0)
        sample = _play(
            bound,
            table,
            perfect_shoes,
            PERFECT_CHUNK_SHOES,
            chunk_seed(seed, PERFECT_SEED_OFFSET),
            runner,
            perfect_progress,
            cancelled,
            exact=True,
        )
        perfect = sample.figures
        exact_curve = sample.exact_curve
    return CountRun(
        count,
        table,
        played.figures,
        seed,
        runner.where,
        preset,
        perfect,
        played.shoe_net,
        played.curve,
        exact_curve,
    )
