"""A library call made for a window: its value, or its user's error in a message box over
the window; a bug is never swallowed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tracker.errors import UserError
from tracker.ui.shell.guard import guarded


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[tuple[QWidget, str, str]]:
    """The message boxes a guard shows: parent, title and text (none opens for real)."""
    boxes: list[tuple[QWidget, str, str]] = []

    def warning(parent: QWidget, title: str, text: str) -> QMessageBox.StandardButton:
        boxes.append((parent, title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return boxes


def test_a_call_that_works_gives_its_value_and_shows_nothing(
    qtbot: QtBot, shown: list[tuple[QWidget, str, str]]
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    assert guarded(window, lambda: 42) == 42
    assert shown == []


def test_a_users_error_is_shown_over_the_window_and_gives_none(
    qtbot: QtBot, shown: list[tuple[QWidget, str, str]]
) -> None:
    window = QWidget()
    qtbot.addWidget(window)

    def deleted_elsewhere() -> int:
        raise UserError("shoe 7 was deleted in another window")

    assert guarded(window, deleted_elsewhere) is None
    assert shown == [(window, "tracker", "shoe 7 was deleted in another window")]


def test_a_bug_is_raised_not_shown(qtbot: QtBot, shown: list[tuple[QWidget, str, str]]) -> None:
    window = QWidget()
    qtbot.addWidget(window)

    def bug() -> int:
        raise ZeroDivisionError("a fault of tracker itself")

    with pytest.raises(ZeroDivisionError):
        guarded(window, bug)
    assert shown == []
