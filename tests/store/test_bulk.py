"""Storing many shoes at once: each stored with its check as the domain makes it, shoes
already there counted as duplicates, shoes with problems kept or left out, all or nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sqlalchemy import select

from tests.store.shoes import dealt_shoe, dealt_shoes
from tracker.history.checked import check_shoe
from tracker.history.records import ShoeChunk, ShoeRecord
from tracker.store import ImportCancelled, Library
from tracker.store.checks import check_columns
from tracker.store.models import shoes_table


def with_a_problem(shoe: ShoeRecord) -> ShoeRecord:
    hands = list(shoe.hands)
    hands[3] = hands[3]._replace(number=30)  # numbered out of turn
    return replace(shoe, hands=tuple(hands), label=shoe.label + " (misnumbered)")


def stored_columns(library: Library, shoe_id: int) -> dict[str, object]:
    names = [*check_columns(check_shoe(ShoeRecord(label=""))), "content_hash"]
    with library._read() as conn:
        row = conn.execute(
            select(*(shoes_table.c[n] for n in names)).where(shoes_table.c.id == shoe_id)
        ).one()
    return dict(zip(names, row, strict=True))


def test_each_shoe_is_stored_with_the_domains_check(library: Library) -> None:
    shoes = [*dealt_shoes(2, 15), with_a_problem(dealt_shoe(9, 15))]
    result = library.import_shoes(shoes, source="evening.json")
    assert (result.shoes, result.hands, result.problem_shoes) == (3, 45, 1)
    stored = {s.label: s for s in library.shoes()}
    for shoe in shoes:
        checked = check_shoe(shoe)
        expected = {**check_columns(checked), "content_hash": checked.content_hash}
        assert stored_columns(library, stored[shoe.label].id) == expected
    assert result.problem_ids == (stored[shoes[2].label].id,)
    assert {s.source for s in stored.values()} == {"evening.json"}


def test_a_shoe_already_stored_or_read_twice_is_a_duplicate(library: Library) -> None:
    shoes = dealt_shoes(3, 10)
    library.import_shoes(shoes[:1])
    again = library.import_shoes([shoes[0], shoes[1], replace(shoes[1], label="copy"), shoes[2]])
    assert (again.shoes, again.duplicates) == (2, 2)
    assert set(again.duplicate_labels) == {shoes[0].label, "copy"}
    assert library.shoe_count() == 3


def test_shoes_with_problems_can_be_left_out(library: Library) -> None:
    shoes = [dealt_shoe(1, 12), with_a_problem(dealt_shoe(2, 12))]
    result = library.import_shoes(shoes, skip_problems=True)
    assert (result.shoes, result.skipped, result.skipped_labels) == (1, 1, (shoes[1].label,))


def test_a_shoe_stored_in_chunks_is_stored_as_a_whole_one_is(library: Library) -> None:
    whole = with_a_problem(dealt_shoe(5, 30))
    chunks = [
        ShoeChunk(replace(whole, hands=whole.hands[first : first + 8]), first, first + 8 >= 30)
        for first in range(0, 30, 8)
    ]
    result = library.import_shoes(chunks)
    assert (result.shoes, result.hands, result.problem_shoes) == (1, 30, 1)
    [stored] = library.shoes()
    checked = check_shoe(whole)
    assert stored_columns(library, stored.id) == {
        **check_columns(checked),
        "content_hash": checked.content_hash,
    }
    assert library.import_shoes([whole]).duplicates == 1  # the same shoe, read whole


def test_a_cancelled_import_stores_nothing(library: Library) -> None:
    with pytest.raises(ImportCancelled):
        library.import_shoes(dealt_shoes(4, 10), progress=lambda done, _total: done < 3)
    assert library.shoe_count() == 0
