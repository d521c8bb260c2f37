"""Values no library holds (a name past its column, a NUL character, a number past a small
integer, more cards than a side can have) are refused before anything is written, on
SQLite as on PostgreSQL, with a message naming the field and the limit; a copy from a
library written before the limits were checked stops before writing."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.storable import StorageLimitError
from tracker.store import Library, LibraryError, open_library
from tracker.store.transfer import copy_library, row_counts

GOOD = ShoeRecord(label="good", hands=(HandRecord(1, winner=Winner.BANKER),))

BAD = {
    "label": (dataclasses.replace(GOOD, label="L" * 201), "label has 201 characters"),
    "table": (dataclasses.replace(GOOD, table="T" * 201), "table name has 201"),
    "notes": (dataclasses.replace(GOOD, notes="a\x00b"), "notes have a NUL"),
    "cut card": (dataclasses.replace(GOOD, cut_card=40_000), "cut card must be 0 to 32,767"),
    "burn": (dataclasses.replace(GOOD, burn=tuple(parse_cards("9H")) * 70), "67"),
    "cards": (
        dataclasses.replace(
            GOOD,
            hands=(HandRecord(1, player=tuple(parse_cards("9H")) * 14, banker=()),),
        ),
        "the player 14 cards, more than the 13",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_an_import_of_a_value_no_library_holds_stores_nothing(library: Library, case: str) -> None:
    shoe, said = BAD[case]
    with pytest.raises(StorageLimitError, match=said):
        library.import_shoes([GOOD, shoe])
    assert library.shoe_count() == 0


def test_a_new_shoe_or_a_change_past_a_limit_is_refused(library: Library) -> None:
    with pytest.raises(StorageLimitError, match="table name has 250 characters"):
        library.start_shoe(table="T" * 250)
    assert library.shoe_count() == 0
    shoe = library.start_shoe(table="Baccarat 1")
    with pytest.raises(StorageLimitError, match="notes have a NUL"):
        library.update_shoe(shoe.id, notes="x\x00")
    with pytest.raises(StorageLimitError, match="13"):
        library.add_hand(shoe.id, HandRecord(1, player=tuple(parse_cards("9H")) * 20, banker=()))
    assert library.shoe(shoe.id).table == "Baccarat 1"
    assert library.shoe(shoe.id).tally.hands == 0


def test_a_copy_of_a_row_past_a_limit_stops_before_writing(
    tmp_path: Path, postgres_url: str
) -> None:
    path = tmp_path / "old.sqlite"
    with open_library(str(path)) as source:
        other = (HandRecord(1, winner=Winner.PLAYER),)
        source.import_shoes([GOOD, dataclasses.replace(GOOD, label="other", hands=other)])
    with sqlite3.connect(path) as db:  # as a library written before the limits
        db.execute("UPDATE shoes SET label = ? WHERE label = 'other'", ("L" * 300,))
    db.close()
    with open_library(str(path)) as source, open_library(postgres_url) as target:
        with pytest.raises(LibraryError, match="label: it has 300 characters, more than the 200"):
            copy_library(source, target)
        assert sum(row_counts(target).values()) == 0
