"""The backtest window: choose a system, its bet and the table, play it over the shown shoe,
the whole library or simulated shoes in the background (progress, cancel), and see the
result beside the expected loss, with bankroll curves and the spread over shoes."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.roads import DerivedRoad
from tracker.services.backtesting import (
    BacktestCancelled,
    backtest_library,
    backtest_shoes,
    backtest_simulation,
)
from tracker.stats.backtest import BETS, SYSTEMS, BacktestResult, Plan, parse_rules
from tracker.store import Library
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.analysis.charts import BankrollChart, ChartTabs, HistogramChart
from tracker.ui.analysis.texts import (
    fixed,
    no_system_changes_the_edge,
    number,
    past_predicts_nothing,
    signed,
    signed_percent,
)
from tracker.ui.shell.i18n import english_plural, is_language_change, shown
from tracker.ui.shell.tasks import Progress, Runner, TaskCancelled, TaskContext, TaskHandle

SOURCES = ("Simulated shoes", "The shown shoe", "The whole library")
"""Where a backtest plays, as the English window lists them (the catalogues translate them)."""
EXAMPLE_RULES = "# one rule a line\nafter B B P bet P 2 units\nafter P P P bet B\n"

BET_WORDS = {
    "banker": QT_TRANSLATE_NOOP("Backtest", "Banker"),
    "player": QT_TRANSLATE_NOOP("Backtest", "Player"),
    "tie": QT_TRANSLATE_NOOP("Backtest", "Tie"),
    "player_pair": QT_TRANSLATE_NOOP("Backtest", "Player pair"),
    "banker_pair": QT_TRANSLATE_NOOP("Backtest", "Banker pair"),
}
ROAD_WORDS = {
    "big_eye_boy": QT_TRANSLATE_NOOP("Backtest", "Big Eye Boy"),
    "small_road": QT_TRANSLATE_NOOP("Backtest", "Small Road"),
    "cockroach_pig": QT_TRANSLATE_NOOP("Backtest", "Cockroach Pig"),
}


def _money(value: float) -> str:
    return signed(value, 2)


def result_html(result: BacktestResult, source: str | None = None) -> str:
    """The figures of a backtest as rich text (every number from ``result``), in the app's
    language; ``source`` says where it was played (the result's own words by default)."""
    d = result.as_json()
    rows = [
        (QCoreApplication.translate("Backtest", "Shoes"), number(d["shoes"])),
        (QCoreApplication.translate("Backtest", "Hands"), number(d["hands"])),
        (QCoreApplication.translate("Backtest", "Bets placed"), number(d["bets"])),
        (QCoreApplication.translate("Backtest", "Wagered"), number(d["wagered"])),
        (QCoreApplication.translate("Backtest", "Net"), _money(float(result.net))),
        (
            QCoreApplication.translate("Backtest", "Net per unit wagered"),
            "–" if d["net_per_wagered"] is None else signed_percent(d["net_per_wagered"], 3),
        ),
        (QCoreApplication.translate("Backtest", "Expected net"), _money(d["expected_net"])),
        (
            QCoreApplication.translate("Backtest", "Expected per unit wagered"),
            "–"
            if d["expected_per_wagered"] is None
            else QCoreApplication.translate("Backtest", "%1 (the house edge)").replace(
                "%1", signed_percent(d["expected_per_wagered"], 3)
            ),
        ),
        (QCoreApplication.translate("Backtest", "Standard error"), fixed(d["standard_error"], 2)),
    ]
    if result.plan.bankroll:
        rows.append(
            (
                QCoreApplication.translate("Backtest", "Shoes busted"),
                QCoreApplication.translate("Backtest", "%1 of %2")
                .replace("%1", number(d["busted"]))
                .replace("%2", number(d["shoes"])),
            )
        )
    spread = d["spread"]
    if spread:
        rows.append(
            (
                QCoreApplication.translate("Backtest", "A shoe's net"),
                QCoreApplication.translate("Backtest", "median %1, 5%–95% %2 to %3; %4 shoes ahead")
                .replace("%1", _money(spread["median"]))
                .replace("%2", _money(spread["p5"]))
                .replace("%3", _money(spread["p95"]))
                .replace("%4", number(spread["shoes_ahead"])),
            )
        )
    # Two figures a row: the table stays short enough to sit above the charts.
    pairs = [rows[i : i + 2] for i in range(0, len(rows), 2)]
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{html.escape(k)}</td><td align='right'><b>{html.escape(v)}</b></td>"
            "<td width='18'></td>"
            for k, v in pair
        )
        + "</tr>"
        for pair in pairs
    )
    title = QCoreApplication.translate("Backtest", SYSTEMS[result.plan.system].title)
    where = result.source if source is None else source
    return (
        f"<p><b>{html.escape(title)}</b> — "
        f"{html.escape(where)}</p><table cellpadding='2'>{body}</table>"
        f"<p><b>{html.escape(no_system_changes_the_edge())}</b></p>"
    )


