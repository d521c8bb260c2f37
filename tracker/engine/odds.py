"""Exact odds of the next coup from the cards left in a shoe, and the house edge of every bet.

Two ways to the same numbers: :func:`exact_odds` enumerates every sequence of card values
with whole numbers (exact fractions; plain Python, used as the reference), and :func:`odds`
runs a fast float kernel (compiled by numba when it is installed and warmed up, otherwise
the same code as plain Python). These are the odds of one hand from the cards left: they
barely move as a shoe is dealt, and they predict nothing about streaks or patterns.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Generic, TypeVar

from tracker.engine.cards import RANK_VALUES, RANKS, Composition, CompositionError
from tracker.engine.kernels import banker_draws_on, compiled, odds_kernel
from tracker.engine.rules import RuleSet
from tracker.engine.settlement import Bet
from tracker.translatable import QT_TRANSLATE_NOOP, Message

MIN_CARDS = 6
"""A coup can need six cards; with fewer left the next hand's odds are not defined."""

Num = TypeVar("Num", float, Fraction)


class TooFewCards(CompositionError):
    """Fewer cards left than a coup can need."""

    def __init__(self, cards_left: int, needed: int = MIN_CARDS) -> None:
        self.cards_left = cards_left
        self.needed = needed
        if cards_left == 1:
            left = Message(
                QT_TRANSLATE_NOOP("Messages", "only {cards} card left"), cards=cards_left
            )
        else:
            left = Message(
                QT_TRANSLATE_NOOP("Messages", "only {cards} cards left"), cards=cards_left
            )
        if needed > MIN_CARDS:
            message = Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{left}: how far one card moves the odds needs {needed}, since a "
                    "coup can need {least} cards after one is taken out",
                ),
                left=left,
                needed=needed,
                least=MIN_CARDS,
            )
        else:
            message = Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{left}: a coup can need {least} cards, so the odds of the next "
                    "hand are not defined (a shoe this short is reshuffled before "
                    "another hand)",
                ),
                left=left,
                least=MIN_CARDS,
            )
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class HouseEdges(Generic[Num]):
    """The house edge of each bet: the fraction of the stake the house keeps on average per
    hand, positive when the house wins. Banker and Player count a tie as a push."""

    banker: Num
    player: Num
    tie: Num
    player_pair: Num
    banker_pair: Num

    def of(self, bet: Bet) -> Num:
        value: Num = getattr(self, bet.value)
        return value

    def as_dict(self) -> dict[str, Num]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class Odds(Generic[Num]):
    """Probabilities of the next coup (floats from :func:`odds`, fractions from
    :func:`exact_odds`).

    ``banker_six`` is the chance that the Banker wins with a total of 6 (it matters to the
    no-commission Banker bet); ``natural`` that either two-card hand is 8 or 9;
    ``cards4``/``cards5``/``cards6`` that the coup uses that many cards.
    """

    banker: Num
    player: Num
    tie: Num
    player_pair: Num
    banker_pair: Num
    banker_six: Num
    natural: Num
    cards4: Num
    cards5: Num
    cards6: Num
    cards_left: int

    @property
    def cards_per_coup(self) -> dict[int, Num]:
        """Chance of a coup using 4, 5 or 6 cards."""
        return {4: self.cards4, 5: self.cards5, 6: self.cards6}

    def house_edges(self, rules: RuleSet) -> HouseEdges[Num]:
        """The house edge of each bet under ``rules`` (commission, no-commission Banker,
        what a Tie pays)."""
        one = self.tie * 0 + 1  # 1 of the same number type
        if rules.no_commission:
            # Even money, except a win on 6 that pays half the stake.
            banker = self.player - (self.banker - self.banker_six) - self.banker_six / 2
        else:
            keep = one - one * rules.commission / 100
            banker = self.player - self.banker * keep
        pays = rules.pair_pays + 1
        return HouseEdges(
            banker=banker,
            player=self.banker - self.player,
            tie=one - self.tie * (rules.tie_pays + 1),
            player_pair=one - self.player_pair * pays,
            banker_pair=one - self.banker_pair * pays,
        )

    def house_edge(self, bet: Bet, rules: RuleSet) -> Num:
        return self.house_edges(rules).of(bet)


def _value_counts(composition: Composition) -> list[int]:
    counts = list(composition.values())
    if any(c < 0 for c in counts):
        raise CompositionError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "the composition has a negative count of some value")
            )
        )
    total = sum(counts)
    if total < MIN_CARDS:
        raise TooFewCards(total)
    return counts


