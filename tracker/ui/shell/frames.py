"""Work that waits for the window's next frame, so that what the user must see first (a
hand just logged) is drawn before it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 1000
"""How long the work waits for the frame of a shown window, should it not come (a window
hidden or minimised draws none: there the work runs at once)."""


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
        window = self._widget.window()
        if not window.isVisible() or window.isMinimized():
            self._fallback.start(0)  # no frame is coming
            return
        self._window = window
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
