"""The exact chance of winning, of a push, and the house edge of every bet of the side-bet
table (:mod:`tracker.engine.sidebet_table`) from the cards left in a shoe.

The bets that read the totals and cards are read from the engine's table of final outcomes
(:func:`tracker.engine.outcomes.outcome_table`: whole-number counts of every ordered card
sequence); each bet's payout rule is worked out once for every cell of that table, so a
composition costs one run of the kernel and a few sums. The pair bets read the ranks left
(:func:`tracker.engine.odds.pair_probability`).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, NamedTuple, TypeVar

import numpy as np

from tracker.engine.cards import Composition
from tracker.engine.odds import (
    MIN_CARDS,
    TooFewCards,
    exact_pair_probability,
    pair_probability,
    remove_one_value,
)
from tracker.engine.outcomes import OUTCOMES, cell, outcome_counts
from tracker.engine.sidebet_table import SIDE_BETS, Outcome, Reads, SideBetRule

Num = TypeVar("Num", float, Fraction)


class SideBetEdge(NamedTuple, Generic[Num]):
    """One bet from the cards left: the chance it wins, the chance it pushes, and its
    house edge (a fraction of the stake, positive when the house wins)."""

    p_win: Num
    p_push: Num
    house_edge: Num


def cell_outcomes() -> Iterator[tuple[int, Outcome]]:
    """Every cell of the outcome table with the outcome it stands for (pairs unknown)."""
    for pt in range(10):
        for bt in range(10):
            for pd in range(2):
                for bd in range(2):
                    for nat in range(2):
                        yield cell(pt, bt, pd, bd, nat), Outcome(pt, bt, 2 + pd, 2 + bd)


def _pair_outcomes(bet: SideBetRule) -> tuple[Fraction, Fraction]:
    """What one unit on a pair bet returns net with a pair and without one."""
    side = "player_pair" if bet.reads is Reads.PLAYER_PAIR else "banker_pair"
    pair, no_pair = (Outcome(0, 0, 2, 2, **{side: flag}) for flag in (True, False))
    return bet.net(pair), bet.net(no_pair)


_VALUE_BETS = tuple(bet for bet in SIDE_BETS if bet.reads is Reads.VALUES)
_PAIR_BETS = tuple(bet for bet in SIDE_BETS if bet.reads is not Reads.VALUES)


def _net_by_cell() -> tuple[tuple[Fraction, ...], ...]:
    nets = [[Fraction(0)] * OUTCOMES for _ in _VALUE_BETS]
    for at, outcome in cell_outcomes():
        for row, bet in zip(nets, _VALUE_BETS, strict=True):
            row[at] = bet.net(outcome)
    return tuple(tuple(row) for row in nets)


_NETS = _net_by_cell()
# One matrix for the float sums: for each bet, its net per cell, then whether it wins, then
# whether it pushes, then its net squared; one product with the counts gives them all.
_MATRIX = np.array(
    [[float(x) for x in row] for row in _NETS]
    + [[1.0 if x > 0 else 0.0 for x in row] for row in _NETS]
    + [[1.0 if x == 0 else 0.0 for x in row] for row in _NETS]
    + [[float(x * x) for x in row] for row in _NETS]
)
_PAIR_NETS = {bet.id: _pair_outcomes(bet) for bet in _PAIR_BETS}


def _pair_edge(bet: SideBetRule, p: Num) -> SideBetEdge[Num]:
    """A pair bet from the chance ``p`` of a pair on its side."""
    pair, no_pair = _PAIR_NETS[bet.id]
    q = 1 - p
    won = (p if pair > 0 else p * 0) + (q if no_pair > 0 else q * 0)
    pushed = (p if pair == 0 else p * 0) + (q if no_pair == 0 else q * 0)
    return SideBetEdge(won, pushed, -(p * pair + q * no_pair))


def _float_sums(composition: Composition, compiled_kernel: bool) -> tuple[Any, float]:
    """Each value bet's mean net, P(win), P(push) and mean squared net; P(pair)."""
    counts, total = outcome_counts(composition, compiled_kernel=compiled_kernel)
    sums = _MATRIX @ np.asarray(counts, dtype=np.float64) / float(total)
    return sums.reshape(4, len(_VALUE_BETS)), pair_probability(composition)


