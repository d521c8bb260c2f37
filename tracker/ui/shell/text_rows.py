"""Tables of one line of text a cell, painted row by row in one pass.

Qt paints a table cell by cell, each through its delegate; a delegate written in Python is
called from C++ once a cell, and asks the model a dozen questions a cell (in Python too),
which cost more than the cell's text. A :class:`TextRowsView` paints its rows itself, with
a :class:`FittedTextDelegate`'s cuts and widths, exactly as :class:`QTableView` paints them
with that delegate; its model gives a cell's text in one call (:class:`TextCells`)."""

from __future__ import annotations

import math
from typing import Protocol, cast, runtime_checkable

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tracker.ui.shell.shaping import needs_no_shaping, without_needless_shaping
from tracker.ui.shell.views import JoinedRowsView


@runtime_checkable
class TextCells(Protocol):
    """What a model painted by a :class:`TextRowsView` gives: each cell's text, and the
    columns set at the right."""

    RIGHT_ALIGNED: frozenset[int]

    def text(self, row: int, column: int) -> str:
        """What the cell at ``row`` and ``column`` shows ("" for nothing)."""
        ...


class FittedTextDelegate(QStyledItemDelegate):
    """Paints the cells of a :class:`TextCells` model: the selection, then the text, cut
    to its cell (by :meth:`cut`; the whole text is the tooltip).

    The style asks the model a dozen questions a cell and lays its text out twice, and a
    text cut was measured once more. Here a cell asks the model its text, and a text's cut
    and width are kept for its room and font. The cell with the keyboard focus (its frame)
    and a table laid out right to left are drawn by the style, with the text cut here."""

    def __init__(self, model: TextCells, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.fits: dict[tuple[str, int, str, int], tuple[str, int]] = {}
        """What :meth:`fit` found, by text, room, font key and column."""

    def cut(self, text: str, room: int, metrics: QFontMetrics, column: int) -> str:
        """``text`` (too wide) cut to ``room`` pixels in ``column``: at its end."""
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)

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
        text = self.model.text(index.row(), column)
        font = without_needless_shaping(option.font) if needs_no_shaping(text) else option.font
        shown, width = self.fit(text, rect.width() - 2 * margin, font, column)
        state = option.state.value
        if state & _FOCUSED or option.direction == Qt.LayoutDirection.RightToLeft:
            # The focus frame, and a cell laid out right to left: as the style draws an
            # item, with the text cut here.
            self.initStyleOption(option, index)
            option.text = shown
            option.font = font
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
            return
        palette, group = option.palette, colour_group(state)
        if state & _SELECTED:
            painter.fillRect(rect, palette.brush(group, QPalette.ColorRole.Highlight))
            painter.setPen(palette.color(group, QPalette.ColorRole.HighlightedText))
        else:
            painter.setPen(palette.color(group, QPalette.ColorRole.Text))
        if shown:
            kept = painter.font()
            painter.setFont(font)
            self.draw(painter, rect, margin, shown, width, column, option.fontMetrics)
            painter.setFont(kept)

    def fit(
        self, text: str, room: int, font: QFont, column: int, font_key: str | None = None
    ) -> tuple[str, int]:
        """``text`` as it fits ``room`` pixels in ``column`` (whole, or :meth:`cut`), and
        its width in whole pixels (rounded up, as the style sets text); kept for the next
        time. ``font_key``: the font's key, when the caller has it."""
        key = (text, room, font_key or font.key(), column)  # a font changed while running too
        fit = self.fits.get(key)
        if fit is None:
            if len(self.fits) > FITS_KEPT:
                self.fits.clear()
            exact = QFontMetricsF(font)
            width = math.ceil(exact.horizontalAdvance(text))
            if width <= room:
                fit = (text, width)
            else:
                cut = self.cut(text, room, QFontMetrics(font), column)
                fit = (cut, math.ceil(exact.horizontalAdvance(cut)))
            self.fits[key] = fit
        return fit

    def draw(
        self,
        painter: QPainter,
        rect: QRect,
        margin: int,
        shown: str,
        width: int,
        column: int,
        metrics: QFontMetrics,
    ) -> None:
        """A cell's text as :meth:`fit` cut it, in the painter's pen."""
        left = rect.left() + margin
        if column in self.model.RIGHT_ALIGNED:
            left += rect.width() - 2 * margin - width
        # Centred as the style centres a line of the font (a line of another script, drawn
        # with a fallback font of other heights, sits on the same baseline here).
        baseline = rect.top() + (rect.height() - metrics.height()) // 2 + metrics.ascent()
        painter.drawText(QPoint(left, baseline), shown)


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


