"""The hands model passes Qt's model tester and shows what a user reads in the table."""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem
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
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) == int(_RIGHT.value)
    assert not model.index(1, 0).flags() & Qt.ItemFlag.ItemIsEditable


def test_the_cells_leave_no_python_objects_behind() -> None:
    # A cell made in Python kept its Python object after the model deleted the item (the
    # table filled again, a hand undone); a widget made later at the same address was taken
    # for that item, and opening a dialog crashed. The model's prototype is the only one.
    def items() -> int:
        gc.collect()
        return sum(isinstance(w, QStandardItem) for w in shiboken6.getAllValidWrappers())

    before = items()
    model = HandsModel()
    hands = [
        HandRecord(number=n, winner=Winner.BANKER, player_total=5, banker_total=7)
        for n in range(1, 81)
    ]
    for _ in range(3):
        model.set_hands(hands)
        model.append(HandRecord(number=81, winner=Winner.TIE))
        model.pop()
    assert items() - before <= 1
    assert model.index(79, 4).data() == "P 5 · B 7"