def side_bet_edges(
    composition: Composition, *, compiled_kernel: bool = True
) -> dict[str, SideBetEdge[float]]:
    """Every side bet of the table from ``composition``, as floats, by id in table order.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    (mean, won, pushed, _), p_pair = _float_sums(composition, compiled_kernel)
    edges: dict[str, SideBetEdge[float]] = {}
    for bet in SIDE_BETS:
        if bet.reads is Reads.VALUES:
            i = _VALUE_BETS.index(bet)
            edges[bet.id] = SideBetEdge(float(won[i]), float(pushed[i]), -float(mean[i]))
        else:
            edges[bet.id] = _pair_edge(bet, p_pair)
    return edges


def side_bet_deviations(
    composition: Composition, *, compiled_kernel: bool = True
) -> dict[str, float]:
    """The standard deviation of one unit's net result on each side bet from
    ``composition``: how far a single bet swings about its mean.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    (mean, _, _, square), p_pair = _float_sums(composition, compiled_kernel)
    spreads: dict[str, float] = {}
    for bet in SIDE_BETS:
        if bet.reads is Reads.VALUES:
            i = _VALUE_BETS.index(bet)
            m, m2 = float(mean[i]), float(square[i])
        else:
            pair, no_pair = _PAIR_NETS[bet.id]
            m = p_pair * float(pair) + (1 - p_pair) * float(no_pair)
            m2 = p_pair * float(pair) ** 2 + (1 - p_pair) * float(no_pair) ** 2
        spreads[bet.id] = math.sqrt(max(m2 - m * m, 0.0))
    return spreads


@dataclass(frozen=True, slots=True)
class SideBetShift:
    """The largest change of a side bet's house edge that removing one card makes:
    ``shift`` (a fraction of the stake) for ``bet_id`` when a card of ``value`` is removed."""

    shift: float
    bet_id: str
    value: int


def largest_side_bet_shift(
    composition: Composition, *, compiled_kernel: bool = True
) -> SideBetShift:
    """How far one card moves the side bets, beside the main bets' barely-moving edges.

    :raises TooFewCards: when fewer than 7 cards are left (one removed must leave 6).
    """
    counts = composition.values()
    if sum(counts) < MIN_CARDS + 1:
        raise TooFewCards(sum(counts), needed=MIN_CARDS + 1)
    base = side_bet_edges(composition, compiled_kernel=compiled_kernel)
    best = SideBetShift(0.0, SIDE_BETS[0].id, 0)
    for value in range(10):
        if counts[value] == 0:
            continue
        less = side_bet_edges(remove_one_value(composition, value), compiled_kernel=compiled_kernel)
        for bet_id, edge in less.items():
            shift = abs(edge.house_edge - base[bet_id].house_edge)
            if shift > best.shift:
                best = SideBetShift(shift, bet_id, value)
    return best


def exact_side_bet_edges(composition: Composition) -> dict[str, SideBetEdge[Fraction]]:
    """:func:`side_bet_edges` as exact fractions (the same whole-number counts).

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    counts, total = outcome_counts(composition)
    ways = [int(x) for x in counts]
    edges: dict[str, SideBetEdge[Fraction]] = {}
    p_pair = exact_pair_probability(composition)
    for bet in SIDE_BETS:
        if bet.reads is not Reads.VALUES:
            edges[bet.id] = _pair_edge(bet, p_pair)
            continue
        nets = _NETS[_VALUE_BETS.index(bet)]
        by_net: dict[Fraction, int] = {}
        for n, net in zip(ways, nets, strict=True):
            if n:
                by_net[net] = by_net.get(net, 0) + n
        mean = sum((net * n for net, n in by_net.items()), Fraction(0)) / total
        won = Fraction(sum(n for net, n in by_net.items() if net > 0), total)
        pushed = Fraction(by_net.get(Fraction(0), 0), total)
        edges[bet.id] = SideBetEdge(won, pushed, -mean)
    return edges
