"""The counting lab's kernel: deal shoes card by card as the simulator does, keep a count of
every card seen, decide the side bet before each hand and settle it on the coup dealt.

Like :mod:`tracker.engine.kernels` it runs as plain Python (lists) or compiled by numba
(numpy arrays), with the same results.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tracker.engine.kernels import banker_draws_on, card_value, draw_card
from tracker.engine.lazyjit import LazyKernel
from tracker.engine.outcomes import OUTCOMES, cell, outcome_kernel

Buffer = Any

PAYS = 10 * 10 * 2 * 2
"""Cells of a bet's payout array: Player total, Banker total, Player drew, Banker drew."""

# What a bet's payout array is indexed by: the final totals and who drew (a bet on the
# values dealt), or only whether the Player's or the Banker's first two cards pair (cell 1)
# or not (cell 0).
BY_VALUES = 0
BY_PLAYER_PAIR = 1
BY_BANKER_PAIR = 2

# When to bet: the running count above or at least a threshold, the true count (per deck
# unseen) at least a threshold, or whenever the exact edge from the cards left is positive.
RC_ABOVE = 0
RC_AT_LEAST = 1
TC_AT_LEAST = 2
PERFECT = 3

TC_LOW = -10
TC_BUCKETS = 31
"""The true counts a run tallies every hand by: whole numbers from :data:`TC_LOW` to
``TC_LOW + TC_BUCKETS - 1``, the ends holding everything beyond them."""


def tc_bucket(rc: int, unseen: int) -> int:
    """The bucket of the true count ``rc`` per deck of ``unseen`` cards, rounded."""
    tc = rc * 52.0 / unseen
    b = int(np.floor(tc + 0.5)) - TC_LOW
    if b < 0:
        return 0
    if b >= TC_BUCKETS:
        return TC_BUCKETS - 1
    return b


def pay_index(player_total: int, banker_total: int, player_drew: int, banker_drew: int) -> int:
    """The cell of a payout array for a bet on the values dealt."""
    return ((player_total * 10 + banker_total) * 2 + player_drew) * 2 + banker_drew


def exact_edge(
    reads: int, pay: Buffer, deck: Buffer, k: int, counts: Buffer, table: Buffer
) -> float:
    """What one unit on the bet (``reads``, ``pay``) is expected to return net on the next
    coup dealt from ``deck[k:]``, the cards left (the player's edge, a fraction of the
    stake): from the whole-number outcome table for a bet on the values, from the ranks
    left for a pair bet."""
    n = len(deck) - k
    if reads != BY_VALUES:
        for r in range(13):
            counts[r] = 0
        for i in range(k, len(deck)):
            counts[deck[i] >> 2] += 1
        pairs = 0
        for r in range(13):
            pairs += counts[r] * (counts[r] - 1)
        ways = n * (n - 1)
        expected: float = pairs * pay[1] + (ways - pairs) * pay[0]
        return expected / ways
    for v in range(10):
        counts[v] = 0
    for i in range(k, len(deck)):
        counts[card_value(deck[i])] += 1
    for i in range(OUTCOMES):
        table[i] = 0
    total = outcome_kernel(counts, table)
    expectation = 0.0
    for pt in range(10):
        for bt in range(10):
            for pd in range(2):
                for bd in range(2):
                    at = pay_index(pt, bt, pd, bd)
                    ways = table[cell(pt, bt, pd, bd, 0)] + table[cell(pt, bt, pd, bd, 1)]
                    expectation += ways * pay[at]
    return expectation / total


def favourable(
    reads: int, pay: Buffer, deck: Buffer, k: int, counts: Buffer, table: Buffer
) -> bool:
    """Whether one unit on the bet has a positive expectation from the cards left
    (:func:`exact_edge`)."""
    return exact_edge(reads, pay, deck, k, counts, table) > 0.0


