"""The counting lab window: choose a preset or edit a side-bet count, play it over
simulated shoes in the background (progress, cancel), and see its figures beside the
honest words, the bet's edge by true count and the spread of results over shoes; export
the charts as PNG and the figures as CSV."""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
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

from tracker.engine.cards import Composition
from tracker.engine.counting import RANK_NAMES, Count, CountTable
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.engine.sidebet_table import side_bet
from tracker.errors import UserError
from tracker.services import runner as chunks
from tracker.services.counting import CountCancelled, CountRun, run_count
from tracker.stats.counting import CountFigures
from tracker.ui.analysis.charts import ChartTabs, HistogramChart
from tracker.ui.analysis.count_charts import ExactSample, TrueCountChart
from tracker.ui.analysis.count_editor import CountEditor, CountSetup
from tracker.ui.analysis.texts import (
    a_count_is_not_a_system,
    count_gain_is_small,
    counters_are_limited,
    fixed,
    general,
    hands,
    number,
    only_side_bets_move,
    past_outcomes,
    percent,
    shoes_and_hands,
    signed,
)
from tracker.ui.shell.i18n import english_plural, is_language_change, shown
from tracker.ui.shell.save_dialog import choose_save_path
from tracker.ui.shell.side_bet_choice import bet_name, bet_pays
from tracker.ui.shell.tasks import Progress, Runner, TaskCancelled, TaskContext, TaskHandle


def watched() -> str:
    """The words under the lab, in the app's language: only side bets move, a count is
    not a system, and nothing here says what the next Banker or Player result will be."""
    sentence = past_outcomes()
    return (
        QCoreApplication.translate(
            "CountWindow", "%1 %2 Nothing here predicts a Banker or Player result: %3"
        )
        .replace("%1", only_side_bets_move())
        .replace("%2", a_count_is_not_a_system())
        .replace("%3", sentence[:1].lower() + sentence[1:])
    )


def _signed(x: float, places: int = 3) -> str:
    return signed(x, places)


def _signed_general(x: float) -> str:
    text = general(x)
    return text if x < 0 else "+" + text


def figure_rows(figures: CountFigures, bankroll: float) -> list[tuple[str, str]]:
    """The figures of a run as (name, value) rows, every number from ``figures``, in the
    app's language."""
    low, high = figures.interval
    s = figures.spread
    return [
        (
            QCoreApplication.translate("CountWindow", "Shoes"),
            QCoreApplication.translate("CountWindow", "%1 (%2)")
            .replace("%1", number(figures.shoes))
            .replace("%2", hands(figures.hands)),
        ),
        (
            QCoreApplication.translate("CountWindow", "Units won a shoe"),
            QCoreApplication.translate("CountWindow", "%1 ± %2 SE (95%: %3 to %4)")
            .replace("%1", _signed(figures.net_per_shoe))
            .replace("%2", fixed(figures.se_per_shoe, 3))
            .replace("%3", _signed(low, 2))
            .replace("%4", _signed(high, 2)),
        ),
        (QCoreApplication.translate("CountWindow", "Bets a shoe"), fixed(figures.bets_per_shoe, 2)),
        (
            QCoreApplication.translate("CountWindow", "Win per bet"),
            QCoreApplication.translate("CountWindow", "%1 units").replace(
                "%1", _signed(figures.win_per_bet, 4)
            ),
        ),
        (
            QCoreApplication.translate("CountWindow", "A shoe's result"),
            QCoreApplication.translate(
                "CountWindow", "SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6"
            )
            .replace("%1", fixed(figures.sd_per_shoe, 1))
            .replace("%2", _signed_general(s["p05"]))
            .replace("%3", _signed_general(s["p25"]))
            .replace("%4", _signed_general(s["p50"]))
            .replace("%5", _signed_general(s["p75"]))
            .replace("%6", _signed_general(s["p95"])),
        ),
        (QCoreApplication.translate("CountWindow", "Shoes ahead"), percent(figures.shoes_won, 1)),
        (
            QCoreApplication.translate("CountWindow", "Risk of ruin"),
            QCoreApplication.translate("CountWindow", "%1 for %2 units, ever (estimate)")
            .replace("%1", percent(figures.risk_of_ruin(bankroll), 1))
            .replace("%2", general(bankroll)),
        ),
    ]


def gain_words(figures: CountFigures) -> str:
    """The gain against the variance, in this run's numbers and the app's language."""
    if figures.bets == 0:
        return QCoreApplication.translate(
            "CountWindow", "This count never bet over these shoes: its rule is never met."
        )
    if figures.net_per_shoe <= 0:
        return QCoreApplication.translate(
            "CountWindow",
            "This count did not win over these shoes: where its bets are not in the player's "
            "favour, the house keeps its edge on every one.",
        )
    return (
        QCoreApplication.translate(
            "CountWindow",
            "The gain is small against its variance: %1 units a shoe against a swing of %2 "
            "units in one shoe; it takes about %3 shoes before the expected gain equals one "
            "standard deviation of the total, and only %4 of shoes end ahead.",
        )
        .replace("%1", _signed(figures.net_per_shoe, 2))
        .replace("%2", fixed(figures.sd_per_shoe, 1))
        .replace("%3", number(round(figures.shoes_to_one_se())))
        .replace("%4", percent(figures.shoes_won, 0))
    )