class BacktestWindow(QWidget):
    """Pick a system and where to play it; run it in the background; see what it did."""

    def __init__(
        self,
        library: Library,
        runner: Runner,
        shown_shoe: Callable[[], ShoeRecord | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.library = library
        self.runner = runner
        self.shown_shoe = shown_shoe
        self.handle: TaskHandle[tuple[BacktestResult, int | None]] | None = None
        self.result: BacktestResult | None = None
        self._where: tuple[int, int, int, str | None] = (0, 0, 0, None)
        self._source: Callable[[], str] | None = None
        self._message: Callable[[], str] | None = None

        self.system = QComboBox(self)
        for name in SYSTEMS:
            self.system.addItem("", name)
        self.bet = QComboBox(self)
        for bet in BETS:
            self.bet.addItem("", bet)
        self.road = QComboBox(self)
        for road in DerivedRoad:
            self.road.addItem("", road.value)
        self.unit = self._spin(1, 1_000_000, 1)
        self.table_max = self._spin(0, 100_000_000, 0)
        self.bankroll = self._spin(0, 100_000_000, 0)
        self.rules = QPlainTextEdit(EXAMPLE_RULES, self)
        self.rules.setMinimumHeight(80)
        self.rules.setMaximumHeight(130)
        self.source = QComboBox(self)
        self.source.addItems(["", "", ""])
        self.shoes = self._spin(1, 10_000_000, 10_000)
        self.seed = self._spin(-1, 2_000_000_000, 2026)
        self.seed.setGroupSeparatorShown(False)
        self.decks = self._spin(1, 8, 8)
        self.run_button = QPushButton(self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton(self)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(True)
        self.progress.setValue(0)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.figures = QTextBrowser(self)
        self.curves = BankrollChart(self)
        self.histogram = HistogramChart(self)
        self.charts = ChartTabs([self.curves, self.histogram], "backtest.png", self)
        self.export_button.clicked.connect(self.charts.choose_export)
        self.charts.export_failed.connect(self._export_failed)

        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.labels: list[QLabel] = []
        for field in (
            self.system,
            self.bet,
            self.road,
            self.rules,
            self.unit,
            self.table_max,
            self.bankroll,
            self.source,
            self.shoes,
            self.seed,
            self.decks,
        ):
            label = QLabel(self)
            label.setBuddy(field)
            self.labels.append(label)
            self.form.addRow(label, field)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        left = QVBoxLayout()
        left.addLayout(self.form)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.message)
        left.addStretch(1)
        self.figures.setMinimumHeight(150)
        self.figures.setMaximumHeight(190)
        right = QVBoxLayout()
        right.addWidget(self.figures)
        right.addWidget(self.charts, 1)
        export = QHBoxLayout()
        export.addStretch(1)
        export.addWidget(self.export_button)
        right.addLayout(export)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 2)
        note = QLabel(self)
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(note)
        self.note = note
        self.system.currentIndexChanged.connect(self._system_changed)
        self.source.currentIndexChanged.connect(self._system_changed)
        self.retranslate()
        self._system_changed()
        self.resize(1180, 720)

    def retranslate(self) -> None:
        """The window's texts in the app's language (and its figures again)."""
        self.setWindowTitle(
            QCoreApplication.translate("BacktestWindow", "Backtest a betting system — tracker")
        )
        for index, spec in enumerate(SYSTEMS.values()):
            self.system.setItemText(index, QCoreApplication.translate("Backtest", spec.title))
            self.system.setItemData(
                index,
                QCoreApplication.translate("Backtest", spec.description),
                Qt.ItemDataRole.ToolTipRole,
            )
        for index, bet in enumerate(BETS):
            self.bet.setItemText(index, QCoreApplication.translate("Backtest", BET_WORDS[bet]))
        for index, road in enumerate(DerivedRoad):
            self.road.setItemText(
                index, QCoreApplication.translate("Backtest", ROAD_WORDS[road.value])
            )
        for index, text in enumerate(
            (
                QCoreApplication.translate("BacktestWindow", "Simulated shoes"),
                QCoreApplication.translate("BacktestWindow", "The shown shoe"),
                QCoreApplication.translate("BacktestWindow", "The whole library"),
            )
        ):
            self.source.setItemText(index, text)
        none = QCoreApplication.translate("BacktestWindow", "none")
        self.table_max.setSpecialValueText(none)
        self.bankroll.setSpecialValueText(none)
        self.seed.setSpecialValueText(QCoreApplication.translate("BacktestWindow", "random"))
        for label, text in zip(
            self.labels,
            (
                QCoreApplication.translate("BacktestWindow", "System"),
                QCoreApplication.translate("BacktestWindow", "Bet"),
                QCoreApplication.translate("BacktestWindow", "Derived road"),
                QCoreApplication.translate("BacktestWindow", "Rules"),
                QCoreApplication.translate("BacktestWindow", "First stake (unit)"),
                QCoreApplication.translate("BacktestWindow", "Table maximum"),
                QCoreApplication.translate("BacktestWindow", "Bankroll a shoe"),
                QCoreApplication.translate("BacktestWindow", "Play over"),
                QCoreApplication.translate("BacktestWindow", "Simulated shoes"),
                QCoreApplication.translate("BacktestWindow", "Seed"),
                QCoreApplication.translate("BacktestWindow", "Decks"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.run_button.setText(QCoreApplication.translate("BacktestWindow", "&Run"))
        self.cancel_button.setText(QCoreApplication.translate("BacktestWindow", "&Cancel"))
        self.export_button.setText(
            QCoreApplication.translate("BacktestWindow", "&Export chart as PNG…")
        )
        self.charts.setTabText(0, QCoreApplication.translate("BacktestWindow", "Bankroll curves"))
        self.charts.setTabText(
            1, QCoreApplication.translate("BacktestWindow", "Results over shoes")
        )
        self.note.setText(f"<i>{html.escape(past_predicts_nothing())}</i>")
        self.message.setText("" if self._message is None else self._message())
        if self.result is None:
            self.figures.setHtml(
                "<p>"
                + html.escape(
                    QCoreApplication.translate(
                        "BacktestWindow", "Choose a system and where to play it, then Run."
                    )
                )
                + "</p>"
            )
        else:
            self._show_figures(self.result)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _say(self, message: Callable[[], str] | None) -> None:
        """Show ``message`` (rich text, in the app's language, again when it changes)."""
        self._message = message
        self.message.setText("" if message is None else message())

    def _export_failed(self, path: str) -> None:
        self._say(
            lambda: QCoreApplication.translate("BacktestWindow", "Could not write %1").replace(
                "%1", html.escape(path)
            )
        )

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setGroupSeparatorShown(True)
        return spin

    def _system_changed(self) -> None:
        name = self.system.currentData()
        self.bet.setEnabled(SYSTEMS[name].needs_bet)
        self.road.setEnabled(name == "road")
        self.rules.setEnabled(name == "rules")
        simulated = self.source.currentIndex() == 0
        for widget in (self.shoes, self.seed, self.decks):
            widget.setEnabled(simulated)

    def plan(self) -> Plan:
        """The plan the form describes.

        :raises UserError: for rules that cannot be read or a plan that cannot be played.
        """
        name = self.system.currentData()
        rules = parse_rules(self.rules.toPlainText(), "rules") if name == "rules" else ()
        return Plan(
            system=name,
            bet=self.bet.currentData() if SYSTEMS[name].needs_bet else None,
            unit=self.unit.value(),
            table_max=self.table_max.value() or None,
            bankroll=self.bankroll.value() or None,
            rules=RuleSet(decks=self.decks.value()),
            road=DerivedRoad(self.road.currentData()),
            pattern_rules=rules,
        )

    def run(self) -> None:
        """Start the backtest the form describes, in the background."""
        try:
            plan = self.plan()
        except UserError as exc:
            refusal = exc
            self._say(lambda: html.escape(shown(refusal)))
            return
        source = self.source.currentIndex()
        shoe = self.shown_shoe() if source == 1 else None
        if source == 1 and shoe is None:
            self._say(
                lambda: QCoreApplication.translate(
                    "BacktestWindow", "No shoe is shown: open one, or play simulated shoes."
                )
            )
            return
        shoes, seed, decks, library = (
            self.shoes.value(),
            None if self.seed.value() < 0 else self.seed.value(),
            self.decks.value(),
            self.library,
        )

        def task(context: TaskContext) -> tuple[BacktestResult, int | None]:
            if source == 0:
                try:
                    run = backtest_simulation(
                        plan,
                        shoes,
                        seed=seed,
                        decks=decks,
                        progress=lambda done, total: context.progress(done, total),
                        cancelled=context.cancelled,
                    )
                except BacktestCancelled:
                    raise TaskCancelled from None
                return run.result, run.seed
            if source == 1:
                assert shoe is not None
                return backtest_shoes(plan, [shoe], source=f"shoe {shoe.label}"), None
            return backtest_library(plan, library), None

        self._where = (source, shoes, decks, None if shoe is None else shoe.label)
        self._say(lambda: QCoreApplication.translate("BacktestWindow", "Playing…"))
        self.progress.setRange(0, 0 if source else 100)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.handle = self.runner.submit(
            task,
            on_done=self._done,
            on_error=self._failed,
            on_progress=self._progressed,
            on_cancelled=self._cancelled,
        )

    def cancel(self) -> None:
        if self.handle is not None:
            self.handle.cancel()

    def _progressed(self, progress: Progress) -> None:
        if progress.total:
            self.progress.setRange(0, 100)
            self.progress.setValue(progress.done * 100 // progress.total)

    def _finish(self, message: Callable[[], str] | None) -> None:
        self.handle = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 100)
        self._say(message)

    def _done(self, done: tuple[BacktestResult, int | None]) -> None:
        result, seed = done
        self.progress.setValue(100)
        self._finish(None)
        kind, shoes, decks, label = self._where

        def source() -> str:
            if kind == 0:
                return (
                    english_plural(
                        QCoreApplication.translate(
                            "BacktestWindow", "%Ln simulated %1-deck shoe(s), seed %2", "", shoes
                        ),
                        shoes,
                    )
                    .replace("%1", number(decks))
                    .replace("%2", str(seed))
                )
            if kind == 1:
                return QCoreApplication.translate("BacktestWindow", "shoe %1").replace(
                    "%1", label or ""
                )
            return QCoreApplication.translate("BacktestWindow", "the library %1").replace(
                "%1", self.library.where
            )

        self._source = source
        self.show_result(result)

    def _failed(self, exc: BaseException) -> None:
        self.progress.setValue(0)
        if isinstance(exc, UserError):
            self._finish(lambda: html.escape(shown(exc)))
        else:
            self._finish(
                lambda: html.escape(
                    QCoreApplication.translate("BacktestWindow", "The backtest failed: %1").replace(
                        "%1", repr(exc)
                    )
                )
            )

    def _cancelled(self) -> None:
        self.progress.setValue(0)
        self._finish(lambda: QCoreApplication.translate("BacktestWindow", "Cancelled."))

    def _show_figures(self, result: BacktestResult) -> None:
        self.figures.setHtml(result_html(result, None if self._source is None else self._source()))

    def show_result(self, result: BacktestResult) -> None:
        self.result = result
        self._show_figures(result)
        self.curves.show_paths(result.paths)
        mean = result.expected_net / result.shoes if result.shoes else 0.0
        self.histogram.show_results(result.shoe_net, mean)
