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

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tracker.errors import UserError
from tracker.history import HandRecord
from tracker.services.live import LiveShoe
from tracker.store import ShoeChangedError
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.live.words import winner_word
from tracker.ui.shell.i18n import shown


class ShoeHistory(QObject):
    """The undo stack of the shown shoe, and what happens when the library refuses a step."""

    refused = Signal(str)
    """A step was refused: the message, in the app's language; the history has been
    cleared."""

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

    def retranslate(self) -> None:
        """Each step's name in the app's language (the Undo and Redo menu entries too)."""
        stack = self.stack
        for i in range(stack.count()):
            command = stack.command(i)
            if isinstance(command, _StoredCommand):
                command.retranslate()
        # The stack tells the menu of a new name only when it moves: told here.
        stack.undoTextChanged.emit(stack.undoText())
        stack.redoTextChanged.emit(stack.redoText())

    def refuse(self, error: UserError) -> None:
        """An undo or redo failed: inert now, cleared once the stack finishes this step."""
        self.broken = True
        QTimer.singleShot(0, self.clear)
        self.refused.emit(shown(error))


def _describe(hand: HandRecord) -> str:
    """The hand's winner as a word (the history's texts are made when the step is done, in
    the language of the moment)."""
    if hand.winner is None:
        return QCoreApplication.translate("UndoHistory", "hand")
    return winner_word(hand.winner)


def _number(n: int) -> str:
    return QLocale().toString(n)


def _refused(error: Exception, name: str) -> Message:
    """Why an undo (``name``) or a redo was refused."""
    if name == "undo":
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{error}: undo refused; the shoe is shown as it is now"),
            error=error,
        )
    return Message(
        QT_TRANSLATE_NOOP("Messages", "{error}: redo refused; the shoe is shown as it is now"),
        error=error,
    )


class _StoredCommand(QUndoCommand):
    """A change already stored when pushed: the first redo does nothing; a refused undo or
    redo breaks the history (see :class:`ShoeHistory`)."""

    def __init__(self, history: ShoeHistory, live: LiveShoe) -> None:
        super().__init__()
        self.history = history
        self.live = live
        self._reads = live.reads  # the shoe as read when the change was made
        self._stored = True

    def describe(self) -> str:
        """The step's name in the app's language, as the Undo and Redo entries show it."""
        raise NotImplementedError

    def retranslate(self) -> None:
        self.setText(self.describe())

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
                raise ShoeChangedError(
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "another tracker changed the shoe meanwhile")
                    )
                )
            step()
        except ShoeChangedError as exc:
            self.history.refuse(ShoeChangedError(_refused(exc, name)))
        except UserError as exc:
            self.history.refuse(exc)

    def apply(self) -> None:
        raise NotImplementedError

    def revert(self) -> None:
        raise NotImplementedError


class LogHandCommand(_StoredCommand):
    """One logged hand: undo removes it, redo logs it again."""

    def __init__(self, history: ShoeHistory, live: LiveShoe, hand: HandRecord) -> None:
        super().__init__(history, live)
        self.hand = hand
        self.retranslate()

    def describe(self) -> str:
        text = QCoreApplication.translate("UndoHistory", "log %1")
        return text.replace("%1", _describe(self.hand))

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
        super().__init__(history, live)
        self.position = position
        self.before = before
        self.after = after
        self.retranslate()

    def describe(self) -> str:
        before, after = self.before, self.after
        if before.winner is not after.winner:
            text = (
                QCoreApplication.translate("UndoHistory", "edit hand %1 (%2 → %3)")
                .replace("%2", _describe(before))
                .replace("%3", _describe(after))
            )
        else:
            text = QCoreApplication.translate("UndoHistory", "edit hand %1 (details)")
        return text.replace("%1", _number(before.number))

    def apply(self) -> None:
        self.live.edit(self.position, self.after, if_unchanged=True)

    def revert(self) -> None:
        self.live.edit(self.position, self.before, if_unchanged=True)


