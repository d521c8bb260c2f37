"""The statistics window: the shown shoe or the whole library against chance, in
figures and charts, worked out in the background from :mod:`tracker.services.analysis`."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
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

from tracker.history import ShoeRecord
from tracker.services.analysis import statistics_of_library, statistics_of_shoes
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.randomness import exact_probabilities
from tracker.stats.report import SHARE_LABELS, Share, Statistics, banker_share
from tracker.stats.walk import Walk, walk
from tracker.store import Library
from tracker.ui.analysis.charts import ChartTabs, EdgeChart, StreakChart, WalkChart
from tracker.ui.analysis.texts import (
    bet_name,
    fixed,
    general,
    hands,
    number,
    past_predicts_nothing,
    percent,
    reading,
    reason_text,
    shoes_and_hands,
    signed,
    statistics_text,
)
from tracker.ui.shell.i18n import english_plural, is_language_change, shown
from tracker.ui.shell.tasks import Runner, TaskContext

SHOWN_SHOE = "The shown shoe"
WHOLE_LIBRARY = "The whole library"
"""The scopes as the English window lists them (the catalogues translate them)."""


def _cell(text: str, align: str = "right") -> str:
    return f"<td align='{align}'>{html.escape(text)}</td>"


def _share_row(name: str, share: Share) -> str:
    label = html.escape(statistics_text(name))
    if share.count is None:
        unrecorded = QCoreApplication.translate("Statistics", "not recorded")
        return f"<tr><td>{label}</td><td colspan='4'>{html.escape(unrecorded)}</td></tr>"
    interval = (
        QCoreApplication.translate("Statistics", "%1–%2")
        .replace("%1", percent(share.low))
        .replace("%2", percent(share.high))
    )
    return (
        f"<tr><td>{label}</td>{_cell(number(share.count))}{_cell(percent(share.share))}"
        f"{_cell(interval)}{_cell(percent(share.expected_share))}</tr>"
    )


def _p(p_value: float) -> str:
    return QLocale().toString(p_value, "g", 3)


def natural_note(stats: Statistics) -> str | None:
    """What the natural count leaves out and why (``Statistics.natural_note`` in the app's
    language)."""
    left_out = stats.hands - stats.shares["natural"].of
    if not left_out or not stats.shares["natural"].of:
        return None
    ties = stats.wins_only_ties
    tie_count = english_plural(
        QCoreApplication.translate("Statistics", "%Ln tie(s)", "", ties), ties
    )
    if ties == left_out:
        return QCoreApplication.translate(
            "Statistics",
            "%1 left out, from shoes that flag naturals on wins only (never a natural tie); "
            "chance is for the hands counted",
        ).replace("%1", tie_count)
    if ties:
        return (
            QCoreApplication.translate(
                "Statistics",
                "%1 that record no natural left out (%2 of them from shoes that flag naturals "
                "on wins only); chance is for the hands counted",
            )
            .replace("%1", hands(left_out))
            .replace("%2", tie_count)
        )
    return QCoreApplication.translate(
        "Statistics", "%1 that record no natural left out; chance is for the hands counted"
    ).replace("%1", hands(left_out))


def _tests(stats: Statistics) -> list[str]:
    """The tests' lines: chi-square, runs, lag-1, streaks, and shoe by shoe."""
    lines = []
    chi, runs, lag = stats.chi_square, stats.runs_test, stats.lag1
    if chi.p_value is not None:
        lines.append(
            QCoreApplication.translate("Statistics", "Chi-square: χ² = %1, p = %2: %3")
            .replace("%1", fixed(chi.statistic, 2))
            .replace("%2", _p(chi.p_value))
            .replace("%3", reading(chi.p_value))
        )
    else:
        lines.append(
            QCoreApplication.translate("Statistics", "Chi-square: not tested, %1").replace(
                "%1", reason_text(chi.reason)
            )
        )
    if runs.p_value is not None:
        lines.append(
            QCoreApplication.translate("Statistics", "Runs: %1 seen, %2 expected, p = %3: %4")
            .replace("%1", number(runs.runs))
            .replace("%2", fixed(runs.expected, 1))
            .replace("%3", _p(runs.p_value))
            .replace("%4", reading(runs.p_value))
        )
    else:
        lines.append(
            QCoreApplication.translate("Statistics", "Runs: not tested, %1").replace(
                "%1", reason_text(runs.reason)
            )
        )
    if lag.p_value is not None and lag.r is not None:
        lines.append(
            QCoreApplication.translate("Statistics", "Lag-1 correlation: r = %1, p = %2: %3")
            .replace("%1", signed(lag.r, 3))
            .replace("%2", _p(lag.p_value))
            .replace("%3", reading(lag.p_value))
        )
    else:
        lines.append(
            QCoreApplication.translate("Statistics", "Lag-1 correlation: not tested, %1").replace(
                "%1", reason_text(lag.reason)
            )
        )
    st = stats.streaks
    longest = (
        QCoreApplication.translate("Statistics", "Longest streak: Banker %1, Player %2")
        .replace("%1", number(st.seen.longest_banker))
        .replace("%2", number(st.seen.longest_player))
    )
    if st.chance_at_least is not None:
        longest += (
            QCoreApplication.translate(
                "Statistics", "; chance gives one of %1 or more in %2 of such shoes"
            )
            .replace("%1", number(st.longest))
            .replace("%2", percent(st.chance_at_least, 0))
        )
    chops = (
        QCoreApplication.translate("Statistics", ". Chops %1 (%2 expected).")
        .replace("%1", number(st.chops))
        .replace("%2", fixed(st.expected_chops, 1))
    )
    lines.append(longest + chops)
    per = stats.per_shoe
    if stats.shoes > 1:
        flagged = per.runs_test
        lines.append(
            QCoreApplication.translate(
                "Statistics",
                "Shoe by shoe at p < %1: runs test %2 of %3, chi-square %4 of %5, longest "
                "streak %6 of %7; chance alone flags about %8, %9 and %10.",
            )
            .replace("%10", fixed(per.longest_streak.expected, 0))
            .replace("%1", general(per.level))
            .replace("%2", number(flagged.significant))
            .replace("%3", number(flagged.tested))
            .replace("%4", number(per.chi_square.significant))
            .replace("%5", number(per.chi_square.tested))
            .replace("%6", number(per.longest_streak.significant))
            .replace("%7", number(per.longest_streak.tested))
            .replace("%8", fixed(flagged.expected, 0))
            .replace("%9", fixed(per.chi_square.expected, 0))
        )
    return lines


