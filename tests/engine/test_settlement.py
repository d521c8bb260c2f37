"""Settlement of every bet and variant, in exact money."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.engine.rules import RuleSet
from tracker.engine.settlement import Bet, StakeError, UndecidablePair, settle

BANKER_SIX = resolve_coup(parse_cards("2H 3S 3D 3C KD"))  # P 5 draws a 0; B 6 stands, wins
BANKER_SEVEN = resolve_coup(parse_cards("3H 4S 3D 3C"))  # P 6 and B 7 stand
PLAYER_WINS = resolve_coup(parse_cards("4H 2S 5D 3C"))  # P natural 9 against 5
TIE = resolve_coup(parse_cards("7H 7S KD KC"))  # 7 against 7
PAIRS = resolve_coup(parse_cards("8H 8S 8D 8C"))  # 6 against 6, both sides a pair

RULES = RuleSet()
TEN = Decimal(10)


def test_fixtures_are_what_the_tests_say() -> None:
    assert PLAYER_WINS.winner.value == "P"
    assert TIE.winner.value == "T"
    assert BANKER_SIX.winner.value == "B" and BANKER_SIX.banker_total == 6
    assert BANKER_SEVEN.winner.value == "B" and BANKER_SEVEN.banker_total == 7
    assert PAIRS.player_pair and PAIRS.banker_pair


def test_banker_pays_less_the_commission() -> None:
    coup = BANKER_SIX
    assert settle(Bet.BANKER, TEN, coup, RULES) == Decimal("9.50")
    assert settle(Bet.BANKER, TEN, coup, RULES.with_(commission=4)) == Decimal("9.60")
    assert settle(Bet.BANKER, 1, coup, RULES) == Decimal("0.95")


def test_no_commission_banker_pays_half_on_six_and_even_money_otherwise() -> None:
    rules = RULES.with_(no_commission=True)
    assert settle(Bet.BANKER, TEN, BANKER_SIX, rules) == Decimal("5")
    assert settle(Bet.BANKER, TEN, BANKER_SEVEN, rules) == TEN
    assert settle(Bet.BANKER, TEN, PLAYER_WINS, rules) == -TEN


def test_banker_and_player_push_on_a_tie_and_lose_otherwise() -> None:
    for bet in (Bet.BANKER, Bet.PLAYER):
        assert settle(bet, TEN, TIE, RULES) == 0
    assert settle(Bet.BANKER, TEN, PLAYER_WINS, RULES) == -TEN
    assert settle(Bet.PLAYER, TEN, PLAYER_WINS, RULES) == TEN
    assert settle(Bet.PLAYER, TEN, BANKER_SIX, RULES) == -TEN


@pytest.mark.parametrize(("pays", "won"), [(8, Decimal(80)), (9, Decimal(90))])
def test_tie_pays_8_or_9_to_1(pays: int, won: Decimal) -> None:
    rules = RULES.with_(tie_pays=pays)
    assert settle(Bet.TIE, TEN, TIE, rules) == won
    assert settle(Bet.TIE, TEN, PLAYER_WINS, rules) == -TEN


def test_pairs_pay_11_to_1() -> None:
    assert settle(Bet.PLAYER_PAIR, TEN, PAIRS, RULES) == Decimal(110)
    assert settle(Bet.BANKER_PAIR, TEN, PAIRS, RULES) == Decimal(110)
    assert settle(Bet.PLAYER_PAIR, TEN, TIE, RULES) == -TEN


def test_a_pair_bet_on_two_bare_zeros_cannot_be_settled() -> None:
    coup = resolve_coup(parse_cards("0 5 0 4 9"))
    with pytest.raises(UndecidablePair, match="unknown rank"):
        settle(Bet.PLAYER_PAIR, TEN, coup, RULES)


@pytest.mark.parametrize("stake", [0, -5, 2.5, Decimal("NaN"), True])
def test_stakes_must_be_positive_exact_money(stake: object) -> None:
    with pytest.raises(StakeError):
        settle(Bet.PLAYER, stake, TIE, RULES)  # type: ignore[arg-type]


def test_results_are_exact_decimals_never_floats() -> None:
    result = settle(Bet.BANKER, Decimal("0.10"), BANKER_SIX, RULES)
    assert isinstance(result, Decimal)
    assert result == Decimal("0.095")
