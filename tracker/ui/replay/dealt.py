"""A replayed hand's cards dealt face up on the felt, as the practice table deals them (two
upright, a third turned sideways), each side's total above them and the rule for its draw
or stand beside them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tracker.engine.cards import Card, format_cards
from tracker.translatable import Message
from tracker.ui.scorecard.palette import RoadPalette
from tracker.ui.shell.cards import CARD_RATIO, CardInk, paint_card
from tracker.ui.shell.i18n import is_language_change, shown

FELT = QColor("#0f5c3a")
FELT_LINE = QColor(236, 214, 150)  # the gold print of a layout
WORDS = QColor(255, 244, 214)


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a hand as the replay shows it: its name as shown, its cards (``None``:
    not recorded), its total (``None``: not known) and the rule it followed."""

    name: str
    cards: tuple[Card, ...] | None
    total: int | None
    rule: str


def split_reasons(reasons: Sequence[Message]) -> tuple[str, str, str]:
    """The coup's reasons as the Player's rule, the Banker's rule and what applies to both
    (a natural; a recorded hand that did otherwise), in the app's language."""
    if not reasons:
        return "", "", ""
    first = str(reasons[0])  # the English tells which rule it is
    if "natural" in first or not first.startswith("Player"):
        return "", "", " ".join(shown(r) for r in reasons)
    player = shown(reasons[0])
    banker = shown(reasons[1]) if len(reasons) > 1 else ""
    return player, banker, " ".join(shown(r) for r in reasons[2:])


def _card_height(zone: QRectF) -> float:
    """How tall the cards can be in ``zone``: two upright and room for a sideways third."""
    return min(zone.height() * 0.95, zone.width() / (2 / CARD_RATIO + 1 + 0.3))


class DealtHand(QWidget):
    """The Player's and the Banker's cards side by side on the felt, with their rules.

    It takes the room its layout gives it (the cards grow with it) and never asks for
    another size when the hand changes: the replay's layout stays still as it steps."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sides: tuple[Side, Side] = (
            Side(QCoreApplication.translate("Replay", "Player"), None, None, ""),
            Side(QCoreApplication.translate("Replay", "Banker"), None, None, ""),
        )
        self.both = ""  # the rule for both sides, or what the replay says of the hand
        self.colour_blind = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)
        self.setAccessibleName(QCoreApplication.translate("Replay", "The hand's cards"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.setAccessibleName(QCoreApplication.translate("Replay", "The hand's cards"))
            self.update()

    def set_hand(self, player: Side, banker: Side, both: str) -> None:
        self.sides = (player, banker)
        self.both = both
        self.setAccessibleDescription(self.text())
        self.update()

    def text(self) -> str:
        """What the felt shows, as text (for screen readers and tests)."""
        lines = []
        for side in self.sides:
            cards = (
                QCoreApplication.translate("Replay", "no cards recorded")
                if side.cards is None
                else format_cards(side.cards)
            )
            total = "" if side.total is None else f" = {side.total}"
            lines.append(f"{side.name} {cards}{total}" + (f": {side.rule}" if side.rule else ""))
        if self.both:
            lines.append(self.both)
        return "\n".join(lines)

    def rules(self) -> tuple[str, str, str]:
        """The Player's rule, the Banker's rule and the words for both."""
        return self.sides[0].rule, self.sides[1].rule, self.both

    def sizeHint(self) -> QSize:
        return QSize(640, 240)

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(pixels)))
        font.setBold(bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            whole = QRectF(self.rect())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(FELT)
            painter.drawRoundedRect(whole, 8, 8)
            text_h = self.fontMetrics().height()
            both_h = (text_h * 2.4) if self.both else 0.0
            half = whole.width() / 2
            road = RoadPalette.of(self.palette(), self.colour_blind)
            ink = CardInk.of(colour_blind=self.colour_blind)
            for number, side in enumerate(self.sides):
                colour = road.player if number == 0 else road.banker
                box = QRectF(number * half + 8, 8, half - 16, whole.height() - 16 - both_h)
                self._paint_side(painter, box, side, colour, ink)
            if self.both:
                painter.setPen(WORDS)
                painter.setFont(self._font(text_h * 1.0))
                words = QRectF(12, whole.height() - 8 - both_h, whole.width() - 24, both_h)
                painter.drawText(
                    words,
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    self.both,
                )
        finally:
            painter.end()

    def _paint_side(
        self, painter: QPainter, box: QRectF, side: Side, colour: QColor, ink: CardInk
    ) -> None:
        painter.setPen(QPen(FELT_LINE, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 10, 10)
        text_h = self.fontMetrics().height()
        title = side.name.upper() + ("" if side.total is None else f"  {side.total}")
        title_rect = QRectF(box.left(), box.top() + 4, box.width(), text_h * 1.8)
        painter.setPen(colour.lighter(150) if colour.lightness() < 140 else colour)
        painter.setFont(self._font(text_h * 1.35, bold=True))
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter, title)
        inner = box.adjusted(12, title_rect.height() + 8, -12, -8)
        # The rule beside the cards: at their right or beneath them, whichever leaves the
        # cards larger (both sides alike, so that their cards line up).
        rule_h = text_h * 3.4
        beside = QRectF(inner.left(), inner.top(), inner.width() * 0.58, inner.height())
        beneath = QRectF(inner.left(), inner.top(), inner.width(), inner.height() - rule_h)
        wide = _card_height(beside) > _card_height(beneath)
        if wide:
            card_zone = beside
            rule_zone = QRectF(
                beside.right() + 10,
                inner.top(),
                inner.right() - beside.right() - 10,
                inner.height(),
            )
        else:
            card_zone = beneath
            rule_zone = QRectF(inner.left(), beneath.bottom(), inner.width(), rule_h)
        if side.cards is None:
            painter.setPen(WORDS)
            painter.setFont(self._font(text_h))
            painter.drawText(
                card_zone,
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Replay", "No cards recorded"),
            )
        else:
            self._paint_cards(painter, card_zone, side.cards, ink)
        if side.rule:
            painter.setPen(WORDS)
            painter.setFont(self._font(text_h))
            align = Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignLeft if wide else Qt.AlignmentFlag.AlignHCenter
            )
            painter.drawText(rule_zone, align | Qt.TextFlag.TextWordWrap, side.rule)

    def _paint_cards(
        self, painter: QPainter, zone: QRectF, cards: tuple[Card, ...], ink: CardInk
    ) -> None:
        card_h = _card_height(zone)
        card_w = card_h / CARD_RATIO
        gap = card_w * 0.12
        width = 2 * card_w + gap + (card_h + gap)
        x = zone.center().x() - width / 2
        top = zone.center().y() - card_h / 2
        for place in range(3):
            if place < 2:
                rect = QRectF(x + place * (card_w + gap), top, card_w, card_h)
            else:
                rect = QRectF(x + 2 * (card_w + gap), top + (card_h - card_w) / 2, card_h, card_w)
            if place < len(cards):
                paint_card(painter, rect, cards[place], ink=ink)
            else:
                painter.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, card_w * 0.08, card_w * 0.08)
