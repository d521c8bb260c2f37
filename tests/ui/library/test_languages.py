"""The library's windows in the app's language: the shoe list pane (with shoes and empty),
the library browser, the import summary and the validation report show every text of
theirs through the catalogues (a pseudo-translation wraps each one), and a language chosen
while they are open changes them at once, and back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.main.conftest import open_window
from tests.ui.pseudo import OPEN, pseudo_translation, unwrapped_texts
from tests.ui.user import focus
from tracker.services.importing import import_file
from tracker.store import Library, LibraryError, open_library
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.import_task import ImportSummary
from tracker.ui.library.report import ReportView
from tracker.ui.library.watcher import LibraryWatcher
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.i18n import ENGLISH, language, switch_language
from tracker.ui.shell.tasks import SyncRunner

REAL_20 = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"
MISTAKES = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"

# Raising a window is the desktop's business; the offscreen platform says it cannot.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: QtBot, library: Library, settings: QSettings) -> MainWindow:
    return open_window(qtbot, library, settings)


def shoe_names(window: MainWindow) -> list[str]:
    """The shoe list's names: the user's words (tables, labels, files), never translated."""
    model = window.library_pane.model
    return [model.text(row, 0) for row in range(model.rowCount())]


def open_browser(qtbot: QtBot, window: MainWindow) -> LibraryBrowser:
    """The library browser, opened by its key (Ctrl+Shift+L)."""
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_L,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    browser = window.findChild(LibraryBrowser)
    assert browser is not None
    qtbot.waitUntil(browser.isVisible)
    return browser


def choose_rows(browser: LibraryBrowser, rows: int) -> None:
    model = browser.view.selectionModel()
    for row in range(rows):
        model.select(
            browser.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def test_the_shoe_list_pane_speaks_through_the_catalogues(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, REAL_20)
    import_file(library, MISTAKES)
    window = open_window(qtbot, library, settings)
    pane = window.library_pane
    names = shoe_names(window)
    assert len(names) == 22
    with pseudo_translation(qtbot, pane):
        assert unwrapped_texts(pane, allowed=names) == []
        model = pane.model
        for row in range(model.rowCount()):
            shoe = model.shoe_at(row)
            # The start in the catalogue's format; every line of the tooltip translated but
            # the shoe's own name and notes.
            assert shoe.started is None or model.text(row, 1).startswith(OPEN)
            tip = model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole).split("\n")
            assert tip[0] == model.text(row, 0).removeprefix("● ")
            words = [line for line in tip[1:] if line != shoe.notes]
            assert words and all(OPEN in line for line in words), tip


def test_the_empty_library_pane_speaks_through_the_catalogues(
    qtbot: QtBot, window: MainWindow
) -> None:
    pane = window.library_pane
    assert pane.model.shoe_count() == 0
    with pseudo_translation(qtbot, pane):
        assert unwrapped_texts(pane) == []


def test_the_library_browser_speaks_through_the_catalogues(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, REAL_20)
    import_file(library, MISTAKES)
    window = open_window(qtbot, library, settings)
    browser = open_browser(qtbot, window)
    choose_rows(browser, 2)
    model = browser.model
    user_words = {
        text
        for row in range(model.rowCount())
        for column in (0, 1, 2)  # label, casino, table
        if (text := model.index(row, column).data())
    }
    with pseudo_translation(qtbot, browser):
        assert unwrapped_texts(browser, allowed=user_words) == []
        assert browser.count.text().startswith(OPEN) and "2" in browser.count.text()
        for row in range(model.rowCount()):
            started = model.index(row, 3).data()
            assert started == "" or started.startswith(OPEN)  # a shoe may have no start
            for column in (7, 8):  # kind, validation
                assert model.index(row, column).data().startswith(OPEN), (row, column)


def test_the_import_summary_speaks_through_the_catalogues(qtbot: QtBot, window: MainWindow) -> None:
    bad = MISTAKES.parent / "no-such-file.csv"
    # The shoes with problems left out, a file refused: every line the summary can have.
    window.importing.import_files([REAL_20, MISTAKES, bad], skip_problems=True)
    summary = window.findChild(ImportSummary)
    assert summary is not None
    qtbot.waitUntil(summary.isVisible)
    assert "2 shoes with problems left out" in summary.totals.text()
    assert "1 file refused" in summary.totals.text()
    with pseudo_translation(qtbot, summary):
        assert unwrapped_texts(summary) == []
        lines = summary.details.toPlainText().split("\n")
        # A file stored, one whose shoes were left out (their names), one refused (why).
        assert len(lines) == 5 and "Sat evening 1" in lines[2]
        assert all(OPEN in line for line in lines), lines
    summary.close()


def test_a_refused_files_reason_reads_in_the_language(qtbot: QtBot, window: MainWindow) -> None:
    bad = MISTAKES.parent / "no-such-file.csv"
    switch_language(language("zh_CN"))
    window.importing.import_files([bad])
    summary = window.findChild(ImportSummary)
    assert summary is not None
    qtbot.waitUntil(summary.isVisible)
    (line,) = [line for line in summary.details.toPlainText().split("\n") if bad.name in line]
    # The file's name is the user's; why it was refused is in the language.
    assert line.startswith("no-such-file.csv：") and line.endswith("：文件不存在")
    assert "no such file" not in line
    summary.close()


def test_the_validation_report_speaks_through_the_catalogues(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, MISTAKES)
    window = open_window(qtbot, library, settings)
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_V,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    report = window.findChild(ReportView)
    assert report is not None
    chosen = report.tree.currentItem()
    assert chosen is not None and report.items().index(chosen) == 0
    report.tree.setCurrentItem(report.items()[3])
    with pseudo_translation(qtbot, report):
        assert unwrapped_texts(report) == []
        header = report.tree.headerItem()
        assert all(header.text(column).startswith(OPEN) for column in range(4))
        for i in range(report.tree.topLevelItemCount()):
            shoe = report.tree.topLevelItem(i)
            assert shoe is not None and shoe.text(3).startswith(OPEN)
        assert all(item.text(0).startswith(OPEN) for item in report.items())
        # The tree built anew keeps the problem chosen.
        assert report.tree.currentItem() is report.items()[3]
    report.close()


def test_a_language_chosen_changes_the_library_windows_at_once_and_back(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, REAL_20)
    window = open_window(qtbot, library, settings)
    pane = window.library_pane
    browser = open_browser(qtbot, window)
    choose_rows(browser, 3)
    english = (
        pane.filter.placeholderText(),
        browser.replay_button.text(),
        browser.count.text(),
        pane.model.text(0, 1),
    )
    assert english[:3] == (
        "Filter shoes by table or name (Ctrl+F)",
        "Replay",
        "20 shoes, 3 chosen",
    )
    assert english[3] == "08 Aug 23:47"

    switch_language(language("zh_CN"))
    # Qt posts the change to each window: it comes at the event loop's next turn.
    qtbot.waitUntil(lambda: browser.replay_button.text() == "回放")
    assert pane.filter.placeholderText() == "按牌桌或名称筛选牌靴 (Ctrl+F)"
    assert browser.count.text() == "20 靴，已选 3 靴"
    assert browser.windowTitle() == "牌靴库 — tracker"
    assert browser.kind.itemText(0) == "所有类型"
    assert browser.model.headerData(0, Qt.Orientation.Horizontal) == "标签"
    assert browser.model.index(0, 7).data() == "已导入"
    assert pane.model.text(0, 1).startswith("8月")
    assert pane.model.headerData(1, Qt.Orientation.Horizontal) == "开始时间"

    switch_language(language("vi"))
    qtbot.waitUntil(lambda: browser.replay_button.text() == "Xem lại")
    assert pane.filter.placeholderText() == "Lọc shoe theo bàn hoặc tên (Ctrl+F)"
    # The filters grow to the longer words (and keep room for the arrow) rather than cut them.
    for combo in (browser.kind, browser.decks, browser.status):
        widest = max(
            combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())
        )
        qtbot.waitUntil(
            lambda combo=combo, widest=widest: combo.width() >= widest + 20, timeout=2000
        )

    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: browser.replay_button.text() == "Replay")
    assert (
        pane.filter.placeholderText(),
        browser.replay_button.text(),
        browser.count.text(),
        pane.model.text(0, 1),
    ) == english


def test_the_unreachable_mark_follows_the_language(
    qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    watcher = LibraryWatcher(library, SyncRunner(), interval_ms=3_600_000)

    def down() -> tuple[int, ...]:
        raise LibraryError("cannot connect to the library db: Connection refused")

    monkeypatch.setattr(library, "change_marker", down)
    watcher.poll()
    assert watcher.mark.text() == "Library unreachable"
    switch_language(language("ko"))
    qtbot.waitUntil(lambda: watcher.mark.text() == "라이브러리에 연결할 수 없음")
    assert "몇 초마다 다시 확인합니다." in watcher.mark.toolTip()
    assert "Connection refused" in watcher.mark.toolTip()
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: watcher.mark.text() == "Library unreachable")
    watcher.stop()
    watcher.mark.deleteLater()
