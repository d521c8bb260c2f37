"""Watching a widget's repaints: what a test of a partial repaint counts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QWidget


class Painted(QObject):
    """The rectangles of ``widget``'s repaints, from now on."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.rects: list[QRect] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())  # type: ignore[attr-defined]
        return False