_FOCUSED = QStyle.StateFlag.State_HasFocus.value
_ENABLED = QStyle.StateFlag.State_Enabled.value
_ACTIVE = QStyle.StateFlag.State_Active.value
_SELECTED = QStyle.StateFlag.State_Selected.value

FITS_KEPT = 20_000
"""Texts' cuts and widths kept at most (a library's names at a width or two)."""


class TextRowsView(JoinedRowsView):
    """A table view over a :class:`TextCells` model that paints its rows itself, as
    :class:`QTableView` paints them with a :class:`FittedTextDelegate`, pixel for pixel.

    Qt calls the delegate once a cell, and in Python each call cost more than its cell's
    text (a window's first frame has a hundred or more). The cell with the keyboard focus
    is still the delegate's (the style draws its frame); a table laid out right to left,
    or set up otherwise (a grid of another style or none, alternating colours, spans, a
    style sheet, another delegate), is Qt's."""

    _spans = False  # cells spanning others: painted by Qt

    def setSpan(self, row: int, column: int, rowSpanCount: int, columnSpanCount: int) -> None:
        self._spans = True
        super().setSpan(row, column, rowSpanCount, columnSpanCount)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        # Its cells' delegate, unless one for this model is set already.
        delegate = self.itemDelegate()
        if isinstance(model, TextCells) and not (
            isinstance(delegate, FittedTextDelegate) and cast(object, delegate.model) is model
        ):
            self.setItemDelegate(FittedTextDelegate(model, self))

    def paintEvent(self, event: QPaintEvent) -> None:
        # The region's bounding rectangle: the painter is clipped to the region itself.
        if not self._paint_rows(event.rect()):
            super().paintEvent(event)

    def _paint_rows(self, dirty: QRect) -> bool:
        """Paint the cells and grid within ``dirty`` as Qt does; ``False``: left to Qt."""
        model, delegate = self.model(), self.itemDelegate()
        if (
            not isinstance(delegate, FittedTextDelegate)
            or cast(object, delegate.model) is not model
            or self.isRightToLeft()
            or not self.showGrid()
            or self.gridStyle() != Qt.PenStyle.SolidLine
            or self.alternatingRowColors()
            or self._spans
            or self.style().metaObject().className() == "QStyleSheetStyle"
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
        unshaped = without_needless_shaping(font)  # for texts that need no shaping
        font_key, unshaped_key = font.key(), unshaped.key()
        ascent, line_height = metrics.ascent(), metrics.height()
        right = delegate.model.RIGHT_ALIGNED
        text, fit = delegate.model.text, delegate.fit
        # Every text is measured (and cut) before any is drawn: measuring and drawing in
        # turn cost more. Then each cell is painted in Qt's order.
        hidden, position, row_height = self.isRowHidden, self.rowViewportPosition, self.rowHeight
        fits = delegate.fits
        # Each cell shown: what fills it (the selection) or None, its text as fitted (or
        # None), whether chosen, where its text starts and its room, its column, its
        # baseline, and the font its text is set in; None in the place of the cell with
        # the focus frame (``focus``).
        cells: list[
            tuple[QRect | None, tuple[str, int] | None, bool, int, int, int, int, QFont] | None
        ] = []
        focus: tuple[QRect, bool, int, int] | None = None
        # The grid: a rectangle a pixel thick for each line (left, top, width, height).
        lines: list[tuple[int, int, int, int]] = []
        grid_left, grid_width = dirty.left(), dirty.width()
        for row in range(top, bottom + 1):
            if hidden(row):
                continue
            y, height = position(row), row_height(row) - 1
            lines.append((grid_left, y + height, grid_width, 1))
            baseline = y + (height - line_height) // 2 + ascent  # as FittedTextDelegate.draw
            for column, left, width in shown:
                selected = (row, column) in chosen
                if (row, column) == focused:
                    focus = (QRect(left, y, width, height), selected, row, column)
                    cells.append(None)
                    continue
                fill = QRect(left, y, width, height) if selected else None
                cell = text(row, column)
                if not cell:
                    if fill is not None:
                        cells.append((fill, None, selected, 0, 0, column, baseline, font))
                    continue
                room = width - 2 * margin
                cell_font, key = (
                    (unshaped, unshaped_key) if needs_no_shaping(cell) else (font, font_key)
                )
                fitted = fits.get((cell, room, key, column)) or fit(
                    cell, room, cell_font, column, key
                )
                cells.append(
                    (fill, fitted, selected, left + margin, room, column, baseline, cell_font)
                )
        painter = QPainter(self.viewport())
        set_font = None  # the painter's font, once set here
        pen = None  # the pen set: the texts' of cells chosen or not
        for entry in cells:
            if entry is None:
                assert focus is not None
                self._paint_focus(painter, option, state, focus)
                set_font = pen = None
                continue
            fill, drawn, selected, x, room, column, baseline, cell_font = entry
            if fill is not None:
                painter.fillRect(fill, highlight)
            if drawn is None or not drawn[0]:
                continue
            if set_font is not cell_font:
                painter.setFont(cell_font)
                set_font = cell_font
            if pen is not selected:
                painter.setPen(chosen_pen if selected else text_pen)
                pen = selected
            shown_text, text_width = drawn
            painter.drawText(x + room - text_width if column in right else x, baseline, shown_text)
        grid = style.styleHint(QStyle.StyleHint.SH_Table_GridLineColor, option, self)
        grid_colour = QColor.fromRgba(grid & 0xFFFFFFFF)
        # Filled rather than drawn: the pixels of Qt's lines of one pixel, for less (the
        # line's rasteriser was a large part of a window's first frame).
        for _column, left, width in shown:
            lines.append((left + width, dirty.top(), 1, dirty.height()))
        fill_rect = painter.fillRect
        for line_x, line_y, line_w, line_h in lines:
            fill_rect(line_x, line_y, line_w, line_h, grid_colour)
        painter.setPen(QPen(grid_colour, 1))
        # The top and left lines, when their header is hidden and the style asks for them.
        always = QStyle.StyleHint.SH_Table_AlwaysDrawLeftTopGridLines
        if (header.isHidden() or side.isHidden()) and style.styleHint(always, option, self):
            if header.isHidden() and self.rowViewportPosition(top) == dirty.top():
                painter.drawLine(dirty.left(), dirty.top(), dirty.right(), dirty.top())
            if side.isHidden() and shown and shown[0][1] == dirty.left():
                painter.drawLine(dirty.left(), dirty.top(), dirty.left(), dirty.bottom())
        painter.end()
        return True

    def _paint_focus(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        state: int,
        focus: tuple[QRect, bool, int, int],
    ) -> None:
        """The cell with the keyboard focus: the style's frame and the delegate's text, as
        Qt would call them."""
        rect, selected, row, column = focus
        option.rect = rect
        option.state = QStyle.StateFlag(state | _FOCUSED | (_SELECTED if selected else 0))
        style = self.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, option, painter, self)
        delegate = self.itemDelegate()
        model = self.model()
        assert delegate is not None and model is not None
        delegate.paint(painter, option, model.index(row, column))
