"""Whatever a shoe record holds comes back from the library as it went in."""

from __future__ import annotations

import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.store.shoes import same_content
from tracker.engine.cards import Card
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import open_library
from tracker.store.convert import content_hash, join_started, split_started

cards = st.builds(
    Card,
    rank=st.one_of(st.none(), st.integers(0, 12)),
    suit=st.none(),
) | st.builds(Card, rank=st.integers(0, 12), suit=st.integers(0, 3))
side = st.one_of(st.none(), st.lists(cards, min_size=2, max_size=3).map(tuple))
flag = st.one_of(st.none(), st.booleans())
total = st.one_of(st.none(), st.integers(0, 9))
hands = st.builds(
    HandRecord,
    number=st.integers(1, 90),
    player=side,
    banker=side,
    winner=st.one_of(st.none(), st.sampled_from(Winner)),
    player_total=total,
    banker_total=total,
    player_pair=flag,
    banker_pair=flag,
    natural=flag,
    extra=st.dictionaries(st.text(min_size=1, max_size=5), st.text(max_size=5), max_size=2),
)
zones = st.one_of(
    st.none(), st.integers(-12 * 60, 14 * 60).map(lambda m: timezone(timedelta(minutes=m)))
)
starts = st.one_of(
    st.none(),
    st.builds(
        lambda when, zone: when.replace(tzinfo=zone),
        st.datetimes(datetime(1990, 1, 1), datetime(2090, 1, 1)),
        zones,
    ),
)
text = st.text(max_size=20)
shoes = st.builds(
    ShoeRecord,
    label=text,
    hands=st.lists(hands, max_size=8),
    casino=st.one_of(st.none(), text),
    table=st.one_of(st.none(), text),
    started=starts,
    decks=st.one_of(st.none(), st.integers(1, 8)),
    rules=st.one_of(st.none(), st.builds(RuleSet, decks=st.integers(1, 8))),
    burn=st.lists(cards, max_size=3).map(tuple),
    cut_card=st.one_of(st.none(), st.integers(0, 100)),
    notes=text,
    kind=st.sampled_from(ShoeKind),
)


@given(starts)
def test_a_start_time_keeps_its_instant_and_its_offset(started: datetime | None) -> None:
    back = join_started(*split_started(started))
    assert back == started
    if started is not None and back is not None:
        assert back.utcoffset() == started.utcoffset()


@settings(max_examples=25, deadline=None)
@given(st.lists(shoes, min_size=1, max_size=3))
def test_shoes_come_back_as_they_went_in(records: list[ShoeRecord]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        library = open_library(str(Path(folder) / "library.sqlite"))
        try:
            result = library.import_shoes(records)
            distinct = {content_hash(r) for r in records}
            assert (result.shoes, result.duplicates) == (
                len(distinct),
                len(records) - len(distinct),
            )
            stored = list(library.iter_shoes())
            first_of: dict[str, ShoeRecord] = {}
            for record in records:
                first_of.setdefault(content_hash(record), record)
            assert all(same_content(a, b) for a, b in zip(stored, first_of.values(), strict=True))
            assert [r.extra for s in stored for r in s.hands] == [
                r.extra for s in first_of.values() for r in s.hands
            ]
        finally:
            library.close()
