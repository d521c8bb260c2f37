"""The scorecard widgets: a scrolling view of one road and the ask road indicator (the board
that places them is in :mod:`tracker.ui.scorecard.board`).

Every widget paints with the functions of this package, from cells that :mod:`tracker.roads`
computed; nothing here decides where a mark goes or what colour it is.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFontDatabase,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QSizePolicy,
    QToolTip,
    QWidget,
)

from tracker.engine.rules import Winner
from tracker.roads import RoadKind, Roads, Scorecard
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.scorecard.layout import (
    ask_rects,
)
from tracker.ui.scorecard.palette import (
    RoadPalette,
    ask_tooltip,
    cell_tooltip,
)
from tracker.ui.scorecard.road import changed_cells, paint_ask, paint_road

DEFAULT_CELL = 22.0

CHINESE_TITLES = {
    RoadKind.BEAD_PLATE: "珠盤路",
    RoadKind.BIG_ROAD: "大路",
    RoadKind.BIG_EYE_BOY: "大眼仔",
    RoadKind.SMALL_ROAD: "小路",
    RoadKind.COCKROACH_PIG: "曱甴路",
}
"""Each road's name as the tables of Macau and Hong Kong write it."""

ROAD_TITLES = {
    RoadKind.BEAD_PLATE: QT_TRANSLATE_NOOP("Roads", "Bead Plate"),
    RoadKind.BIG_ROAD: QT_TRANSLATE_NOOP("Roads", "Big Road"),
    RoadKind.BIG_EYE_BOY: QT_TRANSLATE_NOOP("Roads", "Big Eye Boy"),
    RoadKind.SMALL_ROAD: QT_TRANSLATE_NOOP("Roads", "Small Road"),
    RoadKind.COCKROACH_PIG: QT_TRANSLATE_NOOP("Roads", "Cockroach Pig"),
}
"""Each road's name, for the catalogues (as each market's casinos name it)."""


def translated_road(kind: RoadKind) -> str:
    """A road's name in the app's language alone."""
    return QCoreApplication.translate("Roads", ROAD_TITLES[kind])


def road_title(kind: RoadKind) -> str:
    """A road's title on screen: its name in the app's language; in English with the
    Chinese name after it where a font has it (the name the tables write)."""
    title = translated_road(kind)
    if title != ROAD_TITLES[kind]:
        return title
    if QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese):
        return f"{title}  {CHINESE_TITLES[kind]}"
    return title


