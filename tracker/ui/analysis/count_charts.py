"""The counting lab's chart of a bet's edge by true count, the classic chart of a counting
study: the bet's exact edge from the cards left before every hand of a sample of shoes,
beside what one unit on the bet won per hand over every hand of the run."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from tracker.stats.counting import TrueCountCurve
from tracker.ui.analysis.charts import BANKER, CHANCE, PLAYER, Chart, _pen
from tracker.ui.analysis.texts import general, shoes_and_hands, signed_percent

GREEN = QColor(30, 150, 60)
REALISED = QColor(225, 130, 20)

LEAST_HANDS = 1000
"""A true count with fewer hands than this is left off the realised series (its mean is
noise: one hand swings by many times the edge)."""

EXACT_LEAST_HANDS = 100
"""A true count with fewer hands than this is left off the exact curve."""


def _title() -> str:
    return QCoreApplication.translate(
        "Charts", "The bet's edge by true count (the player's; above 0 the player is ahead)"
    )


@dataclass(frozen=True, slots=True)
class ExactSample:
    """The bet's exact edge by true count and the shoes it was worked out over."""

    curve: TrueCountCurve
    shoes: int


class TrueCountChart(Chart):
    """The bet's exact edge at each true count with its 95% band, what one unit won there
    with its 95% interval, zero, the edge off the top, and where the count bets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._title: Callable[[], str] = _title
        super().__init__(parent)
        # Top left: a count's edge climbs with its true count, so that corner stays clear.
        self.legend.setOffset((10, 10))

    def texts(self) -> tuple[str, str, str]:
        return (
            self._title(),
            QCoreApplication.translate(
                "Charts",
                "true count before the hand (running count per deck unseen; the ends hold all "
                "beyond them)",
            ),
            QCoreApplication.translate(
                "Charts", "player's edge per unit bet (%; above 0 the player is ahead)"
            ),
        )

    def show_curve(
        self,
        curve: TrueCountCurve | None,
        off_the_top: float | None,
        bets_from: float | None = None,
        exact: ExactSample | None = None,
        rule_words: str | None = None,
    ) -> None:
        """Draw the exact edge of ``exact`` and the realised ``curve`` beside the bet's
        edge off the top (the player's, a fraction of the stake) and, for a true-count rule,
        the true count it bets from (``rule_words`` names a rule with no place on the
        axis)."""
        self.clear_chart()
        self._title = _title
        self.set_title(self._title())
        realised = [] if curve is None else [r for r in curve.rows() if r[1] >= LEAST_HANDS]
        exact_rows = (
            [] if exact is None else [r for r in exact.curve.rows() if r[1] >= EXACT_LEAST_HANDS]
        )
        if not realised and not exact_rows:
            return
        lows: list[float] = []
        highs: list[float] = []
        xs: list[float] = []
        if exact is not None and exact_rows:
            x = np.array([r[0] for r in exact_rows], np.float64)
            edge = np.array([100 * r[2] for r in exact_rows])
            half = np.array([196 * r[3] if r[3] == r[3] else 0.0 for r in exact_rows])
            band = QColor(PLAYER)
            band.setAlpha(70)
            upper = pg.PlotDataItem(x, edge + half, pen=pg.mkPen(None))
            lower = pg.PlotDataItem(x, edge - half, pen=pg.mkPen(None))
            self.addItem(pg.FillBetweenItem(upper, lower, brush=pg.mkBrush(band)))
            hands = sum(r[1] for r in exact.curve.rows())
            self.plot(
                x,
                edge,
                pen=_pen(PLAYER, 2.5),
                symbol="o",
                symbolSize=5,
                symbolBrush=PLAYER,
                symbolPen=PLAYER,
                name=QCoreApplication.translate(
                    "Charts", "exact edge from the cards left, 95% band"
                ),
            )
            shoes = exact.shoes

            def exact_title() -> str:
                return QCoreApplication.translate(
                    "Charts", "The bet's edge by true count: exact over %1"
                ).replace("%1", shoes_and_hands(shoes, hands))

            self._title = exact_title
            self.set_title(exact_title())
            lows.append(float(np.min(edge - half)))
            highs.append(float(np.max(edge + half)))
            xs += [float(x[0]), float(x[-1])]
        if realised:
            x = np.array([r[0] for r in realised], np.float64)
            win = np.array([100 * r[2] for r in realised])
            half = np.array([196 * r[3] if r[3] == r[3] else 0.0 for r in realised])
            bars = pg.ErrorBarItem(
                x=x, y=win, top=half, bottom=half, beam=0.2, pen=_pen(REALISED, 1)
            )
            self.addItem(bars)
            self.plot(
                x,
                win,
                pen=None,
                symbol="o",
                symbolSize=7,
                symbolBrush=None,
                symbolPen=_pen(REALISED, 1.5),
                name=QCoreApplication.translate(
                    "Charts", "realised win per unit, every hand of the run, 95%"
                ),
            )
            # Beside the exact curve the view fits the realised means, not their wide
            # intervals, so the curve keeps its shape; the intervals run off the view.
            reach = 0.0 if exact_rows else half
            lows.append(float(np.min(win - reach)))
            highs.append(float(np.max(win + reach)))
            xs += [float(x[0]), float(x[-1])]
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1.5)))
        if off_the_top is not None:
            self.plot(
                [min(xs), max(xs)],
                [100 * off_the_top, 100 * off_the_top],
                pen=_pen(BANKER, 1.5, dashed=True),
                name=QCoreApplication.translate("Charts", "off the top: %1").replace(
                    "%1", signed_percent(off_the_top, 2)
                ),
            )
        if bets_from is not None:
            self.addItem(pg.InfiniteLine(bets_from, angle=90, pen=_pen(GREEN, 1.5)))
            self.plot(
                [],
                [],
                pen=_pen(GREEN, 1.5),
                name=QCoreApplication.translate("Charts", "the count bets from %1").replace(
                    "%1", general(bets_from)
                ),
            )
        elif rule_words:
            self.plot([], [], pen=None, name=rule_words)
        low = min(min(lows), 0.0)
        high = max(max(highs), 0.0)
        self.setYRange(low, high + 0.5 * (high - low), padding=0.02)
