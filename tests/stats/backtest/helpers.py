"""Shoes written as winners, for backtests worked by hand."""

from __future__ import annotations

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.stats.backtest import Plan, hands_of_records, play, summarize_figures
from tracker.stats.backtest.run import BacktestResult

WINNERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}


def shoe(letters: str, *, banker_total: int = 7, pairs: bool | None = False) -> ShoeRecord:
    """A shoe of these winners (a Banker win with ``banker_total``; pairs as given)."""
    hands = [
        HandRecord(
            n,
            winner=WINNERS[c],
            banker_total=banker_total if c == "B" else 0,
            player_pair=pairs,
            banker_pair=pairs,
        )
        for n, c in enumerate(letters, start=1)
    ]
    return ShoeRecord(label=letters, hands=tuple(hands))


def backtest(plan: Plan, *letters: str, compiled: bool = True, **kwargs: object) -> BacktestResult:
    shoes = [shoe(text, **kwargs) for text in letters]  # type: ignore[arg-type]
    return summarize_figures(plan, [play(plan, hands_of_records(shoes), compiled=compiled)])
