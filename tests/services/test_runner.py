"""The runner: seeded chunks give the same results in this process, on a process pool and
on a Dask cluster; progress is reported per chunk; a cancel stops the run and its workers."""

from __future__ import annotations

import time

import pytest

from tracker.engine.prng import Random
from tracker.services.runner import Cancelled, Chunk, Runner, RunnerError, chunks


def draw(chunk: Chunk, scale: int) -> list[int]:
    """A chunk's work: numbers drawn from its own seed."""
    rng = Random.from_seed(chunk.seed)
    return [chunk.index, *(rng.below(1000) * scale for _ in range(chunk.size))]


def slow_after_first(chunk: Chunk) -> int:
    """The first chunk ends at once; the others would run for a minute."""
    if chunk.index > 0:
        time.sleep(60)
    return chunk.index


def test_chunks_cut_the_work_and_each_has_its_own_seed() -> None:
    work = chunks(10, 4, seed=7)
    assert [c.size for c in work] == [4, 4, 2]
    assert len({c.seed for c in work}) == 3
    assert chunks(10, 4, seed=7) == work
    assert chunks(10, 4, seed=8)[0].seed != work[0].seed


def test_the_same_seed_gives_the_same_results_on_one_and_two_processes() -> None:
    work = chunks(25, 5, seed=2026)
    alone = Runner(1).run(draw, work, 3)
    assert [r[0] for r in alone] == [0, 1, 2, 3, 4]
    assert Runner(2).run(draw, work, 3) == alone


def test_a_dask_cluster_gives_the_same_results(dask_scheduler: str) -> None:
    work = chunks(25, 5, seed=2026)
    assert Runner(scheduler=dask_scheduler).run(draw, work, 3) == Runner(1).run(draw, work, 3)


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_is_reported_as_each_chunk_finishes(jobs: int) -> None:
    seen: list[tuple[int, int]] = []
    Runner(jobs).run(draw, chunks(12, 3, seed=1), 1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_a_cancel_stops_the_run_and_its_worker_processes() -> None:
    seen: list[int] = []
    started = time.monotonic()
    with pytest.raises(Cancelled):
        Runner(2).run(
            slow_after_first,
            chunks(4, 1, seed=1),
            progress=lambda d, t: seen.append(d),
            cancelled=lambda: bool(seen),
        )
    # The chunks asleep for a minute were stopped, not waited for.
    assert time.monotonic() - started < 45
    assert seen == [1]


def test_a_cancel_on_the_cluster_cancels_its_tasks(dask_scheduler: str) -> None:
    seen: list[int] = []
    with pytest.raises(Cancelled):
        Runner(scheduler=dask_scheduler).run(
            draw,
            chunks(40, 1, seed=1),
            1,
            progress=lambda d, t: seen.append(d),
            cancelled=lambda: bool(seen),
        )
    assert len(seen) < 40


def test_a_cancel_in_this_process_stops_between_chunks() -> None:
    seen: list[int] = []
    with pytest.raises(Cancelled):
        Runner(1).run(
            draw,
            chunks(4, 1, seed=1),
            1,
            progress=lambda d, t: seen.append(d),
            cancelled=lambda: bool(seen),
        )
    assert seen == [1]


@pytest.mark.parametrize("address", ["localhost:8786", "tcp://", "tcp://host:port", "x"])
def test_a_scheduler_that_is_not_an_address_is_refused(address: str) -> None:
    with pytest.raises(RunnerError, match="tcp://HOST:PORT"):
        Runner(scheduler=address)


def test_an_unreachable_scheduler_is_a_clear_error() -> None:
    pytest.importorskip("distributed")
    with pytest.raises(RunnerError, match="cannot reach the Dask scheduler"):
        Runner(scheduler="tcp://127.0.0.1:9").run(draw, chunks(2, 1, seed=1), 1)
