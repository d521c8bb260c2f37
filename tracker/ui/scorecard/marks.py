"""The marks of the scorecards (discs, rings, dots, slashes, tie strokes) and the one cache
of pictures drawn once and copied after: marks, road grids and the board's note.

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

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPaintEngine, QPainter, QPen, QPolygonF, QTransform

from tracker.engine.rules import Winner
from tracker.roads import Colour, DerivedRoad
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.scorecard.palette import RoadPalette

BEAD_LETTERS = {
    Winner.BANKER: QT_TRANSLATE_NOOP("Roads", "B"),
    Winner.PLAYER: QT_TRANSLATE_NOOP("Roads", "P"),
    Winner.TIE: QT_TRANSLATE_NOOP("Roads", "T"),
}
"""The winner's letter on a bead (庄 闲 和 on a Chinese board)."""


def bead_letter(winner: Winner) -> str:
    """The letter on a bead of ``winner``, in the app's language."""
    return QCoreApplication.translate("Roads", BEAD_LETTERS[winner])


# -- the pictures ------------------------------------------------------------------------------

Key = tuple[object, ...]
DrawCell = Callable[..., None]
"""``draw_cell(row, col, key, paint, *args)``: see :meth:`Stamp.cells`."""


class PictureCache:
    """Pictures kept by what they show, with one rule for every kind: at most ``budget``
    bytes are kept, and the picture used least recently is forgotten first.

    A budget in bytes rather than a count treats a mark (a few kilobytes) and a road's grid
    at pixel ratio 2 (a few megabytes) alike; a view being resized leaves stale sizes
    behind, and they are the first to go. A picture larger than the whole budget is still
    returned, and kept until the next one comes.
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._pictures: dict[Key, QImage] = {}
        self._bytes = 0

    def get(self, key: Key, make: Callable[[], QImage]) -> QImage:
        """The picture for ``key``, drawn by ``make()`` when it is not kept."""
        pictures = self._pictures
        image = pictures.pop(key, None)
        if image is None:
            image = make()
            self._bytes += image.sizeInBytes()
        pictures[key] = image  # now the most recently used: dicts keep insertion order
        while self._bytes > self.budget and len(pictures) > 1:
            self._bytes -= pictures.pop(next(iter(pictures))).sizeInBytes()
        return image

    def clear(self) -> None:
        self._pictures.clear()
        self._bytes = 0

    def __iter__(self) -> Iterator[Key]:
        """What the kept pictures show, the least recently used first."""
        return iter(list(self._pictures))

    def __len__(self) -> int:
        return len(self._pictures)

    def __contains__(self, key: object) -> bool:
        return key in self._pictures

    @property
    def size_in_bytes(self) -> int:
        return self._bytes


PICTURES = PictureCache(32 * 1024 * 1024)
"""The scorecards' pictures: a board's working set at pixel ratio 2 is a few megabytes."""


def clear_pictures() -> None:
    """Forget every cached picture (each is drawn again when next needed)."""
    PICTURES.clear()


@dataclass(frozen=True, slots=True)
class Pixels:
    """How a painter maps onto its device: ``raster`` when it paints whole pixels of an
    image or a widget with no scaling (so a cached picture can be copied), the device pixel
    ratio, and the translation."""

    raster: bool
    dpr: float
    dx: float
    dy: float

    @classmethod
    def of(cls, painter: QPainter) -> Pixels:
        engine = painter.paintEngine()
        transform = painter.worldTransform()
        device = painter.device()
        return cls(
            raster=engine is not None
            and engine.type() == QPaintEngine.Type.Raster
            and transform.type().value <= QTransform.TransformationType.TxTranslate.value,
            dpr=device.devicePixelRatioF() if device is not None else 1.0,
            dx=transform.dx(),
            dy=transform.dy(),
        )

    def snap(self, x: float, y: float) -> QPointF:
        """(x, y) moved onto the nearest whole device pixel, so a copy is not resampled."""
        dpr = self.dpr
        return QPointF(
            round((x + self.dx) * dpr) / dpr - self.dx, round((y + self.dy) * dpr) / dpr - self.dy
        )


class Stamp:
    """Draws each kind of mark once per size and reuses the picture.

    On a raster device (an image, a widget) with no scaling, a mark is rendered once at the
    device's pixel size and then copied to every cell that shows it: the copies are
    pixel-for-pixel the vector drawing, placed on whole device pixels, so they stay crisp,
    and painting a shoe costs a few image copies instead of hundreds of antialiased strokes.
    On any other device (a PDF, a scaled painter) every mark is drawn as vectors.
    """

    def __init__(self, painter: QPainter, size: float, palette: RoadPalette) -> None:
        self.painter = painter
        self.size = size
        self.pixels = pixels = Pixels.of(painter)
        self.raster = pixels.raster
        self.palette_key = palette.key()
        # This paint's pictures by their short key: the shared cache is asked once a kind.
        self._local: dict[Key, QImage] = {}

    def draw(self, x: float, y: float, key: Key, paint: Callable[..., None], *args: object) -> None:
        """Draw a mark in the cell whose top-left corner is (x, y): ``paint(painter, cell,
        *args)`` draws it, and ``key`` names what it looks like at this size."""
        if not self.raster:
            paint(self.painter, QRectF(x, y, self.size, self.size), *args)
            return
        image = self._local.get(key)
        if image is None:
            image = self._image(key, paint, args)
            self._local[key] = image
        self.painter.drawImage(self.pixels.snap(x, y), image)

    def cells(self, x0: float, top: float, first_col: int, columns: int, rows: int) -> DrawCell:
        """The function that draws a mark in cell (row, col) of ``columns`` columns from
        ``first_col`` of a grid whose column 0 starts at ``x0`` and row 0 at ``top``:
        ``draw_cell(row, col, key, paint, *args)``, as :meth:`draw` does at that corner."""
        painter, size = self.painter, self.size
        if not self.raster:

            def draw_vector(
                row: int, col: int, key: Key, paint: Callable[..., None], *args: object
            ) -> None:
                paint(painter, QRectF(x0 + col * size, top + row * size, size, size), *args)

            return draw_vector
        # The whole-pixel corner of every cell, worked out once instead of once a mark; the
        # function keeps what it needs in locals, as it runs for every mark of a repaint.
        p = self.pixels
        dpr, dx, dy = p.dpr, p.dx, p.dy
        xs = [
            round((x0 + c * size + dx) * dpr) / dpr - dx
            for c in range(first_col, first_col + columns)
        ]
        ys = [round((top + r * size + dy) * dpr) / dpr - dy for r in range(rows)]
        local, image_of, draw_image = self._local, self._image, painter.drawImage
        # Whole pixels (a pixel ratio of 1 and a whole translation): a corner given as two
        # integers costs less than a point, for the same pixels.
        whole = all(x.is_integer() for x in xs) and all(y.is_integer() for y in ys)
        whole_xs, whole_ys = ([int(x) for x in xs], [int(y) for y in ys]) if whole else ([], [])

        def draw_raster(
            row: int, col: int, key: Key, paint: Callable[..., None], *args: object
        ) -> None:
            image = local.get(key)
            if image is None:
                image = local[key] = image_of(key, paint, args)
            if whole:
                draw_image(whole_xs[col - first_col], whole_ys[row], image)
            else:
                draw_image(QPointF(xs[col - first_col], ys[row]), image)

        return draw_raster

    def _image(self, key: Key, paint: Callable[..., None], args: tuple[object, ...]) -> QImage:
        size, dpr = self.size, self.pixels.dpr

        def make() -> QImage:
            pixels = max(1, math.ceil(size * dpr))
            image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(dpr)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            paint(painter, QRectF(0, 0, size, size), *args)
            painter.end()
            return image

        return PICTURES.get(("mark", *key, size, dpr, self.palette_key), make)


# -- the marks ---------------------------------------------------------------------------------


def square(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def font(size: float, bold: bool = True) -> QFont:
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
    """A pair dot: the side's colour in a white ring with a dark rim, so that it stands out
    on a disc of its own colour and on a light or dark background alike (``edge`` is the
    background, kept for the rim's weight)."""
    ring = radius + max(1.2, radius * 0.55)
    rim = QColor(0, 0, 0, 200) if edge.lightness() > 128 else QColor(0, 0, 0, 255)
    painter.setPen(QPen(rim, max(0.7, radius * 0.2)))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawEllipse(centre, ring, ring)
    painter.setPen(Qt.PenStyle.NoPen)
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
    """A bead plate cell: the winner's disc and letter, pair dots and the natural's star."""
    size = cell.height()
    centre = cell.center()
    radius = size * 0.45
    colour = palette.winner_colour(winner)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if palette.colour_blind and winner is Winner.BANKER:
        painter.drawRoundedRect(square(centre, radius * 0.98), size * 0.08, size * 0.08)
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
    painter.setFont(font(size * 0.48))
    painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, bead_letter(winner))
    # Big enough to read on a small cell: a pair or a natural decides side bets.
    dot = max(size * 0.14, 2.2)
    offset = size * 0.32
    if banker_pair:
        _dot(painter, centre + QPointF(-offset, -offset), dot, palette.banker, palette.background)
    if player_pair:
        _dot(painter, centre + QPointF(offset, offset), dot, palette.player, palette.background)
    if natural:
        painter.setPen(QPen(palette.background, size * 0.03))
        painter.setBrush(palette.natural)
        painter.drawPolygon(_star(centre + QPointF(offset, -offset), max(size * 0.21, 3.2)))


