"""Painting one road into a rectangle (its grid and marks, from a chosen column) and one side
of the ask road: what the road views and the whole board both call."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen

from tracker.engine.rules import Winner
from tracker.roads import DERIVED_ROADS, Ask, Colour, DerivedRoad, RoadKind, Roads
from tracker.ui.scorecard.marks import (
    PICTURES,
    Stamp,
    bead_letter,
    font,
    paint_bead,
    paint_big,
    paint_derived_mark,
    paint_tie,
    square,
)
from tracker.ui.scorecard.palette import RoadPalette


def paint_road(
    painter: QPainter,
    rect: QRectF,
    kind: RoadKind,
    roads: Roads,
    palette: RoadPalette,
    first_col: int = 0,
    only: tuple[int, int] | None = None,
) -> None:
    """Paint one road into ``rect``: its grid of ``roads.rows`` rows filling the height, and
    the cells of columns ``first_col`` onward that fit in the width; of those, only the
    marks of columns ``only`` (from, to: not included) when given, for a repaint of a few
    cells (the painter's clip then keeps the rest as it was).

    The one painting function for the road views and the board of the exports.
    """
    rows = roads.rows
    cell = rect.height() / rows
    if cell <= 0 or rect.width() <= 0:
        return
    visible = math.ceil(rect.width() / cell)
    last_col = first_col + visible  # exclusive
    low, high = first_col, last_col  # the columns whose marks are drawn
    if only is not None:
        low, high = max(low, only[0]), min(high, only[1])
    painter.save()
    painter.setClipRect(rect)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    stamp = Stamp(painter, cell, palette)
    _paint_grid(painter, rect, rows, visible, cell, palette, stamp)
    top = rect.top()
    x0 = rect.left() - first_col * cell  # where column 0 would be

    draw_cell = stamp.cells(x0, top, first_col, visible, rows)
    # Stamp keys name enum members by id(): hashing an Enum runs Python code, and a key is
    # looked up for every cell of every repaint.
    if kind is RoadKind.BEAD_PLATE:
        # Bead cells come column by column: start at the first one shown.
        for bead in roads.bead_plate[low * rows : high * rows]:
            flags = (bead.winner, bead.player_pair, bead.banker_pair, bead.natural)
            draw_cell(
                bead.row,
                bead.col,
                (id(bead.winner), bead.player_pair, bead.banker_pair, bead.natural),
                paint_bead,
                *flags,
                palette,
            )
    elif kind is RoadKind.BIG_ROAD:
        width = cell * 0.12
        for big in roads.big_road:
            if low <= big.col < high:
                winner = big.winner
                draw_cell(
                    big.row,
                    big.col,
                    (id(winner), big.ties),
                    paint_big,
                    palette.winner_colour(winner),
                    palette.colour_blind and winner is Winner.BANKER,
                    width,
                    big.ties,
                    palette,
                )
        if not roads.big_road and roads.pending_ties and low == 0:
            paint_tie(painter, QRectF(x0, top, cell, cell), roads.pending_ties, palette)
    else:
        road = kind.derived
        assert road is not None
        road_id = id(road)
        for mark in roads.derived(road):
            if low <= mark.col < high:
                draw_cell(
                    mark.row,
                    mark.col,
                    (road_id, id(mark.colour)),
                    paint_derived_mark,
                    road,
                    mark.colour,
                    palette,
                )
    painter.restore()


def changed_cells(kind: RoadKind, before: Roads, after: Roads) -> list[tuple[int, int]] | None:
    """The cells (row, column) of road ``kind`` that differ between two snapshots of a shoe,
    or ``None`` when the road should be drawn again whole (another grid height, or more
    than a hand's worth of change).

    Snapshots of one scorecard share the cells that did not change (the very objects), so
    a hand logged is found cheaply, by identity: its new marks, and a big road
    cell that took a tie."""
    if before.rows != after.rows:
        return None
    if kind is RoadKind.BEAD_PLATE:
        old: tuple[Any, ...] = before.bead_plate
        new: tuple[Any, ...] = after.bead_plate
    elif kind is RoadKind.BIG_ROAD:
        if before.pending_ties != after.pending_ties and not (before.big_road and after.big_road):
            return None  # ties before the first hand moving onto the road's first cell
        old, new = before.big_road, after.big_road
    else:
        road = kind.derived
        assert road is not None
        old, new = before.derived(road), after.derived(road)
    same = 0
    for a, b in zip(old, new, strict=False):
        if a is not b:
            break
        same += 1
    if len(old) - same + len(new) - same > MAX_CHANGED_CELLS:
        return None
    return [(c.row, c.col) for c in old[same:]] + [(c.row, c.col) for c in new[same:]]


MAX_CHANGED_CELLS = 12
"""More changed cells than this (an edit, an undo of many) and a road is drawn whole."""


def _paint_grid(
    painter: QPainter,
    rect: QRectF,
    rows: int,
    columns: int,
    cell: float,
    palette: RoadPalette,
    stamp: Stamp,
) -> None:
    """The background and grid lines of a road: ``rows`` rows and ``columns`` columns of
    ``cell`` units filling ``rect``."""
    if not stamp.raster:
        painter.fillRect(rect, palette.background)
        painter.setPen(QPen(palette.grid, max(cell * 0.03, 0.5)))
        lines = [
            QLineF(rect.left(), rect.top() + r * cell, rect.right(), rect.top() + r * cell)
            for r in range(rows + 1)
        ]
        lines += [
            QLineF(rect.left() + c * cell, rect.top(), rect.left() + c * cell, rect.bottom())
            for c in range(columns + 1)
        ]
        painter.drawLines(lines)
        return
    # On pixels, lines of whole device pixels without antialiasing: a thin antialiased line
    # between two pixel rows smears into two grey ones. The picture depends only on the
    # road's place and size, which a view keeps from one repaint to the next, so it is
    # drawn once and copied after that.
    pixels = stamp.pixels
    dpr = pixels.dpr
    ax, ay = (rect.left() + pixels.dx) * dpr, (rect.top() + pixels.dy) * dpr
    ox, oy = math.floor(ax), math.floor(ay)
    width = math.ceil((rect.right() + pixels.dx) * dpr) - ox
    height = math.ceil((rect.bottom() + pixels.dy) * dpr) - oy
    if width <= 0 or height <= 0:
        return
    key = (
        "grid",
        width,
        height,
        round(ax - ox, 4),
        round(ay - oy, 4),
        round(cell * dpr, 6),
        rows,
        columns,
        dpr,
        palette.grid.rgba(),
        palette.background.rgba(),
    )

    def make() -> QImage:
        image = _grid_image(width, height, ax - ox, ay - oy, cell * dpr, rows, columns, palette)
        image.setDevicePixelRatio(dpr)
        return image

    image = PICTURES.get(key, make)
    painter.drawImage(QPointF(ox / dpr - pixels.dx, oy / dpr - pixels.dy), image)


def _grid_image(
    width: int,
    height: int,
    fx: float,
    fy: float,
    pitch: float,
    rows: int,
    columns: int,
    palette: RoadPalette,
) -> QImage:
    """A road's background and grid in device pixels; the road's top-left corner is at
    (``fx``, ``fy``) and its cells are ``pitch`` pixels apart."""
    thick = max(1, round(pitch * 0.03))
    back = thick // 2
    # An opaque picture is copied as it is rather than blended pixel by pixel.
    opaque = palette.background.alpha() == 255 and palette.grid.alpha() == 255
    fmt = QImage.Format.Format_RGB32 if opaque else QImage.Format.Format_ARGB32_Premultiplied
    image = QImage(width, height, fmt)
    image.fill(palette.background)
    painter = QPainter(image)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.grid)
    bars = [QRectF(0, round(fy + r * pitch) - back, width, thick) for r in range(rows + 1)]
    bars += [QRectF(round(fx + c * pitch) - back, 0, thick, height) for c in range(columns + 1)]
    painter.drawRects(bars)
    painter.end()
    return image


def paint_ask(
    painter: QPainter, rect: QRectF, ask: Ask, palette: RoadPalette, winner: Winner
) -> None:
    """One side of the ask road: ``B?`` or ``P?`` and the three marks it would add (an empty
    cell where a road would add none)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.fillRect(rect, palette.background)
    cell = min(rect.height(), rect.width() / 4)
    top = rect.top() + (rect.height() - cell) / 2
    stamp = Stamp(painter, cell, palette)
    stamp.draw(rect.left(), top, ("ask", id(winner)), _paint_ask_label, winner, palette)
    painter.setPen(QPen(palette.grid, max(cell * 0.03, 0.5)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(1, len(DERIVED_ROADS) + 1):
        painter.drawRect(QRectF(rect.left() + i * cell, top, cell, cell))
    for i, road in enumerate(DerivedRoad):
        mark = ask.mark(winner, road)
        if mark is not None:
            stamp.draw(
                rect.left() + (i + 1) * cell,
                top,
                ("ask", id(road), id(mark)),
                _paint_ask_mark,
                road,
                mark,
                palette,
            )
    painter.restore()


def _paint_ask_label(painter: QPainter, cell: QRectF, winner: Winner, palette: RoadPalette) -> None:
    size = cell.height()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.winner_colour(winner))
    if palette.colour_blind and winner is Winner.BANKER:
        painter.drawRoundedRect(square(cell.center(), size * 0.42), size * 0.08, size * 0.08)
    else:
        painter.drawEllipse(cell.center(), size * 0.44, size * 0.44)
    painter.setPen(palette.letter_colour(winner))
    painter.setFont(font(size * 0.42))
    painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, f"{bead_letter(winner)}?")


def _paint_ask_mark(
    painter: QPainter, cell: QRectF, road: DerivedRoad, colour: Colour, palette: RoadPalette
) -> None:
    inset = cell.height() * 0.15
    inner = cell.adjusted(inset, inset, -inset, -inset)
    paint_derived_mark(painter, inner, road, colour, palette)


__all__ = ["paint_ask", "paint_road"]
