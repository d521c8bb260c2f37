"""The game: cards, rules, dealing, settlement, exact odds and simulation.

Pure Python (with optional numba kernels); imports neither Qt nor SQLAlchemy.
"""

from tracker.engine.cards import (
    Card,
    CardError,
    Composition,
    CompositionError,
    DecksError,
    format_cards,
    parse_cards,
)
from tracker.engine.coup import Coup, NotEnoughCards, deal_order, expected_cards, resolve_coup
from tracker.engine.rules import RulesError, RuleSet, Winner, banker_draws, player_draws
from tracker.engine.settlement import Bet, settle

__all__ = [
    "Bet",
    "Card",
    "CardError",
    "Composition",
    "CompositionError",
    "Coup",
    "DecksError",
    "NotEnoughCards",
    "RuleSet",
    "RulesError",
    "Winner",
    "banker_draws",
    "deal_order",
    "expected_cards",
    "format_cards",
    "parse_cards",
    "player_draws",
    "resolve_coup",
    "settle",
]