def paint_ring(
    painter: QPainter, cell: QRectF, colour: QColor, is_square: bool, width: float
) -> None:
    """A hollow ring (or square): big road and Big Eye Boy."""
    size = cell.height()
    radius = size * 0.5 - width * 0.5 - size * 0.03
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if is_square:
        painter.drawRect(square(cell.center(), radius * 0.96))
    else:
        painter.drawEllipse(cell.center(), radius, radius)


def paint_dot(painter: QPainter, cell: QRectF, colour: QColor, is_square: bool) -> None:
    """A filled dot (or square): Small Road."""
    radius = cell.height() * 0.38
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if is_square:
        painter.drawRect(square(cell.center(), radius * 0.88))
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
        painter.setFont(font(size * 0.42))
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(ties))


def paint_big(
    painter: QPainter,
    cell: QRectF,
    colour: QColor,
    is_square: bool,
    width: float,
    ties: int,
    palette: RoadPalette,
) -> None:
    """A big road cell: the winner's ring and the ties after it."""
    paint_ring(painter, cell, colour, is_square, width)
    if ties:
        paint_tie(painter, cell, ties, palette)


def paint_derived_mark(
    painter: QPainter, cell: QRectF, road: DerivedRoad, colour: Colour, palette: RoadPalette
) -> None:
    """A derived road's mark: a ring (Big Eye Boy), a dot (Small Road) or a slash."""
    qcolour = palette.mark_colour(colour)
    is_square = palette.colour_blind and colour is Colour.RED
    if road is DerivedRoad.BIG_EYE_BOY:
        paint_ring(painter, cell, qcolour, is_square, cell.height() * 0.16)
    elif road is DerivedRoad.SMALL_ROAD:
        paint_dot(painter, cell, qcolour, is_square)
    else:
        paint_slash(painter, cell, qcolour, is_square)


__all__ = [
    "PICTURES",
    "PictureCache",
    "Pixels",
    "Stamp",
    "clear_pictures",
    "paint_bead",
    "paint_big",
    "paint_derived_mark",
    "paint_dot",
    "paint_ring",
    "paint_slash",
    "paint_tie",
]
