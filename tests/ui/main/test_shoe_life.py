"""A shoe's life at the table: started with its details (the last ones as defaults), edited
later in one undoable step, closed (asked), reopened and deleted (asked, naming what is
lost); the tables shown again at start-up."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.main.conftest import open_window
from tests.ui.user import focus, start_shoe, type_keys, winners
from tracker.engine.rules import Winner
from tracker.store import Library, ShoeFilter, open_library
from tracker.ui.live.dialogs import ShoeDetailsDialog
from tracker.ui.main.window import MainWindow


def test_closed_shoe_stops_logging(
    qtbot: QtBot, window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    asked: list[str] = []

    def answer(_parent: object, title: str, _text: str) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    qtbot.keyClick(
        window,
        Qt.Key.Key_W,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert asked == ["Close the shoe"]
    assert window.current is not None and window.current.closed
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert winners(library, shoe.id) == Winner.BANKER.value
    assert not window.tab.logging_bar.banker.isEnabled()


def test_shoe_details_default_to_the_last_shoe_and_can_be_changed_later(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.shoes.details_dialog
    assert isinstance(dialog, ShoeDetailsDialog)
    qtbot.keyClicks(dialog.casino, "Evolution")
    dialog.table.selectAll()
    qtbot.keyClicks(dialog.table, "Speed 7")
    dialog.decks.setValue(6)
    dialog.tie_pays.setCurrentIndex(1)  # 9 to 1
    qtbot.keyClicks(dialog.burn, "7s 4h")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    shoe = window.current
    assert shoe is not None and (shoe.casino, shoe.table, shoe.decks) == ("Evolution", "Speed 7", 6)
    record = library.load_shoe(shoe.id)
    assert record.rules is not None and record.rules.tie_pays == 9
    assert [str(card) for card in record.burn] == ["7S", "4H"]
    # The next shoe starts from these values.
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    again = window.shoes.details_dialog
    assert isinstance(again, ShoeDetailsDialog) and again is not dialog
    assert (again.casino.text(), again.table.text(), again.decks.value()) == (
        "Evolution",
        "Speed 7",
        6,
    )
    assert again.tie_pays.currentIndex() == 1
    again.reject()
    # Editable later, one undoable step.
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_D,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    later = window.shoes.details_dialog
    assert isinstance(later, ShoeDetailsDialog)
    later.notes.setPlainText("Dealer changed at hand 30")
    qtbot.keyClicks(later.burn, " x9")  # a burn card typed wrong is named, nothing stored
    qtbot.keyClick(later.table, Qt.Key.Key_Return)
    assert later.isVisible() and "x9" in later.problem.text()
    later.burn.setText("7s 4h")
    qtbot.keyClick(later.table, Qt.Key.Key_Return)
    assert library.load_shoe(shoe.id).notes == "Dealer changed at hand 30"
    assert window.undo_stack.undoText() == "change the shoe's notes"
    window.undo_stack.undo()
    assert library.load_shoe(shoe.id).notes == ""


def test_closing_asks_reopening_opens_and_deleting_names_what_is_lost(
    qtbot: QtBot, window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def answer(yes: bool) -> object:
        def ask(_parent: object, _title: str, text: str, *_rest: object) -> object:
            asked.append(text)
            return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No

        return ask

    shoe = start_shoe(qtbot, window, "Table 4")
    assert shoe is not None
    type_keys(qtbot, window, "BPB")
    monkeypatch.setattr(QMessageBox, "question", answer(False))
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_W,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert "after 3 hands" in asked[-1] and not library.shoe(shoe.id).closed
    monkeypatch.setattr(QMessageBox, "question", answer(True))
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_W,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert library.shoe(shoe.id).closed
    assert not window.action_table["log_banker"].isEnabled()
    assert window.action_table["reopen_shoe"].isEnabled()
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert not library.shoe(shoe.id).closed
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_P)
    assert winners(library, shoe.id) == "BPBP"
    monkeypatch.setattr(QMessageBox, "warning", answer(True))
    window.action_table["delete_shoe"].trigger()
    assert "4 hands" in asked[-1] and "Table 4" in asked[-1]
    assert library.shoes() == [] and window.current is None


def test_a_new_shoe_at_the_same_table_closes_the_open_one(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    first = start_shoe(qtbot, window, "Table 8")
    assert first is not None
    type_keys(qtbot, window, "BP")
    second = start_shoe(qtbot, window, "Table 8")
    assert second is not None and second.id != first.id
    assert library.shoe(first.id).closed and window.tabs.count() == 1
    assert "closed after 2 hands" in window.statusBar().currentMessage()


def test_the_open_shoes_come_back_each_in_its_tab(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 'shared.sqlite'}"
    window = open_window(qtbot, open_library(url), settings)
    first = start_shoe(qtbot, window, "Table 1")
    second = start_shoe(qtbot, window, "Table 2")
    assert first is not None and second is not None and window.tabs.count() == 2
    window.close()  # and its library
    library = open_library(url)
    again = open_window(qtbot, library, settings)
    shown = [tab.live.shoe_id for tab in again.table_tabs() if tab.live is not None]
    assert shown == [first.id, second.id]
    try:
        assert again.current is not None and again.current.id == second.id  # shown last
    finally:
        again.close()


def test_shoes_at_no_table_are_named_by_their_number(qtbot: QtBot, window: MainWindow) -> None:
    first = start_shoe(qtbot, window)
    assert first is not None and first.label == "1"
    assert window.tabs.tabText(window.tabs.currentIndex()) == "● Shoe 1"
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_B)
    second = start_shoe(qtbot, window)
    assert second is not None and second.label == "2"
    assert window.tabs.tabText(window.tabs.currentIndex()) == "● Shoe 2"


@pytest.mark.parametrize(("field", "name"), [("table", "table name"), ("casino", "casino")])
def test_a_new_shoe_past_the_librarys_limit_is_refused_naming_the_field(
    qtbot: QtBot,
    window: MainWindow,
    library: Library,
    warnings_shown: list[str],
    field: str,
    name: str,
) -> None:
    def new_shoe(text: str) -> None:
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        dialog = window.shoes.details_dialog
        assert isinstance(dialog, ShoeDetailsDialog)
        box = getattr(dialog, field)
        box.selectAll()
        qtbot.keyClicks(box, text)
        qtbot.keyClick(box, Qt.Key.Key_Return)

    new_shoe("T" * 201)
    assert warnings_shown == [f"the {name} has 201 characters, more than the 200 a library takes"]
    assert library.browse_count(ShoeFilter()) == 0 and window.current is None
    # At the limit it is stored, as typed.
    new_shoe("T" * 200)
    assert len(warnings_shown) == 1
    assert library.browse_count(ShoeFilter()) == 1
    assert window.current is not None and getattr(window.current, field) == "T" * 200