def count_kernel(
    state: Buffer,
    deck: Buffer,
    shoes: int,
    behind: int,
    hands_after_cut: int,
    burn: bool,
    tags: Buffer,
    start: int,
    rule: int,
    threshold: float,
    reads: int,
    pay: Buffer,
    s_net: Buffer,
    s_bets: Buffer,
    s_hands: Buffer,
    counts: Buffer,
    table: Buffer,
    t_hands: Buffer,
    t_net: Buffer,
    t_sq: Buffer,
    exact: bool,
    t_edge: Buffer,
    t_edge_sq: Buffer,
) -> int:
    """Deal ``shoes`` shoes and play the count: per shoe, the units won into ``s_net``, the
    bets into ``s_bets`` and the hands into ``s_hands``; returns the hands dealt. One unit on
    the bet returns ``pay`` (read as ``reads`` says: :data:`BY_VALUES` or a pair).

    ``tags`` are the count's values of the 13 ranks (A, 2, …, K). The first card of the
    burn is seen and counted; the cards burned after it are not. The true count divides
    the running count by the decks not yet seen. ``counts`` (13 cells) and ``table``
    (:data:`OUTCOMES` cells) are work space for the exact edge of the perfect rule. Every
    hand, bet or not, adds to its true count's bucket (:func:`tc_bucket`, taken before the
    hand) in ``t_hands``, and what one unit on the bet won in ``t_net`` (its square in
    ``t_sq``): the bet's realised edge by true count. With ``exact`` (or the perfect rule)
    the bet's exact edge from the cards left is worked out before every hand; with ``exact``
    it is added to the hand's bucket in ``t_edge`` (its square in ``t_edge_sq``): the bet's
    exact edge by true count.
    ``state`` and ``deck`` carry over as in :func:`tracker.engine.kernels.simulate_kernel`.
    """
    s0 = state[0]
    s1 = state[1]
    s2 = state[2]
    s3 = state[3]
    n = len(deck)
    cut_position = n - behind
    dealt = 0
    for shoe in range(shoes):
        k = 0
        seen = 0
        rc = start
        if burn:
            card, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
            k += 1
            seen += 1
            rc += tags[card >> 2]
            burned = card_value(card)
            if burned == 0:
                burned = 10
            for _ in range(burned):
                card, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                k += 1
        hand = 0
        left = -1
        net = 0.0
        bets = 0
        while True:
            hand += 1
            if rule == RC_ABOVE:
                betting = rc > threshold
            elif rule == RC_AT_LEAST:
                betting = rc >= threshold
            elif rule == TC_AT_LEAST:
                betting = rc * 52.0 >= threshold * (n - seen)
            else:
                betting = False
            edge = 0.0
            if exact or rule == PERFECT:
                edge = exact_edge(reads, pay, deck, k, counts, table)
                if rule == PERFECT:
                    betting = edge > 0.0
            bucket = tc_bucket(rc, n - seen)
            if exact:
                t_edge[bucket] += edge
                t_edge_sq[bucket] += edge * edge
            first = k
            p1, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
            b1, s0, s1, s2, s3 = draw_card(deck, k + 1, s0, s1, s2, s3)
            p2, s0, s1, s2, s3 = draw_card(deck, k + 2, s0, s1, s2, s3)
            b2, s0, s1, s2, s3 = draw_card(deck, k + 3, s0, s1, s2, s3)
            k += 4
            rc += tags[p1 >> 2] + tags[b1 >> 2] + tags[p2 >> 2] + tags[b2 >> 2]
            pt = (card_value(p1) + card_value(p2)) % 10
            bt = (card_value(b1) + card_value(b2)) % 10
            player_drew = 0
            banker_drew = 0
            if pt < 8 and bt < 8:
                if pt <= 5:
                    p3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    rc += tags[p3 >> 2]
                    x = card_value(p3)
                    pt = (pt + x) % 10
                    player_drew = 1
                    take = banker_draws_on(bt, x)
                else:
                    take = bt <= 5
                if take:
                    b3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    rc += tags[b3 >> 2]
                    bt = (bt + card_value(b3)) % 10
                    banker_drew = 1
            seen += k - first
            if reads == BY_VALUES:
                won = pay[pay_index(pt, bt, player_drew, banker_drew)]
            elif reads == BY_PLAYER_PAIR:
                won = pay[1] if (p1 >> 2) == (p2 >> 2) else pay[0]
            else:
                won = pay[1] if (b1 >> 2) == (b2 >> 2) else pay[0]
            t_hands[bucket] += 1
            t_net[bucket] += won
            t_sq[bucket] += won * won
            if betting:
                bets += 1
                net += won
            if left < 0:
                if k > cut_position:
                    left = hands_after_cut
                    if left == 0:
                        break
            else:
                left -= 1
                if left == 0:
                    break
        s_net[shoe] = net
        s_bets[shoe] = bets
        s_hands[shoe] = hand
        dealt += hand
    state[0] = s0
    state[1] = s1
    state[2] = s2
    state[3] = s3
    return dealt


def _compile() -> Any:
    # The engine's kernels first: they teach numba the 64-bit helpers the dealing uses.
    from tracker.engine.kernels import compiled

    if compiled() is None:
        return None
    return lazy()


lazy = LazyKernel(count_kernel, pay_index, exact_edge, outcome_kernel, cell, tc_bucket)

compiled_favourable = LazyKernel(
    favourable, exact_edge, pay_index, outcome_kernel, cell, banker_draws_on, card_value
)
""":func:`favourable` compiled on its own (for checking it against the exact odds)."""


def compiled_count_kernel() -> Any:
    """The compiled kernel (compiled, or loaded from numba's cache, on first use), or
    ``None`` without numba."""
    return _compile()
