"""The one guard around a library call made for a window: a user's error (a shoe deleted
elsewhere, a library out of reach) is shown in a message box instead of raised."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from tracker.errors import UserError
from tracker.ui.shell.i18n import shown

T = TypeVar("T")


def warning_title() -> str:
    """The title of the app's warning boxes."""
    return QCoreApplication.translate("Warning", "tracker")


def warn_soon(parent: QWidget, text: object) -> None:
    """A warning box over ``parent`` once the event loop is free (what found it may be
    opening the window): ``text`` a message or an error, shown in the app's language."""
    QTimer.singleShot(0, parent, lambda: QMessageBox.warning(parent, warning_title(), shown(text)))


def guarded(parent: QWidget, work: Callable[[], T]) -> T | None:
    """``work()``, or ``None`` after showing its user's error over ``parent``."""
    try:
        return work()
    except UserError as exc:
        QMessageBox.warning(parent, warning_title(), shown(exc))
        return None
