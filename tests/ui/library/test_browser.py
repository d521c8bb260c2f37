"""The library browser over a generated library of 10,000 shoes: filters by table and date
in the query, a page read at a time, the model checked by pytest-qt's model tester, and
export and delete on a selection."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QItemSelectionModel, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.engine.rules import Winner
from tracker.history import CheckStatus
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.services.importing import import_file
from tracker.store import Library, ShoeFilter, open_library
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.browser_model import PAGE, BrowserModel

SHOES = 10_000
TABLES = 40
START = datetime(2025, 1, 1, tzinfo=UTC)


def generated(n: int) -> Iterator[ShoeRecord]:
    """``n`` short outcome-only shoes: table ``n % 40``, one a day at that table."""
    for i in range(n):
        winners = [*[Winner.BANKER, Winner.PLAYER, Winner.TIE][i % 3 :], Winner.BANKER]
        yield ShoeRecord(
            label=f"shoe {i}",
            hands=tuple(HandRecord(k + 1, winner=w) for k, w in enumerate(winners)),
            casino="North" if i % 2 else "South",
            table=f"Table {i % TABLES:02d}",
            started=START + timedelta(hours=6 * i),
            decks=8 if i % 5 else 6,
            kind=ShoeKind.IMPORTED,
        )


@pytest.fixture(scope="module")
def big_library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    lib = open_library(str(tmp_path_factory.mktemp("browser") / "library.sqlite"))
    lib.import_shoes(generated(SHOES))
    yield lib
    lib.close()


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def make_browser(qtbot: QtBot, library: Library) -> LibraryBrowser:
    browser = LibraryBrowser(library, show_report=lambda ids: None, replay=lambda i: None)
    qtbot.addWidget(browser)
    return browser


def test_filters_by_table_and_date_over_10000_shoes(qtbot: QtBot, big_library: Library) -> None:
    browser = make_browser(qtbot, big_library)
    model = browser.model
    assert model.total == SHOES and model.rowCount() == PAGE  # one page read, not 10,000
    browser.table_name.setText("table 07")
    # Every 40th shoe is at table 07: 250 of them.
    assert model.total == SHOES // TABLES
    # Shoe i starts 6·i hours into 2025: shoes 47, 87, 127 fall on 12 Jan, 22 Jan, 1 Feb.
    browser.date_from.setDate(QDate(2025, 1, 11))
    browser.date_to.setDate(QDate(2025, 2, 9))
    shown = [model.shoe_at(r) for r in range(model.rowCount())]
    assert model.total == len(shown) == 3
    assert all(s.table == "Table 07" for s in shown)
    assert all(
        datetime(2025, 1, 11) <= s.started.replace(tzinfo=None) < datetime(2025, 2, 10)
        for s in shown
        if s.started
    )
    assert [s.label for s in shown] == ["shoe 127", "shoe 87", "shoe 47"]  # newest first
    browser.status.setCurrentIndex(browser.status.findData(CheckStatus.OUTCOME))
    assert model.total == 3
    browser.decks.setCurrentIndex(browser.decks.findData(6))
    assert model.total == 0  # 47, 87 and 127 are not multiples of 5
    assert "0 shoes" in browser.count.text()


def test_pages_are_read_as_the_view_scrolls(qtbot: QtBot, big_library: Library) -> None:
    model = BrowserModel(big_library)
    assert model.canFetchMore(model.index(-1, -1))
    model.fetchMore(model.index(-1, -1))
    assert model.rowCount() == 2 * PAGE
    model.sort(5, Qt.SortOrder.AscendingOrder)  # by hands, in the query
    assert model.rowCount() == PAGE
    hands = [model.shoe_at(r).tally.hands for r in range(model.rowCount())]
    assert hands == sorted(hands)


def test_the_model_passes_the_model_tester(qtbot: QtBot, library: Library) -> None:
    library.import_shoes(generated(450))
    model = BrowserModel(library)
    tester = ModelTester(qtbot)
    tester.check(model, force_py=True)
    # The tester keeps watching: each page read, sort and filter must signal as Qt asks.
    model.fetchMore(model.index(-1, -1))
    model.sort(0, Qt.SortOrder.AscendingOrder)
    model.set_filter(ShoeFilter(casino="north"))
    assert model.total == 225
    while model.canFetchMore(model.index(-1, -1)):
        model.fetchMore(model.index(-1, -1))
    assert model.rowCount() == 225


def test_shoes_with_problems_are_marked_and_a_selection_exported_and_deleted(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    import_file(library, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    import_file(library, REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv")
    asked: list[list[int]] = []
    browser = LibraryBrowser(library, show_report=asked.append, replay=lambda i: None)
    qtbot.addWidget(browser)
    model = browser.model
    statuses = {
        model.data(model.index(r, 0)): model.data(model.index(r, 8))
        for r in range(model.rowCount())
    }
    assert statuses["Sat evening 1"] == statuses["Sat evening 3"] == "3 problems"
    assert statuses["1"] == "sound"
    browser.status.setCurrentIndex(browser.status.findData(CheckStatus.PROBLEMS))
    assert model.total == 2
    browser.view.selectAll()
    browser.validate_button.click()
    assert len(asked) == 1 and len(asked[0]) == 2
    out = tmp_path / "chosen.json"
    browser.export_selected(str(out))
    assert len(json.loads(out.read_text(encoding="utf-8"))["shoes"]) == 2
    browser.view.selectionModel().select(
        model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    browser.delete_selected(ask=False)
    assert library.shoe_count() == 4 and model.total == 1


@pytest.mark.parametrize(
    ("sample", "decks"),
    [("simulated-8-decks-seed-2026.csv", "8"), ("simulated-6-decks-seed-2027.csv", "6")],
)
def test_simulated_samples_show_their_decks_and_kind(
    qtbot: QtBot, library: Library, sample: str, decks: str
) -> None:
    import_file(library, REPO / "sample_shoes" / sample)
    browser = LibraryBrowser(library, show_report=lambda ids: None, replay=lambda i: None)
    qtbot.addWidget(browser)
    model = browser.model
    column = {name: i for i, name in enumerate(BrowserModel.HEADERS)}
    assert model.rowCount() == library.browse_count(ShoeFilter()) > 0
    shown = {
        (model.index(row, column["Decks"]).data(), model.index(row, column["Kind"]).data())
        for row in range(model.rowCount())
    }
    assert shown == {(decks, "Simulated")}
