"""The big road's patterns ("good roads") as a one-line row of chips under the board: each
with the share of shoes chance alone gives it, and in its tooltip what it is, where it is and
that it predicts nothing."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tracker.engine.rules import Winner
from tracker.roads import Result, Roads, Scorecard, compute_roads
from tracker.roads.pattern_text import (
    ROW_NOTE,
    ROW_NOTE_SHORT,
    Writing,
    chip_text,
    patterns_are_chance,
    roads_tags,
    tag_sentence,
    tag_tooltip,
)
from tracker.roads.patterns import ShoeTag
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.scorecard.palette import RoadPalette

CAPTION = QT_TRANSLATE_NOOP("Patterns", "Patterns")
NONE_YET = QT_TRANSLATE_NOOP("Patterns", "none so far")


def _integer(n: int) -> str:
    return QLocale().toString(n)


def _fixed(x: float, places: int) -> str:
    return QLocale().toString(x, "f", places)


def _percent(share: float, places: int) -> str:
    locale = QLocale()
    return locale.toString(share * 100, "f", places) + locale.percent()


def window_writing() -> Writing:
    """The pattern texts in the app's language, numbers in its locale."""
    return Writing(QCoreApplication.translate, _integer, _fixed, _percent)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Patterns", text)


def _more(n: int) -> str:
    return _tr(QT_TRANSLATE_NOOP("Patterns", "+%1 more")).replace("%1", QLocale().toString(n))


PAD_X = 6.0  # inside a chip, left and right
PAD_Y = 3.0
GAP = 6.0  # between chips
MARK = 0.45  # a mark's size, of a chip's height


@dataclass(frozen=True, slots=True)
class Chip:
    """One chip of the row: where it is drawn, its words and whose colour marks it (``None``
    for a pattern of both sides; ``more`` for the chip that stands for those left out)."""

    rect: QRectF
    text: str
    tooltip: str
    side: Winner | None
    more: bool = False

    @property
    def mark(self) -> QRectF:
        """Where the side's mark is drawn (empty for ``+N more``)."""
        if self.more:
            return QRectF()
        size = self.rect.height() * MARK
        return QRectF(self.rect.left() + PAD_X, self.rect.center().y() - size / 2, size, size)


