"""The library pane: the filter and the shoe list, with names that stay readable.

The list is a :class:`ShoeListModel`, which filters itself; its column widths come from the
font, never from measuring every row (a library of thousands of shoes would be measured
again at each filter keystroke), and the name keeps its distinguishing end."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QItemSelectionModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    QTime,
    Signal,
)
from PySide6.QtGui import (
    QFontMetrics,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tracker.ui.library.models import ShoeListModel
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.views import Joined, JoinedRowsView

LABEL_SEPARATOR = " — "

NARROW = 400
"""Below this width the pane hides the start time column, for the names."""


def elide_name(text: str, width: int, metrics: QFontMetrics) -> str:
    """``text`` cut to ``width`` pixels keeping what tells shoes apart: the label after
    " — " stays whole and the table or file name before it is cut at its end."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    head, sep, label = text.rpartition(LABEL_SEPARATOR)
    if not sep:
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    tail = sep + label
    room = width - metrics.horizontalAdvance(tail)
    if room < metrics.horizontalAdvance("M…"):
        return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)
    return metrics.elidedText(head, Qt.TextElideMode.ElideRight, room) + tail


class ShoeNameDelegate(QStyledItemDelegate):
    """The shoe list's names, cut by :func:`elide_name` to their cell (the whole name is
    the tooltip); the style draws them, the focused one and right to left too."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        # The style's text margin each side of a cell.
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        option.text = elide_name(option.text, option.rect.width() - 2 * margin, option.fontMetrics)


class ShoeListView(JoinedRowsView):
    """The shoe list without type-ahead: a letter is a logging key, never a search.

    Shoes that join below the last row shown (the library's pages read after the window
    opens) change the scroll bar, not the rows shown: the list is not painted again for
    them, as Qt would (a repaint a page, twenty for a library of thousands)."""

    def lay_out_joined(self, joined: list[Joined]) -> bool:
        below = self.viewport().height()
        if any(self.rowViewportPosition(first) < below for first, _, _ in joined):
            return False
        self.updateGeometries()  # the scroll bar, for the rows below
        return True

    def keyboardSearch(self, search: str) -> None:
        pass

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if (
            text
            and text.isprintable()
            and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        ):
            event.ignore()  # up to the window: a logging key, or a word on how to start
            return
        super().keyPressEvent(event)


class FilterField(QLineEdit):
    """The filter; Escape clears it and gives the keys back to the table at once."""

    left = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            self.left.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down):
            self.left.emit()
            return
        super().keyPressEvent(event)


class LibraryPane(QWidget):
    """The filter over the shoe list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ShoeListModel(self)
        self.filter = FilterField(self)
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        self.shown: int | None = None
        # The shoe kept in its place while a page joins, and its rows below the top.
        self._anchor: tuple[int, int] | None = None
        self.view = ShoeListView(self)
        # Before the view's selection model connects: it would move the current row first.
        self.model.rowsAboutToBeRemoved.connect(self._rows_leaving)
        self.view.setModel(self.model)
        self.model.joining.connect(self._hold_top)
        self.model.joined.connect(self._keep_top)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        self.view.setItemDelegateForColumn(0, ShoeNameDelegate(self.view))
        # Rows of one text line: set once, never measured row by row.
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.retranslate()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)

    def retranslate(self) -> None:
        """The filter's and the list's words in the app's language, the columns fitted to
        them (the view re-reads its headers itself)."""
        self.filter.setPlaceholderText(
            QCoreApplication.translate("Library", "Filter shoes by table or name (Ctrl+F)")
        )
        self.filter.setToolTip(
            QCoreApplication.translate(
                "Library", "Shows the shoes whose name holds these letters; Esc clears it"
            )
        )
        self.view.setToolTip(
            QCoreApplication.translate(
                "Library", "The library's shoes; ● marks a shoe open for logging"
            )
        )
        self._fit_columns()
        self.view.viewport().update()  # the dates and figures in the language's writing

    def select_shoe(self, shoe_id: int | None) -> None:
        """The shoe shown at the visible table: the list's current row whenever the filter
        lets it be seen."""
        self.shown = shoe_id
        row = self.model.row_of(shoe_id) if shoe_id is not None else None
        if row is None:
            return
        if self.view.currentIndex().row() != row:
            index = self.model.index(row, 0)
            self.view.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.view.scrollTo(index)

    def _filter_changed(self, text: str) -> None:
        self.model.set_filter(text)
        # A new filter drops the selection; the shoe shown (and logged into) stays, so the
        # list shows it chosen again as soon as the filter lets it be seen.
        self.select_shoe(self.shown)

    def _rows_leaving(self, _parent: QModelIndex, first: int, last: int) -> None:
        # A shoe deleted elsewhere leaves no current row behind: left to itself, the view
        # would make the next shoe current, and the table would show it unasked.
        if first <= self.view.currentIndex().row() <= last:
            self.view.selectionModel().clear()

    def _hold_top(self) -> None:
        # What the reader sees stays where it is while a page joins: the shown shoe's row
        # when it is in view (shoes joining above it would push it out), else the top row.
        top = self.view.indexAt(QPoint(0, 0))
        self._anchor = None
        if not top.isValid():
            return
        current = self.view.currentIndex()
        bottom = self.view.indexAt(QPoint(0, self.view.viewport().height() - 1))
        last = bottom.row() if bottom.isValid() else self.model.rowCount() - 1
        if current.isValid() and top.row() <= current.row() <= last:
            self._anchor = (self.model.shoe_at(current.row()).id, current.row() - top.row())
        else:
            self._anchor = (self.model.shoe_at(top.row()).id, 0)

    def _keep_top(self) -> None:
        anchor, self._anchor = self._anchor, None
        if anchor is None:
            return
        shoe_id, below_top = anchor
        row = self.model.row_of(shoe_id)
        top = self.view.indexAt(QPoint(0, 0))
        if row is None or not top.isValid() or row - top.row() == below_top:
            return
        first = max(0, row - below_top)
        self.view.scrollTo(self.model.index(first, 0), QAbstractItemView.ScrollHint.PositionAtTop)
        if self.view.currentIndex().row() == row:
            self.view.scrollTo(self.model.index(row, 0))  # and whole, not cut at the edge

    def _fit_columns(self) -> None:
        """The date and counts columns as wide as their widest text can be; the name has
        the rest."""
        metrics = self.view.fontMetrics()
        header = self.view.horizontalHeader()
        pad = 18
        # The widest start the language can write: its longest month, a two-digit day.
        dates = [QDateTime(QDate(2026, month, 28), QTime(23, 59)) for month in range(1, 13)]
        fmt = QCoreApplication.translate("ShoeList", "dd MMM HH:mm")
        widest_date = max(
            metrics.horizontalAdvance(QLocale().toString(date, fmt)) for date in dates
        )
        figures = metrics.horizontalAdvance("888: 88 · 88 · 88")
        for column, needed in ((1, widest_date), (2, figures)):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = max(needed, header.fontMetrics().horizontalAdvance(title) + 12)
            header.resizeSection(column, width + pad)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A narrow pane favours the name: the start time is in the tooltip too.
        self.view.setColumnHidden(1, self.width() < NARROW)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_columns()
        elif is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
