"""Reading the shoe list a page at a time: pages after a shoe join up to the whole list in
its order (equal starts, other zones, shoes without a start last), the open shoes alone,
summaries by id, and each shoe's part of the change marker."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone

import pytest

from tests.store.shoes import dealt_shoe
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import Library, ShoeSummary

SEOUL = timezone(timedelta(hours=9))
NOON = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def stock(library: Library) -> None:
    """Shoes whose order needs every rule: equal starts (then by when they were stored),
    the same instant written in two zones, and shoes with no start at all."""
    starts: list[datetime | None] = [
        NOON,
        NOON,  # the same start as the one before: the later stored comes first
        NOON + timedelta(hours=1),
        (NOON + timedelta(minutes=30)).astimezone(SEOUL),  # 21:30 in Seoul
        None,
        NOON - timedelta(days=1),
        None,
        NOON.astimezone(SEOUL),  # noon UTC again, in Seoul's time
        NOON + timedelta(days=2),
        None,
    ]
    library.import_shoes(
        [
            replace(dealt_shoe(seed, 3), label=f"shoe {seed}", started=started)
            for seed, started in enumerate(starts, start=1)
        ]
    )


def pages(library: Library, size: int, *, newest_first: bool = True) -> list[list[ShoeSummary]]:
    found: list[list[ShoeSummary]] = []
    after = None
    while True:
        page = library.shoes(after=after, limit=size, newest_first=newest_first)
        found.append(page)
        if len(page) < size:
            return found
        after = page[-1]


@pytest.mark.parametrize("size", [1, 2, 3, 4, 7, 10, 50])
@pytest.mark.parametrize("newest_first", [True, False])
def test_pages_after_a_shoe_join_up_to_the_whole_list(
    library: Library, size: int, newest_first: bool
) -> None:
    stock(library)
    whole = library.shoes(newest_first=newest_first)
    assert len(whole) == 10
    joined = [shoe for page in pages(library, size, newest_first=newest_first) for shoe in page]
    assert joined == whole
    # Shoes without a start come last either way, by when they were stored.
    undated = [s.id for s in whole if s.started is None]
    assert [s.id for s in whole[-3:]] == undated
    assert undated == sorted(undated, reverse=newest_first)


def test_the_list_is_in_start_order_then_newest_stored_first(library: Library) -> None:
    stock(library)
    labels = [s.label for s in library.shoes()]
    # Noon UTC three times (twice in UTC, once in Seoul's time): the last stored first.
    assert labels == [
        "shoe 9",
        "shoe 3",
        "shoe 4",
        "shoe 8",
        "shoe 2",
        "shoe 1",
        "shoe 6",
        "shoe 10",
        "shoe 7",
        "shoe 5",
    ]


def test_a_page_after_a_shoe_changed_since_it_was_read_starts_where_it_was(
    library: Library,
) -> None:
    stock(library)
    live = library.start_shoe(table="Table 1", started=NOON + timedelta(minutes=10))
    place = [s.id for s in library.shoes()].index(live.id)
    first = library.shoes(limit=place + 1)
    assert first[-1].id == live.id
    # The last shoe of the page is logged into meanwhile: the next page starts after it.
    library.add_hand(live.id, HandRecord(0, winner=Winner.BANKER))
    library.update_shoe(live.id, started=NOON + timedelta(days=9))
    rest = library.shoes(after=first[-1])
    assert [s.id for s in first + rest if s.id != live.id] == [
        s.id for s in library.shoes() if s.id != live.id
    ]


def test_a_page_starts_after_a_shoe_or_at_an_offset_not_both(library: Library) -> None:
    stock(library)
    first = library.shoes(limit=2)
    assert library.shoes(offset=2, limit=2) == library.shoes(after=first[-1], limit=2)
    with pytest.raises(ValueError, match="not both"):
        library.shoes(after=first[-1], offset=1)


def test_the_shoes_still_open_for_logging(library: Library) -> None:
    stock(library)
    first = library.start_shoe(table="Table 1", started=NOON)
    second = library.start_shoe(table="Table 2", started=NOON + timedelta(minutes=5))
    closed = library.start_shoe(table="Table 3")
    library.close_shoe(closed.id)
    still = library.shoes(kind=ShoeKind.LIVE, closed=False, newest_first=False)
    assert [s.id for s in still] == [first.id, second.id]
    assert [s.id for s in library.shoes(kind=ShoeKind.LIVE, closed=True)] == [closed.id]
    assert len(library.shoes(closed=True)) == 11  # imported shoes are closed from the start


def test_summaries_of_some_shoes_by_id(library: Library) -> None:
    stock(library)
    whole = {s.id: s for s in library.shoes()}
    wanted = [*list(whole)[::3], 999_999]  # an id that is not there is left out
    assert sorted(library.shoes_of(wanted), key=lambda s: s.id) == [
        whole[i] for i in sorted(wanted) if i in whole
    ]
    assert library.shoes_of([]) == []


def test_many_ids_are_read_in_parts(library: Library) -> None:
    library.import_shoes(
        ShoeRecord(label=f"copy {n}", hands=[HandRecord(1, winner=Winner.TIE)] * (n % 5 + 1))
        for n in range(1_200)
    )
    ids = [s.id for s in library.shoes()]
    assert {s.id for s in library.shoes_of(ids)} == set(ids)


def test_each_shoes_mark_is_its_summarys(library: Library) -> None:
    stock(library)
    shoe = library.start_shoe(table="Table 1")
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER))
    marks = library.shoe_marks()
    assert marks == {s.id: s.mark for s in library.shoes()}
    library.close_shoe(shoe.id)
    assert library.shoe_marks()[shoe.id] == library.shoe(shoe.id).mark != marks[shoe.id]
