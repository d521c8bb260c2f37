"""Betting systems played hand by hand over recorded or simulated shoes, settled exactly,
with the expected loss beside the result. Pure: no Qt, no database."""

from tracker.stats.backtest.rules import Rule, RuleError, parse_rules
from tracker.stats.backtest.run import (
    BacktestResult,
    Hands,
    ShoeFigures,
    hands_of_records,
    hands_of_simulation,
    play,
    summarize_figures,
)
from tracker.stats.backtest.systems import BETS, SYSTEMS, BacktestError, Plan

__all__ = [
    "BETS",
    "SYSTEMS",
    "BacktestError",
    "BacktestResult",
    "Hands",
    "Plan",
    "Rule",
    "RuleError",
    "ShoeFigures",
    "hands_of_records",
    "hands_of_simulation",
    "parse_rules",
    "play",
    "summarize_figures",
]
