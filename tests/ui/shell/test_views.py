"""A table view told of the rows joined since its last layout: it may lay out those alone,
and any other change lays out the whole table as Qt does."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QStandardItem, QStandardItemModel
from pytestqt.qtbot import QtBot

from tests.ui.painted import Painted
from tracker.ui.shell.views import Joined, JoinedRowsView


class Noting(JoinedRowsView):
    """Notes the runs of rows it is given, and lays them out alone when ``alone``."""

    def __init__(self, alone: bool) -> None:
        super().__init__()
        self.alone = alone
        self.given: list[list[Joined]] = []

    def lay_out_joined(self, joined: list[Joined]) -> bool:
        self.given.append(joined)
        if self.alone:
            self.updateGeometries()
        return self.alone


def _rows(model: QStandardItemModel, *texts: str, at: int | None = None) -> None:
    for offset, text in enumerate(texts):
        row = [QStandardItem(text), QStandardItem(f"{text}!")]
        if at is None:
            model.appendRow(row)
        else:
            model.insertRow(at + offset, row)


def _shown(qtbot: QtBot, alone: bool, rows: int = 5) -> tuple[QStandardItemModel, Noting]:
    model = QStandardItemModel(0, 2)
    _rows(model, *(f"row {n}" for n in range(rows)))
    view = Noting(alone)
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(300, 400)
    first = Painted(view.viewport())
    view.show()
    qtbot.waitUntil(lambda: first.rects != [])  # its first paint
    return model, view


def test_rows_joined_are_given_as_runs_and_where_they_came(qtbot: QtBot) -> None:
    model, view = _shown(qtbot, alone=False)
    view.given.clear()
    _rows(model, "row 5", "row 6")
    _rows(model, "first", at=0)
    qtbot.waitUntil(lambda: view.given != [])
    assert view.given == [[(5, 5, True), (6, 6, True), (0, 0, False)]]
    # Declined: Qt's own layout, which shows every row.
    assert view.model().rowCount() == 8
    assert view.indexAt(view.visualRect(model.index(7, 0)).center()).row() == 7


def test_rows_laid_out_alone_below_the_rows_shown_paint_nothing(qtbot: QtBot) -> None:
    model, view = _shown(qtbot, alone=True, rows=40)  # the scroll bar shown already
    painted = Painted(view.viewport())
    reach = view.verticalScrollBar().maximum()
    _rows(model, *(f"more {n}" for n in range(40)))  # below the rows shown
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() > reach)
    assert len(view.given) == 1 and all(at_end for _, _, at_end in view.given[0])
    assert painted.rects == []  # nothing shown changed, nothing painted


def test_any_other_change_lays_out_the_whole_table(qtbot: QtBot) -> None:
    model, view = _shown(qtbot, alone=True)
    view.given.clear()
    # Rows joined and then a row's data changed: the changed row is Qt's layout's to paint.
    _rows(model, "row 5")
    model.item(0, 0).setText("renamed")  # type: ignore[union-attr]
    painted = Painted(view.viewport())
    qtbot.waitUntil(lambda: painted.rects != [])
    assert view.given == []
    drawn = view.viewport().rect()
    assert any(rect.contains(view.visualRect(model.index(0, 0))) for rect in painted.rects)
    assert any(rect == drawn for rect in painted.rects)
    # A removal, a reset: laid out whole, never given to lay_out_joined.
    model.removeRow(0, QModelIndex())
    _rows(model, "row 6")
    model.clear()
    _rows(model, "again")
    qtbot.waitUntil(lambda: view.model().rowCount() == 1 and view.rowHeight(0) > 0)
    view.doItemsLayout()
    assert view.given == []
