"""The practice table's betting areas painted: each area's name, what it pays and its house
edge, the chips bet on it, and at the round's end the stakes collected or paid with the
amount under them."""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tracker.practice import Area, Phase, Seat, Table
from tracker.practice.seat import chips_for
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.practice.art import FELT_LINE, LIT, fit_text, money_text, paint_stack
from tracker.ui.practice.show import DealShow
from tracker.ui.practice.targets import (
    AREA_COLOURS,
    PAYS,
    SHORT_NAMES,
    Target,
    area_name,
    percent_text,
    side_pays,
    table_words,
)

BANKER_PAYS = {
    "commission": QT_TRANSLATE_NOOP("PracticeTable", "1:1 less %1%"),
    "no_commission": QT_TRANSLATE_NOOP("PracticeTable", "1:1, a 6 pays 1:2"),
    "ez": QT_TRANSLATE_NOOP("PracticeTable", "1:1, 3-card 7 pushes"),
}
"""What the Banker area pays, by the table's variant."""


class Felt(Protocol):
    """What the areas need of the felt they are painted on."""

    table: Table
    show_: DealShow
    targets: list[tuple[QRectF, Target]]

    def colour(self, colour: QColor) -> QColor: ...

    def fits(self, text: str, rect: QRectF) -> bool: ...

    def width(self) -> int: ...


def paint_area(
    view: Felt,
    painter: QPainter,
    rect: QRectF,
    area: Area,
    seat: Seat,
    unit: float,
    *,
    compact: bool = False,
) -> None:
    """``seat``'s ``area`` in ``rect``: its name, pay and edge, and its chips; ``compact`` at a
    casino seat's column (a short name, the chips beside the words)."""
    played = view.table.last_round
    lit = (
        view.table.phase is Phase.DEALT
        and played is not None
        and view.show_.dealt
        and area in played.winners
    )
    colour = view.colour(AREA_COLOURS.get(area, FELT_LINE))
    painter.setPen(QPen(LIT if lit else FELT_LINE, max(1.0, unit * (0.6 if lit else 0.25))))
    fill = QColor(colour)
    fill.setAlpha(120 if lit else 55 if seat.state.seated or not view.table.turns else 25)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, unit * 1.2, unit * 1.2)
    name = area_name(area).upper() if area.is_main else area_name(area)
    if compact and area in SHORT_NAMES:
        name = table_words(SHORT_NAMES[area])
    pays = PAYS.get(area, "")
    if area is Area.TIE:
        pays = f"{view.table.options.tie_pays}:1"
    elif area is Area.BANKER:
        pays = table_words(BANKER_PAYS[view.table.options.variant.value]).replace(
            "%1", QLocale().toString(view.table.options.commission)
        )
    elif area.side_bet is not None:
        pays = side_pays(area)
    edge = view.table.edges.get(area)
    percent = percent_text(float(edge), 2) if edge is not None else ""
    edge_text = (
        QCoreApplication.translate("PracticeTable", "edge %1").replace("%1", percent)
        if edge is not None
        else ""
    )
    inner = rect.adjusted(unit * 0.6, unit * 0.3, -unit * 0.6, -unit * 0.3)
    amount_beside = False
    if compact:
        narrow = inner.width() < unit * 16
        share = 0.78 if narrow else 0.64
        text_box = QRectF(inner.left(), inner.top(), inner.width() * share, inner.height())
        chip_box = QRectF(
            inner.left() + inner.width() * (0.6 if narrow else 0.64),
            inner.top(),
            inner.width() * (0.4 if narrow else 0.36),
            inner.height(),
        )
        title_h = text_box.height() * 0.5
        title = QRectF(text_box.left(), text_box.top(), text_box.width(), title_h)
        info = QRectF(
            text_box.left(), title.bottom(), text_box.width(), text_box.height() - title_h
        )
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(QColor(255, 255, 255, 235))
        fit_text(painter, title, name, unit * 2.6, bold=True, align=left, least=7)
        painter.setPen(QColor(255, 255, 255, 190))
        if narrow:
            details = f"{pays} · {percent}"
        elif inner.height() < unit * 7.5 and view.fits(f"{pays} · {edge_text}", info):
            details = f"{pays} · {edge_text}"  # a short box: one line, at a readable size
        else:
            details = f"{pays}\n{edge_text}"
        fit_text(painter, info, details, unit * 1.6, align=left, least=7)
        # Room for two stacks side by side: the stake, and the winnings beside it.
        # The amount under the stack stays inside the box, however short the box.
        radius = min(chip_box.width() * 0.235, chip_box.height() * 0.22)
        bottom = QPointF(chip_box.left() + radius * 1.1, chip_box.bottom() - radius * 2.3)
    else:
        title_px = unit * (3.2 if area.is_main else 2.3)
        title = QRectF(inner.left(), inner.top(), inner.width(), title_px * 1.35)
        painter.setPen(QColor(255, 255, 255, 235))
        fit_text(painter, title, name, title_px, bold=True)
        painter.setPen(QColor(255, 255, 255, 190))
        foot = QRectF(inner.left(), inner.bottom() - unit * 2.4, inner.width(), unit * 2.4)
        fit_text(painter, foot, f"{pays} · {edge_text}", unit * 1.8)
        middle = QRectF(inner.left(), title.bottom(), inner.width(), foot.top() - title.bottom())
        radius = min(middle.width() * 0.14, middle.height() * 0.36, unit * 3.4)
        # The lowest chip sits so that the amount under it clears the box's foot.
        low = min(middle.center().y() + radius * 0.4, middle.bottom() - radius * 2.0)
        bottom = QPointF(middle.center().x(), low)
        # A short box has no room under the chips: the amount goes beside them.
        amount_beside = middle.height() < radius * 3.4
    view.targets.append((rect, Target("area", seat=seat.number, area=area)))
    chips = list(seat.wagers.get(area, ()))
    result = played.result_of(seat.number) if played is not None else None
    if view.table.phase is Phase.DEALT and result is not None:
        _paint_settled(view, painter, rect, area, result.bets, bottom, radius, amount_beside)
    elif chips:
        paint_stack(painter, bottom, radius, chips)
        _paint_amount(painter, bottom, radius, sum(chips, Decimal(0)), unit, amount_beside)


