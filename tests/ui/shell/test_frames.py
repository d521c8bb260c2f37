"""Work after the next frame: once the window has drawn, once however often asked, and
even when no frame comes."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.painted import Frames
from tracker.ui.shell.frames import AfterFrame


def test_the_callback_runs_once_after_the_windows_next_frame(qtbot: QtBot) -> None:
    window = QWidget()
    label = QLabel("before", window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    calls: list[str] = []

    Frames(window, calls)
    later = AfterFrame(label, lambda: calls.append(label.text()), fallback_ms=200)
    label.setText("hand drawn")  # the change the frame shows
    later.request()
    later.request()
    assert calls == [] and later.due
    qtbot.waitUntil(lambda: "hand drawn" in calls)
    assert calls.index("frame") < calls.index("hand drawn")
    # Past the time of its fallback (a longer timer, started after it, has run out): the
    # fallback does not call it again.
    beyond = QTimer(window)
    beyond.setSingleShot(True)
    with qtbot.waitSignal(beyond.timeout, timeout=5000):
        beyond.start(300)
    assert calls.count("hand drawn") == 1 and not later.due


def test_a_window_that_draws_no_frame_still_gets_the_work_done(qtbot: QtBot) -> None:
    hidden = QWidget()
    qtbot.addWidget(hidden)
    calls: list[int] = []
    later = AfterFrame(hidden, lambda: calls.append(1))
    later.request()
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    assert not later.due


def test_asked_again_after_it_ran_it_runs_again_after_the_next_frame(qtbot: QtBot) -> None:
    window = QWidget()
    label = QLabel("one", window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    calls: list[str] = []
    later = AfterFrame(label, lambda: calls.append(label.text()))
    later.request()
    qtbot.waitUntil(lambda: calls == ["one"])
    label.setText("two")
    later.request()
    assert later.due
    qtbot.waitUntil(lambda: calls == ["one", "two"])
    assert not later.due
