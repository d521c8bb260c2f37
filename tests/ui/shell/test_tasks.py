"""The task runners: the threaded one and the synchronous one keep the same promises
(progress in order, then exactly one outcome, on the GUI thread), and the threaded one keeps
the GUI free."""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tracker.ui.shell.tasks import (
    Progress,
    Runner,
    SyncRunner,
    TaskCancelled,
    TaskContext,
    TaskHandle,
    TaskRunner,
    TaskState,
)

WAIT = 10_000  # ms; a generous bound, never a pace


class Events:
    """Everything the callbacks heard, in order, with whether it was on the GUI thread."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.heard: list[tuple[str, object]] = []
        self.on_gui_thread: list[bool] = []

    def _hear(self, kind: str, value: object) -> None:
        self.on_gui_thread.append(QThread.currentThread() == self.app.thread())
        self.heard.append((kind, value))

    def done(self, result: object) -> None:
        self._hear("done", result)

    def error(self, exc: BaseException) -> None:
        self._hear("error", exc)

    def progress(self, progress: Progress) -> None:
        self._hear("progress", progress)

    def cancelled(self) -> None:
        self._hear("cancelled", None)

    def submit(self, runner: Runner, task: object) -> TaskHandle[object]:
        return runner.submit(
            task,  # type: ignore[arg-type]
            on_done=self.done,
            on_error=self.error,
            on_progress=self.progress,
            on_cancelled=self.cancelled,
        )

    @property
    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.heard]


@pytest.fixture
def events(qapp: QApplication) -> Events:
    return Events(qapp)


@pytest.fixture(params=["threaded", "sync"])
def runner(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[Runner]:
    made: Runner = TaskRunner() if request.param == "threaded" else SyncRunner()
    yield made
    made.cancel_all()
    assert made.wait_for_done(WAIT)


def settle(qtbot: QtBot, handle: TaskHandle[object]) -> None:
    """Let the event loop run until the handle's outcome came (at once for the SyncRunner)."""
    qtbot.waitUntil(lambda: handle.done, timeout=WAIT)


@dataclass
class Count:
    """Counts to ``to``, telling each step; stops early when cancelled."""

    to: int
    text: str = "counting"

    def run(self, context: TaskContext) -> int:
        done = 0
        for done in range(1, self.to + 1):
            if context.cancelled():
                return done - 1
            context.progress(done, self.to, self.text)
        return done


def test_the_result_comes_typed_after_the_progress_on_the_gui_thread(
    runner: Runner, events: Events, qtbot: QtBot
) -> None:
    handle = events.submit(runner, Count(3))
    settle(qtbot, handle)
    assert events.kinds[-1] == "done"
    assert events.heard[-1] == ("done", 3)
    progress = [value for kind, value in events.heard if kind == "progress"]
    assert progress[-1] == Progress(3, 3, "counting")
    assert all(events.on_gui_thread)
    assert handle.state is TaskState.DONE
    assert not runner.busy


def test_progress_comes_in_order(runner: Runner, events: Events, qtbot: QtBot) -> None:
    handle = events.submit(runner, Count(500))
    settle(qtbot, handle)
    steps = [value.done for kind, value in events.heard if isinstance(value, Progress)]
    # The threaded runner may merge reports the GUI had no time to show, never reorder.
    assert steps == sorted(set(steps))
    assert steps[-1] == 500
    assert events.kinds.count("done") == 1


def test_a_plain_function_is_a_task(runner: Runner, events: Events, qtbot: QtBot) -> None:
    handle = events.submit(runner, lambda context: "shoe 7")
    settle(qtbot, handle)
    assert events.heard == [("done", "shoe 7")]


