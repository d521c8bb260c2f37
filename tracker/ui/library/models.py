"""The library's shoes as an item model for the shoe list, and the filter over it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt

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

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        # None: the library's own order (newest first), until a header is clicked.
        self._order: tuple[int, Qt.SortOrder] | None = None
        self._folded: list[str] | None = None  # the names as the filter compares them

    def set_shoes(self, shoes: Sequence[ShoeSummary]) -> None:
        self._set_rows(self._sorted(shoes) if self._order is not None else shoes)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows in Python, in one pass: a proxy sorting thousands of shoes through
        ``data()`` calls takes seconds, and again each time a filter lets rows back in."""
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = {id(shoe): row for row, shoe in enumerate(self._rows)}
        self._rows = self._sorted(self._rows)
        self._folded = None
        moved = {before[id(shoe)]: row for row, shoe in enumerate(self._rows)}
        old = self.persistentIndexList()
        self.changePersistentIndexList(
            old, [self.index(moved[index.row()], index.column()) for index in old]
        )
        self.layoutChanged.emit()

    def _sorted(self, shoes: Sequence[ShoeSummary]) -> list[ShoeSummary]:
        column, order = self._order or (1, Qt.SortOrder.DescendingOrder)
        reverse = order == Qt.SortOrder.DescendingOrder
        if column == 0:
            return sorted(shoes, key=lambda s: shoe_title(s).casefold(), reverse=reverse)
        if column == 2:
            return sorted(shoes, key=lambda s: s.hands, reverse=reverse)
        # By start, shoes without one last either way (then by when they were stored).
        dated = [s for s in shoes if s.started is not None]
        undated = [s for s in shoes if s.started is None]
        dated.sort(key=lambda s: (s.started, s.id), reverse=reverse)
        undated.sort(key=lambda s: s.id, reverse=reverse)
        return dated + undated

    def matching(self, needle: str) -> list[bool]:
        """For each row, whether its shoe has ``needle`` (folded) in its name."""
        if self._folded is None or len(self._folded) != len(self._rows):
            self._folded = [shoe_title(shoe).casefold() for shoe in self._rows]
        return [needle in name for name in self._folded]

    def _set_rows(self, rows: Sequence[Any]) -> None:
        self._folded = None
        super()._set_rows(rows)

    def update_shoe(self, shoe: ShoeSummary) -> None:
        """Replace one shoe's row (its counts changed), or add it at the top."""
        for row, old in enumerate(self._rows):
            if old.id == shoe.id:
                self._rows[row] = shoe
                if self._folded is not None:
                    self._folded[row] = shoe_title(shoe).casefold()
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))
                return
        self.beginInsertRows(QModelIndex(), 0, 0)
        self._folded = None
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
    """Filtering of the shoe list by its name; sorting is the list model's own (in Python,
    in one pass), asked for through this proxy as a view does."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(Qt.ItemDataRole.EditRole)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(0)
        self._needle = ""
        self._accepted: list[bool] | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, ShoeListModel) and column >= 0:
            source.sort(column, order)
        super().sort(-1)  # the proxy keeps the list model's order

    def setFilterFixedString(self, pattern: str) -> None:
        self.beginFilterChange()
        self._needle = pattern.casefold()
        source = self.sourceModel()
        # Which rows match, found in one pass before the proxy asks row by row.
        self._accepted = (
            source.matching(self._needle)
            if self._needle and isinstance(source, ShoeListModel)
            else None
        )
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        accepted = self._accepted
        if accepted is None or not self._needle:
            return True
        return source_row < len(accepted) and accepted[source_row]
