"""The hands of the shown shoe as an item model for the hands table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from tracker.engine.cards import format_cards
from tracker.history import HandRecord

_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
HANDS_TIP = "Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)"
"""The hands table's tooltip, over every cell (the cells have none of their own)."""


def hand_cells(hand: HandRecord) -> tuple[int | str, ...]:
    """What each column of the hands table shows for ``hand``."""
    pairs = " · ".join(
        side for side, flag in (("P", hand.player_pair), ("B", hand.banker_pair)) if flag
    )
    totals = (
        f"P {hand.player_total} · B {hand.banker_total}"
        if hand.player_total is not None and hand.banker_total is not None
        else ""
    )
    return (
        hand.number,
        hand.winner.word if hand.winner is not None else "?",
        format_cards(hand.player) if hand.player is not None else "",
        format_cards(hand.banker) if hand.banker is not None else "",
        totals,
        pairs,
        "natural" if hand.natural else "",
        hand_note(hand),
    )


def _prototype() -> QStandardItem:
    """What every cell shares (its flags): the model makes each cell a copy of it, in Qt.

    A cell made in Python (an item created or copied there, then set) would keep its
    Python object, held for the model by the bindings, after the model has deleted the
    item (the table filled again for another shoe, a hand undone): a later widget made at
    the same address was then taken for that item, and opening a dialog could crash."""
    item = QStandardItem()
    item.setFlags(_FLAGS)
    return item


_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole


class HandsModel(QStandardItemModel):
    """The hands of one shoe: number, winner, both hands' cards and totals, flags, and the
    note a hand was kept with (a misdeal).

    The texts are made once, when a hand arrives, and held in Qt's own item model: a view
    asks about ten questions of every visible cell at each repaint (a hand logged repaints
    the table), and answered in Python they cost three times the painting itself."""

    HEADERS = (
        "Hand",
        "Winner",
        "Player cards",
        "Banker cards",
        "Totals",
        "Pairs",
        "Natural",
        "Note",
    )
    CARD_COLUMNS = (2, 3)
    NOTE_COLUMN = 7

    def __init__(self, parent: Any = None) -> None:
        super().__init__(0, len(self.HEADERS), parent)
        self.setHorizontalHeaderLabels(list(self.HEADERS))
        self._hands: list[HandRecord] = []
        self._with_cards = 0  # hands that record their cards
        self.setItemPrototype(_prototype())

    def set_hands(self, hands: Sequence[HandRecord]) -> None:
        self.beginResetModel()
        self.blockSignals(True)  # one reset, not a signal for each row
        try:
            self.setRowCount(0)
            self.setRowCount(len(hands))
            for row, hand in enumerate(hands):
                self._fill(row, hand)
        finally:
            self.blockSignals(False)
        self._hands = list(hands)
        self._with_cards = sum(1 for hand in hands if hand.player is not None)
        self.endResetModel()

    def has_cards(self) -> bool:
        """Whether any hand records its cards (else the card columns stay hidden)."""
        return self._with_cards > 0

    def append(self, hand: HandRecord) -> None:
        self._hands.append(hand)
        self._with_cards += hand.player is not None
        row = self.rowCount()
        self.insertRow(row)
        # Its cells filled in silently: the view paints the new row once it is laid out,
        # and a cell's own change signal would have the row painted again, and the rows
        # above with it (a pending repaint keeps Qt from moving their pixels up).
        self.blockSignals(True)
        try:
            self._fill(row, hand)
        finally:
            self.blockSignals(False)

    def _fill(self, row: int, hand: HandRecord) -> None:
        """The cells of ``hand`` that show something, made by the model from its prototype
        (an empty cell has none: the view draws it as empty; most of a hand's cells are,
        without its cards)."""
        index, put = self.index, self.setData
        for column, value in enumerate(hand_cells(hand)):
            if value != "":
                put(index(row, column), value, _DISPLAY)
        put(index(row, 0), _RIGHT, _ALIGNMENT)

    def pop(self) -> None:
        if not self._hands:
            return
        self._with_cards -= self._hands.pop().player is not None
        self.removeRow(len(self._hands))

    def hand_at(self, row: int) -> HandRecord:
        return self._hands[row]


def hand_note(hand: HandRecord) -> str:
    """The note a hand was kept with (why a misdeal was stored as dealt), if any."""
    note = hand.extra.get("note", "")
    return note if isinstance(note, str) else str(note)
