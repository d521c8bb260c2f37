"""The windows the main window opens from the Analysis menu: the replay of the shown shoe,
the validation report and its way to a hand's replay, the library browser."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.main.conftest import open_window
from tracker.services.importing import import_file
from tracker.store import Library
from tracker.ui.library.report import ReportView
from tracker.ui.main.window import MainWindow
from tracker.ui.replay.window import ReplayWindow

REAL_20 = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


# Raising a window is the desktop's business; the offscreen platform says it cannot.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_menu_opens_the_replay_and_the_report(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    window = open_window(qtbot, library, settings)
    shown = window.tab.live
    assert shown is not None
    window.action_table["replay"].trigger()
    [replay] = window.findChildren(ReplayWindow)
    assert replay.replay.summary is not None and replay.replay.summary.id == shown.shoe_id
    window.action_table["validation_report"].trigger()
    [report] = window.findChildren(ReportView)
    assert len(report.items()) == 6
    report.tree.setCurrentItem(report.items()[3])  # line 58
    report.replay_button.click()
    replays = window.findChildren(ReplayWindow)
    assert len(replays) == 2
    assert any(r.position == 6 and "line 58" in r.problem.text() for r in replays)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_menu_opens_the_library_browser(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    from tracker.ui.library.browser import LibraryBrowser

    import_file(library, REAL_20)
    window = open_window(qtbot, library, settings)
    window.action_table["library_browser"].trigger()
    [browser] = window.findChildren(LibraryBrowser)
    assert browser.model.total == 20
    window.action_table["library_browser"].trigger()
    assert window.findChildren(LibraryBrowser) == [browser]  # raised, not opened twice


def test_no_shoe_shown_is_said_not_replayed(window: MainWindow) -> None:
    window.action_table["replay"].trigger()
    assert window.findChildren(ReplayWindow) == []
    assert "No shoe is shown" in window.statusBar().currentMessage()
