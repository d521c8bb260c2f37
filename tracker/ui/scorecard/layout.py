"""Where each road goes on the scorecard board, for the screen and for the exports alike,
and painting the whole board there."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen, QStaticText

from tracker.engine.rules import Winner
from tracker.roads import DerivedRoad, RoadKind, Roads
from tracker.ui.scorecard.marks import PICTURES, Pixels, font
from tracker.ui.scorecard.palette import RoadPalette, board_note
from tracker.ui.scorecard.road import paint_ask, paint_road

SCREEN_BEAD_COLUMNS = 10
"""Bead plate columns the on-screen board shows (it scrolls to the others)."""

MIN_SCREEN_COLUMNS = 4
"""The fewest big road columns the on-screen board shows, however narrow."""

FIT_HANDS = 90
"""The on-screen board makes room for a shoe of this many hands at once (a whole 8-deck
shoe), so that its cells keep their size while the shoe is dealt."""

FIT_BIG_ROAD_COLUMNS = 30
"""Big road columns kept for a shoe of :data:`FIT_HANDS` hands."""

MIN_FIT_CELL = 9.0
"""The smallest big cell the on-screen board shrinks to; below it, the roads scroll."""

MAX_FIT_CELL = 30.0
"""The largest big cell of the on-screen board, however wide."""

MIN_BEAD_COLUMNS = 6
"""The fewest bead plate columns a board shows (an export's, a finished shoe's)."""

MIN_RIGHT_COLUMNS = 12
"""The fewest big road columns a board shows (an export's, a finished shoe's)."""


@dataclass(frozen=True)
class ScreenFit:
    """How the on-screen board shows a shoe in a width: its big ``cell``, the bead plate's
    columns, and whether the roads must scroll (a shoe too long to fit at
    :data:`MIN_FIT_CELL`)."""

    cell: float
    bead_columns: int
    scrolls: bool


FIT_GROWTH = 6
"""Columns a road's room grows by at once when a shoe outgrows what was kept for it: the
cells shrink once for several columns, not at every new one (each shrink draws the board
whole again, and a display that rescales every other hand is hard to read)."""


def _room(needed: int, kept: int) -> int:
    """``kept`` columns, or more by :data:`FIT_GROWTH` at a time until ``needed`` fit."""
    if needed <= kept:
        return kept
    return kept + math.ceil((needed - kept) / FIT_GROWTH) * FIT_GROWTH


def screen_fit(roads: Roads, width: float, *, growing: bool = True) -> ScreenFit:
    """The cell that shows the whole shoe in ``width``, as casino displays do: room for
    :data:`FIT_HANDS` hands (or more, for a longer shoe), cells scaled to the width.

    A shoe that is not ``growing`` (no hand will be logged to it) needs no room for hands
    to come: its columns alone, and at least those an export shows, share the width."""
    rows = roads.rows
    count = len(roads.results)
    spare = 1 if growing else 0
    derived = [roads.columns(road) for road in DerivedRoad]
    needed = max(
        RoadKind.BIG_ROAD.columns(roads) + spare,
        math.ceil((derived[0] + spare) / 2),
        derived[1] + spare,
        derived[2] + spare,
    )
    if growing:
        bead = _room(math.ceil((count + 1) / rows), math.ceil(FIT_HANDS / rows))
        right = _room(needed, FIT_BIG_ROAD_COLUMNS)
    else:
        bead = max(math.ceil(count / rows), MIN_BEAD_COLUMNS)
        right = max(needed, MIN_RIGHT_COLUMNS)
    right += right % 2
    cell = width / (bead + 0.5 + right)
    if cell >= MIN_FIT_CELL:
        return ScreenFit(min(cell, MAX_FIT_CELL), bead, False)
    return ScreenFit(MIN_FIT_CELL, math.ceil(FIT_HANDS / rows), True)


@dataclass(frozen=True)
class BoardLayout:
    """Where each road goes on a board with big cells of ``cell`` units: the bead plate and
    the ask road on the left; the big road top right; Big Eye Boy beneath it, then Small
    Road and Cockroach Pig side by side, derived roads at half the cell size; the note
    across the bottom."""

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
    footer: QRectF = field(default_factory=QRectF)
    """Under the roads: the room kept for the counts bar (on screen)."""
    title: float = 0.0
    """The height of the title line above each road (on screen)."""

    def title_rect(self, kind: RoadKind) -> QRectF:
        """Where a road's title goes: the line above its grid."""
        rect = self.rect(kind)
        return QRectF(rect.left(), rect.top() - self.title, rect.width(), self.title)

    def rect(self, kind: RoadKind) -> QRectF:
        """Where a road's grid goes."""
        return {
            RoadKind.BEAD_PLATE: self.bead_plate,
            RoadKind.BIG_ROAD: self.big_road,
            RoadKind.BIG_EYE_BOY: self.big_eye_boy,
            RoadKind.SMALL_ROAD: self.small_road,
            RoadKind.COCKROACH_PIG: self.cockroach_pig,
        }[kind]

    def cell_size(self, kind: RoadKind) -> float:
        """A road's cell: ``cell``, or half of it for the derived roads."""
        return self.cell if kind.derived is None else self.cell / 2

    @property
    def ask(self) -> QRectF:
        """Both sides of the ask road."""
        return self.ask_banker.united(self.ask_player)


