"""The counting lab's form: a preset or a count of one's own (the side bet, a tag per
rank, where it starts, when it bets), the table it plays at and the run (shoes, seed,
bankroll, processes, exact-edge shoes). :meth:`CountEditor.setup` reads it or names the
field that is wrong."""

from __future__ import annotations

from dataclasses import dataclass

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

OWN_COUNT = "A count of my own"
RULE_NAMES = ("rc>", "rc>=", "tc>=")
RULE_WORDS = {
    "rc>": "running count above",
    "rc>=": "running count at least",
    "tc>=": "true count at least",
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


def _number(field: str, text: str, *, whole: bool = False, above: float | None = None) -> float:
    """``text`` as a number for ``field``.

    :raises CountError: naming ``field`` and what it expected.
    """
    kind = "a whole number" if whole else "a number"
    try:
        value = float(int(text.strip())) if whole else float(text.strip())
    except ValueError:
        raise CountError(f"{field}: expected {kind}, not {text.strip()!r}") from None
    if above is not None and not value > above:
        raise CountError(f"{field}: expected {kind} above {above:g}, not {text.strip()!r}")
    if value != value or value in (float("inf"), float("-inf")):
        raise CountError(f"{field}: expected {kind}, not {text.strip()!r}")
    return value


class CountEditor(QWidget):
    """Choose a preset or edit a count, its table and the run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = QComboBox(self)
        for name, preset in PRESETS.items():
            self.preset.addItem(preset.title, name)
        self.preset.addItem(OWN_COUNT, "")
        self.bet = QComboBox(self)
        for bet in SIDE_BET_IDS:
            rule = side_bet(bet)
            self.bet.addItem(f"{rule.name} ({rule.pays})", bet)
        self.tags: dict[str, QSpinBox] = {}
        tag_grid = QGridLayout()
        tag_grid.setHorizontalSpacing(4)
        for index, rank in enumerate(RANK_NAMES):
            spin = QSpinBox(self)
            spin.setRange(-99, 99)
            spin.setAccessibleName(f"Tag of {rank}")
            spin.setToolTip(f"What each {rank} seen adds to the count")
            self.tags[rank] = spin
            row, column = divmod(index, 7)
            tag_grid.addWidget(QLabel(rank, self), row * 2, column)
            tag_grid.addWidget(spin, row * 2 + 1, column)
        self.start = QSpinBox(self)
        self.start.setRange(-9999, 9999)
        self.rule = QComboBox(self)
        for name in RULE_NAMES:
            self.rule.addItem(f"{RULE_WORDS[name]} ({name})", name)
        self.threshold = QLineEdit("0", self)
        self.stake = QLineEdit("1", self)
        self.decks = self._spin(1, 8, 8)
        self.behind = self._spin(0, 416, 16)
        self.after_cut = QComboBox(self)
        self.after_cut.addItem("One more hand", "one")
        self.after_cut.addItem("Stop at once", "stop")
        assert set(AFTER_CUT) == {"one", "stop"}
        self.shoes = self._spin(1, MAX_SHOES, 20_000)
        self.seed = QLineEdit("2026", self)
        self.seed.setPlaceholderText("random")
        self.bankroll = QLineEdit("500", self)
        self.jobs = self._spin(1, MAX_JOBS, default_jobs())
        self.perfect_shoes = self._spin(0, MAX_SHOES, EXACT_SHOES)
        self.perfect_shoes.setSpecialValueText("none")
        self.perfect_shoes.setToolTip(
            "Shoes on which the bet's exact edge from the cards left is worked out before "
            "every hand (slower than counting): the exact edge by true count on the chart, "
            "and the perfect-play bound, betting whenever that edge favours the player"
        )

        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow("Count", self.preset)
        form.addRow("Side bet", self.bet)
        form.addRow("Tags", tag_grid)
        form.addRow("Start", self.start)
        form.addRow("Bet when", self.rule)
        form.addRow("Threshold", self.threshold)
        form.addRow("Stake (unit)", self.stake)
        form.addRow("Decks", self.decks)
        form.addRow("Cards behind the cut card", self.behind)
        form.addRow("At the cut card", self.after_cut)
        form.addRow("Shoes", self.shoes)
        form.addRow("Seed", self.seed)
        form.addRow("Bankroll (units)", self.bankroll)
        form.addRow("Processes", self.jobs)
        form.addRow("Exact-edge shoes", self.perfect_shoes)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for widget in (self.bet, self.rule, self.after_cut):
            widget.currentIndexChanged.connect(self._edited)
        for spin in (*self.tags.values(), self.start, self.decks, self.behind):
            spin.valueChanged.connect(self._edited)
        self.threshold.textEdited.connect(self._edited)
        self._filling = False
        self._preset_chosen()

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
        threshold = _number("Threshold", self.threshold.text(), whole=rule != "tc>=")
        stake = _number("Stake", self.stake.text(), above=0)
        bankroll = _number("Bankroll", self.bankroll.text(), above=0)
        seed_text = self.seed.text().strip()
        seed: int | None = None
        if seed_text:
            try:
                seed = check_seed(int(seed_text))
            except (ValueError, UserError):
                raise CountError(
                    f"Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a "
                    f"random seed), not {seed_text!r}"
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
            raise CountError(f"Table: {exc}") from None
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
