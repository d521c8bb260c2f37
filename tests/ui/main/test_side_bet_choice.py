"""The side bets chosen in the settings dialog: the table's line and the replay show exactly
those, mark a bet the cards left turned the player's way, give the expectation with the main
bet required beside it, and keep the choice for the next window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.ui.main.conftest import open_window
from tests.ui.main.test_settings_dialog import open_settings
from tracker.engine.cards import Composition, parse_cards
from tracker.engine.odds import odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.honesty import ONLY_SIDE_BETS_MOVE
from tracker.store import Library
from tracker.ui.main.settings_dialog import SettingsDialog
from tracker.ui.main.window import MainWindow
from tracker.ui.practice import PracticeWindow
from tracker.ui.practice.launch import play_rounds
from tracker.ui.replay.window import ReplayWindow

# Forty 8s and 9s burnt: a shoe short of them, where Dragon 7 pays the player.
BURN = " ".join(f"8{s} 9{s}" for s in "HDCS" for _ in range(5))
HAND = "2H 3D / 4C 5S"


def card_shoe(qtbot: QtBot, window: MainWindow, library: Library, burn: str = BURN) -> int:
    """A shoe started with ``burn`` burnt, shown, and one hand's cards typed in."""
    shoe = library.start_shoe(table="Card table", decks=8, burn=tuple(parse_cards(burn)))
    window.show_shoe(shoe.id)
    field = window.tab.card_entry.field
    field.setText(HAND)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "cards left" in window.tab.side_bets.text())
    return shoe.id


def shown(window: MainWindow) -> str:
    """The table's side-bets line as the user reads it (its rich text rendered)."""
    document = QTextDocument()
    document.setHtml(window.tab.side_bets.text())
    return document.toPlainText()


