"""The counting lab's kernel: deal shoes card by card as the simulator does, keep a count of
every card seen, decide the side bet before each hand and settle it on the coup dealt.

Like :mod:`tracker.engine.kernels` it runs as plain Python (lists) or compiled by numba
(numpy arrays), with the same results.
"""

from __future__ import annotations

from typing import Any

from tracker.engine.kernels import banker_draws_on, card_value, draw_card
from tracker.engine.lazyjit import LazyKernel
from tracker.engine.sidebets import OUTCOMES, cell, outcome_kernel

Buffer = Any

# The side bets the lab plays, by code, and what each pays to 1.
DRAGON_7 = 0
PANDA_8 = 1
BET_CODES = {"dragon7": DRAGON_7, "panda8": PANDA_8}
BET_PAYS = {DRAGON_7: 40, PANDA_8: 25}

# When to bet: the running count above or at least a threshold, the true count (per deck
# unseen) at least a threshold, or whenever the exact edge from the cards left is positive.
RC_ABOVE = 0
RC_AT_LEAST = 1
TC_AT_LEAST = 2
PERFECT = 3


def side_bet_net(bet: int, pt: int, bt: int, player_drew: bool, banker_drew: bool) -> int:
    """Units won (or -1 lost) by one unit on side bet ``bet`` for the final totals."""
    if bet == DRAGON_7:
        return 40 if banker_drew and bt == 7 and bt > pt else -1
    return 25 if player_drew and pt == 8 and pt > bt else -1


def favourable(bet: int, counts: Buffer, table: Buffer) -> bool:
    """Whether ``bet`` has a positive expectation for the next coup from ``counts`` (cards
    left by value 0-9): exact, from the whole-number outcome table."""
    for i in range(OUTCOMES):
        table[i] = 0
    total = outcome_kernel(counts, table)
    wins = 0
    if bet == DRAGON_7:
        for pt in range(7):
            for pd in range(2):
                wins += table[cell(pt, 7, pd, 1, 0)]
        return wins * 41 > total
    for bt in range(8):
        for bd in range(2):
            wins += table[cell(8, bt, 1, bd, 0)]
    return wins * 26 > total


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
    bet: int,
    s_net: Buffer,
    s_bets: Buffer,
    s_hands: Buffer,
    counts: Buffer,
    table: Buffer,
) -> int:
    """Deal ``shoes`` shoes and play the count: per shoe, the units won into ``s_net``, the
    bets into ``s_bets`` and the hands into ``s_hands``; returns the hands dealt.

    ``tags`` are the count's values of the 13 ranks (A, 2, …, K). The first card of the
    burn is seen and counted; the cards burned after it are not. The true count divides
    the running count by the decks not yet seen. ``counts`` (10 cells) and ``table``
    (:data:`OUTCOMES` cells) are work space for the exact edge of the perfect rule.
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
        net = 0
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
                for v in range(10):
                    counts[v] = 0
                for i in range(k, n):
                    counts[card_value(deck[i])] += 1
                betting = favourable(bet, counts, table)
            first = k
            p1, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
            b1, s0, s1, s2, s3 = draw_card(deck, k + 1, s0, s1, s2, s3)
            p2, s0, s1, s2, s3 = draw_card(deck, k + 2, s0, s1, s2, s3)
            b2, s0, s1, s2, s3 = draw_card(deck, k + 3, s0, s1, s2, s3)
            k += 4
            rc += tags[p1 >> 2] + tags[b1 >> 2] + tags[p2 >> 2] + tags[b2 >> 2]
            pt = (card_value(p1) + card_value(p2)) % 10
            bt = (card_value(b1) + card_value(b2)) % 10
            player_drew = False
            banker_drew = False
            if pt < 8 and bt < 8:
                if pt <= 5:
                    p3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    rc += tags[p3 >> 2]
                    x = card_value(p3)
                    pt = (pt + x) % 10
                    player_drew = True
                    take = banker_draws_on(bt, x)
                else:
                    take = bt <= 5
                if take:
                    b3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    rc += tags[b3 >> 2]
                    bt = (bt + card_value(b3)) % 10
                    banker_drew = True
            seen += k - first
            if betting:
                bets += 1
                net += side_bet_net(bet, pt, bt, player_drew, banker_drew)
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


lazy = LazyKernel(count_kernel, side_bet_net, favourable, outcome_kernel, cell)

compiled_favourable = LazyKernel(favourable, outcome_kernel, cell, banker_draws_on)
""":func:`favourable` compiled on its own (for checking it against the exact odds)."""


def compiled_count_kernel() -> Any:
    """The compiled kernel (compiled, or loaded from numba's cache, on first use), or
    ``None`` without numba."""
    return _compile()
