"""The lag-1 correlation of the Banker/Player sequence: does a decision lean on
the one before it? Pairs of consecutive decisions are taken within each shoe, never across."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from tracker.stats.randomness import (
    MIN_DECISIONS,
    NO_TWO_DECISIONS,
    ONE_SIDE_ONLY,
    too_few_decisions,
)
from tracker.translatable import Message


@dataclass(frozen=True, slots=True)
class LagOne:
    """Pearson's correlation of each decision (Banker 1, Player 0) with the next, over
    ``pairs`` consecutive pairs; ``z`` = r·√pairs is about standard normal under chance.
    ``r``, ``z`` and ``p_value`` are ``None`` with a ``reason`` when there is too little."""

    pairs: int
    r: float | None
    z: float | None
    p_value: float | None
    reason: str | Message | None = None


def lag_one(sequences: Iterable[str]) -> LagOne:
    """The lag-1 correlation over Banker/Player sequences (ties removed), one a shoe."""
    pairs = decided = 0
    first = second = both = 0  # Banker counts: first of a pair, second of a pair, both
    for seq in sequences:
        n = len(seq)
        decided += n
        if n < 2:
            continue
        pairs += n - 1
        first += seq.count("B", 0, n - 1)
        second += seq.count("B", 1)
        # Consecutive BB pairs: each Banker streak of length k holds k − 1 of them.
        both += seq.count("B") - seq.count("PB") - (seq[0] == "B")
    if decided < MIN_DECISIONS:
        return LagOne(
            pairs,
            None,
            None,
            None,
            too_few_decisions(decided),
        )
    if pairs == 0:
        return LagOne(0, None, None, None, NO_TWO_DECISIONS)
    mean_a, mean_b = first / pairs, second / pairs
    var_a, var_b = mean_a * (1 - mean_a), mean_b * (1 - mean_b)
    if var_a <= 0 or var_b <= 0:
        return LagOne(pairs, None, None, None, ONE_SIDE_ONLY)
    r = (both / pairs - mean_a * mean_b) / math.sqrt(var_a * var_b)
    z = r * math.sqrt(pairs)
    return LagOne(pairs, r, z, math.erfc(abs(z) / math.sqrt(2)))
