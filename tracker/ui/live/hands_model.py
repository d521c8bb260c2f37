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


def _prototypes() -> tuple[QStandardItem, ...]:
    """One item a column with what every cell of it shares (flags, alignment):
    a cell is a copy of it with its text, two calls into Qt rather than five."""
    items = []
    for column in range(len(HandsModel.HEADERS)):
        item = QStandardItem()
        item.setFlags(_FLAGS)
        if column == 0:
            item.setTextAlignment(_RIGHT)
        items.append(item)
    return tuple(items)


_DISPLAY = Qt.ItemDataRole.DisplayRole


def _items(
    prototypes: tuple[QStandardItem, ...], hand: HandRecord
) -> list[tuple[int, QStandardItem]]:
    """The cells of ``hand`` that show something, by column: an empty cell has no item
    (the view draws it as empty; most of a hand's cells are, without its cards)."""
    items = []
    for column, (prototype, value) in enumerate(zip(prototypes, hand_cells(hand), strict=True)):
        if value == "":
            continue
        item = prototype.clone()
        item.setData(value, _DISPLAY)
        items.append((column, item))
    return items


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
        self._prototypes = _prototypes()

    def set_hands(self, hands: Sequence[HandRecord]) -> None:
        self.beginResetModel()
        self.blockSignals(True)  # one reset, not a signal for each row
        try:
            self.setRowCount(0)
            self.setRowCount(len(hands))
            prototypes, place = self._prototypes, self.setItem
            for row, hand in enumerate(hands):
                for column, item in _items(prototypes, hand):
                    place(row, column, item)
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
            for column, item in _items(self._prototypes, hand):
                self.setItem(row, column, item)
        finally:
            self.blockSignals(False)

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
