"""The exact chance per hand of a pair and of a natural from a fresh shoe of some decks:
what the pair and natural counts are compared with."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@lru_cache(maxsize=8)
def pair_probability(decks: int) -> float:
    """P(a side's first two cards are a pair) from a fresh shoe of ``decks``."""
    from tracker.engine.cards import Composition
    from tracker.engine.odds import pair_probability as of_composition

    return of_composition(Composition.full(decks))


@dataclass(frozen=True, slots=True)
class NaturalChances:
    """The chance of a natural in a hand known to be a tie, in one known to be won (by
    Banker or Player), and in any hand. A count of naturals is compared hand by hand with
    the one that fits: a source that flags naturals on wins only counts wins only."""

    tie: float
    win: float
    any: float


@lru_cache(maxsize=8)
def natural_chances(decks: int) -> NaturalChances:
    """The :class:`NaturalChances` of a fresh shoe of ``decks`` from the exact odds:
    P(natural | tie) = P(natural tie)/P(tie) and P(natural | win) =
    (P(natural) − P(natural tie))/(1 − P(tie))."""
    from tracker.engine.cards import Composition
    from tracker.engine.odds import natural_tie_probability, odds

    shoe = Composition.full(decks)
    both = odds(shoe)
    tie = float(natural_tie_probability(shoe))
    return NaturalChances(
        tie=tie / both.tie,
        win=(both.natural - tie) / (1 - both.tie),
        any=both.natural,
    )
