"""The hands of the shown shoe as an item model for the hands table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt

from tracker.engine.cards import format_cards
from tracker.history import HandRecord
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.live.words import natural_word, pairs_text, totals_text, winner_word
from tracker.ui.shell.rows import Index, RowsModel

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
HANDS_TIP = QT_TRANSLATE_NOOP(
    "HandsTable", "Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)"
)
"""The hands table's tooltip, over every cell (the cells have none of their own)."""


def hands_tip() -> str:
    """:data:`HANDS_TIP` in the app's language."""
    return QCoreApplication.translate("HandsTable", HANDS_TIP)


def hand_cells(hand: HandRecord) -> tuple[int | str, ...]:
    """What each column of the hands table shows for ``hand``, in the app's language (the
    cards stay in card notation, as typed)."""
    totals = (
        totals_text(hand.player_total, hand.banker_total)
        if hand.player_total is not None and hand.banker_total is not None
        else ""
    )
    return (
        hand.number,
        winner_word(hand.winner),
        format_cards(hand.player) if hand.player is not None else "",
        format_cards(hand.banker) if hand.banker is not None else "",
        totals,
        pairs_text(hand.player_pair, hand.banker_pair),
        natural_word() if hand.natural else "",
        hand_note(hand),
    )


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)


class HandsModel(RowsModel):
    """The hands of one shoe: number, winner, both hands' cards and totals, flags, and the
    note a hand was kept with (a misdeal).

    A hand's texts are made once, when the table first asks for them, and kept: the view
    asks :meth:`data` for every cell it paints."""

    HEADERS = (
        QT_TRANSLATE_NOOP("HandsTable", "Hand"),
        QT_TRANSLATE_NOOP("HandsTable", "Winner"),
        QT_TRANSLATE_NOOP("HandsTable", "Player cards"),
        QT_TRANSLATE_NOOP("HandsTable", "Banker cards"),
        QT_TRANSLATE_NOOP("HandsTable", "Totals"),
        QT_TRANSLATE_NOOP("HandsTable", "Pairs"),
        QT_TRANSLATE_NOOP("HandsTable", "Natural"),
        QT_TRANSLATE_NOOP("HandsTable", "Note"),
    )
    CONTEXT = "HandsTable"
    CARD_COLUMNS = (2, 3)
    NOTE_COLUMN = 7
    RIGHT_ALIGNED = frozenset({0})
    """The columns set at the right: the hand's number."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[HandRecord] = []
        self._cells: list[tuple[int | str, ...] | None] = []  # hand_cells, once asked for
        self._with_cards = 0  # hands that record their cards

    def set_hands(self, hands: Sequence[HandRecord]) -> None:
        self.beginResetModel()
        self._rows = list(hands)
        self._cells = [None] * len(self._rows)
        self._with_cards = sum(1 for hand in hands if hand.player is not None)
        self.endResetModel()

    def has_cards(self) -> bool:
        """Whether any hand records its cards (else the card columns stay hidden)."""
        return self._with_cards > 0

    def append(self, hand: HandRecord) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(hand)
        self._cells.append(None)
        self._with_cards += hand.player is not None
        self.endInsertRows()

    def pop(self) -> None:
        if not self._rows:
            return
        row = len(self._rows) - 1
        self.beginRemoveRows(QModelIndex(), row, row)
        self._with_cards -= self._rows.pop().player is not None
        self._cells.pop()
        self.endRemoveRows()

    def retranslate(self) -> None:
        """The cells in the app's language: the texts kept are made again when asked for."""
        self._cells = [None] * len(self._rows)
        if self._rows:
            last = self.index(len(self._rows) - 1, self.columnCount() - 1)
            self.dataChanged.emit(self.index(0, 0), last, [_DISPLAY, _EDIT])

    def hand_at(self, row: int) -> HandRecord:
        return self._rows[row]

    def _cell(self, row: int, column: int) -> int | str:
        """What the cell at ``row`` and ``column`` shows ("" for nothing)."""
        cells = self._cells[row]
        if cells is None:
            cells = self._cells[row] = hand_cells(self._rows[row])
        return cells[column]

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._rows):
            return None
        column = index.column()
        if role in (_DISPLAY, _EDIT):
            value = self._cell(row, column)
            return None if value == "" else value
        if role == _ALIGNMENT and column in self.RIGHT_ALIGNED:
            return _RIGHT
        return None


def hand_note(hand: HandRecord) -> str:
    """The note a hand was kept with (why a misdeal was stored as dealt), if any."""
    note = hand.extra.get("note", "")
    return note if isinstance(note, str) else str(note)
