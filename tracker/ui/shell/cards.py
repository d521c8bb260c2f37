"""Playing cards painted with QPainter, the one place the app draws a card: a face (corner
indices that always read upright, a large suit or court letter), a back, a card turned
sideways as the dealer places a third card, and small tiles for a line of text (a table
cell, the card field's echo). Vectors, so they stay crisp at any size and pixel ratio."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tracker.engine.cards import Card, CardError, parse_cards

SUIT_GLYPHS = "♠♥♦♣"  # S H D C, the engine's suit order
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARD_RATIO = 1.4  # height / width of a playing card
TILE_SMALLEST = 26.0  # below this short side a card is a tile: rank and suit side by side
ROW_HEIGHT = 24  # the least height of a row of cards: tiles whose rank and suit read
TILE_GAP = 0.16  # between two cards of a side, in tile heights
GROUP_GAP = 0.6  # the gap between the Player's and the Banker's cards, in tile heights


@dataclass(frozen=True)
class CardInk:
    """The colours a card is painted in: its face, edge and back, and each suit's ink.

    The standard deck is black and red; the colour-blind deck is a four-colour deck
    (black spades, vermilion hearts, blue diamonds, green clubs) whose suits never hang
    on red against black. On a dark theme the face is a softer white."""

    face: QColor
    edge: QColor
    back: QColor
    suits: tuple[QColor, QColor, QColor, QColor]
    plain: QColor  # a card whose suit is not recorded

    @classmethod
    def of(cls, *, dark: bool = False, colour_blind: bool = False) -> CardInk:
        return _ink(dark, colour_blind)

    @classmethod
    def make(cls, dark: bool, colour_blind: bool) -> CardInk:
        black = QColor("#1a1a1a")
        if colour_blind:
            suits = (black, QColor("#d55e00"), QColor("#0072b2"), QColor("#009e73"))
        else:
            red = QColor("#c62828")
            suits = (black, red, red, black)
        return cls(
            face=QColor("#e9e6dc" if dark else "#fffdf7"),
            edge=QColor(255, 255, 255, 90) if dark else QColor(0, 0, 0, 110),
            back=QColor("#8e1b1b"),
            suits=suits,
            plain=QColor("#37474f"),
        )

    @classmethod
    def for_palette(cls, palette: QPalette, colour_blind: bool = False) -> CardInk:
        """The ink for a widget's palette: the softer face on a dark window."""
        dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
        return cls.of(dark=dark, colour_blind=colour_blind)

    def colour(self, card: Card) -> QColor:
        return self.plain if card.suit is None else self.suits[card.suit]

    @functools.cached_property
    def key(self) -> tuple[int, ...]:
        """A hashable summary of every colour (for the tiles' picture cache)."""
        colours = (self.face, self.edge, self.back, *self.suits, self.plain)
        return tuple(colour.rgba() for colour in colours)


@functools.lru_cache(maxsize=4)
def _ink(dark: bool, colour_blind: bool) -> CardInk:
    return CardInk.make(dark, colour_blind)


STANDARD = CardInk.of()


def rank_text(card: Card) -> str:
    """ "10", "J", "7"; "0" for a card known only as some ten or face card."""
    return "0" if card.rank is None else RANK_TEXT[card.rank]


def suit_text(card: Card) -> str:
    return "" if card.suit is None else SUIT_GLYPHS[card.suit]


def _font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_back(painter: QPainter, rect: QRectF, ink: CardInk = STANDARD) -> None:
    """A card's back filling ``rect``: the casino's red with a white frame and lattice."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    short = min(rect.width(), rect.height())
    radius = short * 0.08
    painter.setPen(QPen(ink.edge, max(1.0, short / 60)))
    painter.setBrush(ink.back)
    painter.drawRoundedRect(rect, radius, radius)
    pad = short * 0.09
    inner = rect.adjusted(pad, pad, -pad, -pad)
    painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, short / 50)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius / 2, radius / 2)
    painter.setBrush(QBrush(QColor(255, 255, 255, 70), Qt.BrushStyle.DiagCrossPattern))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(inner.adjusted(2, 2, -2, -2))
    painter.restore()


def index_rect(rect: QRectF) -> QRectF:
    """Where a card in ``rect`` shows its top-left index (rank over suit), upright or
    sideways alike: sized by the card's short side, so both read the same."""
    short = min(rect.width(), rect.height())
    return QRectF(rect.left() + short * 0.04, rect.top() + short * 0.03, short * 0.36, short * 0.5)


