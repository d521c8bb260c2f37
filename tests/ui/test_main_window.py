"""The main window: logging at the table, undo, the library list, import, statistics."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QThreadPool
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tracker.engine.rules import Winner
from tracker.shoefile.model import HandRecord, ShoeKind, ShoeRecord
from tracker.store import Library, open_library
from tracker.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


@pytest.fixture
def window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(library, settings=settings, warm_up=False, pool=QThreadPool())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def stored_winners(library: Library, shoe_id: int) -> list[Winner | None]:
    return [hand.record.winner for hand in library.hands(shoe_id)]


def test_keys_log_hands_that_are_stored_before_they_are_drawn(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = window.start_live_shoe("Table 7")
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
    assert window.current is not None and window.current.hands == 4


def test_pair_and_natural_marks_apply_to_the_next_hand_only(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe = window.start_live_shoe()
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
    shoe = window.start_live_shoe()
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


def test_closed_shoe_stops_logging(qtbot: QtBot, window: MainWindow, library: Library) -> None:
    shoe = window.start_live_shoe()
    assert shoe is not None
    qtbot.keyClick(window, Qt.Key.Key_B)
    window.close_shoe()
    assert window.current is not None and window.current.closed
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert stored_winners(library, shoe.id) == [Winner.BANKER]
    assert not window.logging_bar.banker.isEnabled()


def test_statistics_say_the_past_predicts_nothing(window: MainWindow) -> None:
    shoe = window.start_live_shoe()
    assert shoe is not None
    window.log_hand(Winner.BANKER)
    text = window.stats.label.text()
    assert "Past outcomes cannot predict future hands" in text
    assert "1 hands" in text or "1 hand" in text


def test_card_level_shoe_shows_exact_odds_of_the_next_hand(
    window: MainWindow, library: Library
) -> None:
    from tracker.engine.cards import parse_cards

    hand = HandRecord(
        number=1,
        player=tuple(parse_cards("9H 9D")),
        banker=tuple(parse_cards("KS 5C")),
        winner=Winner.PLAYER,
    )
    library.import_shoes([ShoeRecord(label="cards", hands=[hand], decks=8)])
    window.refresh_library()
    text = window.stats.label.text()
    assert "from the 412 cards left" in text


def test_import_in_the_background_adds_the_shoes(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    path = REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"
    task = window.import_files([path])
    with qtbot.waitSignal(task.signals.finished, timeout=30000):
        pass
    qtbot.waitUntil(lambda: window.import_task is None)
    assert library.shoe_count() == window.shoe_model.rowCount() > 0


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
    assert image.width() > 800 and image.height() > 500


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
    text = window.stats.label.text()
    assert "Your library is empty" in text
    assert "Ctrl+N" in text


def test_sample_shoes_can_be_imported_from_the_menu(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    from tracker.ui.main_window import sample_files

    files = sample_files()
    assert files, "the sample shoes are beside the package in a checkout"
    assert window.samples_action.isEnabled()
    window.import_samples()
    assert window.import_task is not None
    with qtbot.waitSignal(window.import_task.signals.finished, timeout=60000):
        pass
    qtbot.waitUntil(lambda: window.import_task is None)
    assert library.shoe_count() >= 20
    assert window.current is not None


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