def statistics_html(stats: Statistics, where: str) -> str:
    """The window's figures as rich text (every number from ``stats``), in the app's
    language."""
    rows = "".join(_share_row(label, stats.shares[key]) for key, label in SHARE_LABELS.items())
    headings = "".join(
        f"<th align='right'>{html.escape(text)}</th>"
        for text in (
            QCoreApplication.translate("Statistics", "Seen"),
            QCoreApplication.translate("Statistics", "Share"),
            QCoreApplication.translate("Statistics", "95% interval"),
            QCoreApplication.translate("Statistics", "Chance"),
        )
    )
    parts = [
        f"<p><b>{html.escape(where)}</b>: "
        f"{html.escape(shoes_and_hands(stats.shoes, stats.hands))}</p>",
        f"<table cellspacing='0' cellpadding='3'><tr><th></th>{headings}</tr>{rows}</table>",
    ]
    note = natural_note(stats)
    if note:
        natural = QCoreApplication.translate("Statistics", "Natural: %1.").replace("%1", note)
        parts.append(f"<p>{html.escape(natural)}</p>")
    parts.append("<p>" + "<br>".join(html.escape(t) for t in _tests(stats)) + "</p>")
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
        f"<tr>{_cell(number(k))}{_cell(number(st.seen.banker.get(k, 0)))}"
        f"{_cell(fixed(st.expected_banker.get(k, 0.0), 1))}"
        f"{_cell(number(st.seen.player.get(k, 0)))}"
        f"{_cell(fixed(st.expected_player.get(k, 0.0), 1))}</tr>"
        for k in range(1, top + 1)
    )
    expected = html.escape(QCoreApplication.translate("Statistics", "expected"))
    length = html.escape(QCoreApplication.translate("Statistics", "Length"))
    banker = html.escape(QCoreApplication.translate("Statistics", "Banker"))
    player = html.escape(QCoreApplication.translate("Statistics", "Player"))
    headings = (
        f"<th>{length}</th><th>{banker}</th><th>{expected}</th><th>{player}</th><th>{expected}</th>"
    )
    title = html.escape(QCoreApplication.translate("Statistics", "Streaks by length"))
    how = html.escape(QCoreApplication.translate("Statistics", "(as the big road shows them)"))
    return (
        f"<p><b>{title}</b> {how}</p>"
        f"<table cellspacing='0' cellpadding='2'><tr>{headings}</tr>{cells}</table>"
    )


