"""Practice sessions in the library: a round stored whole in one transaction (its hand, a
new practice shoe, the sessions it starts, its bets and bankrolls) or not at all."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import Library, UnknownShoeError
from tracker.store.models import hands_table, practice_bets_table
from tracker.store.practice import NewSession, PracticeRound, RoundBet

B = HandRecord(0, winner=Winner.BANKER)
PRACTICE = ShoeRecord(label="Practice", kind=ShoeKind.PRACTICE, table="Practice", decks=8)


def rows(library: Library, table: object) -> int:
    with library._read() as conn:
        return int(conn.scalar(select(func.count()).select_from(table)) or 0)  # type: ignore[arg-type]


def test_a_first_round_starts_the_shoe_and_the_sessions_it_bets_for(library: Library) -> None:
    seat = NewSession((1, 1), RuleSet(), 100_00, seat="Seat 1: Ann", options="{}")
    recorded = library.record_round(
        PracticeRound(
            B,
            None,
            PRACTICE,
            (seat,),
            (RoundBet((1, 1), "banker", 10_00, 9_50), RoundBet((1, 1), "tie", 5_00, -5_00)),
            ((1, 1),),
        )
    )
    shoe = library.shoe(recorded.shoe_id)
    assert shoe.kind is ShoeKind.PRACTICE and shoe.tally.hands == 1 and shoe.tally.banker == 1
    assert recorded.hand.record.number == 1 and recorded.hand.shoe_id == shoe.id
    [session] = library.practice_sessions()
    assert recorded.sessions == {(1, 1): session.id}
    assert (session.shoe_id, session.seat, session.rounds) == (shoe.id, "Seat 1: Ann", 1)
    assert (session.bankroll_start_cents, session.bankroll_cents) == (100_00, 104_50)
    assert (session.bets, session.wagered_cents) == (2, 15_00)
    assert [(b.bet, b.result_cents) for b in library.practice_bets(session.id)] == [
        ("banker", 9_50),
        ("tie", -5_00),
    ]


def test_a_new_shoe_closes_the_one_before_and_sessions_stay_on_the_first(
    library: Library,
) -> None:
    first = library.record_round(
        PracticeRound(B, None, PRACTICE, (NewSession((1, 1), RuleSet(), 50_00),), (), ((1, 1),))
    )
    session = first.sessions[(1, 1)]
    second = library.record_round(
        PracticeRound(B, first.shoe_id, PRACTICE, (), (RoundBet(session, "player", 1_00, -1_00),))
    )
    assert second.shoe_id != first.shoe_id and library.shoe(first.shoe_id).closed
    assert not library.shoe(second.shoe_id).closed and second.hand.record.number == 1
    third = library.record_round(PracticeRound(B, second.shoe_id, seated=(session,)))
    assert third.shoe_id == second.shoe_id and third.hand.record.number == 2
    [stored] = library.practice_sessions()
    assert (stored.shoe_id, stored.rounds, stored.bankroll_cents) == (first.shoe_id, 2, 49_00)


def test_a_round_that_fails_half_way_leaves_no_hand_without_its_bets(library: Library) -> None:
    first = library.record_round(PracticeRound(B, None, PRACTICE))
    before = (rows(library, hands_table), rows(library, practice_bets_table))
    with pytest.raises(UnknownShoeError, match="no practice session 77"):
        library.record_round(
            PracticeRound(B, first.shoe_id, bets=(RoundBet(77, "banker", 1_00, 95),))
        )
    assert (rows(library, hands_table), rows(library, practice_bets_table)) == before
    assert library.shoe(first.shoe_id).tally.hands == 1


def test_a_bet_moves_the_bankroll_and_closed_sessions_stay_closed(library: Library) -> None:
    shoe = library.start_shoe(kind=ShoeKind.PRACTICE, table="Practice")
    hand = library.add_hand(shoe.id, B)
    session = library.start_practice(shoe.id, RuleSet(), 20_00, seat="Bob")
    assert library.record_bet(session, hand.id, "banker", 2_00, 1_90) == 21_90
    with pytest.raises(UnknownShoeError):
        library.record_bet(session, 999, "banker", 2_00, 1_90)
    library.close_practice([session])
    [closed] = library.practice_sessions()
    assert closed.closed_at is not None and closed.bankroll_cents == 21_90
    library.close_practice([session])  # again: it keeps when it was closed
    assert library.practice_sessions()[0].closed_at == closed.closed_at
