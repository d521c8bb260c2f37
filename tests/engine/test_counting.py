"""The counting lab's kernel: it deals the simulator's shoes, counts every card seen (the
exposed burn card too), bets by the rule and settles every bet as the side-bet table does."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tracker.engine.cards import Composition
from tracker.engine.counting import (
    Count,
    CountError,
    CountTable,
    deal_and_count,
    parse_rule,
    parse_tags,
    payouts,
)
from tracker.engine.countkernel import TC_BUCKETS, TC_LOW, compiled_favourable, favourable
from tracker.engine.outcomes import OUTCOMES
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.engine.sidebet_table import SIDE_BET_IDS, side_bet_result
from tracker.engine.sidebets import side_bet_odds
from tracker.engine.simulate import simulate

HOW = Count(parse_tags("A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2"), -32, "rc>", 0, "dragon7")


def counted_by_hand(
    count: Count, table: CountTable, seed: int, shoes: int
) -> tuple[list[float], list[int]]:
    """The count played over the simulator's shoes one coup at a time, settled by the
    side-bet table's ``side_bet_result``: what the kernel must agree with."""
    sim = simulate(shoes, table.rules, seed, compiled_kernel=False)
    nets: list[float] = []
    bets: list[int] = []
    for shoe in range(shoes):
        burn = sim.burn_cards(shoe)
        seen = 1 if burn else 0
        rc = count.start + (count.tags[int(burn[0].rank or 0)] if burn else 0)
        net = 0.0
        placed = 0
        for coup in sim.coups(shoe):
            left = table.rules.cards - seen
            if count.rule == "rc>":
                betting = rc > count.threshold
            elif count.rule == "rc>=":
                betting = rc >= count.threshold
            else:
                betting = rc * 52 >= count.threshold * left
            if betting:
                placed += 1
                net += float(side_bet_result(count.bet, coup))
            cards = [*coup.player, *coup.banker]
            rc += sum(count.tags[int(c.rank or 0)] for c in cards)
            seen += len(cards)
        nets.append(net)
        bets.append(placed)
    return nets, bets


@pytest.mark.parametrize(
    ("count", "table"),
    [
        (HOW, CountTable(8, 16, "one")),
        (Count(parse_tags("3:-1,8:-3,9:2,Q:1,K:1"), 0, "rc>=", 2, "panda8"), CountTable(6, 14)),
        (
            Count(parse_tags("4:-1,5:-1,6:-1,7:-1,8:2,9:2"), 0, "tc>=", 1.5, "dragon7"),
            CountTable(8, 20, "stop"),
        ),
    ],
)
def test_the_kernel_counts_and_settles_the_simulators_shoes_coup_by_coup(
    count: Count, table: CountTable
) -> None:
    nets, bets = counted_by_hand(count, table, seed=99, shoes=12)
    plain = deal_and_count(count, table, 99, 12, compiled_kernel=False)
    compiled = deal_and_count(count, table, 99, 12)
    assert plain.net.tolist() == pytest.approx(nets)
    assert plain.bets.tolist() == bets
    assert compiled.net.tolist() == pytest.approx(nets)
    assert compiled.bets.tolist() == bets
    assert compiled.hands == plain.hands == simulate(12, table.rules, 99).hands
    assert sum(bets) > 0


@pytest.mark.parametrize("compiled_kernel", [False, True])
def test_every_hand_is_tallied_by_its_true_count_with_what_one_unit_won(
    compiled_kernel: bool,
) -> None:
    table = CountTable(8, 16, "one")
    sim = simulate(6, table.rules, 5, compiled_kernel=False)
    hands = [0] * TC_BUCKETS
    won = [0.0] * TC_BUCKETS
    squares = [0.0] * TC_BUCKETS
    for shoe in range(6):
        burn = sim.burn_cards(shoe)
        seen = 1
        rc = HOW.start + HOW.tags[int(burn[0].rank or 0)]
        for coup in sim.coups(shoe):
            tc = rc * 52 / (table.rules.cards - seen)
            bucket = min(max(int(np.floor(tc + 0.5)) - TC_LOW, 0), TC_BUCKETS - 1)
            hands[bucket] += 1
            unit = float(side_bet_result(HOW.bet, coup))
            won[bucket] += unit
            squares[bucket] += unit * unit
            cards = [*coup.player, *coup.banker]
            rc += sum(HOW.tags[int(c.rank or 0)] for c in cards)
            seen += len(cards)
    counted = deal_and_count(HOW, table, 5, 6, compiled_kernel=compiled_kernel)
    assert counted.tc_hands.tolist() == hands
    assert counted.tc_net.tolist() == pytest.approx(won)
    assert counted.tc_sq.tolist() == pytest.approx(squares)
    assert sum(hands) == counted.hands and len([h for h in hands if h]) > 3


