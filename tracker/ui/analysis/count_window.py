"""The counting lab window: choose a preset or edit a side-bet count, play it over
simulated shoes in the background (progress, cancel), and see its figures beside the
honest words, the bet's edge by true count and the spread of results over shoes; export
the charts as PNG and the figures as CSV."""

from __future__ import annotations

import html
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
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.errors import UserError
from tracker.services import runner as chunks
from tracker.services.counting import CountCancelled, CountRun, run_count
from tracker.ui.analysis.charts import ChartTabs, HistogramChart
from tracker.ui.analysis.count_charts import ExactSample, TrueCountChart
from tracker.ui.analysis.count_editor import CountEditor, CountSetup
from tracker.ui.analysis.count_report import (
    run_csv,
    run_html,
    watched,
)
from tracker.ui.analysis.texts import (
    count_gain_is_small,
    general,
)
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.save_dialog import choose_save_path
from tracker.ui.shell.tasks import Progress, Runner, TaskCancelled, TaskContext, TaskHandle


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