def test_an_exception_in_the_task_goes_to_on_error(
    runner: Runner, events: Events, qtbot: QtBot
) -> None:
    def unreadable(context: TaskContext) -> None:
        context.progress(1, 2)
        raise ValueError("hands.csv, line 7: no such card 'X'")

    handle = events.submit(runner, unreadable)
    settle(qtbot, handle)
    assert events.kinds == ["progress", "error"]
    error = events.heard[-1][1]
    assert isinstance(error, ValueError)
    assert error.__traceback__ is not None
    assert all(events.on_gui_thread)
    assert handle.state is TaskState.FAILED


def test_cancelling_while_it_runs_gives_what_the_task_did(
    runner: Runner, events: Events, qtbot: QtBot
) -> None:
    """The user presses Cancel at the first report; the task stops and says how far it got."""

    def cancel_at_first_report(progress: Progress) -> None:
        events.progress(progress)
        runner.cancel_all()

    @dataclass
    class UntilCancelled:
        def run(self, context: TaskContext) -> str:
            deadline = time.monotonic() + WAIT / 1000
            context.progress(1)
            while not context.cancelled():
                if time.monotonic() > deadline:
                    return "never cancelled"
                time.sleep(0.001)
            return "stopped after 1"

    handle = runner.submit(
        UntilCancelled(),
        on_done=events.done,
        on_error=events.error,
        on_progress=cancel_at_first_report,
        on_cancelled=events.cancelled,
    )
    settle(qtbot, handle)
    assert events.heard[-1] == ("done", "stopped after 1")
    assert handle.cancel_requested
    assert handle.state is TaskState.DONE


def test_a_task_with_nothing_to_report_raises_task_cancelled(
    runner: Runner, events: Events, qtbot: QtBot
) -> None:
    def check_first(context: TaskContext) -> str:
        context.progress(0, 1)
        deadline = time.monotonic() + WAIT / 1000
        while not context.cancelled() and time.monotonic() < deadline:
            time.sleep(0.001)
        context.check_cancelled()
        return "ran to the end"

    def cancel(progress: Progress) -> None:
        events.progress(progress)
        runner.cancel_all()

    handle = runner.submit(
        check_first,
        on_done=events.done,
        on_error=events.error,
        on_progress=cancel,
        on_cancelled=events.cancelled,
    )
    settle(qtbot, handle)
    assert events.kinds == ["progress", "cancelled"]
    assert handle.state is TaskState.CANCELLED


def test_a_cancelled_task_without_on_cancelled_just_ends(
    runner: Runner, events: Events, qtbot: QtBot
) -> None:
    def stop(context: TaskContext) -> None:
        raise TaskCancelled

    handle = runner.submit(stop, on_done=events.done, on_error=events.error)
    settle(qtbot, handle)
    assert events.heard == []
    assert handle.done


# -- the threaded runner --------------------------------------------------------------------


def test_the_task_runs_on_another_thread_and_the_gui_stays_free(
    qapp: QApplication, events: Events, qtbot: QtBot
) -> None:
    runner = TaskRunner()
    release = threading.Event()
    ran_on: list[bool] = []

    def wait_for_release(context: TaskContext) -> str:
        ran_on.append(QThread.currentThread() == qapp.thread())
        release.wait(WAIT / 1000)
        return "released"

    handle = events.submit(runner, wait_for_release)
    qtbot.waitUntil(lambda: ran_on != [], timeout=WAIT)
    assert handle.state is TaskState.RUNNING
    assert runner.busy
    assert events.heard == []
    release.set()
    settle(qtbot, handle)
    assert ran_on == [False]
    assert events.heard == [("done", "released")]
    assert events.on_gui_thread == [True]


def test_every_report_arrives_when_the_gui_keeps_up(events: Events, qtbot: QtBot) -> None:
    runner = TaskRunner()
    shown = threading.Semaphore(0)

    def show(progress: Progress) -> None:
        events.progress(progress)
        shown.release()

    def step_by_step(context: TaskContext) -> int:
        for done in range(1, 6):
            context.progress(done, 5)
            if not shown.acquire(timeout=WAIT / 1000):
                return -1
        return 5

    handle = runner.submit(
        step_by_step, on_done=events.done, on_error=events.error, on_progress=show
    )
    settle(qtbot, handle)
    assert events.heard == [("progress", Progress(n, 5)) for n in range(1, 6)] + [("done", 5)]


