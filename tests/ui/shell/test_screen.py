"""A window's first size: as asked when the screen has room, within the screen's free area
when it has not, and centred on it."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tracker.ui.shell.screen import fit_to_screen


def _window(qtbot: QtBot) -> tuple[QWidget, int, int]:
    window = QWidget()
    qtbot.addWidget(window)
    screen = window.screen()
    assert screen is not None
    area = screen.availableGeometry()
    return window, area.width(), area.height()


def test_a_size_the_screen_has_room_for_is_kept_and_centred(qtbot: QtBot) -> None:
    window, width, height = _window(qtbot)
    fit_to_screen(window, width // 2, height // 2)
    assert (window.width(), window.height()) == (width // 2, height // 2)
    area = window.screen().availableGeometry()
    centre = window.frameGeometry().center()
    assert abs(centre.x() - area.center().x()) <= 1 and abs(centre.y() - area.center().y()) <= 1


def test_a_window_larger_than_the_screen_is_fitted_within_its_free_area(qtbot: QtBot) -> None:
    window, width, height = _window(qtbot)
    fit_to_screen(window, width * 2, height * 2)
    assert window.width() == width * 19 // 20 and window.height() == height * 9 // 10
    window.show()
    qtbot.waitExposed(window)
    assert window.screen().availableGeometry().contains(window.frameGeometry())
