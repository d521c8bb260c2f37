"""The statistics window: the shown shoe or the whole library against chance, in
figures and charts, worked out in the background from :mod:`tracker.services.analysis`."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tracker import words
from tracker.history import ShoeRecord
from tracker.honesty import PAST_PREDICTS_NOTHING
from tracker.services.analysis import statistics_of_library, statistics_of_shoes
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.randomness import exact_probabilities, reading
from tracker.stats.report import SHARE_LABELS, Share, Statistics, banker_share
from tracker.stats.walk import Walk, walk
from tracker.store import Library
from tracker.ui.analysis.charts import ChartTabs, EdgeChart, StreakChart, WalkChart
from tracker.ui.shell.tasks import Runner, TaskContext

SHOWN_SHOE = "The shown shoe"
WHOLE_LIBRARY = "The whole library"


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.2f}%"


def _share_row(name: str, share: Share) -> str:
    if share.count is None:
        return f"<tr><td>{name}</td><td colspan='4'>not recorded</td></tr>"
    return (
        f"<tr><td>{name}</td><td align='right'>{share.count}</td>"
        f"<td align='right'>{_pct(share.share)}</td>"
        f"<td align='right'>{_pct(share.low)}–{_pct(share.high)}</td>"
        f"<td align='right'>{_pct(share.expected_share)}</td></tr>"
    )


def statistics_html(stats: Statistics, where: str) -> str:
    """The window's figures as rich text (every number from ``stats``)."""
    rows = "".join(_share_row(label, stats.shares[key]) for key, label in SHARE_LABELS.items())
    parts = [
        f"<p><b>{html.escape(where)}</b>: {words.count(stats.shoes, 'shoe')}, "
        f"{words.count(stats.hands, 'hand')}</p>",
        "<table cellspacing='0' cellpadding='3'><tr><th></th><th align='right'>Seen</th>"
        "<th align='right'>Share</th><th align='right'>95% interval</th>"
        f"<th align='right'>Chance</th></tr>{rows}</table>",
    ]
    note = stats.natural_note()
    if note:
        parts.append(f"<p>Natural: {html.escape(note)}.</p>")
    tests = []
    chi, runs, lag = stats.chi_square, stats.runs_test, stats.lag1
    tests.append(
        f"Chi-square: χ² = {chi.statistic:.2f}, p = {chi.p_value:.3g}: {reading(chi.p_value)}"
        if chi.p_value is not None
        else f"Chi-square: not tested, {chi.reason}"
    )
    tests.append(
        f"Runs: {runs.runs} seen, {runs.expected:.1f} expected, p = {runs.p_value:.3g}: "
        f"{reading(runs.p_value)}"
        if runs.p_value is not None
        else f"Runs: not tested, {runs.reason}"
    )
    tests.append(
        f"Lag-1 correlation: r = {lag.r:+.3f}, p = {lag.p_value:.3g}: {reading(lag.p_value)}"
        if lag.p_value is not None and lag.r is not None
        else f"Lag-1 correlation: not tested, {lag.reason}"
    )
    st = stats.streaks
    tests.append(
        f"Longest streak: Banker {st.seen.longest_banker}, Player {st.seen.longest_player}"
        + (
            f"; chance gives one of {st.longest} or more in {100 * st.chance_at_least:.0f}% "
            "of such shoes"
            if st.chance_at_least is not None
            else ""
        )
        + f". Chops {st.chops} ({st.expected_chops:.1f} expected)."
    )
    per = stats.per_shoe
    if stats.shoes > 1:
        flagged = per.runs_test
        tests.append(
            f"Shoe by shoe at p < {per.level:g}: runs test {flagged.significant} of "
            f"{flagged.tested}, chi-square {per.chi_square.significant} of "
            f"{per.chi_square.tested}, longest streak {per.longest_streak.significant} of "
            f"{per.longest_streak.tested}; chance alone flags about "
            f"{flagged.expected:.0f}, {per.chi_square.expected:.0f} and "
            f"{per.longest_streak.expected:.0f}."
        )
    parts.append("<p>" + "<br>".join(html.escape(t) for t in tests) + "</p>")
    parts.append(_streak_table(stats))
    if stats.card_odds is not None:
        parts.append(_edges_table(stats))
    return "".join(parts)