def bet_label(bet: str) -> str:
    """A side bet with what it pays, in the app's language: Dragon 7 (40:1)."""
    rule = side_bet(bet)
    return (
        QCoreApplication.translate("CountEditor", "%1 (%2)")
        .replace("%1", bet_name(rule))
        .replace("%2", bet_pays(rule))
    )


def describe_count(count: Count) -> str:
    """``Count.describe`` in the app's language."""
    if count.rule == "perfect":
        return QCoreApplication.translate(
            "CountWindow", "%1 whenever the exact edge is in the player's favour"
        ).replace("%1", bet_label(count.bet))
    groups: dict[int, str] = {}
    for rank, tag in zip(RANK_NAMES, count.tags, strict=True):
        if tag:
            groups[tag] = groups.get(tag, "") + rank
    tags = ", ".join(
        f"{ranks} {tag:+d}" for tag, ranks in groups.items()
    ) or QCoreApplication.translate("CountWindow", "none")
    return (
        QCoreApplication.translate("CountWindow", "%1: tags %2; start %3; bet when %4")
        .replace("%1", bet_label(count.bet))
        .replace("%2", tags)
        .replace("%3", f"{count.start:+d}")
        .replace("%4", f"{count.rule}{general(count.threshold)}")
    )


def describe_table(table: CountTable) -> str:
    """``CountTable.describe`` in the app's language."""
    count = table.decks  # a plain name: lupdate drops a call whose count is an attribute
    decks = english_plural(
        QCoreApplication.translate("CountWindow", "%Ln deck(s)", "", count), count
    )
    after = (
        QCoreApplication.translate("CountWindow", "one more hand")
        if table.after_cut == "one"
        else QCoreApplication.translate("CountWindow", "stop at once")
    )
    return (
        QCoreApplication.translate(
            "CountWindow", "%1, %2 cards behind the cut card (%3 when it comes out), %4"
        )
        .replace("%1", decks)
        .replace("%2", number(table.behind))
        .replace("%3", after)
        .replace(
            "%4",
            QCoreApplication.translate("CountWindow", "burn")
            if table.burn
            else QCoreApplication.translate("CountWindow", "no burn"),
        )
    )


_LOCAL = re.compile(r"(\d+) local processes")


def where_words(where: str) -> str:
    """Where a run was played (``Runner.where``) in the app's language."""
    if where == "this process":
        return QCoreApplication.translate("CountWindow", "this process")
    found = _LOCAL.fullmatch(where)
    if found:
        jobs = int(found[1])
        text = QCoreApplication.translate("CountWindow", "%Ln local process(es)", "", jobs)
        return text.replace("(es)", "" if jobs == 1 else "es")
    return where


