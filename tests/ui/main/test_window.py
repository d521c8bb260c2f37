"""The main window: logging at the table, undo, the library list, import, statistics."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.user import start_shoe
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import Library, open_library
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


@pytest.fixture
def window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    # Single-key shortcuts fire only in the active window: wait for it, not just for paint.
    with qtbot.waitActive(win):
        win.show()
    return win


def stored_winners(library: Library, shoe_id: int) -> list[Winner | None]:
    return [hand.record.winner for hand in library.hands(shoe_id)]


def test_keys_log_hands_that_are_stored_before_they_are_drawn(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = start_shoe(qtbot, window, "Table 7")
    assert shoe is not None
    for key in (Qt.Key.Key_B, Qt.Key.Key_B, Qt.Key.Key_P, Qt.Key.Key_T):
        qtbot.keyClick(window, key)
    assert stored_winners(library, shoe.id) == [
        Winner.BANKER,
        Winner.BANKER,
        Winner.PLAYER,
        Winner.TIE,
    ]
    roads = window.board.roads
    assert [cell.winner for cell in roads.bead_plate] == [
        Winner.BANKER,
        Winner.BANKER,
        Winner.PLAYER,
        Winner.TIE,
    ]
    assert window.hands_model.rowCount() == 4
    assert window.current is not None and window.current.tally.hands == 4


def test_pair_and_natural_marks_apply_to_the_next_hand_only(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.keyClick(window, Qt.Key.Key_P)
    qtbot.keyClick(window, Qt.Key.Key_B)
    first, second = (hand.record for hand in library.hands(shoe.id))
    assert (first.winner, first.player_pair, first.banker_pair, first.natural) == (
        Winner.PLAYER,
        True,
        False,
        True,
    )
    assert (second.player_pair, second.banker_pair, second.natural) == (False, False, False)


def test_undo_and_redo_change_the_library_and_the_scorecards(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_P)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stored_winners(library, shoe.id) == [Winner.BANKER]
    assert len(window.board.roads.bead_plate) == 1
    window.undo_stack.redo()
    assert stored_winners(library, shoe.id) == [Winner.BANKER, Winner.PLAYER]
    assert len(window.board.roads.bead_plate) == 2
    assert window.hands_model.rowCount() == 2


def test_an_imported_shoe_is_not_open_for_logging(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    record = ShoeRecord(
        label="recorded",
        hands=[HandRecord(number=1, winner=Winner.BANKER)],
        kind=ShoeKind.IMPORTED,
    )
    library.import_shoes([record])
    window.refresh_library()
    assert window.current is not None and window.current.label == "recorded"
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert stored_winners(library, window.current.id) == [Winner.BANKER]
    assert "Ctrl+N" in window.statusBar().currentMessage()


def test_statistics_say_the_past_predicts_nothing(qtbot: QtBot, window: MainWindow) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    window.log_hand(Winner.BANKER)
    text = window.stats.text()
    assert "Past outcomes cannot predict future hands" in text
    assert "<b>1 hand</b>" in text
    window.log_hand(Winner.PLAYER)
    assert "<b>2 hands</b>" in window.stats.text()


def test_card_level_shoe_shows_exact_odds_of_the_next_hand(
    window: MainWindow, library: Library
) -> None:
    from tracker.engine.cards import Composition, parse_cards
    from tracker.engine.odds import odds
    from tracker.engine.rules import RuleSet

    hand = HandRecord(
        number=1,
        player=tuple(parse_cards("9H 9D")),
        banker=tuple(parse_cards("KS 5C")),
        winner=Winner.PLAYER,
    )
    library.import_shoes([ShoeRecord(label="cards", hands=(hand,), decks=8)])
    window.refresh_library()
    text = window.stats.text()
    assert "from the 412 cards left" in text
    # The figures shown are the engine's exact odds of the cards left, not a fresh shoe's.
    left = Composition.full(8).remove(parse_cards("9H 9D KS 5C"), 8)
    now, fresh = odds(left), odds(Composition.full(8))
    assert now.banker != fresh.banker
    assert f"Banker {100 * now.banker:.3f}%, Player {100 * now.player:.3f}%" in text
    edges = now.house_edges(RuleSet(decks=8))
    assert f"House edge now: Banker {100 * edges.banker:.3f}%" in text


def test_screenshot_command_saves_the_window(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'lib.sqlite'}"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRACKER_DB": db}
    # Keep the test's settings away from the user's.
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "tracker",
            "import",
            str(REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"),
        ],
        env=env,
        check=True,
        capture_output=True,
    )
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "gui", "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() >= 800 and image.height() > 500  # the offscreen screen filled


def test_unknown_shoe_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TRACKER_DB": f"sqlite:///{tmp_path / 'lib.sqlite'}",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tracker",
            "gui",
            "--shoe",
            "99",
            "--screenshot",
            str(tmp_path / "x.png"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "99" in done.stderr


def test_an_empty_library_says_how_to_begin(window: MainWindow) -> None:
    assert window.shoe_model.rowCount() == 0
    text = window.stats.text()
    assert "Your library is empty" in text
    assert "Ctrl+N" in text


def test_without_a_display_the_window_says_why_it_cannot_open(tmp_path: Path) -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["TRACKER_DB"] = f"sqlite:///{tmp_path / 'lib.sqlite'}"
    done = subprocess.run(
        [sys.executable, "-m", "tracker"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "no display" in done.stderr
    assert "Traceback" not in done.stderr


def test_typing_in_the_filter_does_not_log_hands(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = start_shoe(qtbot, window, "Baccarat Table")
    assert shoe is not None
    window.filter.setFocus()
    qtbot.waitUntil(window.filter.hasFocus)
    qtbot.keyClicks(window.filter, "bpt12n")
    assert window.filter.text() == "bpt12n"
    assert stored_winners(library, shoe.id) == []
    assert window.tab.logging_bar.flags() == (False, False, False)


def locked_once(monkeypatch: pytest.MonkeyPatch, library: Library, method: str) -> None:
    """Make one call of ``library.method`` fail as if another program held the library."""
    from tracker.store import LibraryLockedError

    real = getattr(library, method)
    calls = {"n": 0}

    def fail_once(*args: object, **kwargs: object) -> object:
        calls["n"] += 1
        if calls["n"] == 1:
            raise LibraryLockedError("the library is locked: another program is writing to it")
        return real(*args, **kwargs)

    monkeypatch.setattr(library, method, fail_once)


def test_a_failed_undo_does_not_scramble_the_history(
    qtbot: QtBot,
    window: MainWindow,
    library: Library,
    monkeypatch: pytest.MonkeyPatch,
    warnings_shown: list[str],
) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_P)
    locked_once(monkeypatch, library, "undo_last")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert warnings_shown and "locked" in warnings_shown[0]
    assert stored_winners(library, shoe.id) == [Winner.BANKER, Winner.PLAYER]
    # Whatever the undo history does next, it must never log a hand the user did not.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.undo_stack.redo()
    window.undo_stack.redo()
    winners = stored_winners(library, shoe.id)
    assert winners in ([Winner.BANKER, Winner.PLAYER], [Winner.BANKER])
    assert [cell.winner for cell in window.board.roads.bead_plate] == winners
    assert window.hands_model.rowCount() == len(winners)


def test_a_failed_redo_does_not_scramble_the_history(
    qtbot: QtBot,
    window: MainWindow,
    library: Library,
    monkeypatch: pytest.MonkeyPatch,
    warnings_shown: list[str],
) -> None:
    shoe = start_shoe(qtbot, window)
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_P)
    window.undo_stack.undo()
    assert stored_winners(library, shoe.id) == [Winner.BANKER]
    locked_once(monkeypatch, library, "append_hand")
    window.undo_stack.redo()
    assert warnings_shown
    window.undo_stack.undo()
    # The failed redo stored nothing, so nothing may be taken away in its name.
    assert stored_winners(library, shoe.id) == [Winner.BANKER]
    assert len(window.board.roads.bead_plate) == 1


def test_undo_acts_on_the_visible_table_only(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    first = start_shoe(qtbot, window, "First")
    assert first is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    second = start_shoe(qtbot, window, "Second")
    assert second is not None
    qtbot.keyClick(window, Qt.Key.Key_P)
    window.show_shoe(first.id)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # The first table's own history: its hand undone, the other table's kept.
    assert stored_winners(library, second.id) == [Winner.PLAYER]
    assert stored_winners(library, first.id) == []
    assert len(window.board.roads.bead_plate) == 0


def test_a_locked_library_while_choosing_a_shoe_is_a_message(
    qtbot: QtBot,
    window: MainWindow,
    library: Library,
    monkeypatch: pytest.MonkeyPatch,
    warnings_shown: list[str],
) -> None:
    library.import_shoes(
        [
            ShoeRecord(label=name, hands=[HandRecord(number=1, winner=winner)])
            for name, winner in (("one", Winner.TIE), ("two", Winner.BANKER))
        ]
    )
    window.refresh_library()
    shown = window.current
    assert shown is not None
    locked_once(monkeypatch, library, "shoe_with_record")
    other = 1 - window.shoe_view.currentIndex().row()
    window.shoe_view.setCurrentIndex(window.shoe_model.index(other, 0))
    assert warnings_shown and "locked" in warnings_shown[0]
    # Nothing half-shown: either the old shoe stays, or the new one is shown whole.
    assert window.current is not None and window.record is not None
    assert window.record.label == window.current.label
    # The list goes back to the shoe still shown (and logged into).
    qtbot.waitUntil(
        lambda: window.shoe_view.currentIndex().data(window.shoe_model.ShoeIdRole) == shown.id
    )


def test_garbage_saved_geometry_falls_back_to_a_size_that_fits(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("geometry", "not a geometry")
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    screen = win.screen().availableGeometry()
    assert win.width() <= screen.width() or win.width() == win.minimumSizeHint().width()
    assert win.height() <= screen.height()


def test_a_window_saved_on_a_screen_that_is_gone_opens_on_this_one(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    from PySide6.QtCore import QRect

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(first)
    first.setGeometry(QRect(5000, 4000, 1400, 900))  # where a second monitor used to be
    first.close()
    again = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    screen = again.screen().availableGeometry()
    assert screen.contains(again.geometry().topLeft())


def test_clearing_the_filter_shows_the_shown_shoe_selected_again(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    library.import_shoes(
        [ShoeRecord(label="lobby", table="Lobby", hands=[HandRecord(number=1, winner=Winner.TIE)])]
    )
    shoe = start_shoe(qtbot, window, "Speed")
    assert shoe is not None
    qtbot.keyClicks(window.filter, "lobby")
    window.filter.clear()
    current = window.shoe_view.currentIndex()
    assert current.isValid()
    assert current.data(window.shoe_model.ShoeIdRole) == shoe.id
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert stored_winners(library, shoe.id) == [Winner.BANKER]


def test_logging_while_another_program_writes_is_a_message(
    qtbot: QtBot, tmp_path: Path, warnings_shown: list[str]
) -> None:
    import sqlite3

    path = tmp_path / "shared.sqlite"
    library = open_library(f"sqlite:///{path}", busy_timeout=0.05)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    with qtbot.waitActive(win):
        win.show()
    shoe = start_shoe(qtbot, win)
    assert shoe is not None
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        qtbot.keyClick(win, Qt.Key.Key_B)
        assert warnings_shown and "locked" in warnings_shown[0]
        assert len(win.board.roads.bead_plate) == 0
        assert win.undo_stack.count() == 0
    finally:
        other.rollback()
        other.close()
    qtbot.keyClick(win, Qt.Key.Key_B)
    assert stored_winners(library, shoe.id) == [Winner.BANKER]
    win.close()
