"""The main window's actions table: the menus and keys come from it, and each action is
enabled only when it can act on the visible table's shoe."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.user import focus, start_shoe
from tracker.ui.main.window import MainWindow


def test_the_menus_and_keys_come_from_the_actions_table(window: MainWindow) -> None:
    from tracker.ui.main.actions import MAIN_ACTIONS

    key_map = {row.id: row for row in window.action_table.key_map()}
    assert set(key_map) == {spec.id for spec in MAIN_ACTIONS}
    assert key_map["log_banker"].shortcuts == ("B",)
    assert key_map["log_banker"].menu == ("Edit",)
    assert key_map["import"].shortcuts == ("Ctrl+I",)
    assert key_map["undo"].shortcuts  # the platform's undo key
    # Every action is the window's, so its key works wherever the focus is.
    assert all(action in window.actions() for action in window.action_table.values())


def test_actions_follow_the_visible_tables_shoe(qtbot: QtBot, window: MainWindow) -> None:
    actions = window.action_table
    assert not actions["log_banker"].isEnabled() and not actions["export_png"].isEnabled()
    assert not actions["close_table"].isEnabled() and not actions["show_table_2"].isEnabled()
    start_shoe(qtbot, window, "Table 1")
    assert actions["log_banker"].isEnabled() and actions["close_shoe"].isEnabled()
    assert not actions["export_png"].isEnabled()  # no hand to show yet
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_B)
    assert actions["export_png"].isEnabled() and actions["delete_hand"].isEnabled()
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # a tab
    assert window.tabs.count() == 2 and actions["close_table"].isEnabled()
    assert actions["show_table_2"].isEnabled() and not actions["log_banker"].isEnabled()


def test_a_logging_key_that_reaches_the_window_says_how_to_start_a_shoe(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert "Ctrl+N" in window.statusBar().currentMessage()


def test_the_tables_menu_names_the_tabs_tables(qtbot: QtBot, window: MainWindow) -> None:
    def shown_by(key: Qt.Key) -> str | None:
        qtbot.keyClick(focus(qtbot), key, Qt.KeyboardModifier.ControlModifier)
        return window.current.table if window.current is not None else None

    start_shoe(qtbot, window, "Table 7")
    start_shoe(qtbot, window, "Baccarat 3")  # in a tab of its own: Table 7 is logging
    actions = window.action_table
    names = [actions[f"show_table_{n}"] for n in range(1, 10)]
    assert set(names) <= set(actions.menu("tables").actions())
    assert [a.text() for a in names if a.isVisible()] == ["&1 Table 7", "&2 Baccarat 3"]
    assert shown_by(Qt.Key.Key_1) == "Table 7" and shown_by(Qt.Key.Key_2) == "Baccarat 3"

    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_D, ctrl_shift)  # the shoe's details
    dialog = window.shoes.details_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.casino, "Marina Bay & Co")
    qtbot.keyClick(dialog.casino, Qt.Key.Key_Return)
    assert names[1].text() == "&2 Marina Bay && Co · Baccarat 3"

    qtbot.keyClick(focus(qtbot), Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)  # closed
    assert [a.text() for a in names if a.isVisible()] == ["&1 Table 7"]
    assert shown_by(Qt.Key.Key_2) == "Table 7"  # no second tab to show
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # a tab
    assert [a.text() for a in names if a.isVisible()] == ["&1 Table 7", "&2 No shoe"]
