"""Filling the shoe list: the first screen read at once, the rest of the library a page at a
time once the window is up, and the list kept in step with the library afterwards by
reading only the shoes that changed."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from tracker.errors import UserError
from tracker.history import ShoeKind
from tracker.store import DamagedRow, Library, ShoeSummary
from tracker.ui.library.models import ShoeListModel
from tracker.ui.shell.tasks import Runner, TaskContext, TaskHandle

FIRST_PAGE = 100
"""Shoes read before the window shows, at most: more than a tall screen of the list."""

PAGE = 300
"""Shoes read at a time afterwards: a page small enough to read and sort in unnoticed."""

RETRY_MS = 3000
"""How long a page or a check that failed (the library out of reach) waits to run again."""

UNSEEN_MS = 250
"""How long the rest waits for the list to be drawn first, when it is not on screen."""


def screen_rows(row_height: int) -> int:
    """How many rows of ``row_height`` pixels the tallest screen holds, and two more (at
    most :data:`FIRST_PAGE`): the shoes to read before the window shows."""
    screens = QGuiApplication.screens()
    tallest = max((screen.availableGeometry().height() for screen in screens), default=0)
    if tallest <= 0:
        return FIRST_PAGE
    return min(FIRST_PAGE, tallest // max(1, row_height) + 2)


class FirstScreen(NamedTuple):
    """What the window opens on."""

    newest: list[ShoeSummary]
    """The newest shoes, newest first (the whole library when it is small)."""
    still_open: list[ShoeSummary]
    """The shoes open for logging, oldest first, wherever they are in the list."""


_Changes = tuple[list[ShoeSummary], list[int]]
"""Shoes new or changed since the list read them, and the ids of those deleted."""


class ShoeListLoader(QObject):
    """Fills a :class:`ShoeListModel` from the library and keeps it in step.

    :meth:`start` reads the first screen at once; the rest waits until the list has been
    drawn (``drawn_by``: the first screen is on screen before any more is read), then each
    page is read on the task runner when the event loop is free (a zero timer), and joins
    the list at its place, so the filter, a sorted column, the selection and shoes the
    window added meanwhile all hold. :meth:`sync` reads each shoe's tallies, then only the
    shoes whose tallies moved (or that are new), and drops those deleted: never the whole
    list again.
    """

    loaded = Signal()
    """Every shoe of the library is in the list."""

    damaged = Signal(list)
    """Damaged rows the list's reads met and left out (:class:`DamagedRow` each), not
    told of before."""

    def __init__(
        self,
        library: Library,
        model: ShoeListModel,
        runner: Runner,
        parent: QObject | None = None,
        *,
        drawn_by: QWidget | None = None,
        first_page: int = FIRST_PAGE,
        page: int = PAGE,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.model = model
        self.runner = runner
        self.first_page = first_page
        self.page = page
        self._after: ShoeSummary | None = None  # the last shoe read, while more are to come
        self._generation = 0  # a page or check of an older start is dropped
        self._pending: TaskHandle[Any] | None = None
        self._sync_wanted = False
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._resume)
        self._unseen = False  # the first screen is still to be drawn
        self._drawn_by = drawn_by
        self._told: set[DamagedRow] = set()
        self._hands_check: TaskHandle[Any] | None = None

    @property
    def loading(self) -> bool:
        """Whether shoes of the library are still to join the list."""
        return self._after is not None

    def start(self) -> FirstScreen:
        """The list anew: the first screen read and shown now, the rest to follow.

        :raises UserError: when the library cannot be read.
        """
        library = self.library
        newest = library.shoes(limit=self.first_page)
        still_open = library.shoes(kind=ShoeKind.LIVE, closed=False, newest_first=False)
        self._generation += 1
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        self._sync_wanted = False
        self.model.set_shoes([*newest, *still_open])
        self._after = newest[-1] if len(newest) == self.first_page else None
        if self._after is None:
            self._timer.stop()
            self._wait_for_paint(False)
            self._all_read()
        elif self._drawn_by is not None and not self._drawn_by.isVisible():
            self._wait_for_paint(True)
            self._timer.start(UNSEEN_MS)
        else:
            self._timer.start(0)
        self._tell_damage()
        return FirstScreen(newest, still_open)

    def _all_read(self) -> None:
        """Every shoe listed: the first time, the hands are looked through for damage the
        list cannot meet (hands that cannot be read, hands whose shoe is gone)."""
        self.loaded.emit()
        if self._hands_check is not None:
            return
        library = self.library

        def failed(error: BaseException) -> None:
            if not isinstance(error, UserError):
                raise error  # out of reach for now: the next start looks again

        self._hands_check = self.runner.submit(
            lambda _context: library.find_damage(),
            on_done=lambda _rows: None if self._stopped else self._tell_damage(),
            on_error=failed,
        )

    def _tell_damage(self) -> None:
        new = [row for row in self.library.damaged_rows() if row not in self._told]
        if new:
            self._told.update(new)
            self.damaged.emit(new)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._unseen and watched is self._drawn_by and event.type() == QEvent.Type.Paint:
            # Drawn: the rest from the next turn of the event loop, after this paint.
            self._wait_for_paint(False)
            self._timer.start(0)
        return False

    def _wait_for_paint(self, waiting: bool) -> None:
        # Filtered only until the first paint: a filter sees every event of the list.
        if self._drawn_by is None or waiting == self._unseen:
            return
        self._unseen = waiting
        if waiting:
            self._drawn_by.installEventFilter(self)
        else:
            self._drawn_by.removeEventFilter(self)

    def sync(self) -> None:
        """Bring the list in step with the library (it changed): shoes started, logged
        into, closed or deleted since the list read them. While the list is still filling
        in, once it is full."""
        if self._stopped:
            return
        if self.loading or self._busy():
            self._sync_wanted = True
            return
        self._sync_wanted = False
        library, listed = self.library, self.model.shoes()
        since, generation = self.model.version, self._generation

        def changes(_context: TaskContext) -> _Changes:
            marks = library.shoe_marks()
            known = {shoe.id: shoe.mark for shoe in listed}
            moved = [shoe_id for shoe_id, mark in marks.items() if known.get(shoe_id) != mark]
            gone = [shoe_id for shoe_id in known if shoe_id not in marks]
            return (library.shoes_of(moved) if moved else []), gone

        self._pending = self.runner.submit(
            changes,
            on_done=lambda found: self._synced(generation, since, found),
            on_error=lambda error: self._failed(generation, error),
        )

    def stop(self) -> None:
        """No more reading (before the library is closed)."""
        self._stopped = True
        self._timer.stop()
        self._wait_for_paint(False)
        for task in (self._pending, self._hands_check):
            if task is not None:
                task.cancel()

    def _busy(self) -> bool:
        return self._pending is not None and not self._pending.done

    def _resume(self) -> None:
        self._wait_for_paint(False)
        if self.loading:
            self._next_page()
        elif self._sync_wanted:
            self.sync()

    def _next_page(self) -> None:
        after = self._after
        if self._stopped or after is None or self._busy():
            return
        library, size = self.library, self.page
        since, generation = self.model.version, self._generation
        self._pending = self.runner.submit(
            lambda _context: library.shoes(after=after, limit=size),
            on_done=lambda page: self._arrived(generation, since, page),
            on_error=lambda error: self._failed(generation, error),
        )

    def _arrived(self, generation: int, since: int, page: list[ShoeSummary]) -> None:
        if self._stopped or generation != self._generation:
            return
        self._pending = None
        # A shoe this window updated after the page was asked for keeps its newer row.
        self.model.add_shoes(page, since=since)
        self._tell_damage()
        if len(page) == self.page:
            self._after = page[-1]
            self._timer.start(0)
            return
        self._after = None
        self._all_read()
        if self._sync_wanted:
            self.sync()

    def _synced(self, generation: int, since: int, found: _Changes) -> None:
        if self._stopped or generation != self._generation:
            return
        self._pending = None
        changed, gone = found
        self.model.add_shoes(changed, since=since)
        self.model.remove_shoes(gone, since=since)
        self._tell_damage()
        if self._sync_wanted:
            self.sync()

    def _failed(self, generation: int, error: BaseException) -> None:
        if self._stopped or generation != self._generation:
            return
        self._pending = None
        if not isinstance(error, UserError):
            raise error
        # Out of reach for now (the watcher says so in the status bar): again in a while.
        if not self.loading:
            self._sync_wanted = True
        self._timer.start(RETRY_MS)
