"""The figures of a count played over many shoes: units won a shoe with its standard error,
bets a shoe, win per bet, the spread over shoes and the risk of ruin of a bankroll."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

SPREAD = (0.05, 0.25, 0.5, 0.75, 0.95)
"""The quantiles of units won a shoe that the spread reports."""


@dataclass(frozen=True, slots=True)
class CountFigures:
    """A count's results in units of one stake (``stake`` gives the money)."""

    shoes: int
    hands: int
    bets: int
    net: float
    net_per_shoe: float
    se_per_shoe: float
    sd_per_shoe: float
    bets_per_shoe: float
    win_per_bet: float
    shoes_won: float
    spread: dict[str, float]
    stake: float

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of the true win a shoe (the mean ± 1.96 standard errors)."""
        return (
            self.net_per_shoe - 1.96 * self.se_per_shoe,
            self.net_per_shoe + 1.96 * self.se_per_shoe,
        )

    def risk_of_ruin(self, bankroll: float) -> float:
        """The chance of ever losing a bankroll of ``bankroll`` units playing shoe after
        shoe, by the diffusion formula exp(-2 μ B / σ²) with μ and σ the mean and standard
        deviation of units won a shoe (1 when μ ≤ 0): an estimate, not a simulation."""
        if self.net_per_shoe <= 0 or self.sd_per_shoe == 0:
            return 1.0 if self.net_per_shoe <= 0 else 0.0
        return math.exp(-2 * self.net_per_shoe * bankroll / self.sd_per_shoe**2)

    def shoes_to_one_se(self) -> float:
        """Shoes a player needs before the expected win equals one standard deviation of
        the total: (σ/μ)², the point where the gain starts to show through the luck."""
        if self.net_per_shoe <= 0:
            return math.inf
        return (self.sd_per_shoe / self.net_per_shoe) ** 2

    def as_json(self) -> dict[str, Any]:
        return {
            "shoes": self.shoes,
            "hands": self.hands,
            "bets": self.bets,
            "net": self.net,
            "net_per_shoe": self.net_per_shoe,
            "bets_per_shoe": self.bets_per_shoe,
            "se_per_shoe": self.se_per_shoe,
            "sd_per_shoe": self.sd_per_shoe,
            "win_per_bet": self.win_per_bet,
            "shoes_won": self.shoes_won,
            "spread_per_shoe": self.spread,
            "stake": self.stake,
            "net_money": self.net * self.stake,
        }


def summarize(
    net: Sequence[npt.NDArray[np.float64]],
    bets: Sequence[npt.NDArray[np.int32]],
    hands: int,
    stake: float = 1.0,
) -> CountFigures:
    """The figures of shoes given as chunks of per-shoe units won and bets."""
    shoe_net = np.concatenate(list(net)).astype(np.float64)
    shoe_bets = np.concatenate(list(bets)).astype(np.int64)
    shoes = len(shoe_net)
    total = float(shoe_net.sum())
    placed = int(shoe_bets.sum())
    mean = total / shoes
    sd = float(shoe_net.std(ddof=1)) if shoes > 1 else 0.0
    quantiles = np.quantile(shoe_net, SPREAD) if shoes else np.zeros(len(SPREAD))
    return CountFigures(
        shoes=shoes,
        hands=hands,
        bets=placed,
        net=total,
        net_per_shoe=mean,
        se_per_shoe=sd / math.sqrt(shoes),
        sd_per_shoe=sd,
        bets_per_shoe=placed / shoes,
        win_per_bet=total / placed if placed else 0.0,
        shoes_won=float((shoe_net > 0).mean()),
        spread={f"p{round(q * 100):02d}": float(v) for q, v in zip(SPREAD, quantiles, strict=True)},
        stake=stake,
    )


@dataclass(frozen=True, slots=True)
class TrueCountCurve:
    """A bet's edge by true count: for each whole true count (the ends holding everything
    beyond them), the hands dealt at it, bet or not, the mean there of a figure of one unit
    on the bet (what it won: the realised edge; or its exact edge from the cards left before
    the hand), and that mean's standard error over hands (``nan`` where too few hands)."""

    true_counts: tuple[int, ...]
    hands: tuple[int, ...]
    win: tuple[float, ...]
    se: tuple[float, ...]

    def rows(self) -> list[tuple[int, int, float, float]]:
        """(true count, hands, mean per unit, standard error) of the counts with hands."""
        return [
            row
            for row in zip(self.true_counts, self.hands, self.win, self.se, strict=True)
            if row[1] > 0
        ]


def true_count_curve(
    low: int,
    hands: Sequence[npt.NDArray[np.int64]],
    net: Sequence[npt.NDArray[np.float64]],
    squares: Sequence[npt.NDArray[np.float64]],
) -> TrueCountCurve:
    """The curve of chunks' tallies by true count (their first cell the count ``low``)."""
    n = np.sum(np.asarray(list(hands), np.float64), axis=0)
    total = np.sum(np.asarray(list(net), np.float64), axis=0)
    square = np.sum(np.asarray(list(squares), np.float64), axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = np.where(n > 0, total / n, np.nan)
        variance = np.where(n > 1, (square - n * mean**2) / (n - 1), np.nan)
        se = np.sqrt(np.maximum(variance, 0.0) / n)
    return TrueCountCurve(
        true_counts=tuple(range(low, low + len(n))),
        hands=tuple(int(h) for h in n),
        win=tuple(float(w) for w in mean),
        se=tuple(float(s) for s in se),
    )
