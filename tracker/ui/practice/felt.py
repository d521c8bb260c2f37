"""The practice table painted: the dealer's cards, the betting layout with each area's
pay and house edge, the chips on it, the seats and the chip rail. Clicks go to the table
model as it asks (left: one chip; right: one chip back, or the whole wager at the casino)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tracker.practice import CHIPS, Area, Phase, Seat, Table
from tracker.practice.dealing import Side
from tracker.practice.seat import chips_for
from tracker.ui.practice.art import (
    BANKER_RED,
    FELT_LINE,
    LIT,
    PLAYER_BLUE,
    fit_text,
    money_text,
    paint_chip,
    paint_felt,
    paint_stack,
)
from tracker.ui.practice.show import DealShow
from tracker.ui.practice.targets import (
    AREA_COLOURS,
    PAYS,
    SHORT_NAMES,
    STATE_WORDS,
    Target,
    tip_for,
)
from tracker.ui.shell.cards import CARD_RATIO, paint_card


class TableView(QWidget):
    """Paints a :class:`Table` and its :class:`DealShow`; tells the window what was clicked."""

    clicked = Signal(object, bool)  # Target, right button

    def __init__(self, table: Table, show: DealShow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.show_ = show
        self.targets: list[tuple[QRectF, Target]] = []
        self.note = ""
        self._amount_beside = False
        self.setMouseTracking(False)
        self.setMinimumSize(720, 460)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName("Practice table")
        show.changed.connect(self.update)

    def sizeHint(self) -> QSize:
        return QSize(1000, 640)

    def set_table(self, table: Table) -> None:
        self.table = table
        self.update()

    # -- where things are -------------------------------------------------------------------

    def shown_bankroll(self, seat: Seat) -> Decimal:
        """The seat's bankroll as the player may know it: before the round's result while
        the cards are still coming out."""
        played = self.table.last_round
        result = played.result_of(seat.number) if played is not None else None
        if self.table.phase is Phase.DEALT and result is not None and not self.show_.dealt:
            return seat.bankroll - result.net
        return seat.bankroll

    def target_at(self, point: QPointF) -> Target | None:
        for rect, target in reversed(self.targets):
            if rect.contains(point):
                return target
        return None

    def rect_of(self, target: Target) -> QRectF:
        """Where ``target`` was painted last (for tests and for the chips' movement)."""
        for rect, found in self.targets:
            if found == target:
                return rect
        raise KeyError(target)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            target = self.target_at(QPointF(event.pos()))
            text = tip_for(self.table, target) if target is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        target = self.target_at(event.position())
        if target is not None:
            self.clicked.emit(target, event.button() == Qt.MouseButton.RightButton)
        event.accept()

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.targets = []
        try:
            whole = QRectF(self.rect())
            paint_felt(painter, whole)
            unit = min(whole.width() / 100, whole.height() / 64)
            cards_h = whole.height() * (0.4 if not self.table.turns else 0.3)
            self._paint_cards(painter, QRectF(0, 0, whole.width(), cards_h), unit)
            layout = QRectF(0, cards_h, whole.width(), whole.height() - cards_h)
            if self.table.turns:
                self._paint_casino(painter, layout, unit)
            else:
                self._paint_online(painter, layout, unit)
        finally:
            painter.end()

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, round(pixels)))
        font.setBold(bold)
        return font

    def _paint_cards(self, painter: QPainter, zone: QRectF, unit: float) -> None:
        show = self.show_
        words_h = unit * 4.6
        card_h = (zone.height() - words_h) * 0.66
        card_w = card_h / CARD_RATIO
        half = zone.width() / 2
        totals = {Side.PLAYER: 0, Side.BANKER: 0}
        for side, colour, left in (
            (Side.PLAYER, PLAYER_BLUE, 0.0),
            (Side.BANKER, BANKER_RED, half),
        ):
            box = QRectF(
                left + unit * 2, zone.top() + unit, half - unit * 4, zone.height() - words_h - unit
            )
            painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.25)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, unit * 2, unit * 2)
            shown = [c for c in show.cards if c.side is side]
            total = sum(c.card.value for c in shown if c.face_up) % 10
            totals[side] = total
            title = side.value.upper()
            if shown and all(c.face_up for c in shown):
                title += f"  {total}"
            badge = QRectF(box.left(), box.top() + unit * 0.4, box.width(), unit * 4.4)
            painter.setPen(colour.lighter(170))
            fit_text(painter, badge, title, unit * 3.4, bold=True)
            row_top = badge.bottom() + (box.bottom() - badge.bottom() - card_h) / 2
            gap = card_w * 0.12
            # Two cards upright, the third turned sideways, as the dealer places it.
            width = 2 * card_w + gap + (card_h + gap)
            x = box.center().x() - width / 2
            for place in range(3):
                found = next((c for c in shown if c.place == place), None)
                if place < 2:
                    rect = QRectF(x + place * (card_w + gap), row_top, card_w, card_h)
                else:
                    rect = QRectF(
                        x + 2 * (card_w + gap), row_top + (card_h - card_w) / 2, card_h, card_w
                    )
                if found is None:
                    painter.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect, card_w * 0.08, card_w * 0.08)
                    continue
                index = show.cards.index(found)
                # The third card's rect is wider than tall: the card is drawn sideways.
                paint_card(painter, rect, found.card, face_up=found.face_up)
                self.targets.append((rect, Target("card", index=index)))
        words = show.words[-1] if show.words else ""
        if show.waiting_for_squeeze:
            words = "Click a card to turn it (Space turns the next)"
        if not words and self.table.phase is Phase.BETTING:
            words = "Place your bets" if not self.table.turns else self._turn_words()
            if self.table.turns and self.note:
                words = self.note  # "raised to the minimum", "refused": said at once
        line = QRectF(unit * 2, zone.bottom() - words_h, zone.width() - unit * 4, words_h)
        painter.setPen(LIT)
        fit_text(painter, line, words, unit * 3.0, bold=True)

    def _turn_words(self) -> str:
        seat = self.table.current
        if seat is None:
            return "Click a seat's spot to sit down"
        left = self.table.turn_left()
        clock = f" — {left:.0f} s" if left is not None else ""
        return f"{seat.label}: place your bet, then Deal or Pass{clock}"

    # -- the online table -------------------------------------------------------------------

    def _paint_online(self, painter: QPainter, zone: QRectF, unit: float) -> None:
        seat = self.table.seats[0]
        areas = self.table.options.areas
        sides = [a for a in areas if a.side_bet is not None]
        rail_h = unit * 11
        rows_h = zone.height() - rail_h - unit * 2
        main_h = rows_h * (0.6 if sides else 1.0)
        margin = unit * 2
        top = zone.top() + unit * 0.5
        shares = [
            (Area.PLAYER_PAIR, 0.15),
            (Area.PLAYER, 0.235),
            (Area.TIE, 0.23),
            (Area.BANKER, 0.235),
            (Area.BANKER_PAIR, 0.15),
        ]
        width = zone.width() - 2 * margin
        x = margin
        for area, share in shares:
            rect = QRectF(x, top, width * share - unit, main_h - unit)
            self._paint_area(painter, rect, area, seat, unit)
            x += width * share
        if sides:
            w = width / len(sides)
            for i, area in enumerate(sides):
                rect = QRectF(margin + i * w, top + main_h, w - unit, rows_h - main_h - unit)
                self._paint_area(painter, rect, area, seat, unit)
        rail = QRectF(margin, zone.bottom() - rail_h, width, rail_h - unit)
        self._paint_rail(painter, rail, seat, unit)

    # -- the casino table -------------------------------------------------------------------

    def _paint_casino(self, painter: QPainter, zone: QRectF, unit: float) -> None:
        count = len(self.table.seats)
        margin = unit * 1.2
        col_w = (zone.width() - 2 * margin) / count
        sides = [a for a in self.table.options.areas if a.side_bet is not None]
        spot_h = unit * 8.5
        rail_h = unit * 11
        boxes_h = zone.height() - spot_h - rail_h - unit * 1.5
        for i, seat in enumerate(self.table.seats):
            left = margin + i * col_w
            col = QRectF(left + unit * 0.4, zone.top(), col_w - unit * 0.8, zone.height())
            current = self.table.current is seat
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
                    self._paint_area(painter, rect, area, seat, unit * 0.8, compact=True)
                y += h
            spot = QRectF(col.left(), y + unit * 0.4, col.width(), spot_h)
            self._paint_spot(painter, spot, seat, unit)
            rail = QRectF(col.left(), spot.bottom() + unit * 0.4, col.width(), rail_h - unit)
            if current and self.table.phase is Phase.BETTING:
                self._paint_seat_rail(painter, rail, seat, unit)
            elif seat.state.seated:
                self._paint_seat_figures(painter, rail, seat, unit)

    def _paint_spot(self, painter: QPainter, rect: QRectF, seat: Seat, unit: float) -> None:
        radius = min(rect.height() * 0.4, rect.width() * 0.15)
        centre = QPointF(rect.left() + radius + unit * 0.6, rect.center().y())
        state = seat.state
        painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.3)))
        painter.setBrush(QColor(255, 255, 255, 30 if state.seated else 10))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(FELT_LINE)
        circle = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        fit_text(painter, circle, str(seat.number), radius * 1.1, bold=True)
        text_left = centre.x() + radius + unit * 0.8
        text_rect = QRectF(text_left, rect.top(), rect.right() - text_left, rect.height())
        if not state.seated:
            lines = ["Click to sit", "Right-click:", "a computer"]
        else:
            lines = [seat.label, money_text(self.shown_bankroll(seat)), STATE_WORDS[state]]
            if self.table.current is seat:
                left = self.table.turn_left()
                lines[2] = f"Your turn: {left:.0f} s" if left is not None else "Your turn"
        painter.setPen(QColor(255, 255, 255, 230 if state.seated else 150))
        line_h = text_rect.height() / 3
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        for k, line in enumerate(lines):
            box = QRectF(text_rect.left(), text_rect.top() + k * line_h, text_rect.width(), line_h)
            fit_text(painter, box, line, unit * (2.1 if k == 0 else 1.8), bold=k == 0, align=align)
        self.targets.append((rect, Target("seat", seat=seat.number)))

    def _paint_seat_rail(self, painter: QPainter, rect: QRectF, seat: Seat, unit: float) -> None:
        radius = min(rect.width() / 11, rect.height() * 0.22)
        for k, value in enumerate(CHIPS):
            centre = QPointF(rect.left() + radius * (1.2 + 2.15 * k), rect.top() + radius * 1.2)
            lift = radius * 0.25 if value == seat.chip else 0.0
            self._paint_rail_chip(
                painter, centre - QPointF(0, lift), radius, value, seat, value == seat.chip
            )
        names = (("deal", "Deal"), ("pass", "Pass"), ("rebet", "Rebet"))
        w = rect.width() / 3
        y = rect.top() + radius * 2.7
        height = min(rect.bottom() - y, unit * 4.5)
        for k, (name, text) in enumerate(names):
            button = QRectF(rect.left() + k * w + unit * 0.3, y, w - unit * 0.6, height)
            self._paint_button(painter, button, text, unit)
            self.targets.append((button, Target("button", seat=seat.number, name=name)))

    def _paint_seat_figures(self, painter: QPainter, rect: QRectF, seat: Seat, unit: float) -> None:
        painter.setPen(QColor(255, 255, 255, 200))
        painter.setFont(self._font(unit * 1.8))
        staked = seat.staked
        result = self.table.last_round.result_of(seat.number) if self.table.last_round else None
        lines = [f"On the layout {money_text(staked)}" if staked else ""]
        if result is not None and self.table.phase is Phase.DEALT and self.show_.dealt:
            net = result.net
            lines.append(
                ("Won " if net > 0 else "Lost " if net < 0 else "Push ") + money_text(abs(net))
            )
        painter.drawText(
            rect, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter, "\n".join(lines)
        )

    def _paint_button(self, painter: QPainter, rect: QRectF, text: str, unit: float) -> None:
        painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.25)))
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect, unit, unit)
        painter.setPen(FELT_LINE)
        inner = rect.adjusted(unit * 0.4, 0, -unit * 0.4, 0)
        fit_text(painter, inner, text, min(rect.height() * 0.42, unit * 2.2), bold=True)

    # -- areas, chips and the rail ------------------------------------------------------------

    def _paint_area(
        self,
        painter: QPainter,
        rect: QRectF,
        area: Area,
        seat: Seat,
        unit: float,
        *,
        compact: bool = False,
    ) -> None:
        played = self.table.last_round
        lit = (
            self.table.phase is Phase.DEALT
            and played is not None
            and self.show_.dealt
            and area in played.winners
        )
        colour = AREA_COLOURS.get(area, FELT_LINE)
        painter.setPen(QPen(LIT if lit else FELT_LINE, max(1.0, unit * (0.6 if lit else 0.25))))
        fill = QColor(colour)
        fill.setAlpha(120 if lit else 55 if seat.state.seated or not self.table.turns else 25)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, unit * 1.2, unit * 1.2)
        name = area.label.upper() if area.is_main else area.label
        if compact:
            name = SHORT_NAMES.get(area, name)
        pays = PAYS.get(area, "")
        if area is Area.TIE:
            pays = f"{self.table.options.tie_pays}:1"
        elif area is Area.BANKER:
            pays = {
                "commission": f"1:1 less {self.table.options.commission}%",
                "no_commission": "1:1, a 6 pays 1:2",
                "ez": "1:1, 3-card 7 pushes",
            }[self.table.options.variant.value]
        elif area.side_bet is not None:
            pays = area.side_bet.pays
        edge = self.table.edges.get(area)
        edge_text = f"edge {float(edge) * 100:.2f}%" if edge is not None else ""
        inner = rect.adjusted(unit * 0.6, unit * 0.3, -unit * 0.6, -unit * 0.3)
        self._amount_beside = False
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
            percent = edge_text.removeprefix("edge ")
            details = f"{pays} · {percent}" if narrow else f"{pays}\n{edge_text}"
            fit_text(painter, info, details, unit * 1.6, align=left, least=7)
            # Room for two stacks side by side: the stake, and the winnings beside it.
            radius = min(chip_box.width() * 0.235, chip_box.height() * 0.3)
            bottom = QPointF(chip_box.left() + radius * 1.1, chip_box.center().y() + radius * 0.4)
        else:
            title_px = unit * (3.2 if area.is_main else 2.3)
            title = QRectF(inner.left(), inner.top(), inner.width(), title_px * 1.35)
            painter.setPen(QColor(255, 255, 255, 235))
            fit_text(painter, title, name, title_px, bold=True)
            painter.setPen(QColor(255, 255, 255, 190))
            foot = QRectF(inner.left(), inner.bottom() - unit * 2.4, inner.width(), unit * 2.4)
            fit_text(painter, foot, f"{pays} · {edge_text}", unit * 1.8)
            middle = QRectF(
                inner.left(), title.bottom(), inner.width(), foot.top() - title.bottom()
            )
            radius = min(middle.width() * 0.14, middle.height() * 0.36, unit * 3.4)
            # The lowest chip sits so that the amount under it clears the box's foot.
            low = min(middle.center().y() + radius * 0.4, middle.bottom() - radius * 2.0)
            bottom = QPointF(middle.center().x(), low)
            # A short box has no room under the chips: the amount goes beside them.
            self._amount_beside = middle.height() < radius * 3.4
        self.targets.append((rect, Target("area", seat=seat.number, area=area)))
        chips = list(seat.wagers.get(area, ()))
        result = played.result_of(seat.number) if played is not None else None
        if self.table.phase is Phase.DEALT and result is not None:
            self._paint_settled(painter, rect, area, result.bets, bottom, radius)
        elif chips:
            paint_stack(painter, bottom, radius, chips)
            self._paint_amount(painter, bottom, radius, sum(chips, Decimal(0)), unit)

    def _paint_settled(
        self,
        painter: QPainter,
        rect: QRectF,
        area: Area,
        bets: tuple[tuple[Area, Decimal, Decimal], ...],
        bottom: QPointF,
        radius: float,
    ) -> None:
        found = next(((stake, net) for a, stake, net in bets if a is area), None)
        if found is None:
            return
        stake, net = found
        if not self.show_.dealt:
            # The cards are still coming out: the stake stands as it was bet.
            paint_stack(painter, bottom, radius, chips_for(stake))
            self._paint_amount(painter, bottom, radius, stake, radius / 3)
            return
        p = self.show_.payout
        dealer = QPointF(self.width() / 2, 0)
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
        self._paint_amount(painter, bottom, radius, stake + net, unit, won=net > 0)

    def _paint_amount(
        self,
        painter: QPainter,
        bottom: QPointF,
        radius: float,
        amount: Decimal,
        unit: float,
        won: bool = False,
    ) -> None:
        painter.setPen(LIT if won else QColor(255, 255, 255))
        if self._amount_beside:
            box = QRectF(bottom.x() - radius * 5.4, bottom.y() - radius, radius * 4, radius * 1.4)
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            fit_text(painter, box, money_text(amount), radius, bold=True, least=7, align=align)
            return
        box = QRectF(bottom.x() - radius * 2, bottom.y() + radius * 1.02, radius * 4, radius * 0.9)
        fit_text(painter, box, money_text(amount), max(9.0, radius * 0.8), bold=True, least=7)

    def _paint_rail_chip(
        self,
        painter: QPainter,
        centre: QPointF,
        radius: float,
        value: Decimal,
        seat: Seat,
        chosen: bool,
    ) -> None:
        if chosen:
            painter.setPen(QPen(LIT, max(2.0, radius * 0.14)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius * 1.14, radius * 1.14)
        paint_chip(painter, centre, radius, value)
        hit = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        self.targets.append((hit, Target("chip", seat=seat.number, chip=value)))

    def _paint_rail(self, painter: QPainter, rect: QRectF, seat: Seat, unit: float) -> None:
        painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.25)))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect, unit * 1.5, unit * 1.5)
        radius = rect.height() * 0.36
        spacing = radius * 2.6
        start = rect.center().x() - spacing * (len(CHIPS) - 1) / 2
        for k, value in enumerate(CHIPS):
            lift = radius * 0.18 if value == seat.chip else 0.0
            centre = QPointF(start + k * spacing, rect.center().y() - lift)
            self._paint_rail_chip(painter, centre, radius, value, seat, value == seat.chip)
        painter.setPen(QColor(255, 255, 255, 230))
        painter.setFont(self._font(unit * 2.2, bold=True))
        left = QRectF(
            rect.left() + unit * 2, rect.top(), start - radius * 2 - rect.left(), rect.height()
        )
        lines = [
            f"Bankroll {money_text(self.shown_bankroll(seat))}",
            f"Bet {money_text(seat.staked)}",
        ]
        painter.drawText(
            left, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "\n".join(lines)
        )
        right = QRectF(
            start + spacing * len(CHIPS) - radius,
            rect.top(),
            rect.right() - unit * 2 - (start + spacing * len(CHIPS) - radius),
            rect.height(),
        )
        played = self.table.last_round
        result = played.result_of(1) if played is not None else None
        text = ""
        if self.table.phase is Phase.DEALT and result is not None and self.show_.dealt:
            net = result.net
            text = ("Won " if net > 0 else "Lost " if net < 0 else "Push ") + money_text(abs(net))
        elif self.note:
            text = self.note
        painter.setFont(self._font(unit * 2.0, bold=True))
        painter.setPen(LIT)
        painter.drawText(
            right,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight | Qt.TextFlag.TextWordWrap,
            text,
        )


Handler = Callable[[Target, bool], None]
