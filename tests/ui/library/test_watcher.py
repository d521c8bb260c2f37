"""The library watcher: others' changes are seen and marked, the window's own are not
marked, nothing is signalled when nothing moved, a library out of reach says so, and the
first look waits for the window's first frame."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest
import shiboken6
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.painted import next_frame
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.store import Library, LibraryError, open_library
from tracker.ui.library.watcher import LibraryWatcher
from tracker.ui.shell.tasks import Runner, SyncRunner


@pytest.fixture
def libraries(tmp_path: Path) -> Iterator[tuple[Library, Library]]:
    """The window's library and another tracker's on the same file."""
    path = str(tmp_path / "library.sqlite")
    mine, theirs = open_library(path), open_library(path)
    yield mine, theirs
    mine.close()
    theirs.close()


def test_changes_made_elsewhere_are_seen_and_marked(
    qtbot: QtBot, libraries: tuple[Library, Library]
) -> None:
    mine, theirs = libraries
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000)
    seen: list[bool] = []
    watcher.changed.connect(seen.append)
    watcher.poll()
    assert seen == [] and watcher.mark.text() == ""
    shoe = theirs.start_shoe(table="Table 2")
    watcher.poll()
    assert seen == [True]
    assert watcher.mark.text().startswith("Updated ") and "elsewhere" in watcher.mark.toolTip()
    # A hand logged there moves the marker too; a look with nothing new says nothing.
    theirs.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
    watcher.poll()
    watcher.poll()
    assert seen == [True, True]
    for change in (
        lambda: theirs.undo_last(shoe.id),
        lambda: theirs.close_shoe(shoe.id),
        lambda: theirs.delete_shoe(shoe.id),
    ):
        change()
        watcher.poll()
    assert seen == [True] * 5
    watcher.stop()


def test_the_windows_own_change_is_read_but_not_marked(
    qtbot: QtBot, libraries: tuple[Library, Library]
) -> None:
    mine, _ = libraries
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000)
    seen: list[bool] = []
    watcher.changed.connect(seen.append)
    mine.start_shoe()
    watcher.own_change()
    watcher.poll()
    assert seen == [False] and watcher.mark.text() == ""
    watcher.stop()


def test_a_library_out_of_reach_is_marked_until_it_is_back(
    qtbot: QtBot, libraries: tuple[Library, Library], monkeypatch: pytest.MonkeyPatch
) -> None:
    mine, _ = libraries
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000)

    def down() -> tuple[int, ...]:
        raise LibraryError("cannot connect to the library db: Connection refused")

    monkeypatch.setattr(mine, "change_marker", down)
    watcher.poll()
    assert watcher.mark.text() == "Library unreachable"
    assert "Connection refused" in watcher.mark.toolTip()
    monkeypatch.undo()
    watcher.poll()
    assert watcher.mark.text() == ""
    watcher.stop()
    # Stopped: no more looks.
    monkeypatch.setattr(mine, "change_marker", down)
    watcher.poll()
    assert watcher.mark.text() == ""


def test_the_first_look_waits_until_the_list_is_drawn(
    qtbot: QtBot, libraries: tuple[Library, Library], monkeypatch: pytest.MonkeyPatch
) -> None:
    mine, theirs = libraries
    looks: list[int] = []
    real = mine.change_marker

    def counted() -> tuple[int, ...]:
        looks.append(1)
        return real()

    monkeypatch.setattr(mine, "change_marker", counted)
    listed = QWidget()
    qtbot.addWidget(listed)
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000, drawn_by=listed)
    seen: list[bool] = []
    watcher.changed.connect(seen.append)
    # Another window draws a frame: the watcher could have looked by then, and has not.
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    next_frame(qtbot, other, asking=other)
    assert looks == []  # not beside the window's first frame
    listed.show()
    qtbot.waitUntil(lambda: looks == [1])
    # That first look is where the library stands: a change after it is news.
    assert seen == []
    theirs.start_shoe(table="Table 3")
    watcher.poll()
    assert seen == [True]
    watcher.stop()


def test_a_list_gone_before_it_was_drawn_leaves_the_watcher_able_to_stop(
    qtbot: QtBot, libraries: tuple[Library, Library]
) -> None:
    mine, _ = libraries
    listed = QWidget()
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000, drawn_by=listed)
    shiboken6.delete(listed)
    watcher.stop()  # no filter left to remove on a widget that is gone


def test_what_the_window_stored_before_the_first_look_is_not_taken_for_its_next_change(
    qtbot: QtBot, libraries: tuple[Library, Library]
) -> None:
    mine, theirs = libraries
    listed = QWidget()
    qtbot.addWidget(listed)
    watcher = LibraryWatcher(mine, SyncRunner(), interval_ms=3_600_000, drawn_by=listed)
    seen: list[bool] = []
    watcher.changed.connect(seen.append)
    mine.start_shoe(table="Mine")
    watcher.own_change()  # before the first look: part of where the library stands
    listed.show()
    qtbot.waitUntil(lambda: watcher._marker is not None)
    theirs.start_shoe(table="Theirs")
    watcher.poll()
    assert seen == [True] and watcher.mark.text().startswith("Updated ")
    watcher.stop()


class _Later:
    """A runner whose looks read the library at once and arrive later, as from a worker
    thread: the window may store something meanwhile."""

    class _Handle:
        done = False

        def cancel(self) -> None:
            pass

    def __init__(self) -> None:
        self.arriving: list[Callable[[], None]] = []

    def submit(self, task: Any, *, on_done: Any, on_error: Any, **_: Any) -> Any:
        handle, result = self._Handle(), task(None)

        def arrive() -> None:
            handle.done = True
            on_done(result)

        self.arriving.append(arrive)
        return handle

    def arrive(self) -> None:
        while self.arriving:
            self.arriving.pop(0)()


def test_what_the_window_stores_while_a_look_is_on_its_way_is_still_its_own(
    qtbot: QtBot, libraries: tuple[Library, Library]
) -> None:
    mine, _ = libraries
    runner = _Later()
    watcher = LibraryWatcher(mine, cast(Runner, runner), interval_ms=3_600_000)
    seen: list[bool] = []
    watcher.changed.connect(seen.append)
    mine.start_shoe(table="Mine")  # stored while the first look is on its way
    watcher.own_change()
    runner.arrive()
    watcher.poll()
    runner.arrive()
    assert seen == [False] and watcher.mark.text() == ""
    watcher.stop()
