"""The dialogs at the table: a shoe's details (asked when it starts, editable later), one
hand's record (to correct or insert a hand), and the note a misdeal is kept with.

Each opens window-modal without blocking (``open()``) and says what was chosen through its
``accepted`` signal, so that the window's keys and the tests drive it like any widget.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import Card, CardError, format_cards, parse_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord
from tracker.services.live import CardsReading, read_cards
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.live.words import totals_text, winner_word
from tracker.ui.shell.i18n import is_language_change, shown

TITLES = (
    QT_TRANSLATE_NOOP("ShoeDetailsDialog", "New shoe at the table"),
    QT_TRANSLATE_NOOP("ShoeDetailsDialog", "Shoe details"),
)
"""The shoe details dialog's titles (given by who opens it; translated here)."""


def _row(form: QFormLayout, widget: QWidget) -> QLabel:
    """A row of ``form``: its label (texts set later, its mnemonic to ``widget``)."""
    label = QLabel(form.parentWidget())
    label.setBuddy(widget)
    form.addRow(label, widget)
    return label


@dataclass(frozen=True)
class ShoeDetails:
    """What a shoe's details dialog asks: where, when, how many decks and which rules."""

    casino: str | None = None
    table: str | None = None
    started: datetime | None = None
    decks: int = 8
    commission: int = 5
    tie_pays: int = 8
    no_commission: bool = False
    cut_card: int | None = None
    burn: tuple[Card, ...] = ()
    notes: str = ""

    @property
    def rules(self) -> RuleSet:
        return RuleSet(
            decks=self.decks,
            commission=self.commission,
            tie_pays=self.tie_pays,
            no_commission=self.no_commission,
            cut_card=self.cut_card if self.cut_card is not None else RuleSet().cut_card,
        )

    def as_details(self) -> dict[str, Any]:
        """As :meth:`LiveShoe.update_details` and :meth:`LiveShoe.start` take them."""
        return {
            "casino": self.casino,
            "table": self.table,
            "started": self.started,
            "decks": self.decks,
            "rules": self.rules,
            "cut_card": self.cut_card,
            "burn": self.burn,
            "notes": self.notes,
        }

    @classmethod
    def of(cls, record: Any) -> ShoeDetails:
        """The details of a shoe record (:class:`~tracker.history.ShoeRecord`)."""
        rules: RuleSet | None = record.rules
        return cls(
            casino=record.casino,
            table=record.table,
            started=record.started,
            decks=record.effective_decks,
            commission=rules.commission if rules else 5,
            tie_pays=rules.tie_pays if rules else 8,
            no_commission=rules.no_commission if rules else False,
            cut_card=record.cut_card,
            burn=tuple(record.burn),
            notes=record.notes,
        )

    def to_text(self) -> dict[str, object]:
        """The defaults worth remembering for the next shoe (the date is always now)."""
        return {
            "casino": self.casino or "",
            "table": self.table or "",
            "decks": self.decks,
            "commission": self.commission,
            "tie_pays": self.tie_pays,
            "no_commission": self.no_commission,
            "cut_card": self.cut_card or 0,
        }

    @classmethod
    def from_text(cls, saved: dict[str, object]) -> ShoeDetails:
        """Defaults read back by :meth:`to_text`; anything unreadable is the default."""

        def number(key: str, default: int, allowed: range) -> int:
            value = saved.get(key, default)
            return value if isinstance(value, int) and value in allowed else default

        return cls(
            casino=str(saved.get("casino") or "") or None,
            table=str(saved.get("table") or "") or None,
            decks=number("decks", 8, range(1, 9)),
            commission=number("commission", 5, range(4, 6)),
            tie_pays=number("tie_pays", 8, range(8, 10)),
            no_commission=bool(saved.get("no_commission", False)),
            cut_card=number("cut_card", 0, range(0, 417)) or None,
        )


