"""The table of final outcomes of the next coup from the cards left in a shoe: one kernel
counts every ordered sequence of card values with whole numbers into cells (both totals,
who drew, a natural), from which every side bet is read
(:mod:`tracker.engine.sidebet_edges`). The counts fit in 64-bit integers for up to eight
decks, so the compiled kernel is as exact as the plain one.
"""

from __future__ import annotations

from typing import Any

from tracker.engine.cards import Composition, CompositionError
from tracker.engine.kernels import banker_draws_on
from tracker.engine.lazyjit import LazyKernel
from tracker.engine.odds import MIN_CARDS, TooFewCards
from tracker.translatable import QT_TRANSLATE_NOOP, Message

OUTCOMES = 10 * 10 * 2 * 2 * 2
"""Cells of the outcome table: Player total, Banker total, Player drew, Banker drew, natural."""


def cell(player_total: int, banker_total: int, player_drew: int, banker_drew: int, nat: int) -> int:
    """The index of an outcome in the kernel's table."""
    return (((player_total * 10 + banker_total) * 2 + player_drew) * 2 + banker_drew) * 2 + nat


def outcome_kernel(counts: Any, table: Any) -> int:
    """Count into ``table`` (length :data:`OUTCOMES`, zeroed) the ordered six-card value
    sequences leading to each outcome, from ``counts`` (cards left by value 0–9); returns
    the denominator N(N−1)…(N−5). Sequences that end before six cards count once for each
    way the unused cards could follow, as in :func:`tracker.engine.odds.exact_odds`.

    The two Player cards (and the two Banker cards) are taken unordered: a sequence's count
    depends only on which values were removed, so an unordered pair of two different values
    stands for both orders."""
    c = counts
    n = 0
    for v in range(10):
        n += c[v]
    after4 = (n - 4) * (n - 5)
    after5 = n - 5
    for p1 in range(10):
        w1 = c[p1]
        if w1 == 0:
            continue
        c[p1] -= 1
        for p2 in range(p1, 10):
            w2 = w1 * c[p2]
            if w2 == 0:
                continue
            if p2 != p1:
                w2 *= 2
            c[p2] -= 1
            pt = (p1 + p2) % 10
            for b1 in range(10):
                w3 = w2 * c[b1]
                if w3 == 0:
                    continue
                c[b1] -= 1
                for b2 in range(b1, 10):
                    w4 = w3 * c[b2]
                    if w4 == 0:
                        continue
                    if b2 != b1:
                        w4 *= 2
                    c[b2] -= 1
                    bt = (b1 + b2) % 10
                    if pt >= 8 or bt >= 8:
                        table[cell(pt, bt, 0, 0, 1)] += w4 * after4
                    elif pt >= 6:
                        if bt >= 6:
                            table[cell(pt, bt, 0, 0, 0)] += w4 * after4
                        else:
                            for b3 in range(10):
                                w5 = w4 * c[b3]
                                table[cell(pt, (bt + b3) % 10, 0, 1, 0)] += w5 * after5
                    else:
                        for p3 in range(10):
                            w5 = w4 * c[p3]
                            if w5 == 0:
                                continue
                            c[p3] -= 1
                            pt3 = (pt + p3) % 10
                            if banker_draws_on(bt, p3):
                                for b3 in range(10):
                                    table[cell(pt3, (bt + b3) % 10, 1, 1, 0)] += w5 * c[b3]
                            else:
                                table[cell(pt3, bt, 1, 0, 0)] += w5 * after5
                            c[p3] += 1
                    c[b2] += 1
                c[b1] += 1
            c[p2] += 1
        c[p1] += 1
    return n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)


_compiled_kernel = LazyKernel(outcome_kernel, cell, banker_draws_on)


def outcome_counts(composition: Composition, *, compiled_kernel: bool = True) -> tuple[Any, int]:
    """The outcome table of the next coup as whole-number counts (a numpy int64 array from
    the compiled kernel, else a list) and their denominator.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    counts = list(composition.values())
    if any(c < 0 for c in counts):
        raise CompositionError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "the composition has a negative count of some value")
            )
        )
    if sum(counts) < MIN_CARDS:
        raise TooFewCards(sum(counts))
    kernel = _compiled_kernel() if compiled_kernel else None
    if kernel is not None:
        import numpy as np

        table = np.zeros(OUTCOMES, dtype=np.int64)
        total = int(kernel(np.array(counts, dtype=np.int64), table))
        return table, total
    plain = [0] * OUTCOMES
    total = outcome_kernel(counts, plain)
    return plain, total


def outcome_table(
    composition: Composition, *, compiled_kernel: bool = True
) -> tuple[list[int], int]:
    """The outcome table of the next coup as whole-number counts, and their denominator.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    table, total = outcome_counts(composition, compiled_kernel=compiled_kernel)
    return [int(x) for x in table], total