def pair_probability(composition: Composition) -> float:
    """Chance that a side's first two cards have the same rank: Σ n_r(n_r−1) / (N(N−1)).

    Bare ``0`` cards removed from the shoe are spread over the ten-value ranks in proportion
    to what is left of each (:meth:`Composition.rank_weights`).
    """
    weights = composition.rank_weights()
    total = sum(weights)
    if total < 2:
        return 0.0
    return sum(w * (w - 1) for w in weights) / (total * (total - 1))


def _exact_rank_weights(composition: Composition) -> list[Fraction]:
    tens = sum(composition.ranks[9:])
    weights = [Fraction(c) for c in composition.ranks]
    if composition.unknown_tens and tens:
        for rank in range(9, len(RANKS)):
            weights[rank] -= Fraction(composition.unknown_tens * composition.ranks[rank], tens)
    return weights


def exact_pair_probability(composition: Composition) -> Fraction:
    """:func:`pair_probability` as an exact fraction."""
    weights = _exact_rank_weights(composition)
    total = sum(weights, Fraction(0))
    if total < 2:
        return Fraction(0)
    return sum((w * (w - 1) for w in weights), Fraction(0)) / (total * (total - 1))


def natural_tie_probability(composition: Composition) -> Fraction:
    """Chance of a natural tie (both two-card hands 8, or both 9), exactly: every ordered
    draw of the first four cards by value, counted with whole numbers. With
    :attr:`Odds.natural` it gives the chance of a natural in a hand that is, or is not, a
    tie (a source that flags naturals only on wins)."""
    c = _value_counts(composition)
    n = sum(c)
    ways = 0
    for total in (8, 9):
        for p1 in range(10):
            w1 = c[p1]
            c[p1] -= 1
            p2 = (total - p1) % 10
            w2 = w1 * c[p2]
            c[p2] -= 1
            for b1 in range(10):
                w3 = w2 * c[b1]
                b2 = (total - b1) % 10
                # The second Banker card comes after the first one is taken out.
                ways += w3 * (c[b2] - (b2 == b1))
            c[p2] += 1
            c[p1] += 1
    return Fraction(ways, n * (n - 1) * (n - 2) * (n - 3))


# --- the fast kernel -------------------------------------------------------------------------

_warm = threading.Event()


def warm_up() -> bool:
    """Compile the kernels (or load them from numba's cache) by running each once.

    Meant for a background thread: compiling is slow the first time. Until it has
    finished, :func:`odds` uses the plain-Python kernel, so nothing ever waits for the
    compiler. Returns whether compiled kernels are in use (``False`` without numba).
    """
    kernels = compiled()
    if kernels is None:
        return False
    import numpy as np

    from tracker.engine.simulate import warm_up_simulation

    kernels["odds"](np.array(Composition.full(1).values(), dtype=np.int64))
    warm_up_simulation(kernels)
    _warm.set()
    return True


def is_warm() -> bool:
    """Whether :func:`warm_up` has finished, so :func:`odds` runs compiled."""
    return _warm.is_set()


