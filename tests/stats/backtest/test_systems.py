"""Every betting system worked by hand on short shoes, compiled and plain alike: the
stakes it places, what they win, the table maximum, the bankroll and busting."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.stats.backtest.helpers import backtest
from tracker.engine.rules import RuleSet
from tracker.stats.backtest import BacktestError, Plan, parse_rules
from tracker.stats.backtest.run import road_targets

# B P P T B B B P, worked out below stake by stake.
SHOE = "BPPTBBBP"


@pytest.fixture(params=[True, False], ids=["compiled", "plain"])
def compiled(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


def figures(
    plan: Plan, *letters: str, compiled: bool, **kwargs: object
) -> tuple[int, int, Decimal]:
    result = backtest(plan, *letters, compiled=compiled, **kwargs)
    return result.bets, result.wagered, result.net


def test_martingale_doubles_after_a_loss_and_a_tie_changes_nothing(compiled: bool) -> None:
    # Stakes 1 (win .95), 1 (loss), 2 (loss), 4 (tie: push), 4 (win 3.80), 1, 1 (wins), 1.
    plan = Plan("martingale", "banker")
    assert figures(plan, SHOE, compiled=compiled) == (8, 15, Decimal("2.65"))


def test_martingale_goes_back_to_the_unit_when_the_double_passes_the_maximum(
    compiled: bool,
) -> None:
    # After the losses of 1 and 2 the double, 4, would pass 3: back to 1.
    plan = Plan("martingale", "banker", table_max=3)
    assert figures(plan, SHOE, compiled=compiled) == (8, 9, Decimal("-0.20"))


def test_paroli_doubles_after_a_win_and_resets_after_three(compiled: bool) -> None:
    # 1 (win), 2 (loss), 1 (loss), 1 (tie), 1, 2, 4 (three wins: back to 1), 1 (loss).
    plan = Plan("paroli", "banker")
    assert figures(plan, SHOE, compiled=compiled) == (8, 13, Decimal("3.60"))


def test_dalembert_adds_a_unit_after_a_loss_and_takes_one_off_after_a_win(
    compiled: bool,
) -> None:
    # On Player: 1 (loss), 2 (win), 1 (win, never below 1), 1 (tie), 1, 2, 3 (losses), 4 (win).
    plan = Plan("dalembert", "player")
    assert figures(plan, SHOE, compiled=compiled) == (8, 15, Decimal("0"))


def test_one_three_two_six_and_back(compiled: bool) -> None:
    plan = Plan("1326", "player")
    assert figures(plan, "PPPPP", compiled=compiled) == (5, 13, Decimal("13"))
    # A loss at the third step: 1, 3 won, 2 lost, then 1 again.
    assert figures(plan, "PPBP", compiled=compiled) == (4, 7, Decimal("3"))


def test_fibonacci_one_step_up_after_a_loss_two_down_after_a_win(compiled: bool) -> None:
    # 1, 1, 2 lost; 3 won (two steps down to 1); 1 won.
    plan = Plan("fibonacci", "player")
    assert figures(plan, "BBBPP", compiled=compiled) == (5, 8, Decimal("0"))


def test_labouchere_crosses_off_after_a_win_and_adds_after_a_loss(compiled: bool) -> None:
    # Line 1 2 3: 4 lost (1 2 3 4), 5 lost (1 2 3 4 5), 6 won (2 3 4), 6 won (3), 3 won.
    plan = Plan("labouchere", "banker")
    assert figures(plan, "PPBBB", compiled=compiled) == (5, 24, Decimal("5.25"))
    # The line cleared, it starts again at 1 + 3.
    assert figures(plan, "PPBBBP", compiled=compiled) == (6, 28, Decimal("1.25"))


def test_follow_and_against_the_last_decision(compiled: bool) -> None:
    # B P P T B: no bet on the first hand; then B (lost), P (won), P (tie), P (lost).
    assert figures(Plan("follow"), "BPPTB", compiled=compiled) == (4, 4, Decimal("-1"))
    # Against: P (won), B (lost), B (tie: push), B (won .95).
    assert figures(Plan("against"), "BPPTB", compiled=compiled) == (4, 4, Decimal("0.95"))


def test_pattern_rules_bet_their_side_and_units(compiled: bool) -> None:
    rules = parse_rules("after B B P bet P 2 units\nafter T bet tie")
    plan = Plan("rules", pattern_rules=rules)
    # B B P → P 2 (hand 4 is P: +2); after the T of hand 5, tie 1 (hand 6 is B: −1).
    assert figures(plan, "BBPPTB", compiled=compiled) == (2, 3, Decimal("1"))


def test_a_derived_road_is_followed_from_its_first_mark(compiled: bool) -> None:
    # Big Eye Boy over B B P P P P B B marks R (hand 4), b, R, b (hand 7), R. Before each
    # later hand the bet is the side that would repeat the last colour: before hand 5 a
    # new column (B) would be red; before hand 6 a new column is blue; before hand 7 a
    # fifth P is red; before hand 8 a new column (P) is blue. All four lose.
    assert road_targets("BBPPPPBB", 1) == [-1, -1, -1, -1, 0, 0, 1, 1]
    assert figures(Plan("road"), "BBPPPPBB", compiled=compiled) == (4, 4, Decimal("-4"))


def test_tie_pays_eight_or_nine_and_a_pair_eleven(compiled: bool) -> None:
    assert figures(Plan("flat", "tie"), "TB", compiled=compiled) == (2, 2, Decimal("7"))
    nine = Plan("flat", "tie", rules=RuleSet(tie_pays=9))
    assert figures(nine, "TB", compiled=compiled) == (2, 2, Decimal("8"))
    pairs = Plan("flat", "player_pair")
    assert figures(pairs, "BB", compiled=compiled, pairs=True) == (2, 2, Decimal("22"))


def test_commission_four_and_no_commission_six(compiled: bool) -> None:
    four = Plan("flat", "banker", rules=RuleSet(commission=4))
    assert figures(four, "BB", compiled=compiled) == (2, 2, Decimal("1.92"))
    free = Plan("flat", "banker", rules=RuleSet(no_commission=True))
    assert figures(free, "BB", compiled=compiled, banker_total=6) == (2, 2, Decimal("1"))
    assert figures(free, "BB", compiled=compiled, banker_total=7) == (2, 2, Decimal("2"))


def test_a_bankroll_cuts_the_stake_and_a_shoe_below_the_unit_is_busted(compiled: bool) -> None:
    # R 3: 1 lost (2 left), 2 lost (0 left): busted, nothing more is bet in the shoe.
    result = backtest(Plan("martingale", "banker", bankroll=3), "PPPB", "B", compiled=compiled)
    assert (result.bets, result.wagered, result.busted) == (3, 4, 1)
    # R 4: 1, 2 lost (1 left); the system's 4 is cut to the 1 left: lost, busted.
    result = backtest(Plan("martingale", "banker", bankroll=4), "PPPB", compiled=compiled)
    assert (result.bets, result.wagered, result.busted) == (3, 4, 1)


def test_the_table_maximum_caps_other_systems_stakes(compiled: bool) -> None:
    # d'Alembert on Player after four losses wants 5; the table takes 3.
    plan = Plan("dalembert", "player", table_max=3)
    assert figures(plan, "BBBBB", compiled=compiled) == (5, 1 + 2 + 3 + 3 + 3, Decimal("-12"))


def test_pairs_not_recorded_are_not_bet_and_a_shoe_of_none_is_refused() -> None:
    result = backtest(Plan("flat", "player_pair"), "BB", "PP", pairs=True)
    assert result.bets == 4
    with pytest.raises(BacktestError, match="record pairs"):
        backtest(Plan("flat", "player_pair"), "BPB", pairs=None)


def test_expected_net_is_the_edge_times_the_amount_wagered() -> None:
    result = backtest(Plan("martingale", "banker"), SHOE)
    assert result.expected_net == pytest.approx(-0.010579 * 15, rel=1e-3)
    assert result.as_json()["statement"].startswith("No betting system changes")


def test_plans_that_cannot_be_played_say_why() -> None:
    with pytest.raises(BacktestError, match="needs a bet"):
        Plan("martingale")
    with pytest.raises(BacktestError, match="unknown system"):
        Plan("parlay", "banker")
    with pytest.raises(BacktestError, match="below the unit"):
        Plan("flat", "banker", unit=5, table_max=2)
    with pytest.raises(BacktestError, match="needs rules"):
        Plan("rules")


def test_a_hand_without_a_winner_is_not_bet_and_not_followed(compiled: bool) -> None:
    from tracker.engine.rules import Winner
    from tracker.history.records import HandRecord, ShoeRecord
    from tracker.stats.backtest import hands_of_records, play, summarize_figures

    hands = (
        HandRecord(1, winner=Winner.BANKER),
        HandRecord(2),  # the winner was not recorded
        HandRecord(3, winner=Winner.BANKER),
    )
    shoe = ShoeRecord(label="gap", hands=hands)
    for plan, expected in (
        (Plan("flat", "banker"), (2, Decimal("1.90"))),
        (Plan("follow"), (1, Decimal("0.95"))),
    ):
        result = summarize_figures(plan, [play(plan, hands_of_records([shoe]), compiled=compiled)])
        assert (result.bets, result.net) == expected
