"""The practice dialogs: the table's rules and shoe, and the past sessions kept in the
library."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication, Qt
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
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.practice.summary_view import SummaryPanel
from tracker.ui.practice.targets import area_name, rules_words, side_pays

# (label, variant, commission) for the Banker choice.
BANKER_CHOICES = (
    (QT_TRANSLATE_NOOP("PracticeOptions", "5% commission"), Variant.COMMISSION, 5),
    (QT_TRANSLATE_NOOP("PracticeOptions", "4% commission"), Variant.COMMISSION, 4),
    (
        QT_TRANSLATE_NOOP("PracticeOptions", "No commission (Banker 6 pays 1:2)"),
        Variant.NO_COMMISSION,
        5,
    ),
    (QT_TRANSLATE_NOOP("PracticeOptions", "EZ Baccarat (three-card 7 pushes)"), Variant.EZ, 5),
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
        self.setWindowTitle(QCoreApplication.translate("PracticeOptions", "Table rules and shoe"))
        form = QFormLayout()
        self.decks = QComboBox()
        self.decks.addItems(
            [
                QCoreApplication.translate("PracticeOptions", "%1 decks").replace("%1", "6"),
                QCoreApplication.translate("PracticeOptions", "%1 decks").replace("%1", "8"),
            ]
        )
        self.decks.setCurrentIndex(0 if options.decks == 6 else 1)
        form.addRow(QCoreApplication.translate("PracticeOptions", "Shoe"), self.decks)
        self.banker = QComboBox()
        for label, _, _ in BANKER_CHOICES:
            self.banker.addItem(QCoreApplication.translate("PracticeOptions", label))
        for i, (_, variant, commission) in enumerate(BANKER_CHOICES):
            if variant is options.variant and (
                variant is not Variant.COMMISSION or commission == options.commission
            ):
                self.banker.setCurrentIndex(i)
        form.addRow(area_name(Area.BANKER), self.banker)
        self.tie = QComboBox()
        self.tie.addItems(
            [
                QCoreApplication.translate("PracticeOptions", "Tie pays %1:1").replace("%1", "8"),
                QCoreApplication.translate("PracticeOptions", "Tie pays %1:1").replace("%1", "9"),
            ]
        )
        self.tie.setCurrentIndex(0 if options.tie_pays == 8 else 1)
        form.addRow(area_name(Area.TIE), self.tie)
        form.addRow(
            QCoreApplication.translate("PracticeOptions", "Pairs"),
            QLabel(
                QCoreApplication.translate(
                    "PracticeOptions", "Player pair and Banker pair pay 11:1"
                )
            ),
        )
        self.sides: dict[Area, QCheckBox] = {}
        box = QVBoxLayout()
        for area in SIDE_AREAS:
            pays = side_pays(area)
            check = QCheckBox(f"{area_name(area)} ({pays})")
            check.setChecked(area in options.side_bets)
            self.sides[area] = check
            box.addWidget(check)
        form.addRow(QCoreApplication.translate("PracticeOptions", "Side bets"), box)
        self.style_ = QComboBox()
        self.style_.addItems(
            [
                QCoreApplication.translate(
                    "PracticeOptions", "Online: a full shoe shuffled every round"
                ),
                QCoreApplication.translate("PracticeOptions", "Casino: one shoe to the cut card"),
            ]
        )
        self.style_.setCurrentIndex(0 if options.style is TableStyle.ONLINE else 1)
        form.addRow(QCoreApplication.translate("PracticeOptions", "Dealing"), self.style_)
        limits = QHBoxLayout()
        self.minimum = QSpinBox()
        self.minimum.setRange(1, 10_000)
        self.minimum.setValue(int(options.limits.main_minimum))
        self.maximum = QSpinBox()
        self.maximum.setRange(1, 1_000_000)
        self.maximum.setValue(int(options.limits.main_maximum))
        limits.addWidget(QLabel(QCoreApplication.translate("PracticeOptions", "minimum")))
        limits.addWidget(self.minimum)
        limits.addWidget(QLabel(QCoreApplication.translate("PracticeOptions", "maximum")))
        limits.addWidget(self.maximum)
        main = ", ".join(area_name(a) for a in (Area.BANKER, Area.PLAYER, Area.TIE))
        form.addRow(main, limits)
        self.bankroll_ = QSpinBox()
        self.bankroll_.setRange(1, 10_000_000)
        self.bankroll_.setValue(int(bankroll))
        self.bankroll_.setToolTip(
            QCoreApplication.translate("PracticeOptions", "What each seat sits down with")
        )
        form.addRow(
            QCoreApplication.translate("PracticeOptions", "Bankroll of a seat"), self.bankroll_
        )
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
        self.note.setText(
            ""
            if ez
            else QCoreApplication.translate(
                "PracticeOptions", "Dragon 7 and Panda 8 are offered at EZ Baccarat tables."
            )
        )

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
        self.setWindowTitle(
            QCoreApplication.translate("PracticeSessions", "Past practice sessions")
        )
        self.summaries = summaries
        self.list = QListWidget()
        # Each table on a few wrapped lines: nothing runs off the list's edge.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(2)
        for s in summaries:
            players = len(s.seats)
            # Singular and plural apart: English has no catalogue for Qt's numerus forms.
            dealt = (
                QCoreApplication.translate("PracticeSessions", "%1 round dealt")
                if s.rounds == 1
                else QCoreApplication.translate("PracticeSessions", "%1 rounds dealt")
            ).replace("%1", str(s.rounds))
            seated = (
                QCoreApplication.translate("PracticeSessions", "%1 player")
                if players == 1
                else QCoreApplication.translate("PracticeSessions", "%1 players")
            ).replace("%1", str(players))
            rules = rules_words(s.options) if s.options is not None else s.describe
            self.list.addItem(
                f"{s.started}\n"
                + QCoreApplication.translate("PracticeSessions", "%1, %2")
                .replace("%1", dealt)
                .replace("%2", seated)
                + (f"\n{rules}" if rules else "")
            )
        self.panel = SummaryPanel()
        self.empty = QLabel(
            QCoreApplication.translate(
                "PracticeSessions", "No practice session is kept in the library yet."
            )
        )
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
