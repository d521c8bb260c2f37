"""The counts bar under the roads, as casino displays show it: hands, Banker, Player, Tie,
the pairs and naturals, and for a shoe dealt card by card the cards left."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tracker.engine.rules import Winner
from tracker.roads import Roads
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.scorecard.marks import paint_bead
from tracker.ui.scorecard.palette import RoadPalette

COUNTS_TIP = QT_TRANSLATE_NOOP(
    "Counts",
    "Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and "
    "naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.",
)
"""The counts bar's tooltip, marked (the bar translates it)."""


CAPTIONS = {
    "PP": QT_TRANSLATE_NOOP("Counts", "PP"),
    "BP": QT_TRANSLATE_NOOP("Counts", "BP"),
    "N": QT_TRANSLATE_NOOP("Counts", "N"),
    "Cards left": QT_TRANSLATE_NOOP("Counts", "Cards left"),
}
"""The captions of the counts bar the catalogues translate (B, P and T are beads)."""


def caption(label: str) -> str:
    """A count's caption in the app's language (``"PP"`` is 闲对 in Chinese)."""
    return QCoreApplication.translate("Counts", CAPTIONS[label]) if label in CAPTIONS else label


@dataclass(frozen=True)
class Counts:
    """What the counts bar shows; ``None`` for what the shoe does not record."""

    hands: int
    banker: int
    player: int
    tie: int
    player_pairs: int | None
    banker_pairs: int | None
    naturals: int | None
    cards_left: int | None = None

    @classmethod
    def of(cls, roads: Roads, cards_left: int | None = None) -> Counts:
        beads = roads.bead_plate
        winners = [bead.winner for bead in beads]

        def flagged(flags: list[bool | None]) -> int | None:
            known = [flag for flag in flags if flag is not None]
            return sum(known) if known else None

        return cls(
            hands=len(beads),
            banker=winners.count(Winner.BANKER),
            player=winners.count(Winner.PLAYER),
            tie=winners.count(Winner.TIE),
            player_pairs=flagged([bead.player_pair for bead in beads]),
            banker_pairs=flagged([bead.banker_pair for bead in beads]),
            naturals=flagged([bead.natural for bead in beads]),
            cards_left=cards_left,
        )

    def items(self) -> list[tuple[str, str]]:
        """Each count as (its label, its figure in the app's locale): ``("B", "38")``."""
        locale = QLocale()

        def figure(value: int | None) -> str:
            return "–" if value is None else locale.toString(value)

        items = [
            ("#", figure(self.hands)),
            ("B", figure(self.banker)),
            ("P", figure(self.player)),
            ("T", figure(self.tie)),
            ("PP", figure(self.player_pairs)),
            ("BP", figure(self.banker_pairs)),
            ("N", figure(self.naturals)),
        ]
        if self.cards_left is not None:
            items.append(("Cards left", figure(self.cards_left)))
        return items

    def text(self) -> str:
        """The bar as one line: ``#84  B 38  P 39  T 7  PP 6  BP 8  N 27  Cards left 312``
        (its captions in the app's language)."""
        return "  ".join(
            f"#{value}" if label == "#" else f"{caption(label)} {value}"
            for label, value in self.items()
        )


_CHIPS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}


class CountsBar(QWidget):
    """One line of counts: a bead-plate disc for Banker, Player and Tie, the pairs and
    naturals in their marks' colours. Painted whole when a hand changes it (one line)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts = Counts(0, 0, 0, 0, None, None, None)
        self._colour_blind = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._describe()

    def counts(self) -> Counts:
        return self._counts

    def text(self) -> str:
        return self._counts.text()

    def set_counts(self, counts: Counts) -> None:
        if counts != self._counts:
            self._counts = counts
            self._describe()
            self.update()

    def set_colour_blind(self, on: bool) -> None:
        self._colour_blind = on
        self.update()

    def _describe(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Counts", "Counts"))
        self.setToolTip(QCoreApplication.translate("Counts", COUNTS_TIP))
        self.setAccessibleDescription(self._counts.text())

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15 if font.pointSizeF() > 0 else 11.0)
        return font

    def sizeHint(self) -> QSize:
        metrics = QFontMetricsF(self._font())
        wide = Counts(888, 88, 88, 88, 88, 88, 88, 888).text()
        return QSize(math.ceil(metrics.horizontalAdvance(wide) * 1.4), self._line_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._line_height())

    def _line_height(self) -> int:
        return math.ceil(QFontMetricsF(self._font()).height() * 1.5)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
        elif event.type() == QEvent.Type.LanguageChange:
            self._describe()
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = RoadPalette.of(self.palette(), self._colour_blind)
        colours: dict[str, QColor] = {
            "PP": palette.player,
            "BP": palette.banker,
            "N": palette.natural,
        }
        font = self._font()
        metrics = QFontMetricsF(font)
        height = float(self.height())
        chip = min(height, metrics.height() * 1.35)
        gap = metrics.horizontalAdvance("M") * 1.2
        painter = QPainter(self)
        try:
            painter.fillRect(self.rect(), self.palette().window())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            x = 0.0
            for label, value in self._counts.items():
                winner = _CHIPS.get(label)
                colour = colours.get(label, palette.text)
                if winner is not None:
                    cell = QRectF(x, (height - chip) / 2, chip, chip)
                    paint_bead(painter, cell, winner, None, None, None, palette)
                    x += chip + metrics.horizontalAdvance(" ") * 0.5
                    label = ""
                elif label != "#":
                    label = caption(label) + " "
                if label:
                    painter.setFont(font)
                    painter.setPen(colour)
                    width = metrics.horizontalAdvance(label)
                    painter.drawText(
                        QRectF(x, 0, width + 1, height), Qt.AlignmentFlag.AlignVCenter, label
                    )
                    x += width
                painter.setFont(font)
                painter.setPen(palette.text)
                width = metrics.horizontalAdvance(value)
                painter.drawText(
                    QRectF(x, 0, width + 1, height), Qt.AlignmentFlag.AlignVCenter, value
                )
                x += width + gap
        finally:
            painter.end()


__all__ = ["COUNTS_TIP", "Counts", "CountsBar"]
