"""The practice session: every round stored with its bets, the scorecard growing, and the
summary read back later."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from tracker.history import ShoeKind
from tracker.practice import Area, Table, TableOptions, TableStyle, Variant, system_named
from tracker.roads import Result
from tracker.services.practice import PracticeSession, RoundStored, session_summaries
from tracker.store import Library, open_library

D = Decimal


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    with open_library(str(tmp_path / "library.sqlite")) as opened:
        yield opened


def test_each_round_is_stored_with_every_bet(library: Library) -> None:
    options = TableOptions(variant=Variant.EZ, side_bets=frozenset({Area.DRAGON_BONUS_PLAYER}))
    table = Table(options, seed=4)
    session = PracticeSession(library, table)
    heard: list[RoundStored] = []
    session.subscribe(heard.append)
    table.select_chip(D(25))
    table.add_chip(Area.BANKER)
    table.select_chip(D(5))
    table.add_chip(Area.DRAGON_BONUS_PLAYER)
    for _ in range(6):
        table.deal()
        table.new_game()
        table.rebet()
    assert len(heard) == 6
    shoe = library.shoe(heard[0].shoe_id)
    assert shoe.kind is ShoeKind.PRACTICE and shoe.tally.hands == 6
    stored = library.load_shoe(shoe.id)
    assert [h.player for h in stored.hands] == [r.coup.player for r in table.rounds]
    assert heard[-1].roads.results == tuple(Result.from_hand(h) for h in stored.hands)
    (summary,) = session_summaries(library)
    (seat,) = summary.seats
    assert (seat.seat, seat.rounds_dealt, seat.rounds_bet, seat.bets) == ("You", 6, 6, 12)
    assert seat.wagered == D(180)
    assert seat.net == table.seats[0].net
    assert seat.bankroll == table.seats[0].bankroll
    assert seat.curve == tuple(table.seats[0].curve)
    assert seat.expected == table.seats[0].expected
    assert summary.options == options


def test_a_casino_table_keeps_one_session_a_seat_and_a_new_shoe_after_the_cut(
    library: Library,
) -> None:
    table = Table(TableOptions(style=TableStyle.CASINO), seats=5, seed=9, clock=lambda: 0.0)
    session = PracticeSession(library, table)
    table.take_seat(1, "Ann")
    table.take_seat(4, "Bot", system=system_named("paroli", D(10)))
    table.add_chip(Area.PLAYER)
    for _ in range(70):
        table.deal()
        table.new_game()
        table.rebet()
    session.close()
    shoes = library.shoes(kind=ShoeKind.PRACTICE)
    assert len(shoes) == 2 and all(s.closed for s in shoes)
    assert sum(s.tally.hands for s in shoes) == 70
    (summary,) = session_summaries(library)
    ann, bot = summary.seats
    assert (ann.seat, ann.rounds_dealt, ann.wagered) == ("Seat 1: Ann", 70, D(5) * 70)
    assert (bot.seat, bot.rounds_dealt) == ("Seat 4: Bot", 69)
    assert bot.net == table.seat(4).net
    assert summary.rounds == 70