def _edges_table(stats: Statistics) -> str:
    odds = stats.card_odds
    assert odds is not None
    rows = "".join(
        f"<tr><td>{html.escape(bet_name(name))}</td>"
        f"{_cell(percent(path.edges[0], 3))}{_cell(percent(path.edges[-1], 3))}"
        + _cell(
            QCoreApplication.translate("Statistics", "%1 to %2")
            .replace("%1", percent(path.lowest))
            .replace("%2", percent(path.highest))
        )
        + "</tr>"
        for name, path in odds.paths.items()
    )
    title = html.escape(QCoreApplication.translate("Statistics", "House edge from the cards left"))
    how = html.escape(
        QCoreApplication.translate("Statistics", "(exact; negative favours the player)")
    )
    headings = "".join(
        f"<th>{html.escape(text)}</th>"
        for text in (
            QCoreApplication.translate("Statistics", "first hand"),
            QCoreApplication.translate("Statistics", "next hand"),
            QCoreApplication.translate("Statistics", "over the shoe"),
        )
    )
    return (
        f"<p><b>{title}</b> {how}</p>"
        f"<table cellspacing='0' cellpadding='2'><tr><th></th>{headings}</tr>{rows}</table>"
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
        self.library = library
        self.runner = runner
        self.shown_shoe = shown_shoe
        self.chosen = tuple(chosen)
        self.scope = QComboBox(self)
        self.scope.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        if self.chosen:
            self.scope.addItem("", "chosen")
        self.scope.addItem("", "shown")
        self.scope.addItem("", "whole")
        self.scope.currentIndexChanged.connect(self.refresh)
        self.scope_label = QLabel(self)
        self.refresh_button = QPushButton(self)
        self.refresh_button.clicked.connect(self.refresh)
        self.export_button = QPushButton(self)
        self.status = QLabel(self)
        self.figures = QTextBrowser(self)
        self.figures.setOpenLinks(False)
        self.streaks = StreakChart(self)
        self.walk = WalkChart(self)
        self.edges = EdgeChart(self)
        self.charts = ChartTabs([self.streaks, self.walk, self.edges], "chart.png", self)
        self.export_button.clicked.connect(self.charts.choose_export)
        self.charts.export_failed.connect(self._export_failed)
        self.note = QLabel(self)
        self.note.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.scope_label)
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
        # What is shown, kept to be shown again in another language.
        self._walk: Walk | None = None
        self._message: Callable[[], str] | None = None
        self._where: Callable[[], str] = str
        self._working = False
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """The window's texts in the app's language (and its figures again)."""
        self.setWindowTitle(QCoreApplication.translate("StatisticsWindow", "Statistics — tracker"))
        for index in range(self.scope.count()):
            kind = self.scope.itemData(index)
            if kind == "chosen":
                count = len(self.chosen)
                text = english_plural(
                    QCoreApplication.translate(
                        "StatisticsWindow", "The %Ln chosen shoe(s)", "", count
                    ),
                    count,
                )
            elif kind == "shown":
                text = QCoreApplication.translate("StatisticsWindow", "The shown shoe")
            else:
                text = QCoreApplication.translate("StatisticsWindow", "The whole library")
            self.scope.setItemText(index, text)
        self.scope_label.setText(QCoreApplication.translate("StatisticsWindow", "Statistics of"))
        self.refresh_button.setText(QCoreApplication.translate("StatisticsWindow", "&Refresh"))
        self.export_button.setText(
            QCoreApplication.translate("StatisticsWindow", "&Export chart as PNG…")
        )
        self.charts.setTabText(0, QCoreApplication.translate("StatisticsWindow", "Streaks"))
        self.charts.setTabText(1, QCoreApplication.translate("StatisticsWindow", "Banker − Player"))
        self.charts.setTabText(
            2, QCoreApplication.translate("StatisticsWindow", "Edges of the bets")
        )
        self.note.setText(f"<i>{html.escape(past_predicts_nothing())}</i>")
        if self._working:
            self.status.setText(QCoreApplication.translate("StatisticsWindow", "Working…"))
        self._show_again()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _export_failed(self, path: str) -> None:
        self.status.setText(
            QCoreApplication.translate("StatisticsWindow", "Could not write %1").replace("%1", path)
        )

    def _working_now(self) -> None:
        self._working = True
        self.status.setText(QCoreApplication.translate("StatisticsWindow", "Working…"))

    def refresh(self) -> None:
        """Work the figures out again for the chosen scope (in the background)."""
        kind = self.scope.currentData()
        if kind == "chosen":
            self._refresh_chosen()
            return
        whole = kind == "whole"
        shoe = None if whole else self.shown_shoe()
        if not whole and shoe is None:
            self._show(
                None,
                None,
                lambda: QCoreApplication.translate(
                    "StatisticsWindow", "No shoe is shown: open one, or choose the whole library."
                ),
            )
            return
        self._working_now()
        library = self.library

        def task(context: TaskContext) -> tuple[Statistics, Walk | None]:
            if shoe is None:
                return statistics_of_library(library), None
            stats = statistics_of_shoes([shoe])
            outcomes = ShoeOutcomes.of(shoe)
            return stats, walk(outcomes.letters, banker_share(exact_probabilities(outcomes.decks)))

        if shoe is None:

            def where() -> str:
                return QCoreApplication.translate("StatisticsWindow", "the whole library")
        else:
            label = shoe.label

            def where() -> str:
                return QCoreApplication.translate("StatisticsWindow", "shoe %1").replace(
                    "%1", label
                )

        self.runner.submit(
            task,
            on_done=lambda result: self._show(result[0], result[1], None, where),
            on_error=self._failed,
        )

    def _failed(self, exc: BaseException) -> None:
        def message() -> str:
            return QCoreApplication.translate(
                "StatisticsWindow", "The statistics failed: %1"
            ).replace("%1", shown(exc))

        self._show(None, None, message)

    def _refresh_chosen(self) -> None:
        """The figures of the chosen shoes together (one shoe: with its walk and edges)."""
        self._working_now()
        library, chosen = self.library, self.chosen

        def task(context: TaskContext) -> tuple[Statistics, Walk | None]:
            if len(chosen) == 1:
                shoe = library.load_shoe(chosen[0])
                outcomes = ShoeOutcomes.of(shoe)
                share = banker_share(exact_probabilities(outcomes.decks))
                return statistics_of_shoes([shoe]), walk(outcomes.letters, share)
            return statistics_of_library(library, list(chosen)), None

        count = len(chosen)

        def where() -> str:
            return english_plural(
                QCoreApplication.translate("StatisticsWindow", "the %Ln chosen shoe(s)", "", count),
                count,
            )

        self.runner.submit(
            task,
            on_done=lambda result: self._show(result[0], result[1], None, where),
            on_error=self._failed,
        )

    def _show(
        self,
        stats: Statistics | None,
        shoe_walk: Walk | None,
        message: Callable[[], str] | None,
        where: Callable[[], str] = str,
    ) -> None:
        if stats is not None and stats.hands == 0:
            stats, shoe_walk = None, None

            def message() -> str:
                return QCoreApplication.translate(
                    "StatisticsWindow",
                    "No hands to count yet: import shoe files (File › Import) or log a shoe.",
                )

        self.stats, self._walk, self._message, self._where = stats, shoe_walk, message, where
        self._working = False
        self.status.setText("")
        self._show_again()

    def _show_again(self) -> None:
        """The figures and charts of what is shown, in the app's language."""
        stats, shoe_walk = self.stats, self._walk
        if stats is None:
            message = "" if self._message is None else self._message()
            self.figures.setHtml(f"<p>{html.escape(message)}</p>")
        else:
            self.figures.setHtml(statistics_html(stats, self._where()))
        self.streaks.show_streaks(None if stats is None else stats.streaks)
        self.walk.show_walk(shoe_walk)
        self.edges.show_edges(None if stats is None else stats.card_odds)
        has_edges = stats is not None and stats.card_odds is not None
        self.charts.setTabEnabled(1, shoe_walk is not None)
        self.charts.setTabEnabled(2, has_edges)
        # A disabled tab says why, on the tab itself.
        self.charts.setTabToolTip(
            1,
            ""
            if shoe_walk is not None
            else QCoreApplication.translate(
                "StatisticsWindow", "Drawn for one shoe: show or choose one shoe"
            ),
        )
        self.charts.setTabToolTip(
            2,
            ""
            if has_edges
            else QCoreApplication.translate(
                "StatisticsWindow", "Drawn for one shoe whose cards are recorded"
            ),
        )
        if not self.charts.isTabEnabled(self.charts.currentIndex()):
            self.charts.setCurrentIndex(0)
