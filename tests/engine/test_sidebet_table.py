"""The side-bet table: each bet's exact fresh 8-deck edge against its published figure,
the exact and float reckonings agreeing, and every rule settling dealt coups exactly as
the odds count them."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal
from fractions import Fraction

import pytest

from tracker.engine.cards import RANKS, Card, Composition, parse_cards
from tracker.engine.coup import Coup, resolve_coup
from tracker.engine.odds import TooFewCards, exact_odds
from tracker.engine.outcomes import outcome_table
from tracker.engine.sidebet_edges import (
    SideBetEdge,
    cell_outcomes,
    exact_side_bet_edges,
    side_bet_deviations,
    side_bet_edges,
)
from tracker.engine.sidebet_pay import SideBet, settle_ez_banker, settle_side
from tracker.engine.sidebet_table import (
    SIDE_BET_IDS,
    SIDE_BETS,
    Outcome,
    Reads,
    UndecidedPair,
    UnknownSideBet,
    outcome_of,
    side_bet,
    side_bet_result,
)
from tracker.errors import UserError

WOO_EZ = "Wizard of Odds, EZ Baccarat (8 decks)"
WOO_LUCKY6 = "Wizard of Odds, Baccarat side bets: Lucky 6 (8 decks)"
WOO_DRAGON_BONUS = "Wizard of Odds, Baccarat side bets: Dragon Bonus (8 decks)"
WOO_456 = "Wizard of Odds, Baccarat side bets: 4-5-6 (8 decks: P(4 cards) 0.378868)"

# The fresh 8-deck house edge of each bet in percent, to 4 decimal places, with the
# published figure it matches and where it is published. Where a source prints fewer
# places, the exact figure rounds to it.
PUBLISHED: dict[str, tuple[str, str, str]] = {
    "dragon7": ("7.6113", "7.6113% (return -0.076113)", WOO_EZ),
    "panda8": ("10.1876", "10.1876% (return -0.101876)", WOO_EZ),
    "ez_banker": ("1.0183", "1.0183% (return -0.010183)", WOO_EZ),
    "no_commission_banker": ("1.4581", "1.4581%", "E. Jacobson, Card counting the Super Six"),
    "super6_12": ("29.9772", "29.98%; P(win) 0.0538637", "LeoVegas Super 6 guide"),
    "super6_15": ("13.8181", "13.82%, hit frequency 5.39%", "an article on countable side bets"),
    "lucky6_12_20": ("16.6836", "16.6836% (return -0.166836)", WOO_LUCKY6),
    "lucky6_12_23": ("11.6985", "11.6985% (return -0.116985)", WOO_LUCKY6),
    "dragon_bonus_player": ("2.6517", "2.6517% (return -0.026517)", WOO_DRAGON_BONUS),
    "dragon_bonus_banker": ("9.3731", "9.37% (Player side: 2.65%)", WOO_DRAGON_BONUS),
    "player_pair_11": ("10.3614", "10.36%: P(pair) = 31/415", "Wizard of Odds, Baccarat"),
    "banker_pair_11": ("10.3614", "10.36%: P(pair) = 31/415", "Wizard of Odds, Baccarat"),
    "player_pair_12": ("2.8916", "1 - 13 x 31/415 = 12/415", "Wizard of Odds, Baccarat"),
    "banker_pair_12": ("2.8916", "1 - 13 x 31/415 = 12/415", "Wizard of Odds, Baccarat"),
    "small": ("5.2829", "return -0.05283 at 3 to 2", WOO_456),
    # 4.35% is quoted for Playtech's Big; the 8-deck chance of 5 or 6 cards is Wizard of
    # Odds' 0.303444 + 0.317687 = 0.621131, and 1 - 1.54 x 0.621131 = 4.346%.
    "big": ("4.3457", "4.35% at 0.54 to 1; P(5 or 6 cards) 0.621131", WOO_456),
}

# The published 8-deck counts of winning six-card sequences out of 416·415·…·411.
SEQUENCES = 4_998_398_275_503_360


@pytest.fixture(scope="module")
def fresh() -> dict[str, SideBetEdge[Fraction]]:
    return exact_side_bet_edges(Composition.full(8))


def test_the_table_holds_every_bet_once_with_its_words() -> None:
    assert tuple(PUBLISHED) == SIDE_BET_IDS
    for bet in SIDE_BETS:
        assert bet.name and bet.wins_when and bet.pays
        assert side_bet(bet.id) is bet


@pytest.mark.parametrize("bet_id", list(PUBLISHED))
def test_each_fresh_eight_deck_edge_matches_its_published_figure(
    bet_id: str, fresh: dict[str, SideBetEdge[Fraction]]
) -> None:
    expected, published, source = PUBLISHED[bet_id]
    edge = fresh[bet_id].house_edge * 100
    assert f"{float(edge):.4f}" == expected, f"{bet_id}: published {published} ({source})"


def test_the_winning_sequences_are_the_published_counts(
    fresh: dict[str, SideBetEdge[Fraction]],
) -> None:
    # Wizard of Odds' combination counts: Dragon 7 and Panda 8 (EZ Baccarat page), the
    # Banker's two- and three-card winning 6 (Lucky 6 page).
    assert fresh["dragon7"].p_win * SEQUENCES == 112_633_011_329_024
    assert fresh["panda8"].p_win * SEQUENCES == 172_660_763_262_976
    assert fresh["super6_12"].p_win * SEQUENCES == 186_173_936_904_192 + 83_058_367_551_488
    lucky = (fresh["lucky6_12_23"].house_edge - fresh["lucky6_12_20"].house_edge) / -3
    assert lucky * SEQUENCES == 83_058_367_551_488  # the three-card 6s, paid 3 more
    assert fresh["dragon_bonus_player"].p_push * SEQUENCES == 89_325_908_267_520
    assert fresh["player_pair_11"].p_win == Fraction(31, 415)


def test_the_edges_agree_with_the_main_odds() -> None:
    ranks = list(Composition.full(1).ranks)
    for rank in (0, 7, 8, 8, 9, 12):
        ranks[rank] -= 1
    shoe = Composition(tuple(ranks))
    edges = exact_side_bet_edges(shoe)
    main = exact_odds(shoe)
    assert edges["super6_12"].p_win == main.banker_six
    assert edges["small"].p_win == main.cards4
    assert edges["big"].p_win == main.cards5 + main.cards6
    assert edges["ez_banker"].p_push == main.tie + edges["dragon7"].p_win
    assert edges["player_pair_11"].p_win == main.player_pair


def test_floats_compiled_and_plain_agree_with_the_fractions() -> None:
    ranks = list(Composition.full(8).ranks)
    for rank in (7, 8):
        ranks[rank] -= 17
    shoe = Composition(tuple(ranks), unknown_tens=3)
    exact = exact_side_bet_edges(shoe)
    for compiled in (True, False):
        floats = side_bet_edges(shoe, compiled_kernel=compiled)
        assert list(floats) == list(exact)
        for bet_id, edge in floats.items():
            assert edge == pytest.approx(tuple(float(x) for x in exact[bet_id]), abs=1e-12)


def _all_coups(cards: list[Card]) -> list[Coup]:
    """Every coup the cards can deal, once for each ordered six-card sequence."""
    return [resolve_coup(seq) for seq in itertools.permutations(cards, 6)]


def test_settling_every_coup_a_small_shoe_deals_gives_the_exact_edges() -> None:
    # Seven cards with pairs, naturals and draws: every ordered sequence dealt and settled
    # by the table's rules, averaged, must be the exact edge of every bet.
    cards = parse_cards("A A 3 5 6 6 K")
    counts = [0] * len(RANKS)
    for card in cards:
        assert card.rank is not None
        counts[card.rank] += 1
    edges = exact_side_bet_edges(Composition(tuple(counts)))
    coups = _all_coups(cards)
    for bet in SIDE_BETS:
        results = [side_bet_result(bet.id, coup) for coup in coups]
        n = len(results)
        assert -sum(results, Fraction(0)) / n == edges[bet.id].house_edge, bet.id
        assert Fraction(sum(1 for r in results if r > 0), n) == edges[bet.id].p_win, bet.id
        assert Fraction(sum(1 for r in results if r == 0), n) == edges[bet.id].p_push, bet.id
    assert sum(1 for edge in edges.values() if edge.p_win) >= 12


def test_each_rule_reads_only_what_it_says() -> None:
    # The odds count a bet on values over outcomes with the pairs unknown, and a pair bet
    # over pair or no pair alone: a rule that read anything else would make them wrong.
    rng = random.Random(7)
    for _ in range(500):
        totals = dict(
            player_total=rng.randrange(10),
            banker_total=rng.randrange(10),
            player_cards=rng.choice((2, 3)),
            banker_cards=rng.choice((2, 3)),
        )
        pairs = [rng.choice((True, False)) for _ in range(4)]
        other = dict(
            player_total=rng.randrange(10),
            banker_total=rng.randrange(10),
            player_cards=rng.choice((2, 3)),
            banker_cards=rng.choice((2, 3)),
        )
        for bet in SIDE_BETS:
            if bet.reads is Reads.VALUES:
                a = Outcome(**totals, player_pair=pairs[0], banker_pair=pairs[1])
                b = Outcome(**totals, player_pair=pairs[2], banker_pair=pairs[3])
            else:
                a = Outcome(**totals, player_pair=pairs[0], banker_pair=pairs[1])
                b = Outcome(**other, player_pair=pairs[0], banker_pair=pairs[1])
            assert bet.net(a) == bet.net(b), bet.id


def _card(value: int) -> Card:
    return Card(9 if value == 0 else value - 1)


def test_every_outcome_cell_settles_by_the_same_rule() -> None:
    # A coup that ends in each possible cell of the outcome table settles, through
    # side_bet_result and through the practice table's settlement, as the cell reads.
    table, _ = outcome_table(Composition.full(8), compiled_kernel=False)
    tried = 0
    for at, outcome in cell_outcomes():
        if not table[at]:
            continue
        pt, bt = outcome.player_total, outcome.banker_total
        player = (
            (_card(0), _card(1), _card((pt - 1) % 10))
            if outcome.player_cards == 3
            else (_card(pt), _card(0))
        )
        banker = (
            (_card(0), _card(2), _card((bt - 2) % 10))
            if outcome.banker_cards == 3
            else (_card(bt), _card(0))
        )
        coup = Coup(player, banker)
        seen = outcome_of(coup)
        assert (seen.player_total, seen.banker_total, seen.cards) == (pt, bt, outcome.cards)
        for bet in SIDE_BETS:
            if bet.reads is Reads.VALUES:
                assert side_bet_result(bet.id, coup) == bet.net(outcome), (bet.id, outcome)
        tried += 1
    assert tried > 100


def _independent(bet_id: str, coup: Coup) -> Fraction:
    """The bets as the layouts word them, written out separately from the table."""
    p, b = coup.player_total, coup.banker_total
    np_, nb = len(coup.player), len(coup.banker)
    won = "B" if b > p else "P" if p > b else "T"
    if bet_id == "dragon7":
        return Fraction(40 if won == "B" and nb == 3 and b == 7 else -1)
    if bet_id == "panda8":
        return Fraction(25 if won == "P" and np_ == 3 and p == 8 else -1)
    if bet_id == "ez_banker":
        if won == "T" or (won == "B" and nb == 3 and b == 7):
            return Fraction(0)
        return Fraction(1 if won == "B" else -1)
    if bet_id == "no_commission_banker":
        if won == "T":
            return Fraction(0)
        return (Fraction(1, 2) if b == 6 else Fraction(1)) if won == "B" else Fraction(-1)
    if bet_id.startswith("super6"):
        return Fraction(int(bet_id[-2:]) if won == "B" and b == 6 else -1)
    if bet_id.startswith("lucky6"):
        two, three = (int(x) for x in bet_id.split("_")[1:])
        return Fraction((two if nb == 2 else three) if won == "B" and b == 6 else -1)
    if bet_id.startswith("dragon_bonus"):
        mine, theirs = (p, b) if bet_id.endswith("player") else (b, p)
        mine_n = (np_ if bet_id.endswith("player") else nb) == 2 and mine >= 8
        theirs_n = (nb if bet_id.endswith("player") else np_) == 2 and theirs >= 8
        if mine == theirs:
            return Fraction(0 if mine_n and theirs_n else -1)
        if mine < theirs:
            return Fraction(-1)
        if mine_n:
            return Fraction(1)
        return Fraction({9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}.get(mine - theirs, -1))
    if "pair" in bet_id:
        cards = coup.player if bet_id.startswith("player") else coup.banker
        pays = int(bet_id[-2:])
        return Fraction(pays if cards[0].rank == cards[1].rank else -1)
    if bet_id == "small":
        return Fraction(3, 2) if np_ + nb == 4 else Fraction(-1)
    assert bet_id == "big"
    return Fraction(27, 50) if np_ + nb >= 5 else Fraction(-1)


def test_random_coups_settle_as_the_bets_are_worded_and_as_the_practice_table_pays() -> None:
    rng = random.Random(2026)
    deck = [Card(rank) for rank in range(len(RANKS))] * 32
    stake = Decimal(10)
    for _ in range(2000):
        coup = resolve_coup(rng.sample(deck, 6))
        for bet in SIDE_BETS:
            assert side_bet_result(bet.id, coup) == _independent(bet.id, coup), (bet.id, coup)
        for side in SideBet:
            expected = stake * Decimal(int(side_bet_result(side.table_id, coup)))
            assert settle_side(side, stake, coup) == expected
        assert settle_ez_banker(stake, coup) == stake * int(side_bet_result("ez_banker", coup))


def test_fractional_pays_settle_exactly() -> None:
    four = resolve_coup(parse_cards("9H 2S KD 3C"))
    assert side_bet_result("small", four) == Fraction(3, 2)
    assert side_bet_result("big", four) == -1
    five = resolve_coup(parse_cards("2H 6S 3D KC 4D 9S"))
    assert len(five.player) + len(five.banker) >= 5
    assert side_bet_result("big", five) == Fraction(27, 50)


def test_a_pair_of_bare_zeros_cannot_settle_a_pair_bet() -> None:
    coup = resolve_coup(parse_cards("0 0 0 0 5H 6S"))
    with pytest.raises(UndecidedPair, match="Player's first two cards"):
        side_bet_result("player_pair_11", coup)
    # The bets on values settle as ever.
    assert side_bet_result("small", coup) == -1


def test_an_unknown_bet_is_named_with_the_ids_there_are() -> None:
    with pytest.raises(UnknownSideBet, match="dragon7") as caught:
        side_bet_result("dragon8", resolve_coup(parse_cards("9H 2S KD 3C")))
    assert isinstance(caught.value, UserError)


def test_the_spread_of_one_unit_is_its_standard_deviation(
    fresh: dict[str, SideBetEdge[Fraction]],
) -> None:
    spreads = side_bet_deviations(Composition.full(8))
    p = float(fresh["dragon7"].p_win)
    mean = 41 * p - 1
    assert spreads["dragon7"] == pytest.approx((p * 1600 + (1 - p) - mean**2) ** 0.5)
    pair = float(fresh["player_pair_11"].p_win)
    assert spreads["player_pair_11"] == pytest.approx((pair * (1 - pair)) ** 0.5 * 12)
    # Far more than any edge: one unit swings by about a unit or more, its mean by cents.
    assert all(spreads[i] > 5 * abs(float(e.house_edge)) for i, e in fresh.items())


def test_too_few_cards_is_refused() -> None:
    ranks = [0] * 13
    ranks[0] = 5
    with pytest.raises(TooFewCards):
        side_bet_edges(Composition(tuple(ranks)))