def _paint_index(painter: QPainter, box: QRectF, rank: str, suit: str) -> None:
    short = box.width() / 0.36
    top = QRectF(box.left(), box.top(), box.width(), short * 0.3)
    painter.setFont(_font(painter, short * 0.25))
    painter.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, rank)
    low = QRectF(box.left(), box.top() + short * 0.27, box.width(), short * 0.23)
    painter.setFont(_font(painter, short * 0.19, bold=False))
    painter.drawText(low, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, suit)


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    *,
    face_up: bool = True,
    ink: CardInk = STANDARD,
) -> None:
    """A playing card filling ``rect``: upright when ``rect`` is taller than wide, turned
    sideways (a third card as the dealer places it) when wider. Its face shows the rank
    and suit in two corners, the top-left one always upright so that a sideways 6 never
    reads as a 9, and a large suit or court letter in the middle. The back shows when
    ``face_up`` is false or the card is ``None``; a small ``rect`` gets a tile."""
    if not face_up or card is None:
        paint_back(painter, rect, ink)
        return
    short = min(rect.width(), rect.height())
    if short < TILE_SMALLEST:
        paint_tile(painter, rect, card, ink)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = short * 0.08
    painter.setPen(QPen(ink.edge, max(1.0, short / 60)))
    painter.setBrush(ink.face)
    painter.drawRoundedRect(rect, radius, radius)
    colour = ink.colour(card)
    rank, suit = rank_text(card), suit_text(card)
    painter.setPen(colour)
    corner = index_rect(rect)
    _paint_index(painter, corner, rank, suit)
    # The opposite corner, turned round as on a real card.
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    _paint_index(painter, corner, rank, suit)
    painter.restore()
    # The middle, between the two indices.
    if rect.width() >= rect.height():
        centre = rect.adjusted(
            corner.width() * 1.1, short * 0.1, -corner.width() * 1.1, -short * 0.1
        )
    else:
        centre = rect.adjusted(
            short * 0.1, corner.height() * 0.8, -short * 0.1, -corner.height() * 0.8
        )
    if card.rank is not None and card.rank >= 10:  # a court card: its letter, framed
        high = min(centre.height(), centre.width() * 1.2) * 0.85
        frame = QRectF(0, 0, high / 1.2, high)
        frame.moveCenter(centre.center())
        painter.setPen(QPen(colour, max(1.0, short / 40)))
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 28))
        painter.drawRoundedRect(frame, short * 0.05, short * 0.05)
        painter.setPen(colour)
        painter.setFont(_font(painter, frame.height() * 0.42))
        painter.drawText(frame, Qt.AlignmentFlag.AlignCenter, f"{rank}{suit}")
    else:
        painter.setFont(_font(painter, min(centre.height(), centre.width()) * 0.8, bold=False))
        painter.drawText(centre, Qt.AlignmentFlag.AlignCenter, suit or rank)
    painter.restore()


def tile_width(height: float, card: Card) -> float:
    """How wide the tile of ``card`` is at ``height``: a "10" takes more room."""
    return height * (1.25 if card.rank == 9 else 1.0)


