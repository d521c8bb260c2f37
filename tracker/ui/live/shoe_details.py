"""A shoe's details at the table: what is asked when a shoe starts (casino, table, start,
decks, rules, cut card, burn cards, notes) and the dialog that asks it, editable later.

The dialog opens window-modal without blocking (``open()``) and says what was chosen
through its ``accepted`` signal, so that the window's keys and the tests drive it like any
widget.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale
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
from tracker.engine.rules import RuleSet
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.live.form_row import form_row
from tracker.ui.shell.i18n import is_language_change, shown

TITLES = (
    QT_TRANSLATE_NOOP("ShoeDetailsDialog", "New shoe at the table"),
    QT_TRANSLATE_NOOP("ShoeDetailsDialog", "Shoe details"),
)
"""The shoe details dialog's titles (given by who opens it; translated here)."""


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
            name: form_row(form, widget)
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
            self.labels[name] = form_row(form, widget)
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
