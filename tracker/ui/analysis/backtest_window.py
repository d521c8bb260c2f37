"""The backtest window: choose a system, its bet and the table, play it over the shown shoe,
the whole library or simulated shoes in the background (progress, cancel), and see the
result beside the expected loss, with bankroll curves and the spread over shoes."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
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
from tracker.honesty import NO_SYSTEM_CHANGES_THE_EDGE, PAST_PREDICTS_NOTHING
from tracker.roads import DerivedRoad
from tracker.services.backtesting import (
    BacktestCancelled,
    backtest_library,
    backtest_shoes,
    backtest_simulation,
)
from tracker.stats.backtest import BETS, SYSTEMS, BacktestResult, Plan, parse_rules
from tracker.store import Library
from tracker.ui.analysis.charts import BankrollChart, ChartTabs, HistogramChart
from tracker.ui.shell.tasks import Progress, Runner, TaskCancelled, TaskContext, TaskHandle

SOURCES = ("Simulated shoes", "The shown shoe", "The whole library")
EXAMPLE_RULES = "# one rule a line\nafter B B P bet P 2 units\nafter P P P bet B\n"


def result_html(result: BacktestResult) -> str:
    """The figures of a backtest as rich text (every number from ``result``)."""
    d = result.as_json()
    rows = [
        ("Shoes", f"{d['shoes']:,}"),
        ("Hands", f"{d['hands']:,}"),
        ("Bets placed", f"{d['bets']:,}"),
        ("Wagered", f"{d['wagered']:,}"),
        ("Net", f"{float(result.net):+,.2f}"),
        (
            "Net per unit wagered",
            "–" if d["net_per_wagered"] is None else f"{100 * d['net_per_wagered']:+.3f}%",
        ),
        ("Expected net", f"{d['expected_net']:+,.2f}"),
        (
            "Expected per unit wagered",
            "–"
            if d["expected_per_wagered"] is None
            else f"{100 * d['expected_per_wagered']:+.3f}% (the house edge)",
        ),
        ("Standard error", f"{d['standard_error']:,.2f}"),
    ]
    if result.plan.bankroll:
        rows.append(("Shoes busted", f"{d['busted']:,} of {d['shoes']:,}"))
    spread = d["spread"]
    if spread:
        rows.append(
            (
                "A shoe's net",
                f"median {spread['median']:+.2f}, 5%–95% {spread['p5']:+.2f} to "
                f"{spread['p95']:+.2f}; {spread['shoes_ahead']:,} shoes ahead",
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
    return (
        f"<p><b>{html.escape(SYSTEMS[result.plan.system].title)}</b> — "
        f"{html.escape(result.source)}</p><table cellpadding='2'>{body}</table>"
        f"<p><b>{html.escape(NO_SYSTEM_CHANGES_THE_EDGE)}</b></p>"
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
        self.setWindowTitle("Backtest a betting system — tracker")
        self.library = library
        self.runner = runner
        self.shown_shoe = shown_shoe
        self.handle: TaskHandle[BacktestResult] | None = None
        self.result: BacktestResult | None = None

        self.system = QComboBox(self)
        for name, spec in SYSTEMS.items():
            self.system.addItem(spec.title, name)
            self.system.setItemData(
                self.system.count() - 1, spec.description, Qt.ItemDataRole.ToolTipRole
            )
        self.bet = QComboBox(self)
        for bet in BETS:
            self.bet.addItem(bet.replace("_", " ").capitalize(), bet)
        self.road = QComboBox(self)
        for road in DerivedRoad:
            self.road.addItem(road.value.replace("_", " ").capitalize(), road.value)
        self.unit = self._spin(1, 1_000_000, 1)
        self.table_max = self._spin(0, 100_000_000, 0, "none")
        self.bankroll = self._spin(0, 100_000_000, 0, "none")
        self.rules = QPlainTextEdit(EXAMPLE_RULES, self)
        self.rules.setMinimumHeight(80)
        self.rules.setMaximumHeight(130)
        self.source = QComboBox(self)
        self.source.addItems(SOURCES)
        self.shoes = self._spin(1, 10_000_000, 10_000)
        self.seed = self._spin(-1, 2_000_000_000, 2026, "random")
        self.seed.setGroupSeparatorShown(False)
        self.decks = self._spin(1, 8, 8)
        self.run_button = QPushButton("&Run", self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton("&Cancel", self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.export_button = QPushButton("&Export chart as PNG…", self)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(True)
        self.progress.setValue(0)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.figures = QTextBrowser(self)
        self.curves = BankrollChart(self)
        self.histogram = HistogramChart(self)
        self.charts = ChartTabs(
            [(self.curves, "Bankroll curves"), (self.histogram, "Results over shoes")],
            "backtest.png",
            self,
        )
        self.export_button.clicked.connect(self.charts.choose_export)
        self.charts.export_failed.connect(
            lambda path: self.message.setText(f"Could not write {html.escape(path)}")
        )

        form = QFormLayout()
        form.addRow("System", self.system)
        form.addRow("Bet", self.bet)
        form.addRow("Derived road", self.road)
        form.addRow("Rules", self.rules)
        form.addRow("First stake (unit)", self.unit)
        form.addRow("Table maximum", self.table_max)
        form.addRow("Bankroll a shoe", self.bankroll)
        form.addRow("Play over", self.source)
        form.addRow("Simulated shoes", self.shoes)
        form.addRow("Seed", self.seed)
        form.addRow("Decks", self.decks)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.message)
        left.addStretch(1)
        self.figures.setMinimumHeight(150)
        self.figures.setMaximumHeight(190)
        self.figures.setHtml("<p>Choose a system and where to play it, then Run.</p>")
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
        note = QLabel(f"<i>{html.escape(PAST_PREDICTS_NOTHING)}</i>", self)
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(note)
        self.note = note
        self.system.currentIndexChanged.connect(self._system_changed)
        self.source.currentIndexChanged.connect(self._system_changed)
        self._system_changed()
        self.resize(1180, 720)

    def _spin(self, low: int, high: int, value: int, special: str = "") -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setGroupSeparatorShown(True)
        if special:
            spin.setSpecialValueText(special)
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
            self.message.setText(html.escape(str(exc)))
            return
        source = self.source.currentIndex()
        shoe = self.shown_shoe() if source == 1 else None
        if source == 1 and shoe is None:
            self.message.setText("No shoe is shown: open one, or play simulated shoes.")
            return
        shoes, seed, decks, library = (
            self.shoes.value(),
            None if self.seed.value() < 0 else self.seed.value(),
            self.decks.value(),
            self.library,
        )

        def task(context: TaskContext) -> BacktestResult:
            if source == 0:
                try:
                    return backtest_simulation(
                        plan,
                        shoes,
                        seed=seed,
                        decks=decks,
                        progress=lambda done, total: context.progress(done, total),
                        cancelled=context.cancelled,
                    ).result
                except BacktestCancelled:
                    raise TaskCancelled from None
            if source == 1:
                assert shoe is not None
                return backtest_shoes(plan, [shoe], source=f"shoe {shoe.label}")
            return backtest_library(plan, library)

        self.message.setText("Playing…")
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

    def _finish(self, message: str) -> None:
        self.handle = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setRange(0, 100)
        self.message.setText(message)

    def _done(self, result: BacktestResult) -> None:
        self.progress.setValue(100)
        self._finish("")
        self.show_result(result)

    def _failed(self, exc: BaseException) -> None:
        self.progress.setValue(0)
        if isinstance(exc, UserError):
            self._finish(html.escape(str(exc)))
        else:
            self._finish(html.escape(f"The backtest failed: {exc!r}"))

    def _cancelled(self) -> None:
        self.progress.setValue(0)
        self._finish("Cancelled.")

    def show_result(self, result: BacktestResult) -> None:
        self.result = result
        self.figures.setHtml(result_html(result))
        self.curves.show_paths(result.paths)
        mean = result.expected_net / result.shoes if result.shoes else 0.0
        self.histogram.show_results(result.shoe_net, mean)
