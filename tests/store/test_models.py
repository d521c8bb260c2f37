"""The tables the library keeps, as the store relies on them: one content hash a shoe, one
hand a place, and a shoe's hands, sessions and bets gone with it."""

from __future__ import annotations

import pytest
from sqlalchemy import func, insert, select
from sqlalchemy.exc import IntegrityError

from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind
from tracker.store import Library
from tracker.store.convert import utc_now
from tracker.store.models import (
    Base,
    hands_table,
    practice_bets_table,
    practice_sessions_table,
    shoes_table,
)


def count(library: Library, table: object) -> int:
    with library._read() as conn:
        return int(conn.scalar(select(func.count()).select_from(table)) or 0)  # type: ignore[arg-type]


def test_the_schema_has_the_four_tables_of_a_library() -> None:
    assert set(Base.metadata.tables) == {"shoes", "hands", "practice_sessions", "practice_bets"}


def test_two_shoes_cannot_share_a_content_hash(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
    with library._read() as conn:
        taken = conn.scalar(select(shoes_table.c.content_hash).where(shoes_table.c.id == shoe.id))
    assert taken is not None
    row = {"kind": "live", "label": "copy", "burn": "", "notes": "", "content_hash": taken}
    with pytest.raises(IntegrityError), library.engine.begin() as conn:
        conn.execute(insert(shoes_table).values(created_at=utc_now(), **row))


def test_two_hands_cannot_take_the_same_place_in_a_shoe(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    first = library.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
    with pytest.raises(IntegrityError), library.engine.begin() as conn:
        conn.execute(insert(hands_table).values(shoe_id=shoe.id, position=first.position, number=2))


def test_a_shoe_deleted_takes_its_hands_sessions_and_bets_with_it(library: Library) -> None:
    shoe = library.start_shoe(kind=ShoeKind.PRACTICE, table="Practice")
    hand = library.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER))
    session = library.start_practice(shoe.id, RuleSet(), 100_00)
    library.record_bet(session, hand.id, "player", 10_00, 10_00)
    counted = [hands_table, practice_sessions_table, practice_bets_table]
    assert [count(library, t) for t in counted] == [1, 1, 1]
    library.delete_shoe(shoe.id)
    assert [count(library, t) for t in (shoes_table, *counted)] == [0, 0, 0, 0]
