"""The library pane: the filter and the shoe list, with names that stay readable.

The list is a :class:`ShoeListModel`, which filters itself; its column widths come from the
font, never from measuring every row (a library of thousands of shoes would be measured
again at each filter keystroke), and the name keeps its distinguishing end."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QLineF,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tracker.ui.library.models import ShoeListModel
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


class ShoeListDelegate(QStyledItemDelegate):
    """Paints the cells of a :class:`ShoeListModel`: the selection, then the text; a name
    cut by :func:`elide_name` (the whole name is the tooltip).

    The style asks the model a dozen questions a cell and lays its text out twice, and a
    name was measured once more to be cut: the list was the costliest part of a window's
    first frame (names in Korean or Chinese are shaped through a fallback font). Here a
    cell asks the model its text, and a text's cut and width are kept for its room and
    font. The cell with the keyboard focus (its frame) and a list laid out right to left
    are drawn by the style, with the text cut here."""

    def __init__(self, model: ShoeListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._fits: dict[tuple[str, int, str], tuple[str, int]] = {}

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        column = index.column()
        rect = option.rect
        margin = text_margin(style, widget)
        shown, width = self.fit(
            self.model.text(index.row(), column), rect.width() - 2 * margin, option.font, column
        )
        state = option.state.value
        if state & _FOCUSED or option.direction == Qt.LayoutDirection.RightToLeft:
            # The focus frame, and a cell laid out right to left: as the style draws an
            # item, with the text cut here.
            self.initStyleOption(option, index)
            option.text = shown
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
            return
        palette, group = option.palette, colour_group(state)
        if state & _SELECTED:
            painter.fillRect(rect, palette.brush(group, QPalette.ColorRole.Highlight))
            painter.setPen(palette.color(group, QPalette.ColorRole.HighlightedText))
        else:
            painter.setPen(palette.color(group, QPalette.ColorRole.Text))
        if shown:
            draw_fitted(painter, rect, margin, shown, width, column, option.fontMetrics)

    def fit(self, text: str, room: int, font: QFont, column: int) -> tuple[str, int]:
        """``text`` as it fits ``room`` pixels in ``column`` (see :func:`_fit`), and its
        width; kept for the next time."""
        key = (text, room, font.key())  # a font changed while running too
        fit = self._fits.get(key)
        if fit is None:
            if len(self._fits) > FITS_KEPT:
                self._fits.clear()
            fit = self._fits[key] = _fit(text, room, font, name=column == 0)
        return fit


def colour_group(state: int) -> QPalette.ColorGroup:
    """The palette's colours for a cell in ``state`` (a style option's state flags)."""
    if not state & _ENABLED:
        return QPalette.ColorGroup.Disabled
    if state & _ACTIVE:
        return QPalette.ColorGroup.Active
    return QPalette.ColorGroup.Inactive


def text_margin(style: QStyle, widget: QWidget | None) -> int:
    """The style's own text margin each side of a cell, and a pixel to spare."""
    return style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


def draw_fitted(
    painter: QPainter,
    rect: QRect,
    margin: int,
    shown: str,
    width: int,
    column: int,
    metrics: QFontMetrics,
) -> None:
    """A cell's text as :meth:`ShoeListDelegate.fit` cut it, in the painter's pen."""
    left = rect.left() + margin
    if column in ShoeListModel.RIGHT_ALIGNED:
        left += rect.width() - 2 * margin - width
    # Centred as the style centres a line of the font (a line of another script, drawn
    # with a fallback font of other heights, sits on the same baseline here).
    baseline = rect.top() + (rect.height() - metrics.height()) // 2 + metrics.ascent()
    painter.drawText(QPoint(left, baseline), shown)


def _fit(text: str, room: int, font: QFont, *, name: bool) -> tuple[str, int]:
    """``text`` as it fits ``room`` pixels (a name cut by :func:`elide_name`, other texts
    at their end), and its width in whole pixels (rounded up, as the style sets text)."""
    exact = QFontMetricsF(font)
    width = math.ceil(exact.horizontalAdvance(text))
    if width <= room:
        return text, width
    metrics = QFontMetrics(font)
    if name:
        cut = elide_name(text, room, metrics)
    else:
        cut = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
    return cut, math.ceil(exact.horizontalAdvance(cut))


_FOCUSED = QStyle.StateFlag.State_HasFocus.value
_ENABLED = QStyle.StateFlag.State_Enabled.value
_ACTIVE = QStyle.StateFlag.State_Active.value
_SELECTED = QStyle.StateFlag.State_Selected.value

FITS_KEPT = 20_000
"""Texts' cuts and widths kept at most (a library's names at a width or two)."""