def ask_rects(cell: float) -> tuple[QRectF, QRectF]:
    """The Banker and Player sides of the ask road, from its own top-left corner: a label
    and a slot for each derived road, 1.2 cells tall."""
    height = cell * 1.2
    banker = QRectF(0, 0, cell * 5, height)
    return banker, banker.translated(0, height + cell * 0.25)


def screen_width(cell: float, columns: int) -> float:
    """The width of an on-screen board that shows ``columns`` big road columns."""
    return (SCREEN_BEAD_COLUMNS + 0.5 + columns) * cell


def board_layout(
    roads: Roads,
    cell: float = 24.0,
    *,
    width: float | None = None,
    scroll_bar: float = 0.0,
    min_columns: int = MIN_RIGHT_COLUMNS,
    bead_columns: int | None = None,
    title: float = 0.0,
    footer: float = 0.0,
) -> BoardLayout:
    """The board's layout, the one the on-screen board and every export use.

    Without ``width`` (an export), wide enough to show every column of every road, and at
    least ``min_columns`` big road columns. With ``width`` (the on-screen board), the bead
    plate shows :data:`SCREEN_BEAD_COLUMNS` columns and the roads on the right as many as
    fit in ``width``; the views scroll to the rest, and ``scroll_bar`` is the room kept
    under each road for its scroll bar; ``bead_columns`` the bead plate's columns on
    screen (default :data:`SCREEN_BEAD_COLUMNS`); ``title`` the height of the title line
    kept above each road, ``footer`` the room kept under the roads (the counts bar); the
    note then goes under the ask road, beside the derived roads.
    """
    half = cell / 2
    rows = roads.rows
    gap = cell * 0.5
    if width is None:
        bead_cols = max(roads.bead_plate_columns, MIN_BEAD_COLUMNS)
        derived = [roads.columns(road) for road in DerivedRoad]
        right_cols = max(
            RoadKind.BIG_ROAD.columns(roads),
            math.ceil(derived[0] / 2),
            math.ceil(max(derived[1], derived[2]) / 2) * 2,
            min_columns,
        )
    else:
        bead_cols = bead_columns if bead_columns is not None else SCREEN_BEAD_COLUMNS
        # A hair over the floor: a fitted cell divides the width exactly, and a quotient of
        # 31.999… would drop the last two columns (the marks in them out of sight).
        room = (width - bead_cols * cell - gap) / cell
        right_cols = max(math.floor(room + 1e-9), MIN_SCREEN_COLUMNS)
    # Small Road and Cockroach Pig split the width: an even count starts the Cockroach Pig
    # on one of the big road's grid lines.
    right_cols -= right_cols % 2
    left_w = bead_cols * cell
    right_x = left_w + gap
    right_w = right_cols * cell
    road_h = rows * cell
    half_h = rows * half
    bead = QRectF(0, title, left_w, road_h)
    ask_banker, ask_player = (
        side.translated(0, bead.bottom() + scroll_bar + gap) for side in ask_rects(cell)
    )
    big = QRectF(right_x, title, right_w, road_h)
    beb = QRectF(right_x, big.bottom() + scroll_bar + title, right_w, half_h)
    small = QRectF(right_x, beb.bottom() + scroll_bar + title, right_w / 2, half_h)
    pig = QRectF(right_x + right_w / 2, small.top(), right_w / 2, half_h)
    roads_bottom = small.bottom() + scroll_bar
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    metrics = QFontMetricsF(note_font(cell))
    if width is None:
        # As tall as the note's wrapped lines: a narrow board (a short shoe) wraps it onto
        # three or four, and an export must not cut off "cannot predict".
        bottom = max(roads_bottom, ask_player.bottom())
        wrapped = metrics.boundingRect(QRectF(0, 0, right_x + right_w, 1e6), flags, board_note())
        note = QRectF(0, bottom + gap * 0.5, right_x + right_w, wrapped.height() + gap * 0.5)
        footer_rect = QRectF(0, note.bottom(), right_x + right_w, 0)
    else:
        # On screen the note explains the ask road beneath it, beside the derived roads,
        # and the counts bar sits right under the roads.
        wrapped = metrics.boundingRect(QRectF(0, 0, left_w, 1e6), flags, board_note())
        note = QRectF(0, ask_player.bottom() + gap * 0.5, left_w, wrapped.height())
        top = max(roads_bottom, note.bottom()) + gap * 0.25
        footer_rect = QRectF(0, top, right_x + right_w, footer)
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
        size=QSizeF(right_x + right_w, max(note.bottom(), footer_rect.bottom())),
        footer=footer_rect,
        title=title,
    )


