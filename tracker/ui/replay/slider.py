"""The replay's slider, with a mark on its groove at each hand the replay found a problem in;
hovering a mark names the hand and its problem."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QToolTip, QWidget

WARNING_LIGHT = QColor("#d84315")
WARNING_DARK = QColor("#ff8a65")
WARNING_COLOUR_BLIND = QColor("#d55e00")  # Okabe–Ito vermilion
HOVER_PIXELS = 4  # how near a mark the pointer must be for its tooltip


class MarkedSlider(QSlider):
    """A horizontal slider over the hands of a shoe; :meth:`set_marks` marks hands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: dict[int, str] = {}
        self.colour_blind = False
        self.setMinimumHeight(26)

    def set_marks(self, marks: Mapping[int, str]) -> None:
        """Mark the hands at these positions (0-based) with the words for their tooltips."""
        self.marks = dict(marks)
        self.update()

    def warning_colour(self) -> QColor:
        if self.colour_blind:
            return WARNING_COLOUR_BLIND
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        return WARNING_DARK if dark else WARNING_LIGHT

    def mark_x(self, position: int) -> int:
        """Where the mark of the hand at ``position`` is drawn: under the handle's centre
        when the handle is there."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
        )
        span = groove.width() - handle.width()
        offset = QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), position, max(0, span), option.upsideDown
        )
        return groove.left() + offset + handle.width() // 2

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.marks:
            painter = QPainter(self)
            try:
                colour = self.warning_colour()
                height = self.height()
                for position in self.marks:
                    x = self.mark_x(position)
                    painter.fillRect(QRect(x - 1, 1, 3, height - 2), colour)
            finally:
                painter.end()
        super().paintEvent(event)  # the handle over the marks

    def mark_near(self, point: QPoint) -> int | None:
        """The marked hand whose mark is under ``point``, if any."""
        best: tuple[int, int] | None = None
        for position in self.marks:
            distance = abs(self.mark_x(position) - point.x())
            if distance <= HOVER_PIXELS and (best is None or distance < best[0]):
                best = (distance, position)
        return None if best is None else best[1]

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            position = self.mark_near(event.pos())
            if position is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.marks[position], self)
            return True
        return super().event(event)
