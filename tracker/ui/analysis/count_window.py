"""The counting lab window: choose a preset or edit a side-bet count, play it over
simulated shoes in the background (progress, cancel), and see its figures beside the
honest words, the bet's edge by true count and the spread of results over shoes; export
the charts as PNG and the figures as CSV."""

from __future__ import annotations

import csv
import html
import io
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tracker import honesty, words
from tracker.engine.cards import Composition
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.errors import UserError
from tracker.services import runner as chunks
from tracker.services.counting import CountCancelled, CountRun, run_count
from tracker.stats.counting import CountFigures
from tracker.ui.analysis.charts import ChartTabs, HistogramChart
from tracker.ui.analysis.count_charts import ExactSample, TrueCountChart
from tracker.ui.analysis.count_editor import CountEditor, CountSetup
from tracker.ui.shell.save_dialog import choose_save_path
from tracker.ui.shell.tasks import Progress, Runner, TaskCancelled, TaskContext, TaskHandle

WATCHED = (
    f"{honesty.ONLY_SIDE_BETS_MOVE} {honesty.A_COUNT_IS_NOT_A_SYSTEM} "
    f"Nothing here predicts a Banker or Player result: {honesty.PAST_OUTCOMES.lower()}"
)


def _signed(x: float, places: int = 3) -> str:
    return f"{x:+.{places}f}"


def figure_rows(figures: CountFigures, bankroll: float) -> list[tuple[str, str]]:
    """The figures of a run as (name, value) rows, every number from ``figures``."""
    low, high = figures.interval
    s = figures.spread
    return [
        ("Shoes", f"{figures.shoes:,} ({figures.hands:,} hands)"),
        (
            "Units won a shoe",
            f"{_signed(figures.net_per_shoe)} ± {figures.se_per_shoe:.3f} SE "
            f"(95%: {_signed(low, 2)} to {_signed(high, 2)})",
        ),
        ("Bets a shoe", f"{figures.bets_per_shoe:.2f}"),
        ("Win per bet", f"{_signed(figures.win_per_bet, 4)} units"),
        (
            "A shoe's result",
            f"SD {figures.sd_per_shoe:.1f}; 5% {s['p05']:+g}, 25% {s['p25']:+g}, "
            f"median {s['p50']:+g}, 75% {s['p75']:+g}, 95% {s['p95']:+g}",
        ),
        ("Shoes ahead", f"{figures.shoes_won:.1%}"),
        (
            "Risk of ruin",
            f"{figures.risk_of_ruin(bankroll):.1%} for {bankroll:g} units, ever (estimate)",
        ),
    ]


def gain_words(figures: CountFigures) -> str:
    """The gain against the variance, in this run's numbers."""
    if figures.bets == 0:
        return "This count never bet over these shoes: its rule is never met."
    if figures.net_per_shoe <= 0:
        return (
            "This count did not win over these shoes: where its bets are not in the player's "
            "favour, the house keeps its edge on every one."
        )
    return (
        f"The gain is small against its variance: {_signed(figures.net_per_shoe, 2)} units a "
        f"shoe against a swing of {figures.sd_per_shoe:.1f} units in one shoe; it takes about "
        f"{figures.shoes_to_one_se():,.0f} shoes before the expected gain equals one standard "
        f"deviation of the total, and only {figures.shoes_won:.0%} of shoes end ahead."
    )


def run_html(run: CountRun, bankroll: float) -> str:
    """The figures of a run and the honest words, as rich text."""
    figures = run.figures
    parts = [f"<p><b>{html.escape(run.count.describe())}</b><br>"]
    parts.append(
        html.escape(
            f"{run.table.describe()}. {words.shoes_and_hands(figures.shoes, figures.hands)}, "
            f"seed {run.seed}, on {run.where}."
        )
        + "</p>"
    )
    if run.preset is not None:
        p = run.preset
        parts.append(
            f"<p>{html.escape(p.source)}: published at about "
            f"{_signed(p.published_net_per_shoe, 2)} units a shoe on about "
            f"{p.published_bets_per_shoe:g} bets a shoe.</p>"
        )
    parts.append(_table(figure_rows(figures, bankroll)))
    if run.perfect is not None:
        parts.append(
            "<p>Perfect play, the bound (betting whenever the exact edge from the cards left "
            f"favours the player), over {run.perfect.shoes:,} other shoes:</p>"
        )
        parts.append(_table(figure_rows(run.perfect, bankroll)))
    parts.append(f"<p><b>{html.escape(gain_words(figures))}</b></p>")
    parts.append(f"<p><b>{html.escape(honesty.COUNTERS_ARE_LIMITED)}</b></p>")
    return "".join(parts)


