"""Splitting and merging stored shoes on SQLite and PostgreSQL: hands moved whole, numbers as
recorded, tallies and content hashes in step."""

from __future__ import annotations

from tests.store.shoes import dealt_shoe
from tracker.store import Library


def test_split_then_merge_gives_back_the_shoe(library: Library) -> None:
    shoe = dealt_shoe(7, 30)
    library.import_shoes([shoe])
    [whole] = library.shoes()
    new = library.split_shoe(whole.id, 12)
    first = library.shoe(whole.id)
    assert (first.tally.hands, new.tally.hands) == (12, 18)
    assert first.tally.banker + first.tally.player + first.tally.tie == 12
    assert [h.record.number for h in library.hands(new.id)][:2] == [13, 14]
    assert library.next_stored(whole.id) == library.shoe(new.id)
    merged = library.merge_shoes(whole.id, new.id)
    assert merged.tally.hands == 30 and library.shoe_count() == 1
    assert library.load_shoe(whole.id).hands == shoe.hands
    # The whole shoe is the same content again: importing it again stores nothing.
    assert library.import_shoes([shoe]).duplicates == 1
