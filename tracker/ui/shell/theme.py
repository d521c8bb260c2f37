"""The app's light and dark looks: the dark palette, and the theme applied to the whole
application (light, dark or as the system)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from tracker.ui.shell.style import recolour_style_sheets


def dark_palette() -> QPalette:
    """A real dark palette for the Fusion style; widgets paint from its roles."""
    palette = QPalette()
    window = QColor(37, 37, 40)
    base = QColor(27, 27, 30)
    text = QColor(230, 230, 230)
    disabled = QColor(127, 127, 127)
    palette.setColor(QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    palette.setColor(QPalette.ColorRole.Base, base)
    palette.setColor(QPalette.ColorRole.AlternateBase, window)
    palette.setColor(QPalette.ColorRole.ToolTipBase, QColor(50, 50, 54))
    palette.setColor(QPalette.ColorRole.ToolTipText, text)
    palette.setColor(QPalette.ColorRole.Text, text)
    palette.setColor(QPalette.ColorRole.Button, window)
    palette.setColor(QPalette.ColorRole.ButtonText, text)
    palette.setColor(QPalette.ColorRole.BrightText, QColor(255, 80, 80))
    palette.setColor(QPalette.ColorRole.Link, QColor(90, 160, 255))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(60, 110, 200))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor(255, 255, 255))
    palette.setColor(QPalette.ColorRole.PlaceholderText, disabled)
    palette.setColor(QPalette.ColorRole.Mid, QColor(70, 70, 75))
    palette.setColor(QPalette.ColorRole.Midlight, QColor(60, 60, 64))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


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
    recolour_style_sheets()


def palette_is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128
