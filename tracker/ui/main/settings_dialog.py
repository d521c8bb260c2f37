"""The settings dialog, over the window's typed settings: the language, the theme, the
colour-blind palette, the defaults of a new shoe (decks and rules), card entry, the
library's location, the side bets shown.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale
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
    QWidget,
)

from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.live.shoe_details import ShoeDetails
from tracker.ui.main.preferences import CARD_ENTRY, COLOUR_BLIND, LIBRARY_PATH, NEW_SHOE, THEME
from tracker.ui.main.side_bets_box import SideBetsBox
from tracker.ui.shell.i18n import LANGUAGE, LANGUAGES, choose_language, switch_language
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.side_bet_choice import read_choice, save_choice
from tracker.ui.shell.theme import apply_theme, palette_is_dark

THEMES = (
    ("system", QT_TRANSLATE_NOOP("SettingsDialog", "As the system")),
    ("light", QT_TRANSLATE_NOOP("SettingsDialog", "Light")),
    ("dark", QT_TRANSLATE_NOOP("SettingsDialog", "Dark")),
)


def apply_saved_theme(settings: Settings) -> None:
    """The theme chosen in the settings, at start; a dark palette already set (``--dark``,
    or a dark system) is kept for this run."""
    if settings.is_set(THEME) and not palette_is_dark(QApplication.palette()):
        apply_theme(settings.get(THEME))


class SettingsDialog(QDialog):
    """What a user may set, each with what it does in its tooltip."""

    def __init__(
        self,
        settings: Settings,
        new_shoe: ShoeDetails,
        *,
        library_where: str,
        saved: Callable[[], None],
        parent: QWidget,
    ) -> None:
        """Over ``settings``: ``new_shoe`` the details a new shoe starts with now;
        ``library_where`` the library open now; ``saved`` is told once they are stored."""
        super().__init__(parent)
        self.settings = settings
        self.new_shoe = new_shoe
        self.saved = saved
        self.setWindowTitle(QCoreApplication.translate("SettingsDialog", "Settings — tracker"))
        self.theme = QComboBox(self)
        for value, text in THEMES:
            self.theme.addItem(QCoreApplication.translate("SettingsDialog", text), value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.get(THEME))))
        self.theme.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "Light or dark windows, or whatever the system uses"
            )
        )
        self.language = QComboBox(self)
        self.language.addItem(QCoreApplication.translate("SettingsDialog", "As the system"), "")
        for lang in LANGUAGES:
            self.language.addItem(lang.name, lang.code)  # each in its own script
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get(LANGUAGE))))
        self.language.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "The language of the windows; it changes as soon as you save"
            )
        )
        self.colour_blind = QCheckBox(
            QCoreApplication.translate("SettingsDialog", "Colour-blind-safe scorecards"), self
        )
        self.colour_blind.setChecked(settings.get(COLOUR_BLIND))
        self.colour_blind.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "Shapes as well as colours tell Banker from Player"
            )
        )
        self.card_entry = QCheckBox(
            QCoreApplication.translate("SettingsDialog", "Offer the card field at the table (C)"),
            self,
        )
        self.card_entry.setChecked(settings.get(CARD_ENTRY))
        self.card_entry.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "Enter each hand's cards for exact odds; off, B, P and T alone log a hand",
            )
        )
        defaults = new_shoe
        self.decks = QSpinBox(self)
        self.decks.setRange(1, 8)
        self.decks.setValue(defaults.decks)
        self.decks.setToolTip(
            QCoreApplication.translate("SettingsDialog", "The decks a new shoe starts with")
        )
        self.commission = QComboBox(self)
        self.commission.addItems(
            [
                QLocale().toString(5) + "%",
                QLocale().toString(4) + "%",
                QCoreApplication.translate("SettingsDialog", "No commission"),
            ]
        )
        self.commission.setCurrentIndex(
            2 if defaults.no_commission else (0 if defaults.commission == 5 else 1)
        )
        self.commission.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "The Banker commission a new shoe starts with"
            )
        )
        self.tie_pays = QComboBox(self)
        self.tie_pays.addItems(
            [
                QCoreApplication.translate("SettingsDialog", "%1 to 1").replace("%1", "8"),
                QCoreApplication.translate("SettingsDialog", "%1 to 1").replace("%1", "9"),
            ]
        )
        self.tie_pays.setCurrentIndex(0 if defaults.tie_pays == 8 else 1)
        self.tie_pays.setToolTip(
            QCoreApplication.translate("SettingsDialog", "What a tie pays in a new shoe")
        )
        self.library = QLineEdit(settings.get(LIBRARY_PATH), self)
        self.library.setPlaceholderText(
            QCoreApplication.translate("SettingsDialog", "Now: %1").replace("%1", library_where)
        )
        self.library.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog",
                "The library file (or a postgresql:// address) to open at the next start; "
                "empty: the default (or --db / TRACKER_DB)",
            )
        )
        browse = QPushButton(QCoreApplication.translate("SettingsDialog", "Browse…"), self)
        browse.setToolTip(QCoreApplication.translate("SettingsDialog", "Choose a library file"))
        browse.clicked.connect(self._browse)
        where = QHBoxLayout()
        where.addWidget(self.library, 1)
        where.addWidget(browse)
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Language:"), self.language)
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Theme:"), self.theme)
        form.addRow("", self.colour_blind)
        form.addRow("", self.card_entry)
        form.addRow(
            QLabel(
                QCoreApplication.translate("SettingsDialog", "<b>A new shoe starts with</b>"), self
            )
        )
        form.addRow(QCoreApplication.translate("SettingsDialog", "&Decks:"), self.decks)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Co&mmission:"), self.commission)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Tie &pays:"), self.tie_pays)
        form.addRow(QCoreApplication.translate("SettingsDialog", "Library:"), where)
        form.addRow(
            "",
            QLabel(
                QCoreApplication.translate(
                    "SettingsDialog", "A new library location is opened at the next start."
                ),
                self,
            ),
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.side_bets = SideBetsBox(read_choice(settings), self)
        layout.addWidget(self.side_bets)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("SettingsDialog", "Library file"),
            self.library.text(),
            QCoreApplication.translate(
                "SettingsDialog", "tracker library (*.sqlite *.db);;All files (*)"
            ),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.library.setText(path)

    def _save(self) -> None:
        settings = self.settings
        theme = str(self.theme.currentData())
        if theme != settings.get(THEME):
            settings.set(THEME, theme)
            apply_theme(theme)
        code = str(self.language.currentData())
        if code != settings.get(LANGUAGE):
            settings.set(LANGUAGE, code)
            switch_language(choose_language(None, code))
        settings.set(COLOUR_BLIND, self.colour_blind.isChecked())
        settings.set(CARD_ENTRY, self.card_entry.isChecked())
        commission = self.commission.currentIndex()
        defaults = dataclasses.replace(
            self.new_shoe,
            decks=self.decks.value(),
            commission=4 if commission == 1 else 5,
            no_commission=commission == 2,
            tie_pays=8 if self.tie_pays.currentIndex() == 0 else 9,
        )
        settings.set(NEW_SHOE, json.dumps(defaults.to_text()))
        settings.set(LIBRARY_PATH, self.library.text().strip())
        save_choice(settings, self.side_bets.choice())
        self.saved()
        self.accept()