def paint_tile(painter: QPainter, rect: QRectF, card: Card, ink: CardInk = STANDARD) -> None:
    """A small card for a line of text: a face with the rank and suit side by side, in the
    suit's colour, always upright."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    short = min(rect.width(), rect.height())
    painter.setPen(QPen(ink.edge, 1.0))
    painter.setBrush(ink.face)
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), short * 0.15, short * 0.15)
    painter.setPen(ink.colour(card))
    rank, suit = rank_text(card), suit_text(card)
    rank_font = _font(painter, short * 0.62)
    suit_font = _font(painter, short * 0.56, bold=False)
    rank_w = QFontMetricsF(rank_font).horizontalAdvance(rank)
    suit_w = QFontMetricsF(suit_font).horizontalAdvance(suit) if suit else 0.0
    left = rect.center().x() - (rank_w + suit_w) / 2
    painter.setFont(rank_font)
    painter.drawText(
        QRectF(left, rect.top(), rank_w + 1, rect.height()),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        rank,
    )
    if suit:
        painter.setFont(suit_font)
        painter.drawText(
            QRectF(left + rank_w, rect.top(), suit_w + 1, rect.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            suit,
        )
    painter.restore()


Groups = Sequence[Sequence[Card]]
"""Cards in groups: the Player's and the Banker's, or one group alone."""


def line_width(height: float, groups: Groups) -> float:
    """How wide :func:`paint_line` draws ``groups`` at tile ``height``."""
    gap = height * TILE_GAP
    width = 0.0
    shown = [group for group in groups if group]
    for number, group in enumerate(shown):
        width += sum(tile_width(height, card) + gap for card in group) - gap
        if number:
            width += height * GROUP_GAP
    return width


def paint_line(painter: QPainter, rect: QRectF, groups: Groups, ink: CardInk = STANDARD) -> float:
    """Tiles for ``groups`` in a row from the left of ``rect``, as tall as it allows;
    returns the right edge drawn to."""
    height = rect.height()
    gap = height * TILE_GAP
    x = rect.left()
    first = True
    for group in groups:
        if not group:
            continue
        if not first:
            x += height * GROUP_GAP - gap
        first = False
        for card in group:
            width = tile_width(height, card)
            if x + width > rect.right() + 0.5:
                return x  # no room: the text form (tooltip, copy) still holds every card
            painter.drawPixmap(
                QPointF(x, rect.top()), _tile_picture(painter, card, width, height, ink)
            )
            x += width + gap
    return x


_TILES: dict[tuple[object, ...], QPixmap] = {}
_MOST_TILES = 2048  # 52 cards (and ranks alone) at a few sizes, inks and pixel ratios


def _tile_picture(
    painter: QPainter, card: Card, width: float, height: float, ink: CardInk
) -> QPixmap:
    """The tile of ``card`` painted once into a picture at the device's pixel ratio, and
    kept: a table repaints its rows' cards by copying pictures."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    key = (str(card), round(width * ratio), round(height * ratio), ink.key, ratio)
    picture = _TILES.get(key)
    if picture is None:
        picture = QPixmap(round(width * ratio), round(height * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        tile = QPainter(picture)
        tile.setFont(painter.font())
        paint_tile(tile, QRectF(0, 0, width, height), card, ink)
        tile.end()
        if len(_TILES) >= _MOST_TILES:
            _TILES.clear()
        _TILES[key] = picture
    return picture


def read_groups(text: str) -> list[list[Card]] | None:
    """The cards of a cell's text (``"JH KH QC"``, or ``"9S 9D / 3C 4H"`` for both sides),
    or ``None`` when it holds no cards."""
    if not text.strip():
        return None
    try:
        return [parse_cards(part) for part in text.split("/")]
    except CardError:
        return None


class CardsDelegate(QStyledItemDelegate):
    """Paints a cell whose text is cards as small cards. The model's text stays what it
    was (``JH KH QC``): it is what a screen reader says and what Copy copies."""

    def __init__(self, parent: QWidget | None = None, colour_blind: bool = False) -> None:
        super().__init__(parent)
        self.colour_blind = colour_blind

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        text = index.data(Qt.ItemDataRole.DisplayRole)
        groups = read_groups(text) if isinstance(text, str) else None
        if groups is None:
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        option.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        rect = QRectF(option.rect).adjusted(4, 2, -2, -2)
        ink = CardInk.for_palette(option.palette, self.colour_blind)
        painter.save()
        painter.setClipRect(option.rect)
        paint_line(painter, rect, groups, ink)
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        height = max(hint.height(), ROW_HEIGHT)  # an empty cell too: rows of one height
        text = index.data(Qt.ItemDataRole.DisplayRole)
        groups = read_groups(text) if isinstance(text, str) else None
        if groups is None:
            return QSize(hint.width(), height)
        return QSize(round(line_width(height - 4, groups)) + 8, height)


__all__ = [
    "CARD_RATIO",
    "CardInk",
    "CardsDelegate",
    "index_rect",
    "line_width",
    "paint_back",
    "paint_card",
    "paint_line",
    "paint_tile",
    "read_groups",
]
