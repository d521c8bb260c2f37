"""A window no one watches (``tracker gui --screenshot``): a modal dialog would wait for a
click forever, so each one is closed as it appears, its text printed on stderr and kept
for the exit status."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class Unattended(QObject):
    """Closes every modal dialog of ``app`` as it is shown (as Escape would: nothing is
    done), saying ``tracker: <its text>`` on stderr; :attr:`failed` tells whether any
    was, or whether a bug escaped a window's code."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.messages: list[str] = []
        self.bugs = 0
        app.installEventFilter(self)

    @property
    def failed(self) -> bool:
        return bool(self.messages) or self.bugs > 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isModal():
            self._close(watched)
        return False

    def _close(self, dialog: QDialog) -> None:
        message = dialog.text() if isinstance(dialog, QMessageBox) else ""
        message = message or dialog.windowTitle() or "a dialog asked for an answer"
        self.messages.append(message)
        print(f"tracker: {message}", file=sys.stderr, flush=True)
        # Once its own event loop runs: closed while being shown, it would never end.
        QTimer.singleShot(0, dialog, dialog.reject)

    def noting(self, previous: ExceptHook) -> ExceptHook:
        """``previous`` (which prints a bug's traceback), the bug counted as a failure."""

        def hook(
            kind: type[BaseException], error: BaseException, trace: TracebackType | None
        ) -> None:
            self.bugs += 1
            previous(kind, error, trace)

        return hook
