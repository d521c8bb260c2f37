"""The side bets and variants the app's windows and statistics show (Dragon 7, Panda 8,
Super 6, Dragon Bonus, EZ Banker, no-commission Banker) from the cards left in a shoe, read
from the side-bet table (:mod:`tracker.engine.sidebet_edges`), so every figure comes from
the one payout rule of each bet. Settlement lives elsewhere: this module only says what
each bet is worth before the next hand.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Generic, TypeVar

from tracker.engine.cards import Composition
from tracker.engine.outcomes import OUTCOMES, cell, outcome_counts, outcome_table
from tracker.engine.sidebet_edges import SideBetEdge, exact_side_bet_edges, side_bet_edges

__all__ = [
    "OUTCOMES",
    "SideBetOdds",
    "cell",
    "exact_side_bet_odds",
    "outcome_counts",
    "outcome_table",
    "side_bet_odds",
]

Num = TypeVar("Num", float, Fraction)

TABLE_IDS = {
    "dragon_seven": "dragon7",
    "panda_eight": "panda8",
    "super_six": "super6_12",
    "ez_banker": "ez_banker",
    "no_commission_banker": "no_commission_banker",
    "dragon_bonus_player": "dragon_bonus_player",
    "dragon_bonus_banker": "dragon_bonus_banker",
}
"""Each bet's id in the side-bet table, by its name here."""


@dataclass(frozen=True, slots=True)
class SideBetOdds(Generic[Num]):
    """The side bets and variants for the next coup: the chance of each winning
    event and each bet's house edge (a fraction of the stake, positive = the house wins).

    ``dragon_seven``: the Banker wins with a three-card 7 (Dragon 7 pays 40:1; EZ Banker
    pushes it). ``panda_eight``: the Player wins with a three-card 8 (25:1). ``super_six``:
    the Banker wins with 6 (12:1).
    """

    dragon_seven: Num
    panda_eight: Num
    super_six: Num
    edge_dragon_seven: Num
    edge_panda_eight: Num
    edge_super_six: Num
    edge_ez_banker: Num
    edge_no_commission_banker: Num
    edge_dragon_bonus_player: Num
    edge_dragon_bonus_banker: Num
    cards_left: int

    def edges(self) -> dict[str, Num]:
        """Each bet's house edge by its name in ``tracker stats --json``."""
        return {
            f.name.removeprefix("edge_"): getattr(self, f.name)
            for f in fields(self)
            if f.name.startswith("edge_")
        }


def _read(table: dict[str, SideBetEdge[Num]], cards_left: int) -> SideBetOdds[Num]:
    edge = {name: table[bet_id].house_edge for name, bet_id in TABLE_IDS.items()}
    return SideBetOdds(
        dragon_seven=table["dragon7"].p_win,
        panda_eight=table["panda8"].p_win,
        super_six=table["super6_12"].p_win,
        edge_dragon_seven=edge["dragon_seven"],
        edge_panda_eight=edge["panda_eight"],
        edge_super_six=edge["super_six"],
        edge_ez_banker=edge["ez_banker"],
        edge_no_commission_banker=edge["no_commission_banker"],
        edge_dragon_bonus_player=edge["dragon_bonus_player"],
        edge_dragon_bonus_banker=edge["dragon_bonus_banker"],
        cards_left=cards_left,
    )


def side_bet_odds(composition: Composition, *, compiled_kernel: bool = True) -> SideBetOdds[float]:
    """The side bets' odds and edges of the next coup from ``composition``, as floats.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    table = side_bet_edges(composition, compiled_kernel=compiled_kernel)
    return _read(table, sum(composition.values()))


def exact_side_bet_odds(composition: Composition) -> SideBetOdds[Fraction]:
    """:func:`side_bet_odds` as exact fractions (the same whole-number counts).

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    return _read(exact_side_bet_edges(composition), sum(composition.values()))
