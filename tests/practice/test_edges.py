"""The house edge each area shows, against the published exact figures."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tracker.engine.cards import Composition
from tracker.engine.sidebets import exact_side_bet_odds
from tracker.practice.edges import house_edges, outcomes
from tracker.practice.layout import SIDE_AREAS, Area, TableOptions, Variant


def percent(value: Fraction) -> float:
    return float(value) * 100


@pytest.mark.parametrize(
    ("area", "variant", "expected"),
    [
        (Area.BANKER, Variant.COMMISSION, 1.0579),
        (Area.PLAYER, Variant.COMMISSION, 1.2351),
        (Area.TIE, Variant.COMMISSION, 14.3596),
        (Area.PLAYER_PAIR, Variant.COMMISSION, 10.3614),
        (Area.BANKER, Variant.NO_COMMISSION, 1.4581),
        (Area.BANKER, Variant.EZ, 1.0183),
        (Area.DRAGON_7, Variant.EZ, 7.6113),
        (Area.PANDA_8, Variant.EZ, 10.1876),
        (Area.SUPER_6, Variant.EZ, 29.9772),
        (Area.DRAGON_BONUS_PLAYER, Variant.EZ, 2.6517),
        (Area.DRAGON_BONUS_BANKER, Variant.EZ, 9.3731),
    ],
)
def test_eight_deck_edges_are_spec_figures(area: Area, variant: Variant, expected: float) -> None:
    sides = frozenset(SIDE_AREAS) if variant is Variant.EZ else frozenset()
    options = TableOptions(decks=8, variant=variant, side_bets=sides)
    assert percent(house_edges(options)[area]) == pytest.approx(expected, abs=0.00006)


def test_six_decks_and_tie_nine_to_one() -> None:
    six = house_edges(TableOptions(decks=6))
    assert percent(six[Area.BANKER]) == pytest.approx(1.0558, abs=0.00006)
    assert percent(six[Area.TIE]) == pytest.approx(14.4382, abs=0.00006)
    nine = house_edges(TableOptions(decks=8, tie_pays=9))
    assert percent(nine[Area.TIE]) == pytest.approx(4.8440, abs=0.00006)


def test_the_outcomes_cover_every_six_card_sequence() -> None:
    n = 8 * 52
    total = sum(ways for _, ways in outcomes(8))
    assert total == n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    dragon = sum(
        ways
        for coup, ways in outcomes(8)
        if len(coup.banker) == 3 and coup.banker_total == 7 and coup.player_total < 7
    )
    assert float(Fraction(dragon, total)) == pytest.approx(0.0225338, abs=5e-8)


@pytest.mark.parametrize("decks", [6, 8])
def test_what_the_areas_pay_agrees_exactly_with_the_engines_odds(decks: int) -> None:
    """Settled outcome by outcome, the table's side bets give back the engine's exact
    side-bet edges (tracker.engine.sidebets): the layout shows what it pays."""
    edges = house_edges(
        TableOptions(decks=decks, variant=Variant.EZ, side_bets=frozenset(SIDE_AREAS))
    )
    engine = exact_side_bet_odds(Composition.full(decks))
    assert edges[Area.BANKER] == engine.edge_ez_banker
    assert edges[Area.DRAGON_7] == engine.edge_dragon_seven
    assert edges[Area.PANDA_8] == engine.edge_panda_eight
    assert edges[Area.SUPER_6] == engine.edge_super_six
    assert edges[Area.DRAGON_BONUS_PLAYER] == engine.edge_dragon_bonus_player
    assert edges[Area.DRAGON_BONUS_BANKER] == engine.edge_dragon_bonus_banker


def test_only_the_offered_areas_have_an_edge() -> None:
    edges = house_edges(TableOptions())
    assert set(edges) == {
        Area.PLAYER,
        Area.BANKER,
        Area.TIE,
        Area.PLAYER_PAIR,
        Area.BANKER_PAIR,
    }
