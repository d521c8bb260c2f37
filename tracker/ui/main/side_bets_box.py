"""The settings dialog's side-bets section: which side bets the table and the replay show,
and the main bet a casino requires beside a side bet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.sidebet_settings import MainBetRequirement, SideBetSettings
from tracker.engine.sidebet_table import SIDE_BETS
from tracker.honesty import ONLY_SIDE_BETS_MOVE
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.side_bet_choice import SideBetChoice, bet_name, bet_pays, bet_wins_when

MAIN_BET_CHOICES = (
    (
        MainBetRequirement.NONE,
        QT_TRANSLATE_NOOP("SideBetsBox", "None: a side bet may be placed alone"),
    ),
    (MainBetRequirement.ANY, QT_TRANSLATE_NOOP("SideBetsBox", "A main bet of at least")),
    (
        MainBetRequirement.NOT_MORE,
        QT_TRANSLATE_NOOP(
            "SideBetsBox", "A main bet at least as large as the side bet, and at least"
        ),
    ),
)


class SideBetsBox(QGroupBox):
    """A check box for each side bet of the table (its name and what it pays), and the main
    bet required beside one; :meth:`choice` reads them."""

    def __init__(self, choice: SideBetChoice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.checks: dict[str, QCheckBox] = {}
        grid = QGridLayout()
        half = (len(SIDE_BETS) + 1) // 2
        for i, bet in enumerate(SIDE_BETS):
            check = QCheckBox(self)
            check.setChecked(bet.id in choice.settings.enabled)
            self.checks[bet.id] = check
            grid.addWidget(check, i % half, i // half)
        self.main_bet = QComboBox(self)
        for requirement, words in MAIN_BET_CHOICES:
            self.main_bet.addItem(words, requirement.value)
        self.main_bet.setCurrentIndex(self.main_bet.findData(choice.settings.main_bet.value))
        self.main_stakes = QDoubleSpinBox(self)
        self.main_stakes.setRange(0.1, 100.0)
        self.main_stakes.setDecimals(1)
        self.main_stakes.setSingleStep(0.5)
        self.main_stakes.setValue(choice.main_stakes)
        self.main_bet.currentIndexChanged.connect(self._main_bet_changed)
        required = QHBoxLayout()
        self.required_label = QLabel(self)
        required.addWidget(self.required_label)
        required.addWidget(self.main_bet, 1)
        required.addWidget(self.main_stakes)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(required)
        self.retranslate()
        self._main_bet_changed()

    def retranslate(self) -> None:
        """Every text in the app's language (the bets' names as its casinos write them)."""
        self.setTitle(
            QCoreApplication.translate(
                "SideBetsBox", "Side bets shown at the table and in the replay"
            )
        )
        self.setToolTip(QCoreApplication.translate("Honesty", ONLY_SIDE_BETS_MOVE))
        for bet in SIDE_BETS:
            check = self.checks[bet.id]
            # The pays after the name, unless the name says it (Super 6 (12:1)).
            name, pays = bet_name(bet), bet_pays(bet)
            check.setText(name if bet.pays in bet.name else f"{name} · {pays}")
            check.setToolTip(
                QCoreApplication.translate("SideBets", "Wins when %1; pays %2")
                .replace("%1", bet_wins_when(bet), 1)
                .replace("%2", pays, 1)
            )
        for i, (_, words) in enumerate(MAIN_BET_CHOICES):
            self.main_bet.setItemText(i, QCoreApplication.translate("SideBetsBox", words))
        self.main_bet.setToolTip(
            QCoreApplication.translate(
                "SideBetsBox",
                "What the casino asks beside a side bet: the figures then add the better of "
                "Banker and Player, at this size, to each side bet",
            )
        )
        self.main_stakes.setSuffix(QCoreApplication.translate("SideBetsBox", " × the side bet"))
        self.main_stakes.setToolTip(
            QCoreApplication.translate(
                "SideBetsBox", "The smallest main bet required, in side-bet stakes"
            )
        )
        self.required_label.setText(QCoreApplication.translate("SideBetsBox", "Main bet required:"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _main_bet_changed(self) -> None:
        self.main_stakes.setEnabled(self.requirement() is not MainBetRequirement.NONE)

    def requirement(self) -> MainBetRequirement:
        return MainBetRequirement(self.main_bet.currentData())

    def choice(self) -> SideBetChoice:
        """The bets checked and the main bet required."""
        on = [bet_id for bet_id, check in self.checks.items() if check.isChecked()]
        return SideBetChoice(
            SideBetSettings.of(on, self.requirement()), float(self.main_stakes.value())
        )
