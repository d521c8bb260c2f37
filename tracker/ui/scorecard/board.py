"""The scorecard board: the five roads, their titles, the ask road and the lines under the
roads (counts bar, pattern tags), placed where :func:`~tracker.ui.scorecard.layout.board_layout`
puts them, with cells fitted to the room the window gives it."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QSize, Signal
from PySide6.QtGui import (
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from tracker.roads import RoadKind, Roads, Scorecard
from tracker.ui.scorecard.counts import Counts, CountsBar
from tracker.ui.scorecard.export import export_pdf, export_png
from tracker.ui.scorecard.layout import (
    MIN_FIT_CELL,
    MIN_SCREEN_COLUMNS,
    BoardLayout,
    ScreenFit,
    board_layout,
    paint_note,
    screen_fit,
    screen_width,
)
from tracker.ui.scorecard.palette import (
    RoadPalette,
    ask_tooltip,
    board_note,
    legend,
)
from tracker.ui.scorecard.pattern_tags import PatternTags
from tracker.ui.scorecard.widgets import (
    DEFAULT_CELL,
    AskRoadIndicator,
    RoadView,
    road_title,
    translated_road,
)


class ScorecardBoard(QWidget):
    """The five scorecards and the ask road, laid out as on a casino display and as in the
    exports (:func:`~tracker.ui.scorecard.layout.board_layout` places both): the bead plate
    and the ask road on the left, the note that the ask road restates history beneath it;
    the big road top right with Big Eye Boy beneath it, then Small Road and Cockroach Pig
    side by side, the derived roads at half the cell size; each road titled; with
    ``counts``, the counts bar and the big road's pattern tags under the roads
    (:attr:`under_roads` takes more lines).

    The board paints roads computed elsewhere (:meth:`set_roads`): a live shoe keeps its
    own scorecard, a replay computes the roads of its prefix.
    """

    changed = Signal()

    def __init__(
        self, cell_size: float | None = None, parent: QWidget | None = None, *, counts: bool = False
    ) -> None:
        """``cell_size``: fixed big cells that scroll; ``None`` (the default): cells that
        scale with the room given to show the whole shoe (:func:`screen_fit`)."""
        super().__init__(parent)
        self._roads = Scorecard().snapshot()
        self._colour_blind = False
        self._fit = cell_size is None
        self._growing = True
        self._cards_left: int | None = None
        self._cell = cell_size if cell_size is not None else DEFAULT_CELL
        self._bead_columns: int | None = None
        self._width_fit: ScreenFit | None = None  # what the cells were fitted from
        self.views = {kind: RoadView(kind, parent=self) for kind in RoadKind}
        self.titles = {kind: self._title(kind) for kind in RoadKind}
        self.ask = AskRoadIndicator(parent=self)
        # The lines under the roads: the counts bar, and any other line a window adds.
        self.under_roads = QWidget(self)
        lines = QVBoxLayout(self.under_roads)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(2)
        self.counts = CountsBar(self.under_roads)
        lines.addWidget(self.counts)
        self.patterns = PatternTags(self.under_roads)
        lines.addWidget(self.patterns)
        self.under_roads.setVisible(counts)
        self.under_roads.installEventFilter(self)
        self.setAccessibleName(QCoreApplication.translate("Roads", "Scorecards"))
        self.setAccessibleDescription(board_note())
        if self._fit:
            # It takes the room it is given and fits its cells to it, both ways.
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        else:
            policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            policy.setHeightForWidth(True)
            self.setSizePolicy(policy)
        self._layout = self._layout_at(self.width())
        self._set_cells(self._cell)
        self.set_colour_blind(False)

    def _title(self, kind: RoadKind) -> QLabel:
        label = QLabel(road_title(kind), self)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    # -- the shoe ------------------------------------------------------------------------------

    @property
    def roads(self) -> Roads:
        return self._roads

    def set_roads(
        self, roads: Roads | None, *, growing: bool = True, cards_left: int | None = None
    ) -> None:
        """Show ``roads``; ``None`` clears the board. ``growing``: hands may still be
        logged to the shoe (room is kept for them); ``cards_left`` for the counts bar."""
        self._growing = growing
        self._cards_left = cards_left
        self._show(roads if roads is not None else Scorecard().snapshot())

    def _show(self, roads: Roads) -> None:
        self._roads = roads
        if self._fit and self._width_fit != self._fit_to_width(self.width()):
            # The shoe outgrew the room kept for it (a bead plate past 90 hands, or a road of
            # more columns than kept for it, as a shoe of short streaks has): smaller cells,
            # and the board drawn whole again.
            self._place()
            self.updateGeometry()
        for view in self.views.values():
            view.set_roads(roads)
        self.ask.set_roads(roads)
        if self.under_roads.isVisibleTo(self):
            self.counts.set_counts(Counts.of(roads, self._cards_left))
            self.patterns.set_roads(roads)
        self.changed.emit()

    # -- appearance ----------------------------------------------------------------------------

    def colour_blind(self) -> bool:
        return self._colour_blind

    def set_colour_blind(self, on: bool) -> None:
        """Colour-blind-safe colours that also change shapes (Banker and red marks square)."""
        self._colour_blind = on
        for view in self.views.values():
            view.set_colour_blind(on)
        self._legends()
        self.ask.set_colour_blind(on)
        self.counts.set_colour_blind(on)
        self.patterns.set_colour_blind(on)

    def _legends(self) -> None:
        # Each road's tooltip: what its marks mean, in the app's language.
        for view in self.views.values():
            view.setToolTip(legend(view.kind, view.road_palette))

    def cell_size(self) -> float:
        return self._cell

    def fits(self) -> bool:
        """Whether the cells scale with the room given to show the whole shoe."""
        return self._fit

    def set_cell_size(self, size: float) -> None:
        """Fixed cells: the size of a bead plate / big road cell (derived roads use half of
        it); the roads scroll to what does not fit."""
        self._fit = False
        self._bead_columns = None
        self._width_fit = None
        self._set_cells(size)
        self._place()
        self.updateGeometry()

    def _set_cells(self, size: float, scrolls: bool = True) -> None:
        self._cell = size
        for kind, view in self.views.items():
            view.set_scrolls(scrolls)
            view.set_cell_size(size if kind.derived is None else size / 2)
        self.ask.set_cell_size(size)

    # -- layout --------------------------------------------------------------------------------

    def current_layout(self) -> BoardLayout:
        """Where each road is shown now, in the board's coordinates."""
        return self._layout

    def _fit_to_width(self, width: float) -> ScreenFit:
        return screen_fit(self._roads, width, growing=self._growing)

    def _fit_to(self, width: float, height: float) -> ScreenFit:
        """The cells that show the whole shoe in ``width`` and, when there is one, in
        ``height`` (down to :data:`MIN_FIT_CELL`: below, the board is cut at the bottom)."""
        fit = self._fit_to_width(width)
        if height <= 0 or fit.scrolls:
            return fit
        cell = fit.cell
        fixed = 3 * self._title_height() + self._footer_height()  # what does not scale
        for _ in range(4):  # the note's lines do not scale quite with the cells
            needed = self._board_layout(width, cell, fit).size.height()
            if needed <= height + 0.5 or cell <= MIN_FIT_CELL:
                break
            cell = max(MIN_FIT_CELL, cell * (height - fixed) / max(needed - fixed, 1.0))
        return ScreenFit(cell, fit.bead_columns, False)

    def _title_height(self) -> float:
        return float(self.titles[RoadKind.BIG_ROAD].sizeHint().height())

    def _footer_height(self) -> float:
        if not self.under_roads.isVisibleTo(self):
            return 0.0
        return float(self.under_roads.sizeHint().height())

    def _board_layout(self, width: float, cell: float, fit: ScreenFit | None) -> BoardLayout:
        titles, footer = self._title_height(), self._footer_height()
        if fit is not None:
            bar = self.views[RoadKind.BIG_ROAD].horizontalScrollBar().sizeHint().height()
            return board_layout(
                self._roads,
                cell,
                width=width,
                scroll_bar=bar if fit.scrolls else 0.0,
                bead_columns=fit.bead_columns,
                title=titles,
                footer=footer,
            )
        bar = self.views[RoadKind.BIG_ROAD].scroll_bar_height()
        return board_layout(
            self._roads, cell, width=width, scroll_bar=bar, title=titles, footer=footer
        )

    def _layout_at(self, width: float, height: float = 0.0) -> BoardLayout:
        if self._fit:
            fit = self._fit_to(width, height)
            return self._board_layout(width, fit.cell, fit)
        return self._board_layout(width, self._cell, None)

    def _place(self) -> None:
        if self._fit:
            self._width_fit = self._fit_to_width(self.width())
            fit = self._fit_to(self.width(), self.height())
            if (fit.cell, fit.scrolls) != (self._cell, self.views[RoadKind.BIG_ROAD].scrolls()):
                self._set_cells(fit.cell, fit.scrolls)
            self._bead_columns = fit.bead_columns
            self._layout = layout = self._board_layout(self.width(), fit.cell, fit)
        else:
            self._layout = layout = self._layout_at(self.width())
        for kind, view in self.views.items():
            rect = layout.rect(kind)
            view.setGeometry(
                round(rect.left()), round(rect.top()), round(rect.width()), view.height()
            )
            title, room = self.titles[kind], layout.title_rect(kind).toAlignedRect()
            title.setGeometry(room)
            # The Chinese name only where the whole title fits (a narrow practice board).
            title.setText(road_title(kind))
            title.setAccessibleName(translated_road(kind))
            if title.sizeHint().width() > room.width():
                title.setText(translated_road(kind))
        ask = layout.ask
        self.ask.move(round(ask.left()), round(ask.top()))
        footer = layout.footer
        self.under_roads.setGeometry(
            0, math.ceil(footer.top()), self.width(), math.ceil(footer.height())
        )
        self.update()

    def hasHeightForWidth(self) -> bool:
        return not self._fit

    def heightForWidth(self, width: int) -> int:
        """The height that shows the board at ``width`` with cells fitted to the width."""
        return math.ceil(self._layout_at(width).size.height())

    def sizeHint(self) -> QSize:
        width = math.ceil(screen_width(DEFAULT_CELL if self._fit else self._cell, 16))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        # Fitted cells shrink with the room; below their smallest, the roads scroll.
        if self._fit:
            fit = self._fit_to_width(360)
            small = ScreenFit(MIN_FIT_CELL, fit.bead_columns, fit.scrolls)
            return QSize(360, math.ceil(self._board_layout(360, MIN_FIT_CELL, small).size.height()))
        width = math.ceil(screen_width(self._cell, MIN_SCREEN_COLUMNS))
        return QSize(width, self.heightForWidth(width))

    # -- events --------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (
            QEvent.Type.StyleChange,
            QEvent.Type.FontChange,
            QEvent.Type.LanguageChange,
        ):
            self._place()  # scroll bars and titles of another height, or language
            self.setAccessibleDescription(board_note())
            if event.type() == QEvent.Type.LanguageChange:
                self.setAccessibleName(QCoreApplication.translate("Roads", "Scorecards"))
                self._legends()
            self.updateGeometry()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.under_roads and event.type() in (
            QEvent.Type.LayoutRequest,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._place()  # a line more or less under the roads
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = self.palette()
        painter = QPainter(self)
        try:
            paint_note(
                painter,
                self._layout.note,
                self._cell,
                palette.color(QPalette.ColorRole.WindowText),
                palette.color(QPalette.ColorRole.Window),
            )
        finally:
            painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            if self._layout.note.contains(QPointF(event.pos())):
                QToolTip.showText(event.globalPos(), ask_tooltip(), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    # -- export --------------------------------------------------------------------------------

    def _export_palette(self) -> RoadPalette:
        return RoadPalette.of(self.palette(), self._colour_blind)

    def export_png(self, path: str | Path, device_pixel_ratio: float = 2.0) -> None:
        """Save every column of every road as a PNG picture."""
        export_png(path, self._roads, self._export_palette(), self._cell, device_pixel_ratio)

    def export_pdf(self, path: str | Path) -> None:
        """Save every column of every road as a one-page vector PDF."""
        export_pdf(path, self._roads, self._export_palette())


__all__ = ["ScorecardBoard"]
