"""What a user does in the main window, for its tests: start a shoe (Shoe → New shoe at the
table, the table's name typed over the default, Enter) and type keys where the focus is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tracker.store import Library, ShoeSummary
from tracker.ui.live.dialogs import ShoeDetailsDialog
from tracker.ui.main.window import MainWindow


def start_shoe(qtbot: QtBot, window: MainWindow, table: str | None = None) -> ShoeSummary | None:
    """The shoe started (``None`` when none was: the library refused it, message shown)."""
    before = window.current
    window.action_table["new_shoe"].trigger()
    dialog = window.shoes.details_dialog
    assert isinstance(dialog, ShoeDetailsDialog) and dialog.isVisible()
    dialog.table.selectAll()
    if table:
        qtbot.keyClicks(dialog.table, table)
    else:
        qtbot.keyClick(dialog.table, Qt.Key.Key_Delete)  # a shoe at no table in particular
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    started = window.current
    if started is None or (before is not None and started.id == before.id):
        return None
    return started


def focus(qtbot: QtBot) -> QWidget:
    """Where a key typed now goes."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def winners(library: Library, shoe_id: int) -> str:
    return "".join(
        hand.record.winner.value for hand in library.hands(shoe_id) if hand.record.winner
    )


def type_keys(qtbot: QtBot, window: MainWindow, keys: str) -> None:
    for key in keys:
        qtbot.keyClick(focus(qtbot), key)
