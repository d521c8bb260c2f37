"""A pseudo-translation for the window tests: every text asked of the catalogues comes back
wrapped in ⟦ ⟧, so a text a window shows without the wrapping was never translated.

``with pseudo_translation(qtbot):`` installs it; :func:`unwrapped_texts` lists the texts of
a window (labels, buttons, group boxes, tabs, combo boxes, headers, menus, tooltips, its
title) that have letters but no wrapped part.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTableView,
    QTreeView,
    QWidget,
)
from pytestqt.qtbot import QtBot

OPEN, CLOSE = "⟦", "⟧"


class Wrapping(QTranslator):
    """Every text asked of the catalogues comes back in ⟦ ⟧."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:
        return False


@contextmanager
def pseudo_translation(qtbot: QtBot, window: QWidget | None = None) -> Iterator[Wrapping]:
    """The pseudo-translation installed for the block; with ``window``, once that window
    has had the language change (Qt posts it)."""
    wrapping = Wrapping()
    seen = _LanguageChanges()
    if window is not None:
        window.installEventFilter(seen)
    QCoreApplication.installTranslator(wrapping)
    try:
        if window is not None:
            qtbot.waitUntil(lambda: seen.count > 0)
            window.removeEventFilter(seen)
        yield wrapping
    finally:
        QCoreApplication.removeTranslator(wrapping)


class _LanguageChanges(QObject):
    """Counts the language changes a window is sent."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.count += 1
        return False


_LETTER = re.compile(r"[^\W\d_]")
_TAGS = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")


def needs_translation(text: str) -> bool:
    """Whether ``text`` has words of its own (not only numbers, signs or markup)."""
    return bool(_LETTER.search(_TAGS.sub(" ", text or "")))


def window_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """Every text ``root`` and its visible children show, as (where, text)."""
    yield "window title", root.windowTitle()
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        name = type(widget).__name__
        if widget.toolTip():
            yield f"{name} tooltip", widget.toolTip()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QDockWidget):
            yield name, widget.windowTitle()
        elif isinstance(widget, QLineEdit):
            yield f"{name} placeholder", widget.placeholderText()
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield name, widget.tabText(i)
                yield f"{name} tooltip", widget.tabToolTip(i)
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield name, widget.itemText(i)
        elif isinstance(widget, (QTableView, QTreeView)) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                yield (
                    f"{name} header",
                    str(model.headerData(column, Qt.Orientation.Horizontal) or ""),
                )
        elif isinstance(widget, QMenu):
            yield from _menu_texts(widget.actions())


def _menu_texts(actions: Iterable[QAction]) -> Iterator[tuple[str, str]]:
    for action in actions:
        if action.isSeparator():
            continue
        yield "menu", action.text()
        if action.menu() is not None:
            yield from _menu_texts(action.menu().actions())


def unwrapped_texts(root: QWidget, allowed: Iterable[str] = ()) -> list[str]:
    """The texts of ``root`` that have words but no wrapped part, except those ``allowed``
    (the user's own words: a shoe's name, a table's)."""
    allow = set(allowed)
    return [
        f"{where}: {text!r}"
        for where, text in window_texts(root)
        if needs_translation(text) and OPEN not in text and text not in allow
    ]
