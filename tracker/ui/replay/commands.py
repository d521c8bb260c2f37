"""Splitting and merging shoes from the replay window as undoable commands over the
reshaping use case (:mod:`tracker.services.reshaping`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from tracker.errors import UserError
from tracker.services.reshaping import MergeShoes, SplitShoe
from tracker.store import ShoeSummary

Shown = Callable[[ShoeSummary], None]
"""Told the shoe to show after a change (the split's first part, the merged shoe)."""


class ReshapeCommand(QUndoCommand):
    """A split or a merge: the push makes it; undo and redo go through the use case. A
    refused change (the library busy, a shoe deleted elsewhere) is reported through
    ``refused`` and the command marked obsolete, so the stack never falls out of step."""

    def __init__(
        self,
        change: SplitShoe | MergeShoes,
        shown: Shown,
        refused: Callable[[UserError], None],
    ) -> None:
        super().__init__(change.text)
        self.change = change
        self._shown = shown
        self._refused = refused
        self.failed = False

    def redo(self) -> None:
        self._run(self.change.redo, after_undo=False)

    def undo(self) -> None:
        self._run(self.change.undo, after_undo=True)

    def _run(self, step: Callable[[], ShoeSummary], *, after_undo: bool) -> None:
        try:
            result = step()
        except UserError as exc:
            self.failed = True
            self.setObsolete(True)
            self._refused(exc)
            return
        # Show the shoe the change keeps: the first part of a split, the merged shoe.
        shoe_id = self.change.shoe_id
        library = self.change.library
        self._shown(library.shoe(shoe_id) if result.id != shoe_id else result)