def click_ok(qtbot: QtBot, dialog: SettingsDialog) -> None:
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def click(qtbot: QtBot, check: QCheckBox) -> None:
    before = check.isChecked()
    qtbot.mouseClick(
        check, Qt.MouseButton.LeftButton, pos=QPoint(6, check.height() // 2)
    )  # the box
    assert check.isChecked() is not before


def replay_names(replay: ReplayWindow) -> list[str]:
    table = replay.odds_table
    return [table.item(row, 0).text() for row in range(table.rowCount())]  # type: ignore[union-attr]


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_bet_turned_off_leaves_the_table_and_the_open_replay(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe_id = card_shoe(qtbot, window, library, burn="")
    assert "Dragon 7" in shown(window) and "Panda 8" in shown(window)
    assert ONLY_SIDE_BETS_MOVE in window.tab.side_bets.toolTip()
    replay = window.opening.replay(shoe_id)
    assert replay is not None
    qtbot.addWidget(replay)
    assert "Dragon 7" in replay_names(replay) and ONLY_SIDE_BETS_MOVE in replay.odds_table.toolTip()

    dialog = open_settings(qtbot, window)
    click(qtbot, dialog.side_bets.checks["dragon7"])
    click(qtbot, dialog.side_bets.checks["big"])
    click_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: "Dragon 7" not in shown(window))
    assert "Panda 8" in shown(window) and "Big" in shown(window)
    names = replay_names(replay)
    assert "Dragon 7" not in names and "Big" in names and "Panda 8" in names
    assert names[:5] == ["Banker", "Player", "Tie", "Player pair", "Banker pair"]


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_bet_the_cards_left_favour_is_marked_with_the_combined_expectation(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    shoe_id = card_shoe(qtbot, window, library)
    better = {}
    combined = {}  # by cards: one main stake beside one on Dragon 7, as worked out here
    for cards in (BURN, f"{BURN} {HAND.replace('/', '')}"):
        left = Composition.full(8).remove(list(parse_cards(cards)), 8)
        dragon = side_bet_edges(left, compiled_kernel=False)["dragon7"]
        assert dragon.house_edge < 0
        house = odds(left, compiled_kernel=False).house_edges(RuleSet(decks=8))
        main_name, main_edge = min(
            (("Banker", house.banker), ("Player", house.player)), key=lambda x: x[1]
        )
        combined[cards] = -dragon.house_edge - 1.0 * main_edge
        better[cards] = main_name

    def signed(value: float, digits: int) -> str:
        return f"{100 * value:+.{digits}f}%".replace("-", "\u2212")

    text = shown(window)
    mark = f"\u25b2 player's edge {signed(-dragon.house_edge, 1)}"
    assert mark in text
    assert f"{mark} ({signed(combined[cards], 1)} with 1\u00d7 {main_name})" in text
    assert "color:#0061a8" in window.tab.side_bets.text()  # light palette's favourable blue
    # Panda 8 keeps the house's edge here: no mark on it.
    assert text.count("\u25b2") == 1

    replay = window.opening.replay(shoe_id)
    assert replay is not None
    qtbot.addWidget(replay)
    row = replay_names(replay).index("\u25b2 Dragon 7")
    item = replay.odds_table.item(row, 3)  # the odds before the first hand: the burn out
    assert item is not None and item.text() == signed(combined[BURN], 2)
    assert item.font().bold()
    header = replay.odds_table.horizontalHeaderItem(3)
    assert header is not None and header.text() == f"+1\u00d7 {better[BURN]}"
    assert "Player's edge: Dragon 7" in replay.odds_note.text()

    # No main bet required: no combined figure, the mark stays.
    dialog = open_settings(qtbot, window)
    dialog.side_bets.main_bet.setCurrentIndex(0)
    assert not dialog.side_bets.main_stakes.isEnabled()
    click_ok(qtbot, dialog)
    qtbot.waitUntil(lambda: "\u00d7" not in shown(window))
    assert f"{mark} |" in shown(window)
    assert replay.odds_table.item(row, 3).text() == ""  # type: ignore[union-attr]


def test_the_choice_is_kept_for_a_new_window(
    qtbot: QtBot, window: MainWindow, library: Library, settings: QSettings
) -> None:
    dialog = open_settings(qtbot, window)
    box = dialog.side_bets
    # What the table showed before there was a choice.
    on = {bet_id for bet_id, check in box.checks.items() if check.isChecked()}
    assert on == {"dragon7", "panda8", "ez_banker", "super6_12", "player_pair_11", "banker_pair_11"}
    click(qtbot, box.checks["panda8"])
    click(qtbot, box.checks["lucky6_12_20"])
    box.main_bet.setCurrentIndex(2)  # at least as large as the side bet
    box.main_stakes.setValue(2.5)
    click_ok(qtbot, dialog)
    window.close()

    again = open_window(qtbot, library, settings)
    dialog = open_settings(qtbot, again)
    box = dialog.side_bets
    assert not box.checks["panda8"].isChecked() and box.checks["lucky6_12_20"].isChecked()
    assert box.main_bet.currentIndex() == 2 and box.main_stakes.value() == 2.5
    dialog.reject()
    card_shoe(qtbot, again, library)
    text = shown(again)
    assert "Lucky 6 (12:1 / 20:1)" in text and "Panda 8" not in text
    assert "with 2.5\u00d7 " in text


def test_the_casino_practice_table_shows_the_chosen_bets_from_its_shoe(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.action_table["practice_casino"].trigger()
    (practice,) = window.findChildren(PracticeWindow)
    qtbot.addWidget(practice)
    play_rounds(practice, 3)
    shoe = practice.table.shoe
    assert shoe.hands_dealt == 3
    text = practice.side_bets.text()
    assert f"from the {shoe.cards_left} cards left" in text and "Dragon 7" in text
    assert ONLY_SIDE_BETS_MOVE in practice.side_bets.toolTip()
    dialog = open_settings(qtbot, window)
    click(qtbot, dialog.side_bets.checks["dragon7"])
    click(qtbot, dialog.side_bets.checks["small"])
    click_ok(qtbot, dialog)
    text = practice.side_bets.text()
    assert "Dragon 7" not in text and "Small" in text


@pytest.mark.slow  # a whole shoe dealt, its side bets worked out without the compiled kernel
def test_once_the_cut_card_is_out_the_practice_line_is_a_new_shoes(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.action_table["practice_casino"].trigger()
    (practice,) = window.findChildren(PracticeWindow)
    qtbot.addWidget(practice)
    shoe = practice.table.shoe
    while not shoe.finished:
        play_rounds(practice, 1)
        if not shoe.finished:
            assert f"from the {shoe.cards_left} cards left" in practice.side_bets.text()
    assert shoe.cards_left < 52  # the last round dealt near the end of the shoe
    decks = practice.table.options.rules.decks
    assert f"from the {52 * decks} cards left" in practice.side_bets.text()