def exact_edges_by_hand(
    count: Count, table: CountTable, seed: int, shoes: int
) -> tuple[list[int], list[float], list[float]]:
    """The bet's exact edge before every hand from the cards left, by the count's true
    count, worked out hand by hand by the side-bet table's ``side_bet_edges``."""
    sim = simulate(shoes, table.rules, seed, compiled_kernel=False)
    hands = [0] * TC_BUCKETS
    edges = [0.0] * TC_BUCKETS
    squares = [0.0] * TC_BUCKETS
    for shoe in range(shoes):
        burn = sim.burn_cards(shoe)
        left = Composition.full(table.decks).remove(burn)
        seen = 1
        rc = count.start + count.tags[int(burn[0].rank or 0)]
        for coup in sim.coups(shoe):
            tc = rc * 52 / (table.rules.cards - seen)
            bucket = min(max(int(np.floor(tc + 0.5)) - TC_LOW, 0), TC_BUCKETS - 1)
            edge = -side_bet_edges(left)[count.bet].house_edge
            hands[bucket] += 1
            edges[bucket] += edge
            squares[bucket] += edge * edge
            cards = [*coup.player, *coup.banker]
            left = left.remove(cards)
            rc += sum(count.tags[int(c.rank or 0)] for c in cards)
            seen += len(cards)
    return hands, edges, squares


@pytest.mark.parametrize("compiled_kernel", [False, True])
@pytest.mark.parametrize(
    ("bet", "rule", "decks"),
    [("dragon7", "rc>", 1), ("panda8", "perfect", 2), ("player_pair_11", "tc>=", 2)],
)
def test_the_exact_edge_before_every_hand_is_tallied_by_the_counts_true_count(
    compiled_kernel: bool, bet: str, rule: str, decks: int
) -> None:
    count = Count(HOW.tags, -4 * decks, rule, 0, bet)
    table = CountTable(decks, 14)
    hands, edges, squares = exact_edges_by_hand(count, table, 3, 3)
    counted = deal_and_count(count, table, 3, 3, exact=True, compiled_kernel=compiled_kernel)
    assert counted.tc_hands.tolist() == hands
    assert counted.tc_edge.tolist() == pytest.approx(edges, rel=1e-9, abs=1e-12)
    assert counted.tc_edge_sq.tolist() == pytest.approx(squares, rel=1e-9, abs=1e-12)
    assert len([h for h in hands if h]) > 2
    # The mean edge moves with the count: not one figure in every bucket.
    assert len({round(e / h, 9) for e, h in zip(edges, hands, strict=True) if h}) > 2


def test_without_exact_no_edge_is_tallied() -> None:
    counted = deal_and_count(HOW, CountTable(8, 16), 5, 2)
    assert not counted.tc_edge.any() and not counted.tc_edge_sq.any()


@pytest.mark.parametrize("bet", SIDE_BET_IDS)
def test_every_bet_of_the_side_bet_table_is_settled_as_the_table_settles_it(bet: str) -> None:
    every_hand = Count((0,) * 13, 0, "rc>=", -1000, bet)
    table = CountTable(8, 14)
    nets, bets = counted_by_hand(every_hand, table, seed=len(bet), shoes=8)
    counted = deal_and_count(every_hand, table, len(bet), 8)
    assert counted.bets.tolist() == bets
    assert sum(bets) == counted.hands > 600
    assert counted.net.tolist() == pytest.approx(nets)


