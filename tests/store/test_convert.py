"""Shoe records to table rows and back: what a shoe holds survives the trip, a start time
keeps its instant and its offset."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from tests.store.shoes import dealt_shoe, same_content
from tracker.engine.rules import RuleSet
from tracker.store import open_library
from tracker.store.convert import (
    HAND_COLUMNS,
    hand_from_row,
    hand_from_values,
    hand_row,
    hands_from_values,
    join_started,
    rules_from_text,
    rules_to_text,
    shoe_from_row,
    shoe_row,
    split_started,
    utc_now,
)

PARIS_SUMMER = timezone(timedelta(hours=2))
NEWFOUNDLAND = timezone(timedelta(hours=-3, minutes=-30))


def test_a_hand_comes_back_from_its_row_as_it_went_in() -> None:
    shoe = dealt_shoe(1, 12)
    with_extra = shoe.hands[3]._replace(extra={"dealer": "Ann", "table id": "7"})
    without_cards = shoe.hands[4]._replace(player=None, banker=None, natural=None)
    for hand in (*shoe.hands, with_extra, without_cards):
        row = hand_row(hand, shoe_id=1, position=0)
        assert hand_from_row(row) == hand


def test_a_hand_read_back_by_its_columns_is_the_hand_of_its_row() -> None:
    """The live path's reading (a row of HAND_COLUMNS, shared records) and the readers'
    (a row's mapping) make the same hand, an int where a flag should be kept apart."""
    shoe = dealt_shoe(1, 12)
    with_extra = shoe.hands[3]._replace(extra={"dealer": "Ann"})
    without_cards = shoe.hands[4]._replace(player=None, banker=None, natural=None)
    as_int = shoe.hands[5]._replace(player_pair=0)
    for _ in range(2):  # the second time from the records kept
        for hand in (*shoe.hands, with_extra, without_cards, as_int):
            row = hand_row(hand, shoe_id=1, position=0)
            read = hand_from_values([row[name] for name in HAND_COLUMNS], shoe_id=1)
            assert read == hand_from_row(row) == hand
            assert type(read.player_pair) is type(hand.player_pair)


def test_a_shoes_hands_with_the_same_extra_columns_each_have_their_own() -> None:
    # The text of the extra columns is read once a shoe; each hand still has its own copy.
    shoe = dealt_shoe(1, 12)
    extra = {"table_id": "oytmvb9m1zysmc44"}
    hands = [hand._replace(extra=dict(extra)) for hand in shoe.hands[:4]]
    hands.append(shoe.hands[4])
    rows = [hand_row(hand, shoe_id=1, position=at) for at, hand in enumerate(hands)]
    read = hands_from_values([[row[name] for name in HAND_COLUMNS] for row in rows], shoe_id=1)
    assert read == [hand_from_row(row) for row in rows] == hands
    assert read[0].extra == extra and read[0].extra is not read[1].extra
    assert read[4].extra == {}


def test_a_shoe_comes_back_from_its_row_as_it_went_in() -> None:
    shoe = replace(
        dealt_shoe(2, 8),
        source="evening.csv",
        line=41,
        extra={"dealer": "Ann"},
        started=datetime(2026, 5, 1, 20, 30, tzinfo=PARIS_SUMMER),
    )
    row = shoe_row(shoe, content="a hash", created=utc_now())
    back = shoe_from_row(row, [hand_from_row(hand_row(h, 1, i)) for i, h in enumerate(shoe.hands)])
    assert same_content(back, shoe)
    assert (back.source, back.line, back.extra) == ("evening.csv", 41, {"dealer": "Ann"})
    # A shoe without rules, start, burn or decks comes back without them too.
    bare = replace(shoe, rules=None, started=None, burn=(), decks=None, notes="")
    bare_row = shoe_row(bare, content=None, created=utc_now())
    assert same_content(shoe_from_row(bare_row, list(bare.hands)), bare)


def test_a_start_with_an_offset_is_stored_as_utc_beside_its_offset() -> None:
    evening = datetime(2026, 5, 1, 20, 30, tzinfo=PARIS_SUMMER)
    assert split_started(evening) == (datetime(2026, 5, 1, 18, 30), 120)
    night = datetime(2026, 1, 5, 23, 15, tzinfo=NEWFOUNDLAND)
    assert split_started(night) == (datetime(2026, 1, 6, 2, 45), -210)
    for started in (evening, night, datetime(2026, 5, 1, 18, 30, tzinfo=UTC)):
        back = join_started(*split_started(started))
        assert back == started and back is not None
        assert back.utcoffset() == started.utcoffset()
    # A local time without an offset stays as the source gave it; no start stays none.
    local = datetime(2026, 5, 1, 20, 30)
    assert split_started(local) == (local, None)
    assert join_started(*split_started(local)) == local
    assert split_started(None) == (None, None)
    assert join_started(None, None) is None


def test_shoes_started_in_other_zones_are_listed_in_the_order_they_were_dealt(
    tmp_path: Path,
) -> None:
    # 20:30 in Paris is 18:30 UTC: before a shoe started at 19:00 UTC.
    later = replace(
        dealt_shoe(1, 5), label="London 19:00", started=datetime(2026, 5, 1, 19, 0, tzinfo=UTC)
    )
    earlier = replace(
        dealt_shoe(2, 5),
        label="Paris 20:30",
        started=datetime(2026, 5, 1, 20, 30, tzinfo=PARIS_SUMMER),
    )
    with open_library(str(tmp_path / "library.sqlite")) as library:
        library.import_shoes([later, earlier])
        listed = library.shoes(newest_first=False)
    assert [s.label for s in listed] == ["Paris 20:30", "London 19:00"]
    assert listed[0].started == earlier.started and listed[0].started is not None
    assert listed[0].started.utcoffset() == timedelta(hours=2)


def test_rules_survive_their_text_and_unknown_fields_are_ignored() -> None:
    rules = RuleSet(decks=6, commission=4, tie_pays=9, no_commission=True, cut_card=20)
    assert rules_from_text(rules_to_text(rules)) == rules
    assert rules_to_text(None) is None and rules_from_text(None) is None
    assert rules_from_text("") is None
    # Equal rules are equal text, whatever order they were given in.
    assert rules_to_text(RuleSet(tie_pays=9, decks=6)) == rules_to_text(
        RuleSet(decks=6, tie_pays=9)
    )
    # A library written by a newer tracker may know rules this one does not.
    assert rules_from_text('{"decks": 6, "squeeze": true}') == RuleSet(decks=6)
