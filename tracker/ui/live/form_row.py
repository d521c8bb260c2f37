"""A labelled row of the table's dialogs' forms: the label made empty (its texts are set in
the dialog's ``retranslate``) with its mnemonic to the field."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget


def form_row(form: QFormLayout, widget: QWidget) -> QLabel:
    """A row of ``form``: its label (texts set later, its mnemonic to ``widget``)."""
    label = QLabel(form.parentWidget())
    label.setBuddy(widget)
    form.addRow(label, widget)
    return label
