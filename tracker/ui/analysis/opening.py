"""Opening the analysis windows from a window: one statistics, one backtest and one counting
lab window, kept by ``parent`` (their Qt parent), raised again when asked for a second
time, on the shoe it shows (``shown``); and a statistics window of shoes chosen in the
library browser."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QWidget

from tracker.history import ShoeRecord
from tracker.store import Library
from tracker.ui.analysis.backtest_window import BacktestWindow
from tracker.ui.analysis.count_window import CountWindow
from tracker.ui.analysis.statistics_window import StatisticsWindow
from tracker.ui.shell.tasks import Runner

W = TypeVar("W", StatisticsWindow, BacktestWindow)

Shown = Callable[[], ShoeRecord | None]


def _open(parent: QWidget, kind: type[W], library: Library, runner: Runner, shown: Shown) -> W:
    window = parent.findChild(kind)
    if window is None:
        window = kind(library, runner, shown, parent)
    elif isinstance(window, StatisticsWindow):
        window.refresh()
    assert isinstance(window, QWidget)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def open_statistics_window(
    parent: QWidget, library: Library, runner: Runner, shown: Shown
) -> StatisticsWindow:
    """Show the statistics window (of the shown shoe, or the library when none is shown)."""
    return _open(parent, StatisticsWindow, library, runner, shown)


def open_backtest_window(
    parent: QWidget, library: Library, runner: Runner, shown: Shown
) -> BacktestWindow:
    """Show the backtest window."""
    return _open(parent, BacktestWindow, library, runner, shown)


def open_statistics_of(
    parent: QWidget, library: Library, runner: Runner, shown: Shown, shoe_ids: list[int]
) -> StatisticsWindow | None:
    """A statistics window of the shoes chosen, together (the shown shoe and the whole
    library stay a choice away in it)."""
    if not shoe_ids:
        return None
    window = StatisticsWindow(library, runner, shown, parent, chosen=shoe_ids)
    window.show()
    window.raise_()
    return window


def open_count_window(parent: QWidget, runner: Runner) -> CountWindow:
    """Show the counting lab (one, kept by ``parent``)."""
    window = parent.findChild(CountWindow)
    if window is None:
        window = CountWindow(runner, parent)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
