"""The replay as a player sees it: the hand's cards on the felt with the rule for each draw
or stand, the slider marked at the hands with problems, and a layout that stays still."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.engine.cards import parse_cards
from tracker.history import HandRecord, ShoeRecord
from tracker.services.importing import import_file
from tracker.services.live import hand_from_cards
from tracker.services.replay import ShoeReplay, load_replay
from tracker.store import Library, open_library
from tracker.ui.replay.window import ReplayWindow

MISTAKES = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def hand(number: int, player: str, banker: str) -> HandRecord:
    return hand_from_cards(parse_cards(player), parse_cards(banker))._replace(number=number)


def test_the_rule_for_each_draw_or_stand_is_beside_the_cards(qtbot: QtBot) -> None:
    shoe = ShoeRecord(
        label="known hands",
        decks=8,
        hands=(
            hand(1, "4H KC 2H", "6C 4D 6H"),  # Player 4 draws a 2; Banker 0 always draws
            hand(2, "7S KD", "5C QH 9S"),  # Player stands on 7; Banker 5 draws
            hand(3, "2S 3D 8C", "4C 2H"),  # Player 5 draws an 8; Banker 6 stands on it
            hand(4, "9D KS", "3H 2C"),  # a natural 9: both stand
        ),
    )
    window = ReplayWindow(ShoeReplay(shoe), 0)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    assert window.cards.rules() == (
        "Player 4 draws — Player draws on 0–5 and stands on 6 or 7",
        "Banker 0 draws on a third card of 2 — Banker 0 always draws",
        "",
    )
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.cards.rules() == (
        "Player 7 stands — Player draws on 0–5 and stands on 6 or 7",
        "Banker 5 draws — when the Player stands, Banker draws on 0–5 and stands on 6 or 7",
        "",
    )
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.cards.rules()[1] == (
        "Banker 6 stands on a third card of 8 — "
        "Banker 6 draws when the Player's third card is 6 or 7"
    )
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.cards.rules() == (
        "",
        "",
        "Player natural 9 — a natural 8 or 9 on either side: both hands stand",
    )
    assert window.cards.text().splitlines()[:2] == ["Player 9D KS = 9", "Banker 3H 2C = 5"]


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_slider_marks_exactly_the_hands_with_problems(qtbot: QtBot, library: Library) -> None:
    import_file(library, MISTAKES)
    first = next(s for s in library.shoes() if s.label == "Sat evening 1")
    replay = load_replay(library, first.id)
    with_problems = {k.position for k in replay.problems if k.position is not None}
    assert with_problems  # the file's known mistakes
    window = ReplayWindow(replay, 0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    slider = window.slider
    assert set(slider.marks) == with_problems
    # Each mark is painted on the groove in the warning colour, and names its problem.
    image = slider.grab().toImage()
    warning = slider.warning_colour()
    for position in with_problems:
        x = slider.mark_x(position)
        assert image.pixelColor(x, 2) == warning
        at = QPoint(x, slider.height() // 2)
        assert slider.mark_near(at) == position
        problem = replay.problems_at(position)[0].problem
        assert problem.message in slider.marks[position]
    # A hand without a problem, away from the marks, has none: no warning colour there.
    sound = next(
        p
        for p in range(len(replay))
        if all(abs(slider.mark_x(p) - slider.mark_x(q)) > 4 for q in with_problems)
    )
    assert slider.mark_near(QPoint(slider.mark_x(sound), 5)) is None
    assert image.pixelColor(slider.mark_x(sound), 2) != warning
    # Hovering a mark shows its words.
    position = min(with_problems)
    point = QPoint(slider.mark_x(position), slider.height() // 2)
    slider.event(QHelpEvent(QEvent.Type.ToolTip, point, slider.mapToGlobal(point)))
    assert QToolTip.text() == slider.marks[position]
    # The colour-blind palette: the marks in vermilion, the cards a four-colour deck.
    window.set_colour_blind(True)
    assert slider.warning_colour() != warning and window.cards.colour_blind
    marked = slider.grab().toImage()
    assert marked.pixelColor(slider.mark_x(position), 2) == slider.warning_colour()


def test_the_board_keeps_its_place_with_and_without_the_problem_banner(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, MISTAKES)
    first = next(s for s in library.shoes() if s.label == "Sat evening 1")
    replay = load_replay(library, first.id)
    problem = min(k.position for k in replay.problems if k.position is not None)
    window = ReplayWindow(replay, problem)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    with qtbot.waitActive(window):
        window.show()
    assert window.problem.isVisible()
    board = window.board.mapTo(window, QPoint(0, 0)), window.board.size()
    felt = window.cards.geometry()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == problem + 1 and not replay.problems_at(problem + 1)
    assert window.problem.isHidden()
    qtbot.waitUntil(lambda: not window.problem.isVisible())
    assert (window.board.mapTo(window, QPoint(0, 0)), window.board.size()) == board
    assert window.cards.geometry() == felt
    # The whole board shows: as tall as its width asks.
    assert window.board.height() == window.board.heightForWidth(window.board.width())
