"""The windows the main window opens beside itself: the library browser, the validation
report, the replay of a shoe, the statistics and the backtest, each over the library and
the shoe the visible table shows."""

from __future__ import annotations

from tracker.history import ShoeRecord
from tracker.ui.analysis.backtest_window import BacktestWindow
from tracker.ui.analysis.opening import (
    open_backtest_window,
    open_statistics_of,
    open_statistics_window,
)
from tracker.ui.analysis.statistics_window import StatisticsWindow
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.opening import open_browser, show_report
from tracker.ui.library.report import ReportView
from tracker.ui.main.context import WindowContext
from tracker.ui.main.preferences import COLOUR_BLIND
from tracker.ui.replay.opening import replay_shoe
from tracker.ui.replay.window import ReplayWindow
from tracker.ui.shell.side_bet_choice import follow_choice


class Opening:
    """Opens the windows of the Analysis menu for one main window (their Qt parent)."""

    def __init__(self, context: WindowContext) -> None:
        self.context = context

    def shown_record(self) -> ShoeRecord | None:
        live = self.context.shown()
        return live.record if live is not None else None

    def replay(self, shoe_id: int | None, position: int = 0) -> ReplayWindow | None:
        """The replay of a shoe at a hand (``None``: no shoe is shown, which is said)."""
        c = self.context
        window = replay_shoe(c.library, shoe_id, position, c.widget, c.say)
        if window is not None:
            window.set_colour_blind(c.settings.get(COLOUR_BLIND))
            follow_choice(c.settings, window, window.set_side_bets)
        return window

    def replay_shown(self) -> ReplayWindow | None:
        """The replay of the shoe the visible table shows, at its first hand."""
        live = self.context.shown()
        return self.replay(live.shoe_id if live is not None else None)

    def report(self, shoe_ids: list[int] | None = None) -> ReportView:
        """The validation report of the library (or of some shoes)."""
        return show_report(self.context.library, self.replay, self.context.widget, shoe_ids)

    def library_browser(self) -> LibraryBrowser:
        c = self.context
        return open_browser(
            c.library,
            c.widget,
            replay=self.replay,
            statistics=lambda ids: open_statistics_of(
                c.widget, c.library, c.runner, self.shown_record, ids
            ),
            changed=c.refresh_library,
        )

    def statistics(self) -> StatisticsWindow:
        c = self.context
        return open_statistics_window(c.widget, c.library, c.runner, self.shown_record)

    def backtest(self) -> BacktestWindow:
        c = self.context
        return open_backtest_window(c.widget, c.library, c.runner, self.shown_record)
