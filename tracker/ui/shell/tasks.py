"""Background work for the windows: one runner with progress, cancel and typed results, and a
synchronous runner with the same interface for tests (as Picard does instead of polling a
real thread pool).

A task is anything with ``run(context) -> result`` (or a function of the context). It asks
``context.cancelled()`` as it goes and tells ``context.progress(done, total, text)``::

    def import_all(context: TaskContext) -> ImportReport:
        return import_files(library, paths, cancelled=context.cancelled,
                            progress=lambda i, done, total: context.progress(i, len(paths)))

    handle = runner.submit(import_all, on_done=show_report, on_error=show_error,
                           on_progress=dialog.show_progress)
    dialog.canceled.connect(handle.cancel)

Every callback runs on the GUI thread (the thread the runner was made on), after the task's
progress reports and in their order, and exactly one outcome ends each task:

- ``on_done(result)``: the task returned. A task that saw ``cancelled()`` and stopped early
  returns what it did (an import's report says which files were stored), so this is also
  how most cancelled tasks end; ``handle.cancel_requested`` tells it apart.
- ``on_error(exc)``: the task raised; the exception keeps its traceback. Never swallowed:
  ``on_error`` is required, the caller decides what the user sees.
- ``on_cancelled()``: the task never ran (cancelled before a thread took it) or it raised
  ``TaskCancelled`` (``context.check_cancelled()`` does), having nothing to report.
"""

from __future__ import annotations

import contextlib
import enum
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import QObject, Qt, QThread, QThreadPool, Signal, Slot

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a task is: ``done`` of ``total`` steps (``None`` when the total is not
    known), and what it is doing in words (``"hands-20-shoes.csv"``)."""

    done: int
    total: int | None = None
    text: str = ""


class TaskCancelled(Exception):
    """Raised in a task to stop with nothing to report: the outcome is ``on_cancelled``."""


class TaskContext:
    """What a task is handed: where to tell its progress and whether to stop. Safe to call
    from the task's thread; the runner makes it."""

    __slots__ = ("_cancel", "_report")

    def __init__(self, cancel: threading.Event, report: Callable[[Progress], None]) -> None:
        self._cancel = cancel
        self._report = report

    def progress(self, done: int, total: int | None = None, text: str = "") -> None:
        """Tell how far the task is; the GUI shows it soon (reports that come faster than
        it can show may be merged into the latest one)."""
        self._report(Progress(done, total, text))

    def cancelled(self) -> bool:
        """Whether the user asked to stop; a task asks as it goes and stops soon after."""
        return self._cancel.is_set()

    def check_cancelled(self) -> None:
        """Stop here with nothing to report if the user asked to stop.

        :raises TaskCancelled: when cancelled.
        """
        if self._cancel.is_set():
            raise TaskCancelled


class Task(Protocol[R_co]):
    """A piece of background work; ``run`` is called on a worker thread (or, by the
    ``SyncRunner``, on the calling thread) and must not touch widgets."""

    def run(self, context: TaskContext) -> R_co: ...


TaskLike = Task[R] | Callable[[TaskContext], R]
"""A task object, or a plain function of the context."""


class TaskState(enum.Enum):
    PENDING = "pending"
    """Submitted, not started."""
    RUNNING = "running"
    """Running, or finished with its outcome not yet delivered."""
    DONE = "done"
    """``on_done`` was called."""
    FAILED = "failed"
    """``on_error`` was called."""
    CANCELLED = "cancelled"
    """``on_cancelled`` was called."""


class TaskHandle(Generic[R]):
    """One submitted task, as its caller holds it."""

    def __init__(self) -> None:
        self._cancel = threading.Event()
        self._state = TaskState.PENDING

    def cancel(self) -> None:
        """Ask the task to stop (it sees ``context.cancelled()``); one not started yet never
        starts. Harmless after the task ended."""
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()

    @property
    def state(self) -> TaskState:
        return self._state

    @property
    def done(self) -> bool:
        """Whether the outcome was delivered (one of the three callbacks ran)."""
        return self._state in (TaskState.DONE, TaskState.FAILED, TaskState.CANCELLED)

    def __repr__(self) -> str:
        cancel = ", cancel requested" if self.cancel_requested else ""
        return f"<TaskHandle {self._state.value}{cancel}>"


@dataclass(frozen=True, slots=True)
class _Returned:
    result: object


@dataclass(frozen=True, slots=True)
class _Raised:
    error: BaseException


@dataclass(frozen=True, slots=True)
class _Cancelled:
    pass


_Outcome = _Returned | _Raised | _Cancelled


