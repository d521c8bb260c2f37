"""The main window's help: the key map (F1) from the actions table, and the About box that
says what tracker is not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.user import focus
from tracker.honesty import PAST_OUTCOMES
from tracker.ui.main.actions import MAIN_ACTIONS
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.actions import plain_text


def test_the_key_map_lists_every_action(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_F1)
    dialog = window.key_map_dialog
    assert dialog is not None and dialog.isVisible()
    rows = dialog.rows()  # type: ignore[attr-defined]
    assert [row[1] for row in rows] == [b.text for b in window.action_table.key_map()]
    assert {row[1] for row in rows} == {plain_text(spec.text) for spec in MAIN_ACTIONS}
    keys = {row[1]: row[0] for row in rows}
    assert keys["Log Banker"] == "B" and "Ctrl+N" in keys["New shoe at the table…"]


def test_about_says_the_past_predicts_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: shown.append(text))
    window.action_table["about"].trigger()
    assert len(shown) == 1 and PAST_OUTCOMES in shown[0] and "F1" in shown[0]
