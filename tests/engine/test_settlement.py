"""Settlement of every bet and variant, in exact money."""

from __future__ import annotations

from decimal import Decimal, localcontext

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


def test_money_is_never_rounded_whatever_the_decimal_context() -> None:
    stake = Decimal("1234567890123456789012345678.91")  # 30 digits: more than the default 28
    assert settle(Bet.BANKER, stake, BANKER_SIX, RULES) == Decimal(
        "1172839495617283949561728394.9645"
    )
    with localcontext() as context:
        context.prec = 3
        assert settle(Bet.BANKER, Decimal("123.45"), BANKER_SIX, RULES) == Decimal("117.2775")
        assert settle(Bet.TIE, Decimal("123.45"), TIE, RULES.with_(tie_pays=9)) == Decimal(
            "1111.05"
        )


NO_COMMISSION = RULES.with_(no_commission=True)

# Net result of a stake of 10 on each bet, for each coup, under each Banker rule (Tie 8:1);
# written out by hand from the rules.
EXPECTED: dict[str, dict[Bet, tuple[str, str, str]]] = {
    # coup: bet: (5% commission, 4% commission, no commission)
    "BANKER_SIX": {
        Bet.BANKER: ("9.5", "9.6", "5"),
        Bet.PLAYER: ("-10", "-10", "-10"),
        Bet.TIE: ("-10", "-10", "-10"),
        Bet.PLAYER_PAIR: ("-10", "-10", "-10"),
        Bet.BANKER_PAIR: ("110", "110", "110"),  # 3D 3C
    },
    "BANKER_SEVEN": {
        Bet.BANKER: ("9.5", "9.6", "10"),
        Bet.PLAYER: ("-10", "-10", "-10"),
        Bet.TIE: ("-10", "-10", "-10"),
        Bet.PLAYER_PAIR: ("110", "110", "110"),  # 3H 3D
        Bet.BANKER_PAIR: ("-10", "-10", "-10"),
    },
    "PLAYER_WINS": {
        Bet.BANKER: ("-10", "-10", "-10"),
        Bet.PLAYER: ("10", "10", "10"),
        Bet.TIE: ("-10", "-10", "-10"),
        Bet.PLAYER_PAIR: ("-10", "-10", "-10"),
        Bet.BANKER_PAIR: ("-10", "-10", "-10"),
    },
    "TIE": {
        Bet.BANKER: ("0", "0", "0"),
        Bet.PLAYER: ("0", "0", "0"),
        Bet.TIE: ("80", "80", "80"),
        Bet.PLAYER_PAIR: ("-10", "-10", "-10"),
        Bet.BANKER_PAIR: ("-10", "-10", "-10"),  # 7S KC
    },
}
COUPS = {
    "BANKER_SIX": BANKER_SIX,
    "BANKER_SEVEN": BANKER_SEVEN,
    "PLAYER_WINS": PLAYER_WINS,
    "TIE": TIE,
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_bet_under_every_banker_rule(name: str) -> None:
    coup = COUPS[name]
    for bet, results in EXPECTED[name].items():
        variants = (RULES, RULES.with_(commission=4), NO_COMMISSION)
        for rules, expected in zip(variants, results, strict=True):
            assert settle(bet, TEN, coup, rules) == Decimal(expected), (bet, rules.describe())
            nine = settle(bet, TEN, coup, rules.with_(tie_pays=9))
            tie_nine = Decimal(90) if bet is Bet.TIE and name == "TIE" else Decimal(expected)
            assert nine == tie_nine, (bet, rules.describe())
