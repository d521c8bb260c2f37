"""Entering a hand's cards at the table: a field that reads card notation as it is typed
(``7h kd / 3s kc 5d``, ranks alone allowed) and says what the cards make, what the rules
still deal or which rule they break, and a card pad for the mouse."""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import Card, CardError, Composition, format_cards
from tracker.services.live import CardsReading, read_cards
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.live.words import banker_letter, marks_words, player_letter, winner_word
from tracker.ui.shell.cards import CardInk, paint_line
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.lines import FixedLines

RANK_KEYS = "A23456789TJQK"
SUIT_KEYS = (("♠", "S"), ("♥", "H"), ("♦", "D"), ("♣", "C"))
VERDICT_TIP = QT_TRANSLATE_NOOP(
    "CardEntry", "What the cards typed make, checked against the drawing rules"
)
UNDO_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


class CardField(QLineEdit):
    """The cards of one hand; Enter offers them, Escape hands the keys back to logging."""

    submitted = Signal()
    left = Signal()

    def event(self, event: QEvent) -> bool:
        # Undo and redo are the shoe's, wherever the focus is: the field's own undo would
        # bring back the cards of a hand just logged, for Enter to log it again.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and any(event.matches(key) for key in UNDO_KEYS)
        ):
            event.ignore()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submitted.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.left.emit()
            return
        if event.key() == Qt.Key.Key_C and not self.text().strip():
            return  # C, which brought the keys here, again: no card starts with a suit
        super().keyPressEvent(event)


def describe(reading: CardsReading) -> tuple[str, str]:
    """What the cards say, as rich text in the app's language, and its tone: ``"ok"``,
    ``"wait"`` or ``"bad"``."""
    if reading.error is not None:
        # One line: what is wrong and where; what was expected goes to the tooltip.
        return html.escape(shown(reading.short_error)), "bad"
    hand = reading.hand
    if hand is None:
        waiting = (
            QCoreApplication.translate("CardEntry", "Waiting for %1").replace(
                "%1", shown(reading.waiting)
            )
            if reading.waiting
            else ""
        )
        return html.escape(waiting), "wait"
    assert hand.player is not None and hand.banker is not None and hand.winner is not None
    marks = marks_words(hand.player_pair, hand.banker_pair, hand.natural)
    made = (
        html.escape(QCoreApplication.translate("CardEntry", "P %1 = %2 · B %3 = %4:"))
        .replace("%1", format_cards(hand.player))
        .replace("%2", str(hand.player_total))
        .replace("%3", format_cards(hand.banker))
        .replace("%4", str(hand.banker_total))
    )
    made += f" <b>{html.escape(winner_word(hand.winner))}</b>"
    if marks:
        made += html.escape(
            QCoreApplication.translate("CardEntry", " (%1)").replace(
                "%1", QCoreApplication.translate("CardEntry", ", ").join(marks)
            )
        )
    if reading.waiting is not None:
        then = QCoreApplication.translate("CardEntry", "%1 — waiting for %2").replace(
            "%2", html.escape(shown(reading.waiting))
        )
        return then.replace("%1", made), "wait"
    if reading.problems:
        then = QCoreApplication.translate("CardEntry", "%1 — <b>against the rules</b>: %2").replace(
            "%2", html.escape(shown(reading.problems[0]))
        )
        return then.replace("%1", made), "bad"
    return QCoreApplication.translate("CardEntry", "%1 — Enter logs it").replace("%1", made), "ok"


def typed_sides(text: str, reading: CardsReading) -> tuple[list[Card], list[Card]]:
    """The Player's and the Banker's cards typed so far, as far as they read: the hand's
    own once complete, else split at ``/`` or dealt in turn (Player, Banker, ...)."""
    hand = reading.hand
    if hand is not None and hand.player is not None and hand.banker is not None:
        return list(hand.player), list(hand.banker)

    def cards(part: str) -> list[Card]:
        read = []
        for token in part.replace(",", " ").split():
            try:
                read.append(Card.parse(token))
            except CardError:
                break  # the rest is not a card yet (the verdict says why)
        return read

    if "/" in text:
        player_text, _, banker_text = text.partition("/")
        return cards(player_text), cards(banker_text.replace("/", " "))
    dealt = cards(text)
    return dealt[0:4:2] + dealt[4:5], dealt[1:4:2] + dealt[5:6]


