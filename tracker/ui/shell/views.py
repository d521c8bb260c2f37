"""The base of the app's table views that repaint less than Qt when rows join."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QTableView, QWidget

Joined = tuple[int, int, bool]
"""A run of rows inserted: its first and last row, and whether it came at the end."""


class JoinedRowsView(QTableView):
    """A table view whose layout after rows were inserted is its own to choose.

    Qt lays out and paints every row shown again after any insert. Here :meth:`lay_out_joined`
    is given the runs of rows inserted since the last layout when nothing else changed
    (a reset, a removal, a move, a sort, columns, or a row's data changed meanwhile, which
    Qt leaves to the pending layout to paint) and may do less; by default it declines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._joined: list[Joined] = []  # rows inserted since the layout
        self._whole = False  # any other change since: the rows laid out and painted again

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.model() is not None:
            model = self.model()
            # The headers are the model's: it hears of no language, the view does.
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, model.columnCount() - 1)
        super().changeEvent(event)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is None:
            return
        model.rowsInserted.connect(self._rows_inserted)
        for change in (
            model.modelReset,
            model.rowsRemoved,
            model.rowsMoved,
            model.layoutChanged,
            model.columnsInserted,
            model.columnsRemoved,
        ):
            change.connect(self._changed_whole)

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        model = self.model()
        at_end = model is not None and last == model.rowCount() - 1
        self._joined.append((first, last, at_end))

    def _changed_whole(self) -> None:
        self._whole = True

    def dataChanged(
        self,
        topLeft: QModelIndex | QPersistentModelIndex,
        bottomRight: QModelIndex | QPersistentModelIndex,
        roles: Sequence[int] = (),
    ) -> None:
        super().dataChanged(topLeft, bottomRight, roles)
        if self._joined:
            self._whole = True  # Qt leaves the changed row to the pending layout to paint

    def doItemsLayout(self) -> None:
        joined, whole = self._joined, self._whole
        self._joined, self._whole = [], False
        if whole or not joined or not self.lay_out_joined(joined):
            super().doItemsLayout()

    def lay_out_joined(self, joined: list[Joined]) -> bool:
        """Lay out for the rows ``joined`` alone; ``False``: Qt's whole layout instead."""
        return False
