"""Exact odds: the published figures, the fraction reference against the fast
kernel (plain and compiled), house edges of every bet, and bad compositions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tracker.engine.cards import Composition, parse_cards
from tracker.engine.kernels import compiled
from tracker.engine.odds import (
    MIN_CARDS,
    Odds,
    TooFewCards,
    exact_odds,
    exact_pair_probability,
    largest_edge_shift,
    natural_tie_probability,
    odds,
    warm_up,
)
from tracker.engine.rules import RuleSet
from tracker.engine.settlement import Bet

SPEC_MAIN = {
    8: (0.4585974226, 0.4462466093, 0.0951559680),
    6: (0.4586527188, 0.4462785698, 0.0950687113),
    1: (0.4596241552, 0.4467604303, 0.0936154145),
}

_exact: dict[int, Odds[Fraction]] = {}


def exact(decks: int) -> Odds[Fraction]:
    # The reference takes a few tenths of a second per shoe: compute each once.
    if decks not in _exact:
        _exact[decks] = exact_odds(Composition.full(decks))
    return _exact[decks]


@pytest.mark.parametrize("decks", sorted(SPEC_MAIN))
def test_exact_odds_reproduce_the_published_figures(decks: int) -> None:
    result = exact(decks)
    banker, player, tie = SPEC_MAIN[decks]
    # The figures are printed to 10 places: they agree to rounding (5e-11, within 1e-9).
    assert abs(float(result.banker) - banker) < 1e-9
    assert abs(float(result.player) - player) < 1e-9
    assert abs(float(result.tie) - tie) < 1e-9
    assert result.banker + result.player + result.tie == 1
    assert result.cards4 + result.cards5 + result.cards6 == 1


@pytest.mark.parametrize("decks", sorted(SPEC_MAIN))
def test_what_the_app_shows_reproduces_the_published_figures(decks: int) -> None:
    # odds() is what the command line and the window call: compiled once warm (if numba is
    # installed), plain Python before.
    warm_up()
    for result in (
        odds(Composition.full(decks)),
        odds(Composition.full(decks), compiled_kernel=False),
    ):
        for got, published in zip(
            (result.banker, result.player, result.tie), SPEC_MAIN[decks], strict=True
        ):
            assert abs(got - published) < 1e-9


@pytest.mark.parametrize("decks", sorted(SPEC_MAIN))
def test_fast_kernel_agrees_with_the_fraction_reference(decks: int) -> None:
    fast = odds(Composition.full(decks), compiled_kernel=False)
    reference = exact(decks)
    for name in ("banker", "player", "tie", "banker_six", "natural", "cards4", "cards5", "cards6"):
        assert abs(getattr(fast, name) - float(getattr(reference, name))) < 1e-12, name


def test_eight_deck_side_figures() -> None:
    result = exact(8)
    assert result.player_pair == Fraction(31, 415)
    assert result.banker_pair == Fraction(31, 415)
    assert round(float(result.natural), 6) == 0.343049
    assert [round(float(p), 6) for p in result.cards_per_coup.values()] == [
        0.378868,
        0.303444,
        0.317687,
    ]


def test_natural_ties_are_counted_card_by_card() -> None:
    # The same chance from every ordered draw of four of one deck's 52 cards taken as the
    # ranks they are (A, 2, …, K): a slower count that shares nothing with the engine's.
    deck = [4] * 13
    value = [(rank + 1) % 10 if rank < 9 else 0 for rank in range(13)]
    ways = 0
    for p1 in range(13):
        for p2 in range(13):
            for b1 in range(13):
                for b2 in range(13):
                    left = list(deck)
                    w = 1
                    for rank in (p1, p2, b1, b2):
                        w *= left[rank]
                        left[rank] -= 1
                    pt, bt = (value[p1] + value[p2]) % 10, (value[b1] + value[b2]) % 10
                    if pt == bt >= 8:
                        ways += w
    assert natural_tie_probability(Composition.full(1)) == Fraction(ways, 52 * 51 * 50 * 49)
    # Eight decks: a natural tie in 1.787% of hands, so a tie holds a natural 18.8% of the
    # time and another hand 35.94% (not the 34.30% of any hand).
    eight = exact(8)
    tie = natural_tie_probability(Composition.full(8))
    assert round(float(tie), 6) == 0.017871
    assert round(float(tie / eight.tie), 4) == 0.1878
    assert round(float((eight.natural - tie) / (1 - eight.tie)), 4) == 0.3594


def test_eight_deck_house_edges() -> None:
    edges = exact(8).house_edges(RuleSet())
    assert isinstance(edges.banker, Fraction)
    assert round(float(edges.banker) * 100, 4) == 1.0579
    assert round(float(edges.player) * 100, 4) == 1.2351
    assert round(float(edges.tie) * 100, 4) == 14.3596
    assert edges.player_pair == edges.banker_pair == 1 - 12 * Fraction(31, 415)
    assert round(float(edges.player_pair) * 100, 2) == 10.36
    nine = exact(8).house_edges(RuleSet(tie_pays=9))
    assert round(float(nine.tie) * 100, 4) == 4.8440


def test_six_deck_house_edges() -> None:
    edges = exact(6).house_edges(RuleSet(decks=6))
    assert round(float(edges.banker) * 100, 4) == 1.0558
    assert round(float(edges.player) * 100, 4) == 1.2374
    assert round(float(edges.tie) * 100, 4) == 14.4382


def test_banker_edge_under_each_commission_rule() -> None:
    result = exact(8)
    b, p, six = result.banker, result.player, result.banker_six
    assert result.house_edge(Bet.BANKER, RuleSet(commission=4)) == p - b * Fraction(96, 100)
    no_commission = result.house_edge(Bet.BANKER, RuleSet(no_commission=True))
    assert no_commission == p - (b - six) - six / 2
    assert round(float(no_commission) * 100, 2) == 1.46  # the published no-commission figure
    # 4% commission is the better deal for the player; no-commission is worse than 5%.
    assert result.house_edge(Bet.BANKER, RuleSet(commission=4)) < result.house_edge(
        Bet.BANKER, RuleSet()
    )


def test_compiled_and_plain_kernels_give_the_same_odds() -> None:
    if compiled() is None:
        pytest.skip("numba is not installed: only the plain kernel exists")
    assert warm_up()
    left = Composition.full(6).remove(parse_cards("9H 3D KS 5C 2C 0 0 A A 7"))
    plain = odds(left, compiled_kernel=False)
    fast = odds(left)  # warm: compiled
    for name in ("banker", "player", "tie", "banker_six", "natural", "cards4", "cards5", "cards6"):
        assert getattr(fast, name) == pytest.approx(getattr(plain, name), abs=1e-14)


def test_odds_of_a_depleted_shoe_match_the_reference() -> None:
    left = Composition.full(1).remove(parse_cards("9H 9D 9S 9C 8H 8D 0 0 KS 5C 5D 2C 2D"))
    reference = exact_odds(left)
    fast = odds(left, compiled_kernel=False)
    assert fast.cards_left == 39
    assert fast.banker == pytest.approx(float(reference.banker), abs=1e-12)
    assert fast.tie == pytest.approx(float(reference.tie), abs=1e-12)
    assert fast.player_pair == pytest.approx(float(reference.player_pair), abs=1e-12)


def test_pairs_spread_unknown_tens_over_the_ten_value_ranks() -> None:
    # One deck less two bare zeros: 14 ten-value cards left over four ranks, 3.5 each.
    left = Composition.full(1).remove(parse_cards("0 0"))
    pairs = exact_pair_probability(left)
    n = Fraction(50)
    expected = (9 * 4 * 3 + 4 * Fraction(7, 2) * Fraction(5, 2)) / (n * (n - 1))
    assert pairs == expected
    assert odds(left, compiled_kernel=False).player_pair == pytest.approx(float(expected))


def test_too_few_cards_left_is_a_clear_error() -> None:
    deck = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]
    left = Composition.full(1).remove(parse_cards(" ".join(deck[: 52 - MIN_CARDS + 1])))
    assert left.total == MIN_CARDS - 1
    message = "only 5 cards left: a coup can need 6 cards, so the odds of the next hand are not"
    with pytest.raises(TooFewCards, match=message):
        odds(left)
    with pytest.raises(TooFewCards, match=message):
        exact_odds(left)
    six_left = Composition.full(1).remove(parse_cards(" ".join(deck[: 52 - MIN_CARDS])))
    assert odds(six_left, compiled_kernel=False).cards_left == MIN_CARDS
    with pytest.raises(TooFewCards, match="only 6 cards left: how far one card moves the odds"):
        largest_edge_shift(six_left, RuleSet(decks=1))


def test_one_card_moves_a_main_bet_edge_by_about_0_012_percent() -> None:
    shift = largest_edge_shift(Composition.full(8), RuleSet())
    assert 0.00011 < shift.shift < 0.00013
    assert shift.bet in (Bet.BANKER, Bet.PLAYER)
