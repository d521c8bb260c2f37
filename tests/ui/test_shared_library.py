"""The main window on a library another tracker writes to: what the other stores shows up
(the shoe list, a shoe being logged there growing on screen) with an "updated" mark, and
the window's own hands are not taken for someone else's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.ui.user import start_shoe
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.store import Library, open_library
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner


@pytest.fixture
def libraries(tmp_path: Path) -> Iterator[tuple[Library, Library]]:
    """The window's library and another tracker's on the same file."""
    path = str(tmp_path / "library.sqlite")
    mine, theirs = open_library(path), open_library(path)
    yield mine, theirs
    theirs.close()


@pytest.fixture
def window(qtbot: QtBot, libraries: tuple[Library, Library], tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(libraries[0], settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    with qtbot.waitActive(win):
        win.show()
    return win


def test_a_shoe_logged_elsewhere_grows_on_screen(
    qtbot: QtBot, window: MainWindow, libraries: tuple[Library, Library]
) -> None:
    _, theirs = libraries
    shoe = start_shoe(qtbot, window, "Table 3")
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    window.watcher.poll()
    # The window's own hand: read, but not marked as someone else's.
    assert window.watcher.mark.text() == ""
    for winner in (Winner.PLAYER, Winner.PLAYER, Winner.TIE):
        theirs.add_hand(shoe.id, HandRecord(0, winner=winner))
    window.watcher.poll()
    assert [cell.winner for cell in window.board.roads.bead_plate] == [
        Winner.BANKER,
        Winner.PLAYER,
        Winner.PLAYER,
        Winner.TIE,
    ]
    assert window.hands_model.rowCount() == 4
    assert window.current is not None and window.current.tally.hands == 4
    assert window.watcher.mark.text().startswith("Updated ")
    assert window.watcher.mark.isVisible()
    # The undo history no longer holds the shoe's last step: it was cleared, so Ctrl+Z
    # cannot take away a hand logged at the other table.
    assert window.undo_stack.count() == 0
    # And logging here goes on after the hands stored there.
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert [h.position for h in theirs.hands(shoe.id)] == [0, 1, 2, 3, 4]


def test_shoes_stored_elsewhere_join_the_list(
    window: MainWindow, libraries: tuple[Library, Library]
) -> None:
    _, theirs = libraries
    before = window.shoe_model.rowCount()
    other = theirs.start_shoe(table="Salon 2")
    window.watcher.poll()
    assert window.shoe_model.rowCount() == before + 1
    assert window.shoe_model.row_of(other.id) is not None
    theirs.delete_shoe(other.id)
    window.watcher.poll()
    assert window.shoe_model.row_of(other.id) is None


def test_an_undo_leaves_a_hand_logged_elsewhere_and_says_so(
    qtbot: QtBot,
    window: MainWindow,
    libraries: tuple[Library, Library],
    warnings_shown: list[str],
) -> None:
    _, theirs = libraries
    shoe = start_shoe(qtbot, window, "Table 3")
    assert shoe is not None
    window.watcher.stop()  # the other tracker's hand comes before the window looks
    qtbot.keyClick(window, Qt.Key.Key_B)
    theirs.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER))
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # Their hand stays, and so does the window's own: the undo named a shoe that changed.
    assert [hand.record.winner for hand in theirs.hands(shoe.id)] == [
        Winner.BANKER,
        Winner.PLAYER,
    ]
    assert warnings_shown == [
        "another tracker logged hand 2 meanwhile: undo refused; the shoe is shown as it is "
        "now\n\nThe undo history was cleared."
    ]
    assert [cell.winner for cell in window.board.roads.bead_plate] == [
        Winner.BANKER,
        Winner.PLAYER,
    ]
    assert window.hands_model.rowCount() == 2
    qtbot.waitUntil(lambda: window.undo_stack.count() == 0)
    # A second Ctrl+Z has nothing to take back.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(theirs.hands(shoe.id)) == 2 and len(warnings_shown) == 1


def test_a_hand_logged_over_one_from_elsewhere_shows_both_and_undoes_only_its_own(
    qtbot: QtBot,
    window: MainWindow,
    libraries: tuple[Library, Library],
    warnings_shown: list[str],
) -> None:
    _, theirs = libraries
    shoe = start_shoe(qtbot, window, "Table 3")
    assert shoe is not None
    window.watcher.stop()
    qtbot.keyClick(window, Qt.Key.Key_B)
    theirs.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER))
    qtbot.keyClick(window, Qt.Key.Key_T)  # logged after their hand, which shows at once
    assert [cell.winner for cell in window.board.roads.bead_plate] == [
        Winner.BANKER,
        Winner.PLAYER,
        Winner.TIE,
    ]
    # Ctrl+Z takes back the window's Tie; the Banker before their hand is not taken back.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [hand.record.winner for hand in theirs.hands(shoe.id)] == [
        Winner.BANKER,
        Winner.PLAYER,
    ]
    assert warnings_shown == []
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [hand.record.winner for hand in theirs.hands(shoe.id)] == [
        Winner.BANKER,
        Winner.PLAYER,
    ]
    assert len(warnings_shown) == 1 and warnings_shown[0].startswith(
        "another tracker changed the shoe meanwhile: undo refused"
    )
    assert window.hands_model.rowCount() == 2
    qtbot.waitUntil(lambda: window.undo_stack.count() == 0)


def test_a_hand_deleted_on_screen_is_the_one_picked_or_none(
    qtbot: QtBot,
    window: MainWindow,
    libraries: tuple[Library, Library],
    warnings_shown: list[str],
) -> None:
    _, theirs = libraries
    shoe = start_shoe(qtbot, window, "Table 3")
    assert shoe is not None
    window.watcher.stop()
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_T)
    # The other tracker puts a forgotten Player in first place: the Tie is hand 3 there.
    theirs.insert_hand(shoe.id, 0, HandRecord(0, winner=Winner.PLAYER))
    view = window.tab.hands_view
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(window.hands_model.index(1, 0)).center(),
    )
    qtbot.keyClick(view, Qt.Key.Key_Delete)  # the Tie, as the window shows it
    assert [hand.record.winner for hand in theirs.hands(shoe.id)] == [
        Winner.PLAYER,
        Winner.BANKER,
        Winner.TIE,
    ]
    assert warnings_shown == [
        "another tracker changed the shoe's hands meanwhile: the delete was refused; the shoe "
        "is shown as it is now"
    ]
    assert [cell.winner for cell in window.board.roads.bead_plate] == [
        Winner.PLAYER,
        Winner.BANKER,
        Winner.TIE,
    ]
    assert window.undo_stack.count() == 0