class CardsEcho(QWidget):
    """The cards typed so far, drawn as cards: the Player's, then the Banker's. Its
    accessible name and tooltip carry them as text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sides: tuple[list[Card], list[Card]] = ([], [])
        self.colour_blind = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(QCoreApplication.translate("CardEntry", "Cards typed"))

    def set_sides(self, player: list[Card], banker: list[Card]) -> None:
        self.sides = (player, banker)
        self.setAccessibleName(QCoreApplication.translate("CardEntry", "Cards typed"))
        none = QCoreApplication.translate("CardEntry", "none")
        words = (
            QCoreApplication.translate("CardEntry", "Player %1 / Banker %2")
            .replace("%1", format_cards(player) or none)
            .replace("%2", format_cards(banker) or none)
            if player or banker
            else QCoreApplication.translate("CardEntry", "No cards typed")
        )
        self.setToolTip(words)
        self.setAccessibleDescription(words)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, self.fontMetrics().height() + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        player, banker = self.sides
        if not player and not banker:
            return
        painter = QPainter(self)
        try:
            ink = CardInk.for_palette(self.palette(), self.colour_blind)
            height = self.height() - 4
            text_colour = self.palette().color(self.foregroundRole())
            x = 0.0
            for letter, cards in ((player_letter(), player), (banker_letter(), banker)):
                if not cards:
                    continue
                painter.setPen(text_colour)
                label = QRectF(x, 0, height, self.height())
                painter.drawText(label, Qt.AlignmentFlag.AlignCenter, letter)
                x = paint_line(
                    painter, QRectF(x + height, 2, self.width() - x - height, height), [cards], ink
                )
                x += height * 0.4
        finally:
            painter.end()


class CardPad(QWidget):
    """Buttons for the mouse: a rank, a suit for the last card, the side switch, erase."""

    def __init__(self, field: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = field
        self.buttons: dict[str, QToolButton] = {}
        """The buttons by what they type: a rank, a suit's glyph, ``/``, ``⌫``, ``Clear``."""
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        for col, rank in enumerate(RANK_KEYS):
            self._button(rank, partial(self._card, rank), grid, 0, col)
        for col, (glyph, suit) in enumerate(SUIT_KEYS):
            self._button(glyph, partial(self._suit, suit), grid, 1, col)
        self._button("/", self._switch, grid, 1, 5)
        self._button("⌫", self._erase, grid, 1, 6)
        self._button("Clear", field.clear, grid, 1, 7, span=2)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' tooltips (and the Clear button's word) in the app's language."""
        for rank in RANK_KEYS:
            self.buttons[rank].setToolTip(
                QCoreApplication.translate("CardEntry", "Add a card of rank %1").replace("%1", rank)
            )
        for glyph, _suit in SUIT_KEYS:
            self.buttons[glyph].setToolTip(
                QCoreApplication.translate("CardEntry", "The last card's suit")
            )
        self.buttons["/"].setToolTip(
            QCoreApplication.translate("CardEntry", "The Banker's cards follow")
        )
        self.buttons["⌫"].setToolTip(QCoreApplication.translate("CardEntry", "Erase the last card"))
        self.buttons["Clear"].setText(QCoreApplication.translate("CardEntry", "Clear"))
        self.buttons["Clear"].setToolTip(
            QCoreApplication.translate("CardEntry", "Erase every card typed")
        )

    def _button(
        self,
        text: str,
        act: Callable[[], object],
        grid: QGridLayout,
        row: int,
        col: int,
        span: int = 1,
    ) -> None:
        button = QToolButton(self)
        button.setText(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoRaise(False)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # A slot of no arguments: clicked(bool) would otherwise fill a lambda's default.
        button.clicked.connect(lambda: act())
        grid.addWidget(button, row, col, 1, span)
        self.buttons[text] = button

    def _card(self, rank: str) -> None:
        text = self.field.text().rstrip()
        self.field.setText(f"{text} {rank}".lstrip())

    def _suit(self, suit: str) -> None:
        text = self.field.text().rstrip()
        if text and text[-1].upper() in RANK_KEYS:
            self.field.setText(text + suit.lower())

    def _switch(self) -> None:
        text = self.field.text().rstrip()
        if "/" not in text:
            self.field.setText(f"{text} / ")

    def _erase(self) -> None:
        tokens = self.field.text().split()
        self.field.setText(" ".join(tokens[:-1]) + (" " if len(tokens) > 1 else ""))


class CardEntry(QWidget):
    """The card field, what the cards typed make, and the card pad (shown on demand)."""

    offered = Signal(object)
    """Enter on a hand whose cards can be stored: the :class:`CardsReading`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.left: Composition | None = None
        self.decks = 8
        self.reading = CardsReading()
        self._offering = False  # a hand read here is being stored
        self._stale = False  # the shoe changed meanwhile: the field to be read again
        self.field = CardField(self)
        self.field.setObjectName("cardEntry")
        self.field.textChanged.connect(self._read)
        self.field.submitted.connect(self._offer)
        # One line whatever it says: the board under it must not move, nor the window be
        # laid out again at each key.
        self.verdict = FixedLines(1, rich=True, parent=self)
        self.pad_button = QToolButton(self)
        self.pad_button.setCheckable(True)
        self.pad_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pad = CardPad(self.field, self)
        self.pad.hide()
        self.pad_button.toggled.connect(self.pad.setVisible)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        self.echo = CardsEcho(self)
        top.addWidget(self.field, 2)
        top.addWidget(self.echo, 1)
        top.addWidget(self.pad_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.verdict)
        layout.addWidget(self.pad)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the app's language: the field's hint, the buttons, the verdict on
        the cards typed (read again)."""
        self.field.setPlaceholderText(
            QCoreApplication.translate(
                "CardEntry", "Cards (C): 7h kd / 3s kc 5d — ranks alone will do"
            )
        )
        self.field.setToolTip(
            QCoreApplication.translate(
                "CardEntry",
                "The Player's cards / the Banker's cards in card notation (9h, Td, K; ranks "
                "alone will do), or all of them in dealing order without /. Enter logs the "
                "hand, Esc hands the keys back to B, P and T.",
            )
        )
        self.pad_button.setText(QCoreApplication.translate("CardEntry", "Card pad"))
        self.pad_button.setToolTip(
            QCoreApplication.translate(
                "CardEntry", "Show buttons to enter the cards with the mouse"
            )
        )
        self.pad.retranslate()
        self._read(self.field.text())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def set_shoe(self, left: Composition | None, decks: int) -> None:
        """The cards the shoe still holds (``None``: unknown), to check the cards against."""
        self.left = left
        self.decks = decks
        if self._offering:
            # The hand in the field has just been stored; the field is cleared next (and
            # read then). Read now, it would check the hand against the cards it took.
            self._stale = True
            return
        self._read(self.field.text())

    def clear(self) -> None:
        """Empty the field and forget its undo history: a hand logged is not typed again."""
        self.field.setText("")

    def set_colour_blind(self, on: bool) -> None:
        self.echo.colour_blind = on
        self.echo.update()

    def _read(self, text: str) -> None:
        self.reading = read_cards(text, self.left, self.decks)
        self.echo.set_sides(*typed_sides(text, self.reading))
        words, tone = describe(self.reading)
        # The colour in the text: a style sheet set at each key would restyle the label.
        self.verdict.setText(
            f"<span style='color:#c62828'>{words}</span>" if tone == "bad" else words
        )
        error = self.reading.error
        self.verdict.setToolTip(
            shown(error) if error else QCoreApplication.translate("CardEntry", VERDICT_TIP)
        )

    def _offer(self) -> None:
        if self.reading.hand is not None and self.reading.error is None:
            self._offering, self._stale = True, False
            try:
                self.offered.emit(self.reading)
            finally:
                self._offering = False
            if self._stale and self.field.text():  # kept (refused, or a misdeal asked)
                self._read(self.field.text())
            self._stale = False
