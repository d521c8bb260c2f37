"""Work after the next frame: once the window has drawn, once however often asked, and
even when no frame comes."""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.painted import Frames
from tracker.ui.shell.frames import HOLD_FALLBACK_MS, AfterFrame, hold_collector_until_drawn


def test_the_callback_runs_once_after_the_windows_next_frame(qtbot: QtBot) -> None:
    window = QWidget()
    label = QLabel("before", window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    calls: list[str] = []

    Frames(window, calls)
    later = AfterFrame(label, lambda: calls.append(label.text()))
    label.setText("hand drawn")  # the change the frame shows
    later.request()
    later.request()
    assert calls == [] and later.due
    qtbot.waitUntil(lambda: "hand drawn" in calls)
    qtbot.wait(150)  # and the fallback does not call it again
    assert calls.count("hand drawn") == 1 and not later.due
    assert calls.index("frame") < calls.index("hand drawn")


def test_a_window_that_draws_no_frame_still_gets_the_work_done(qtbot: QtBot) -> None:
    hidden = QWidget()
    qtbot.addWidget(hidden)
    calls: list[int] = []
    later = AfterFrame(hidden, lambda: calls.append(1))
    later.request()
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    assert not later.due


def test_the_collector_waits_for_a_windows_first_frame(qtbot: QtBot) -> None:
    assert gc.isenabled()
    first, second = QWidget(), QWidget()
    qtbot.addWidget(first)
    drawn = hold_collector_until_drawn(first)
    hold_collector_until_drawn(second)
    assert not gc.isenabled() and drawn.due
    # A window gone before it drew gives its hold back with it (before any fallback).
    second.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not gc.isenabled()  # the first still holds it
    first.show()
    qtbot.waitUntil(lambda: not drawn.due)
    assert gc.isenabled()


def test_a_window_never_drawn_gives_the_collector_back(qtbot: QtBot) -> None:
    # Never shown (or its building failed after the hold): the fallback releases it.
    hidden = QWidget()
    qtbot.addWidget(hidden)
    hold_collector_until_drawn(hidden)
    assert not gc.isenabled()
    qtbot.waitUntil(gc.isenabled, timeout=HOLD_FALLBACK_MS * 3)


def test_a_collector_held_off_elsewhere_stays_off(qtbot: QtBot) -> None:
    gc.disable()
    try:
        window = QWidget()
        qtbot.addWidget(window)
        hold_collector_until_drawn(window)
        qtbot.wait(HOLD_FALLBACK_MS + 100)  # released without a frame
        assert not gc.isenabled()
    finally:
        gc.enable()