def test_the_perfect_rule_bets_exactly_when_the_edge_favours_the_player() -> None:
    kernel = compiled_favourable()
    assert kernel is not None
    rng = random.Random(7)
    names = {
        "dragon_seven": "dragon7",
        "panda_eight": "panda8",
        "super_six": "super6_12",
        "dragon_bonus_player": "dragon_bonus_player",
    }
    edges: list[float] = []
    for _ in range(60):
        ranks = [rng.randint(0, 12) for _ in range(9)] + [rng.randint(0, 10) for _ in range(4)]
        if sum(ranks) < 6:
            continue
        deck = np.array([r * 4 for r, n in enumerate(ranks) for _ in range(n)], np.int16)
        odds = side_bet_odds(Composition(tuple(ranks))).edges()
        for name, bet in names.items():
            reads, pay = payouts(bet)
            work = np.zeros(13, np.int64), np.zeros(OUTCOMES, np.int64)
            betting = kernel(reads, np.array(pay), deck, 0, *work)
            assert betting == (odds[name] < 0), (name, ranks)
            edges.append(odds[name])
    assert any(edge < 0 for edge in edges) and any(edge > 0 for edge in edges)


def test_a_pair_bet_is_favourable_when_the_ranks_left_pair_often_enough() -> None:
    reads, pay = payouts("player_pair_11")
    # Two ranks of 4 cards each: 24 of 56 ordered two-card draws pair, and 24/56 * 12 > 1.
    assert favourable(reads, pay, list(range(8)), 0, [0] * 13, [0] * OUTCOMES)
    # A full deck: 3/51 of draws pair, and 3/51 * 12 < 1.
    assert not favourable(reads, pay, list(range(52)), 0, [0] * 13, [0] * OUTCOMES)


def test_the_exact_edge_is_the_same_compiled_and_plain() -> None:
    kernel = compiled_favourable()
    assert kernel is not None
    for ranks in ((2,) * 9 + (6, 0, 0, 0), (1, 3, 3, 3, 3, 1, 1, 0, 0, 2, 0, 0, 0)):
        deck = [r * 4 for r, n in enumerate(ranks) for _ in range(n)]
        for bet in ("dragon7", "panda8"):
            reads, pay = payouts(bet)
            plain = favourable(reads, pay, deck, 0, [0] * 13, [0] * OUTCOMES)
            work = np.zeros(13, np.int64), np.zeros(OUTCOMES, np.int64)
            compiled = kernel(reads, np.array(pay), np.array(deck, np.int16), 0, *work)
            assert compiled == plain


def test_perfect_play_is_the_same_compiled_and_plain() -> None:
    perfect = Count((0,) * 13, 0, "perfect", 0, "dragon7")
    table = CountTable(1, 14)
    plain = deal_and_count(perfect, table, 5, 1, compiled_kernel=False)
    compiled = deal_and_count(perfect, table, 5, 1)
    assert plain.net.tolist() == compiled.net.tolist()
    assert plain.bets.tolist() == compiled.bets.tolist()


def test_tags_and_rules_are_read_with_clear_messages() -> None:
    assert parse_tags("A:1, 10:-2,k:3") == (1, 0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 3)
    assert parse_rule("rc>0") == ("rc>", 0.0)
    assert parse_rule("rc>=-3") == ("rc>=", -3.0)
    assert parse_rule("tc>=2.5") == ("tc>=", 2.5)
    for text, expected in (
        ("Z:1", "'Z:1' is not RANK:VALUE"),
        ("A:x", "the value of A must be a whole number"),
        ("A:1,A:2", "the rank A is given twice"),
        ("", "give at least one rank"),
    ):
        with pytest.raises(CountError, match=expected):
            parse_tags(text)
    for text in ("rc<0", "rc>1.5", "tc>3", "count>=2"):
        with pytest.raises(CountError, match="--bet-when"):
            parse_rule(text)


def test_a_table_or_bet_that_cannot_be_played_is_refused() -> None:
    with pytest.raises(CountError, match="cut card"):
        CountTable(8, 4)
    with pytest.raises(CountError, match="one or stop"):
        CountTable(8, 16, "two")
    with pytest.raises(CountError, match="side bets dragon7, panda8"):
        Count((0,) * 13, 0, "rc>", 0, "tie")


def test_the_description_names_the_tags_start_and_rule() -> None:
    expected = "Dragon 7 (40:1): tags A +1, 4567 -1, 89 +2; start -32; bet when rc>0"
    assert HOW.describe() == expected
