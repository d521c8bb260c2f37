"""The card painter: a card's rank and suit read at every size and turn."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tracker.engine.cards import Card
from tracker.ui.shell.cards import CardInk, index_rect, paint_card, paint_tile, read_groups

BACKGROUND = QColor("#0f5c3a")


def painted(card: Card | None, width: int, height: int, ink: CardInk | None = None) -> QImage:
    image = QImage(width + 4, height + 4, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    paint_card(painter, QRectF(2, 2, width, height), card, ink=ink or CardInk.of())
    painter.end()
    return image


def crop(image: QImage, rect: QRectF) -> QImage:
    return image.copy(rect.toAlignedRect())


def inked(image: QImage, face: QColor) -> int:
    """Pixels of an image that are neither the card's face nor the background."""
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if abs(colour.lightness() - face.lightness()) > 60 and colour != BACKGROUND:
                count += 1
    return count


def test_a_sideways_six_and_nine_differ_in_their_corner_index(qapp: object) -> None:
    six, nine = Card.parse("6S"), Card.parse("9S")
    corner = index_rect(QRectF(2, 2, 140, 100))
    six_corner = crop(painted(six, 140, 100), corner)
    nine_corner = crop(painted(nine, 140, 100), corner)
    face = CardInk.of().face
    assert inked(six_corner, face) > 20  # the index is there
    assert inked(nine_corner, face) > 20
    assert six_corner != nine_corner


def test_a_sideways_card_reads_its_index_upright(qapp: object) -> None:
    # The top-left index of a card turned sideways is the upright card's index, pixel
    # for pixel: a 6 reads as a 6 whichever way the card lies.
    six = Card.parse("6H")
    upright = crop(painted(six, 100, 140), rank_of(QRectF(2, 2, 100, 140)))
    sideways = crop(painted(six, 140, 100), rank_of(QRectF(2, 2, 140, 100)))
    assert upright == sideways
    nine = crop(painted(Card.parse("9H"), 100, 140), rank_of(QRectF(2, 2, 100, 140)))
    assert sideways != nine


def rank_of(card: QRectF) -> QRectF:
    """The rank's part of a card's top-left index (above the suit)."""
    index = index_rect(card)
    return QRectF(index.left(), index.top(), index.width(), index.height() * 0.55)


def _reddest(image: QImage) -> int:
    best = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            best = max(best, c.red() - max(c.green(), c.blue()))
    return best


def test_red_and_black_suits(qapp: object) -> None:
    corner = index_rect(QRectF(2, 2, 100, 140))
    hearts = crop(painted(Card.parse("KH"), 100, 140), corner)
    spades = crop(painted(Card.parse("KS"), 100, 140), corner)
    assert _reddest(hearts) > 100
    assert _reddest(spades) < 30


def test_the_colour_blind_deck_has_four_suit_colours(qapp: object) -> None:
    ink = CardInk.of(colour_blind=True)
    assert len({colour.name() for colour in ink.suits}) == 4
    diamonds = painted(Card.parse("5D"), 100, 140, ink)
    hearts = painted(Card.parse("5H"), 100, 140, ink)
    corner = index_rect(QRectF(2, 2, 100, 140))
    assert crop(diamonds, corner) != crop(hearts, corner)


def test_a_tile_shows_its_card(qapp: object) -> None:
    images = []
    for token in ("6C", "9C", "TC"):
        image = QImage(40, 22, QImage.Format.Format_ARGB32)
        image.fill(BACKGROUND)
        painter = QPainter(image)
        paint_tile(painter, QRectF(0, 0, 40, 22), Card.parse(token))
        painter.end()
        assert inked(image, CardInk.of().face) > 10
        images.append(image)
    assert images[0] != images[1] != images[2]


def test_a_card_back_hides_the_card(qapp: object) -> None:
    assert painted(Card.parse("6S"), 100, 140).copy(QRect(0, 0, 104, 144)) != painted(
        None, 100, 140
    )
    back = painted(None, 100, 140)
    assert back.pixelColor(30, 70).red() > back.pixelColor(30, 70).green()


def test_read_groups() -> None:
    assert read_groups("JH KH QC") == [[Card.parse("JH"), Card.parse("KH"), Card.parse("QC")]]
    assert read_groups("9S 9D / 3C 4H") == [
        [Card.parse("9S"), Card.parse("9D")],
        [Card.parse("3C"), Card.parse("4H")],
    ]
    assert read_groups("") is None
    assert read_groups("Banker") is None
