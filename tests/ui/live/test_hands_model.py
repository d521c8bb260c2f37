"""The hands model passes Qt's model tester and shows what a user reads in the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from tracker.engine.cards import parse_cards
from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.ui.live.hands_model import _RIGHT, HandsModel


def test_hands_model(qtmodeltester: ModelTester) -> None:
    model = HandsModel()
    hands = [
        HandRecord(
            number=1,
            player=tuple(parse_cards("9H 9D")),
            banker=tuple(parse_cards("KS 5C")),
            winner=Winner.PLAYER,
            player_total=8,
            banker_total=5,
            player_pair=True,
            banker_pair=False,
            natural=True,
        ),
        HandRecord(number=2, winner=Winner.TIE),
    ]
    model.set_hands(hands)
    qtmodeltester.check(model)
    assert model.has_cards()
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row == [1, "Player", "9H 9D", "KS 5C", "P 8 · B 5", "P", "natural", None]
    model.pop()
    model.append(HandRecord(number=3, winner=Winner.BANKER))
    assert [model.index(r, 1).data() for r in range(model.rowCount())] == ["Player", "Banker"]
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) == _RIGHT
    assert not model.index(1, 0).flags() & Qt.ItemFlag.ItemIsEditable


def test_each_hand_shows_its_cells_and_a_hand_taken_back_leaves_none() -> None:
    model = HandsModel()
    hands = [
        HandRecord(number=n, winner=Winner.BANKER, player_total=5, banker_total=7)
        for n in range(1, 81)
    ]
    model.set_hands(hands)
    model.append(HandRecord(number=81, winner=Winner.TIE, natural=True, extra={"note": "misdeal"}))

    def cells(row: int) -> list[object]:
        return [model.index(row, column).data() for column in range(model.columnCount())]

    assert cells(79)[:5] == [80, "Banker", None, None, "P 5 · B 7"]
    assert cells(80)[6:] == ["natural", "misdeal"]
    model.pop()
    assert model.rowCount() == 80 and cells(79)[0] == 80
    assert model.index(80, 0).data() is None
    # Another shoe's hands: their own cells, none kept from the hands before.
    model.set_hands([HandRecord(number=1, winner=Winner.PLAYER)])
    assert cells(0)[:2] == [1, "Player"]