def _streak_table(stats: Statistics) -> str:
    st = stats.streaks
    top = max([*st.seen.banker, *st.seen.player, 0])
    if not top:
        return ""
    cells = "".join(
        f"<tr><td align='right'>{k}</td><td align='right'>{st.seen.banker.get(k, 0)}</td>"
        f"<td align='right'>{st.expected_banker.get(k, 0.0):.1f}</td>"
        f"<td align='right'>{st.seen.player.get(k, 0)}</td>"
        f"<td align='right'>{st.expected_player.get(k, 0.0):.1f}</td></tr>"
        for k in range(1, top + 1)
    )
    return (
        "<p><b>Streaks by length</b> (as the big road shows them)</p>"
        "<table cellspacing='0' cellpadding='2'><tr><th>Length</th><th>Banker</th>"
        "<th>expected</th><th>Player</th><th>expected</th></tr>"
        f"{cells}</table>"
    )


def _edges_table(stats: Statistics) -> str:
    odds = stats.card_odds
    assert odds is not None
    rows = "".join(
        f"<tr><td>{html.escape(name.replace('_', ' '))}</td>"
        f"<td align='right'>{100 * path.edges[0]:.3f}%</td>"
        f"<td align='right'>{100 * path.edges[-1]:.3f}%</td>"
        f"<td align='right'>{100 * path.lowest:.2f}% to {100 * path.highest:.2f}%</td></tr>"
        for name, path in odds.paths.items()
    )
    return (
        "<p><b>House edge from the cards left</b> (exact; negative favours the player)</p>"
        "<table cellspacing='0' cellpadding='2'><tr><th></th><th>first hand</th>"
        f"<th>next hand</th><th>over the shoe</th></tr>{rows}</table>"
    )


