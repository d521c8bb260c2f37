"""The main window's ways to the desk: the real shoes offered while the library is empty,
the replay of the shown shoe and the validation report from the Analysis menu."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.services.importing import import_file
from tracker.store import Library, open_library
from tracker.ui.library.report import ReportView
from tracker.ui.main.window import MainWindow
from tracker.ui.library import opening
from tracker.ui.replay.window import ReplayWindow
from tracker.ui.shell.tasks import SyncRunner

REAL_20 = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def make_window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(window)
    window.show()
    return window


def test_an_empty_library_offers_the_real_shoes(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offer imports the shipped library; twenty of its shoes stand in for the 5,824.
    monkeypatch.setattr(opening, "real_shoe_library", lambda: REAL_20)
    window = make_window(qtbot, library, tmp_path)
    offer = window.statusBar().findChild(QPushButton, "real_shoes_offer")
    assert offer is not None and "5,824 real shoes" in offer.text()
    offer.click()
    qtbot.waitUntil(lambda: window.import_task is None)
    assert library.shoe_count() == 20 == window.shoe_model.rowCount()
    assert window.findChild(QPushButton, "real_shoes_offer") is None or offer.isHidden()


def test_a_library_with_shoes_is_not_offered_them(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    import_file(library, REAL_20)
    window = make_window(qtbot, library, tmp_path)
    assert window.statusBar().findChild(QPushButton, "real_shoes_offer") is None
    assert window.action_table["import_real_shoes"].text().startswith("Import the &real-shoe")


# Raising a window is the desktop's business; the offscreen platform says it cannot.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_menu_opens_the_replay_and_the_report(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    import_file(library, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    window = make_window(qtbot, library, tmp_path)
    shown = window.live
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
def test_the_menu_opens_the_library_browser(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    from tracker.ui.library.browser import LibraryBrowser

    import_file(library, REAL_20)
    window = make_window(qtbot, library, tmp_path)
    window.action_table["library_browser"].trigger()
    [browser] = window.findChildren(LibraryBrowser)
    assert browser.model.total == 20
    window.action_table["library_browser"].trigger()
    assert window.findChildren(LibraryBrowser) == [browser]  # raised, not opened twice
