"""Shoe records to table rows and back: what a shoe holds survives the trip, a start time
keeps its instant and its offset, and the content hash tells the same shoe from another."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from tests.store.shoes import dealt_shoe, same_content
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind
from tracker.history.tally import Tally
from tracker.store import open_library
from tracker.store.convert import (
    HAND_COLUMNS,
    content_hash,
    hand_from_row,
    hand_from_values,
    hand_row,
    hand_values,
    hands_from_values,
    join_started,
    live_digest,
    rules_from_text,
    rules_to_text,
    shoe_digest,
    shoe_from_row,
    shoe_row,
    split_started,
    tally,
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


def test_the_live_digest_is_the_content_hash() -> None:
    for shoe in (dealt_shoe(4, 30), dealt_shoe(5, 0), dealt_shoe(6, 8, cards=False)):
        values = [hand_values(hand) for hand in shoe.hands]
        for casino, table, started in (
            (shoe.casino, shoe.table, shoe.started),
            (None, "Salon Privé « 1 »", None),
            ("Casino", None, datetime(2026, 5, 1, 20, 30)),
            ("Casino", "T", datetime(2026, 5, 1, 20, 30, tzinfo=NEWFOUNDLAND)),
        ):
            digest = shoe_digest(casino, table, started, values)
            assert live_digest(casino, table, started, values) == digest
            assert live_digest(casino, table, started, values) == digest  # kept parts
        assert live_digest(shoe.casino, shoe.table, shoe.started, values) == content_hash(shoe)
    # A flag written as 1 is not the flag True (JSON 1, not true), kept parts or not.
    flag = (1, "B", None, None, True, False, None, None, None)
    one = (1, "B", None, None, 1, 0, None, None, None)
    assert live_digest(None, None, None, [flag]) == shoe_digest(None, None, None, [flag])
    assert live_digest(None, None, None, [one]) == shoe_digest(None, None, None, [one])
    assert live_digest(None, None, None, [one]) != live_digest(None, None, None, [flag])


def test_a_shoe_comes_back_from_its_row_as_it_went_in() -> None:
    shoe = replace(
        dealt_shoe(2, 8),
        source="evening.csv",
        line=41,
        extra={"dealer": "Ann"},
        started=datetime(2026, 5, 1, 20, 30, tzinfo=PARIS_SUMMER),
    )
    row = shoe_row(shoe, content=content_hash(shoe), created=utc_now())
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


def test_the_same_shoe_has_the_same_content_hash_whatever_its_label_notes_or_source() -> None:
    shoe = dealt_shoe(3, 20)
    relabelled = replace(
        shoe,
        label="another name",
        notes="other notes",
        source="elsewhere.json",
        line=99,
        rules=RuleSet(decks=6),
        kind=ShoeKind.LIVE,
    )
    assert content_hash(relabelled) == content_hash(shoe)
    # The same moment written in another zone is the same shoe.
    assert shoe.started is not None
    elsewhere = replace(shoe, started=shoe.started.astimezone(PARIS_SUMMER))
    assert content_hash(elsewhere) == content_hash(shoe)


def test_another_table_time_or_hand_is_another_shoe() -> None:
    shoe = dealt_shoe(3, 20)
    assert shoe.started is not None
    hands = list(shoe.hands)
    hands[7] = hands[7]._replace(player_pair=not hands[7].player_pair)
    others = [
        replace(shoe, table="T2"),
        replace(shoe, casino="another casino"),
        replace(shoe, started=shoe.started + timedelta(minutes=1)),
        # A local time is not the same as that time in UTC.
        replace(shoe, started=shoe.started.replace(tzinfo=None)),
        replace(shoe, started=None),
        replace(shoe, hands=tuple(hands)),
        replace(shoe, hands=shoe.hands[:-1]),
    ]
    hashes = {content_hash(other) for other in others}
    assert content_hash(shoe) not in hashes and len(hashes) == len(others)


def test_the_tally_columns_count_as_the_statistics_do() -> None:
    B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE
    hands = [
        HandRecord(1, winner=B, player_pair=True),
        HandRecord(2, winner=B),
        HandRecord(3, winner=T, banker_pair=True),
        HandRecord(4, winner=P),
        HandRecord(5),  # a hand recorded without its winner
        HandRecord(6, winner=B, player_pair=True),
        HandRecord(7, winner=P),
        HandRecord(8, winner=P),
    ]
    counted = tally([hand_values(h) for h in hands])
    # BB | P | B | PP: four runs, the tie and the hand without a winner left out.
    assert as_tally(counted) == Tally(
        hands=8, banker=3, player=3, tie=1, player_pair=2, banker_pair=1, runs=4
    )
    for shoe in (dealt_shoe(seed, 70) for seed in range(5)):
        assert as_tally(tally([hand_values(h) for h in shoe.hands])) == Tally.of_hands(shoe.hands)
    assert as_tally(tally([])) == Tally()


def as_tally(columns: dict[str, int]) -> Tally:
    """The tally that the ``n_*`` columns of a shoe row hold."""
    return Tally(**{name.removeprefix("n_"): value for name, value in columns.items()})
