"""The base of the app's table models: rows are the items of a list, columns fixed headers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """A table whose rows are the items of a list and whose columns are ``HEADERS``.

    With a ``CONTEXT``, the headers (marked ``QT_TRANSLATE_NOOP(CONTEXT, ...)``) are shown in
    the app's language; the view says when it changes (:class:`JoinedRowsView`)."""

    HEADERS: tuple[str, ...] = ()
    CONTEXT = ""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def _set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def _row(self, index: Index) -> Any:
        """The item behind ``index``, or ``None`` for an index outside the rows."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            header = self.HEADERS[section]
            return QCoreApplication.translate(self.CONTEXT, header) if self.CONTEXT else header
        return None
