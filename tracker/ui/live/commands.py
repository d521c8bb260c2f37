"""Undo and redo at the table: one command a user's change (a hand logged, edited, inserted
or deleted; the details changed; the shoe closed or reopened), over the live-shoe use case.

A hand is stored before its command enters the history, so a hand the library refused is
never undoable. An undo or redo takes back exactly the change it names: it is made only to
the shoe as this window last read it, and refused when another tracker changed the shoe
meanwhile. When an undo or redo is refused (that, or the library busy or closed
elsewhere), the history no longer matches the library: it goes inert at once and is
cleared, and says so through :attr:`ShoeHistory.refused`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tracker.errors import UserError
from tracker.history import HandRecord
from tracker.services.live import LiveShoe
from tracker.store import ShoeChangedError


class ShoeHistory(QObject):
    """The undo stack of the shown shoe, and what happens when the library refuses a step."""

    refused = Signal(str)
    """A step was refused: the message; the history has been cleared."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack = QUndoStack(self)
        self.broken = False

    def push_done(self, command: QUndoCommand) -> None:
        """Add a command whose change is already stored (its first redo does nothing)."""
        self.stack.push(command)

    def clear(self) -> None:
        self.stack.clear()
        self.broken = False

    def refuse(self, error: UserError) -> None:
        """An undo or redo failed: inert now, cleared once the stack finishes this step."""
        self.broken = True
        QTimer.singleShot(0, self.clear)
        self.refused.emit(str(error))


def _describe(hand: HandRecord) -> str:
    return hand.winner.word if hand.winner is not None else "hand"


class _StoredCommand(QUndoCommand):
    """A change already stored when pushed: the first redo does nothing; a refused undo or
    redo breaks the history (see :class:`ShoeHistory`)."""

    def __init__(self, history: ShoeHistory, live: LiveShoe, text: str) -> None:
        super().__init__(text)
        self.history = history
        self.live = live
        self._reads = live.reads  # the shoe as read when the change was made
        self._stored = True

    def redo(self) -> None:
        if self._stored:
            self._stored = False
            return
        self._step(self.apply, "redo")

    def undo(self) -> None:
        self._step(self.revert, "undo")

    def _step(self, step: Callable[[], object], name: str) -> None:
        if self.history.broken:
            return
        try:
            if self.live.reads != self._reads:
                raise ShoeChangedError("another tracker changed the shoe meanwhile")
            step()
        except ShoeChangedError as exc:
            self.history.refuse(
                ShoeChangedError(f"{exc}: {name} refused; the shoe is shown as it is now")
            )
        except UserError as exc:
            self.history.refuse(exc)

    def apply(self) -> None:
        raise NotImplementedError

    def revert(self) -> None:
        raise NotImplementedError


class LogHandCommand(_StoredCommand):
    """One logged hand: undo removes it, redo logs it again."""

    def __init__(self, history: ShoeHistory, live: LiveShoe, hand: HandRecord) -> None:
        super().__init__(history, live, f"log {_describe(hand)}")
        self.hand = hand

    def apply(self) -> None:
        self.live.log_hand(self.hand, if_unchanged=True)

    def revert(self) -> None:
        self.live.undo_last(if_unchanged=True)


class EditHandCommand(_StoredCommand):
    """A past hand corrected: undo puts back what it recorded before."""

    def __init__(
        self,
        history: ShoeHistory,
        live: LiveShoe,
        position: int,
        before: HandRecord,
        after: HandRecord,
    ) -> None:
        change = (
            f"{_describe(before)} → {_describe(after)}"
            if before.winner is not after.winner
            else "details"
        )
        super().__init__(history, live, f"edit hand {before.number} ({change})")
        self.position = position
        self.before = before
        self.after = after

    def apply(self) -> None:
        self.live.edit(self.position, self.after, if_unchanged=True)

    def revert(self) -> None:
        self.live.edit(self.position, self.before, if_unchanged=True)


class InsertHandCommand(_StoredCommand):
    """A forgotten hand put in its place: undo deletes it again."""

    def __init__(
        self, history: ShoeHistory, live: LiveShoe, position: int, hand: HandRecord
    ) -> None:
        super().__init__(history, live, f"insert {_describe(hand)} as hand {position + 1}")
        self.position = position
        self.hand = hand

    def apply(self) -> None:
        self.live.insert(self.position, self.hand, if_unchanged=True)

    def revert(self) -> None:
        self.live.delete(self.position, if_unchanged=True)


class DeleteHandCommand(_StoredCommand):
    """A hand deleted: undo puts it back in its place."""

    def __init__(
        self, history: ShoeHistory, live: LiveShoe, position: int, hand: HandRecord
    ) -> None:
        super().__init__(history, live, f"delete hand {hand.number} ({_describe(hand)})")
        self.position = position
        self.hand = hand

    def apply(self) -> None:
        self.live.delete(self.position, if_unchanged=True)

    def revert(self) -> None:
        self.live.insert(self.position, self.hand, if_unchanged=True)


class DetailsCommand(_StoredCommand):
    """The shoe's details changed: undo puts back the ones before."""

    def __init__(
        self,
        history: ShoeHistory,
        live: LiveShoe,
        before: Mapping[str, object],
        after: Mapping[str, object],
    ) -> None:
        changed = sorted(key for key in after if before.get(key) != after[key])
        words = ", ".join(key.replace("_", " ") for key in changed) or "nothing"
        super().__init__(history, live, f"change the shoe's {words}")
        self.before = dict(before)
        self.after = dict(after)

    def apply(self) -> None:
        self.live.update_details(if_unchanged=True, **self.after)

    def revert(self) -> None:
        self.live.update_details(if_unchanged=True, **self.before)


class CloseShoeCommand(_StoredCommand):
    """The shoe closed: undo opens it for logging again."""

    def __init__(self, history: ShoeHistory, live: LiveShoe) -> None:
        super().__init__(history, live, "close the shoe")

    def apply(self) -> None:
        self.live.close(if_unchanged=True)

    def revert(self) -> None:
        self.live.reopen(if_unchanged=True)


class ReopenShoeCommand(_StoredCommand):
    """A closed shoe opened again: undo closes it."""

    def __init__(self, history: ShoeHistory, live: LiveShoe) -> None:
        super().__init__(history, live, "reopen the shoe")

    def apply(self) -> None:
        self.live.reopen(if_unchanged=True)

    def revert(self) -> None:
        self.live.close(if_unchanged=True)
