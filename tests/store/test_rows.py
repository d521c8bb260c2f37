"""What the parts of the library share: a shoe's summary from its row (as read, and as a
write left it), the row locks writers take, and the lookups that refuse an unknown id."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import select

from tracker.engine.rules import Winner
from tracker.history import CheckStatus
from tracker.history.records import HandRecord, ShoeKind
from tracker.store import Library, UnknownShoeError
from tracker.store.models import shoes_table
from tracker.store.rows import (
    MARK_COLUMNS,
    SUMMARY_COLUMNS,
    hand_records,
    hand_row,
    hand_rows,
    shoe_row,
    summary,
    summary_after,
    summary_of,
)

KOREA = timezone(timedelta(hours=9))


def test_a_summary_is_the_same_from_the_whole_row_or_its_columns(library: Library) -> None:
    started = datetime(2026, 12, 1, 21, 30, tzinfo=KOREA)
    shoe = library.start_shoe(casino="Walkerhill", table="Salon", started=started, decks=6)
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER, banker_pair=True))
    with library._read() as conn:
        whole = summary(shoe_row(conn, shoe.id, library.where))
        listed = summary_of(conn.execute(select(*SUMMARY_COLUMNS)).one())
    assert whole == listed
    assert (whole.casino, whole.table, whole.decks, whole.kind) == (
        "Walkerhill",
        "Salon",
        6,
        ShoeKind.LIVE,
    )
    assert whole.started == started and whole.started.utcoffset() == timedelta(hours=9)
    assert (whole.tally.hands, whole.tally.banker, whole.tally.banker_pair) == (1, 1, 1)
    assert whole.status is CheckStatus.OUTCOME and not whole.closed


def test_a_summary_after_a_write_is_the_row_with_what_was_written(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    with library._read() as conn:
        row = shoe_row(conn, shoe.id, library.where)
    after = summary_after(row, {"n_hands": 3, "n_player": 2, "revision": row.revision + 1})
    assert (after.tally.hands, after.tally.player, after.revision) == (3, 2, row.revision + 1)
    assert after.label == shoe.label and after.tally.banker == 0


def test_a_shoes_mark_is_read_as_its_summary_holds_it(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER, player_pair=True))
    closed = library.close_shoe(shoe.id)
    with library._read() as conn:
        shoe_id, revision, *_counts, is_closed = conn.execute(select(*MARK_COLUMNS)).one()
    assert shoe_id == shoe.id and revision == closed.revision and bool(is_closed)
    assert library.shoe_marks() == {shoe.id: closed.mark}
    assert closed.mark[1].player == closed.mark[1].player_pair == 1


def test_a_shoes_hands_are_read_in_their_order(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    for winner in (Winner.BANKER, Winner.PLAYER, Winner.TIE):
        library.add_hand(shoe.id, HandRecord(0, winner=winner))
    library.insert_hand(shoe.id, 0, HandRecord(0, winner=Winner.PLAYER))
    with library._read() as conn:
        records = hand_records(conn, shoe.id)
        rows = hand_rows(conn, shoe.id)
    assert [h.winner for h in records] == [Winner.PLAYER, Winner.BANKER, Winner.PLAYER, Winner.TIE]
    assert [h.number for h in records] == [1, 2, 3, 4]
    assert [row[-1] for row in rows] == [0, 1, 2, 3]  # their places


def test_an_unknown_shoe_or_hand_is_refused_by_its_id(library: Library) -> None:
    with library._read() as conn:
        with pytest.raises(UnknownShoeError, match="no shoe 404"):
            shoe_row(conn, 404, library.where)
        with pytest.raises(UnknownShoeError, match="no hand 405"):
            hand_row(conn, 405, library.where)
        assert conn.scalar(select(shoes_table.c.id)) is None
