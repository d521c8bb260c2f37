"""The session summary beside the table and in the past sessions: per seat the rounds,
the amount wagered, what was won or lost and what the house edge predicts for exactly those
bets, and a bankroll curve painted round by round."""

from __future__ import annotations

import html
from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from tracker.practice.summary import SeatFigures
from tracker.ui.practice.art import money_text
from tracker.ui.practice.targets import seat_name
from tracker.ui.shell.i18n import is_language_change

SEAT_COLOURS = ("#ef6c00", "#1e88e5", "#43a047", "#8e24aa", "#e53935", "#00897b", "#6d4c41")


class BankrollCurve(QWidget):
    """Each seat's bankroll after every round it bet, one line a seat, over a faint line at
    the bankroll it started with."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._figures: tuple[SeatFigures, ...] = ()
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(QCoreApplication.translate("PracticeSummary", "Bankroll curve"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.setAccessibleName(QCoreApplication.translate("PracticeSummary", "Bankroll curve"))
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 80)  # it grows into the room there is

    def set_figures(self, figures: Sequence[SeatFigures]) -> None:
        self._figures = tuple(figures)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        rect = QRectF(self.rect()).adjusted(58, 8, -8, -18)
        painter.fillRect(QRectF(self.rect()), palette.color(QPalette.ColorRole.Base))
        curves = [f.curve for f in self._figures if len(f.curve) > 1]
        text = palette.color(QPalette.ColorRole.Text)
        painter.setPen(text)
        if not curves:
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate(
                    "PracticeSummary", "The bankroll curve grows as you play"
                ),
            )
            painter.end()
            return
        values = [v for c in curves for v in c]
        low, high = min(values), max(values)
        if low == high:
            low, high = low - 1, high + 1
        longest = max(len(c) for c in curves) - 1

        def at(i: int, v: Decimal) -> QPointF:
            x = rect.left() + rect.width() * i / max(1, longest)
            y = rect.bottom() - rect.height() * float((v - low) / (high - low))
            return QPointF(x, y)

        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1, Qt.PenStyle.DashLine))
        for f in self._figures:
            if low <= f.start <= high:
                y = at(0, f.start).y()
                painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        painter.setPen(text)
        font = painter.font()
        font.setPixelSize(10)
        painter.setFont(font)
        painter.drawText(
            QRectF(0, rect.top() - 6, 54, 12), Qt.AlignmentFlag.AlignRight, money_text(high)
        )
        painter.drawText(
            QRectF(0, rect.bottom() - 6, 54, 12), Qt.AlignmentFlag.AlignRight, money_text(low)
        )
        painter.drawText(
            QRectF(rect.left(), rect.bottom() + 3, rect.width(), 14),
            Qt.AlignmentFlag.AlignRight,
            (
                QCoreApplication.translate("PracticeSummary", "%1 round")
                if longest == 1
                else QCoreApplication.translate("PracticeSummary", "%1 rounds")
            ).replace("%1", str(longest)),
        )
        for k, f in enumerate(self._figures):
            if len(f.curve) < 2:
                continue
            path = QPainterPath(at(0, f.curve[0]))
            for i, v in enumerate(f.curve[1:], start=1):
                path.lineTo(at(i, v))
            painter.setPen(QPen(QColor(SEAT_COLOURS[k % len(SEAT_COLOURS)]), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        painter.end()


class SummaryPanel(QWidget):
    """The figures of a session, seat by seat, and its bankroll curve."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.figures = QLabel()
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.figures.setWordWrap(True)
        self.curve = BankrollCurve()
        self._shown: tuple[int, tuple[SeatFigures, ...]] = (0, ())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.figures)
        layout.addWidget(self.curve, 1)
        self.set_figures(0, ())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.set_figures(*self._shown)

    def set_figures(self, rounds: int, figures: Sequence[SeatFigures]) -> None:
        self._shown = (rounds, tuple(figures))
        # Singular and plural apart: English has no catalogue to give Qt's numerus forms.
        heading = (
            QCoreApplication.translate(
                "PracticeSummary", "<b>Session</b>: %1 round dealt at the table"
            )
            if rounds == 1
            else QCoreApplication.translate(
                "PracticeSummary", "<b>Session</b>: %1 rounds dealt at the table"
            )
        )
        self.heading.setText(heading.replace("%1", QLocale().toString(rounds)))
        heads = (
            QCoreApplication.translate("PracticeSummary", "Player"),
            QCoreApplication.translate("PracticeSummary", "Dealt"),
            QCoreApplication.translate("PracticeSummary", "Bet on"),
            QCoreApplication.translate("PracticeSummary", "Net"),
            QCoreApplication.translate("PracticeSummary", "Expected"),
            QCoreApplication.translate("PracticeSummary", "± chance"),
        )
        cells = "".join(
            f"<th align={'left' if k == 0 else 'right'}>{head}</th>" for k, head in enumerate(heads)
        )
        rows = [f"<tr>{cells}</tr>"]
        words = []
        for k, f in enumerate(figures):
            colour = SEAT_COLOURS[k % len(SEAT_COLOURS)]
            name = html.escape(seat_name(f.seat, 0), quote=False)
            rows.append(
                f"<tr><td><span style='color:{colour}'>■</span> {name}</td>"
                f"<td align=right>{f.rounds_dealt}</td><td align=right>{f.rounds_bet}</td>"
                f"<td align=right>{signed(f.net)}</td>"
                f"<td align=right>{signed(f.expected_money)}</td>"
                f"<td align=right>±{money_text(f.spread)}</td></tr>"
            )
            words.append(f"<p>{html.escape(in_words(f), quote=False)}</p>")
        note = QCoreApplication.translate(
            "PracticeSummary",
            "<small>Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: "
            "−(house edge × stake) over these bets; ± chance: two standard errors (19 times "
            "in 20 chance stays within it).</small>",
        )
        self.figures.setText(
            f"<table cellspacing=0 cellpadding=2 width='100%'>{''.join(rows)}</table>"
            f"{''.join(words)}{note}"
        )
        self.curve.set_figures(figures)


