"""The replay window in the app's language: every text it shows (heading, counts, the rules
beside the cards, the odds, the buttons, the problem banner) goes through the catalogues,
and a switch of language changes it at once, and back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.pseudo import OPEN, pseudo_translation, unwrapped_texts
from tracker.services.importing import import_file
from tracker.services.replay import load_replay
from tracker.store import Library, open_library
from tracker.ui.library.models import shoe_title
from tracker.ui.replay.window import ReplayWindow
from tracker.ui.shell.i18n import ENGLISH, language, switch_language


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def drawn_hand(replay: ReplayWindow) -> int:
    """A hand where both sides drew: each has its own rule beside its cards."""
    return next(
        i
        for i, h in enumerate(replay.replay.shoe.hands)
        if h.player and h.banker and len(h.player) == 3 and len(h.banker) == 3
    )


def test_every_text_of_the_replay_goes_through_the_catalogues(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv")
    shoe = library.shoes()[0]
    replay = ReplayWindow(load_replay(library, shoe.id), 0, library=library)
    qtbot.addWidget(replay)
    replay.show()
    replay.show_hand(drawn_hand(replay))
    board = replay.board_slot  # the scorecards: translated where they are made
    board.hide()
    with pseudo_translation(qtbot, replay):
        assert unwrapped_texts(replay, allowed=[shoe_title(shoe)]) == []
        player_rule, banker_rule, _ = replay.cards.rules()
        assert player_rule.startswith(OPEN) and banker_rule.startswith(OPEN)
        assert all(side.name.startswith(OPEN) for side in replay.cards.sides)
        assert OPEN in replay.odds_note.text()


def test_a_hand_with_a_problem_says_it_in_the_catalogues_words(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    shoe = next(s for s in library.shoes() if s.label == "Sat evening 1")
    replay = ReplayWindow(load_replay(library, shoe.id), 0, library=library)
    qtbot.addWidget(replay)
    replay.show()
    marked = min(replay.slider.marks)
    replay.show_hand(marked)
    assert not replay.problem.isHidden()
    replay.board_slot.hide()
    with pseudo_translation(qtbot, replay):
        assert unwrapped_texts(replay, allowed=[shoe_title(shoe)]) == []
        assert all(OPEN in words for words in replay.slider.marks.values())


def test_switching_the_language_changes_the_replay_at_once_and_back(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv")
    shoe = library.shoes()[0]
    replay = ReplayWindow(load_replay(library, shoe.id), 0)
    qtbot.addWidget(replay)
    replay.show_hand(drawn_hand(replay))
    assert replay.play_button.text() == "Play"
    assert replay.cards.rules()[0].startswith("Player ")
    switch_language(language("ko"))
    qtbot.waitUntil(lambda: replay.play_button.text() == "재생")
    assert replay.cards.rules()[0].startswith("플레이어 ")
    assert replay.counts.text().startswith("이 핸드까지: 뱅커 ")
    assert replay.speed.currentText() == "초당 2핸드"
    assert replay.windowTitle().startswith("다시 보기 — ")
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: replay.play_button.text() == "Play")
    assert replay.cards.rules()[0].startswith("Player ")
    assert replay.counts.text().startswith("As of this hand: Banker ")