class ShoeListView(JoinedRowsView):
    """The shoe list without type-ahead: a letter is a logging key, never a search.

    Shoes that join below the last row shown (the library's pages read after the window
    opens) change the scroll bar, not the rows shown: the list is not painted again for
    them, as Qt would (a repaint a page, twenty for a library of thousands).

    Its rows are painted here, as :class:`QTableView` paints them with a
    :class:`ShoeListDelegate`, pixel for pixel: Qt calls the delegate once a cell, and in
    Python each call cost more than its cell's text (some sixty cells in a window's first
    frame). The cell with the keyboard focus is still the delegate's (the style draws its
    frame), and a list laid out right to left, or set up otherwise than the pane sets it
    up, is Qt's."""

    def paintEvent(self, event: QPaintEvent) -> None:
        # The region's bounding rectangle: the painter is clipped to the region itself.
        if not self._paint_rows(event.rect()):
            super().paintEvent(event)

    def _paint_rows(self, dirty: QRect) -> bool:
        """Paint the cells and grid within ``dirty`` as Qt does; ``False``: left to Qt."""
        model, delegate = self.model(), self.itemDelegate()
        if (
            not isinstance(model, ShoeListModel)
            or not isinstance(delegate, ShoeListDelegate)
            or delegate.model is not model
            or self.isRightToLeft()
            or not self.showGrid()
            or self.gridStyle() != Qt.PenStyle.SolidLine
        ):
            return False
        rows, columns = model.rowCount(), model.columnCount()
        if rows == 0 or columns == 0:
            return True  # nothing for Qt to paint either
        header, side = self.horizontalHeader(), self.verticalHeader()
        # Qt's own bounds: the rows and columns laid out, less the grid's last line.
        dirty = QRect(dirty)
        dirty.setBottom(min(dirty.bottom(), side.length() - side.offset() - 1))
        dirty.setRight(min(dirty.right(), header.length() - header.offset() - 1))
        top = self.rowAt(dirty.top())
        if not dirty.isValid() or top < 0:
            return True
        bottom = self.rowAt(dirty.bottom())
        if bottom < 0:
            bottom = rows - 1
        shown = []  # (column, its left, its width less the grid's line)
        for column in range(columns):
            if self.isColumnHidden(column):
                continue
            left, width = self.columnViewportPosition(column), self.columnWidth(column)
            if left + width > dirty.left() and left <= dirty.right():
                shown.append((column, left, width - 1))
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        style = self.style()
        state = option.state.value
        palette, group = option.palette, colour_group(state)
        highlight = palette.brush(group, QPalette.ColorRole.Highlight)
        text_pen = palette.color(group, QPalette.ColorRole.Text)
        chosen_pen = palette.color(group, QPalette.ColorRole.HighlightedText)
        chosen = {
            (index.row(), index.column()) for index in self.selectionModel().selectedIndexes()
        }
        current = self.currentIndex()
        focused = (
            (current.row(), current.column())
            if current.isValid() and (self.hasFocus() or self.viewport().hasFocus())
            else None
        )
        margin = text_margin(style, self)
        font, metrics = option.font, option.fontMetrics
        painter = QPainter(self.viewport())
        painter.setFont(font)
        for row in range(top, bottom + 1):
            y, height = self.rowViewportPosition(row), self.rowHeight(row) - 1
            for column, left, width in shown:
                rect = QRect(left, y, width, height)
                selected = (row, column) in chosen
                if (row, column) == focused:
                    # The style's focus frame: the delegate's, as Qt would call it.
                    option.rect = rect
                    option.state = QStyle.StateFlag(
                        state | _FOCUSED | (_SELECTED if selected else 0)
                    )
                    style.drawPrimitive(
                        QStyle.PrimitiveElement.PE_PanelItemViewRow, option, painter, self
                    )
                    delegate.paint(painter, option, model.index(row, column))
                    painter.setFont(font)
                    continue
                if selected:
                    painter.fillRect(rect, highlight)
                    painter.setPen(chosen_pen)
                else:
                    painter.setPen(text_pen)
                room = width - 2 * margin
                fitted, text_width = delegate.fit(model.text(row, column), room, font, column)
                if fitted:
                    draw_fitted(painter, rect, margin, fitted, text_width, column, metrics)
        grid = style.styleHint(QStyle.StyleHint.SH_Table_GridLineColor, option, self)
        painter.setPen(QPen(QColor.fromRgba(grid & 0xFFFFFFFF), 1))
        for row in range(top, bottom + 1):
            line = self.rowViewportPosition(row) + self.rowHeight(row) - 0.5
            painter.drawLine(QLineF(dirty.left() + 0.5, line, dirty.right() + 0.5, line))
        for _column, left, width in shown:
            x = left + width + 0.5
            painter.drawLine(QLineF(x, dirty.top() + 0.5, x, dirty.bottom() + 0.5))
        always = QStyle.StyleHint.SH_Table_AlwaysDrawLeftTopGridLines
        if (
            side.isHidden()
            and shown
            and shown[0][1] == dirty.left()
            and style.styleHint(always, option, self)
        ):
            painter.drawLine(dirty.left(), dirty.top(), dirty.left(), dirty.bottom())
        painter.end()
        return True

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
    """The filter; Escape clears it, or gives the keys back to the table."""

    left = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.text():
                self.clear()
            else:
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
        self.filter.setPlaceholderText("Filter shoes by table or name (Ctrl+F)")
        self.filter.setToolTip("Shows the shoes whose name holds these letters; Esc clears")
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
        self.view.setItemDelegate(ShoeListDelegate(self.model, self.view))
        self.view.setToolTip("The library's shoes; ● marks a shoe open for logging")
        # Rows of one text line: set once, never measured row by row.
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self._fit_columns()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.filter)
        layout.addWidget(self.view)

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
        for column, sample in ((1, "30 Sep 23:59"), (2, "888: 88 · 88 · 88")):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = max(
                metrics.horizontalAdvance(sample),
                header.fontMetrics().horizontalAdvance(title) + 12,
            )
            header.resizeSection(column, width + pad)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A narrow pane favours the name: the start time is in the tooltip too.
        self.view.setColumnHidden(1, self.width() < NARROW)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_columns()
        super().changeEvent(event)