class ShoeDetailsDialog(QDialog):
    """A shoe's casino, table, start, decks, rules, burn cards and notes."""

    def __init__(
        self,
        details: ShoeDetails,
        *,
        new: bool,
        title: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.new = new
        self._title = title or TITLES[0 if new else 1]
        self.casino = QLineEdit(details.casino or "", self)
        self.table = QLineEdit(details.table or "", self)
        self.started = QDateTimeEdit(self)
        self.started.setCalendarPopup(True)
        self.started.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.started.setDateTime(
            QDateTime.fromSecsSinceEpoch(int(details.started.timestamp()))
            if details.started
            else QDateTime.currentDateTime()
        )
        # Untouched, the start stays as stored (the field shows whole minutes only).
        self._started = (details.started, self.started.dateTime())
        self.decks = QSpinBox(self)
        self.decks.setRange(1, 8)
        self.decks.setValue(details.decks)
        self.commission = QComboBox(self)
        self.commission.addItems(["", ""])
        self.commission.setCurrentIndex(0 if details.commission == 5 else 1)
        self.no_commission = QCheckBox(self)
        self.no_commission.setChecked(details.no_commission)
        self.no_commission.toggled.connect(lambda on: self.commission.setEnabled(not on))
        self.commission.setEnabled(not details.no_commission)
        self.tie_pays = QComboBox(self)
        self.tie_pays.addItems(["", ""])
        self.tie_pays.setCurrentIndex(0 if details.tie_pays == 8 else 1)
        self.cut_card = QSpinBox(self)
        self.cut_card.setRange(0, 416)
        self.cut_card.setValue(details.cut_card or 0)
        self.burn = QLineEdit(format_cards(details.burn), self)
        self.notes = QPlainTextEdit(details.notes, self)
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().height() * 4)
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.setWordWrap(True)
        self._problem: CardError | None = None
        form = QFormLayout()
        # Long labels (Vietnamese) wrap the field under them rather than widen the dialog.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.labels = {
            name: _row(form, widget)
            for name, widget in (
                ("casino", self.casino),
                ("table", self.table),
                ("started", self.started),
                ("decks", self.decks),
                ("commission", self.commission),
            )
        }
        form.addRow("", self.no_commission)
        for name, widget in (
            ("tie_pays", self.tie_pays),
            ("cut_card", self.cut_card),
            ("burn", self.burn),
            ("notes", self.notes),
        ):
            self.labels[name] = _row(form, widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of its own: the box would put back "OK" over its name at each language
        # change (it names its standard buttons again then).
        self.ok = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.result_details: ShoeDetails | None = None
        self.retranslate()
        self.table.setFocus()

    def retranslate(self) -> None:
        """Every text of the dialog in the app's language (the details typed stay)."""

        self.setWindowTitle(QCoreApplication.translate("ShoeDetailsDialog", self._title))
        labels = {
            "casino": QCoreApplication.translate("ShoeDetailsDialog", "&Casino:"),
            "table": QCoreApplication.translate("ShoeDetailsDialog", "&Table:"),
            "started": QCoreApplication.translate("ShoeDetailsDialog", "&Started:"),
            "decks": QCoreApplication.translate("ShoeDetailsDialog", "&Decks:"),
            "commission": QCoreApplication.translate("ShoeDetailsDialog", "Co&mmission:"),
            "tie_pays": QCoreApplication.translate("ShoeDetailsDialog", "Tie &pays:"),
            "cut_card": QCoreApplication.translate("ShoeDetailsDialog", "C&ut card:"),
            "burn": QCoreApplication.translate("ShoeDetailsDialog", "&Burn cards:"),
            "notes": QCoreApplication.translate("ShoeDetailsDialog", "&Notes:"),
        }
        for name, text in labels.items():
            self.labels[name].setText(text)
        self.casino.setToolTip(
            QCoreApplication.translate("ShoeDetailsDialog", "The casino or the live-dealer studio")
        )
        self.table.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog",
                "The table's name; a new shoe at the table of an open shoe closes that shoe",
            )
        )
        self.started.setToolTip(
            QCoreApplication.translate("ShoeDetailsDialog", "When the shoe's first hand was dealt")
        )
        self.decks.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog", "Decks in the shoe: 8 at most tables, 6 at some"
            )
        )
        locale = QLocale()
        for i, percent in enumerate((5, 4)):
            self.commission.setItemText(i, locale.toString(percent) + locale.percent())
        self.commission.setToolTip(
            QCoreApplication.translate("ShoeDetailsDialog", "The commission on a Banker win")
        )
        self.no_commission.setText(
            QCoreApplication.translate("ShoeDetailsDialog", "No commission (a Banker 6 pays half)")
        )
        self.no_commission.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog", "Banker pays even money, except half on a total of 6"
            )
        )
        for i, pays in enumerate((8, 9)):
            self.tie_pays.setItemText(
                i,
                QCoreApplication.translate("ShoeDetailsDialog", "%1 to 1").replace(
                    "%1", locale.toString(pays)
                ),
            )
        self.tie_pays.setToolTip(
            QCoreApplication.translate("ShoeDetailsDialog", "What a tie bet pays")
        )
        self.cut_card.setSpecialValueText(
            QCoreApplication.translate("ShoeDetailsDialog", "not known")
        )
        self.cut_card.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog", "Cards left behind the cut card (0: not known)"
            )
        )
        self.burn.setPlaceholderText(
            QCoreApplication.translate(
                "ShoeDetailsDialog", "e.g. 7s 4h 2c 9d — the first card and those it burnt"
            )
        )
        # The example whole, in any language: the field is as wide as it.
        example = self.burn.fontMetrics().horizontalAdvance(self.burn.placeholderText())
        self.burn.setMinimumWidth(min(example + 16, 560))
        self.burn.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog",
                "The cards burnt at the shoe's start, in card notation, if seen",
            )
        )
        self.notes.setToolTip(
            QCoreApplication.translate(
                "ShoeDetailsDialog", "Anything worth remembering about this shoe"
            )
        )
        self.ok.setText(
            QCoreApplication.translate("ShoeDetailsDialog", "Start the shoe")
            if self.new
            else QCoreApplication.translate("ShoeDetailsDialog", "Save")
        )
        self.ok.setToolTip(
            QCoreApplication.translate("ShoeDetailsDialog", "Start logging this shoe")
            if self.new
            else QCoreApplication.translate("ShoeDetailsDialog", "Keep these details")
        )
        if self._problem is not None:
            self.problem.setText(shown(self._problem))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def details(self) -> ShoeDetails:
        """The details as entered.

        :raises CardError: for a burn card typed wrong.
        """
        burn = tuple(parse_cards(self.burn.text(), "the burn cards"))
        original, shown = self._started
        started = self.started.dateTime().toPython()
        assert isinstance(started, datetime)
        if original is not None and self.started.dateTime() == shown:
            started = original
        return ShoeDetails(
            casino=self.casino.text().strip() or None,
            table=self.table.text().strip() or None,
            started=started.astimezone(),
            decks=self.decks.value(),
            commission=5 if self.commission.currentIndex() == 0 else 4,
            tie_pays=8 if self.tie_pays.currentIndex() == 0 else 9,
            no_commission=self.no_commission.isChecked(),
            cut_card=self.cut_card.value() or None,
            burn=burn,
            notes=self.notes.toPlainText().strip(),
        )

    def _accept(self) -> None:
        try:
            self.result_details = self.details()
        except CardError as exc:
            self._problem = exc
            self.problem.setText(shown(exc))
            self.burn.setFocus()
            return
        self.accept()