def run_html(run: CountRun, bankroll: float) -> str:
    """The figures of a run and the honest words, as rich text in the app's language."""
    figures = run.figures
    parts = [f"<p><b>{html.escape(describe_count(run.count))}</b><br>"]
    parts.append(
        html.escape(
            QCoreApplication.translate("CountWindow", "%1. %2, seed %3, on %4.")
            .replace("%1", describe_table(run.table))
            .replace("%2", shoes_and_hands(figures.shoes, figures.hands))
            .replace("%3", str(run.seed))
            .replace("%4", where_words(run.where))
        )
        + "</p>"
    )
    if run.preset is not None:
        p = run.preset
        published = (
            QCoreApplication.translate(
                "CountWindow", "%1: published at about %2 units a shoe on about %3 bets a shoe."
            )
            .replace("%1", p.source)
            .replace("%2", _signed(p.published_net_per_shoe, 2))
            .replace("%3", general(p.published_bets_per_shoe))
        )
        parts.append(f"<p>{html.escape(published)}</p>")
    parts.append(_table(figure_rows(figures, bankroll)))
    if run.perfect is not None:
        perfect = QCoreApplication.translate(
            "CountWindow",
            "Perfect play, the bound (betting whenever the exact edge from the cards left "
            "favours the player), over %1 other shoes:",
        ).replace("%1", number(run.perfect.shoes))
        parts.append(f"<p>{html.escape(perfect)}</p>")
        parts.append(_table(figure_rows(run.perfect, bankroll)))
    parts.append(f"<p><b>{html.escape(gain_words(figures))}</b></p>")
    parts.append(f"<p><b>{html.escape(counters_are_limited())}</b></p>")
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
        self.runner = runner
        self.handle: TaskHandle[CountRun] | None = None
        self.result: CountRun | None = None
        self.bankroll = 0.0

        self.editor = CountEditor(self)
        self._message: Callable[[], str] | None = None
        self.run_button = QPushButton(self)
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setValue(0)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.figures = QTextBrowser(self)
        self.edge_chart = TrueCountChart(self)
        self.histogram = HistogramChart(self)
        self.charts = ChartTabs([self.edge_chart, self.histogram], "count.png", self)
        self.charts.export_failed.connect(self._export_failed)
        self.png_button = QPushButton(self)
        self.png_button.clicked.connect(self.charts.choose_export)
        self.csv_button = QPushButton(self)
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
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.note)
        self.retranslate()
        self.resize(1240, 760)

    def retranslate(self) -> None:
        """The window's texts in the app's language (and its figures again)."""
        self.setWindowTitle(
            QCoreApplication.translate("CountWindow", "Counting lab: side-bet counts — tracker")
        )
        self.run_button.setText(QCoreApplication.translate("CountWindow", "&Run"))
        self.cancel_button.setText(QCoreApplication.translate("CountWindow", "&Cancel"))
        self.png_button.setText(QCoreApplication.translate("CountWindow", "Export chart as &PNG…"))
        self.csv_button.setText(
            QCoreApplication.translate("CountWindow", "Export figures as CS&V…")
        )
        self.charts.setTabText(0, QCoreApplication.translate("CountWindow", "Edge by true count"))
        self.charts.setTabText(1, QCoreApplication.translate("CountWindow", "Results over shoes"))
        self.note.setText(f"<i>{html.escape(watched())}</i>")
        self.message.setText("" if self._message is None else self._message())
        if self.result is None:
            welcome = QCoreApplication.translate(
                "CountWindow",
                "Choose a published count or edit your own, then Run: shoes are dealt, every "
                "card seen is counted and the side bet is placed when the count says so.",
            )
            self.figures.setHtml(
                f"<p>{html.escape(welcome)}</p><p>{html.escape(count_gain_is_small())}</p>"
            )
        else:
            self.show_result(self.result)

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
            lambda: QCoreApplication.translate("CountWindow", "Could not write %1").replace(
                "%1", html.escape(path)
            )
        )

    def run(self) -> None:
        """Start the run the form describes, in the background."""
        try:
            setup = self.editor.setup()
        except UserError as exc:
            refusal = exc
            self._say(lambda: html.escape(shown(refusal)))
            return
        self.bankroll = setup.bankroll

        def task(context: TaskContext) -> CountRun:
            return play(setup, context)

        self._say(lambda: QCoreApplication.translate("CountWindow", "Dealing and counting…"))
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
            self._say(lambda: QCoreApplication.translate("CountWindow", "Cancelling…"))

    def _progressed(self, progress: Progress) -> None:
        if progress.total:
            self.progress.setValue(progress.done * 100 // progress.total)

    def _finish(self, message: Callable[[], str] | None) -> None:
        self.handle = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._say(message)

    def _done(self, result: CountRun) -> None:
        self.progress.setValue(100)
        self._finish(None)
        self.show_result(result)

    def _failed(self, exc: BaseException) -> None:
        self.progress.setValue(0)
        if isinstance(exc, UserError):
            self._finish(lambda: html.escape(shown(exc)))
        else:
            self._finish(
                lambda: html.escape(
                    QCoreApplication.translate("CountWindow", "The count failed: %1").replace(
                        "%1", repr(exc)
                    )
                )
            )

    def _cancelled(self) -> None:
        self.progress.setValue(0)
        self._finish(
            lambda: QCoreApplication.translate(
                "CountWindow",
                "Cancelled: the run was stopped before it finished; nothing is shown of it.",
            )
        )

    def show_result(self, result: CountRun) -> None:
        self.result = result
        self.figures.setHtml(run_html(result, self.bankroll))
        self._fit_figures()
        top = side_bet_edges(Composition.full(result.table.decks))[result.count.bet]
        count = result.count
        bets_from = count.threshold if count.rule == "tc>=" else None
        rule_words = None
        if count.rule in ("rc>", "rc>="):
            rule_words = QCoreApplication.translate(
                "CountWindow",
                "the count bets when %1 (a running count, not a place on this axis)",
            ).replace("%1", f"{count.rule}{general(count.threshold)}")
        exact = None
        if result.exact_curve is not None and result.perfect is not None:
            exact = ExactSample(result.exact_curve, result.perfect.shoes)
        self.edge_chart.show_curve(result.curve, -top.house_edge, bets_from, exact, rule_words)
        self.histogram.show_results(
            result.shoe_net,
            result.figures.net_per_shoe,
            QCoreApplication.translate("CountWindow", "mean of this run"),
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
        path, _ = choose_save_path(
            self,
            QCoreApplication.translate("CountWindow", "Export the figures"),
            "count.csv",
            QCoreApplication.translate("CountWindow", "CSV (*.csv)"),
            None,
        )
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
            reason = exc.strerror or ""
            self._say(
                lambda: html.escape(
                    QCoreApplication.translate("CountWindow", "Could not write %1: %2")
                    .replace("%1", path)
                    .replace("%2", reason)
                )
            )
            return False
        self._say(
            lambda: html.escape(
                QCoreApplication.translate("CountWindow", "Saved %1").replace("%1", path)
            )
        )
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
