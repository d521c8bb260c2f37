"""Opening the analysis windows from the main window: one of each, kept by the main window
(its Qt parent), raised again when asked for a second time, on the shoe the window shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QWidget

from tracker.history import ShoeRecord
from tracker.ui.analysis.backtest_window import BacktestWindow
from tracker.ui.analysis.statistics_window import StatisticsWindow

if TYPE_CHECKING:
    from tracker.ui.main.window import MainWindow

W = TypeVar("W", StatisticsWindow, BacktestWindow)


def shown_record(main: MainWindow) -> ShoeRecord | None:
    live = main.live
    return None if live is None else live.record


def _open(main: MainWindow, kind: type[W]) -> W:
    window = main.findChild(kind)
    if window is None:
        window = kind(main.library, main.runner, lambda: shown_record(main), main)
    elif isinstance(window, StatisticsWindow):
        window.refresh()
    assert isinstance(window, QWidget)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def open_statistics_window(main: MainWindow) -> StatisticsWindow:
    """Show the statistics window (of the shown shoe, or the library when none is shown)."""
    return _open(main, StatisticsWindow)


def open_backtest_window(main: MainWindow) -> BacktestWindow:
    """Show the backtest window."""
    return _open(main, BacktestWindow)