class InsertHandCommand(_StoredCommand):
    """A forgotten hand put in its place: undo deletes it again."""

    def __init__(
        self, history: ShoeHistory, live: LiveShoe, position: int, hand: HandRecord
    ) -> None:
        super().__init__(history, live)
        self.position = position
        self.hand = hand
        self.retranslate()

    def describe(self) -> str:
        return (
            QCoreApplication.translate("UndoHistory", "insert %1 as hand %2")
            .replace("%2", _number(self.position + 1))
            .replace("%1", _describe(self.hand))
        )

    def apply(self) -> None:
        self.live.insert(self.position, self.hand, if_unchanged=True)

    def revert(self) -> None:
        self.live.delete(self.position, if_unchanged=True)


class DeleteHandCommand(_StoredCommand):
    """A hand deleted: undo puts it back in its place."""

    def __init__(
        self, history: ShoeHistory, live: LiveShoe, position: int, hand: HandRecord
    ) -> None:
        super().__init__(history, live)
        self.position = position
        self.hand = hand
        self.retranslate()

    def describe(self) -> str:
        return (
            QCoreApplication.translate("UndoHistory", "delete hand %1 (%2)")
            .replace("%2", _describe(self.hand))
            .replace("%1", _number(self.hand.number))
        )

    def apply(self) -> None:
        self.live.delete(self.position, if_unchanged=True)

    def revert(self) -> None:
        self.live.insert(self.position, self.hand, if_unchanged=True)


DETAILS = {
    "casino": QT_TRANSLATE_NOOP("UndoHistory", "casino"),
    "table": QT_TRANSLATE_NOOP("UndoHistory", "table"),
    "started": QT_TRANSLATE_NOOP("UndoHistory", "started"),
    "decks": QT_TRANSLATE_NOOP("UndoHistory", "decks"),
    "rules": QT_TRANSLATE_NOOP("UndoHistory", "rules"),
    "cut_card": QT_TRANSLATE_NOOP("UndoHistory", "cut card"),
    "burn": QT_TRANSLATE_NOOP("UndoHistory", "burn"),
    "notes": QT_TRANSLATE_NOOP("UndoHistory", "notes"),
}
"""A shoe's details, as the undo history names those changed."""


class DetailsCommand(_StoredCommand):
    """The shoe's details changed: undo puts back the ones before."""

    def __init__(
        self,
        history: ShoeHistory,
        live: LiveShoe,
        before: Mapping[str, object],
        after: Mapping[str, object],
    ) -> None:
        super().__init__(history, live)
        self.before = dict(before)
        self.after = dict(after)
        self.changed = sorted(key for key in after if before.get(key) != after[key])
        self.retranslate()

    def describe(self) -> str:
        words = QCoreApplication.translate("UndoHistory", ", ").join(
            QCoreApplication.translate("UndoHistory", DETAILS.get(key, key)) for key in self.changed
        ) or QCoreApplication.translate("UndoHistory", "nothing")
        text = QCoreApplication.translate("UndoHistory", "change the shoe's %1")
        return text.replace("%1", words)

    def apply(self) -> None:
        self.live.update_details(if_unchanged=True, **self.after)

    def revert(self) -> None:
        self.live.update_details(if_unchanged=True, **self.before)


class CloseShoeCommand(_StoredCommand):
    """The shoe closed: undo opens it for logging again."""

    def __init__(self, history: ShoeHistory, live: LiveShoe) -> None:
        super().__init__(history, live)
        self.retranslate()

    def describe(self) -> str:
        return QCoreApplication.translate("UndoHistory", "close the shoe")

    def apply(self) -> None:
        self.live.close(if_unchanged=True)

    def revert(self) -> None:
        self.live.reopen(if_unchanged=True)


class ReopenShoeCommand(_StoredCommand):
    """A closed shoe opened again: undo closes it."""

    def __init__(self, history: ShoeHistory, live: LiveShoe) -> None:
        super().__init__(history, live)
        self.retranslate()

    def describe(self) -> str:
        return QCoreApplication.translate("UndoHistory", "reopen the shoe")

    def apply(self) -> None:
        self.live.reopen(if_unchanged=True)

    def revert(self) -> None:
        self.live.close(if_unchanged=True)
