"""One runner for seeded chunks of work: the simulated backtests, ``tracker simulate`` and
the counting lab cut a run into chunks, each with its own seed drawn from the run's, and
hand them here. The chunks run in this process (one job), on a local process pool (more
jobs) or on a Dask cluster (a scheduler address); the results come back in chunk order, so
a run gives the same figures whatever runs it."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from tracker.engine.prng import check_seed, splitmix64
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

R = TypeVar("R")

MAX_JOBS = 64

Progress = Callable[[int, int], None]
"""Called with (chunks done, chunks in all) as each chunk finishes."""


class RunnerError(UserError):
    """A run that cannot start: a bad number of jobs, or a cluster out of reach."""


class Cancelled(UserError):
    """The run was cancelled before it finished."""

    exit_code = 130


@dataclass(frozen=True, slots=True)
class Chunk:
    """One piece of a run: its place, its seed and how much work (shoes) it holds."""

    index: int
    seed: int
    size: int


def chunk_seed(seed: int, index: int) -> int:
    """The seed of chunk ``index`` of a run seeded ``seed``: a splitmix64 output, so that
    neighbouring runs and chunks share no shoes."""
    state = (check_seed(seed) ^ (index * 0xD1B54A32D192ED03)) & 0xFFFFFFFFFFFFFFFF
    _, word = splitmix64(state)
    return word


def chunks(total: int, size: int, seed: int) -> list[Chunk]:
    """``total`` units of work cut into chunks of ``size`` (the last one smaller)."""
    return [
        Chunk(index, chunk_seed(seed, index), min(size, total - start))
        for index, start in enumerate(range(0, total, size))
    ]


def check_scheduler(address: str | None) -> str | None:
    """A Dask scheduler address as ``tcp://HOST:PORT`` (or ``None``).

    :raises RunnerError: for an address of another form.
    """
    if address is None:
        return None
    host, _, port = address.removeprefix("tcp://").rpartition(":")
    if not address.startswith("tcp://") or not host or not port.isdigit():
        raise RunnerError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "--scheduler: expected a Dask scheduler address tcp://HOST:PORT, not "
                    "{address!r}",
                ),
                address=address,
            )
        )
    return address


@dataclass(frozen=True, slots=True)
class Runner:
    """Where chunks run: ``jobs`` local processes (1: this process), or the Dask cluster
    whose scheduler listens at ``scheduler``."""

    jobs: int = 1
    scheduler: str | None = None

    def __post_init__(self) -> None:
        if isinstance(self.jobs, bool) or not isinstance(self.jobs, int):
            raise RunnerError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "jobs must be a whole number, not {jobs!r}"),
                    jobs=self.jobs,
                )
            )
        if not 1 <= self.jobs <= MAX_JOBS:
            raise RunnerError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "jobs must be 1 to {most}, not {jobs!r}"),
                    most=MAX_JOBS,
                    jobs=self.jobs,
                )
            )
        check_scheduler(self.scheduler)

    @property
    def where(self) -> str:
        if self.scheduler is not None:
            return f"the Dask cluster at {self.scheduler}"
        return "this process" if self.jobs == 1 else f"{self.jobs} local processes"

    def run(
        self,
        job: Callable[..., R],
        work: Sequence[Chunk],
        *args: Any,
        progress: Progress | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> list[R]:
        """``job(chunk, *args)`` for every chunk, the results in chunk order. ``job`` must
        be a module-level function (it is pickled to the workers).

        :raises Cancelled: when ``cancelled()`` turns true; chunks not yet started are
            dropped and, on a cluster, the running ones are cancelled too.
        :raises RunnerError: when the cluster cannot be reached.
        """
        return list(self.iterate(job, work, *args, progress=progress, cancelled=cancelled))

    def iterate(
        self,
        job: Callable[..., R],
        work: Sequence[Chunk],
        *args: Any,
        progress: Progress | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Iterator[R]:
        """:meth:`run` one result at a time, in chunk order, as soon as it and every
        chunk before it are done."""

        def check() -> None:
            if cancelled is not None and cancelled():
                raise Cancelled(Message(QT_TRANSLATE_NOOP("Messages", "the run was cancelled")))

        if self.scheduler is None and (self.jobs == 1 or len(work) == 1):
            for done, chunk in enumerate(work, start=1):
                check()
                result = job(chunk, *args)
                if progress is not None:
                    progress(done, len(work))
                yield result
            return
        with self._executor() as (executor, width):
            yield from _ordered(executor, width, job, work, args, progress, check)

    @contextmanager
    def _executor(self) -> Iterator[tuple[Executor, int]]:
        if self.scheduler is None:
            # spawn, not fork: forking a process that runs Qt or holds database connections
            # is unsafe; each worker loads the compiled kernels from numba's cache.
            context = multiprocessing.get_context("spawn")
            pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context)
            try:
                yield pool, self.jobs
            except BaseException:
                # A cancel (or a failure) stops the workers now, mid-chunk if need be.
                _stop_workers(pool)
                raise
            finally:
                pool.shutdown(wait=True, cancel_futures=True)
            return
        try:
            from distributed import Client
        except ImportError:
            raise RunnerError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "--scheduler needs Dask: pip install 'tracker[cluster]' "
                        "(dask[distributed])",
                    )
                )
            ) from None
        try:
            client = Client(self.scheduler, timeout="10s", set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise RunnerError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "cannot reach the Dask scheduler at {where}: {reason}",
                    ),
                    where=self.scheduler,
                    reason=exc,
                )
            ) from None
        try:
            workers = len(client.scheduler_info().get("workers", {}))
            executor = client.get_executor(pure=False)
            try:
                yield executor, max(workers, 1)
            finally:
                # Cancels the futures still queued or running on the workers.
                executor.shutdown(wait=False)
        finally:
            client.close()


def _ordered(
    executor: Executor,
    width: int,
    job: Callable[..., R],
    work: Sequence[Chunk],
    args: tuple[Any, ...],
    progress: Progress | None,
    check: Callable[[], None],
) -> Iterator[R]:
    """Submit a few chunks ahead per worker and yield the results in chunk order."""
    queue = list(reversed(work))
    pending: dict[Future[R], int] = {}
    finished: dict[int, R] = {}
    next_index = 0
    done = 0
    try:
        while queue or pending or finished:
            check()
            while queue and len(pending) < 2 * width:
                chunk = queue.pop()
                pending[executor.submit(job, chunk, *args)] = chunk.index
            if pending:
                ready, _ = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                for future in ready:
                    finished[pending.pop(future)] = future.result()
                    done += 1
                    if progress is not None:
                        progress(done, len(work))
            while work and next_index < len(work) and work[next_index].index in finished:
                yield finished.pop(work[next_index].index)
                next_index += 1
    finally:
        for future in pending:
            future.cancel()


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End a pool's worker processes (the standard library has no public way before 3.14)."""
    processes = getattr(pool, "_processes", None) or {}
    for process in list(processes.values()):
        process.terminate()


def default_jobs() -> int:
    """The processes a run uses when asked for "all": one per core."""
    return max(1, min(MAX_JOBS, os.cpu_count() or 1))
