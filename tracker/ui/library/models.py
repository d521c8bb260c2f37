"""The library's shoes as an item model for the shoe list, and the filter over it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt

from tracker.history import ShoeKind
from tracker.store import ShoeSummary
from tracker.ui.shell.rows import Index, RowsModel

_KIND_WORDS = {
    ShoeKind.LIVE: "Live",
    ShoeKind.IMPORTED: "Imported",
    ShoeKind.PRACTICE: "Practice",
    ShoeKind.SIMULATED: "Simulated",
}


def shoe_title(shoe: ShoeSummary) -> str:
    """How a shoe is named in lists and titles: its table and label, else its number."""
    parts = [p for p in (shoe.casino, shoe.table) if p]
    if not parts and shoe.source:
        # Shoes of a file without table names are told apart by the file they came from.
        parts = [PurePath(shoe.source).name.split(".")[0]]
    label = shoe.label or f"#{shoe.id}"
    if parts and label not in parts:
        return f"{' · '.join(parts)} — {label}"
    return " · ".join(parts) if parts else label


class ShoeListModel(RowsModel):
    """The shoes of the library, newest first: one row a shoe."""

    HEADERS = ("Shoe", "Started", "Hands: B · P · T")
    ShoeIdRole = Qt.ItemDataRole.UserRole + 1

    def set_shoes(self, shoes: Sequence[ShoeSummary]) -> None:
        self._set_rows(shoes)

    def update_shoe(self, shoe: ShoeSummary) -> None:
        """Replace one shoe's row (its counts changed), or add it at the top."""
        for row, old in enumerate(self._rows):
            if old.id == shoe.id:
                self._rows[row] = shoe
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))
                return
        self.beginInsertRows(QModelIndex(), 0, 0)
        self._rows.insert(0, shoe)
        self.endInsertRows()

    def shoe_at(self, row: int) -> ShoeSummary:
        shoe: ShoeSummary = self._rows[row]
        return shoe

    def row_of(self, shoe_id: int) -> int | None:
        for row, shoe in enumerate(self._rows):
            if shoe.id == shoe_id:
                return row
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        shoe: ShoeSummary | None = self._row(index)
        if shoe is None:
            return None
        column = index.column()
        if role == self.ShoeIdRole:
            return shoe.id
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            kind = _KIND_WORDS[shoe.kind]
            if shoe.kind is ShoeKind.LIVE:
                kind += ", closed" if shoe.closed else ", open for logging"
            lines = [shoe_title(shoe), f"{kind} · {shoe.decks or 8} decks"]
            if shoe.started is not None:
                lines.append(f"Started {shoe.started.strftime('%Y-%m-%d %H:%M %Z').strip()}")
            lines.append(
                f"Banker {shoe.banker}, Player {shoe.player}, Tie {shoe.tie}; "
                f"pairs: Player {shoe.player_pair}, Banker {shoe.banker_pair}"
            )
            if shoe.source:
                lines.append(f"From {shoe.source}")
            if shoe.notes:
                lines.append(shoe.notes)
            return "\n".join(lines)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        sort = role == Qt.ItemDataRole.EditRole
        if column == 0:
            title = shoe_title(shoe)
            if shoe.kind is ShoeKind.LIVE and not shoe.closed:
                return f"● {title}"  # open for logging
            return title
        if column == 1:
            if shoe.started is None:
                return ""
            return shoe.started.isoformat() if sort else shoe.started.strftime("%d %b %H:%M")
        if column == 2:
            if sort:
                return shoe.hands
            return f"{shoe.hands}: {shoe.banker} · {shoe.player} · {shoe.tie}"
        return None


class ShoeFilterModel(QSortFilterProxyModel):
    """Sorting (numbers as numbers) and filtering of the shoe list by its name."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(Qt.ItemDataRole.EditRole)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(0)
