"""The hands of the shown shoe as an item model for the hands table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from tracker.engine.cards import format_cards
from tracker.history import HandRecord
from tracker.ui.shell.rows import Index, RowsModel


class HandsModel(RowsModel):
    """The hands of one shoe: number, winner, both hands' cards and totals, flags, and the
    note a hand was kept with (a misdeal)."""

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

    def set_hands(self, hands: Sequence[HandRecord]) -> None:
        self._set_rows(hands)

    def has_cards(self) -> bool:
        """Whether any hand records its cards (else the card columns stay hidden)."""
        return any(hand.player is not None for hand in self._rows)

    def append(self, hand: HandRecord) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(hand)
        self.endInsertRows()

    def pop(self) -> None:
        if not self._rows:
            return
        row = len(self._rows) - 1
        self.beginRemoveRows(QModelIndex(), row, row)
        self._rows.pop()
        self.endRemoveRows()

    def hand_at(self, row: int) -> HandRecord:
        hand: HandRecord = self._rows[row]
        return hand

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        hand: HandRecord | None = self._row(index)
        if hand is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.ToolTipRole:
            return "Double-click or Enter edits this hand; Delete deletes it (Ctrl+Z undoes)"
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return hand.number
        if column == 1:
            return hand.winner.word if hand.winner is not None else "?"
        if column == 2:
            return format_cards(hand.player) if hand.player is not None else ""
        if column == 3:
            return format_cards(hand.banker) if hand.banker is not None else ""
        if column == 4:
            if hand.player_total is None or hand.banker_total is None:
                return ""
            return f"P {hand.player_total} · B {hand.banker_total}"
        if column == 5:
            pairs = []
            if hand.player_pair:
                pairs.append("P")
            if hand.banker_pair:
                pairs.append("B")
            return " · ".join(pairs)
        if column == 6:
            return "natural" if hand.natural else ""
        if column == 7:
            return hand_note(hand)
        return None


def hand_note(hand: HandRecord) -> str:
    """The note a hand was kept with (why a misdeal was stored as dealt), if any."""
    note = hand.extra.get("note", "")
    return note if isinstance(note, str) else str(note)