def _table(rows: list[tuple[str, str]]) -> str:
    """Two figures a row, so the table stays short beside the charts."""
    pairs = [rows[i : i + 2] for i in range(0, len(rows), 2)]
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{html.escape(k)}</td><td><b>{html.escape(v)}</b></td><td width='16'></td>"
            for k, v in pair
        )
        + "</tr>"
        for pair in pairs
    )
    return f"<table cellpadding='2'>{body}</table>"


def run_csv(run: CountRun, bankroll: float) -> str:
    """The figures of a run and its edge by true count, as CSV."""
    out = io.StringIO()
    table = csv.writer(out, lineterminator="\n")
    table.writerow(["figure", "value"])
    table.writerow(["count", run.count.describe()])
    table.writerow(["table", run.table.describe()])
    table.writerow(["seed", run.seed])
    for key, value in run.figures.as_json().items():
        if isinstance(value, dict):
            for name, amount in value.items():
                table.writerow([f"{key}_{name}", amount])
        else:
            table.writerow([key, value])
    table.writerow(["bankroll", bankroll])
    table.writerow(["risk_of_ruin", run.figures.risk_of_ruin(bankroll)])
    realised = {} if run.curve is None else {row[0]: row[1:] for row in run.curve.rows()}
    exact = {} if run.exact_curve is None else {row[0]: row[1:] for row in run.exact_curve.rows()}
    if realised or exact:
        table.writerow([])
        if run.perfect is not None and exact:
            table.writerow(["exact_edge_shoes", run.perfect.shoes])
        table.writerow(
            [
                "true_count",
                "hands",
                "won_per_unit",
                "standard_error",
                "exact_hands",
                "exact_edge",
                "exact_edge_se",
            ]
        )
        for tc in sorted(set(realised) | set(exact)):
            table.writerow([tc, *_cells(realised.get(tc)), *_cells(exact.get(tc))])
    return out.getvalue()


def _cells(row: tuple[int, float, float] | None) -> list[object]:
    """Hands, mean and standard error; blank where there is none."""
    if row is None:
        return ["", "", ""]
    hands, mean, se = row
    return [hands, mean, "" if se != se else se]


