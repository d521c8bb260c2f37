"""Seeing what other copies of tracker store in a shared library: a cheap "last change"
marker read every few seconds on the task runner, a signal when it moves, and a mark for
the status bar that says the library changed elsewhere (or cannot be reached)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTime, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from tracker.errors import UserError
from tracker.store import Library
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.tasks import Runner, TaskContext, TaskHandle

Marker = tuple[int, ...]

POLL_MS = 3000
"""How often the library is asked whether it changed (a few numbers, one short query)."""


def updated_tip() -> str:
    """The updated mark's tooltip, in the app's language."""
    return QCoreApplication.translate(
        "Library",
        "Shoes or hands were stored elsewhere (another tracker on this library): the shoes "
        "that changed and the shown shoe were read again.",
    )


class _Mark(QLabel):
    """The status bar's mark, which says when the language changed (its watcher then says
    it again in the new language)."""

    retranslate = Signal()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate.emit()
        super().changeEvent(event)


class LibraryWatcher(QObject):
    """Asks the library for its change marker every :data:`POLL_MS` ms, off the GUI
    thread, and emits :attr:`changed` when it moved.

    ``changed(by_others)``: ``by_others`` is ``False`` when this window wrote since the
    last look (:meth:`own_change`) and so may have made the change itself (what changed
    is for the listener to read: the shoe list reads only the shoes that did, see
    :meth:`~tracker.ui.library.loading.ShoeListLoader.sync`). :attr:`mark` says
    "updated" only for others' changes.

    With ``drawn_by`` (a widget not shown yet), the first look waits until that widget
    has been drawn: run beside the window's first frame, its reading on the worker
    thread would hold up the frame (the two threads take turns at Python's lock).
    """

    changed = Signal(bool)

    def __init__(
        self,
        library: Library,
        runner: Runner,
        parent: QWidget | None = None,
        *,
        interval_ms: int = POLL_MS,
        drawn_by: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.runner = runner
        self.mark = _Mark(parent)
        self.mark.setObjectName("libraryUpdated")
        # What the mark says, kept to say it again in a new language: "updated" at a time,
        # or "unreachable" for an error; None for nothing.
        self._said: tuple[str, object] | None = None
        self.mark.retranslate.connect(self._say)
        self._marker: Marker | None = None
        self._own = False
        self._own_changes = 0  # own_change calls, to tell those made while a look was out
        self._pending: TaskHandle[Marker] | None = None
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.poll)
        self._timer.start()
        self._drawn_by = drawn_by if drawn_by is not None and not drawn_by.isVisible() else None
        if self._drawn_by is not None:
            self._drawn_by.installEventFilter(self)
            self._drawn_by.destroyed.connect(self._undrawn)
        else:
            self.poll()  # where the library stands now: what moves from here is news

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        drawn = self._drawn_by
        if drawn is not None and watched is drawn and event.type() == QEvent.Type.Paint:
            # A change stored elsewhere between the window's reading and this look goes
            # unmarked, but the next change anywhere brings it in: the list then compares
            # every shoe's tallies with the ones it shows.
            drawn.removeEventFilter(self)
            self._drawn_by = None
            QTimer.singleShot(0, self, self.poll)  # after this paint
        return False

    def _undrawn(self) -> None:
        self._drawn_by = None  # gone before it was drawn: the timer's look comes instead

    def own_change(self) -> None:
        """This window stored something: the marker's next move may be its own."""
        self._own = True
        self._own_changes += 1

    def stop(self) -> None:
        """No more looks (before the library is closed)."""
        self._stopped = True
        self._timer.stop()
        if self._drawn_by is not None:
            self._drawn_by.removeEventFilter(self)
        self._drawn_by = None
        if self._pending is not None:
            self._pending.cancel()

    def poll(self) -> None:
        """Look at the library now (unless a look is still on its way)."""
        if self._stopped or (self._pending is not None and not self._pending.done):
            return
        library = self.library

        def look(_context: TaskContext) -> Marker:
            return library.change_marker()

        asked = self._own_changes
        self._pending = self.runner.submit(
            look, on_done=lambda marker: self._looked(marker, asked), on_error=self._failed
        )

    def _looked(self, marker: Marker, asked: int) -> None:
        if self._stopped:
            return
        if self.mark.property("unreachable"):
            self._show(None)
        last, self._marker = self._marker, marker
        # What this window stored before the look was asked for is in the marker; what it
        # stored while the look was on its way may not be, and counts for the next look.
        settled = asked == self._own_changes
        if last is None:
            if settled:
                self._own = False  # where the library stands, this window's changes in it
            return
        if marker == last:
            return
        by_others = not self._own
        if settled:
            self._own = False
        if by_others:
            self._show(("updated", QTime.currentTime()))
        self.changed.emit(by_others)

    def _failed(self, error: BaseException) -> None:
        if self._stopped:
            return
        if not isinstance(error, UserError):
            raise error
        # The server is down or the file locked: say so, and keep looking.
        self._show(("unreachable", error))
        self.mark.setProperty("unreachable", True)

    def _show(self, said: tuple[str, object] | None) -> None:
        self.mark.setProperty("unreachable", False)
        self._said = said
        self._say()

    def _say(self) -> None:
        """The mark's text and tooltip in the app's language."""
        said = self._said
        if said is None:
            text, tip = "", ""
        elif said[0] == "updated":
            at = said[1]
            assert isinstance(at, QTime)
            text = QCoreApplication.translate("Library", "Updated %1").replace(
                "%1", QLocale().toString(at, "HH:mm:ss")
            )
            tip = updated_tip()
        else:
            text = QCoreApplication.translate("Library", "Library unreachable")
            tip = QCoreApplication.translate(
                "Library", "%1\nLooking again every few seconds."
            ).replace("%1", shown(said[1]))
        self.mark.setText(text)
        self.mark.setToolTip(tip)
