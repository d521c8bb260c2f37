"""The note a misdeal is kept with: a hand whose cards break the drawing rules, kept as
dealt with a note saying so, or taken back to correct the cards.

The dialog opens window-modal without blocking (``open()``) and says what was chosen
through its ``accepted`` signal, so that the window's keys and the tests drive it like any
widget.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.ui.live.form_row import form_row
from tracker.ui.shell.i18n import is_language_change, shown


class MisdealDialog(QDialog):
    """A hand whose cards break the drawing rules: keep it as dealt, with a note, or not.

    ``problems`` are the rules broken (texts or messages, shown in the app's language)."""

    def __init__(self, problems: tuple[object, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problems = problems
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLineEdit(
            QCoreApplication.translate("MisdealDialog", "Misdeal: kept as dealt"), self
        )
        self.note.selectAll()
        buttons = QDialogButtonBox(self)
        self.keep_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.back_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.note_label = form_row(form, self.note)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the dialog in the app's language (the note typed stays)."""

        self.setWindowTitle(
            QCoreApplication.translate("MisdealDialog", "Cards against the drawing rules")
        )
        self.text.setText(
            "<p>"
            + html.escape(
                QCoreApplication.translate("MisdealDialog", "These cards break the drawing rules:")
            )
            + "</p><ul>"
            + "".join(f"<li>{html.escape(shown(problem))}</li>" for problem in self.problems)
            + "</ul><p>"
            + html.escape(
                QCoreApplication.translate(
                    "MisdealDialog",
                    "Casinos misdeal now and then. Keep the hand as it was dealt, with a note "
                    "saying so, or go back and correct the cards.",
                )
            )
            + "</p>"
        )
        self.note.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Stored with the hand and shown in the hands table"
            )
        )
        self.note_label.setText(QCoreApplication.translate("MisdealDialog", "&Note:"))
        self.keep_button.setText(QCoreApplication.translate("MisdealDialog", "&Keep as dealt"))
        self.keep_button.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Store the hand with its cards as typed, and the note"
            )
        )
        self.back_button.setText(QCoreApplication.translate("MisdealDialog", "&Correct the cards"))
        self.back_button.setToolTip(
            QCoreApplication.translate(
                "MisdealDialog", "Go back to the cards without storing anything"
            )
        )
        if self.note.placeholderText():
            self.note.setPlaceholderText(
                QCoreApplication.translate("MisdealDialog", "A note is needed to keep a misdeal")
            )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _accept(self) -> None:
        if not self.note.text().strip():
            self.note.setPlaceholderText(
                QCoreApplication.translate("MisdealDialog", "A note is needed to keep a misdeal")
            )
            self.note.setFocus()
            return
        self.accept()
