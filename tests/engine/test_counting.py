"""The counting lab's kernel: it deals the simulator's shoes, counts every card seen (the
exposed burn card too), bets by the rule and settles as the side-bet table does."""

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
)
from tracker.engine.countkernel import DRAGON_7, PANDA_8, compiled_favourable, favourable
from tracker.engine.sidebet_pay import SideBet, settle_side
from tracker.engine.sidebets import OUTCOMES, side_bet_odds
from tracker.engine.simulate import simulate

HOW = Count(parse_tags("A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2"), -32, "rc>", 0, "dragon7")
SIDE = {"dragon7": SideBet.DRAGON_7, "panda8": SideBet.PANDA_8}


def counted_by_hand(
    count: Count, table: CountTable, seed: int, shoes: int
) -> tuple[list[int], list[int]]:
    """The count played over the simulator's shoes one coup at a time, settled by the
    side-bet table's settlement: what the kernel must agree with."""
    sim = simulate(shoes, table.rules, seed, compiled_kernel=False)
    nets: list[int] = []
    bets: list[int] = []
    for shoe in range(shoes):
        burn = sim.burn_cards(shoe)
        seen = 1 if burn else 0
        rc = count.start + (count.tags[int(burn[0].rank or 0)] if burn else 0)
        net = placed = 0
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
                net += int(settle_side(SIDE[count.bet], 1, coup))
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
    assert plain.net.tolist() == nets
    assert plain.bets.tolist() == bets
    assert compiled.net.tolist() == nets
    assert compiled.bets.tolist() == bets
    assert compiled.hands == plain.hands == simulate(12, table.rules, 99).hands
    assert sum(bets) > 0


def test_the_perfect_rule_bets_exactly_when_the_edge_favours_the_player() -> None:
    rng = random.Random(7)
    kernel = compiled_favourable()
    assert kernel is not None
    checked = 0
    edges: list[float] = []
    for _ in range(150):
        by_value = [rng.randint(0, 40 if v == 0 else 12) for v in range(10)]
        if sum(by_value) < 6:
            continue
        composition = Composition((*by_value[1:], by_value[0], 0, 0, 0))
        odds = side_bet_odds(composition)
        for bet, edge in ((DRAGON_7, odds.edge_dragon_seven), (PANDA_8, odds.edge_panda_eight)):
            edges.append(edge)
            table = np.zeros(OUTCOMES, np.int64)
            assert kernel(bet, np.array(by_value, np.int64), table) == (edge < 0)
            checked += 1
    assert checked > 100
    assert any(edge < 0 for edge in edges)


def test_the_exact_edge_is_the_same_compiled_and_plain() -> None:
    kernel = compiled_favourable()
    assert kernel is not None
    for by_value in ([6, 2, 2, 2, 2, 2, 2, 2, 2, 2], [2, 1, 3, 3, 3, 3, 1, 1, 0, 0]):
        for bet in (DRAGON_7, PANDA_8):
            plain = favourable(bet, list(by_value), [0] * OUTCOMES)
            table = np.zeros(OUTCOMES, np.int64)
            assert kernel(bet, np.array(by_value, np.int64), table) == plain


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


def test_a_table_that_cannot_be_dealt_is_refused() -> None:
    with pytest.raises(CountError, match="cut card"):
        CountTable(8, 4)
    with pytest.raises(CountError, match="one or stop"):
        CountTable(8, 16, "two")
    with pytest.raises(CountError, match="side bets"):
        Count((0,) * 13, 0, "rc>", 0, "tie")


def test_the_description_names_the_tags_start_and_rule() -> None:
    assert HOW.describe() == (
        "Dragon 7 (40:1): tags A +1, 4567 -1, 89 +2; start -32; bet when rc>0"
    )
