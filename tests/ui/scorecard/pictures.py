"""Looking at painted scorecards: one road painted into an image, the colour at a place in a
cell, and what a user would call red, blue, green, orange or the natural's star."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tracker.roads import RoadKind, Roads
from tracker.ui.scorecard import RoadPalette, paint_road

CELL = 40.0


def render(kind: RoadKind, roads: Roads, palette: RoadPalette, columns: int = 8) -> QImage:
    """One road painted into an image of ``columns`` cells of CELL pixels."""
    image = QImage(int(CELL * columns), int(CELL * 6), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_road(painter, QRectF(0, 0, CELL * columns, CELL * 6), kind, roads, palette)
    painter.end()
    return image


def at(image: QImage, row: int, col: int, dx: float = 0.0, dy: float = 0.0) -> QColor:
    """The colour at a cell's centre moved by (dx, dy) cells."""
    x = (col + 0.5 + dx) * CELL
    y = (row + 0.5 + dy) * CELL
    return image.pixelColor(int(x), int(y))


def reddish(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def blueish(c: QColor) -> bool:
    return c.blue() > 120 and c.red() < 80


def greenish(c: QColor) -> bool:
    return c.green() > 100 and c.red() < 90 and c.blue() < 140


def orangeish(c: QColor) -> bool:
    return c.red() > 180 and 120 < c.green() < 190 and c.blue() < 80


def starish(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 130 and c.blue() < 100


def is_background(c: QColor, palette: RoadPalette) -> bool:
    bg = palette.background
    return abs(c.red() - bg.red()) + abs(c.green() - bg.green()) + abs(c.blue() - bg.blue()) < 30