def signed(amount: Decimal) -> str:
    """+12.50, −502.55, 0 (in the language's digits)."""
    return ("+" if amount > 0 else "−" if amount < 0 else "") + money_text(abs(amount))


def in_words(f: SeatFigures) -> str:
    """The net against what chance gives, as a learner reads it, in the app's language
    (``SeatFigures.in_words`` in English)."""
    name = seat_name(f.seat, 0)
    if not f.bets:
        return QCoreApplication.translate("PracticeSummary", "%1: no bet yet.").replace("%1", name)
    if f.within_chance:
        verdict = QCoreApplication.translate("PracticeSummary", "This is within what chance gives.")
    elif f.net > f.high:
        verdict = QCoreApplication.translate(
            "PracticeSummary", "This is outside what chance gives: luckier than usual."
        )
    else:
        verdict = QCoreApplication.translate(
            "PracticeSummary", "This is outside what chance gives: unluckier than usual."
        )
    bets = (
        QCoreApplication.translate("PracticeSummary", "%1 bet")
        if f.bets == 1
        else QCoreApplication.translate("PracticeSummary", "%1 bets")
    ).replace("%1", QLocale().toString(f.bets))
    said = (
        QCoreApplication.translate(
            "PracticeSummary",
            "%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone "
            "would usually put it between %7 and %8.",
        )
        .replace("%1", name)
        .replace("%2", signed(f.net))
        .replace("%3", bets)
        .replace("%4", money_text(f.wagered))
        .replace("%5", money_text(f.bankroll))
        .replace("%6", signed(f.expected_money))
        .replace("%7", signed(f.low))
        .replace("%8", signed(f.high))
    )
    return f"{said} {verdict}"
