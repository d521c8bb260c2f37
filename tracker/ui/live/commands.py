"""Undo and redo at the table: one command a hand, over the live-shoe use case.

A hand is stored before its command enters the history, so a hand the library refused is
never undoable. When an undo or redo is refused (the library busy or closed elsewhere),
the history no longer matches the library: it goes inert at once and is cleared, and says
so through :attr:`ShoeHistory.refused`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tracker.errors import UserError
from tracker.history import HandRecord
from tracker.services.live import LiveShoe


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


class LogHandCommand(QUndoCommand):
    """One logged hand: pushed once stored; undo removes it, redo logs it again."""

    def __init__(self, history: ShoeHistory, live: LiveShoe, hand: HandRecord) -> None:
        super().__init__(f"log {hand.winner.word if hand.winner else 'hand'}")
        self.history = history
        self.live = live
        self.hand = hand
        self._stored = True  # the hand was stored before the command was pushed

    def redo(self) -> None:
        if self._stored:
            self._stored = False
            return
        if self.history.broken:
            return
        try:
            self.live.log_hand(self.hand)
        except UserError as exc:
            self.history.refuse(exc)

    def undo(self) -> None:
        if self.history.broken:
            return
        try:
            self.live.undo_last()
        except UserError as exc:
            self.history.refuse(exc)
