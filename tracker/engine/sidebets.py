"""Exact odds and house edges of the side bets and variants (Dragon 7, Panda 8,
Super 6, Dragon Bonus, EZ Banker, no-commission Banker) from the cards left in a shoe.

One kernel counts every ordered sequence of card values with whole numbers into a table of
final outcomes (totals, who drew, natural); every bet is read from that table. The counts
fit in 64-bit integers for up to eight decks, so the compiled kernel is as exact as the
plain one and the fractions are exact. Settlement of these bets lives elsewhere: this
module only says what each bet is worth before the next hand.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any, Generic, TypeVar

from tracker.engine.cards import Composition, CompositionError
from tracker.engine.kernels import banker_draws_on
from tracker.engine.lazyjit import LazyKernel
from tracker.engine.odds import MIN_CARDS, TooFewCards

Num = TypeVar("Num", float, Fraction)

OUTCOMES = 10 * 10 * 2 * 2 * 2
"""Cells of the outcome table: Player total, Banker total, Player drew, Banker drew, natural."""

DRAGON_BONUS_MARGIN_PAYS = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
"""What a non-natural Dragon Bonus win pays (to 1) by its margin in points."""


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
        raise CompositionError("the composition has a negative count of some value")
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


def _dragon_bonus(win_margin: int, natural_win: bool, natural_tie: bool) -> int:
    """What one unit on Dragon Bonus returns net: a margin of 0 or less is not a win."""
    if natural_tie:
        return 0
    if win_margin > 0 and natural_win:
        return 1
    return DRAGON_BONUS_MARGIN_PAYS.get(win_margin, -1) if win_margin > 0 else -1


def _reading_tables() -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]:
    """Which cells of the outcome table each bet counts, worked out once: the cells where
    Banker wins, Banker wins on 6, Dragon 7 (Banker wins on three cards totalling 7),
    Player wins, Panda 8 (Player wins on three cards totalling 8); and what one unit of
    Dragon Bonus on Player and on Banker returns in each cell."""
    banker, six, dragon, player, panda = [], [], [], [], []
    bonus_player, bonus_banker = [0] * OUTCOMES, [0] * OUTCOMES
    for pt in range(10):
        for bt in range(10):
            for pd in range(2):
                for bd in range(2):
                    for nat in range(2):
                        at = cell(pt, bt, pd, bd, nat)
                        if bt > pt:
                            banker.append(at)
                            if bt == 6:
                                six.append(at)
                            if bd and bt == 7:
                                dragon.append(at)
                        elif pt > bt:
                            player.append(at)
                            if pd and pt == 8:
                                panda.append(at)
                        # Naturals: the side's two-card total of 8 or 9 (both stood).
                        p_nat = bool(nat) and pt >= 8
                        b_nat = bool(nat) and bt >= 8
                        tie_nat = bool(nat) and pt == bt
                        bonus_player[at] = _dragon_bonus(pt - bt, p_nat, tie_nat)
                        bonus_banker[at] = _dragon_bonus(bt - pt, b_nat, tie_nat)
    cells = tuple(tuple(c) for c in (banker, six, dragon, player, panda))
    return cells, tuple(bonus_player), tuple(bonus_banker)


_CELLS, _BONUS_PLAYER, _BONUS_BANKER = _reading_tables()


def _read(table: list[int], total: int, one: Num, cards_left: int) -> SideBetOdds[Num]:
    at = table.__getitem__
    banker, six, dragon, player, panda = (sum(map(at, cells)) for cells in _CELLS)
    bonus_player = sum(map(operator.mul, table, _BONUS_PLAYER))
    bonus_banker = sum(map(operator.mul, table, _BONUS_BANKER))

    def share(x: int) -> Num:
        # one * x keeps the number type: an exact Fraction, or a float.
        return one * x / total

    p_dragon, p_panda, p_six = share(dragon), share(panda), share(six)
    p_banker, p_player = share(banker), share(player)
    return SideBetOdds(
        dragon_seven=p_dragon,
        panda_eight=p_panda,
        super_six=p_six,
        edge_dragon_seven=one - p_dragon * 41,
        edge_panda_eight=one - p_panda * 26,
        edge_super_six=one - p_six * 13,
        edge_ez_banker=p_player - (p_banker - p_dragon),
        edge_no_commission_banker=p_player - (p_banker - p_six) - p_six / 2,
        edge_dragon_bonus_player=-share(bonus_player),
        edge_dragon_bonus_banker=-share(bonus_banker),
        cards_left=cards_left,
    )


def side_bet_odds(composition: Composition, *, compiled_kernel: bool = True) -> SideBetOdds[float]:
    """The side bets' odds and edges of the next coup from ``composition``, as floats.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    table, total = outcome_table(composition, compiled_kernel=compiled_kernel)
    return _read(table, total, 1.0, sum(composition.values()))


def exact_side_bet_odds(composition: Composition) -> SideBetOdds[Fraction]:
    """:func:`side_bet_odds` as exact fractions (the same whole-number counts).

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    table, total = outcome_table(composition)
    return _read(table, total, Fraction(1), sum(composition.values()))