class PatternTags(QWidget):
    """A row of the shoe's big road patterns, each as ``Long Banker (8) · 14%``.

    Chips that do not fit become one ``+N more`` chip, whose tooltip lists them; the note
    saying what the share means follows where there is room, and every tooltip carries it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roads = Scorecard().snapshot()
        self._tags: list[ShoeTag] = []
        self._colour_blind = False
        self._chips: list[Chip] = []
        self._note_rect = QRectF()
        self._note = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._describe()

    # -- what it shows ------------------------------------------------------------------------

    def set_roads(self, roads: Roads) -> None:
        """Show the patterns of ``roads``' big road."""
        self._roads = roads
        tags = roads_tags(roads)
        if tags != self._tags:
            self._tags = tags
            self._describe()
            self._lay_out()
            self.updateGeometry()
            self.update()

    def set_outcomes(self, results: Iterable[Result]) -> None:
        """Show the patterns of a shoe's results in order."""
        self.set_roads(compute_roads(results))

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.update()

    def tags(self) -> list[ShoeTag]:
        return list(self._tags)

    def chips(self) -> list[Chip]:
        """The chips as drawn now, ``+N more`` included."""
        return list(self._chips)

    def note_shown(self) -> str:
        """The note as drawn (elided to the room left), or ``""`` when there is none."""
        return self._note

    def tooltip_at(self, pos: QPointF) -> str:
        for chip in self._chips:
            if chip.rect.contains(pos):
                return chip.tooltip
        return self.toolTip()

    # -- layout ------------------------------------------------------------------------------

    def _caption(self) -> str:
        return _tr(QT_TRANSLATE_NOOP("Patterns", "%1:")).replace("%1", _tr(CAPTION))

    def _describe(self) -> None:
        writing = window_writing()
        sentences = [tag_sentence(tag, writing=writing) for tag in self._tags] or [
            _tr(QT_TRANSLATE_NOOP("Patterns", "Patterns: none so far."))
        ]
        text = "\n".join([*sentences, patterns_are_chance(writing)])
        self.setToolTip(text)
        self.setAccessibleName(_tr(QT_TRANSLATE_NOOP("Patterns", "Big road patterns")))
        self.setAccessibleDescription(text)

    def _metrics(self) -> QFontMetricsF:
        return QFontMetricsF(self.font())

    def _chip_width(self, text: str) -> float:
        fm = self._metrics()
        return fm.horizontalAdvance(text) + 2 * PAD_X + self._mark_room()

    def _mark_room(self) -> float:
        return self._metrics().height() * 0.9

    def _lay_out(self) -> None:
        fm = self._metrics()
        height = fm.height() + 2 * PAD_Y
        writing = window_writing()
        x = fm.horizontalAdvance(self._caption()) + GAP
        short = self._note_text(ROW_NOTE_SHORT)
        # The short note always keeps its room: chips give way to "+N more" first.
        width = float(self.width()) - fm.horizontalAdvance(short) - GAP
        chips: list[Chip] = []
        texts = [chip_text(tag, writing=writing) for tag in self._tags]
        for i, (tag, text) in enumerate(zip(self._tags, texts, strict=True)):
            w = self._chip_width(text)
            rest = len(texts) - i - 1
            room_after = self._chip_width(_more(rest)) + GAP if rest else 0.0
            if x + w + room_after > width:
                left = self._tags[i:]
                more = _more(len(left))
                tooltip = "\n".join(
                    [
                        *(tag_sentence(t, writing=writing) for t in left),
                        patterns_are_chance(writing),
                    ]
                )
                rect = QRectF(x, 0, self._chip_width(more) - self._mark_room(), height)
                chips.append(Chip(rect, more, tooltip, None, more=True))
                x = rect.right() + GAP
                break
            rect = QRectF(x, 0, w, height)
            tip = tag_tooltip(tag, self._roads, writing=writing)
            chips.append(Chip(rect, text, tip, tag.pattern.side))
            x = rect.right() + GAP
        self._chips = chips
        if not self._tags:
            x += fm.horizontalAdvance(_tr(NONE_YET)) + GAP
        room = float(self.width()) - x
        self._note = ""
        notes = [self._note_text(ROW_NOTE)] if self._tags else []
        for note in [*notes, short]:
            if fm.horizontalAdvance(note) <= room:
                self._note = note
                break
        self._note_rect = QRectF(x, 0, max(room, 0.0), height)

    @staticmethod
    def _note_text(note: str) -> str:
        return _tr(QT_TRANSLATE_NOOP("Patterns", "(%1)")).replace("%1", _tr(note))

    def sizeHint(self) -> QSize:
        fm = self._metrics()
        writing = window_writing()
        width = fm.horizontalAdvance(f"{self._caption()} {self._note_text(ROW_NOTE)}") + 3 * GAP
        width += sum(self._chip_width(chip_text(tag, writing=writing)) + GAP for tag in self._tags)
        return QSize(int(width) + 1, int(fm.height() + 2 * PAD_Y) + 1)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    # -- events ------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._lay_out()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._lay_out()
            self.updateGeometry()
        elif event.type() == QEvent.Type.LanguageChange:
            self._describe()
            self._lay_out()
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), self.tooltip_at(QPointF(event.pos())), self)
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        qp = self.palette()
        roads = RoadPalette.of(qp, self._colour_blind)
        muted = qp.color(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText)
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            fm = self._metrics()
            height = fm.height() + 2 * PAD_Y
            painter.setPen(qp.color(QPalette.ColorRole.WindowText))
            words = self._caption()
            caption = QRectF(0, 0, fm.horizontalAdvance(words) + 1, height)
            painter.drawText(caption, Qt.AlignmentFlag.AlignVCenter, words)
            if not self._tags:
                painter.setPen(muted)
                none = _tr(NONE_YET)
                painter.drawText(
                    QRectF(caption.right() + GAP, 0, fm.horizontalAdvance(none) + 1, height),
                    Qt.AlignmentFlag.AlignVCenter,
                    none,
                )
            for chip in self._chips:
                self._paint_chip(painter, chip, roads, qp)
            if self._note:
                painter.setPen(muted)
                painter.drawText(self._note_rect, Qt.AlignmentFlag.AlignVCenter, self._note)
        finally:
            painter.end()

    def _paint_chip(self, painter: QPainter, chip: Chip, roads: RoadPalette, qp: QPalette) -> None:
        rect = chip.rect.adjusted(0.5, 0.5, -0.5, -0.5)
        border = (
            qp.color(QPalette.ColorRole.Mid)
            if chip.side is None
            else roads.winner_colour(chip.side)
        )
        painter.setPen(border)
        painter.setBrush(qp.color(QPalette.ColorRole.Base))
        radius = rect.height() / 2
        painter.drawRoundedRect(rect, radius, radius)
        text_left = rect.left() + PAD_X
        if not chip.more:
            size = chip.mark.width()
            centre = chip.mark.center()
            if chip.side is None:
                # A pattern of both sides: the two marks side by side, half size each.
                half = size * 0.7
                self._paint_mark(painter, roads, Winner.BANKER, centre - QPointF(half / 3, 0), half)
                self._paint_mark(painter, roads, Winner.PLAYER, centre + QPointF(half / 3, 0), half)
            else:
                self._paint_mark(painter, roads, chip.side, centre, size)
            text_left += self._mark_room()
        painter.setPen(qp.color(QPalette.ColorRole.Text))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        text_rect = QRectF(text_left, rect.top(), rect.right() - text_left, rect.height())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, chip.text)

    @staticmethod
    def _paint_mark(
        painter: QPainter, roads: RoadPalette, side: Winner, centre: QPointF, size: float
    ) -> None:
        """A filled disc in the side's colour; colour-blind safe, the Banker's is a square
        (as on the big road)."""
        colour = QColor(roads.winner_colour(side))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        if roads.colour_blind and side is Winner.BANKER:
            painter.drawRect(box)
        else:
            painter.drawEllipse(box)


__all__ = ["CAPTION", "NONE_YET", "Chip", "PatternTags", "window_writing"]