def note_font(cell: float) -> QFont:
    """The board note's font, for big cells of ``cell`` units."""
    return font(cell * 0.5, bold=False)


def paint_note(
    painter: QPainter, rect: QRectF, cell: float, colour: QColor, background: QColor
) -> None:
    """The board's note (what the ask road is; the past predicts nothing), wrapped in
    ``rect`` over ``background``.

    On pixels it is a cached picture: laying out text costs more than painting the whole
    board. Elsewhere (a PDF) it is text.
    """
    text_font = note_font(cell)
    pixels = Pixels.of(painter)
    if not pixels.raster:
        painter.save()
        painter.setPen(colour)
        painter.setFont(text_font)
        painter.drawStaticText(rect.topLeft(), _note_text(text_font, rect.width()))
        painter.restore()
        return
    dpr = pixels.dpr
    key = (
        "note",
        board_note(),  # a language changes it
        text_font.key(),
        rect.width(),
        rect.height(),
        dpr,
        colour.rgba(),
        background.rgba(),
    )

    def make() -> QImage:
        # On an opaque background the picture is opaque too, so it is copied, not blended.
        opaque = background.alpha() == 255
        image = QImage(
            max(1, math.ceil(rect.width() * dpr)),
            max(1, math.ceil(rect.height() * dpr)),
            QImage.Format.Format_RGB32 if opaque else QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        image.fill(background if opaque else QColor(Qt.GlobalColor.transparent))
        note = QPainter(image)
        note.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        note.setPen(colour)
        note.setFont(text_font)
        note.drawStaticText(0, 0, _note_text(text_font, rect.width()))
        note.end()
        return image

    painter.drawImage(pixels.snap(rect.left(), rect.top()), PICTURES.get(key, make))


def _note_text(text_font: QFont, width: float) -> QStaticText:
    text = QStaticText(board_note())
    text.setTextFormat(Qt.TextFormat.PlainText)
    text.setTextWidth(width)
    return text


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
    paint_note(painter, layout.note, layout.cell, palette.text, palette.background)
    painter.restore()


__all__ = [
    "FIT_HANDS",
    "MAX_FIT_CELL",
    "MIN_BEAD_COLUMNS",
    "MIN_FIT_CELL",
    "MIN_RIGHT_COLUMNS",
    "MIN_SCREEN_COLUMNS",
    "SCREEN_BEAD_COLUMNS",
    "BoardLayout",
    "ScreenFit",
    "ask_rects",
    "board_layout",
    "note_font",
    "paint_board",
    "paint_note",
    "screen_fit",
    "screen_width",
]
