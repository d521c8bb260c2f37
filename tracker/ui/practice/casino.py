"""The casino table's seats painted on the felt: each seat's column of betting areas, its
spot (the player's name, the running Bet under it, the bankroll and the turn), and in
front of it the chips and its buttons while it bets, or how its round went."""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tracker.practice import CHIPS, Area, Phase, Seat, Table
from tracker.ui.practice.art import FELT_LINE, fit_text, money_text
from tracker.ui.practice.show import DealShow
from tracker.ui.practice.targets import (
    BUTTON_NAMES,
    STATE_WORDS,
    Target,
    seat_name,
    table_words,
)


class TableView(Protocol):
    """What the seats need of the felt they are painted on."""

    table: Table
    show_: DealShow
    targets: list[tuple[QRectF, Target]]

    def shown_bankroll(self, seat: Seat) -> Decimal: ...

    def paint_area(
        self,
        painter: QPainter,
        rect: QRectF,
        area: Area,
        seat: Seat,
        unit: float,
        *,
        compact: bool = False,
    ) -> None: ...

    def paint_rail_chip(
        self,
        painter: QPainter,
        centre: QPointF,
        radius: float,
        value: Decimal,
        seat: Seat,
        chosen: bool,
    ) -> None: ...

    def paint_button(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        name: str,
        unit: float,
        *,
        seat: int = 0,
    ) -> None: ...


SEAT_BUTTONS = ("deal", "pass", "rebet", "clear")


def paint_casino(view: TableView, painter: QPainter, zone: QRectF, unit: float) -> None:
    """Every seat in a column from the dealer's left: its areas, spot and rail."""
    table = view.table
    count = len(table.seats)
    margin = unit * 1.2
    col_w = (zone.width() - 2 * margin) / count
    sides = [a for a in table.options.areas if a.side_bet is not None]
    spot_h = unit * 9.5
    rail_h = unit * 11
    boxes_h = zone.height() - spot_h - rail_h - unit * 1.5
    for i, seat in enumerate(table.seats):
        left = margin + i * col_w
        col = QRectF(left + unit * 0.4, zone.top(), col_w - unit * 0.8, zone.height())
        current = table.current is seat
        if current:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 236, 140, 28))
            painter.drawRoundedRect(col, unit, unit)
        rows: list[list[Area]] = [
            [Area.PLAYER_PAIR, Area.BANKER_PAIR],
            [Area.TIE],
            [Area.BANKER],
            [Area.PLAYER],
        ]
        rows += [sides[j : j + 2] for j in range(0, len(sides), 2)]
        weights = [0.8, 0.9, 1.25, 1.25] + [0.7] * (len(rows) - 4)
        scale = boxes_h / sum(weights)
        y = col.top() + unit * 0.4
        for row, weight in zip(rows, weights, strict=True):
            h = weight * scale
            w = col.width() / len(row)
            for j, area in enumerate(row):
                rect = QRectF(col.left() + j * w, y, w - unit * 0.5, h - unit * 0.5)
                view.paint_area(painter, rect, area, seat, unit * 0.8, compact=True)
            y += h
        spot = QRectF(col.left(), y + unit * 0.4, col.width(), spot_h)
        _paint_spot(view, painter, spot, seat, unit)
        rail = QRectF(col.left(), spot.bottom() + unit * 0.4, col.width(), rail_h - unit)
        if current and table.phase is Phase.BETTING:
            _paint_seat_rail(view, painter, rail, seat, unit)
        elif seat.state.seated:
            _paint_seat_result(view, painter, rail, seat, unit)


