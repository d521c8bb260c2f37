"""The Edit menu's Undo and Redo over the tables' undo histories, in the app's language.

Qt's ``QUndoGroup.createUndoAction`` keeps the prefix it is made with; these actions make
their texts afresh from the catalogues each time the step they name or the language
changes ("Undo log Banker", "撤销 记录庄"). A command with a ``retranslate()`` method is
asked to re-make its own text when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoGroup


def undo_text(step: str) -> str:
    """The Undo action's text naming ``step`` (none: the word alone)."""
    if not step:
        return QCoreApplication.translate("MainWindow", "&Undo")
    return QCoreApplication.translate("MainWindow", "&Undo %1").replace("%1", step)


def redo_text(step: str) -> str:
    """The Redo action's text naming ``step`` (none: the word alone)."""
    if not step:
        return QCoreApplication.translate("MainWindow", "&Redo")
    return QCoreApplication.translate("MainWindow", "&Redo %1").replace("%1", step)


class UndoActions(QObject):
    """Undo and Redo of ``group``'s active history, enabled as it allows."""

    def __init__(self, group: QUndoGroup, parent: QObject) -> None:
        super().__init__(parent)
        self.group = group
        self.undo = QAction(parent)
        self.redo = QAction(parent)
        self.undo.setObjectName("undo")
        self.redo.setObjectName("redo")
        self.undo.triggered.connect(group.undo)
        self.redo.triggered.connect(group.redo)
        group.canUndoChanged.connect(self.undo.setEnabled)
        group.canRedoChanged.connect(self.redo.setEnabled)
        group.undoTextChanged.connect(lambda _text: self.update_texts())
        group.redoTextChanged.connect(lambda _text: self.update_texts())
        group.activeStackChanged.connect(lambda _stack: self.update_texts())
        self.update_texts()

    def update_texts(self) -> None:
        self.undo.setText(undo_text(self.group.undoText()))
        self.redo.setText(redo_text(self.group.redoText()))
        self.undo.setEnabled(self.group.canUndo())
        self.redo.setEnabled(self.group.canRedo())

    def retranslate(self) -> None:
        """The steps' texts (those that can re-make theirs) and the actions', in the app's
        language."""
        for stack in self.group.stacks():
            for index in range(stack.count()):
                command = stack.command(index)
                remake = getattr(command, "retranslate", None)
                if callable(remake):
                    remake()
        self.update_texts()
