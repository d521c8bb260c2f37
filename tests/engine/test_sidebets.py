"""The side bets from the cards left: the published 8-deck figures, the exact
fractions agreeing with the compiled kernel and with the main odds, and the moves a
counted shoe makes."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tracker.engine.cards import Composition
from tracker.engine.odds import TooFewCards, exact_odds
from tracker.engine.sidebets import exact_side_bet_odds, side_bet_odds

# The published 8-deck figures: P(win) and house edge as fractions of the stake.
PUBLISHED_EDGES = {
    "no_commission_banker": 0.014581,
    "ez_banker": 0.010183,
    "dragon_seven": 0.076113,
    "panda_eight": 0.101876,
    "super_six": 0.299772,
    "dragon_bonus_player": 0.026517,
    "dragon_bonus_banker": 0.093731,
}


def test_eight_decks_give_the_published_figures() -> None:
    odds = side_bet_odds(Composition.full(8))
    assert odds.dragon_seven == pytest.approx(0.0225338, abs=5e-8)
    assert odds.panda_eight == pytest.approx(0.0345432, abs=5e-8)
    assert odds.super_six == pytest.approx(0.0538637, abs=5e-8)
    edges = odds.edges()
    assert set(edges) == set(PUBLISHED_EDGES)
    for bet, edge in PUBLISHED_EDGES.items():
        assert edges[bet] == pytest.approx(edge, abs=5e-7), bet
    assert odds.cards_left == 416


def test_the_fractions_are_exact_and_agree_with_the_main_odds() -> None:
    ranks = list(Composition.full(1).ranks)
    for rank in (0, 7, 8, 8, 9, 12):  # an ace, an 8, two 9s, a ten and a king dealt
        ranks[rank] -= 1
    shoe = Composition(tuple(ranks))
    exact = exact_side_bet_odds(shoe)
    main = exact_odds(shoe)
    assert isinstance(exact.super_six, Fraction)
    assert exact.super_six == main.banker_six
    # EZ Banker pushes a three-card 7 win: its edge is P(Player) − (P(Banker) − P(Dragon 7)).
    assert exact.edge_ez_banker == main.player - (main.banker - exact.dragon_seven)
    fast = side_bet_odds(shoe)
    plain = side_bet_odds(shoe, compiled_kernel=False)
    assert fast == plain
    assert fast.edge_dragon_bonus_banker == pytest.approx(float(exact.edge_dragon_bonus_banker))


def test_a_shoe_short_of_eights_and_nines_turns_dragon_seven_and_barely_moves_ez() -> None:
    # Without naturals to stop the draw, the Banker's three-card 7 comes more often: a shoe
    # that has lost 40 of its 8s and 9s pays the Dragon 7 player (Thorp and Walden's point).
    fresh = side_bet_odds(Composition.full(8))
    ranks = list(Composition.full(8).ranks)
    for rank in (7, 8):
        ranks[rank] -= 20
    counted = side_bet_odds(Composition(tuple(ranks)))
    assert counted.edge_dragon_seven < -0.1 < 0 < fresh.edge_dragon_seven
    assert abs(counted.edge_ez_banker - fresh.edge_ez_banker) < 0.01


def test_too_few_cards_is_refused() -> None:
    ranks = [0] * 13
    ranks[0] = 5
    with pytest.raises(TooFewCards):
        side_bet_odds(Composition(tuple(ranks)))