@dataclass(frozen=True)
class _Flags:
    winner: Winner
    player_pair: bool
    banker_pair: bool
    natural: bool
    extra: dict[str, str] = field(default_factory=dict)


class HandDialog(QDialog):
    """One hand's record: its cards (when the shoe records cards) or its outcome and marks,
    and a note. With cards, the outcome comes from the cards.

    ``title`` is the window's title, or what makes it in the app's language (called again
    when the language changes)."""

    def __init__(
        self,
        hand: HandRecord,
        *,
        title: str | Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._title = title
        self.number = hand.number
        self.cards = QLineEdit(self)
        if hand.player is not None and hand.banker is not None:
            self.cards.setText(f"{format_cards(hand.player)} / {format_cards(hand.banker)}")
        self.winner = QComboBox(self)
        for winner in (Winner.BANKER, Winner.PLAYER, Winner.TIE):
            self.winner.addItem(winner_word(winner), winner)
        self.winner.setCurrentIndex(
            max(0, self.winner.findData(hand.winner)) if hand.winner is not None else 0
        )
        self.player_pair = QCheckBox(self)
        self.player_pair.setChecked(bool(hand.player_pair))
        self.banker_pair = QCheckBox(self)
        self.banker_pair.setChecked(bool(hand.banker_pair))
        self.natural = QCheckBox(self)
        self.natural.setChecked(bool(hand.natural))
        # A mark the hand does not record stays unrecorded unless its box is ticked or cleared.
        self._unrecorded: set[QCheckBox] = set()
        for box, flag in (
            (self.player_pair, hand.player_pair),
            (self.banker_pair, hand.banker_pair),
            (self.natural, hand.natural),
        ):
            if flag is None:
                self._unrecorded.add(box)
                box.toggled.connect(lambda _on, box=box: self._unrecorded.discard(box))
        self.note = QLineEdit(str(hand.extra.get("note", "")), self)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.cards.textChanged.connect(self._read)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.cards_label = _row(form, self.cards)
        form.addRow("", self.verdict)
        self.winner_label = _row(form, self.winner)
        form.addRow("", self.player_pair)
        form.addRow("", self.banker_pair)
        form.addRow("", self.natural)
        self.note_label = _row(form, self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.result_hand: HandRecord | None = None
        self.setMinimumWidth(440)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog in the app's language (what was typed stays)."""

        self.setWindowTitle(self._title if isinstance(self._title, str) else self._title())
        self.cards_label.setText(QCoreApplication.translate("HandDialog", "&Cards:"))
        self.winner_label.setText(QCoreApplication.translate("HandDialog", "&Winner:"))
        self.note_label.setText(QCoreApplication.translate("HandDialog", "N&ote:"))
        self.cards.setPlaceholderText(
            QCoreApplication.translate(
                "HandDialog", "7h kd / 3s kc 5d — leave empty for the outcome alone"
            )
        )
        self.cards.setToolTip(
            QCoreApplication.translate(
                "HandDialog", "The Player's cards / the Banker's cards; they decide the outcome"
            )
        )
        for i in range(self.winner.count()):
            self.winner.setItemText(i, winner_word(self.winner.itemData(i)))
        self.winner.setToolTip(
            QCoreApplication.translate(
                "HandDialog", "Who won the hand (taken from the cards when they are given)"
            )
        )
        self.player_pair.setText(QCoreApplication.translate("HandDialog", "Player pair"))
        self.banker_pair.setText(QCoreApplication.translate("HandDialog", "Banker pair"))
        self.natural.setText(QCoreApplication.translate("HandDialog", "Natural"))
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setToolTip(
                QCoreApplication.translate("HandDialog", "Taken from the cards when they are given")
            )
        self.note.setToolTip(
            QCoreApplication.translate(
                "HandDialog", "Why the hand is as it is (a misdeal kept as dealt)"
            )
        )
        self._read(self.cards.text())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _read(self, text: str) -> None:
        reading = read_cards(text)
        for widget in (self.winner, self.player_pair, self.banker_pair, self.natural):
            widget.setEnabled(not text.strip())
        hand = reading.hand
        if hand is not None:
            self._show_outcome(hand)
        if reading.error:
            self.verdict.setText(_in_red(shown(reading.error)))
        elif hand is not None and reading.problems:
            self.verdict.setText(
                QCoreApplication.translate(
                    "HandDialog", "Against the drawing rules: %1 — say why in the note to keep it."
                ).replace("%1", "; ".join(shown(problem) for problem in reading.problems))
            )
        elif hand is not None:
            assert hand.player_total is not None and hand.banker_total is not None
            self.verdict.setText(
                f"{totals_text(hand.player_total, hand.banker_total)}: {winner_word(hand.winner)}"
            )
        else:
            self.verdict.setText(_waiting(reading) if reading.waiting else "")

    def _show_outcome(self, hand: HandRecord) -> None:
        """The winner and marks the cards make, shown in the boxes the cards decide."""
        self.winner.setCurrentIndex(max(0, self.winner.findData(hand.winner)))
        self.player_pair.setChecked(bool(hand.player_pair))
        self.banker_pair.setChecked(bool(hand.banker_pair))
        self.natural.setChecked(bool(hand.natural))

    def hand(self) -> HandRecord | str:
        """The hand as entered, or why it cannot be stored (in the app's language)."""
        note = self.note.text().strip()
        extra = {"note": note} if note else {}
        text = self.cards.text().strip()
        if text:
            reading = read_cards(text)
            if reading.hand is None or reading.error:
                if reading.error:
                    return shown(reading.error)
                return QCoreApplication.translate(
                    "HandDialog", "the cards are not complete: waiting for %1"
                ).replace("%1", shown(reading.waiting))
            if reading.problems and not note:
                return QCoreApplication.translate(
                    "HandDialog",
                    "the cards break the drawing rules: say why in the note to keep them",
                )
            return reading.hand._replace(number=self.number, extra=extra)
        winner: Winner = self.winner.currentData()
        return HandRecord(
            number=self.number,
            winner=winner,
            player_pair=self._mark(self.player_pair),
            banker_pair=self._mark(self.banker_pair),
            natural=self._mark(self.natural),
            extra=extra,
        )

    def _mark(self, box: QCheckBox) -> bool | None:
        return None if box in self._unrecorded else box.isChecked()

    def _accept(self) -> None:
        hand = self.hand()
        if isinstance(hand, str):
            self.verdict.setText(_in_red(hand))
            return
        self.result_hand = hand
        self.accept()


def _in_red(text: str) -> str:
    return f"<span style='color:#c62828'>{html.escape(text)}</span>"


def _waiting(reading: CardsReading) -> str:
    return QCoreApplication.translate("HandDialog", "Waiting for %1").replace(
        "%1", shown(reading.waiting)
    )


class MisdealDialog(QDialog):
    """A hand whose cards break the drawing rules: keep it as dealt, with a note, or not.

    ``problems`` are the rules broken (texts or messages, shown in the app's language)."""

    def __init__(self, problems: tuple[object, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems = problems
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLineEdit(
            QCoreApplication.translate("MisdealDialog", "Misdeal: kept as dealt"), self
        )
        self.note.selectAll()
        buttons = QDialogButtonBox(self)
        self.keep_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.back_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.note_label = _row(form, self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog in the app's language (the note typed stays)."""

        self.setWindowTitle(
            QCoreApplication.translate("MisdealDialog", "Cards against the drawing rules")
        )
        self.text.setText(
            "<p>"
            + html.escape(
                QCoreApplication.translate("MisdealDialog", "These cards break the drawing rules:")
            )
            + "</p><ul>"
            + "".join(f"<li>{html.escape(shown(problem))}</li>" for problem in self.problems)
            + "</ul><p>"
            + html.escape(
                QCoreApplication.translate(
                    "MisdealDialog",
                    "Casinos misdeal now and then. Keep the hand as it was dealt, with a note "
                    "saying so, or go back and correct the cards.",
                )
            )
            + "</p>"
        )
        self.note.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Stored with the hand and shown in the hands table"
            )
        )
        self.note_label.setText(QCoreApplication.translate("MisdealDialog", "&Note:"))
        self.keep_button.setText(QCoreApplication.translate("MisdealDialog", "&Keep as dealt"))
        self.keep_button.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Store the hand with its cards as typed, and the note"
            )
        )
        self.back_button.setText(QCoreApplication.translate("MisdealDialog", "&Correct the cards"))
        self.back_button.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Go back to the cards without storing anything"
            )
        )
        if self.note.placeholderText():
            self.note.setPlaceholderText(
                QCoreApplication.translate("MisdealDialog", "A note is needed to keep a misdeal")
            )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _accept(self) -> None:
        if not self.note.text().strip():
            self.note.setPlaceholderText(
                QCoreApplication.translate("MisdealDialog", "A note is needed to keep a misdeal")
            )
            self.note.setFocus()
            return
        self.accept()
