"""The four betting systems of SPEC §8 as the computer seats play them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.practice.systems import UnknownSystem, system_named

W, L, PUSH = Decimal(1), Decimal(-1), Decimal(0)


def stakes(name: str, results: list[Decimal], table_max: int | None = None) -> list[int]:
    system = system_named(name, Decimal(5), None if table_max is None else Decimal(table_max))
    seen = []
    for result in results:
        seen.append(int(system.stake))
        system.record(result)
    seen.append(int(system.stake))
    return seen


def test_flat() -> None:
    assert stakes("flat", [L, W, L]) == [5, 5, 5, 5]


def test_martingale_doubles_after_a_loss_and_goes_back_past_the_maximum() -> None:
    assert stakes("martingale", [L, L, PUSH, W, L]) == [5, 10, 20, 20, 5, 10]
    assert stakes("martingale", [L, L, L], table_max=20) == [5, 10, 20, 5]


def test_paroli_doubles_after_a_win_up_to_three() -> None:
    assert stakes("paroli", [W, W, W, W, L]) == [5, 10, 20, 5, 10, 5]


def test_dalembert_never_below_the_unit() -> None:
    assert stakes("dalembert", [W, L, L, W, PUSH]) == [5, 5, 10, 15, 10, 10]


def test_a_stake_above_the_maximum_is_cut_to_it() -> None:
    assert stakes("dalembert", [L, L, L], table_max=12) == [5, 10, 12, 12]


def test_unknown_system() -> None:
    with pytest.raises(UnknownSystem, match="no betting system 'fibonacci'"):
        system_named("fibonacci", Decimal(5))


@pytest.mark.parametrize("name", ["flat", "martingale", "paroli", "dalembert"])
def test_a_computer_seat_plays_as_the_backtester_does(name: str) -> None:
    """The seat steps its system a hand at a time; the backtester (tracker.stats.backtest)
    plays the same system over a whole shoe in its kernel: over the same coups they agree
    to the cent."""
    from tracker.history import HandRecord, ShoeRecord
    from tracker.practice import Table, TableOptions, TableStyle
    from tracker.practice.layout import Area
    from tracker.stats.backtest import Plan, hands_of_records, play
    from tracker.stats.backtest.kernel import NET, WAGERED

    options = TableOptions(style=TableStyle.CASINO)
    table = Table(options, seats=2, seed=17, bankroll=Decimal(10**9), clock=lambda: 0.0)
    table.take_seat(1, system=system_named(name, Decimal(5), Decimal(5000)), area=Area.BANKER)
    for _ in range(60):
        table.new_game()
    hands = tuple(HandRecord.from_coup(i + 1, r.coup) for i, r in enumerate(table.rounds))
    plan = Plan(name, "banker", unit=5, table_max=5000, rules=options.rules)
    figures = play(
        plan, hands_of_records([ShoeRecord(label="practice", hands=hands)]), compiled=False
    )
    seat = table.seat(1)
    assert len(table.rounds) == 61
    assert int(figures.out[0][WAGERED]) == seat.wagered
    assert int(figures.out[0][NET]) == seat.net * 100
