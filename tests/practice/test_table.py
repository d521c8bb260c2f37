"""The practice table driven as the window drives it: chips, limits, rebet, turns, the clock."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.practice import (
    Area,
    Limits,
    Phase,
    SeatState,
    Table,
    TableError,
    TableOptions,
    TableStyle,
    Variant,
    system_named,
)

D = Decimal


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def online(**options: object) -> Table:
    return Table(TableOptions(**options), seed=11)  # type: ignore[arg-type]


def casino(clock: FakeClock, **options: object) -> Table:
    return Table(
        TableOptions(style=TableStyle.CASINO, **options),  # type: ignore[arg-type]
        seats=5,
        clock=clock,
        seed=5,
    )


def test_chips_build_the_bets_area_by_area() -> None:
    table = online()
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    table.add_chip(Area.BANKER)
    table.select_chip(D(5))
    table.add_chip(Area.BANKER)
    table.add_chip(Area.PLAYER_PAIR)
    table.select_chip(D(100))
    table.add_chip(Area.TIE)
    seat = table.seats[0]
    assert seat.bets() == {Area.BANKER: D(55), Area.PLAYER_PAIR: D(5), Area.TIE: D(100)}
    assert seat.wagers[Area.BANKER] == [D(25), D(25), D(5)]
    assert seat.available == D(1000) - D(160)


def test_a_chip_not_on_the_rail_is_refused() -> None:
    with pytest.raises(TableError, match="no 2 chip"):
        online().select_chip(D(2))


def test_right_click_at_the_online_table_removes_one_chip() -> None:
    table = online()
    table.select_chip(D(25))
    table.add_chip(Area.PLAYER)
    table.select_chip(D(5))
    table.add_chip(Area.PLAYER)
    table.remove_chip(Area.PLAYER)
    assert table.seats[0].wagers[Area.PLAYER] == [D(25)]
    table.remove_chip(Area.PLAYER)
    assert table.seats[0].bets() == {}
    table.remove_chip(Area.PLAYER)  # nothing left: nothing happens
    assert table.seats[0].bets() == {}


def test_deal_settles_and_new_game_clears_and_rebet_repeats() -> None:
    table = online()
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    table.add_chip(Area.TIE)
    table.deal()
    assert table.phase is Phase.DEALT
    played = table.last_round
    assert played is not None
    result = played.result_of(1)
    assert result is not None
    assert result.wagered == D(50)
    assert table.seats[0].bankroll == D(1000) + result.net
    table.add_chip(Area.PLAYER)  # after the deal: refused until New Game
    assert table.notes[-1].text.startswith("The round is over")
    table.new_game()
    assert table.phase is Phase.BETTING and table.seats[0].bets() == {}
    table.rebet()
    assert table.seats[0].bets() == {Area.BANKER: D(25), Area.TIE: D(25)}


def test_deal_without_a_bet_says_so() -> None:
    table = online()
    table.deal()
    assert table.phase is Phase.BETTING
    assert table.notes[-1].text == "You: Place a bet first"


def test_a_bet_below_the_minimum_is_raised_to_it_with_a_note() -> None:
    table = online(limits=Limits(main_minimum=D(10)))
    table.add_chip(Area.PLAYER)  # a 1 chip
    table.deal()
    played = table.last_round
    assert played is not None and played.results[0].bets[0][:2] == (Area.PLAYER, D(10))
    assert "below the table minimum: raised to 10" in table.notes[0].text


def test_a_bet_above_the_maximum_is_refused_with_a_note() -> None:
    table = online(limits=Limits(main_maximum=D(100)))
    table.select_chip(D(100))
    table.add_chip(Area.BANKER)
    table.add_chip(Area.BANKER)
    assert table.seats[0].bets() == {Area.BANKER: D(100)}
    assert "above the table maximum of 100: refused" in table.notes[-1].text


def test_a_bet_the_bankroll_cannot_cover_is_refused_with_a_note() -> None:
    table = Table(TableOptions(), seed=1, bankroll=D(600))
    table.select_chip(D(500))
    table.add_chip(Area.BANKER)
    table.add_chip(Area.PLAYER)
    assert table.seats[0].bets() == {Area.BANKER: D(500)}
    assert "bankroll of 600 cannot cover 1000: refused" in table.notes[-1].text


def test_a_raise_to_the_minimum_the_bankroll_cannot_cover_is_refused() -> None:
    table = Table(TableOptions(limits=Limits(main_minimum=D(25))), seed=1, bankroll=D(20))
    table.select_chip(D(5))
    table.add_chip(Area.BANKER)
    table.deal()
    assert table.phase is Phase.BETTING  # nothing stood: no deal
    assert "cannot cover 25: refused" in table.notes[0].text


def test_rebet_the_bankroll_cannot_cover_is_refused() -> None:
    table = Table(TableOptions(), seed=2, bankroll=D(100))
    table.select_chip(D(100))
    table.add_chip(Area.PLAYER)
    table.deal()
    table.new_game()
    bankroll = table.seats[0].bankroll
    table.rebet()
    if bankroll < 100:
        assert "cannot cover the last bet of 100" in table.notes[-1].text
        assert table.seats[0].bets() == {}
    else:
        assert table.seats[0].bets() == {Area.PLAYER: D(100)}


def test_side_bets_need_their_table() -> None:
    table = online()
    table.add_chip(Area.DRAGON_7)
    assert table.notes[-1].text == "Dragon 7 is not on this table's layout"
    ez = online(variant=Variant.EZ, side_bets=frozenset({Area.DRAGON_7}))
    ez.add_chip(Area.DRAGON_7)
    assert ez.seats[0].bets() == {Area.DRAGON_7: D(1)}


def test_the_five_seat_flow_with_a_pass_a_timeout_and_a_seat_taken_mid_round() -> None:
    clock = FakeClock()
    table = casino(clock)
    table.take_seat(1, "Ann")
    table.take_seat(3, "Ben")  # the round has begun with Ann: Ben waits
    assert table.seat(3).state is SeatState.WAITING
    assert table.current is table.seat(1)
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    table.deal()
    # Ann was the only seat in the round: the cards came out.
    assert table.phase is Phase.DEALT and len(table.rounds) == 1
    table.take_seat(5, "Cy")  # between hands: plays the next round
    table.new_game()
    assert [s.number for s in table.seats if s.state is SeatState.BETTING] == [1, 3, 5]
    assert table.current is table.seat(1)
    table.rebet()
    assert table.seat(1).bets() == {Area.BANKER: D(25)}
    table.add_chip(Area.PLAYER, 3)  # not Ben's turn yet
    assert table.notes[-1].text == "It is Ann's turn"
    table.deal()
    assert table.current is table.seat(3)
    table.pass_turn()
    assert table.seat(3).state is SeatState.PASSED
    assert table.current is table.seat(5)
    table.add_chip(Area.PLAYER)
    clock.now += 14.9
    table.tick()
    assert table.current is table.seat(5) and table.turn_left() == pytest.approx(0.1)
    clock.now += 0.1
    table.tick()  # Cy neither dealt nor passed in 15 s: sits out, the cards come out
    assert table.seat(5).state is SeatState.TIMED_OUT
    assert table.seat(5).bets() == {}
    assert table.phase is Phase.DEALT
    played = table.last_round
    assert played is not None
    assert [r.seat for r in played.results] == [1]


def test_timeouts_chain_from_each_deadline() -> None:
    clock = FakeClock()
    table = casino(clock)
    table.take_seat(1)
    table.take_seat(2)
    table.select_chip(D(5))
    table.add_chip(Area.PLAYER)
    table.deal()
    table.new_game()
    clock.now += 31  # seat 1 ran out at 15 s, seat 2 at 30 s
    table.tick()
    assert table.phase is Phase.DEALT
    assert [table.seat(n).state for n in (1, 2)] == [SeatState.TIMED_OUT] * 2


def test_the_casino_right_click_withdraws_the_whole_wager_and_zero_repeats() -> None:
    clock = FakeClock()
    table = casino(clock)
    table.take_seat(2, "Dee")
    table.select_chip(D(5))
    for _ in range(3):
        table.add_chip(Area.PLAYER)
    table.add_chip(Area.TIE)
    table.withdraw(Area.PLAYER)
    assert table.seat(2).bets() == {Area.TIE: D(5)}
    table.add_chip(Area.BANKER)
    table.add_chip(Area.BANKER)
    table.deal()
    table.new_game()
    table.rebet()  # what the 0 key does
    assert table.seat(2).bets() == {Area.TIE: D(5), Area.BANKER: D(10)}


def test_computer_seats_bet_by_their_system_in_turn() -> None:
    clock = FakeClock()
    table = casino(clock)
    table.take_seat(1, "Ann")
    table.take_seat(2, "Martin", system=system_named("martingale", D(5)), area=Area.PLAYER)
    table.take_seat(4, "Flo", system=system_named("flat", D(10)))
    table.select_chip(D(5))
    table.add_chip(Area.BANKER)
    table.deal()  # only Ann was in the first round
    for _ in range(8):
        table.new_game()
        table.rebet()
        table.deal()  # Ann deals; both computers bet at once; the cards come out
        assert table.phase is Phase.DEALT
        played = table.last_round
        assert played is not None
        martin = played.result_of(2)
        flo = played.result_of(4)
        assert martin is not None and flo is not None
        assert flo.bets[0][:2] == (Area.BANKER, D(10))
        assert martin.bets[0][0] is Area.PLAYER
    stakes = [r.result_of(2).bets[0][1] for r in table.rounds[1:]]  # type: ignore[union-attr]
    nets = [r.result_of(2).net for r in table.rounds[1:]]  # type: ignore[union-attr]
    expected = D(5)
    for stake, net in zip(stakes, nets, strict=True):
        assert stake == expected
        if net < 0:
            expected *= 2
        elif net > 0:
            expected = D(5)


def test_a_casino_style_shoe_ends_and_a_new_one_is_shuffled() -> None:
    table = Table(TableOptions(style=TableStyle.CASINO), seed=3)
    table.add_chip(Area.PLAYER)
    shoes = set()
    for _ in range(90):
        table.rebet() if table.last_round else table.add_chip(Area.PLAYER)
        table.deal()
        played = table.last_round
        assert played is not None
        shoes.add(played.shoe_number)
        table.new_game()
    assert shoes == {1, 2}
    assert sum(r.new_shoe for r in table.rounds) == 2


def test_figures_add_up_in_exact_money() -> None:
    table = online()
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    for _ in range(20):
        table.deal()
        table.new_game()
        table.rebet()
    seat = table.seats[0]
    assert seat.wagered == D(500)
    assert seat.bankroll == D(1000) + seat.net == seat.curve[-1]
    assert len(seat.curve) == 21
    assert seat.expected == -table.edges[Area.BANKER] * 500