class RoadView(QAbstractScrollArea):
    """One road, in cells of ``cell_size`` pixels, scrolled to its newest column.

    The view follows new columns while it shows the end of the road; once the user scrolls
    back it stays where they put it until they scroll to the end again.
    """

    def __init__(
        self, kind: RoadKind, cell_size: float = DEFAULT_CELL, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        self._roads = Scorecard().snapshot()
        self._cell = cell_size
        self._colour_blind = False
        self._palette = RoadPalette.of(self.palette(), False)
        self._wheel = 0  # wheel movement not yet turned into whole steps
        self._scrolls = True
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.horizontalScrollBar().setSingleStep(1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translated_road(kind))
        self._fit_height()

    # -- state ---------------------------------------------------------------------------------

    @property
    def roads(self) -> Roads:
        return self._roads

    @property
    def road_palette(self) -> RoadPalette:
        return self._palette

    def set_roads(self, roads: Roads) -> None:
        bar = self.horizontalScrollBar()
        following = bar.value() >= bar.maximum()
        shown = bar.value()
        before, self._roads = self._roads, roads
        self._update_range()
        if following:
            bar.setValue(bar.maximum())
        cells = changed_cells(self.kind, before, roads) if bar.value() == shown else None
        viewport = self.viewport()
        if cells is None:
            viewport.update()
            return
        # A hand logged: its few cells drawn again, not the road (a repaint per hand).
        for row, col in cells:
            viewport.update(self.cell_rect(row, col).toAlignedRect().adjusted(-1, -1, 1, 1))

    def cell_size(self) -> float:
        return self._cell

    def set_cell_size(self, size: float) -> None:
        self._cell = max(4.0, size)
        self._fit_height()
        self._update_range()
        self.viewport().update()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self._palette = RoadPalette.of(self.palette(), on)
        self.viewport().update()

    def first_column(self) -> int:
        """The leftmost column shown."""
        return self.horizontalScrollBar().value()

    def cell_rect(self, row: int, col: int) -> QRectF:
        """Where cell (row, col) is drawn, in viewport coordinates."""
        c = self._cell
        return QRectF((col - self.first_column()) * c, row * c, c, c)

    def road_rect(self) -> QRectF:
        """Where the road's grid is drawn, in the view's coordinates (the scroll bar has its
        own room below it)."""
        return QRectF(0, 0, self.viewport().width(), self._roads.rows * self._cell)

    def scroll_bar_height(self) -> int:
        """The room kept under the road for its scroll bar (none when it never scrolls)."""
        return self.horizontalScrollBar().sizeHint().height() if self._scrolls else 0

    def scrolls(self) -> bool:
        return self._scrolls

    def set_scrolls(self, on: bool) -> None:
        """Whether the road may scroll (a scroll bar when needed, its room kept) or shows
        every column it is given room for (no scroll bar, no room)."""
        if on == self._scrolls:
            return
        self._scrolls = on
        self.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if on else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self._fit_height()
        self._update_range()
        self.viewport().update()

    # -- layout ------------------------------------------------------------------------------

    def _visible_columns(self) -> int:
        return max(1, math.floor(self.viewport().width() / self._cell))

    def _update_range(self) -> None:
        # One spare column, so the cell the next new streak will take is in view.
        total = self.kind.columns(self._roads) + 1
        visible = self._visible_columns()
        bar = self.horizontalScrollBar()
        bar.setPageStep(visible)
        # A road that does not scroll shows its first columns: the board gave it room.
        bar.setRange(0, max(0, total - visible) if self._scrolls else 0)

    def _fit_height(self) -> None:
        # Room for the scroll bar is kept while the road may scroll, so that showing it
        # never shrinks the grid.
        self.setFixedHeight(math.ceil(self._roads.rows * self._cell) + self.scroll_bar_height())

    def sizeHint(self) -> QSize:
        return QSize(math.ceil(self._cell * 16), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(math.ceil(self._cell * 4), self.height())

    # -- events ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        # The columns the repaint reaches: a hand logged asks for a cell or two.
        area, cell, first = event.rect(), self._cell, self.first_column()
        only = (
            first + math.floor(area.left() / cell),
            first + math.ceil((area.right() + 1) / cell),
        )
        try:
            painter.fillRect(self.viewport().rect(), self.palette().window())
            paint_road(
                painter,
                self.road_rect(),
                self.kind,
                self._roads,
                self._palette,
                first,
                only,
            )
            if self.kind is RoadKind.COCKROACH_PIG:
                # The division from Small Road beside it, heavier than the grid.
                bar = max(2.0, self._cell * 0.16)
                painter.fillRect(QRectF(0, 0, bar, self.road_rect().height()), self._palette.text)
        finally:
            painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.horizontalScrollBar()
        following = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        self._update_range()
        if following:
            bar.setValue(bar.maximum())

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        # A plain mouse wheel scrolls the road sideways: it has nothing to scroll vertically.
        # A touchpad sends many small deltas: add them up and move a step per notch (120),
        # the same way in both directions.
        bar = self.horizontalScrollBar()
        if bar.maximum() == 0:
            event.ignore()  # nothing to scroll: let the window around it have the wheel
            return
        delta = event.angleDelta()
        self._wheel += -(delta.y() or delta.x())
        steps = int(self._wheel / 120)
        self._wheel -= steps * 120
        if steps:
            bar.setValue(bar.value() + steps * 2)
        event.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._palette = RoadPalette.of(self.palette(), self._colour_blind)
            self.viewport().update()
        elif event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(translated_road(self.kind))
            self.viewport().update()  # the beads' letters
        super().changeEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), self.tooltip_at(QPointF(event.pos())), self)
            return True
        return super().viewportEvent(event)

    def tooltip_at(self, pos: QPointF) -> str:
        """What the cell under ``pos`` (viewport coordinates) holds, and the road's legend."""
        col = math.floor(pos.x() / self._cell) + self.first_column()
        row = math.floor(pos.y() / self._cell)
        return cell_tooltip(self.kind, self._roads, row, col, self._palette)


class AskRoadIndicator(QWidget):
    """``B?`` and ``P?``: the mark each derived road would get if the next hand were Banker
    or Player. It says what it is, a restatement of history, in its tooltip."""

    def __init__(self, cell_size: float = DEFAULT_CELL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roads = Scorecard().snapshot()
        self._cell = cell_size
        self._colour_blind = False
        self.retranslate()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        # It paints every pixel it covers: the board beneath it is not painted again with
        # it (its note's text) at each hand.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._fit()

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Roads", "Ask road"))
        self.setToolTip(ask_tooltip())
        self.setAccessibleDescription(ask_tooltip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.update()  # B? and P? in the language's letters
        super().changeEvent(event)

    def set_roads(self, roads: Roads) -> None:
        changed = roads.ask != self._roads.ask
        self._roads = roads
        if changed:
            self.update()

    def set_cell_size(self, size: float) -> None:
        self._cell = max(4.0, size)
        self._fit()
        self.update()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.update()

    def _fit(self) -> None:
        banker, player = ask_rects(self._cell)
        both = banker.united(player)
        self.setFixedSize(math.ceil(both.width()), math.ceil(both.height()))

    def side_rect(self, winner: Winner) -> QRectF:
        """Where the ``B?`` (Banker) or ``P?`` (Player) side is drawn."""
        banker, player = ask_rects(self._cell)
        return banker if winner is Winner.BANKER else player

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = RoadPalette.of(self.palette(), self._colour_blind)
        painter = QPainter(self)
        try:
            painter.fillRect(self.rect(), self.palette().window())  # between the two sides
            for winner in (Winner.BANKER, Winner.PLAYER):
                paint_ask(painter, self.side_rect(winner), self._roads.ask, palette, winner)
        finally:
            painter.end()


__all__ = [
    "CHINESE_TITLES",
    "DEFAULT_CELL",
    "AskRoadIndicator",
    "RoadView",
    "road_title",
    "translated_road",
]
