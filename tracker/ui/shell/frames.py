"""Work that waits for the window's next frame, so that what the user must see first (a
hand just logged) is drawn before it."""

from __future__ import annotations

import gc
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 100
"""How long the work waits for a frame that may not come (a window hidden or minimised
draws none)."""


class AfterFrame(QObject):
    """Calls ``callback`` once the window of ``widget`` has drawn its next frame.

    Qt draws a window's changed widgets in one event (``UpdateRequest``) posted to the
    window; a zero timer started before it runs first. Here the timer starts from that
    event, so the callback runs once the frame is drawn."""

    def __init__(
        self, widget: QWidget, callback: Callable[[], object], *, fallback_ms: int = FALLBACK_MS
    ) -> None:
        super().__init__(widget)
        self._widget = widget
        self._callback = callback
        self._window: QWidget | None = None
        self._due = False
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.setInterval(fallback_ms)
        self._fallback.timeout.connect(self._run)

    @property
    def due(self) -> bool:
        """Whether the callback is still to come."""
        return self._due

    def request(self) -> None:
        """Call back after the next frame: once, however often asked before it."""
        if self._due:
            return
        self._due = True
        self._window = self._widget.window()
        self._window.installEventFilter(self)
        self._fallback.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest:
            self._unwatch()
            QTimer.singleShot(0, self, self._run)  # after the frame this event draws
        return False

    def _unwatch(self) -> None:
        if self._window is not None:
            self._window.removeEventFilter(self)
            self._window = None

    def _run(self) -> None:
        if not self._due:
            return
        self._due = False
        self._unwatch()
        self._fallback.stop()
        self._callback()


HOLD_FALLBACK_MS = 1000
"""How long a window may hold the collector off without drawing a frame (from when it
began to build)."""

_holds = 0  # windows holding the collector off
_resume = False  # whether the collector was on when the first of them held it


def hold_collector_until_drawn(window: QWidget) -> AfterFrame:
    """Hold Python's garbage collector off until ``window`` has drawn its first frame (or
    is gone, or has drawn none within :data:`HOLD_FALLBACK_MS` of beginning to build).

    Building a window and the shoe it opens on makes thousands of objects; the collector
    ran several passes meanwhile (sometimes one over the older objects too)
    before the window could be seen. Its work waits for the frame: nothing of it is lost,
    as the next pass after the frame sees every object still to collect. Call it first
    thing in the window's constructor."""
    global _holds, _resume
    if _holds == 0:
        _resume = gc.isenabled()
        gc.disable()
    _holds += 1
    released = False

    def release() -> None:
        global _holds
        nonlocal released
        if released:
            return
        released = True
        _holds -= 1
        if _holds == 0 and _resume:
            gc.enable()

    window.destroyed.connect(release)
    # Asked at once: no frame is drawn and no timer runs while the window is being built,
    # and should its building fail, the fallback still gives the collector back. The
    # fallback counts from now: long enough for a window built and shown on a slow machine.
    first_frame = AfterFrame(window, release, fallback_ms=HOLD_FALLBACK_MS)
    first_frame.request()
    return first_frame
