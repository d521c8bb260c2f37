"""The practice table painted: the dealer's cards, the betting layout with each area's
pay and house edge, the chips on it, the seats and the chip rail. Clicks go to the table
model as it asks (left: one chip; right: one chip back, or the whole wager at the casino)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tracker.practice import CHIPS, Area, Phase, Seat, Table
from tracker.practice.dealing import Side
from tracker.ui.practice.areas import paint_area
from tracker.ui.practice.art import (
    BANKER_RED,
    FELT_LINE,
    LIT,
    PLAYER_BLUE,
    fit_text,
    money_text,
    paint_chip,
    paint_felt,
)
from tracker.ui.practice.casino import paint_casino
from tracker.ui.practice.show import DealShow
from tracker.ui.practice.targets import (
    BUTTON_NAMES,
    Target,
    area_name,
    seat_name,
    side_colour,
    table_words,
    tip_for,
)
from tracker.ui.shell.cards import CARD_RATIO, paint_card
from tracker.ui.shell.i18n import is_language_change, shown

WORD_LINES = 5  # lines of the dealer's words at full size


class TableView(QWidget):
    """Paints a :class:`Table` and its :class:`DealShow`; tells the window what was clicked."""

    clicked = Signal(object, bool)  # Target, right button

    def __init__(self, table: Table, show: DealShow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.show_ = show
        self.targets: list[tuple[QRectF, Target]] = []
        self.notes: list[str] = []  # what the table said to the last action, every line
        self.caption = ""  # the rules line along the felt's foot
        self.enabled: dict[str, bool] = {}  # the painted buttons that answer now
        self.colour_blind = False
        self.pressed_at = QPointF()  # where the last click was, for a menu to open there
        self.setMouseTracking(False)
        self.setMinimumSize(720, 460)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()
        show.changed.connect(self.update)

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("PracticeTable", "Practice table"))
        self.update()  # the painted words

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

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
        self.pressed_at = event.position()
        target = self.target_at(event.position())
        if target is not None and not (
            target.kind == "button" and not self.enabled.get(target.name, True)
        ):
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
            foot_h = unit * 4.2
            felt = whole.adjusted(0, 0, 0, -foot_h)
            cards_h = felt.height() * (0.42 if not self.table.turns else 0.38)
            self._paint_cards(painter, QRectF(0, 0, felt.width(), cards_h), unit)
            layout = QRectF(0, cards_h, felt.width(), felt.height() - cards_h)
            if self.table.turns:
                paint_casino(self, painter, layout, unit)
            else:
                self._paint_online(painter, layout, unit)
            self._paint_foot(painter, QRectF(0, felt.bottom(), whole.width(), foot_h), unit)
        finally:
            painter.end()

    def _font(self, pixels: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, round(pixels)))
        font.setBold(bold)
        return font

    def fits(self, text: str, rect: QRectF) -> bool:
        """Whether ``text`` fits the width of ``rect`` on one line at a readable 9 pixels."""
        return QFontMetricsF(self._font(9)).horizontalAdvance(text) <= rect.width()

    def _fits_bold(self, text: str, rect: QRectF, pixels: float) -> bool:
        """Whether ``text`` fits the width of ``rect`` on one line in bold at ``pixels``
        high, or at least at 8 pixels (``fit_text`` shrinks it that far)."""
        size = max(8.0, min(pixels, pixels * 0.75))
        return QFontMetricsF(self._font(size, bold=True)).horizontalAdvance(text) <= rect.width()

    def colour(self, colour: QColor) -> QColor:
        """A colour of the layout as this table paints it (colour-blind-safe or not)."""
        return side_colour(colour, self.colour_blind)

    def words_shown(self) -> list[str]:
        """What the dealer's line says now: every note of the last action ("raised to the
        minimum"), then the round's words (each draw with its rule, then the result) until
        the next round, else whose turn it is."""
        show = self.show_
        lines = [shown(words) for words in show.words]
        if show.waiting_for_squeeze:
            lines.append(
                QCoreApplication.translate(
                    "PracticeTable", "Click a card to turn it (Space turns the next)"
                )
            )
        if not lines and self.table.phase is Phase.BETTING:
            lines.append(
                QCoreApplication.translate("PracticeTable", "Place your bets")
                if not self.table.turns
                else self._turn_words()
            )
        return self.notes + lines

    def _paint_cards(self, painter: QPainter, zone: QRectF, unit: float) -> None:
        show = self.show_
        words_h = unit * 9.5
        # The cards fit under the side's name inside its box.
        room = zone.height() - words_h - unit * 7.8
        card_h = min((zone.height() - words_h) * 0.66, room)
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
            turned = [c for c in show.cards if c.side is side]
            total = sum(c.card.value for c in turned if c.face_up) % 10
            totals[side] = total
            title = area_name(Area.PLAYER if side is Side.PLAYER else Area.BANKER).upper()
            if turned and all(c.face_up for c in turned):
                title += f"  {total}"
            badge = QRectF(box.left(), box.top() + unit * 0.4, box.width(), unit * 4.4)
            painter.setPen(self.colour(colour).lighter(170))
            fit_text(painter, badge, title, unit * 3.4, bold=True)
            row_top = badge.bottom() + (box.bottom() - badge.bottom() - card_h) / 2
            gap = card_w * 0.12
            # Two cards upright, the third turned sideways, as the dealer places it.
            width = 2 * card_w + gap + (card_h + gap)
            x = box.center().x() - width / 2
            for place in range(3):
                found = next((c for c in turned if c.place == place), None)
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
        lines = self.words_shown()
        said = [shown(words) for words in show.words]
        box = QRectF(unit * 2, zone.bottom() - words_h, zone.width() - unit * 4, words_h)
        rows = max(WORD_LINES, len(lines))  # many notes: smaller lines, none left out
        line_h = box.height() / rows
        top = box.top() + (rows - len(lines)) * line_h / 2
        for k, line in enumerate(lines):
            rect = QRectF(box.left(), top + k * line_h, box.width(), line_h)
            result = bool(said) and line == said[-1] and show.dealt
            painter.setPen(LIT if result or line not in self.notes else QColor(255, 255, 255))
            fit_text(painter, rect, line, unit * (2.2 if result else 1.9), bold=True, least=7)

    def _paint_foot(self, painter: QPainter, rect: QRectF, unit: float) -> None:
        """The felt's foot: the rules and the speed, and at the casino table the dealer's
        New Game button."""
        painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.2)))
        painter.drawLine(rect.topLeft(), rect.topRight())
        text = rect.adjusted(unit * 2, 0, -unit * 2, 0)
        if self.table.turns:
            button = QRectF(
                rect.right() - unit * 16, rect.top() + unit * 0.5, unit * 14, rect.height() - unit
            )
            self.paint_button(
                painter, button, table_words(BUTTON_NAMES["new_game"]), "new_game", unit
            )
            text.setRight(button.left() - unit)
        painter.setPen(QColor(255, 255, 255, 200))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        fit_text(painter, text, self.caption, unit * 1.7, align=align, least=7)

    def _turn_words(self) -> str:
        seat = self.table.current
        if seat is None:
            return QCoreApplication.translate("PracticeTable", "Click a seat's spot to sit down")
        left = self.table.turn_left()
        name = seat_name(seat.name, seat.number)
        if left is None:
            return QCoreApplication.translate(
                "PracticeTable", "%1: place your bet, then Deal or Pass"
            ).replace("%1", name)
        return (
            QCoreApplication.translate(
                "PracticeTable", "%1: place your bet, then Deal or Pass — %2 s"
            )
            .replace("%1", name)
            .replace("%2", QLocale().toString(round(left)))
        )

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
            self.paint_area(painter, rect, area, seat, unit)
            x += width * share
        if sides:
            w = width / len(sides)
            for i, area in enumerate(sides):
                rect = QRectF(margin + i * w, top + main_h, w - unit, rows_h - main_h - unit)
                self.paint_area(painter, rect, area, seat, unit)
        rail = QRectF(margin, zone.bottom() - rail_h, width, rail_h - unit)
        self._paint_rail(painter, rail, seat, unit)

    def paint_button(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        name: str,
        unit: float,
        *,
        seat: int = 0,
    ) -> None:
        """A button printed on the felt; dimmed while it does not answer."""
        on = self.enabled.get(name, True)
        painter.setPen(QPen(FELT_LINE if on else QColor(236, 214, 150, 90), max(1.0, unit * 0.25)))
        painter.setBrush(QColor(0, 0, 0, 90 if on else 40))
        painter.drawRoundedRect(rect, unit, unit)
        painter.setPen(FELT_LINE if on else QColor(236, 214, 150, 110))
        inner = rect.adjusted(unit * 0.3, 0, -unit * 0.3, 0)
        size = min(rect.height() * 0.42, unit * 2.2)
        if " " in text and not self._fits_bold(text, inner, size):
            # Words too long for one line (Vietnamese "Chia bài"): two lines, not elided.
            spaces = [k for k, c in enumerate(text) if c == " "]
            middle = min(spaces, key=lambda k: abs(k - len(text) / 2))
            text = text[:middle] + "\n" + text[middle + 1 :]
            size = min(rect.height() * 0.36, unit * 2.2)
        fit_text(painter, inner, text, size, bold=True, least=7)
        self.targets.append((rect, Target("button", seat=seat, name=name)))

    # -- areas, chips and the rail ------------------------------------------------------------

    def paint_area(
        self,
        painter: QPainter,
        rect: QRectF,
        area: Area,
        seat: Seat,
        unit: float,
        *,
        compact: bool = False,
    ) -> None:
        """A betting area and its chips (:func:`tracker.ui.practice.areas.paint_area`)."""
        paint_area(self, painter, rect, area, seat, unit, compact=compact)

    def paint_rail_chip(
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
        """The player's rail: their name with the Bet under it and the bankroll, the chips,
        and the table's buttons."""
        painter.setPen(QPen(FELT_LINE, max(1.0, unit * 0.25)))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect, unit * 1.5, unit * 1.5)
        buttons_w = min(rect.width() * 0.3, unit * 28)
        text_w = min(rect.width() * 0.24, unit * 22)
        chips = QRectF(
            rect.left() + text_w, rect.top(), rect.width() - text_w - buttons_w, rect.height()
        )
        radius = min(rect.height() * 0.34, chips.width() / (len(CHIPS) * 2.5))
        spacing = radius * 2.45
        start = chips.center().x() - spacing * (len(CHIPS) - 1) / 2
        for k, value in enumerate(CHIPS):
            lift = radius * 0.18 if value == seat.chip else 0.0
            centre = QPointF(start + k * spacing, rect.center().y() - lift)
            self.paint_rail_chip(painter, centre, radius, value, seat, value == seat.chip)
        played = self.table.last_round
        result = played.result_of(1) if played is not None else None
        bet = QCoreApplication.translate("PracticeTable", "Bet %1").replace(
            "%1", money_text(seat.staked)
        )
        if self.table.phase is Phase.DEALT and result is not None:
            bet = QCoreApplication.translate("PracticeTable", "Bet %1").replace(
                "%1", money_text(result.wagered)
            )
            if self.show_.dealt:
                net = result.net
                if not net:
                    outcome = QCoreApplication.translate("PracticeTable", "push")
                elif net > 0:
                    outcome = QCoreApplication.translate("PracticeTable", "won %1").replace(
                        "%1", money_text(net)
                    )
                else:
                    outcome = QCoreApplication.translate("PracticeTable", "lost %1").replace(
                        "%1", money_text(-net)
                    )
                bet += "  " + outcome
        bankroll = QCoreApplication.translate("PracticeTable", "Bankroll %1").replace(
            "%1", money_text(self.shown_bankroll(seat))
        )
        lines = (seat_name(seat.name, seat.number), bet, bankroll)
        text = QRectF(rect.left() + unit * 1.5, rect.top(), text_w - unit * 2, rect.height())
        line_h = text.height() / (len(lines) + 0.6)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for k, line in enumerate(lines):
            box = QRectF(text.left(), text.top() + (k + 0.3) * line_h, text.width(), line_h)
            painter.setPen(LIT if k == 1 else QColor(255, 255, 255, 230))
            fit_text(painter, box, line, unit * 2.0, bold=k < 2, align=align, least=7)
        grid = QRectF(rect.right() - buttons_w, rect.top(), buttons_w - unit, rect.height())
        w, h = grid.width() / 2, grid.height() / 2
        names = ("deal", "rebet", "clear", "new_game")
        for k, name in enumerate(names):
            label = table_words(BUTTON_NAMES[name])
            cell = QRectF(grid.left() + (k % 2) * w, grid.top() + (k // 2) * h, w, h)
            button = cell.adjusted(unit * 0.3, unit * 0.5, -unit * 0.3, -unit * 0.3)
            self.paint_button(painter, button, label, name, unit, seat=seat.number)


Handler = Callable[[Target, bool], None]
