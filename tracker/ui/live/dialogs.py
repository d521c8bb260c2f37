"""The dialogs at the table: a shoe's details (asked when it starts, editable later), one
hand's record (to correct or insert a hand), and the note a misdeal is kept with.

Each opens window-modal without blocking (``open()``) and says what was chosen through its
``accepted`` signal, so that the window's keys and the tests drive it like any widget.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from PySide6.QtCore import QDateTime, Qt
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
from tracker.services.live import read_cards


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
        self, details: ShoeDetails, *, title: str, new: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.casino = QLineEdit(details.casino or "", self)
        self.casino.setToolTip("The casino or the live-dealer studio")
        self.table = QLineEdit(details.table or "", self)
        self.table.setToolTip(
            "The table's name; a new shoe at the table of an open shoe closes that shoe"
        )
        self.started = QDateTimeEdit(self)
        self.started.setCalendarPopup(True)
        self.started.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.started.setDateTime(
            QDateTime.fromSecsSinceEpoch(int(details.started.timestamp()))
            if details.started
            else QDateTime.currentDateTime()
        )
        self.started.setToolTip("When the shoe's first hand was dealt")
        # Untouched, the start stays as stored (the field shows whole minutes only).
        self._started = (details.started, self.started.dateTime())
        self.decks = QSpinBox(self)
        self.decks.setRange(1, 8)
        self.decks.setValue(details.decks)
        self.decks.setToolTip("Decks in the shoe: 8 at most tables, 6 at some")
        self.commission = QComboBox(self)
        self.commission.addItems(["5%", "4%"])
        self.commission.setCurrentIndex(0 if details.commission == 5 else 1)
        self.commission.setToolTip("The commission on a Banker win")
        self.no_commission = QCheckBox("No commission (a Banker 6 pays half)", self)
        self.no_commission.setChecked(details.no_commission)
        self.no_commission.setToolTip("Banker pays even money, except half on a total of 6")
        self.no_commission.toggled.connect(lambda on: self.commission.setEnabled(not on))
        self.commission.setEnabled(not details.no_commission)
        self.tie_pays = QComboBox(self)
        self.tie_pays.addItems(["8 to 1", "9 to 1"])
        self.tie_pays.setCurrentIndex(0 if details.tie_pays == 8 else 1)
        self.tie_pays.setToolTip("What a tie bet pays")
        self.cut_card = QSpinBox(self)
        self.cut_card.setRange(0, 416)
        self.cut_card.setSpecialValueText("not known")
        self.cut_card.setValue(details.cut_card or 0)
        self.cut_card.setToolTip("Cards left behind the cut card (0: not known)")
        self.burn = QLineEdit(format_cards(details.burn), self)
        self.burn.setPlaceholderText("e.g. 7s 4h 2c 9d — the first card and those it burnt")
        self.burn.setToolTip("The cards burnt at the shoe's start, in card notation, if seen")
        self.notes = QPlainTextEdit(details.notes, self)
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().height() * 4)
        self.notes.setToolTip("Anything worth remembering about this shoe")
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Casino:", self.casino)
        form.addRow("&Table:", self.table)
        form.addRow("&Started:", self.started)
        form.addRow("&Decks:", self.decks)
        form.addRow("Co&mmission:", self.commission)
        form.addRow("", self.no_commission)
        form.addRow("Tie &pays:", self.tie_pays)
        form.addRow("C&ut card:", self.cut_card)
        form.addRow("&Burn cards:", self.burn)
        form.addRow("&Notes:", self.notes)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Start the shoe" if new else "Save")
        ok.setToolTip("Start logging this shoe" if new else "Keep these details")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.result_details: ShoeDetails | None = None
        self.table.setFocus()

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
            self.problem.setText(str(exc))
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
    and a note. With cards, the outcome comes from the cards."""

    def __init__(self, hand: HandRecord, *, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.number = hand.number
        self.cards = QLineEdit(self)
        if hand.player is not None and hand.banker is not None:
            self.cards.setText(f"{format_cards(hand.player)} / {format_cards(hand.banker)}")
        self.cards.setPlaceholderText("7h kd / 3s kc 5d — leave empty for the outcome alone")
        self.cards.setToolTip("The Player's cards / the Banker's cards; they decide the outcome")
        self.winner = QComboBox(self)
        for winner in (Winner.BANKER, Winner.PLAYER, Winner.TIE):
            self.winner.addItem(winner.word, winner)
        self.winner.setCurrentIndex(
            max(0, self.winner.findData(hand.winner)) if hand.winner is not None else 0
        )
        self.winner.setToolTip("Who won the hand (taken from the cards when they are given)")
        self.player_pair = QCheckBox("Player pair", self)
        self.player_pair.setChecked(bool(hand.player_pair))
        self.banker_pair = QCheckBox("Banker pair", self)
        self.banker_pair.setChecked(bool(hand.banker_pair))
        self.natural = QCheckBox("Natural", self)
        self.natural.setChecked(bool(hand.natural))
        # A mark the hand does not record stays unrecorded unless its box is ticked or cleared.
        self._unrecorded: set[QCheckBox] = set()
        for box, flag in (
            (self.player_pair, hand.player_pair),
            (self.banker_pair, hand.banker_pair),
            (self.natural, hand.natural),
        ):
            box.setToolTip("Taken from the cards when they are given")
            if flag is None:
                self._unrecorded.add(box)
                box.toggled.connect(lambda _on, box=box: self._unrecorded.discard(box))
        self.note = QLineEdit(str(hand.extra.get("note", "")), self)
        self.note.setToolTip("Why the hand is as it is (a misdeal kept as dealt)")
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.cards.textChanged.connect(self._read)
        form = QFormLayout()
        form.addRow("&Cards:", self.cards)
        form.addRow("", self.verdict)
        form.addRow("&Winner:", self.winner)
        form.addRow("", self.player_pair)
        form.addRow("", self.banker_pair)
        form.addRow("", self.natural)
        form.addRow("N&ote:", self.note)
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
        self._read(self.cards.text())

    def _read(self, text: str) -> None:
        reading = read_cards(text)
        for widget in (self.winner, self.player_pair, self.banker_pair, self.natural):
            widget.setEnabled(not text.strip())
        hand = reading.hand
        if hand is not None:
            self._show_outcome(hand)
        if reading.error:
            self.verdict.setText(f"<span style='color:#c62828'>{reading.error}</span>")
        elif hand is not None and reading.problems:
            self.verdict.setText(
                "Against the drawing rules: "
                + "; ".join(reading.problems)
                + " — say why in the note to keep it."
            )
        elif hand is not None:
            assert hand.winner is not None
            self.verdict.setText(
                f"P {hand.player_total} · B {hand.banker_total}: {hand.winner.word}"
            )
        else:
            self.verdict.setText(f"Waiting for {reading.waiting}" if reading.waiting else "")

    def _show_outcome(self, hand: HandRecord) -> None:
        """The winner and marks the cards make, shown in the boxes the cards decide."""
        self.winner.setCurrentIndex(max(0, self.winner.findData(hand.winner)))
        self.player_pair.setChecked(bool(hand.player_pair))
        self.banker_pair.setChecked(bool(hand.banker_pair))
        self.natural.setChecked(bool(hand.natural))

    def hand(self) -> HandRecord | str:
        """The hand as entered, or why it cannot be stored."""
        note = self.note.text().strip()
        extra = {"note": note} if note else {}
        text = self.cards.text().strip()
        if text:
            reading = read_cards(text)
            if reading.hand is None or reading.error:
                return reading.error or f"the cards are not complete: waiting for {reading.waiting}"
            if reading.problems and not note:
                return "the cards break the drawing rules: say why in the note to keep them"
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
            self.verdict.setText(f"<span style='color:#c62828'>{hand}</span>")
            return
        self.result_hand = hand
        self.accept()


class MisdealDialog(QDialog):
    """A hand whose cards break the drawing rules: keep it as dealt, with a note, or not."""

    def __init__(self, problems: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Cards against the drawing rules")
        text = QLabel(
            "<p>These cards break the drawing rules:</p><ul>"
            + "".join(f"<li>{problem}</li>" for problem in problems)
            + "</ul><p>Casinos misdeal now and then. Keep the hand as it was dealt, "
            "with a note saying so, or go back and correct the cards.</p>",
            self,
        )
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLineEdit("Misdeal: kept as dealt", self)
        self.note.selectAll()
        self.note.setToolTip("Stored with the hand and shown in the hands table")
        buttons = QDialogButtonBox(self)
        keep = buttons.addButton("&Keep as dealt", QDialogButtonBox.ButtonRole.AcceptRole)
        keep.setToolTip("Store the hand with its cards as typed, and the note")
        back = buttons.addButton("&Correct the cards", QDialogButtonBox.ButtonRole.RejectRole)
        back.setToolTip("Go back to the cards without storing anything")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("&Note:", self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.keep_button = keep

    def _accept(self) -> None:
        if not self.note.text().strip():
            self.note.setPlaceholderText("A note is needed to keep a misdeal")
            self.note.setFocus()
            return
        self.accept()
