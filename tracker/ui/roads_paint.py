"""Painting the scorecards: one function per road that the widgets, the tests and the PNG
and PDF exports all call, so every picture of a shoe's roads is the same picture.

Casino conventions: the bead plate shows filled discs with the winner's letter, a Banker pair
as a red dot top-left, a Player pair as a blue dot bottom-right and a natural as a small star
top-right; the big road shows hollow rings with a green stroke for ties (and their count when
more than one); Big Eye Boy hollow rings, Small Road filled dots, Cockroach Pig slashes, red
for Banker / "red" marks and blue for Player / "blue" marks. The colour-blind-safe palette
also changes shapes, so nothing relies on colour alone: Banker and red marks become squares
(and a backslash on the Cockroach Pig), Player and blue marks stay round (and a slash).

Every size is computed from the cell size in floating point with antialiasing, so the
pictures are crisp at any size and device pixel ratio.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QByteArray, QLineF, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QImageWriter,
    QPageLayout,
    QPageSize,
    QPaintEngine,
    QPainter,
    QPalette,
    QPdfWriter,
    QPen,
    QPolygonF,
    QStaticText,
    QTransform,
)

from tracker.engine.rules import Winner
from tracker.roads import DERIVED_ROADS, Ask, Colour, DerivedRoad, Roads

NOTE = "Past outcomes cannot predict future hands."
ASK_TOOLTIP = (
    "The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) "
    "would get if the next hand were Banker (B?) or Player (P?). It restates the history of "
    f"this shoe; it is not a prediction. {NOTE}"
)


BOARD_NOTE = (
    "Ask road (B? / P?): the mark each derived road would get next; a restatement of "
    f"history, not a prediction. {NOTE}"
)


class RoadKind(enum.Enum):
    """Which scorecard a painted area shows."""

    BEAD_PLATE = "bead_plate"
    BIG_ROAD = "big_road"
    BIG_EYE_BOY = "big_eye_boy"
    SMALL_ROAD = "small_road"
    COCKROACH_PIG = "cockroach_pig"

    @property
    def title(self) -> str:
        return self.value.replace("_", " ").title()

    @property
    def derived(self) -> DerivedRoad | None:
        return _DERIVED.get(self)


_DERIVED = {
    RoadKind.BIG_EYE_BOY: DerivedRoad.BIG_EYE_BOY,
    RoadKind.SMALL_ROAD: DerivedRoad.SMALL_ROAD,
    RoadKind.COCKROACH_PIG: DerivedRoad.COCKROACH_PIG,
}


@dataclass(frozen=True)
class RoadPalette:
    """The colours (and, colour-blind-safe, the shapes) the roads are painted with.

    ``grid`` and ``background`` come from the widget's palette roles, so the roads follow a
    dark theme; the game colours are the casino's own.
    """

    banker: QColor
    player: QColor
    tie: QColor
    natural: QColor
    on_mark: QColor  # the letter on a bead plate disc
    grid: QColor
    background: QColor
    text: QColor
    colour_blind: bool = False

    @classmethod
    def standard(cls, palette: QPalette | None = None) -> RoadPalette:
        """Casino red, blue and green (lighter tones on a dark background)."""
        return cls._make(
            palette,
            light=("#d32f2f", "#1565c0", "#2e7d32"),
            dark=("#ef5350", "#42a5f5", "#4caf50"),
            colour_blind=False,
        )

    @classmethod
    def colour_blind_safe(cls, palette: QPalette | None = None) -> RoadPalette:
        """Okabe–Ito orange, blue and bluish green, with Banker/red marks drawn square."""
        return cls._make(
            palette,
            light=("#e69f00", "#0072b2", "#009e73"),
            dark=("#e69f00", "#56b4e9", "#009e73"),
            colour_blind=True,
        )

    @classmethod
    def _make(
        cls,
        palette: QPalette | None,
        light: tuple[str, str, str],
        dark: tuple[str, str, str],
        colour_blind: bool,
    ) -> RoadPalette:
        if palette is None:
            palette = QGuiApplication.palette()
        background = palette.color(QPalette.ColorRole.Base)
        # Deep casino tones vanish on a dark background: take lighter ones there.
        banker, player, tie = dark if background.lightness() < 110 else light
        return cls(
            banker=QColor(banker),
            player=QColor(player),
            tie=QColor(tie),
            natural=QColor("#f9a825"),
            on_mark=QColor("#ffffff"),
            grid=palette.color(QPalette.ColorRole.Mid),
            background=background,
            text=palette.color(QPalette.ColorRole.Text),
            colour_blind=colour_blind,
        )

    def key(self) -> tuple[object, ...]:
        """A hashable summary of every colour and the shape choice (for picture caches)."""
        return (
            self.banker.rgba(),
            self.player.rgba(),
            self.tie.rgba(),
            self.natural.rgba(),
            self.on_mark.rgba(),
            self.background.rgba(),
            self.text.rgba(),
            self.colour_blind,
        )

    def winner_colour(self, winner: Winner) -> QColor:
        if winner is Winner.BANKER:
            return self.banker
        if winner is Winner.PLAYER:
            return self.player
        return self.tie

    def letter_colour(self, winner: Winner) -> QColor:
        """The letter on a winner's disc: black on a light disc (orange, sky blue), else
        white."""
        c = self.winner_colour(winner)
        luminance = 0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue()
        return QColor("#000000") if luminance > 140 else self.on_mark

    def mark_colour(self, colour: Colour) -> QColor:
        return self.banker if colour is Colour.RED else self.player


def legend(kind: RoadKind, palette: RoadPalette) -> str:
    """What the marks of a road mean, for its tooltip."""
    cb = palette.colour_blind
    red, blue = ("orange", "blue") if cb else ("red", "blue")
    red_shape = "square" if cb else "ring"
    if kind is RoadKind.BEAD_PLATE:
        shapes = (
            "Banker: orange square, Player: blue disc, Tie: green diamond"
            if cb
            else ("Banker: red disc B, Player: blue disc P, Tie: green disc T")
        )
        return (
            f"Bead plate: every hand in order, down columns of six. {shapes}. "
            f"Dot top-left: Banker pair; dot bottom-right: Player pair; "
            f"yellow star top-right: a natural (8 or 9 on the first two cards)."
        )
    if kind is RoadKind.BIG_ROAD:
        shapes = (
            "Banker: orange square, Player: blue ring"
            if cb
            else ("Banker: red ring, Player: blue ring")
        )
        return (
            f"Big road: Banker and Player streaks, a new column at each change. {shapes}. "
            "A green stroke marks ties after a hand, with their count when more than one."
        )
    if kind is RoadKind.BIG_EYE_BOY:
        what = f"{red} {red_shape}" if cb else "red ring"
        return f"Big Eye Boy: {what} = the pattern repeats, {blue} ring = it breaks."
    if kind is RoadKind.SMALL_ROAD:
        what = f"{red} square" if cb else "red dot"
        return f"Small Road: {what} = the pattern repeats, {blue} dot = it breaks."
    what = f"{red} backslash" if cb else "red slash"
    return f"Cockroach Pig: {what} = the pattern repeats, {blue} slash = it breaks."


# -- marks ------------------------------------------------------------------------------------


def _square(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def _font(size: float, bold: bool = True) -> QFont:
    font = QFont()
    # Pixel sizes are whole numbers; below one pixel the text would not show anyway.
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def _star(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return QPolygonF(points)


def _dot(painter: QPainter, centre: QPointF, radius: float, colour: QColor, edge: QColor) -> None:
    painter.setPen(QPen(edge, radius * 0.35))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)


def paint_bead(
    painter: QPainter,
    cell: QRectF,
    winner: Winner,
    player_pair: bool | None,
    banker_pair: bool | None,
    natural: bool | None,
    palette: RoadPalette,
) -> None:
    size = cell.height()
    centre = cell.center()
    radius = size * 0.42
    colour = palette.winner_colour(winner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if palette.colour_blind and winner is Winner.BANKER:
        painter.drawRoundedRect(_square(centre, radius * 0.9), size * 0.08, size * 0.08)
    elif palette.colour_blind and winner is Winner.TIE:
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - radius),
                    QPointF(centre.x() + radius, centre.y()),
                    QPointF(centre.x(), centre.y() + radius),
                    QPointF(centre.x() - radius, centre.y()),
                ]
            )
        )
    else:
        painter.drawEllipse(centre, radius, radius)
    painter.setPen(palette.letter_colour(winner))
    painter.setFont(_font(size * 0.48))
    painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, winner.value)
    dot = size * 0.11
    offset = size * 0.33
    if banker_pair:
        _dot(painter, centre + QPointF(-offset, -offset), dot, palette.banker, palette.background)
    if player_pair:
        _dot(painter, centre + QPointF(offset, offset), dot, palette.player, palette.background)
    if natural:
        painter.setPen(QPen(palette.background, size * 0.03))
        painter.setBrush(palette.natural)
        painter.drawPolygon(_star(centre + QPointF(offset, -offset), size * 0.16))


def paint_ring(painter: QPainter, cell: QRectF, colour: QColor, square: bool, width: float) -> None:
    """A hollow ring (or square): big road and Big Eye Boy."""
    size = cell.height()
    radius = size * 0.5 - width * 0.5 - size * 0.06
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if square:
        painter.drawRect(_square(cell.center(), radius * 0.92))
    else:
        painter.drawEllipse(cell.center(), radius, radius)


def paint_dot(painter: QPainter, cell: QRectF, colour: QColor, square: bool) -> None:
    """A filled dot (or square): Small Road."""
    radius = cell.height() * 0.38
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if square:
        painter.drawRect(_square(cell.center(), radius * 0.88))
    else:
        painter.drawEllipse(cell.center(), radius, radius)


def paint_slash(painter: QPainter, cell: QRectF, colour: QColor, backslash: bool) -> None:
    """A slash (or backslash): Cockroach Pig."""
    size = cell.height()
    inset = size * 0.2
    pen = QPen(colour, size * 0.16)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    left, right = cell.left() + inset, cell.right() - inset
    top, bottom = cell.top() + inset, cell.bottom() - inset
    if backslash:
        painter.drawLine(QLineF(left, top, right, bottom))
    else:
        painter.drawLine(QLineF(left, bottom, right, top))


def paint_tie(painter: QPainter, cell: QRectF, ties: int, palette: RoadPalette) -> None:
    """The green stroke of ties across a big road cell, and their count when over one."""
    size = cell.height()
    inset = size * 0.12
    pen = QPen(palette.tie, size * 0.1)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(
        QLineF(cell.left() + inset, cell.bottom() - inset, cell.right() - inset, cell.top() + inset)
    )
    if ties > 1:
        painter.setPen(palette.text)
        painter.setFont(_font(size * 0.42))
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(ties))


def paint_derived_mark(
    painter: QPainter, cell: QRectF, road: DerivedRoad, colour: Colour, palette: RoadPalette
) -> None:
    qcolour = palette.mark_colour(colour)
    square = palette.colour_blind and colour is Colour.RED
    if road is DerivedRoad.BIG_EYE_BOY:
        paint_ring(painter, cell, qcolour, square, cell.height() * 0.16)
    elif road is DerivedRoad.SMALL_ROAD:
        paint_dot(painter, cell, qcolour, square)
    else:
        paint_slash(painter, cell, qcolour, square)


# -- a whole road -----------------------------------------------------------------------------


def road_columns(kind: RoadKind, roads: Roads) -> int:
    """How many columns a road's cells use."""
    if kind is RoadKind.BEAD_PLATE:
        return roads.bead_plate_columns
    if kind is RoadKind.BIG_ROAD:
        return max(roads.big_road_columns, 1 if roads.pending_ties else 0)
    road = kind.derived
    assert road is not None
    return roads.columns(road)


