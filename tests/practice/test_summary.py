"""The session summary's spread: two standard errors of the net over the bets made, each
bet's variance from the exact odds of a full shoe, against a hand computation."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from math import sqrt

from tracker.engine.cards import Composition
from tracker.engine.odds import exact_odds
from tracker.practice import Area, TableOptions
from tracker.practice.edges import house_edges, variances
from tracker.practice.summary import seat_figures

D = Decimal


def test_the_spread_is_two_standard_errors_over_the_bets_made() -> None:
    options = TableOptions(decks=8)
    odds = exact_odds(Composition.full(8))
    pb, pp, pt = float(odds.banker), float(odds.player), float(odds.tie)
    # By hand: Player wins 1 or loses 1 (a tie pushes); a Tie pays 8 or loses 1.
    player_var = (pp + pb) - (pp - pb) ** 2
    tie_mean = 8 * pt - (1 - pt)
    tie_var = 64 * pt + (1 - pt) - tie_mean**2
    pair = float(odds.player_pair)
    pair_var = 121 * pair + (1 - pair) - (12 * pair - 1) ** 2
    assert abs(float(variances(options)[Area.PLAYER]) - player_var) < 1e-12
    assert abs(float(variances(options)[Area.TIE]) - tie_var) < 1e-12
    assert abs(float(variances(options)[Area.PLAYER_PAIR]) - pair_var) < 1e-12
    bets = [
        (1, Area.PLAYER, D(100), D(100)),
        (1, Area.TIE, D(10), D(-10)),
        (2, Area.PLAYER, D(100), D(-100)),
        (3, Area.PLAYER_PAIR, D(5), D(55)),
    ]
    figures = seat_figures("You", D(1000), 4, bets, house_edges(options), variances(options))
    spread = 2 * sqrt(2 * 100**2 * player_var + 10**2 * tie_var + 5**2 * pair_var)
    assert abs(float(figures.spread) - spread) <= 0.005
    edges = house_edges(options)
    expected = -(edges[Area.PLAYER] * 200 + edges[Area.TIE] * 10 + edges[Area.PLAYER_PAIR] * 5)
    assert figures.expected == expected
    assert (figures.rounds_dealt, figures.rounds_bet, figures.bets) == (4, 3, 4)
    assert figures.net == D(45) and figures.within_chance
    low, high = figures.expected_money - figures.spread, figures.expected_money + figures.spread
    words = figures.in_words()
    assert "net +45 over 4 bets (215 wagered; bankroll 1,045)" in words
    assert f"between −{abs(low):,.2f} and +{high:,.2f}" in words
    assert words.endswith("This is within what chance gives.")


def test_a_net_far_below_what_chance_gives_is_called_so() -> None:
    options = TableOptions()
    bets = [(k, Area.BANKER, D(10), D(-10)) for k in range(200)]
    figures = seat_figures("You", D(5000), 200, bets, house_edges(options), variances(options))
    assert figures.net < figures.low and not figures.within_chance
    assert figures.in_words().endswith("outside what chance gives: unluckier than usual.")
    assert Fraction(0) < variances(options)[Area.BANKER] < 1
