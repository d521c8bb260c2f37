"""The settings dialog (Ctrl+,): what it saves reaches the window at once, and a new shoe
starts from the decks and rules set there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.ui.user import focus
from tracker.ui.live.dialogs import ShoeDetailsDialog
from tracker.ui.main.settings_dialog import SettingsDialog
from tracker.ui.main.window import MainWindow


def open_settings(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog) and dialog.isVisible()
    return dialog


def test_saved_settings_reach_the_window_and_the_next_shoe(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog = open_settings(qtbot, window)
    assert dialog.card_entry.isChecked() and not dialog.colour_blind.isChecked()
    assert dialog.library.placeholderText() == f"Now: {window.library.where}"
    dialog.colour_blind.setChecked(True)
    dialog.card_entry.setChecked(False)
    dialog.decks.setValue(6)
    dialog.tie_pays.setCurrentIndex(1)  # 9 to 1
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.colour_blind_action.isChecked() and window.board.colour_blind()
    assert not window.cards_on and not window.action_table["enter_cards"].isEnabled()
    window.action_table["new_shoe"].trigger()
    new = window.shoes.details_dialog
    assert isinstance(new, ShoeDetailsDialog)
    assert new.decks.value() == 6 and new.tie_pays.currentIndex() == 1
    new.reject()


def test_cancel_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_settings(qtbot, window)
    dialog.colour_blind.setChecked(True)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and not window.colour_blind_action.isChecked()
