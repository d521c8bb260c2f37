"""The base of the app's table models: a row an item of a list, a column a header."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tracker.ui.shell.rows import Index, RowsModel


class Fruit(RowsModel):
    HEADERS = ("Name", "Count")

    def set_fruit(self, fruit: list[tuple[str, int]]) -> None:
        self._set_rows(fruit)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self._row(index)
        if row is None or role != Qt.ItemDataRole.DisplayRole:
            return None
        return row[index.column()]


def test_the_rows_are_the_lists_items_and_the_columns_its_headers(
    qtmodeltester: ModelTester,
) -> None:
    model = Fruit()
    assert (model.rowCount(), model.columnCount()) == (0, 2)
    model.set_fruit([("apple", 3), ("pear", 5)])
    qtmodeltester.check(model)
    assert model.rowCount() == 2
    assert model.index(1, 0).data() == "pear" and model.index(0, 1).data() == 3
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2)] == [
        "Name",
        "Count",
    ]
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    # A table has no children: a valid parent has no rows or columns.
    assert model.rowCount(model.index(0, 0)) == 0 == model.columnCount(model.index(0, 0))


def test_new_rows_reset_the_model_and_an_index_outside_them_has_no_item(qtbot: QtBot) -> None:
    model = Fruit()
    model.set_fruit([("apple", 3), ("pear", 5)])
    stale = model.index(1, 0)
    with qtbot.waitSignal(model.modelReset):
        model.set_fruit([("plum", 1)])
    assert model.rowCount() == 1 and model.index(0, 0).data() == "plum"
    assert model._row(stale) is None  # the pear's row is gone
    assert model._row(QModelIndex()) is None