class _Job:
    """A task with its callbacks and handle, as the GUI thread keeps it; what both runners
    share. The worker thread is handed only ``work`` and the handle (see ``_Mailbox``)."""

    def __init__(
        self,
        task: TaskLike[Any],
        on_done: Callable[[Any], object],
        on_error: Callable[[BaseException], object],
        on_progress: Callable[[Progress], object] | None,
        on_cancelled: Callable[[], object] | None,
    ) -> None:
        run = getattr(task, "run", None)
        self.work: Callable[[TaskContext], object] = run if callable(run) else cast(Any, task)
        self.on_done = on_done
        self.on_error = on_error
        self.on_progress = on_progress
        self.on_cancelled = on_cancelled
        self.handle: TaskHandle[Any] = TaskHandle()

    def progressed(self, progress: Progress) -> None:
        if self.on_progress is not None:
            self.on_progress(progress)

    def deliver(self, outcome: _Outcome) -> None:
        """Mark the handle and call the one outcome callback."""
        if isinstance(outcome, _Returned):
            self.handle._state = TaskState.DONE
            self.on_done(outcome.result)
        elif isinstance(outcome, _Raised):
            self.handle._state = TaskState.FAILED
            self.on_error(outcome.error)
        else:
            self.handle._state = TaskState.CANCELLED
            if self.on_cancelled is not None:
                self.on_cancelled()


def _execute(
    work: Callable[[TaskContext], object],
    handle: TaskHandle[Any],
    report: Callable[[Progress], None],
) -> _Outcome:
    """Run a task (on whatever thread calls this) and say how it ended."""
    if handle.cancel_requested:
        return _Cancelled()
    handle._state = TaskState.RUNNING
    try:
        return _Returned(work(TaskContext(handle._cancel, report)))
    except TaskCancelled:
        return _Cancelled()
    except _CallbackFailed:
        raise
    except BaseException as exc:
        # Anything the task raised is the caller's to judge, even SystemExit.
        return _Raised(exc)


class Runner(Protocol):
    """What the windows use; ``TaskRunner`` in the app, ``SyncRunner`` in tests."""

    def submit(
        self,
        task: TaskLike[R],
        *,
        on_done: Callable[[R], object],
        on_error: Callable[[BaseException], object],
        on_progress: Callable[[Progress], object] | None = None,
        on_cancelled: Callable[[], object] | None = None,
    ) -> TaskHandle[R]: ...

    def cancel_all(self) -> None: ...

    def wait_for_done(self, timeout_ms: int = -1) -> bool: ...

    @property
    def busy(self) -> bool: ...


class _Relay(QObject):
    """Carries a mailbox's wake-up to the GUI thread. A child of the runner, so that the
    worker thread dropping its reference never deletes a Qt object."""

    wake = Signal(object)


class _Mailbox:
    """What a worker thread leaves for the GUI thread: the latest progress and the outcome.

    The worker holds this, the task and the handle, nothing of the GUI's: no callback, no
    window, not the runner, so nothing of them is ever freed on the worker's thread.
    """

    __slots__ = ("latest", "lock", "outcome", "relay", "wake_pending")

    def __init__(self, relay: _Relay) -> None:
        self.relay = relay
        self.lock = threading.Lock()
        self.latest: Progress | None = None
        self.outcome: _Outcome | None = None
        self.wake_pending = False

    def post(self, progress: Progress | None = None, outcome: _Outcome | None = None) -> None:
        with self.lock:
            if progress is not None:
                self.latest = progress
            if outcome is not None:
                self.outcome = outcome
            if not self.wake_pending:
                self.wake_pending = True
                # Under the lock: once the GUI has taken the outcome, this job never
                # touches the relay again. A queued signal only posts an event.
                with contextlib.suppress(RuntimeError):  # the runner is gone: nobody to tell
                    self.relay.wake.emit(self)

    def take(self) -> tuple[Progress | None, _Outcome | None]:
        with self.lock:
            taken = self.latest, self.outcome
            self.latest = self.outcome = None
            self.wake_pending = False
        return taken


def _work(work: Callable[[TaskContext], object], handle: TaskHandle[Any], box: _Mailbox) -> None:
    outcome = _execute(work, handle, lambda progress: box.post(progress=progress))
    box.post(outcome=outcome)


