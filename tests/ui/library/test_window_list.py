"""The main window's shoe list on a library larger than its first page: the window opens on
the shoe shown last wherever it is in the list, the rest fills in with that shoe still
chosen, and a hand logged or a change made elsewhere updates a row, never the whole list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.ui.library.test_loading import records
from tests.ui.user import start_shoe
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.store import Library, ShoeSummary, open_library
from tracker.ui.library.loading import FIRST_PAGE
from tracker.ui.main.preferences import LAST_SHOE
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner

SHOES = FIRST_PAGE + 150


@pytest.fixture
def libraries(tmp_path: Path) -> Iterator[tuple[Library, Library]]:
    """The window's library and another tracker's on the same file."""
    path = str(tmp_path / "library.sqlite")
    mine, theirs = open_library(path), open_library(path)
    mine.import_shoes(records(SHOES))
    yield mine, theirs
    mine.close()
    theirs.close()


def open_window(qtbot: QtBot, library: Library, settings: QSettings) -> MainWindow:
    window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    window.shoes.loader.page = 40  # several pages after the first
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    return window


def wait_loaded(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.shoes.loader.loading, timeout=10_000)


def chosen_id(window: MainWindow) -> int:
    return int(window.shoe_view.currentIndex().data(window.shoe_model.ShoeIdRole))


def listed(window: MainWindow) -> list[int]:
    model = window.shoe_model
    return [model.shoe_at(row).id for row in range(model.rowCount())]


def test_the_window_opens_on_a_shoe_beyond_the_first_page_and_fills_in_around_it(
    qtbot: QtBot, libraries: tuple[Library, Library], tmp_path: Path
) -> None:
    library, _ = libraries
    shoes = library.shoes()
    old = shoes[-3]  # among the oldest: in the last page
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAST_SHOE.key, old.id)
    window = open_window(qtbot, library, settings)
    assert window.current is not None and window.current.id == old.id
    assert window.shoe_model.shoe_count() < SHOES and chosen_id(window) == old.id
    wait_loaded(qtbot, window)
    assert listed(window) == [s.id for s in shoes]
    assert chosen_id(window) == old.id and window.current.id == old.id
    # The filter finds a shoe of the last page, and clearing it chooses the shown one again.
    qtbot.keyClicks(window.filter, f"table {shoes[-1].label} ")
    assert listed(window) == [shoes[-1].id]
    window.filter.clear()
    assert chosen_id(window) == old.id


@pytest.mark.parametrize("saved", [str(2**70), "not a number", -5])
def test_a_damaged_last_shoe_setting_opens_on_the_newest_shoe(
    qtbot: QtBot, libraries: tuple[Library, Library], tmp_path: Path, saved: object
) -> None:
    library, _ = libraries
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAST_SHOE.key, saved)  # a settings file edited by hand
    window = open_window(qtbot, library, settings)
    assert window.current is not None and window.current.id == library.shoes()[0].id


def test_the_last_shoe_out_of_reach_at_start_opens_on_the_newest_shoe(
    qtbot: QtBot,
    libraries: tuple[Library, Library],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tracker.store import LibraryLockedError

    library, _ = libraries
    old = library.shoes()[-3]  # beyond the first page: looked up in the library
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAST_SHOE.key, old.id)
    real = library.shoe
    calls = {"n": 0}

    def locked_once(shoe_id: int) -> object:
        calls["n"] += 1
        if calls["n"] == 1:
            raise LibraryLockedError("the library is locked: another program is writing to it")
        return real(shoe_id)

    monkeypatch.setattr(library, "shoe", locked_once)
    window = open_window(qtbot, library, settings)
    assert calls["n"] >= 1
    assert window.current is not None and window.current.id == library.shoes()[0].id


def test_a_hand_logged_here_updates_its_row_and_reads_no_list_again(
    qtbot: QtBot,
    libraries: tuple[Library, Library],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    library, _ = libraries
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, library, settings)
    wait_loaded(qtbot, window)
    shoe = start_shoe(qtbot, window, "Table 9")
    assert shoe is not None
    monkeypatch.setattr(library, "shoes", _whole_list_read)
    resets: list[int] = []
    window.shoe_model.modelReset.connect(lambda: resets.append(1))
    qtbot.keyClick(window, Qt.Key.Key_B)
    window.watcher.poll()  # the marker moved: this window's own hand
    assert resets == [] and window.watcher.mark.text() == ""
    row = window.shoe_model.row_of(shoe.id)
    assert row == 0 and window.shoe_model.shoe_at(row).tally.hands == 1
    assert chosen_id(window) == shoe.id
    assert window.shoe_model.shoe_count() == SHOES + 1


def test_changes_made_elsewhere_update_only_their_rows(
    qtbot: QtBot,
    libraries: tuple[Library, Library],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    library, theirs = libraries
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, library, settings)
    wait_loaded(qtbot, window)
    chosen = window.current
    assert chosen is not None
    shoes = library.shoes()
    gone = shoes[SHOES // 2]
    added = theirs.start_shoe(table="Salon 2")
    theirs.add_hand(added.id, HandRecord(0, winner=Winner.TIE))
    theirs.delete_shoe(gone.id)
    monkeypatch.setattr(library, "shoes", _whole_list_read)
    resets: list[int] = []
    window.shoe_model.modelReset.connect(lambda: resets.append(1))
    window.watcher.poll()
    assert resets == [] and window.watcher.mark.text().startswith("Updated ")
    monkeypatch.undo()
    assert listed(window) == [s.id for s in library.shoes()]
    assert window.shoe_model.shoe_at(0).tally.hands == 1
    assert chosen_id(window) == chosen.id


def test_an_import_while_the_list_fills_in_leaves_each_shoe_listed_once(
    qtbot: QtBot, libraries: tuple[Library, Library], tmp_path: Path
) -> None:
    library, _ = libraries
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = open_window(qtbot, library, settings)
    assert window.shoes.loader.loading
    library.import_shoes(records(5, prefix="Imported"))
    window.refresh_library()  # as the end of an import does
    wait_loaded(qtbot, window)
    assert listed(window) == [s.id for s in library.shoes()]
    assert window.shoe_model.shoe_count() == SHOES + 5


def _whole_list_read(**_options: object) -> list[ShoeSummary]:
    raise AssertionError("the whole shoe list was read again")
