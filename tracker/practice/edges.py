"""The exact house edge of every area of a practice layout, for a full shoe of its decks.

Main bets and pairs come from the engine's exact odds (:meth:`Odds.house_edges`). The EZ
Banker and the side bets are read from the engine's table of every final outcome a full
shoe can deal (:func:`tracker.engine.outcomes.outcome_table`, whole-number counts), each
outcome settled by the very function that settles the table's bets, so what an area
shows and what it pays cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from tracker.engine.cards import Card, Composition
from tracker.engine.coup import Coup
from tracker.engine.odds import exact_odds
from tracker.engine.outcomes import cell, outcome_table
from tracker.practice.layout import Area, TableOptions, Variant, settle_area


def _card(value: int) -> Card:
    return Card(9 if value == 0 else value - 1)


def _hand(total: int, drew: int) -> tuple[Card, ...]:
    # Any cards with the total will do: these bets look at totals, draws and naturals only.
    return (_card(0), _card(0), _card(total)) if drew else (_card(total), _card(0))


@lru_cache(maxsize=16)
def outcomes(decks: int) -> tuple[tuple[Coup, int], ...]:
    """Every final outcome of a coup from a full shoe of ``decks``, as a coup that ends so
    and the number of ordered six-card sequences that do (all over N(N−1)…(N−5))."""
    # The plain kernel: quick enough for one table, and it never waits for numba's compiler.
    table, _ = outcome_table(Composition.full(decks), compiled_kernel=False)
    return tuple(_outcomes(table))


def _outcomes(table: list[int]) -> Iterator[tuple[Coup, int]]:
    for pt in range(10):
        for bt in range(10):
            for pd in range(2):
                for bd in range(2):
                    for nat in range(2):
                        ways = table[cell(pt, bt, pd, bd, nat)]
                        if ways:
                            yield Coup(_hand(pt, pd), _hand(bt, bd)), ways


def _outcome_edge(area: Area, options: TableOptions) -> Fraction:
    table = outcomes(options.decks)
    total = sum(ways for _, ways in table)
    one = Decimal(1)
    returned = sum(
        (Fraction(settle_area(area, one, coup, options)) * ways for coup, ways in table),
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
            edges[area] = _outcome_edge(area, options)
    return edges
