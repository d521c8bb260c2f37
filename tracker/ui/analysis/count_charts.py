"""The counting lab's chart of a bet's realised edge by true count, from every hand of a
run, bet or not: the classic chart of a counting study."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tracker.stats.counting import TrueCountCurve
from tracker.ui.analysis.charts import BANKER, CHANCE, PLAYER, Chart, _pen

GREEN = QColor(30, 150, 60)

LEAST_HANDS = 1000
"""A true count with fewer hands than this is left off the chart (its mean is noise)."""


class TrueCountChart(Chart):
    """What one unit on the bet won per hand at each true count, with its 95% interval, and
    where the count bets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "The bet's edge by true count (won per unit, every hand of the run)",
            "true count before the hand (running count per deck unseen; the ends hold all "
            "beyond them)",
            "won per unit bet (%)",
            parent,
        )

    def show_curve(
        self,
        curve: TrueCountCurve | None,
        off_the_top: float | None,
        bets_from: float | None = None,
    ) -> None:
        """Draw ``curve`` beside the bet's edge off the top (the player's, a fraction of the
        stake) and, for a true-count rule, the true count it bets from."""
        self.clear_chart()
        if curve is None:
            return
        rows = [row for row in curve.rows() if row[1] >= LEAST_HANDS]
        if not rows:
            return
        x = np.array([row[0] for row in rows], np.float64)
        win = np.array([100 * row[2] for row in rows])
        half = np.array([196 * row[3] if row[3] == row[3] else 0.0 for row in rows])
        bars = pg.ErrorBarItem(x=x, y=win, top=half, bottom=half, beam=0.25, pen=_pen(CHANCE, 1))
        self.addItem(bars)
        self.plot(
            x,
            win,
            pen=None,
            symbol="o",
            symbolSize=7,
            symbolBrush=PLAYER,
            symbolPen=PLAYER,
            name="won per unit, 95% interval",
        )
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1)))
        if off_the_top is not None:
            self.plot(
                [x[0], x[-1]],
                [100 * off_the_top, 100 * off_the_top],
                pen=_pen(BANKER, 1.5, dashed=True),
                name=f"off the top: {100 * off_the_top:+.2f}%",
            )
        if bets_from is not None:
            self.addItem(pg.InfiniteLine(bets_from, angle=90, pen=_pen(GREEN, 1.5)))
            self.plot([], [], pen=_pen(GREEN, 1.5), name=f"the count bets from {bets_from:g}")
        low = float(np.min(win - half))
        high = float(np.max(win + half))
        self.setYRange(low, high + 0.35 * (high - low), padding=0.02)
