"""Driving a practice window as a player does: its felt's targets clicked where they were
painted, its seat menu chosen from, and a library of its own for each test."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tracker.practice import Area
from tracker.store import Library
from tracker.ui.practice import PracticeWindow
from tracker.ui.practice.show import Speed
from tracker.ui.practice.targets import Target

D = Decimal


# A popup menu asks the offscreen platform for what it does not have (its menus work).
POPUP = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing"
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def open_window(qtbot: QtBot, library: Library, **kwargs: object) -> PracticeWindow:
    window = PracticeWindow(library, seed=21, speed=Speed.INSTANT, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    window.view.repaint()
    return window


def click(qtbot: QtBot, window: PracticeWindow, target: Target, right: bool = False) -> None:
    window.view.repaint()  # the targets are where the last paint put them
    centre = window.view.rect_of(target).center()
    button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
    qtbot.mouseClick(window.view, button, pos=QPoint(round(centre.x()), round(centre.y())))


def choose(qtbot: QtBot, window: PracticeWindow, text: str) -> None:
    """Click the item of the seat menu just opened that reads ``text``."""
    menu = window.seat_menu
    assert menu.isVisible()
    action = next(a for a in menu.actions() if a.text() == text)
    centre = menu.actionGeometry(action).center()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=centre)
    assert not menu.isVisible()


def area(seat: int, where: Area) -> Target:
    return Target("area", seat=seat, area=where)


def chip(seat: int, value: int) -> Target:
    return Target("chip", seat=seat, chip=D(value))


def button(name: str, seat: int = 1) -> Target:
    """A button painted on the felt (the dealer's New Game at the casino table: seat 0)."""
    return Target("button", seat=seat, name=name)
