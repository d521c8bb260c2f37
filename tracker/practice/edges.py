"""The exact house edge of every area of a practice layout, for a full shoe of its decks.

Main bets and pairs come from the engine's exact odds (:meth:`Odds.house_edges`); the
EZ Banker and the side bets from every coup a full shoe can deal, counted by card value
with whole numbers and settled by the same functions that settle the table's bets.
"""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from tracker.engine.cards import Card, Composition
from tracker.engine.coup import Coup
from tracker.engine.odds import exact_odds
from tracker.engine.rules import banker_draws, player_draws
from tracker.practice.layout import Area, TableOptions, Variant, settle_area

# A coup's class for settlement: both two-card totals and each third card's value (or
# None). Every side bet depends on nothing else (pairs are the engine's own odds).
_Class = tuple[int, int, int | None, int | None]


def _card(value: int) -> Card:
    return Card(9 if value == 0 else value - 1)


@lru_cache(maxsize=16)
def coup_classes(decks: int) -> tuple[tuple[Coup, int], ...]:
    """Every class of coup a full shoe of ``decks`` deals, as a representative coup and the
    number of ordered six-card sequences that give it (all over N(N−1)…(N−5))."""
    counts = list(Composition.full(decks).values())
    n = sum(counts)
    after4 = (n - 4) * (n - 5)
    after5 = n - 5
    ways: Counter[_Class] = Counter()
    c = counts
    for p1 in range(10):
        w1 = c[p1]
        c[p1] -= 1
        for b1 in range(10):
            w2 = w1 * c[b1]
            c[b1] -= 1
            for p2 in range(10):
                w3 = w2 * c[p2]
                c[p2] -= 1
                for b2 in range(10):
                    w4 = w3 * c[b2]
                    c[b2] -= 1
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    if pt >= 8 or bt >= 8 or (not player_draws(pt) and not banker_draws(bt, None)):
                        ways[(pt, bt, None, None)] += w4 * after4
                    elif not player_draws(pt):
                        for b3 in range(10):
                            ways[(pt, bt, None, b3)] += w4 * c[b3] * after5
                    else:
                        for p3 in range(10):
                            w5 = w4 * c[p3]
                            c[p3] -= 1
                            if banker_draws(bt, p3):
                                for b3 in range(10):
                                    ways[(pt, bt, p3, b3)] += w5 * c[b3]
                            else:
                                ways[(pt, bt, p3, None)] += w5 * after5
                            c[p3] += 1
                    c[b2] += 1
                c[p2] += 1
            c[b1] += 1
        c[p1] += 1
    classes = []
    for (pt, bt, p_third, b_third), count in ways.items():
        if not count:
            continue
        player = (_card(pt), _card(0)) + (() if p_third is None else (_card(p_third),))
        banker = (_card(bt), _card(0)) + (() if b_third is None else (_card(b_third),))
        classes.append((Coup(player, banker), count))
    return tuple(classes)


def _class_edge(area: Area, options: TableOptions) -> Fraction:
    classes = coup_classes(options.decks)
    total = sum(count for _, count in classes)
    one = Decimal(1)
    returned = sum(
        (Fraction(settle_area(area, one, coup, options)) * count for coup, count in classes),
        Fraction(0),
    )
    return -returned / total


@lru_cache(maxsize=32)
def house_edges(options: TableOptions) -> dict[Area, Fraction]:
    """The exact house edge of each area of ``options``' layout (a fraction of the stake,
    positive when the house wins), for a full shoe."""
    engine = exact_odds(Composition.full(options.decks)).house_edges(options.rules)
    edges: dict[Area, Fraction] = {}
    for area in options.areas:
        bet = area.bet
        if bet is not None and not (area is Area.BANKER and options.variant is Variant.EZ):
            edges[area] = engine.of(bet)
        else:
            edges[area] = _class_edge(area, options)
    return edges
