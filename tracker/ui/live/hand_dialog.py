"""One hand's record at the table, to correct or insert a hand: its cards (when the shoe
records cards) or its outcome and marks, and a note.

The dialog opens window-modal without blocking (``open()``) and says what was chosen
through its ``accepted`` signal, so that the window's keys and the tests drive it like any
widget.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import format_cards
from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.services.live import CardsReading, read_cards
from tracker.ui.live.form_row import form_row
from tracker.ui.live.words import totals_text, winner_word
from tracker.ui.shell.i18n import is_language_change, shown


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
        self.cards_label = form_row(form, self.cards)
        form.addRow("", self.verdict)
        self.winner_label = form_row(form, self.winner)
        form.addRow("", self.player_pair)
        form.addRow("", self.banker_pair)
        form.addRow("", self.natural)
        self.note_label = form_row(form, self.note)
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
