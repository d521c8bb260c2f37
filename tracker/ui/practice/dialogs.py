"""The practice dialogs: the table's rules and shoe, and the past sessions kept in the
library."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tracker.practice import Area, Limits, TableOptions, TableStyle, Variant
from tracker.practice.layout import EZ_ONLY, SIDE_AREAS
from tracker.services.practice import TableSummary
from tracker.ui.practice.summary_view import SummaryPanel

# (label, variant, commission) for the Banker choice.
BANKER_CHOICES = (
    ("5% commission", Variant.COMMISSION, 5),
    ("4% commission", Variant.COMMISSION, 4),
    ("No commission (Banker 6 pays 1:2)", Variant.NO_COMMISSION, 5),
    ("EZ Baccarat (three-card 7 pushes)", Variant.EZ, 5),
)


class OptionsDialog(QDialog):
    """Rules and shoe of the table; OK gives :meth:`options`."""

    def __init__(
        self,
        options: TableOptions,
        parent: QWidget | None = None,
        *,
        bankroll: Decimal = Decimal(1000),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Table rules and shoe")
        form = QFormLayout()
        self.decks = QComboBox()
        self.decks.addItems(["6 decks", "8 decks"])
        self.decks.setCurrentIndex(0 if options.decks == 6 else 1)
        form.addRow("Shoe", self.decks)
        self.banker = QComboBox()
        for label, _, _ in BANKER_CHOICES:
            self.banker.addItem(label)
        for i, (_, variant, commission) in enumerate(BANKER_CHOICES):
            if variant is options.variant and (
                variant is not Variant.COMMISSION or commission == options.commission
            ):
                self.banker.setCurrentIndex(i)
        form.addRow("Banker", self.banker)
        self.tie = QComboBox()
        self.tie.addItems(["Tie pays 8:1", "Tie pays 9:1"])
        self.tie.setCurrentIndex(0 if options.tie_pays == 8 else 1)
        form.addRow("Tie", self.tie)
        form.addRow("Pairs", QLabel("Player pair and Banker pair pay 11:1"))
        self.sides: dict[Area, QCheckBox] = {}
        box = QVBoxLayout()
        for area in SIDE_AREAS:
            check = QCheckBox(f"{area.label} ({area.side_bet.pays if area.side_bet else ''})")
            check.setChecked(area in options.side_bets)
            self.sides[area] = check
            box.addWidget(check)
        form.addRow("Side bets", box)
        self.style_ = QComboBox()
        self.style_.addItems(
            ["Online: a full shoe shuffled every round", "Casino: one shoe to the cut card"]
        )
        self.style_.setCurrentIndex(0 if options.style is TableStyle.ONLINE else 1)
        form.addRow("Dealing", self.style_)
        limits = QHBoxLayout()
        self.minimum = QSpinBox()
        self.minimum.setRange(1, 10_000)
        self.minimum.setValue(int(options.limits.main_minimum))
        self.maximum = QSpinBox()
        self.maximum.setRange(1, 1_000_000)
        self.maximum.setValue(int(options.limits.main_maximum))
        limits.addWidget(QLabel("minimum"))
        limits.addWidget(self.minimum)
        limits.addWidget(QLabel("maximum"))
        limits.addWidget(self.maximum)
        form.addRow("Banker, Player, Tie", limits)
        self.bankroll_ = QSpinBox()
        self.bankroll_.setRange(1, 10_000_000)
        self.bankroll_.setValue(int(bankroll))
        self.bankroll_.setToolTip("What each seat sits down with")
        form.addRow("Bankroll of a seat", self.bankroll_)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.banker.currentIndexChanged.connect(self._ez_only)
        self._ez_only()

    def _ez_only(self) -> None:
        ez = BANKER_CHOICES[self.banker.currentIndex()][1] is Variant.EZ
        for area in EZ_ONLY:
            self.sides[area].setEnabled(ez)
        self.note.setText("" if ez else "Dragon 7 and Panda 8 are offered at EZ Baccarat tables.")

    def bankroll(self) -> Decimal:
        return Decimal(self.bankroll_.value())

    def options(self) -> TableOptions:
        """The options chosen (the minimum kept at most the maximum)."""
        _, variant, commission = BANKER_CHOICES[self.banker.currentIndex()]
        sides = frozenset(
            a
            for a, check in self.sides.items()
            if check.isChecked() and (variant is Variant.EZ or a not in EZ_ONLY)
        )
        low = Decimal(min(self.minimum.value(), self.maximum.value()))
        high = Decimal(self.maximum.value())
        return TableOptions(
            decks=6 if self.decks.currentIndex() == 0 else 8,
            commission=commission,
            tie_pays=8 if self.tie.currentIndex() == 0 else 9,
            variant=variant,
            style=TableStyle.ONLINE if self.style_.currentIndex() == 0 else TableStyle.CASINO,
            side_bets=sides,
            limits=Limits(main_minimum=low, main_maximum=high),
        )


class SessionsDialog(QDialog):
    """The practice tables kept in the library, each with its summary and bankroll curve."""

    def __init__(self, summaries: list[TableSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Past practice sessions")
        self.summaries = summaries
        self.list = QListWidget()
        # Each table on a few wrapped lines: nothing runs off the list's edge.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(2)
        for s in summaries:
            players = len(s.seats)
            self.list.addItem(
                f"{s.started}\n{s.rounds} round{'s' if s.rounds != 1 else ''} dealt, "
                f"{players} player{'s' if players != 1 else ''}"
                f"{chr(10) + s.describe if s.describe else ''}"
            )
        self.panel = SummaryPanel()
        self.empty = QLabel("No practice session is kept in the library yet.")
        layout = QHBoxLayout(self)
        layout.addWidget(self.list, 2)
        layout.addWidget(self.panel, 3)
        if not summaries:
            layout.addWidget(self.empty)
        self.list.currentRowChanged.connect(self._show)
        if summaries:
            self.list.setCurrentRow(0)
        self.resize(980, 460)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.summaries):
            s = self.summaries[row]
            self.panel.set_figures(s.rounds, s.seats)
