"""Changing seat at the casino table: the player takes their bankroll, figures and session
along, whether between rounds, before their bet, or before anyone has dealt."""

from __future__ import annotations

from decimal import Decimal

from tracker.practice import Area, Phase, SeatState, Table, TableOptions, TableStyle, system_named

D = Decimal


def casino() -> Table:
    return Table(TableOptions(style=TableStyle.CASINO), seats=5, seed=3, clock=lambda: 0.0)


def test_between_rounds_the_player_moves_with_bankroll_and_figures() -> None:
    table = casino()
    table.take_seat(2, "Ann")
    table.add_chip(Area.BANKER)
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    table.deal()
    assert table.phase is Phase.DEALT
    ann = table.seat(2)
    before = (ann.bankroll, ann.rounds_dealt, ann.rounds_bet, ann.net, ann.player)
    table.move_seat(2, 4)
    moved = table.seat(4)
    assert (moved.bankroll, moved.rounds_dealt, moved.rounds_bet, moved.net, moved.player) == (
        before
    )
    assert moved.label == "Ann" and moved.last_bet == {Area.BANKER: D(26)}
    assert table.seat(2).state is SeatState.EMPTY
    table.new_game()
    assert table.current is moved
    table.rebet()
    table.deal()
    assert moved.rounds_dealt == 2 and moved.curve[0] == D(1000) and len(moved.curve) == 3


def test_before_anyone_dealt_the_round_starts_again_with_the_new_seat() -> None:
    table = casino()
    table.take_seat(3, "Ann")
    table.take_seat(1, "Bot", system=system_named("flat", D(5)))  # waits for the next round
    table.add_chip(Area.PLAYER)
    table.move_seat(3, 5)
    assert table.current is table.seat(5)
    assert table.seat(5).bets() == {}  # the chips went back
    assert [n.text for n in table.notes][-1] == "Ann moves to seat 5"


def test_after_dealing_the_player_moves_once_the_round_is_over() -> None:
    table = casino()
    table.take_seat(1, "Ann")
    table.take_seat(2, "Bea")  # waits: the round began with Ann
    table.add_chip(Area.BANKER, 1)
    table.deal(1)
    table.new_game()
    table.add_chip(Area.BANKER, 1)
    table.deal(1)
    assert table.current is table.seat(2)  # Bea bets; Ann has dealt
    table.move_seat(1, 4)
    assert table.seat(1).state is SeatState.DEALT and not table.seat(4).state.seated
    assert table.notes[-1].text == "Ann can change seat once the round is over"


def test_a_player_whose_turn_it_was_hands_the_turn_on() -> None:
    table = casino()
    table.take_seat(1, "Ann")
    table.take_seat(2, "Bea")  # waits: the round began with Ann
    table.add_chip(Area.BANKER, 1)
    table.deal()
    table.new_game()  # Ann and Bea both bet this round, Ann first
    table.add_chip(Area.BANKER, 1)
    table.deal(1)
    assert table.current is table.seat(2)
    table.move_seat(2, 5)  # Bea moves before her bet: the round goes on without her
    assert table.phase is Phase.DEALT and table.seat(5).state is SeatState.WAITING
    assert table.seat(5).label == "Bea"
