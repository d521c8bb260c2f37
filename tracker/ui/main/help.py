"""The main window's help: the key map window (F1), every action with its keys in menu order
from the actions table itself (so it can never disagree with the menus), and the About box."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.honesty import PAST_OUTCOMES
from tracker.ui.shell.actions import KeyBinding
from tracker.ui.shell.i18n import is_language_change


def keys_note() -> str:
    """How the keys work, above the key map."""
    return QCoreApplication.translate(
        "KeyMap",
        "The one-letter keys log at the visible table from the first keystroke, wherever the "
        "focus is, except while you type in a field (the card field, the filter): Esc leaves "
        "it. In the hands table, Enter or a double-click edits a hand and Delete deletes it. "
        "Keys in bold log at the table.",
    )


class KeyMapDialog(QDialog):
    """A table of every action: where it is in the menus, what it does, its keys.

    ``bindings`` gives the rows as the user sees them now (asked again when the language
    changes)."""

    def __init__(
        self, bindings: Callable[[], Sequence[KeyBinding]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.source = bindings
        self.bindings: list[KeyBinding] = []
        self.table = QTableWidget(0, 3, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 700)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.retranslate()

    def retranslate(self) -> None:
        """The title, the note, the headers and the rows in the app's language."""
        self.setWindowTitle(QCoreApplication.translate("KeyMap", "Keys — tracker"))
        self.note.setText(keys_note())
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("KeyMap", "Keys"),
                QCoreApplication.translate("KeyMap", "Action"),
                QCoreApplication.translate("KeyMap", "Menu"),
            ]
        )
        self.bindings = list(self.source())
        self.table.setRowCount(len(self.bindings))
        keys_only = QCoreApplication.translate("KeyMap", "(keys only)")
        for row, binding in enumerate(self.bindings):
            keys = ", ".join(binding.shortcuts) or "—"
            menu = " → ".join(binding.menu) or keys_only
            for column, text in enumerate((keys, binding.text, menu)):
                item = QTableWidgetItem(text)
                if binding.logging_key:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table shows, row by row (keys, action, menu)."""
        rows = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, col) for col in range(3)]
            keys, action, menu = (cell.text() if cell is not None else "" for cell in cells)
            rows.append((keys, action, menu))
        return rows


def show_about(parent: QWidget) -> None:
    """What tracker is, and what it is not."""
    QMessageBox.about(
        parent,
        QCoreApplication.translate("About", "About tracker"),
        QCoreApplication.translate(
            "About",
            "<p><b>tracker</b>: a baccarat scorecard tracker and shoe-history analyzer.</p>"
            "<p>%1 The scorecards and statistics show what happened; beside them, what "
            "chance predicts. tracker never offers a prediction.</p>"
            "<p>F1 lists every key.</p>",
        ).replace("%1", QCoreApplication.translate("Honesty", PAST_OUTCOMES)),
    )
