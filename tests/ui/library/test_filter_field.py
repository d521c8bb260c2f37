"""The library's filter field: Escape leaves it at once, as F1 says."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tracker.ui.library.pane import FilterField


def test_one_escape_clears_the_filter_and_hands_the_keys_back(qtbot: QtBot) -> None:
    field = FilterField()
    qtbot.addWidget(field)
    field.show()
    field.setFocus()
    qtbot.keyClicks(field, "Sat")
    with qtbot.waitSignal(field.left, timeout=1000):
        qtbot.keyClick(field, Qt.Key.Key_Escape)
    assert field.text() == ""


def test_escape_on_an_empty_filter_hands_the_keys_back(qtbot: QtBot) -> None:
    field = FilterField()
    qtbot.addWidget(field)
    field.show()
    with qtbot.waitSignal(field.left, timeout=1000):
        qtbot.keyClick(field, Qt.Key.Key_Escape)
