"""The shoe list filling in a page at a time: it ends complete and in the library's order,
whatever happens meanwhile (a filter typed, a column sorted, a shoe logged into before its
page came, the list read anew); and kept in step afterwards by reading only the shoes that
changed, the selection staying where it was."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.painted import next_frame
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import Library, ShoeSummary, open_library
from tracker.ui.library import loading
from tracker.ui.library.loading import ShoeListLoader
from tracker.ui.library.models import ShoeListModel
from tracker.ui.library.pane import LibraryPane
from tracker.ui.shell.tasks import Runner, SyncRunner, TaskRunner

START = datetime(2025, 8, 1, tzinfo=UTC)
SHOES = 120
FIRST, PAGE = 10, 25


def records(count: int, *, prefix: str = "Table") -> list[ShoeRecord]:
    """Shoes in every order case: some started at the same minute, some with no start."""
    found = []
    for n in range(count):
        started = None if n % 17 == 5 else START + timedelta(minutes=n // 3)
        winners = [Winner.BANKER, Winner.PLAYER, Winner.TIE][: n % 3 + 1]
        found.append(
            ShoeRecord(
                label=str(n),
                table=f"{prefix} {n}",
                started=started,
                hands=[HandRecord(i + 1, winner=w) for i, w in enumerate(winners)],
                kind=ShoeKind.IMPORTED,
            )
        )
    return found


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    lib.import_shoes(records(SHOES))
    yield lib
    lib.close()


def make_loader(
    library: Library, model: ShoeListModel, runner: Runner | None = None
) -> ShoeListLoader:
    return ShoeListLoader(
        library, model, runner or SyncRunner(), model, first_page=FIRST, page=PAGE
    )


def listed(model: ShoeListModel) -> list[int]:
    return [model.shoe_at(row).id for row in range(model.rowCount())]


def wait_loaded(qtbot: QtBot, loader: ShoeListLoader) -> None:
    qtbot.waitUntil(lambda: not loader.loading, timeout=10_000)


def test_the_list_shows_its_first_page_then_fills_in_complete_and_in_order(
    qtbot: QtBot, library: Library
) -> None:
    model = ShoeListModel()
    loader = make_loader(library, model)
    with qtbot.waitSignal(loader.loaded, timeout=10_000):
        first = loader.start()
        assert [s.id for s in first.newest] == listed(model)
        assert model.rowCount() == FIRST and loader.loading
    assert listed(model) == [s.id for s in library.shoes()]
    assert model.shoe_count() == SHOES == len(set(listed(model)))


def test_pages_read_on_a_worker_thread_join_the_same_way(qtbot: QtBot, library: Library) -> None:
    model = ShoeListModel()
    runner = TaskRunner()
    loader = make_loader(library, model, runner)
    loader.start()
    model.set_filter("table 1")  # Table 1, Table 10…19, Table 100…119
    wait_loaded(qtbot, loader)
    runner.wait_for_done()
    assert listed(model) == [s.id for s in library.shoes() if (s.table or "").startswith("Table 1")]
    model.set_filter("")
    assert listed(model) == [s.id for s in library.shoes()]


def test_the_rest_is_read_once_the_first_screen_is_drawn(
    qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loading, "UNSEEN_MS", 3_600_000)  # no reading for a hidden list
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = ShoeListLoader(
        library,
        pane.model,
        SyncRunner(),
        pane,
        drawn_by=pane.view.viewport(),
        first_page=FIRST,
        page=PAGE,
    )
    loader.start()
    # Another window draws a frame: the loader could have read on by then, and has not.
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    next_frame(qtbot, other, asking=other)
    assert loader.loading and pane.model.rowCount() == FIRST
    pane.show()
    wait_loaded(qtbot, loader)
    assert listed(pane.model) == [s.id for s in library.shoes()]


def test_a_filter_typed_while_the_list_fills_in_finds_a_shoe_of_the_last_page(
    qtbot: QtBot, library: Library
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    oldest = library.shoes()[-1]
    assert not pane.model.has(oldest.id)
    qtbot.keyClicks(pane.filter, f"table {oldest.label} ")  # "Table 73 — 73"
    assert pane.model.rowCount() == 0
    wait_loaded(qtbot, loader)
    assert [pane.model.shoe_at(row).id for row in range(pane.model.rowCount())] == [oldest.id]
    pane.filter.clear()
    assert listed(pane.model) == [s.id for s in library.shoes()]


def test_a_sorted_column_holds_while_the_pages_join(qtbot: QtBot, library: Library) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    pane.view.sortByColumn(2, Qt.SortOrder.AscendingOrder)  # by hands, fewest first
    wait_loaded(qtbot, loader)
    shoes = [pane.model.shoe_at(row) for row in range(pane.model.rowCount())]
    assert [(s.tally.hands, s.id) for s in shoes] == sorted(
        (s.tally.hands, s.id) for s in library.shoes()
    )
    pane.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # back to the library's order
    assert listed(pane.model) == [s.id for s in library.shoes()]


def test_the_selection_and_the_top_row_stay_while_pages_join_above_them(
    qtbot: QtBot, library: Library
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(400, 300)
    pane.show()
    loader = make_loader(library, pane.model)
    loader.start()
    # By name, Z to A: most shoes of the later pages sort above those of the first.
    pane.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    chosen = pane.model.shoe_at(pane.model.rowCount() - 1)
    pane.select_shoe(chosen.id)
    top = pane.model.shoe_at(pane.view.rowAt(0)).id
    wait_loaded(qtbot, loader)
    assert pane.model.rowCount() == SHOES
    current = pane.view.currentIndex()
    assert current.data(ShoeListModel.ShoeIdRole) == chosen.id
    assert pane.view.selectionModel().isRowSelected(current.row())
    assert pane.model.shoe_at(pane.view.rowAt(0)).id == top


def test_the_shown_shoe_stays_in_view_while_pages_join_between_it_and_the_top(
    qtbot: QtBot, library: Library
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(400, 300)
    pane.show()
    qtbot.waitExposed(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    # An old shoe shown (as the window shows the shoe looked at last): it joins the first
    # page at its place, and every later page comes between it and the top row.
    chosen = library.shoes()[SHOES - 30]
    pane.model.update_shoe(chosen)
    pane.select_shoe(chosen.id)
    QApplication.processEvents()  # scrolled to it
    row = pane.model.row_of(chosen.id)
    assert row is not None
    below_top = row - pane.view.rowAt(0)
    wait_loaded(qtbot, loader)
    row = pane.model.row_of(chosen.id)
    assert row is not None and row > FIRST  # the pages came above it
    # Where it was on screen (a row up at most, when it was cut at the bottom), and whole.
    assert below_top - 1 <= row - pane.view.rowAt(0) <= below_top
    assert pane.view.viewport().rect().contains(pane.view.visualRect(pane.model.index(row, 0)))
    assert pane.view.currentIndex().row() == row


def test_a_shoe_updated_before_its_page_came_is_listed_once_as_updated(
    qtbot: QtBot, library: Library
) -> None:
    model = ShoeListModel()
    runner = SyncRunner(defer=True)  # pages wait, as on a worker thread
    loader = make_loader(library, model, runner)
    loader.start()
    shoe = library.shoes()[FIRST + 3]  # in the second page
    qtbot.waitUntil(lambda: runner.busy)  # the second page asked for
    assert not model.has(shoe.id)
    # The window logs into that shoe while the page is read (so the page has it as it was
    # before): its new summary joins the list at its place, and the page does not take
    # it back or list it twice.
    newer = replace(shoe, tally=replace(shoe.tally, hands=99, banker=99))
    model.update_shoe(newer)
    while loader.loading:
        qtbot.waitUntil(lambda: runner.busy or not loader.loading)
        runner.run_pending()
    assert listed(model).count(shoe.id) == 1
    assert model.shoe_at(model.row_of(shoe.id) or 0) == newer
    assert listed(model) == [s.id for s in library.shoes()]


def test_a_reload_while_the_list_fills_in_starts_again_with_no_shoe_twice(
    qtbot: QtBot, library: Library
) -> None:
    model = ShoeListModel()
    runner = SyncRunner(defer=True)
    loader = make_loader(library, model, runner)
    loader.start()
    qtbot.waitUntil(lambda: runner.busy)
    runner.run_pending()  # one page in
    qtbot.waitUntil(lambda: runner.busy)  # the next one asked for
    library.import_shoes(records(3, prefix="Imported"))
    loader.start()  # as after an import
    runner.run_pending()  # the page of the first start: dropped
    while loader.loading:
        qtbot.waitUntil(lambda: runner.busy or not loader.loading)
        runner.run_pending()
    assert listed(model) == [s.id for s in library.shoes()]
    assert model.shoe_count() == SHOES + 3


def test_a_sync_reads_only_the_shoes_that_changed_and_keeps_the_selection(
    qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    wait_loaded(qtbot, loader)
    shoes = library.shoes()
    chosen, gone = shoes[40], shoes[41]
    pane.select_shoe(chosen.id)
    live = library.start_shoe(table="Salon 2")
    library.add_hand(live.id, HandRecord(0, winner=Winner.PLAYER))
    library.delete_shoe(gone.id)
    read: list[list[int]] = []
    shoes_of = library.shoes_of
    monkeypatch.setattr(library, "shoes_of", lambda ids: read.append(list(ids)) or shoes_of(ids))
    monkeypatch.setattr(library, "shoes", _never)
    resets: list[object] = []
    pane.model.modelReset.connect(lambda: resets.append(1))
    loader.sync()
    assert read == [[live.id]] and resets == []
    # Nothing changed since: nothing read but the tallies.
    loader.sync()
    assert read == [[live.id]]
    monkeypatch.undo()
    assert listed(pane.model) == [s.id for s in library.shoes()]
    assert pane.model.shoe_at(0).tally.hands == 1 and not pane.model.has(gone.id)
    assert pane.view.currentIndex().data(ShoeListModel.ShoeIdRole) == chosen.id


def test_a_shoe_renamed_elsewhere_is_read_again_at_its_new_place(
    qtbot: QtBot, library: Library
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    wait_loaded(qtbot, loader)
    shoe = library.shoes()[60]
    # Details alone (no hand, no tally moved): the shoe's revision tells the list.
    library.update_shoe(shoe.id, table="Salon Privé", started=START + timedelta(days=9))
    loader.sync()
    assert listed(pane.model) == [s.id for s in library.shoes()]
    assert pane.model.shoe_at(0).id == shoe.id and pane.model.shoe_at(0).table == "Salon Privé"
    pane.filter.setText("salon privé")
    assert listed(pane.model) == [shoe.id]


def test_a_sync_asked_for_while_the_list_fills_in_comes_once_it_is_full(
    qtbot: QtBot, library: Library
) -> None:
    model = ShoeListModel()
    loader = make_loader(library, model)
    loader.start()
    shoes = library.shoes()
    first, oldest = shoes[0], shoes[-1]
    library.delete_shoe(first.id)  # in the first page, read already
    loader.sync()
    assert model.has(first.id)
    wait_loaded(qtbot, loader)
    assert not model.has(first.id) and model.has(oldest.id)
    assert listed(model) == [s.id for s in library.shoes()]


def test_a_shoe_deleted_elsewhere_leaves_no_current_row_behind(
    qtbot: QtBot, library: Library
) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    loader = make_loader(library, pane.model)
    loader.start()
    wait_loaded(qtbot, loader)
    chosen = pane.model.shoe_at(3)
    pane.view.selectionModel().setCurrentIndex(
        pane.model.index(3, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    changes: list[int] = []
    pane.view.selectionModel().currentRowChanged.connect(
        lambda now, _was: changes.append(now.row())
    )
    library.delete_shoe(chosen.id)
    loader.sync()
    # The table goes on showing the shoe it has; the list does not pick another for it.
    assert changes == [-1] and not pane.view.currentIndex().isValid()


def _never(**_options: object) -> list[ShoeSummary]:
    raise AssertionError("the whole list was read again")
