"""Starting the desktop app: the QApplication, its style, and the main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory


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


def make_application(argv: list[str] | None = None, dark: bool = False) -> QApplication:
    """The application object, Fusion style, with a dark palette when asked."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("tracker")
    app.setOrganizationName("tracker")
    app.setStyle(QStyleFactory.create("Fusion"))
    if dark:
        app.setPalette(dark_palette())
    return app


def run_gui(db_url: str | None, shoe: str | None, screenshot: Path | None, dark: bool) -> int:
    """Open the main window; with ``screenshot``, save a picture once drawn and exit."""
    from tracker.ui.main_window import MainWindow

    app = make_application(dark=dark)
    # A one-off picture has no use for the compiled kernels.
    window = MainWindow.open(db_url=db_url, shoe=shoe, warm_up=screenshot is None)
    window.show()
    if screenshot is not None:
        status = {"code": 0}

        def grab() -> None:
            if not window.grab().save(str(screenshot)):
                status["code"] = 2
                print(f"tracker: could not write the screenshot {screenshot}", file=sys.stderr)
            app.quit()

        # Let the first paints and the layout settle before the picture is taken.
        QTimer.singleShot(300, grab)
        app.exec()
        return status["code"]
    return app.exec()