def spot_lines(view: TableView, seat: Seat) -> list[str]:
    """What a seat's spot says: the player's name, the Bet under it while the round is
    bet (then what it won or lost), the bankroll, and the seat's state."""
    table = view.table
    if not seat.state.seated:
        return [
            QCoreApplication.translate("PracticeTable", "Click to sit"),
            QCoreApplication.translate("PracticeTable", "(or move here)"),
            QCoreApplication.translate("PracticeTable", "Right-click:"),
            QCoreApplication.translate("PracticeTable", "a computer"),
        ]
    staked = seat.staked
    result = table.last_round.result_of(seat.number) if table.last_round else None
    if table.phase is Phase.DEALT and result is not None:
        staked = result.wagered
    bet = QCoreApplication.translate("PracticeTable", "Bet %1").replace("%1", money_text(staked))
    state = table_words(STATE_WORDS[seat.state])
    if table.current is seat:
        left = table.turn_left()
        state = (
            QCoreApplication.translate("PracticeTable", "Your turn: %1 s").replace(
                "%1", QLocale().toString(round(left))
            )
            if left is not None
            else QCoreApplication.translate("PracticeTable", "Your turn")
        )
    bankroll = QCoreApplication.translate("PracticeTable", "Bankroll %1").replace(
        "%1", money_text(view.shown_bankroll(seat))
    )
    return [seat_name(seat.name, seat.number), bet, bankroll, state]


def _paint_spot(view: TableView, painter: QPainter, rect: QRectF, seat: Seat, unit: float) -> None:
    radius = min(rect.height() * 0.36, rect.width() * 0.14)
    centre = QPointF(rect.left() + radius + unit * 0.6, rect.center().y())
    seated = seat.state.seated
    painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.3)))
    painter.setBrush(QColor(255, 255, 255, 30 if seated else 10))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(FELT_LINE)
    circle = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    fit_text(painter, circle, str(seat.number), radius * 1.1, bold=True)
    text_left = centre.x() + radius + unit * 0.8
    text_rect = QRectF(text_left, rect.top(), rect.right() - text_left, rect.height())
    lines = spot_lines(view, seat)
    painter.setPen(QColor(255, 255, 255, 230 if seated else 150))
    line_h = text_rect.height() / len(lines)
    align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
    for k, line in enumerate(lines):
        box = QRectF(text_rect.left(), text_rect.top() + k * line_h, text_rect.width(), line_h)
        bold = k == 0 or (seated and k == 1)
        size = unit * (2.0 if k == 0 else 1.7)
        fit_text(painter, box, line, size, bold=bold, align=align, least=7)
    view.targets.append((rect, Target("seat", seat=seat.number)))


def _paint_seat_rail(
    view: TableView, painter: QPainter, rect: QRectF, seat: Seat, unit: float
) -> None:
    radius = min(rect.width() / 11, rect.height() * 0.22)
    for k, value in enumerate(CHIPS):
        centre = QPointF(rect.left() + radius * (1.2 + 2.15 * k), rect.top() + radius * 1.2)
        lift = radius * 0.25 if value == seat.chip else 0.0
        view.paint_rail_chip(
            painter, centre - QPointF(0, lift), radius, value, seat, value == seat.chip
        )
    w = rect.width() / len(SEAT_BUTTONS)
    y = rect.top() + radius * 2.7
    height = min(rect.bottom() - y, unit * 4.5)
    for k, name in enumerate(SEAT_BUTTONS):
        button = QRectF(rect.left() + k * w + unit * 0.2, y, w - unit * 0.4, height)
        text = table_words(BUTTON_NAMES[name])
        view.paint_button(painter, button, text, name, unit, seat=seat.number)


def _paint_seat_result(
    view: TableView, painter: QPainter, rect: QRectF, seat: Seat, unit: float
) -> None:
    table = view.table
    result = table.last_round.result_of(seat.number) if table.last_round else None
    text = ""
    if result is not None and table.phase is Phase.DEALT and view.show_.dealt:
        net = result.net
        if not net:
            text = QCoreApplication.translate("PracticeTable", "Push")
        elif net > 0:
            text = QCoreApplication.translate("PracticeTable", "Won %1").replace(
                "%1", money_text(net)
            )
        else:
            text = QCoreApplication.translate("PracticeTable", "Lost %1").replace(
                "%1", money_text(-net)
            )
    painter.setPen(QColor(255, 255, 255, 220))
    box = QRectF(rect.left(), rect.top(), rect.width(), unit * 3)
    fit_text(painter, box, text, unit * 1.9, bold=True, least=7)