def _paint_settled(
    view: Felt,
    painter: QPainter,
    rect: QRectF,
    area: Area,
    bets: tuple[tuple[Area, Decimal, Decimal], ...],
    bottom: QPointF,
    radius: float,
    amount_beside: bool,
) -> None:
    found = next(((stake, net) for a, stake, net in bets if a is area), None)
    if found is None:
        return
    stake, net = found
    if not view.show_.dealt:
        # The cards are still coming out: the stake stands as it was bet.
        paint_stack(painter, bottom, radius, chips_for(stake))
        _paint_amount(painter, bottom, radius, stake, radius / 3, amount_beside)
        return
    p = view.show_.payout
    dealer = QPointF(view.width() / 2, 0)
    if net < 0:
        # Collected: the chips slide up to the dealer and are gone.
        if p < 1.0:
            at = bottom + (dealer - bottom) * p
            paint_stack(painter, at, radius, chips_for(stake))
        return
    paint_stack(painter, bottom, radius, chips_for(stake))
    if net > 0:
        # Paid: the winnings come from the dealer to sit beside the stake.
        room = rect.right() - bottom.x() > radius * 3.2
        beside = (
            QPointF(bottom.x() + radius * 2.1, bottom.y())
            if room
            else QPointF(bottom.x(), bottom.y() - radius * 1.2)
        )
        at = dealer + (beside - dealer) * p
        paint_stack(painter, at, radius, chips_for(net))
    unit = radius / 3
    _paint_amount(painter, bottom, radius, stake + net, unit, amount_beside, won=net > 0)


def _paint_amount(
    painter: QPainter,
    bottom: QPointF,
    radius: float,
    amount: Decimal,
    unit: float,
    beside: bool,
    won: bool = False,
) -> None:
    painter.setPen(LIT if won else QColor(255, 255, 255))
    if beside:
        box = QRectF(bottom.x() - radius * 5.4, bottom.y() - radius, radius * 4, radius * 1.4)
        align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        fit_text(painter, box, money_text(amount), radius, bold=True, least=7, align=align)
        return
    box = QRectF(bottom.x() - radius * 2, bottom.y() + radius * 1.02, radius * 4, radius * 1.2)
    fit_text(painter, box, money_text(amount), max(9.0, radius * 0.8), bold=True, least=7)
