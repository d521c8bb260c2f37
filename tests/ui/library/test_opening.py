"""Opening the library's windows from a window: one library browser, raised when asked
again; the validation report of the library or of some shoes, leading to a replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.services.importing import import_file
from tracker.store import Library, open_library
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.opening import open_browser, show_report


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    import_file(lib, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    yield lib
    lib.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_one_browser_a_window(qtbot: QtBot, library: Library) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)

    def replay(_shoe_id: int, _position: int) -> None:
        return None

    browser = open_browser(library, parent, replay=replay, statistics=list, changed=list)
    assert browser.isVisible() and browser.model.total == library.shoe_count()
    again = open_browser(library, parent, replay=replay, statistics=list, changed=list)
    assert again is browser and parent.findChildren(LibraryBrowser) == [browser]


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_report_leads_to_the_replay_of_a_problem(qtbot: QtBot, library: Library) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    opened: list[tuple[int, int]] = []
    report = show_report(library, lambda shoe, at: opened.append((shoe, at)), parent)
    assert report.isVisible() and len(report.items()) == 6
    report.tree.setCurrentItem(report.items()[3])  # line 58
    report.replay_button.click()
    assert opened == [(library.shoes()[0].id, 6)]
    none = show_report(library, lambda shoe, at: opened.append((shoe, at)), parent, [])
    assert none.items() == []
