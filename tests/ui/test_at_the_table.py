"""At the table, with real keystrokes and clicks: start-up on the open shoe, cards with a
misdeal kept with a note, editing and deleting past hands, two tables, exports, the keys."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.ui.painted import Frames
from tests.ui.user import focus, start_shoe, type_keys, winners
from tracker.engine.cards import format_cards
from tracker.engine.rules import Winner
from tracker.history import HandRecord, ShoeRecord
from tracker.roads import Result, compute_roads
from tracker.samples import sample_shoe_files
from tracker.shoefile import read_shoes
from tracker.store import Library, open_library
from tracker.ui.library.pane import elide_name
from tracker.ui.live.dialogs import HandDialog, MisdealDialog, ShoeDetailsDialog
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'library.sqlite'}"


@pytest.fixture
def library(db_url: str) -> Iterator[Library]:
    lib = open_library(db_url)
    yield lib
    lib.close()


def open_window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    win.resize(1520, 810)
    with qtbot.waitActive(win):
        win.show()
    return win


@pytest.fixture
def window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    return open_window(qtbot, library, tmp_path)


def logged(sequence: str) -> object:
    """The roads of hands logged by key with no mark set: pairs and naturals not recorded."""
    return compute_roads(Result(Winner(v), None, None, None) for v in sequence)


def test_reopened_app_logs_b_into_the_open_shoe_from_the_first_key(
    qtbot: QtBot, db_url: str, tmp_path: Path
) -> None:
    first = open_library(db_url)
    window = open_window(qtbot, first, tmp_path)
    shoe = start_shoe(qtbot, window, "Table 3")
    assert shoe is not None
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_P)
    window.close()  # closes the library too
    again = open_library(db_url)
    # A shoe imported since, started later: the latest, but not the one to log into.
    later = datetime.now(UTC) + timedelta(days=1)
    again.import_shoes(
        [ShoeRecord(label="imported", started=later, hands=(HandRecord(1, winner=T),))]
    )
    reopened = open_window(qtbot, again, tmp_path)
    try:
        assert reopened.current is not None and reopened.current.id == shoe.id
        widget = focus(qtbot)
        assert widget is not reopened.filter and widget is not reopened.shoe_view
        qtbot.keyClick(widget, Qt.Key.Key_B)
        assert winners(again, shoe.id) == "PB"
        assert reopened.filter.text() == ""
    finally:
        reopened.close()


def test_a_key_with_no_open_shoe_says_how_to_start_one(qtbot: QtBot, window: MainWindow) -> None:
    assert not window.action_table["log_banker"].isEnabled()
    assert not window.action_table["close_shoe"].isEnabled()
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_B)
    assert "Ctrl+N" in window.statusBar().currentMessage()
    start_shoe(qtbot, window, "T")
    assert window.action_table["log_banker"].isEnabled()
    assert not window.action_table["edit_hand"].isEnabled()  # no hand yet


def test_cards_of_ten_hands_with_a_misdeal_kept_with_a_note(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    (path,) = [p for p in sample_shoe_files() if p.name == "simulated-8-decks-seed-2026.csv"]
    dealt = next(iter(read_shoes(path))).hands[:9]
    shoe = start_shoe(qtbot, window, "Card table")
    assert shoe is not None
    field = window.tab.card_entry.field
    for hand in dealt:
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
        assert focus(qtbot) is field
        assert hand.player is not None and hand.banker is not None
        qtbot.keyClicks(field, f"{format_cards(hand.player)} / {format_cards(hand.banker)}")
        assert "Enter logs it" in window.tab.card_entry.verdict.text()
        qtbot.keyClick(field, Qt.Key.Key_Return)
    # The Player stood on 2: the rules forbid it, and the field says so before Enter.
    qtbot.keyClicks(field, "9h 3d / ks 5c 2c")
    assert "against the rules" in window.tab.card_entry.verdict.text()
    qtbot.keyClick(field, Qt.Key.Key_Return)
    dialog = window.tab.dialog
    assert isinstance(dialog, MisdealDialog) and dialog.isVisible()
    assert len(library.hands(shoe.id)) == 9  # nothing stored before the choice
    dialog.note.selectAll()
    qtbot.keyClicks(dialog.note, "Dealer skipped the Player's third card")
    qtbot.mouseClick(dialog.keep_button, Qt.MouseButton.LeftButton)
    stored = [hand.record for hand in library.hands(shoe.id)]
    assert len(stored) == 10
    for logged, hand in zip(stored, dealt, strict=False):
        assert (logged.player, logged.banker, logged.winner) == (
            hand.player,
            hand.banker,
            hand.winner,
        )
        assert (logged.player_pair, logged.banker_pair, logged.natural) == (
            hand.player_pair,
            hand.banker_pair,
            hand.natural,
        )
    misdeal = stored[-1]
    assert (misdeal.winner, misdeal.player_total, misdeal.banker_total) == (B, 2, 7)
    assert misdeal.extra["note"] == "Dealer skipped the Player's third card"
    note = window.hands_model.index(9, window.hands_model.NOTE_COLUMN).data()
    assert note == "Dealer skipped the Player's third card"
    # Every card known: the exact odds of the next hand, as for a card-level import.
    assert "Next hand" in window.stats.text()
    assert field.text() == ""


def test_the_side_bets_odds_of_the_next_hand_follow_once_the_hand_is_drawn(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    (path,) = [p for p in sample_shoe_files() if p.name == "simulated-8-decks-seed-2026.csv"]
    dealt = next(iter(read_shoes(path))).hands[:3]
    assert start_shoe(qtbot, window, "Card table") is not None
    window.set_card_entry(True)
    field, side_bets = window.tab.card_entry.field, window.tab.side_bets
    seen: list[str] = []
    shown = side_bets.setText

    def set_text(text: str) -> None:
        seen.append("side bets")
        shown(text)

    monkeypatch.setattr(side_bets, "setText", set_text)

    Frames(window, seen)
    left = 416
    for hand in dealt:
        assert hand.player is not None and hand.banker is not None
        field.setText(f"{format_cards(hand.player)} / {format_cards(hand.banker)}")
        seen.clear()
        qtbot.keyClick(field, Qt.Key.Key_Return)
        left -= len(hand.player) + len(hand.banker)
        expected = f"from the {left} cards left"
        qtbot.waitUntil(lambda text=expected: text in side_bets.text())
        # The hand's frame first, the side bets' exact odds after it.
        assert "frame" in seen and seen.index("frame") < seen.index("side bets")
    assert side_bets.isVisible() and "Dragon 7" in side_bets.text()
    # A new shoe at the table: no line of the last shoe's odds left, not even for a frame.
    tab = window.tab
    assert start_shoe(qtbot, window, "Card table") is not None
    assert window.tab is tab and side_bets.text() == "" and not side_bets.isVisible()


def test_edit_hand_5_of_20_and_the_roads_redraw_as_for_the_edited_shoe(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    sequence = "BPBBPTPPBBPBPPBTBBPP"
    shoe = start_shoe(qtbot, window, "T")
    assert shoe is not None
    type_keys(qtbot, window, sequence)
    view = window.tab.hands_view
    index = window.hands_model.index(4, 1)
    view.scrollTo(index)  # as a user scrolls back to it
    where = view.visualRect(index).center()
    # A double-click is a click, then a second press that Qt reports as the double-click.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    dialog = window.tab.dialog
    assert isinstance(dialog, HandDialog) and dialog.isVisible()
    assert dialog.winner.currentData() is P  # hand 5 was a Player win
    dialog.winner.setFocus()
    qtbot.keyClick(dialog.winner, Qt.Key.Key_Up)  # Banker, the item above
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)  # type: ignore[union-attr]
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    edited = sequence[:4] + "B" + sequence[5:]
    assert winners(library, shoe.id) == edited
    assert window.board.roads == logged(edited)
    assert window.undo_stack.undoText() == "edit hand 5 (Player → Banker)"
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.board.roads == logged(sequence)


def test_delete_a_hand_and_undo(qtbot: QtBot, window: MainWindow, library: Library) -> None:
    shoe = start_shoe(qtbot, window, "T")
    assert shoe is not None
    type_keys(qtbot, window, "BPTBP")
    view = window.tab.hands_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(window.hands_model.index(2, 0)).center(),
    )
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert winners(library, shoe.id) == "BPBP"
    assert [h.record.number for h in library.hands(shoe.id)] == [1, 2, 3, 4]
    assert window.board.roads == logged("BPBP")
    assert window.undo_stack.undoText() == "delete hand 3 (Tie)"
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert winners(library, shoe.id) == "BPTBP"
    assert [h.record.number for h in library.hands(shoe.id)] == [1, 2, 3, 4, 5]
    assert window.board.roads == logged("BPTBP")


def start_with_dialog(qtbot: QtBot, window: MainWindow, table: str) -> None:
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.shoes.details_dialog
    assert isinstance(dialog, ShoeDetailsDialog) and dialog.isVisible()
    dialog.table.selectAll()
    qtbot.keyClicks(dialog.table, table)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert not dialog.isVisible()


def test_two_tables_logged_alternately(qtbot: QtBot, window: MainWindow, library: Library) -> None:
    start_with_dialog(qtbot, window, "Table 1")
    first = window.current
    assert first is not None and first.table == "Table 1"
    start_with_dialog(qtbot, window, "Table 2")
    second = window.current
    assert second is not None and second.table == "Table 2" and window.tabs.count() == 2
    for tab, key in ((1, "B"), (2, "P"), (1, "B"), (2, "T"), (1, "P")):
        qtbot.keyClick(
            focus(qtbot), getattr(Qt.Key, f"Key_{tab}"), Qt.KeyboardModifier.ControlModifier
        )
        qtbot.keyClick(focus(qtbot), key)
    assert winners(library, first.id) == "BBP"
    assert winners(library, second.id) == "PT"
    # Each table its own history: undo at table 2 leaves table 1 alone.
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (winners(library, first.id), winners(library, second.id)) == ("BBP", "P")
    # A new shoe at table 1 closes its previous shoe and takes its tab.
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    start_with_dialog(qtbot, window, "Table 1")
    assert library.shoe(first.id).closed and not library.shoe(second.id).closed
    assert window.tabs.count() == 2 and window.current is not None
    assert window.current.id not in (first.id, second.id) and window.tabs.currentIndex() == 0


def test_a_whole_shoe_shows_without_scroll_bars_and_fits_1280(
    qtbot: QtBot, window: MainWindow
) -> None:
    start_shoe(qtbot, window, "T")
    type_keys(qtbot, window, "BBPPBTPBPB" * 9)
    board = window.board
    assert all(not view.scrolls() for view in board.views.values())
    assert all(not view.horizontalScrollBar().isVisible() for view in board.views.values())
    assert all(view.first_column() == 0 for view in board.views.values())
    assert board.height() >= board.heightForWidth(board.width())
    assert window.minimumSizeHint().width() <= 1216  # a 1280-pixel screen's window


def test_shoe_names_keep_the_part_that_tells_them_apart(window: MainWindow) -> None:
    metrics = window.shoe_view.fontMetrics()
    name = "simulated-8-decks-seed-2026 — 5"
    short = elide_name(name, metrics.horizontalAdvance("simulated-8… — 5") + 4, metrics)
    assert short.endswith(" — 5") and short.startswith("simulated")
    assert elide_name("Table 7", 500, metrics) == "Table 7"


def test_ctrl_z_in_the_card_field_undoes_the_hand_and_enter_cannot_log_it_twice(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = start_shoe(qtbot, window, "Card table")
    assert shoe is not None
    field = window.tab.card_entry.field
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
    qtbot.keyClicks(field, "8 k / 9 k")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert len(library.hands(shoe.id)) == 1 and field.text() == ""
    qtbot.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(library.hands(shoe.id)) == 0  # the shoe's undo, not the field's
    assert field.text() == ""
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert len(library.hands(shoe.id)) == 0
    qtbot.keyClick(field, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(library.hands(shoe.id)) == 1  # and Ctrl+Y redoes it
