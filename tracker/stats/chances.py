"""The exact chance per hand of a pair and of a natural from a fresh shoe of some decks:
what the pair and natural counts are compared with."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=8)
def pair_probability(decks: int) -> float:
    """P(a side's first two cards are a pair) from a fresh shoe of ``decks``."""
    from tracker.engine.cards import Composition
    from tracker.engine.odds import pair_probability as of_composition

    return of_composition(Composition.full(decks))


@lru_cache(maxsize=8)
def natural_probability(decks: int) -> float:
    """P(either two-card hand is 8 or 9) from a fresh shoe of ``decks``."""
    from tracker.engine.cards import Composition
    from tracker.engine.odds import odds

    return odds(Composition.full(decks)).natural
