"""The hand dialog: what it shows follows the cards typed into it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.ui.live.dialogs import HandDialog


def test_cards_typed_show_their_own_winner_and_marks(qtbot: QtBot) -> None:
    hand = HandRecord(7, winner=Winner.BANKER, natural=True, banker_pair=True)
    dialog = HandDialog(hand, title="Insert a hand")
    qtbot.addWidget(dialog)
    assert dialog.winner.currentData() is Winner.BANKER and dialog.natural.isChecked()

    def shown() -> tuple[object, bool, bool, bool]:
        return (
            dialog.winner.currentData(),
            dialog.player_pair.isChecked(),
            dialog.banker_pair.isChecked(),
            dialog.natural.isChecked(),
        )

    qtbot.keyClicks(dialog.cards, "7h 7c / 3s 4d")  # Player 4 draws, Banker 7: awaited
    qtbot.keyClicks(dialog.cards, " 2c")  # Player 6, Banker 7 stands
    assert shown() == (Winner.BANKER, True, False, False)
    dialog.cards.setText("2h 3c 4d / 5s 8d 2c")  # Player 9 against Banker 5, no marks
    assert shown() == (Winner.PLAYER, False, False, False)
    dialog.cards.setText("8h ks / 9c 9d")  # two naturals of 8, the Banker's a pair
    assert shown() == (Winner.TIE, False, True, True)


def test_marks_a_hand_does_not_record_stay_unrecorded_unless_set(qtbot: QtBot) -> None:
    hand = HandRecord(4, winner=Winner.BANKER)  # logged without marks: none recorded
    dialog = HandDialog(hand, title="Edit hand 4")
    qtbot.addWidget(dialog)
    dialog.winner.setCurrentIndex(dialog.winner.findData(Winner.PLAYER))
    edited = dialog.hand()
    assert isinstance(edited, HandRecord) and edited.winner is Winner.PLAYER
    assert (edited.player_pair, edited.banker_pair, edited.natural) == (None, None, None)
    qtbot.mouseClick(dialog.natural, Qt.MouseButton.LeftButton)
    marked = dialog.hand()
    assert isinstance(marked, HandRecord)
    assert (marked.player_pair, marked.banker_pair, marked.natural) == (None, None, True)
