"""A window's first size: roomy, but never larger than the screen it opens on."""

from __future__ import annotations

from PySide6.QtCore import QRect
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


def available_area(window: QWidget) -> QRect | None:
    """The free area (without panels and docks) of the screen ``window`` opens on."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fill_area(window: QWidget, area: QRect | None) -> None:
    """Size ``window`` to the whole of ``area`` (a screen's free area) and put it there."""
    if area is None:
        return
    window.resize(area.size())
    window.move(area.topLeft())