class StatisticsWindow(QWidget):
    """Figures and charts of the shown shoe or the whole library, with the statement that
    past outcomes cannot predict future hands."""

    def __init__(
        self,
        library: Library,
        runner: Runner,
        shown_shoe: Callable[[], ShoeRecord | None],
        parent: QWidget | None = None,
        *,
        chosen: Sequence[int] = (),
    ) -> None:
        """``chosen``: shoes chosen elsewhere (the library browser's selection), offered
        as a scope of their own and shown first."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Statistics — tracker")
        self.library = library
        self.runner = runner
        self.shown_shoe = shown_shoe
        self.chosen = tuple(chosen)
        self.scope = QComboBox(self)
        if self.chosen:
            count = len(self.chosen)
            self.scope.addItem(f"The {count} chosen shoe{'' if count == 1 else 's'}")
        self.scope.addItems([SHOWN_SHOE, WHOLE_LIBRARY])
        self.scope.currentIndexChanged.connect(self.refresh)
        self.refresh_button = QPushButton("&Refresh", self)
        self.refresh_button.clicked.connect(self.refresh)
        self.export_button = QPushButton("&Export chart as PNG…", self)
        self.status = QLabel(self)
        self.figures = QTextBrowser(self)
        self.figures.setOpenLinks(False)
        self.streaks = StreakChart(self)
        self.walk = WalkChart(self)
        self.edges = EdgeChart(self)
        self.charts = ChartTabs(
            [
                (self.streaks, "Streaks"),
                (self.walk, "Banker − Player"),
                (self.edges, "Edges of the bets"),
            ],
            "chart.png",
            self,
        )
        self.export_button.clicked.connect(self.charts.choose_export)
        self.charts.export_failed.connect(
            lambda path: self.status.setText(f"Could not write {path}")
        )
        self.note = QLabel(f"<i>{html.escape(PAST_PREDICTS_NOTHING)}</i>", self)
        self.note.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(QLabel("Statistics of", self))
        top.addWidget(self.scope)
        top.addWidget(self.refresh_button)
        top.addStretch(1)
        top.addWidget(self.status)
        top.addWidget(self.export_button)
        split = QSplitter(self)
        split.addWidget(self.figures)
        split.addWidget(self.charts)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([440, 640])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(self.note)
        self.resize(1100, 640)
        self.stats: Statistics | None = None
        self.refresh()

    def refresh(self) -> None:
        """Work the figures out again for the chosen scope (in the background)."""
        if self.chosen and self.scope.currentIndex() == 0:
            self._refresh_chosen()
            return
        whole = self.scope.currentText() == WHOLE_LIBRARY
        shoe = None if whole else self.shown_shoe()
        if not whole and shoe is None:
            self._show(None, None, "No shoe is shown: open one, or choose the whole library.")
            return
        self.status.setText("Working…")
        library = self.library

        def task(context: TaskContext) -> tuple[Statistics, Walk | None]:
            if shoe is None:
                return statistics_of_library(library), None
            stats = statistics_of_shoes([shoe])
            outcomes = ShoeOutcomes.of(shoe)
            return stats, walk(outcomes.letters, banker_share(exact_probabilities(outcomes.decks)))

        where = "the whole library" if shoe is None else f"shoe {shoe.label}"
        self.runner.submit(
            task,
            on_done=lambda result: self._show(result[0], result[1], None, where),
            on_error=lambda exc: self._show(None, None, f"The statistics failed: {exc}"),
        )

    def _refresh_chosen(self) -> None:
        """The figures of the chosen shoes together (one shoe: with its walk and edges)."""
        self.status.setText("Working…")
        library, chosen = self.library, self.chosen

        def task(context: TaskContext) -> tuple[Statistics, Walk | None]:
            if len(chosen) == 1:
                shoe = library.load_shoe(chosen[0])
                outcomes = ShoeOutcomes.of(shoe)
                share = banker_share(exact_probabilities(outcomes.decks))
                return statistics_of_shoes([shoe]), walk(outcomes.letters, share)
            return statistics_of_library(library, list(chosen)), None

        count = len(chosen)
        where = f"the {count} chosen shoe{'' if count == 1 else 's'}"
        self.runner.submit(
            task,
            on_done=lambda result: self._show(result[0], result[1], None, where),
            on_error=lambda exc: self._show(None, None, f"The statistics failed: {exc}"),
        )

    def _show(
        self, stats: Statistics | None, shoe_walk: Walk | None, message: str | None, where: str = ""
    ) -> None:
        if stats is not None and stats.hands == 0:
            stats, shoe_walk = None, None
            message = "No hands to count yet: import shoe files (File › Import) or log a shoe."
        self.stats = stats
        self.status.setText("")
        if stats is None:
            self.figures.setHtml(f"<p>{html.escape(message or '')}</p>")
        else:
            self.figures.setHtml(statistics_html(stats, where))
        self.streaks.show_streaks(None if stats is None else stats.streaks)
        self.walk.show_walk(shoe_walk)
        self.edges.show_edges(None if stats is None else stats.card_odds)
        has_edges = stats is not None and stats.card_odds is not None
        self.charts.setTabEnabled(1, shoe_walk is not None)
        self.charts.setTabEnabled(2, has_edges)
        # A disabled tab says why, on the tab itself.
        self.charts.setTabToolTip(
            1, "" if shoe_walk is not None else "Drawn for one shoe: show or choose one shoe"
        )
        self.charts.setTabToolTip(
            2, "" if has_edges else "Drawn for one shoe whose cards are recorded"
        )
        if not self.charts.isTabEnabled(self.charts.currentIndex()):
            self.charts.setCurrentIndex(0)
