"""The main window on a library with a damaged row (written by another program): it opens,
lists the good shoes, names the damaged row in one warning, and a click on a shoe whose
hands cannot be read says why instead of failing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.store.shoes import dealt_shoes
from tests.ui.main.conftest import open_window
from tracker.store import open_library
from tracker.ui.shell.i18n import ENGLISH, language, switch_language


def damaged_library(tmp_path: Path, sql: str) -> Path:
    """Three shoes ("shoe 0" to "shoe 2", ids 1 to 3), then ``sql`` run by another program."""
    path = tmp_path / "damaged.sqlite"
    with open_library(str(path)) as library:
        library.import_shoes(dealt_shoes(3, 5))
    conn = sqlite3.connect(path)
    try:
        conn.execute(sql)
        conn.commit()
    finally:
        conn.close()
    return path


def test_the_window_lists_the_good_shoes_and_names_the_damaged_row(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, warnings_shown: list[str]
) -> None:
    path = damaged_library(tmp_path, "UPDATE shoes SET kind = 'bogus' WHERE id = 2")
    with open_library(str(path)) as library:
        window = open_window(qtbot, library, settings)
        listed = sorted(shoe.label for shoe in window.shoe_model.shoes())
        assert listed == ["shoe 0", "shoe 2"]
        assert window.current is not None and window.current.label == "shoe 2"  # the newest
        qtbot.waitUntil(lambda: len(warnings_shown) == 1)
        (warning,) = warnings_shown
        assert 'shoe 2 ("shoe 1", table "T1"): kind holds \'bogus\'' in warning
        assert "left out" in warning and "backup" in warning
        window.close()


def test_the_damaged_rows_warning_reads_in_the_language(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, warnings_shown: list[str]
) -> None:
    path = damaged_library(tmp_path, "UPDATE shoes SET kind = 'bogus' WHERE id = 2")
    switch_language(language("zh_CN"))
    try:
        with open_library(str(path)) as library:
            window = open_window(qtbot, library, settings)
            qtbot.waitUntil(lambda: len(warnings_shown) == 1)
            (warning,) = warnings_shown
            assert warning.startswith("牌靴库中有损坏的行：")
            assert "已略过" in warning and "left out" not in warning
            assert "'bogus'" in warning  # the value found, as it is
            window.close()
    finally:
        switch_language(ENGLISH)


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("UPDATE hands SET number = 'seven' WHERE shoe_id = 2 AND position = 1", "number"),
        ("UPDATE hands SET player_cards = CAST(X'39ff' AS TEXT) WHERE shoe_id = 2", "UTF-8"),
    ],
)
def test_a_shoe_whose_hands_cannot_be_read_is_named_and_says_why_when_clicked(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    warnings_shown: list[str],
    sql: str,
    words: str,
) -> None:
    path = damaged_library(tmp_path, sql)
    with open_library(str(path)) as library:
        window = open_window(qtbot, library, settings)
        # Its row in the list reads: listed with the others, and named once the hands
        # were looked through.
        assert sorted(s.label for s in window.shoe_model.shoes()) == ["shoe 0", "shoe 1", "shoe 2"]
        qtbot.waitUntil(lambda: len(warnings_shown) == 1)
        assert "of shoe 2 (" in warnings_shown[0] and words in warnings_shown[0]
        view = window.library_pane.view
        row = window.library_pane.model.row_of(2)
        assert row is not None
        where = view.visualRect(window.library_pane.model.index(row, 0)).center()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        qtbot.waitUntil(lambda: len(warnings_shown) == 2)
        assert "cannot be read" in warnings_shown[1] and words in warnings_shown[1]
        assert window.current is not None and window.current.label == "shoe 2"  # kept
        window.close()


def test_the_library_browser_pages_past_a_damaged_row_listing_each_good_shoe_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tracker.ui.library import browser_model

    monkeypatch.setattr(browser_model, "PAGE", 2)  # the damaged row in the first page
    path = damaged_library(tmp_path, "UPDATE shoes SET started = 'not a date' WHERE id = 2")
    with open_library(str(path)) as library:
        model = browser_model.BrowserModel(library)
        model.reload()
        while model.canFetchMore(QModelIndex()):
            model.fetchMore(QModelIndex())
        listed = [model.shoe_at(row).label for row in range(model.rowCount())]
        assert sorted(listed) == ["shoe 0", "shoe 2"]
        (row,) = library.damaged_rows()
        assert "started holds 'not a date'" in str(row)
