"""The settings dialog, over the window's typed settings: the theme, the colour-blind
palette, the defaults of a new shoe (decks and rules), card entry, the library's location.
"""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from tracker.ui.app import dark_palette
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.style import recolour_scroll_bars
from tracker.ui.main.actions import LIBRARY_PATH, NEW_SHOE, THEME

if TYPE_CHECKING:
    from tracker.ui.main.window import MainWindow

THEMES = (("system", "As the system"), ("light", "Light"), ("dark", "Dark"))


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return bool(hints.colorScheme() == Qt.ColorScheme.Dark)


def apply_theme(theme: str) -> None:
    """Light, dark or as the system, on the whole application at once."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    dark = theme == "dark" or (theme == "system" and system_is_dark())
    style = app.style()
    app.setPalette(dark_palette() if dark else style.standardPalette())
    recolour_scroll_bars()


def palette_is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def apply_saved_theme(settings: Settings) -> None:
    """The theme chosen in the settings, at start; a dark palette already set (``--dark``,
    or a dark system) is kept for this run."""
    if settings.is_set(THEME) and not palette_is_dark(QApplication.palette()):
        apply_theme(settings.get(THEME))


class SettingsDialog(QDialog):
    """What a user may set, each with what it does in its tooltip."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window_ = window
        settings = window.settings
        self.setWindowTitle("Settings — tracker")
        self.theme = QComboBox(self)
        for value, text in THEMES:
            self.theme.addItem(text, value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.get(THEME))))
        self.theme.setToolTip("Light or dark windows, or whatever the system uses")
        self.colour_blind = QCheckBox("Colour-blind-safe scorecards", self)
        self.colour_blind.setChecked(window.colour_blind_action.isChecked())
        self.colour_blind.setToolTip("Shapes as well as colours tell Banker from Player")
        self.card_entry = QCheckBox("Offer the card field at the table (C)", self)
        self.card_entry.setChecked(window.cards_on)
        self.card_entry.setToolTip(
            "Enter each hand's cards for exact odds; off, B, P and T alone log a hand"
        )
        defaults = window.shoes.last_details()
        self.decks = QSpinBox(self)
        self.decks.setRange(1, 8)
        self.decks.setValue(defaults.decks)
        self.decks.setToolTip("The decks a new shoe starts with")
        self.commission = QComboBox(self)
        self.commission.addItems(["5%", "4%", "No commission"])
        self.commission.setCurrentIndex(
            2 if defaults.no_commission else (0 if defaults.commission == 5 else 1)
        )
        self.commission.setToolTip("The Banker commission a new shoe starts with")
        self.tie_pays = QComboBox(self)
        self.tie_pays.addItems(["8 to 1", "9 to 1"])
        self.tie_pays.setCurrentIndex(0 if defaults.tie_pays == 8 else 1)
        self.tie_pays.setToolTip("What a tie pays in a new shoe")
        self.library = QLineEdit(settings.get(LIBRARY_PATH), self)
        self.library.setPlaceholderText(f"Now: {window.library.where}")
        self.library.setToolTip(
            "The library file (or a postgresql:// address) to open at the next start; "
            "empty: the default (or --db / TRACKER_DB)"
        )
        browse = QPushButton("Browse…", self)
        browse.setToolTip("Choose a library file")
        browse.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.library, 1)
        where.addWidget(browse)
        form = QFormLayout()
        form.addRow("&Theme:", self.theme)
        form.addRow("", self.colour_blind)
        form.addRow("", self.card_entry)
        form.addRow(QLabel("<b>A new shoe starts with</b>", self))
        form.addRow("&Decks:", self.decks)
        form.addRow("Co&mmission:", self.commission)
        form.addRow("Tie &pays:", self.tie_pays)
        form.addRow("Library:", where)
        form.addRow("", QLabel("A new library location is opened at the next start.", self))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            "Library file",
            self.library.text(),
            "tracker library (*.sqlite *.db);;All files (*)",
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.library.setText(path)

    def _save(self) -> None:
        window = self.window_
        settings = window.settings
        theme = str(self.theme.currentData())
        if theme != settings.get(THEME):
            settings.set(THEME, theme)
            apply_theme(theme)
        window.colour_blind_action.setChecked(self.colour_blind.isChecked())
        if self.card_entry.isChecked() != window.cards_on:
            window.set_card_entry(self.card_entry.isChecked())
        commission = self.commission.currentIndex()
        defaults = dataclasses.replace(
            window.shoes.last_details(),
            decks=self.decks.value(),
            commission=4 if commission == 1 else 5,
            no_commission=commission == 2,
            tie_pays=8 if self.tie_pays.currentIndex() == 0 else 9,
        )
        settings.set(NEW_SHOE, json.dumps(defaults.to_text()))
        settings.set(LIBRARY_PATH, self.library.text().strip())
        self.accept()
