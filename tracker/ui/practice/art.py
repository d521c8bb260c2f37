"""Chips and the felt painted with QPainter (the cards: :mod:`tracker.ui.shell.cards`):
vectors, so they stay crisp at any size and any device pixel ratio.
The colours are the casino's own, not the palette's."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

FELT = QColor("#0f5c3a")
FELT_DARK = QColor("#0a4029")
FELT_LINE = QColor(236, 214, 150)  # the gold print of a layout
BANKER_RED = QColor("#c62828")
PLAYER_BLUE = QColor("#1565c0")
TIE_GREEN = QColor("#2e7d32")
LIT = QColor(255, 236, 140)

CHIP_COLOURS: dict[Decimal, tuple[str, str]] = {
    Decimal(1): ("#f5f5f5", "#1e88e5"),
    Decimal(5): ("#d32f2f", "#ffffff"),
    Decimal(25): ("#2e7d32", "#ffffff"),
    Decimal(100): ("#212121", "#ffffff"),
    Decimal(500): ("#6a1b9a", "#ffd54f"),
}
ODD_CHIP = ("#ff8f00", "#ffffff")


def money_text(amount: Decimal) -> str:
    """1,250 or 12.50: whole amounts without cents, others to the cent, in the language's
    digits and separators (1.250 in Vietnamese)."""
    if amount == amount.to_integral_value():
        return QLocale().toString(int(amount))
    return QLocale().toString(float(amount), "f", 2)


def chip_text(value: Decimal) -> str:
    if value >= 1000 and value % 1000 == 0:
        return f"{int(value // 1000)}K"
    return money_text(value)


def _font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_chip(painter: QPainter, centre: QPointF, radius: float, value: Decimal) -> None:
    """A casino chip of ``value``: its colour, six edge spots, an inner ring and its value."""
    base, ink = CHIP_COLOURS.get(value, ODD_CHIP)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(base)
    painter.setPen(QPen(colour.darker(160), max(1.0, radius / 10)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    # Edge spots: six short arcs in the ink colour, as on real chips.
    spot = QPen(QColor(ink), radius * 0.22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    painter.setPen(spot)
    ring = QRectF(
        centre.x() - radius * 0.84, centre.y() - radius * 0.84, radius * 1.68, radius * 1.68
    )
    for i in range(6):
        painter.drawArc(ring, int((i * 60 + 15) * 16), 24 * 16)
    painter.setPen(QPen(QColor(ink), max(1.0, radius / 14), Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.62, radius * 0.62)
    painter.setPen(QColor(ink) if base != "#f5f5f5" else QColor("#0d47a1"))
    text = chip_text(value)
    painter.setFont(_font(painter, radius * (0.72 if len(text) <= 2 else 0.56)))
    box = QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_stack(painter: QPainter, bottom: QPointF, radius: float, chips: list[Decimal]) -> None:
    """Chips stacked upward from ``bottom`` (each a little above the last), largest at the
    bottom as a dealer stacks them; a stack of more than eight shows its top eight (the
    amount is written beside it)."""
    ordered = sorted(chips, reverse=True)
    shown = ordered[-8:] if len(ordered) > 8 else ordered
    step = radius * 0.22
    for i, value in enumerate(shown):
        paint_chip(painter, QPointF(bottom.x(), bottom.y() - i * step), radius, value)


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """The table's cloth: a soft gradient of baize green."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, FELT)
    gradient.setColorAt(1, FELT_DARK)
    painter.fillRect(rect, gradient)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def fit_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    *,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    least: float = 8.0,
) -> None:
    """Draw ``text`` in ``rect`` at ``pixels`` high or smaller, so that it fits the width
    (at the least size, elided): nothing on the table is ever cut off mid-letter."""
    lines = text.split("\n")
    size = min(pixels, rect.height() / max(1, len(lines)) * 0.9)
    font = QFont(painter.font())
    font.setBold(bold)
    while True:
        font.setPixelSize(max(1, round(size)))
        metrics = QFontMetricsF(font)
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        # Lines of text in a font whose lines are tall for its size (Chinese, Korean)
        # must fit the height too.
        tall = metrics.lineSpacing() * (len(lines) - 1) + metrics.height()
        high = len(lines) == 1 or tall <= rect.height()
        if (widest <= rect.width() and high) or size <= least:
            break
        shrink = min(rect.width() / widest, 1.0 if high else rect.height() / tall)
        size = max(least, size * shrink * 0.98)
    if widest > rect.width():
        lines = [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width()) for line in lines
        ]
    painter.setFont(font)
    painter.drawText(rect, align, "\n".join(lines))