class _Stamp:
    """Draws each kind of mark once per size and reuses the picture.

    On a raster device (an image, a widget) with no scaling, a mark is rendered once at the
    device's pixel size and then copied to every cell that shows it: the copies are
    pixel-for-pixel the vector drawing, placed on whole device pixels, so they stay crisp,
    and painting a shoe costs a few image copies instead of hundreds of antialiased strokes.
    On any other device (a PDF, a scaled painter) every mark is drawn as vectors.
    """

    _cache: ClassVar[dict[tuple[object, ...], QImage]] = {}
    _LIMIT: ClassVar[int] = 512

    def __init__(self, painter: QPainter, size: float, palette: RoadPalette) -> None:
        self.painter = painter
        self.size = size
        engine = painter.paintEngine()
        transform = painter.worldTransform()
        self.raster = (
            engine is not None
            and engine.type() == QPaintEngine.Type.Raster
            and transform.type().value <= QTransform.TransformationType.TxTranslate.value
        )
        device = painter.device()
        self.dpr = device.devicePixelRatioF() if device is not None else 1.0
        self.dx = transform.dx()
        self.dy = transform.dy()
        self.palette_key = palette.key()
        self._local: dict[tuple[object, ...], QImage] = {}
        self._x0 = self._top = 0.0
        self._first = 0
        self._xs: list[float] = []
        self._ys: list[float] = []

    def draw(
        self,
        x: float,
        y: float,
        key: tuple[object, ...],
        paint: Callable[..., None],
        *args: object,
    ) -> None:
        """Draw a mark in the cell whose top-left corner is (x, y): ``paint(painter, cell,
        *args)`` draws it, and ``key`` names what it looks like at this size."""
        if not self.raster:
            paint(self.painter, QRectF(x, y, self.size, self.size), *args)
            return
        image = self._local.get(key)
        if image is None:
            image = self._image(key, paint, args)
            self._local[key] = image
        # Whole device pixels, so the copy is not resampled.
        dpr = self.dpr
        x = (round((x + self.dx) * dpr) / dpr) - self.dx
        y = (round((y + self.dy) * dpr) / dpr) - self.dy
        self.painter.drawImage(QPointF(x, y), image)

    def set_grid(self, x0: float, top: float, first_col: int, columns: int, rows: int) -> None:
        """Cells for :meth:`draw_cell`: ``columns`` columns from ``first_col`` of a grid whose
        column 0 starts at ``x0`` and row 0 at ``top``."""
        self._x0, self._top, self._first = x0, top, first_col
        if self.raster:
            # The whole-pixel corner of every cell, worked out once instead of once a mark.
            dpr, dx, dy, size = self.dpr, self.dx, self.dy, self.size
            self._xs = [
                round((x0 + c * size + dx) * dpr) / dpr - dx
                for c in range(first_col, first_col + columns)
            ]
            self._ys = [round((top + r * size + dy) * dpr) / dpr - dy for r in range(rows)]

    def draw_cell(
        self, row: int, col: int, key: tuple[object, ...], paint: Callable[..., None], *args: object
    ) -> None:
        """:meth:`draw` in cell (row, col) of the grid given to :meth:`set_grid`; the column
        must be one of those it covers."""
        if not self.raster:
            size = self.size
            cell = QRectF(self._x0 + col * size, self._top + row * size, size, size)
            paint(self.painter, cell, *args)
            return
        image = self._local.get(key)
        if image is None:
            image = self._image(key, paint, args)
            self._local[key] = image
        self.painter.drawImage(QPointF(self._xs[col - self._first], self._ys[row]), image)

    def _image(
        self, key: tuple[object, ...], paint: Callable[..., None], args: tuple[object, ...]
    ) -> QImage:
        full_key = (*key, self.size, self.dpr, self.palette_key)
        image = self._cache.get(full_key)
        if image is None:
            if len(self._cache) >= self._LIMIT:
                self._cache.clear()
            pixels = max(1, math.ceil(self.size * self.dpr))
            image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(self.dpr)
            image.fill(Qt.GlobalColor.transparent)
            sprite_painter = QPainter(image)
            sprite_painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            sprite_painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            paint(sprite_painter, QRectF(0, 0, self.size, self.size), *args)
            sprite_painter.end()
            self._cache[full_key] = image
        return image


