"""The one guard around a library call made for a window: a user's error (a shoe deleted
elsewhere, a library out of reach) is shown in a message box instead of raised."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from tracker.errors import UserError
from tracker.ui.shell.i18n import shown

T = TypeVar("T")


def warn_soon(parent: QWidget, text: str) -> None:
    """A warning box over ``parent`` once the event loop is free (what found it may be
    opening the window)."""
    QTimer.singleShot(0, parent, lambda: QMessageBox.warning(parent, "tracker", text))


def guarded(parent: QWidget, work: Callable[[], T]) -> T | None:
    """``work()``, or ``None`` after showing its user's error over ``parent``."""
    try:
        return work()
    except UserError as exc:
        QMessageBox.warning(parent, "tracker", shown(exc))
        return None
