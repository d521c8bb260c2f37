"""The game: cards, rules, dealing, settlement, exact odds and simulation.

Pure Python (with optional numba kernels); imports neither Qt nor SQLAlchemy, nor numba
(the kernels import it on first use), nor numpy (the simulator does, when imported).
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
from tracker.engine.odds import (
    EdgeShift,
    HouseEdges,
    Odds,
    TooFewCards,
    exact_odds,
    largest_edge_shift,
    odds,
    warm_up,
)
from tracker.engine.prng import SeedError
from tracker.engine.rules import RulesError, RuleSet, Winner, banker_draws, player_draws
from tracker.engine.settlement import Bet, settle
from tracker.engine.shoe import Shoe, ShoeFinished

__all__ = [
    "Bet",
    "Card",
    "CardError",
    "Composition",
    "CompositionError",
    "Coup",
    "DecksError",
    "EdgeShift",
    "HouseEdges",
    "NotEnoughCards",
    "Odds",
    "RuleSet",
    "RulesError",
    "SeedError",
    "Shoe",
    "ShoeFinished",
    "TooFewCards",
    "Winner",
    "banker_draws",
    "deal_order",
    "exact_odds",
    "expected_cards",
    "format_cards",
    "largest_edge_shift",
    "odds",
    "parse_cards",
    "player_draws",
    "resolve_coup",
    "settle",
    "warm_up",
]
