"""Reading the library: a shoe and its record from one snapshot, the shoe browser's filters
and sorting, the stored problems, the totals, and the marker that moves with every change."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.store.shoes import dealt_shoe, dealt_shoes, same_content
from tracker.engine.rules import Winner
from tracker.history import CheckStatus
from tracker.history.records import HandRecord, ShoeKind
from tracker.history.tally import Tally
from tracker.store import Library, ShoeFilter, UnknownShoeError


def test_a_shoe_reads_back_as_its_record(library: Library) -> None:
    shoe = dealt_shoe(1, 14)
    library.import_shoes([shoe])
    [stored] = library.shoes()
    summary, record = library.shoe_with_record(stored.id)
    assert summary == library.shoe(stored.id) and same_content(record, shoe)
    assert library.load_shoe(stored.id) == record
    assert [h.record for h in library.hands(stored.id)] == list(record.hands)
    with pytest.raises(UnknownShoeError):
        library.shoe_with_record(stored.id + 1)


def test_the_browser_filters_and_sorts(library: Library) -> None:
    shoes = dealt_shoes(3, 10)
    shoes[1] = replace(shoes[1], casino="Crown Melbourne")
    outcome_only = dealt_shoe(7, 5, cards=False, table="Salon")
    library.import_shoes([*shoes, outcome_only])
    library.start_shoe(table="Salon")
    assert library.browse_count() == 5
    crown = library.browse(ShoeFilter(casino="crown"))
    assert [s.casino for s in crown] == ["Crown Melbourne"]
    assert library.browse_count(ShoeFilter(kind=ShoeKind.LIVE)) == 1
    by_status = library.browse(ShoeFilter(status=CheckStatus.OUTCOME))
    assert [s.label for s in by_status] == [outcome_only.label]
    longest = library.browse(sort="hands", descending=True, limit=2)
    assert [s.tally.hands for s in longest] == [10, 10]
    assert library.browse(sort="hands", descending=False)[0].tally.hands == 0


def test_the_problems_stored_are_read_back_in_hand_order(library: Library) -> None:
    shoe = dealt_shoe(4, 12)
    hands = list(shoe.hands)
    hands[5] = hands[5]._replace(number=50)
    library.import_shoes([replace(shoe, hands=tuple(hands)), dealt_shoe(5, 12)])
    [entry] = library.problems()
    assert entry.shoe.status is CheckStatus.PROBLEMS and entry.shoe.problems >= 1
    assert entry.problems[0].position == 5
    assert library.problems([entry.shoe.id + 1]) == []


def test_the_totals_add_up_the_shoes(library: Library) -> None:
    shoes = dealt_shoes(4, 25)
    library.import_shoes(shoes)
    counts = library.counts()
    assert (counts.shoes, counts.tally.hands) == (4, 100)
    assert counts.tally.banker + counts.tally.player + counts.tally.tie == 100
    summaries = library.shoes()
    assert counts.tally == sum((s.tally for s in summaries), Tally())
    assert len(library.outcomes()) == 4


def test_the_change_marker_moves_with_a_hand_and_rests_without_one(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    marker = library.change_marker()
    assert library.change_marker() == marker
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.TIE))
    moved = library.change_marker()
    assert moved != marker and library.change_marker() == moved
    assert library.latest_shoe() == library.shoe(shoe.id)
    assert library.has_shoes() and library.shoe_count() == 1
