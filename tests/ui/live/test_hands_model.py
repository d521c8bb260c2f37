"""The hands model passes Qt's model tester and shows what a user reads in the table."""

from __future__ import annotations

from pytestqt.modeltest import ModelTester

from tracker.engine.cards import parse_cards
from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.ui.live.hands_model import HandsModel


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
