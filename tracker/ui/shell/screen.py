"""A window's first size: roomy, but never larger than the screen it opens on."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Size ``window`` to ``width`` × ``height`` at most, within 95% of the width and 90% of
    the height of its screen's free area, and centre it there."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(width, height)
        return
    area = screen.availableGeometry()
    window.resize(min(width, area.width() * 19 // 20), min(height, area.height() * 9 // 10))
    frame = window.frameGeometry()
    frame.moveCenter(area.center())
    window.move(frame.topLeft())
