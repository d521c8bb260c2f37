"""Watching a widget's repaints: what a test of a partial repaint counts, what a view's
cells show, and the frame after which a repaint that did not come is known not to come."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionViewItem,
    QWidget,
)
from pytestqt.qtbot import QtBot


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


class Frames(QObject):
    """Notes ``word`` in ``seen`` at each frame ``window`` draws (its ``UpdateRequest``),
    from now on: a test of what comes before or after a frame."""

    def __init__(self, window: QWidget, seen: list[str], word: str = "frame") -> None:
        super().__init__(window)
        self._seen, self._word = seen, word
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self._seen.append(self._word)
        return False


class ItemTexts(QProxyStyle):
    """Fusion, noting the text of each item of a view it draws and whether that item had
    the keyboard focus (set on a view with ``setStyle``): what a user reads in its cells."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.drawn: list[tuple[str, bool]] = []

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_ItemViewItem:
            assert isinstance(option, QStyleOptionViewItem)
            focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
            self.drawn.append((option.text, focused))
        super().drawControl(element, option, painter, widget)


def next_frame(qtbot: QtBot, widget: QWidget, *, asking: QWidget | None = None) -> None:
    """Wait until the window of ``widget`` has drawn its next frame: whatever was due to be
    painted by now has been. ``asking`` (a widget apart from what the test watches) is
    marked for repainting, so that a frame comes even when nothing else is due."""
    window = widget.window()
    seen: list[str] = []
    frames = Frames(window, seen)
    if asking is not None:
        asking.update()
    try:
        qtbot.waitUntil(lambda: seen != [])  # the frame's painting is over when this is seen
    finally:
        window.removeEventFilter(frames)
        frames.deleteLater()