def odds(composition: Composition, *, compiled_kernel: bool | None = None) -> Odds[float]:
    """The exact odds of the next coup from ``composition`` (as floats).

    ``compiled_kernel``: ``None`` uses the compiled kernel once :func:`warm_up` has run,
    else plain Python; ``True`` compiles now if needed (falls back without numba);
    ``False`` forces plain Python.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    counts = _value_counts(composition)
    use = is_warm() if compiled_kernel is None else compiled_kernel
    kernels = compiled() if use else None
    if kernels is not None:
        import numpy as np

        result = kernels["odds"](np.array(counts, dtype=np.int64))
        banker, player, tie, six, natural, c4, c5, c6 = (float(x) for x in result)
    else:
        banker, player, tie, six, natural, c4, c5, c6 = odds_kernel(counts)
    pair = pair_probability(composition)
    return Odds(
        banker=banker,
        player=player,
        tie=tie,
        player_pair=pair,
        banker_pair=pair,
        banker_six=six,
        natural=natural,
        cards4=c4,
        cards5=c5,
        cards6=c6,
        cards_left=sum(counts),
    )


# --- the exact reference -----------------------------------------------------------------------


def exact_odds(composition: Composition) -> Odds[Fraction]:
    """The exact odds of the next coup as fractions: every ordered sequence of card values
    is counted with whole numbers over the common denominator N(N−1)…(N−5).

    Deliberately plain (no symmetry, no floats) so that it checks :func:`odds`; it is
    far slower.

    :raises TooFewCards: when fewer than 6 cards are left.
    """
    c = _value_counts(composition)
    n = sum(c)
    # Ways to finish after 4 and after 5 cards, to bring every count to six-card sequences.
    after4 = (n - 4) * (n - 5)
    after5 = n - 5
    banker = player = tie = six = natural = n4 = n5 = n6 = 0

    def score(p: int, b: int, ways: int) -> None:
        nonlocal banker, player, tie, six
        if b > p:
            banker += ways
            if b == 6:
                six += ways
        elif p > b:
            player += ways
        else:
            tie += ways

    for p1 in range(10):
        w1 = c[p1]
        if not w1:
            continue
        c[p1] -= 1
        for b1 in range(10):
            w2 = w1 * c[b1]
            if not w2:
                continue
            c[b1] -= 1
            for p2 in range(10):
                w3 = w2 * c[p2]
                if not w3:
                    continue
                c[p2] -= 1
                for b2 in range(10):
                    w4 = w3 * c[b2]
                    if not w4:
                        continue
                    c[b2] -= 1
                    pt = (p1 + p2) % 10
                    bt = (b1 + b2) % 10
                    if pt >= 8 or bt >= 8:
                        natural += w4 * after4
                        n4 += w4 * after4
                        score(pt, bt, w4 * after4)
                    elif pt >= 6:
                        if bt >= 6:
                            n4 += w4 * after4
                            score(pt, bt, w4 * after4)
                        else:
                            for b3 in range(10):
                                w5 = w4 * c[b3]
                                n5 += w5 * after5
                                score(pt, (bt + b3) % 10, w5 * after5)
                    else:
                        for p3 in range(10):
                            w5 = w4 * c[p3]
                            if not w5:
                                continue
                            c[p3] -= 1
                            pt3 = (pt + p3) % 10
                            if banker_draws_on(bt, p3):
                                for b3 in range(10):
                                    w6 = w5 * c[b3]
                                    n6 += w6
                                    score(pt3, (bt + b3) % 10, w6)
                            else:
                                n5 += w5 * after5
                                score(pt3, bt, w5 * after5)
                            c[p3] += 1
                    c[b2] += 1
                c[p2] += 1
            c[b1] += 1
        c[p1] += 1
    total = n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    pair = exact_pair_probability(composition)
    return Odds(
        banker=Fraction(banker, total),
        player=Fraction(player, total),
        tie=Fraction(tie, total),
        player_pair=pair,
        banker_pair=pair,
        banker_six=Fraction(six, total),
        natural=Fraction(natural, total),
        cards4=Fraction(n4, total),
        cards5=Fraction(n5, total),
        cards6=Fraction(n6, total),
        cards_left=n,
    )


# --- how little it moves -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EdgeShift:
    """The largest change of a main bet's house edge (Banker or Player) from removing one
    card from the shoe: ``shift`` as a fraction of the stake, for ``bet`` when a card of
    ``value`` is removed."""

    shift: float
    bet: Bet
    value: int


def largest_edge_shift(
    composition: Composition, rules: RuleSet, *, compiled_kernel: bool | None = None
) -> EdgeShift:
    """How little the odds move: the largest change of the Banker or Player edge that the
    removal of any one card could make (about 0.012% for a fresh 8-deck shoe).

    :raises TooFewCards: when fewer than 7 cards are left (one removed must leave 6).
    """
    counts = list(composition.values())
    if sum(counts) < MIN_CARDS + 1:
        raise TooFewCards(sum(counts), needed=MIN_CARDS + 1)
    base = odds(composition, compiled_kernel=compiled_kernel).house_edges(rules)
    best = EdgeShift(0.0, Bet.BANKER, 0)
    for value in range(10):
        if counts[value] == 0:
            continue
        less = remove_one_value(composition, value)
        edges = odds(less, compiled_kernel=compiled_kernel).house_edges(rules)
        for bet in (Bet.BANKER, Bet.PLAYER):
            shift = abs(edges.of(bet) - base.of(bet))
            if shift > best.shift:
                best = EdgeShift(shift, bet, value)
    return best


def remove_one_value(composition: Composition, value: int) -> Composition:
    """The composition less one card of ``value`` (for 0: an unknown ten-value card)."""
    if value == 0:
        return Composition(composition.ranks, composition.unknown_tens + 1)
    ranks = list(composition.ranks)
    ranks[RANK_VALUES.index(value)] -= 1
    return Composition(tuple(ranks), composition.unknown_tens)