class TaskRunner(QObject):
    """Runs tasks on its own ``QThreadPool``; the callbacks run on the thread the runner was
    made on (the GUI thread), through a queued signal.

    Progress reports that come faster than the GUI takes them are merged: the GUI sees the
    latest, never an older one after a newer, and always the last one before the outcome.
    A task should hold plain values (a library, paths), not widgets: it runs on a worker
    thread. Before the window closes: ``cancel_all()`` then ``wait_for_done()``; a runner
    deleted without it waits for the tasks running and tells nobody how they ended.
    """

    def __init__(self, max_threads: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The pool before the relay: deleting the runner deletes its children in this
        # order, so the pool has waited for its threads before the relay goes.
        self._pool = QThreadPool(self)
        if max_threads is not None:
            self._pool.setMaxThreadCount(max_threads)
        self._relay = _Relay(self)
        self._relay.wake.connect(self._take, Qt.ConnectionType.QueuedConnection)
        self._jobs: dict[_Mailbox, _Job] = {}

    def submit(
        self,
        task: TaskLike[R],
        *,
        on_done: Callable[[R], object],
        on_error: Callable[[BaseException], object],
        on_progress: Callable[[Progress], object] | None = None,
        on_cancelled: Callable[[], object] | None = None,
    ) -> TaskHandle[R]:
        """Start ``task`` on a worker thread as soon as one is free (see the module's
        docstring for the callbacks). Call it from the runner's own thread.

        :raises RuntimeError: when called from another thread.
        """
        if QThread.currentThread() != self.thread():
            raise RuntimeError("TaskRunner.submit is called from the thread the runner lives on")
        job = _Job(task, on_done, on_error, on_progress, on_cancelled)
        box = _Mailbox(self._relay)
        self._jobs[box] = job
        work, handle = job.work, job.handle
        self._pool.start(lambda: _work(work, handle, box))
        return job.handle

    def cancel_all(self) -> None:
        """Ask every task not yet ended to stop."""
        for job in self._jobs.values():
            job.handle.cancel()

    def wait_for_done(self, timeout_ms: int = -1) -> bool:
        """Block until every task has ended (``-1``: however long it takes), then deliver
        their outstanding callbacks at once, so that none comes after this returns.
        ``False`` when the timeout came first (the tasks still running go on)."""
        finished = self._pool.waitForDone(timeout_ms)
        for box in list(self._jobs):
            self._take(box)
        return finished and not self._jobs

    @property
    def busy(self) -> bool:
        """Whether some task's outcome is still to come."""
        return bool(self._jobs)

    @Slot(object)
    def _take(self, box: _Mailbox) -> None:
        job = self._jobs.get(box)
        if job is None:  # delivered already (by wait_for_done)
            return
        progress, outcome = box.take()
        try:
            if progress is not None:
                job.progressed(progress)
        finally:
            if outcome is not None:
                del self._jobs[box]
                job.deliver(outcome)


class _CallbackFailed(BaseException):
    """A SyncRunner callback raised inside the task's run: carried out past the task's own
    handlers to the caller of ``submit``."""


class SyncRunner:
    """Runs each task at once on the calling thread and delivers the same callbacks in the
    same order as ``TaskRunner`` (every progress report, none merged), before ``submit``
    returns: tests need no event loop and no waiting.

    With ``defer=True`` tasks wait until ``run_pending()`` (or ``wait_for_done()``), so a
    test can hold the handle first, or cancel a task before it starts. A callback that
    raises is raised from ``submit`` (or ``run_pending``) itself, so the test sees it.
    """

    def __init__(self, defer: bool = False) -> None:
        self.defer = defer
        self._pending: list[_Job] = []
        self._running: list[_Job] = []

    def submit(
        self,
        task: TaskLike[R],
        *,
        on_done: Callable[[R], object],
        on_error: Callable[[BaseException], object],
        on_progress: Callable[[Progress], object] | None = None,
        on_cancelled: Callable[[], object] | None = None,
    ) -> TaskHandle[R]:
        """Run ``task`` now (or, deferred, on ``run_pending``); see ``TaskRunner.submit``."""
        job = _Job(task, on_done, on_error, on_progress, on_cancelled)
        self._pending.append(job)
        if not self.defer:
            self._run(job)
        return job.handle

    def run_pending(self) -> int:
        """Run the tasks waiting, in the order submitted; how many there were."""
        count = 0
        while self._pending:
            self._run(self._pending[0])
            count += 1
        return count

    def cancel_all(self) -> None:
        for job in (*self._pending, *self._running):
            job.handle.cancel()

    def wait_for_done(self, timeout_ms: int = -1) -> bool:
        """Run the tasks waiting; always ``True``."""
        self.run_pending()
        return True

    @property
    def busy(self) -> bool:
        return bool(self._pending or self._running)

    def _run(self, job: _Job) -> None:
        self._pending.remove(job)
        self._running.append(job)
        try:
            try:
                outcome = _execute(
                    job.work, job.handle, lambda progress: self._progressed(job, progress)
                )
            except _CallbackFailed as failed:
                assert failed.__cause__ is not None
                raise failed.__cause__ from None
            job.deliver(outcome)
        finally:
            self._running.remove(job)

    @staticmethod
    def _progressed(job: _Job, progress: Progress) -> None:
        try:
            job.progressed(progress)
        except BaseException as exc:
            raise _CallbackFailed from exc