def test_a_task_cancelled_before_a_thread_took_it_never_runs(events: Events, qtbot: QtBot) -> None:
    runner = TaskRunner(max_threads=1)
    release = threading.Event()
    ran: list[str] = []

    def first(context: TaskContext) -> str:
        release.wait(WAIT / 1000)
        return "first"

    def second(context: TaskContext) -> str:
        ran.append("second")
        return "second"

    one = events.submit(runner, first)
    two = events.submit(runner, second)
    two.cancel()
    release.set()
    assert runner.wait_for_done(WAIT)
    assert ran == []
    assert one.state is TaskState.DONE
    assert two.state is TaskState.CANCELLED
    assert events.heard == [("done", "first"), ("cancelled", None)]


def test_wait_for_done_delivers_every_outcome_before_it_returns(events: Events) -> None:
    runner = TaskRunner(max_threads=4)
    handles = [events.submit(runner, Count(n)) for n in range(1, 9)]
    assert runner.wait_for_done(WAIT)
    assert all(handle.done for handle in handles)
    assert sorted(value for kind, value in events.heard if kind == "done") == list(range(1, 9))
    assert all(events.on_gui_thread)
    assert not runner.busy


def test_wait_for_done_can_give_up(events: Events) -> None:
    runner = TaskRunner()
    release = threading.Event()
    handle = events.submit(runner, lambda context: release.wait(WAIT / 1000))
    assert not runner.wait_for_done(10)
    assert not handle.done
    release.set()
    assert runner.wait_for_done(WAIT)
    assert events.heard == [("done", True)]


def test_a_runner_dropped_while_tasks_run_waits_for_them_and_tells_nobody(
    qapp: QApplication, events: Events
) -> None:
    runner = TaskRunner()
    release = threading.Event()
    for _ in range(3):
        events.submit(runner, lambda context: release.wait(WAIT / 1000))
    threading.Timer(0.05, release.set).start()
    del runner
    gc.collect()
    assert release.is_set()
    qapp.processEvents()
    assert events.heard == []


def test_submit_only_from_the_runners_thread(events: Events) -> None:
    runner = TaskRunner()
    raised: list[BaseException] = []

    def elsewhere() -> None:
        try:
            events.submit(runner, Count(1))
        except RuntimeError as exc:
            raised.append(exc)

    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join(WAIT / 1000)
    assert len(raised) == 1
    assert not runner.busy


# -- the synchronous runner -----------------------------------------------------------------


def test_sync_delivers_everything_before_submit_returns(events: Events) -> None:
    handle = events.submit(SyncRunner(), Count(3, "shoe"))
    assert handle.done
    assert events.heard == [
        ("progress", Progress(1, 3, "shoe")),
        ("progress", Progress(2, 3, "shoe")),
        ("progress", Progress(3, 3, "shoe")),
        ("done", 3),
    ]


def test_sync_deferred_runs_on_request(events: Events) -> None:
    runner = SyncRunner(defer=True)
    first = events.submit(runner, Count(1))
    second = events.submit(runner, Count(2))
    second.cancel()
    assert runner.busy
    assert first.state is TaskState.PENDING
    assert events.heard == []
    assert runner.run_pending() == 2
    assert events.kinds == ["progress", "done", "cancelled"]
    assert not runner.busy


def test_sync_raises_what_a_callback_raised(events: Events) -> None:
    def broken(progress: Progress) -> None:
        raise KeyError("a bug in the window")

    with pytest.raises(KeyError, match="a bug in the window"):
        SyncRunner().submit(
            Count(2), on_done=events.done, on_error=events.error, on_progress=broken
        )
    assert events.heard == []
