"""Whatever a shoe record holds comes back from the library as it went in."""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.store.shoes import same_content
from tests.store.strategies import shoes, starts
from tracker.history.checked import content_hash
from tracker.history.records import ShoeRecord
from tracker.store import open_library
from tracker.store.convert import join_started, split_started


@given(starts)
def test_a_start_time_keeps_its_instant_and_its_offset(started: datetime | None) -> None:
    back = join_started(*split_started(started))
    assert back == started
    if started is not None and back is not None:
        assert back.utcoffset() == started.utcoffset()


@pytest.mark.slow
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
