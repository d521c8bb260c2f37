"""A label whose changing text never lays the window out again.

A QLabel tells its layout that its size may have changed each time its text does, and the
layout then goes up to the window: a line under the card field or the side bets' odds,
rewritten at each hand logged, would lay out and repaint the whole table every time. In a
parent without a layout (this slot, of a fixed height) the label's news stops there.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

CJK_FAMILY = "Noto Sans CJK SC"
"""The font Chinese and Korean text falls back to (fonts-noto-cjk): its lines are taller."""


def line_spacing(font: QFont) -> int:
    """The height of a line of ``font`` whatever its script: a line holding Chinese or
    Korean (a translation, a table's name) is as tall as the CJK font's line."""
    cjk = QFont(font)
    cjk.setFamilies([CJK_FAMILY])
    return max(QFontMetrics(font).lineSpacing(), QFontMetrics(cjk).lineSpacing())


class FixedLines(QWidget):
    """``lines`` lines of text (word-wrapped past one) in a slot of their height, as wide
    as the layout makes it."""

    def __init__(
        self,
        lines: int = 1,
        *,
        rich: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.label.setWordWrap(lines > 1)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.lines = lines
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def _fit_height(self) -> None:
        self.setFixedHeight(line_spacing(self.font()) * self.lines + 2)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)

    def sizeHint(self) -> QSize:
        return QSize(0, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
