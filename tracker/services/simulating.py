"""Dealing many shoes for ``tracker simulate`` in seeded chunks on the runner: the first
chunk is ``simulate(n, rules, seed)`` itself, each later one has its own seed drawn from
the run's, so the same seed gives the same shoes whatever runs the chunks."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tracker.engine.rules import RuleSet
from tracker.engine.simulate import BATCH_SHOES, Simulation, simulate
from tracker.services.runner import Chunk, Progress, Runner, chunks
from tracker.translatable import QT_TRANSLATE_NOOP, Message


def simulate_chunk(chunk: Chunk, rules: RuleSet, run_seed: int, compiled: bool) -> Simulation:
    """Deal one chunk (runs in a worker)."""
    seed = run_seed if chunk.index == 0 else chunk.seed
    return simulate(chunk.size, rules, seed, compiled_kernel=compiled)


def simulated_chunks(
    shoes: int,
    rules: RuleSet,
    seed: int,
    *,
    runner: Runner | None = None,
    compiled: bool = True,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Iterator[Simulation]:
    """``shoes`` shoes dealt :data:`BATCH_SHOES` at a time, in order, one chunk in memory
    at a time in this process (a few ahead on a pool or a cluster).

    :raises SimulationError: for fewer than one shoe.
    :raises Cancelled: when ``cancelled()`` turns true.
    """
    from tracker.engine.simulate import SimulationError

    if isinstance(shoes, bool) or not isinstance(shoes, int) or shoes < 1:
        raise SimulationError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the number of shoes must be a whole number of 1 or more, not {shoes!r}",
                ),
                shoes=shoes,
            )
        )
    runner = Runner() if runner is None else runner
    work = chunks(shoes, BATCH_SHOES, seed)
    return runner.iterate(
        simulate_chunk, work, rules, seed, compiled, progress=progress, cancelled=cancelled
    )
