"""The scorecard widgets: one scrolling view per road, the ask road indicator, and the board
that lays them out the way casino displays do.

Every widget paints with :mod:`tracker.ui.roads_paint`, from cells that :mod:`tracker.roads`
computed; nothing here decides where a mark goes or what colour it is.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QWidget,
)

from tracker.engine.rules import Winner
from tracker.roads import Result, Roads, Scorecard
from tracker.ui.roads_paint import (
    ASK_TOOLTIP,
    NOTE,
    RoadKind,
    RoadPalette,
    export_pdf,
    export_png,
    legend,
    paint_ask,
    paint_road,
    road_columns,
)

DEFAULT_CELL = 22.0


def _flag_words(player_pair: bool | None, banker_pair: bool | None, natural: bool | None) -> str:
    words = []
    if banker_pair:
        words.append("Banker pair")
    if player_pair:
        words.append("Player pair")
    if natural:
        words.append("natural")
    return (", " + ", ".join(words)) if words else ""


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
        self._palette = self._make_palette()
        self._wheel = 0  # wheel movement not yet turned into whole steps
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.horizontalScrollBar().setSingleStep(1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(kind.title)
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
        self._roads = roads
        self._update_range()
        if following:
            bar.setValue(bar.maximum())
        self.viewport().update()

    def cell_size(self) -> float:
        return self._cell

    def set_cell_size(self, size: float) -> None:
        self._cell = max(4.0, size)
        self._fit_height()
        self._update_range()
        self.viewport().update()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self._palette = self._make_palette()
        self.viewport().update()

    def first_column(self) -> int:
        """The leftmost column shown."""
        return self.horizontalScrollBar().value()

    def cell_rect(self, row: int, col: int) -> QRectF:
        """Where cell (row, col) is drawn, in viewport coordinates."""
        c = self._cell
        return QRectF((col - self.first_column()) * c, row * c, c, c)

    # -- layout ------------------------------------------------------------------------------

    def _make_palette(self) -> RoadPalette:
        if self._colour_blind:
            return RoadPalette.colour_blind_safe(self.palette())
        return RoadPalette.standard(self.palette())

    def _visible_columns(self) -> int:
        return max(1, math.floor(self.viewport().width() / self._cell))

    def _update_range(self) -> None:
        # One spare column, so the cell the next new streak will take is in view.
        total = road_columns(self.kind, self._roads) + 1
        visible = self._visible_columns()
        bar = self.horizontalScrollBar()
        bar.setPageStep(visible)
        bar.setRange(0, max(0, total - visible))

    def _fit_height(self) -> None:
        bar = self.horizontalScrollBar().sizeHint().height()
        # Room for the scroll bar is always kept, so that showing it never shrinks the grid.
        self.setFixedHeight(math.ceil(self._roads.rows * self._cell) + bar)

    def sizeHint(self) -> QSize:
        return QSize(math.ceil(self._cell * 16), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(math.ceil(self._cell * 4), self.height())

    # -- events ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        try:
            width = self.viewport().width()
            painter.fillRect(self.viewport().rect(), self.palette().window())
            rect = QRectF(0, 0, width, self._roads.rows * self._cell)
            paint_road(painter, rect, self.kind, self._roads, self._palette, self.first_column())
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
            self._palette = self._make_palette()
            self.viewport().update()
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
        about = legend(self.kind, self._palette)
        if self.kind is RoadKind.BEAD_PLATE:
            for bead in self._roads.bead_plate:
                if (bead.row, bead.col) == (row, col):
                    flags = _flag_words(bead.player_pair, bead.banker_pair, bead.natural)
                    return f"Hand {bead.hand + 1}: {bead.winner.word}{flags}\n\n{about}"
        elif self.kind is RoadKind.BIG_ROAD:
            for big in self._roads.big_road:
                if (big.row, big.col) == (row, col):
                    ties = f", then {big.ties} tie{'s' if big.ties > 1 else ''}" if big.ties else ""
                    return f"Hand {big.hand + 1}: {big.winner.word}{ties}\n\n{about}"
        return about


class AskRoadIndicator(QWidget):
    """``B?`` and ``P?``: the mark each derived road would get if the next hand were Banker
    or Player. It says what it is, a restatement of history, in its tooltip."""

    def __init__(self, cell_size: float = DEFAULT_CELL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roads = Scorecard().snapshot()
        self._cell = cell_size
        self._colour_blind = False
        self.setToolTip(ASK_TOOLTIP)
        self.setAccessibleName("Ask road")
        self.setAccessibleDescription(ASK_TOOLTIP)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._fit()

    def set_roads(self, roads: Roads) -> None:
        self._roads = roads
        self.update()

    def set_cell_size(self, size: float) -> None:
        self._cell = max(4.0, size)
        self._fit()
        self.update()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.update()

    def _fit(self) -> None:
        self.setFixedSize(math.ceil(self._cell * 4 * 1.2), math.ceil(self._cell * 2.6))

    def side_rect(self, winner: Winner) -> QRectF:
        h = self._cell * 1.2
        top = 0.0 if winner is Winner.BANKER else self._cell * 1.4
        return QRectF(0, top, self._cell * 4 * 1.2, h)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = (
            RoadPalette.colour_blind_safe(self.palette())
            if self._colour_blind
            else RoadPalette.standard(self.palette())
        )
        painter = QPainter(self)
        try:
            for winner in (Winner.BANKER, Winner.PLAYER):
                paint_ask(painter, self.side_rect(winner), self._roads.ask, palette, winner)
        finally:
            painter.end()


class ScorecardBoard(QWidget):
    """The five scorecards and the ask road, laid out as on a casino display: the bead plate
    and the ask road on the left; the big road top right with Big Eye Boy beneath it, then
    Small Road and Cockroach Pig side by side, the derived roads at half the cell size.

    Hands are added one at a time (:meth:`add_result`), updating the scorecards
    incrementally, or a whole shoe at once (:meth:`set_results`).
    """

    changed = Signal()

    def __init__(self, cell_size: float = DEFAULT_CELL, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scorecard = Scorecard()
        self._roads = self._scorecard.snapshot()
        self._colour_blind = False
        self._cell = cell_size
        self.views = {kind: RoadView(kind, parent=self) for kind in RoadKind}
        self.ask = AskRoadIndicator(parent=self)
        self.note = QLabel(NOTE, self)
        self.note.setWordWrap(True)
        self.note.setToolTip(ASK_TOOLTIP)

        left = QWidget(self)
        left_layout = QGridLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.views[RoadKind.BEAD_PLATE], 0, 0)
        left_layout.addWidget(self.ask, 1, 0, Qt.AlignmentFlag.AlignLeft)
        left_layout.addWidget(self.note, 2, 0)
        left_layout.setRowStretch(3, 1)

        derived_row = QHBoxLayout()
        derived_row.setContentsMargins(0, 0, 0, 0)
        derived_row.setSpacing(2)
        derived_row.addWidget(self.views[RoadKind.SMALL_ROAD])
        derived_row.addWidget(self.views[RoadKind.COCKROACH_PIG])

        layout = QGridLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(2)
        layout.addWidget(left, 0, 0, 4, 1)
        layout.addWidget(self.views[RoadKind.BIG_ROAD], 0, 1)
        layout.addWidget(self.views[RoadKind.BIG_EYE_BOY], 1, 1)
        layout.addLayout(derived_row, 2, 1)
        layout.setRowStretch(3, 1)
        layout.setColumnStretch(1, 1)
        self.set_cell_size(cell_size)

    # -- the shoe ------------------------------------------------------------------------------

    @property
    def scorecard(self) -> Scorecard:
        return self._scorecard

    @property
    def roads(self) -> Roads:
        return self._roads

    def add_result(self, result: Result) -> None:
        """Add the next hand (an O(1) update of the scorecards, then a repaint)."""
        self._scorecard.add(result)
        self._refresh()

    def undo_result(self) -> Result | None:
        """Remove the last hand; ``None`` when there is none."""
        if not len(self._scorecard):
            return None
        removed = self._scorecard.undo()
        self._refresh()
        return removed

    def set_results(self, results: Iterable[Result]) -> None:
        """Show a whole shoe (or clear the board with an empty list)."""
        self._scorecard = Scorecard(results)
        self._refresh()

    def _refresh(self) -> None:
        self._roads = self._scorecard.snapshot()
        for view in self.views.values():
            view.set_roads(self._roads)
        self.ask.set_roads(self._roads)
        self.changed.emit()

    # -- appearance ----------------------------------------------------------------------------

    def colour_blind(self) -> bool:
        return self._colour_blind

    def set_colour_blind(self, on: bool) -> None:
        """Colour-blind-safe colours that also change shapes (Banker and red marks square)."""
        self._colour_blind = on
        for view in self.views.values():
            view.set_colour_blind(on)
            view.setToolTip(legend(view.kind, view.road_palette))
        self.ask.set_colour_blind(on)

    def cell_size(self) -> float:
        return self._cell

    def set_cell_size(self, size: float) -> None:
        """The size of a bead plate / big road cell; derived roads use half of it."""
        self._cell = size
        for kind, view in self.views.items():
            view.set_cell_size(
                size if kind in (RoadKind.BEAD_PLATE, RoadKind.BIG_ROAD) else size / 2
            )
        bead = self.views[RoadKind.BEAD_PLATE]
        bead.setFixedWidth(math.ceil(size * 10))
        self.note.setFixedWidth(math.ceil(size * 10))
        self.ask.set_cell_size(size)

    # -- export --------------------------------------------------------------------------------

    def _export_palette(self) -> RoadPalette:
        if self._colour_blind:
            return RoadPalette.colour_blind_safe(self.palette())
        return RoadPalette.standard(self.palette())

    def export_png(self, path: str | Path, device_pixel_ratio: float = 2.0) -> None:
        """Save every column of every road as a PNG picture."""
        export_png(path, self._roads, self._export_palette(), self._cell, device_pixel_ratio)

    def export_pdf(self, path: str | Path) -> None:
        """Save every column of every road as a one-page vector PDF."""
        export_pdf(path, self._roads, self._export_palette())


__all__ = ["AskRoadIndicator", "RoadView", "ScorecardBoard"]