class CountWindow(QWidget):
    """Choose or edit a count; run it in the background; see what it did."""

    def __init__(self, runner: Runner, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Counting lab: side-bet counts — tracker")
        self.runner = runner
        self.handle: TaskHandle[CountRun] | None = None
        self.result: CountRun | None = None
        self.bankroll = 0.0

        self.editor = CountEditor(self)
        self.run_button = QPushButton("&Run", self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton("&Cancel", self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setValue(0)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.figures = QTextBrowser(self)
        self.figures.setHtml(
            "<p>Choose a published count or edit your own, then Run: shoes are dealt, every "
            "card seen is counted and the side bet is placed when the count says so.</p>"
            f"<p>{html.escape(honesty.COUNT_GAIN_IS_SMALL)}</p>"
        )
        self.edge_chart = TrueCountChart(self)
        self.histogram = HistogramChart(self)
        self.charts = ChartTabs(
            [(self.edge_chart, "Edge by true count"), (self.histogram, "Results over shoes")],
            "count.png",
            self,
        )
        self.charts.export_failed.connect(
            lambda path: self.message.setText(f"Could not write {html.escape(path)}")
        )
        self.png_button = QPushButton("Export chart as &PNG…", self)
        self.png_button.clicked.connect(self.charts.choose_export)
        self.csv_button = QPushButton("Export figures as CS&V…", self)
        self.csv_button.clicked.connect(self.choose_csv)
        self.csv_button.setEnabled(False)

        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        form = QWidget(self)
        left = QVBoxLayout(form)
        left.addWidget(self.editor)
        left.addLayout(buttons)
        left.addWidget(self.progress)
        left.addWidget(self.message)
        left.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(form)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(form.sizeHint().width() + 24)
        self.figures.setMinimumHeight(170)
        right = QVBoxLayout()
        right.addWidget(self.figures, 1)
        right.addWidget(self.charts, 1)
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(self.png_button)
        exports.addWidget(self.csv_button)
        right.addLayout(exports)
        columns = QHBoxLayout()
        columns.addWidget(scroll, 0)
        columns.addLayout(right, 1)
        self.note = QLabel(f"<i>{html.escape(WATCHED)}</i>", self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.note)
        self.resize(1240, 760)

    def run(self) -> None:
        """Start the run the form describes, in the background."""
        try:
            setup = self.editor.setup()
        except UserError as exc:
            self.message.setText(html.escape(str(exc)))
            return
        self.bankroll = setup.bankroll

        def task(context: TaskContext) -> CountRun:
            return play(setup, context)

        self.message.setText("Dealing and counting…")
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
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
            self.message.setText("Cancelling…")

    def _progressed(self, progress: Progress) -> None:
        if progress.total:
            self.progress.setValue(progress.done * 100 // progress.total)

    def _finish(self, message: str) -> None:
        self.handle = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.message.setText(message)

    def _done(self, result: CountRun) -> None:
        self.progress.setValue(100)
        self._finish("")
        self.show_result(result)

    def _failed(self, exc: BaseException) -> None:
        self.progress.setValue(0)
        if isinstance(exc, UserError):
            self._finish(html.escape(str(exc)))
        else:
            self._finish(html.escape(f"The count failed: {exc!r}"))

    def _cancelled(self) -> None:
        self.progress.setValue(0)
        self._finish("Cancelled: the run was stopped before it finished; nothing is shown of it.")

    def show_result(self, result: CountRun) -> None:
        self.result = result
        self.figures.setHtml(run_html(result, self.bankroll))
        self._fit_figures()
        top = side_bet_edges(Composition.full(result.table.decks))[result.count.bet]
        count = result.count
        bets_from = count.threshold if count.rule == "tc>=" else None
        rule_words = None
        if count.rule in ("rc>", "rc>="):
            rule_words = (
                f"the count bets when {count.rule}{count.threshold:g} (a running count, "
                "not a place on this axis)"
            )
        exact = None
        if result.exact_curve is not None and result.perfect is not None:
            exact = ExactSample(result.exact_curve, result.perfect.shoes)
        self.edge_chart.show_curve(result.curve, -top.house_edge, bets_from, exact, rule_words)
        self.histogram.show_results(
            result.shoe_net, result.figures.net_per_shoe, "mean of this run"
        )
        self.csv_button.setEnabled(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_figures()

    def _fit_figures(self) -> None:
        """The figures take the height their words need, the charts the rest (the figures
        scroll when the charts' least height leaves them too little)."""
        document = self.figures.document()
        document.setTextWidth(self.figures.viewport().width())
        frame = self.figures.height() - self.figures.viewport().height()
        need = int(document.size().height()) + frame + 4
        self.figures.setMaximumHeight(max(need, self.figures.minimumHeight()))

    def choose_csv(self) -> None:
        if self.result is None:
            return
        path, _ = choose_save_path(self, "Export the figures", "count.csv", "CSV (*.csv)", None)
        if path:
            self.export_csv(path)

    def export_csv(self, path: str) -> bool:
        """Write the shown run's figures and edge by true count; ``False`` (and a message)
        when the file cannot be written."""
        if self.result is None:
            return False
        try:
            Path(path).write_text(run_csv(self.result, self.bankroll), encoding="utf-8")
        except OSError as exc:
            self.message.setText(html.escape(f"Could not write {path}: {exc.strerror}"))
            return False
        self.message.setText(html.escape(f"Saved {path}"))
        return True


EXACT_SHOE_WORK = 3000
"""About what one exact-edge shoe costs in counted shoes: the progress bar weighs them so."""


def work_done(setup: CountSetup, done: int) -> tuple[int, int]:
    """(work done, work in all) of a run of ``setup`` that has played ``done`` shoes, the
    counted shoes first, then the exact-edge shoes, each of these weighing
    :data:`EXACT_SHOE_WORK`."""
    exact = max(done - setup.shoes, 0)
    total = setup.shoes + EXACT_SHOE_WORK * setup.perfect_shoes
    return min(done, setup.shoes) + EXACT_SHOE_WORK * exact, total


def play(setup: CountSetup, context: TaskContext) -> CountRun:
    """Run ``setup`` on its processes, reporting to ``context`` (runs in the background)."""
    try:
        return run_count(
            setup.count,
            setup.table,
            setup.shoes,
            seed=setup.seed,
            runner=chunks.Runner(jobs=setup.jobs),
            perfect_shoes=setup.perfect_shoes,
            preset=setup.preset,
            progress=lambda done, _total: context.progress(*work_done(setup, done)),
            cancelled=context.cancelled,
        )
    except CountCancelled:
        raise TaskCancelled from None