_GRIDS: dict[tuple[object, ...], QImage] = {}
_GRID_LIMIT = 16  # a road picture at pixel ratio 2 can take a few megabytes


def clear_caches() -> None:
    """Forget every cached mark, grid and note picture (they are redrawn when next needed)."""
    _Stamp._cache.clear()
    _GRIDS.clear()
    _NOTES.clear()


def _paint_grid(
    painter: QPainter,
    rect: QRectF,
    rows: int,
    columns: int,
    cell: float,
    palette: RoadPalette,
    stamp: _Stamp,
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
    dpr = stamp.dpr
    ax, ay = (rect.left() + stamp.dx) * dpr, (rect.top() + stamp.dy) * dpr
    ox, oy = math.floor(ax), math.floor(ay)
    width = math.ceil((rect.right() + stamp.dx) * dpr) - ox
    height = math.ceil((rect.bottom() + stamp.dy) * dpr) - oy
    if width <= 0 or height <= 0:
        return
    key = (
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
    image = _GRIDS.get(key)
    if image is None:
        image = _grid_image(width, height, ax - ox, ay - oy, cell * dpr, rows, columns, palette)
        image.setDevicePixelRatio(dpr)
        if len(_GRIDS) >= _GRID_LIMIT:
            # The oldest first: a resized view leaves one stale size behind per step.
            del _GRIDS[next(iter(_GRIDS))]
        _GRIDS[key] = image
    painter.drawImage(QPointF(ox / dpr - stamp.dx, oy / dpr - stamp.dy), image)


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


def paint_road(
    painter: QPainter,
    rect: QRectF,
    kind: RoadKind,
    roads: Roads,
    palette: RoadPalette,
    first_col: int = 0,
) -> None:
    """Paint one road into ``rect``: its grid of ``roads.rows`` rows filling the height, and
    the cells of columns ``first_col`` onward that fit in the width.

    The one painting function for the widgets and the exports.
    """
    rows = roads.rows
    cell = rect.height() / rows
    if cell <= 0 or rect.width() <= 0:
        return
    visible = math.ceil(rect.width() / cell)
    last_col = first_col + visible  # exclusive
    painter.save()
    painter.setClipRect(rect)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    stamp = _Stamp(painter, cell, palette)
    _paint_grid(painter, rect, rows, visible, cell, palette, stamp)
    top = rect.top()
    x0 = rect.left() - first_col * cell  # where column 0 would be

    stamp.set_grid(x0, top, first_col, visible, rows)
    draw_cell = stamp.draw_cell
    # Stamp keys name enum members by id(): hashing an Enum runs Python code, and a key is
    # looked up for every cell of every repaint.
    if kind is RoadKind.BEAD_PLATE:
        # Bead cells come column by column: start at the first one shown.
        for bead in roads.bead_plate[first_col * rows : last_col * rows]:
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
            if first_col <= big.col < last_col:
                winner = big.winner
                draw_cell(
                    big.row,
                    big.col,
                    (id(winner), big.ties),
                    _paint_big,
                    palette.winner_colour(winner),
                    palette.colour_blind and winner is Winner.BANKER,
                    width,
                    big.ties,
                    palette,
                )
        if not roads.big_road and roads.pending_ties and first_col == 0:
            paint_tie(painter, QRectF(x0, top, cell, cell), roads.pending_ties, palette)
    else:
        road = kind.derived
        assert road is not None
        road_id = id(road)
        for mark in roads.derived(road):
            if first_col <= mark.col < last_col:
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


def _paint_big(
    painter: QPainter,
    cell: QRectF,
    colour: QColor,
    square: bool,
    width: float,
    ties: int,
    palette: RoadPalette,
) -> None:
    paint_ring(painter, cell, colour, square, width)
    if ties:
        paint_tie(painter, cell, ties, palette)


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
    stamp = _Stamp(painter, cell, palette)
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
        painter.drawRoundedRect(_square(cell.center(), size * 0.42), size * 0.08, size * 0.08)
    else:
        painter.drawEllipse(cell.center(), size * 0.44, size * 0.44)
    painter.setPen(palette.letter_colour(winner))
    painter.setFont(_font(size * 0.42))
    painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, f"{winner.value}?")


def _paint_ask_mark(
    painter: QPainter, cell: QRectF, road: DerivedRoad, colour: Colour, palette: RoadPalette
) -> None:
    inset = cell.height() * 0.15
    inner = cell.adjusted(inset, inset, -inset, -inset)
    paint_derived_mark(painter, inner, road, colour, palette)


# -- the whole board and its exports -----------------------------------------------------------


@dataclass(frozen=True)
class BoardLayout:
    """Where each road goes on a board with big cells of ``cell`` units: the bead plate and
    the ask road on the left; the big road top right; Big Eye Boy beneath it, then Small
    Road and Cockroach Pig side by side, derived roads at half the cell size."""

    cell: float
    bead_plate: QRectF
    ask_banker: QRectF
    ask_player: QRectF
    big_road: QRectF
    big_eye_boy: QRectF
    small_road: QRectF
    cockroach_pig: QRectF
    note: QRectF
    size: QSizeF

    def rect(self, kind: RoadKind) -> QRectF:
        return {
            RoadKind.BEAD_PLATE: self.bead_plate,
            RoadKind.BIG_ROAD: self.big_road,
            RoadKind.BIG_EYE_BOY: self.big_eye_boy,
            RoadKind.SMALL_ROAD: self.small_road,
            RoadKind.COCKROACH_PIG: self.cockroach_pig,
        }[kind]


def board_layout(roads: Roads, cell: float = 24.0, min_columns: int = 12) -> BoardLayout:
    """A layout wide enough to show every column of every road (for exports)."""
    half = cell / 2
    rows = roads.rows
    bead_cols = max(roads.bead_plate_columns, 6)
    derived = [roads.columns(road) for road in DerivedRoad]
    right_cols = max(
        road_columns(RoadKind.BIG_ROAD, roads),
        math.ceil(derived[0] / 2),
        math.ceil(max(derived[1], derived[2]) / 2) * 2,
        min_columns,
    )
    if right_cols % 2:
        right_cols += 1
    gap = cell * 0.5
    left_w = bead_cols * cell
    right_x = left_w + gap
    right_w = right_cols * cell
    road_h = rows * cell
    half_h = rows * half
    bead = QRectF(0, 0, left_w, road_h)
    ask_h = cell * 1.2
    ask_w = min(left_w, cell * 5)
    ask_banker = QRectF(0, road_h + gap, ask_w, ask_h)
    ask_player = QRectF(0, road_h + gap + ask_h + gap * 0.5, ask_w, ask_h)
    big = QRectF(right_x, 0, right_w, road_h)
    beb = QRectF(right_x, road_h, right_w, half_h)
    small = QRectF(right_x, road_h + half_h, right_w / 2, half_h)
    pig = QRectF(right_x + right_w / 2, road_h + half_h, right_w / 2, half_h)
    bottom = max(road_h + 2 * half_h, ask_player.bottom())
    # As tall as the note's wrapped lines: a narrow board (a short shoe) wraps it onto three
    # or four, and an export must not cut off "cannot predict".
    wrapped = QFontMetricsF(_note_font(cell)).boundingRect(
        QRectF(0, 0, right_x + right_w, 1e6),
        int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
        BOARD_NOTE,
    )
    note = QRectF(0, bottom + gap * 0.5, right_x + right_w, wrapped.height() + gap * 0.5)
    return BoardLayout(
        cell=cell,
        bead_plate=bead,
        ask_banker=ask_banker,
        ask_player=ask_player,
        big_road=big,
        big_eye_boy=beb,
        small_road=small,
        cockroach_pig=pig,
        note=note,
        size=QSizeF(right_x + right_w, note.bottom()),
    )


def paint_board(painter: QPainter, roads: Roads, palette: RoadPalette, layout: BoardLayout) -> None:
    """Every road, the ask road and the note that they restate history, as laid out."""
    painter.save()
    painter.fillRect(QRectF(0, 0, layout.size.width(), layout.size.height()), palette.background)
    for kind in RoadKind:
        paint_road(painter, layout.rect(kind), kind, roads, palette)
    # The divisions between roads, a little heavier than the grid.
    painter.setPen(QPen(palette.text, max(layout.cell * 0.05, 0.75)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for kind in RoadKind:
        painter.drawRect(layout.rect(kind))
    paint_ask(painter, layout.ask_banker, roads.ask, palette, Winner.BANKER)
    paint_ask(painter, layout.ask_player, roads.ask, palette, Winner.PLAYER)
    painter.setPen(palette.text)
    font = _note_font(layout.cell)
    painter.setFont(font)
    painter.drawStaticText(layout.note.topLeft(), _note_text(font, layout.note.width()))
    painter.restore()


def _note_font(cell: float) -> QFont:
    return _font(cell * 0.5, bold=False)


_NOTES: dict[tuple[str, float], QStaticText] = {}


def _note_text(font: QFont, width: float) -> QStaticText:
    """The board's note, laid out once per font and width (laying out text costs more than
    painting the whole board)."""
    key = (font.key(), width)
    text = _NOTES.get(key)
    if text is None:
        text = QStaticText(BOARD_NOTE)
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setTextWidth(width)
        text.prepare(QTransform(), font)
        if len(_NOTES) >= 16:
            _NOTES.clear()
        _NOTES[key] = text
    return text


def board_image(layout: BoardLayout, device_pixel_ratio: float = 1.0) -> QImage:
    """An empty image that holds a board, at ``device_pixel_ratio``."""
    # A width of whole 16-byte units keeps every scan line aligned, which Qt's raster
    # blending is about twice as fast on.
    width = math.ceil(layout.size.width() * device_pixel_ratio / 4) * 4
    height = math.ceil(layout.size.height() * device_pixel_ratio)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    return image


def render_board_image(
    roads: Roads, palette: RoadPalette, cell: float = 24.0, device_pixel_ratio: float = 1.0
) -> QImage:
    """The whole board as an image, sharp at ``device_pixel_ratio``."""
    layout = board_layout(roads, cell)
    image = board_image(layout, device_pixel_ratio)
    image.fill(palette.background)
    painter = QPainter(image)
    try:
        paint_board(painter, roads, palette, layout)
    finally:
        painter.end()
    return image


class ExportError(Exception):
    """An export could not be written (the path is not writable)."""


def export_png(
    path: str | Path,
    roads: Roads,
    palette: RoadPalette,
    cell: float = 24.0,
    device_pixel_ratio: float = 2.0,
) -> None:
    """Save the board as a PNG image.

    :raises ExportError: when the file cannot be written.
    """
    image = render_board_image(roads, palette, cell, device_pixel_ratio)
    writer = QImageWriter(str(path), QByteArray(b"png"))
    if not writer.write(image):
        raise ExportError(f"{path}: could not write the PNG file ({writer.errorString()})")


def export_pdf(path: str | Path, roads: Roads, palette: RoadPalette, cell: float = 18.0) -> None:
    """Save the board as a one-page PDF, sized to fit it, in vector form.

    ``cell`` is in points (1/72 inch).

    :raises ExportError: when the file cannot be written.
    """
    layout = board_layout(roads, cell)
    margin = cell
    try:
        # Qt only reports a failure to open the file as a warning; ask the system first.
        with open(path, "wb"):
            pass
    except OSError as exc:
        raise ExportError(f"{path}: could not write the PDF file ({exc.strerror})") from exc
    writer = QPdfWriter(str(path))
    writer.setTitle("Scorecards")
    writer.setCreator("tracker")
    page = QSizeF(layout.size.width() + 2 * margin, layout.size.height() + 2 * margin)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(page, QPageSize.Unit.Point),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise ExportError(f"{path}: could not write the PDF file")
    try:
        scale = writer.resolution() / 72.0
        painter.scale(scale, scale)
        painter.translate(margin, margin)
        paint_board(painter, roads, palette, layout)
    finally:
        painter.end()


__all__ = [
    "ASK_TOOLTIP",
    "BOARD_NOTE",
    "NOTE",
    "BoardLayout",
    "ExportError",
    "RoadKind",
    "RoadPalette",
    "board_image",
    "board_layout",
    "clear_caches",
    "export_pdf",
    "export_png",
    "legend",
    "paint_ask",
    "paint_board",
    "paint_road",
    "render_board_image",
]
