"""The app's style: Fusion, with flat scroll bars in the palette's colours.

The scroll bars get a style sheet of their own (``resources/style/scroll-bar.qss``), set on
each scroll bar as it is polished, never on the application: an application-wide sheet puts
every widget's painting through Qt's style-sheet style, which makes a table much slower
to repaint (the hands table repaints at every hand logged). Fusion's own scroll bars
are no answer either: they draw their gradients again, at a cost, whenever a list or
a table grows and the handle changes length.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QProxyStyle, QScrollBar, QStyleFactory, QWidget

from tracker.ui.shell.resources import style_sheet


class AppStyle(QProxyStyle):
    """Fusion, whose scroll bars each get the flat scroll-bar sheet when polished.

    Only :meth:`polish` is written here: a style method written in Python is called from
    C++ for every widget's every question, which costs more than it draws."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.scroll_bar_sheet = style_sheet("scroll-bar")

    def polish(self, target: Any) -> Any:
        if isinstance(target, QScrollBar) and target.styleSheet() != self.scroll_bar_sheet:
            target.setStyleSheet(self.scroll_bar_sheet)  # polished again, by the sheet's style
            return None
        return super().polish(target)


def recolour_style_sheets() -> None:
    """Every widget's style sheet read again after the application's palette changed: a
    sheet takes the palette's colours when it is set, and would keep the old theme's (the
    scroll bars, the logging bar, the status bar)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet("")
            widget.setStyleSheet(sheet)


def style_widget(widget: QWidget) -> None:
    """Give ``widget`` and its children the app's style sheet (``resources/style/app.qss``,
    whose header lists the widgets that take it)."""
    widget.setStyleSheet(style_sheet("app"))
