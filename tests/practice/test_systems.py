"""The four betting systems of the backtester as the computer seats play them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.practice.systems import CHOOSES_SIDE, SYSTEMS, UnknownSystem, system_named

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


def test_one_three_two_six() -> None:
    assert stakes("1326", [W, W, W, W, W, L]) == [5, 15, 10, 30, 5, 15, 5]


def test_fibonacci_one_up_after_a_loss_two_down_after_a_win() -> None:
    assert stakes("fibonacci", [L, L, L, L, W, W, W]) == [5, 5, 10, 15, 25, 10, 5, 5]


def test_labouchere_crosses_off_after_a_win_and_adds_after_a_loss() -> None:
    # Line 1 2 3: stake 4; lose (1 2 3 4): 5; win (2 3): 5; win (): restart, 4.
    assert stakes("labouchere", [L, W, W]) == [20, 25, 25, 20]


def test_follow_and_against_take_the_side_of_the_last_decision() -> None:
    from tracker.engine.rules import Winner
    from tracker.practice.layout import Area

    follow = system_named("follow", Decimal(5))
    against = system_named("against", Decimal(5))
    assert follow.area(Area.BANKER) is None  # no decision yet in this shoe
    for winner in (Winner.PLAYER, Winner.TIE):
        follow.saw(winner)
        against.saw(winner)
    assert follow.area(Area.BANKER) is Area.PLAYER  # the tie is not a decision
    assert against.area(Area.BANKER) is Area.BANKER
    follow.restart()
    assert follow.area(Area.BANKER) is None


def test_unknown_system() -> None:
    with pytest.raises(UnknownSystem, match="no betting system 'oscar'"):
        system_named("oscar", Decimal(5))


@pytest.mark.parametrize("name", list(SYSTEMS))
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
    for _ in range(90):  # past the cut card: the second shoe starts the system afresh
        table.new_game()
    shoes: dict[int, list[HandRecord]] = {}
    for r in table.rounds:
        hand = shoes.setdefault(r.shoe_number, [])
        hand.append(HandRecord.from_coup(len(hand) + 1, r.coup))
    assert len(shoes) == 2 and len(table.rounds) == 91
    records = [ShoeRecord(label=f"shoe {n}", hands=tuple(h)) for n, h in shoes.items()]
    bet = None if name in CHOOSES_SIDE else "banker"
    plan = Plan(name, bet, unit=5, table_max=5000, rules=options.rules)
    figures = play(plan, hands_of_records(records), compiled=False)
    seat = table.seat(1)
    assert int(figures.out[:, WAGERED].sum()) == seat.wagered
    assert int(figures.out[:, NET].sum()) == seat.net * 100
