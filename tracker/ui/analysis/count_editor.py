"""The counting lab's form: a preset or a count of one's own (the side bet, a tag per
rank, where it starts, when it bets), the table it plays at and the run (shoes, seed,
bankroll, processes, exact-edge shoes). :meth:`CountEditor.setup` reads it or names the
field that is wrong."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tracker.engine.counting import AFTER_CUT, RANK_NAMES, Count, CountError, CountTable
from tracker.engine.countpresets import PRESETS, Preset
from tracker.engine.prng import check_seed
from tracker.engine.sidebet_table import SIDE_BET_IDS, side_bet
from tracker.errors import UserError
from tracker.services.counting import EXACT_SHOES, MAX_SHOES
from tracker.services.runner import MAX_JOBS, default_jobs
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.side_bet_choice import bet_name, bet_pays

OWN_COUNT = "A count of my own"
"""The last of the counts offered, as the English window names it."""
RULE_NAMES = ("rc>", "rc>=", "tc>=")
RULE_WORDS = {
    "rc>": QT_TRANSLATE_NOOP("CountEditor", "running count above"),
    "rc>=": QT_TRANSLATE_NOOP("CountEditor", "running count at least"),
    "tc>=": QT_TRANSLATE_NOOP("CountEditor", "true count at least"),
}


@dataclass(frozen=True, slots=True)
class CountSetup:
    """A run the form describes."""

    count: Count
    table: CountTable
    shoes: int
    seed: int | None
    bankroll: float
    jobs: int
    perfect_shoes: int
    preset: Preset | None


def _number(field: Message, text: str, *, whole: bool = False, above: float | None = None) -> float:
    """``text`` as a number for ``field``.

    :raises CountError: naming ``field`` and what it expected.
    """
    given = text.strip()
    try:
        value = float(int(given)) if whole else float(given)
    except ValueError:
        raise CountError(_expected(field, whole, given)) from None
    if above is not None and not value > above:
        shown_above = f"{above:g}"
        if whole:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{field}: expected a whole number above {above}, not {given!r}"
                    ),
                    field=field,
                    above=shown_above,
                    given=given,
                )
            )
        raise CountError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "{field}: expected a number above {above}, not {given!r}"
                ),
                field=field,
                above=shown_above,
                given=given,
            )
        )
    if value != value or value in (float("inf"), float("-inf")):
        raise CountError(_expected(field, whole, given))
    return value


def _expected(field: Message, whole: bool, given: str) -> Message:
    if whole:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{field}: expected a whole number, not {given!r}"),
            field=field,
            given=given,
        )
    return Message(
        QT_TRANSLATE_NOOP("Messages", "{field}: expected a number, not {given!r}"),
        field=field,
        given=given,
    )


class CountEditor(QWidget):
    """Choose a preset or edit a count, its table and the run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = QComboBox(self)
        for name in PRESETS:
            self.preset.addItem("", name)
        self.preset.addItem("", "")
        self.bet = QComboBox(self)
        for bet in SIDE_BET_IDS:
            self.bet.addItem("", bet)
        self.tags: dict[str, QSpinBox] = {}
        tag_grid = QGridLayout()
        tag_grid.setHorizontalSpacing(4)
        for index, rank in enumerate(RANK_NAMES):
            spin = QSpinBox(self)
            spin.setRange(-99, 99)
            self.tags[rank] = spin
            row, column = divmod(index, 7)
            tag_grid.addWidget(QLabel(rank, self), row * 2, column)
            tag_grid.addWidget(spin, row * 2 + 1, column)
        self.start = QSpinBox(self)
        self.start.setRange(-9999, 9999)
        self.rule = QComboBox(self)
        for name in RULE_NAMES:
            self.rule.addItem("", name)
        self.threshold = QLineEdit("0", self)
        self.stake = QLineEdit("1", self)
        self.decks = self._spin(1, 8, 8)
        self.behind = self._spin(0, 416, 16)
        self.after_cut = QComboBox(self)
        self.after_cut.addItem("", "one")
        self.after_cut.addItem("", "stop")
        assert set(AFTER_CUT) == {"one", "stop"}
        self.shoes = self._spin(1, MAX_SHOES, 20_000)
        self.seed = QLineEdit("2026", self)
        self.bankroll = QLineEdit("500", self)
        self.jobs = self._spin(1, MAX_JOBS, default_jobs())
        self.perfect_shoes = self._spin(0, MAX_SHOES, EXACT_SHOES)

        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.labels: list[QLabel] = []
        for field in (
            self.preset,
            self.bet,
            tag_grid,
            self.start,
            self.rule,
            self.threshold,
            self.stake,
            self.decks,
            self.behind,
            self.after_cut,
            self.shoes,
            self.seed,
            self.bankroll,
            self.jobs,
            self.perfect_shoes,
        ):
            label = QLabel(self)
            label.setWordWrap(True)
            if isinstance(field, QWidget):
                label.setBuddy(field)
            self.labels.append(label)
            form.addRow(label, field)
        self.retranslate()
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for widget in (self.bet, self.rule, self.after_cut):
            widget.currentIndexChanged.connect(self._edited)
        for spin in (*self.tags.values(), self.start, self.decks, self.behind):
            spin.valueChanged.connect(self._edited)
        self.threshold.textEdited.connect(self._edited)
        self._filling = False
        self._preset_chosen()

    def retranslate(self) -> None:
        """The form's texts in the app's language."""
        for index, preset in enumerate(PRESETS.values()):
            self.preset.setItemText(index, QCoreApplication.translate("CountPresets", preset.title))
            self.preset.setItemData(
                index,
                QCoreApplication.translate("CountPresets", preset.note),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.preset.setItemText(
            len(PRESETS), QCoreApplication.translate("CountEditor", "A count of my own")
        )
        for index, bet in enumerate(SIDE_BET_IDS):
            rule = side_bet(bet)
            self.bet.setItemText(
                index,
                QCoreApplication.translate("CountEditor", "%1 (%2)")
                .replace("%1", bet_name(rule))
                .replace("%2", bet_pays(rule)),
            )
        for index, name in enumerate(RULE_NAMES):
            self.rule.setItemText(
                index,
                QCoreApplication.translate("CountEditor", "%1 (%2)")
                .replace("%1", QCoreApplication.translate("CountEditor", RULE_WORDS[name]))
                .replace("%2", name),
            )
        self.after_cut.setItemText(0, QCoreApplication.translate("CountEditor", "One more hand"))
        self.after_cut.setItemText(1, QCoreApplication.translate("CountEditor", "Stop at once"))
        for rank, spin in self.tags.items():
            spin.setAccessibleName(
                QCoreApplication.translate("CountEditor", "Tag of %1").replace("%1", rank)
            )
            spin.setToolTip(
                QCoreApplication.translate(
                    "CountEditor", "What each %1 seen adds to the count"
                ).replace("%1", rank)
            )
        self.seed.setPlaceholderText(QCoreApplication.translate("CountEditor", "random"))
        self.perfect_shoes.setSpecialValueText(QCoreApplication.translate("CountEditor", "none"))
        self.perfect_shoes.setToolTip(
            QCoreApplication.translate(
                "CountEditor",
                "Shoes on which the bet's exact edge from the cards left is worked out before "
                "every hand (slower than counting): the exact edge by true count on the chart, "
                "and the perfect-play bound, betting whenever that edge favours the player",
            )
        )
        for label, text in zip(
            self.labels,
            (
                QCoreApplication.translate("CountEditor", "Count"),
                QCoreApplication.translate("CountEditor", "Side bet"),
                QCoreApplication.translate("CountEditor", "Tags"),
                QCoreApplication.translate("CountEditor", "Start"),
                QCoreApplication.translate("CountEditor", "Bet when"),
                QCoreApplication.translate("CountEditor", "Threshold"),
                QCoreApplication.translate("CountEditor", "Stake (unit)"),
                QCoreApplication.translate("CountEditor", "Decks"),
                QCoreApplication.translate("CountEditor", "Cards behind the cut card"),
                QCoreApplication.translate("CountEditor", "At the cut card"),
                QCoreApplication.translate("CountEditor", "Shoes"),
                QCoreApplication.translate("CountEditor", "Seed"),
                QCoreApplication.translate("CountEditor", "Bankroll (units)"),
                QCoreApplication.translate("CountEditor", "Processes"),
                QCoreApplication.translate("CountEditor", "Exact-edge shoes"),
            ),
            strict=True,
        ):
            label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setGroupSeparatorShown(True)
        return spin

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        if not name:
            return
        preset = PRESETS[name]
        self._filling = True
        try:
            count, table = preset.count, preset.table
            self.bet.setCurrentIndex(self.bet.findData(count.bet))
            for rank, tag in zip(RANK_NAMES, count.tags, strict=True):
                self.tags[rank].setValue(tag)
            self.start.setValue(count.start)
            self.rule.setCurrentIndex(self.rule.findData(count.rule))
            self.threshold.setText(f"{count.threshold:g}")
            self.decks.setValue(table.decks)
            self.behind.setValue(table.behind)
            self.after_cut.setCurrentIndex(self.after_cut.findData(table.after_cut))
        finally:
            self._filling = False

    def _edited(self) -> None:
        """An edit to the count or its table makes it a count of one's own."""
        if not self._filling and self.preset.currentData():
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(self.preset.findData(""))
            self.preset.blockSignals(False)

    def setup(self) -> CountSetup:
        """The run the form describes.

        :raises UserError: naming the field that cannot be read or played.
        """
        rule = self.rule.currentData()
        threshold = _number(
            Message(QT_TRANSLATE_NOOP("Messages", "Threshold")),
            self.threshold.text(),
            whole=rule != "tc>=",
        )
        stake = _number(Message(QT_TRANSLATE_NOOP("Messages", "Stake")), self.stake.text(), above=0)
        bankroll = _number(
            Message(QT_TRANSLATE_NOOP("Messages", "Bankroll")), self.bankroll.text(), above=0
        )
        seed_text = self.seed.text().strip()
        seed: int | None = None
        if seed_text:
            try:
                seed = check_seed(int(seed_text))
            except (ValueError, UserError):
                raise CountError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a "
                            "random seed), not {given!r}",
                        ),
                        given=seed_text,
                    )
                ) from None
        count = Count(
            tags=tuple(self.tags[rank].value() for rank in RANK_NAMES),
            start=self.start.value(),
            rule=rule,
            threshold=threshold,
            bet=self.bet.currentData(),
            stake=stake,
        )
        try:
            table = CountTable(
                decks=self.decks.value(),
                behind=self.behind.value(),
                after_cut=self.after_cut.currentData(),
            )
        except CountError as exc:
            raise CountError(
                Message(QT_TRANSLATE_NOOP("Messages", "Table: {reason}"), reason=exc)
            ) from None
        name = self.preset.currentData()
        return CountSetup(
            count=count,
            table=table,
            shoes=self.shoes.value(),
            seed=seed,
            bankroll=bankroll,
            jobs=self.jobs.value(),
            perfect_shoes=self.perfect_shoes.value(),
            preset=PRESETS[name] if name else None,
        )
