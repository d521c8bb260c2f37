"""Opening practice from the main window: a practice window of its own over the same
library, kept by the main window until it is closed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tracker.store import Library
from tracker.ui.practice.window import PracticeWindow


def open_practice(parent: QWidget, library: Library, *, seats: int = 1) -> PracticeWindow:
    """Open the online table (``seats=1``) or the casino table (``seats=5``) beside
    ``parent``, on its library; the window is deleted when closed."""
    window = PracticeWindow(library, seats=seats, parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    window.activateWindow()
    return window
