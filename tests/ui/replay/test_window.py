"""The validation report and the replay window: a file with mistakes imported, its shoes
marked, the report opened, the replay at line 58's hand, steps forward and back with the
roads of ``tracker roads`` over the same hands."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.cli import main
from tracker.engine.cards import format_cards
from tracker.engine.coup import deal_order, resolve_coup
from tracker.engine.explain import explain_draws
from tracker.history import CheckStatus
from tracker.services.importing import import_file
from tracker.services.replay import load_replay
from tracker.shoefile import write_json
from tracker.store import Library, open_library
from tracker.ui.library.import_task import ImportSummary
from tracker.ui.library.report import ReportView, hand_cards
from tracker.ui.replay.window import ReplayWindow
from tracker.ui.shell.cards import CardsDelegate

MISTAKES = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def cli_roads(library: Library, shoe_id: int, count: int, tmp_path: Path) -> object:
    """``tracker roads --json`` of the first ``count`` hands of a stored shoe."""
    shoe = library.load_shoe(shoe_id)
    path = tmp_path / f"prefix-{count}.json"
    write_json([replace(shoe, hands=shoe.hands[:count])], path)
    return path


def test_report_to_replay_at_line_58_and_steps_match_tracker_roads(
    qtbot: QtBot, library: Library, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import_file(library, MISTAKES)
    shoes = library.shoes()
    assert {s.label: s.status for s in shoes} == {
        "Sat evening 1": CheckStatus.PROBLEMS,
        "Sat evening 3": CheckStatus.PROBLEMS,
    }
    opened: list[ReplayWindow] = []

    def open_replay(shoe_id: int, position: int) -> None:
        window = ReplayWindow(load_replay(library, shoe_id), position)
        qtbot.addWidget(window)
        opened.append(window)

    report = ReportView(library, open_replay)
    qtbot.addWidget(report)
    rows = report.items()
    assert [row.text(1) for row in rows] == ["7", "12", "32", "58", "66", "74"]
    line_58 = rows[3]
    assert "wrong order" in line_58.text(3) and line_58.text(0) == "hand 7"
    # The hand's cards, drawn as cards by the card painter; the text stays in the row.
    third = library.load_shoe(next(s.id for s in shoes if s.label == "Sat evening 3"))
    assert line_58.text(2) == hand_cards(third.hands[6]) and " / " in line_58.text(2)
    assert isinstance(report.tree.itemDelegateForColumn(2), CardsDelegate)
    report.tree.setCurrentItem(line_58)
    report.replay_button.click()
    [replay] = opened
    assert replay.position == 6 and replay.replay.shoe.label == "Sat evening 3"
    assert not replay.problem.isHidden()
    assert "line 58" in replay.problem.text() and "wrong order" in replay.problem.text()
    assert "hand 7 (7 of 29)" in replay.heading.text()
    shoe_id = replay.replay.summary.id if replay.replay.summary else 0
    # The keys are the window's shortcuts: they work in the active window.
    with qtbot.waitActive(replay):
        replay.show()

    def roads_match(count: int) -> None:
        path = cli_roads(library, shoe_id, count, tmp_path)
        assert main(["roads", str(path), "--json"]) == 0
        expected = json.loads(capsys.readouterr().out)
        expected.pop(
            "patterns"
        )  # the command line adds the big road's tags; the board has the roads
        assert replay.board.roads.to_json() == expected

    roads_match(7)
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == 7
    roads_match(8)
    assert replay.problem.isHidden()  # hand 8 is sound
    for _ in range(3):
        qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == 4
    roads_match(5)
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.position == 28
    roads_match(29)
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.position == 0 and not replay.back_button.isEnabled()
    roads_match(1)
    replay.slider.setValue(15)
    # Hand 15 was skipped in the file: the 16th hand is hand 17.
    assert replay.position == 15 and "hand 17 (16 of 29)" in replay.heading.text()


def test_a_card_hand_shows_its_cards_reasons_and_odds(qtbot: QtBot, library: Library) -> None:
    import_file(library, REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv")
    shoe = library.shoes()[0]
    replay = ReplayWindow(load_replay(library, shoe.id), 0)
    qtbot.addWidget(replay)
    hand = replay.replay.shoe.hands[0]
    assert hand.player is not None and hand.banker is not None
    text = replay.cards.text()  # what the felt shows, as a screen reader says it
    assert text.startswith(f"Player {format_cards(hand.player)} = {hand.player_total}")
    assert f"Banker {format_cards(hand.banker)} = {hand.banker_total}" in text
    dealt = deal_order(hand.player, hand.banker)
    rules = replay.cards.rules()
    assert " ".join(r for r in rules if r) == " ".join(explain_draws(resolve_coup(dealt)))
    # A later hand that draws: each side's rule, beside its cards.
    drawn = next(
        i for i, h in enumerate(replay.replay.shoe.hands) if h.player and len(h.player) == 3
    )
    replay.show_hand(drawn)
    player_rule, banker_rule, _ = replay.cards.rules()
    assert player_rule.startswith("Player ") and " draws — Player draws on 0–5" in player_rule
    assert banker_rule.startswith("Banker ") and " — Banker " in banker_rule
    assert "cards left before this hand" in replay.odds_note.text()
    banker_edge = replay.odds_table.item(0, 2)
    assert banker_edge is not None and banker_edge.text().endswith("%")
    dragon = replay.odds_table.item(5, 1)
    assert dragon is not None and dragon.text().endswith("%")
    assert replay.problem.isHidden()


def test_play_steps_on_and_stops_at_the_last_hand(qtbot: QtBot, library: Library) -> None:
    import_file(library, REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv")
    shoe = library.shoes()[0]
    replay = ReplayWindow(load_replay(library, shoe.id), shoe.tally.hands - 3)
    qtbot.addWidget(replay)
    replay.speed.setCurrentIndex(3)
    assert replay.speed.currentText() == "10 hands a second"
    with qtbot.waitActive(replay):
        replay.show()
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert replay.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: replay.position == shoe.tally.hands - 1, timeout=5000)
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=2000)
    assert replay.play_button.text() == "Play"


def test_an_outcome_only_shoe_says_why_there_are_no_odds(qtbot: QtBot, library: Library) -> None:
    import_file(library, REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv")
    shoe = library.shoes()[0]
    assert shoe.status is CheckStatus.OUTCOME
    replay = ReplayWindow(load_replay(library, shoe.id), 3)
    qtbot.addWidget(replay)
    assert replay.cards.text().startswith("Player no cards recorded")
    assert replay.cards.rules()[2].startswith("No cards recorded.")
    assert "not known" in replay.odds_note.text()


def test_the_import_summary_stays_and_leads_to_the_report(qtbot: QtBot, library: Library) -> None:
    from tracker.services.importing import import_files

    bad = MISTAKES.parent / "no-such-file.csv"
    report = import_files(library, [MISTAKES, bad])
    asked: list[list[int]] = []
    summary = ImportSummary(report, asked.append)
    qtbot.addWidget(summary)
    text = summary.totals.text()
    assert "2 shoes and 79 hands stored" in text and "2 shoes stored with problems" in text
    assert "1 file refused" in text
    details = summary.details.toPlainText()
    assert "with problems: Sat evening 1, Sat evening 3" in details
    assert "no-such-file.csv" in details
    assert summary.problems_button is not None
    summary.problems_button.click()
    assert len(asked) == 1 and len(asked[0]) == 2


def test_split_where_two_shoes_run_together_then_undo_and_merge(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, MISTAKES)
    first = next(s for s in library.shoes() if s.label == "Sat evening 1")
    replay = ReplayWindow(load_replay(library, first.id), 30, library=library)
    qtbot.addWidget(replay)
    assert "start again at 1" in replay.problem.text()
    replay.split_button.click()
    assert library.shoe_count() == 3
    assert library.shoe(first.id).tally.hands == 30 and len(replay.replay) == 30
    assert replay.undo_stack.canUndo()
    replay.undo_stack.undo()
    assert library.shoe_count() == 2 and library.shoe(first.id).tally.hands == 50
    assert len(replay.replay) == 50
    replay.undo_stack.redo()
    assert library.shoe_count() == 3
    # The second part, stored after it from the same file, merges back in.
    replay.merge_button.click()
    assert library.shoe_count() == 2 and len(replay.replay) == 50
    replay.undo_stack.undo()
    assert library.shoe_count() == 3 and len(replay.replay) == 30


def test_split_and_merge_are_offered_only_where_they_can_act(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, MISTAKES)
    shoes = sorted(library.shoes(), key=lambda s: s.id)
    first = ReplayWindow(load_replay(library, shoes[0].id), 0, library=library)
    qtbot.addWidget(first)
    assert not first.split_button.isEnabled()  # nothing comes before the first hand
    assert first.merge_button.isEnabled()  # the next shoe of the file follows it
    qtbot.mouseClick(first.next_button, Qt.MouseButton.LeftButton)
    assert first.split_button.isEnabled()
    last = ReplayWindow(load_replay(library, shoes[-1].id), 1, library=library)
    qtbot.addWidget(last)
    assert library.next_stored(shoes[-1].id) is None
    assert not last.merge_button.isEnabled()  # no shoe of the file comes after the last


def test_a_split_or_undo_refused_after_a_change_elsewhere_names_the_shoe_not_its_id(
    qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_file(library, MISTAKES)
    first = next(s for s in library.shoes() if s.label == "Sat evening 1")
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: told.append(text))
    replay = ReplayWindow(load_replay(library, first.id), 30, library=library)
    qtbot.addWidget(replay)
    with qtbot.waitActive(replay):
        replay.show()
    # Split; the part split off is deleted elsewhere (the browser, another tracker); Ctrl+Z.
    qtbot.mouseClick(replay.split_button, Qt.MouseButton.LeftButton)
    part = library.next_stored(first.id)
    assert part is not None and part.label == "Sat evening 1 (2)"
    library.delete_shoe(part.id)
    count = library.shoe_count()
    qtbot.keyClick(replay, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert told == [
        "the shoe 'Sat evening 1 (2)' at table 'Table 7' is no longer in the library "
        "(deleted meanwhile); nothing was changed"
    ]
    assert library.shoe_count() == count and library.shoe(first.id).tally.hands == 30
    # Another window splits the shoe this replay shows at its last hand, 30; then Split here.
    assert replay.position == 29 and replay.split_button.isEnabled()
    library.split_shoe(first.id, 20)
    qtbot.mouseClick(replay.split_button, Qt.MouseButton.LeftButton)
    assert told[1] == (
        "the shoe 'Sat evening 1' at table 'Table 7' has 20 hands: a split must leave hands "
        "on both sides (asked to split before hand 30)"
    )
    # Merge that part back in; the shoe shown is deleted elsewhere; Ctrl+Z.
    qtbot.mouseClick(replay.merge_button, Qt.MouseButton.LeftButton)
    assert library.shoe(first.id).tally.hands == 30 and len(told) == 2
    library.delete_shoe(first.id)
    qtbot.keyClick(replay, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert told[2] == (
        "Table 7 — Sat evening 1 is no longer in the library (deleted meanwhile); "
        "nothing was changed"
    )
    assert all(f"shoe {first.id}" not in text for text in told)
