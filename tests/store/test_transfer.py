"""Copying a library into an empty one row for row, and telling two libraries apart shoe for
shoe, between SQLite files here (between servers in tests/services/test_copying.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind
from tracker.store import ImportCancelled, LibraryError, open_library
from tracker.store.transfer import copy_library, differences, row_counts


def test_a_copy_keeps_every_row_and_the_two_agree(tmp_path: Path) -> None:
    with open_library(str(tmp_path / "a.sqlite")) as source:
        source.import_shoes(dealt_shoes(3, 12))
        practice = source.start_shoe(kind=ShoeKind.PRACTICE, table="P")
        hand = source.add_hand(practice.id, HandRecord(0, winner=Winner.BANKER))
        session = source.start_practice(practice.id, RuleSet(), 10_00)
        source.record_bet(session, hand.id, "banker", 1_00, 95)
        with open_library(str(tmp_path / "b.sqlite")) as target:
            copied = copy_library(source, target)
            assert row_counts(target) == row_counts(source) == copied.rows
            assert copied["hands"] == 37 and copied["practice_bets"] == 1
            assert differences(source, target) == []
            # A change on one side is found, by the shoe it touches.
            target.add_hand(practice.id, HandRecord(0, winner=Winner.TIE))
            [found] = differences(source, target)
            assert (found.table, found.ids) == ("shoes", (practice.id,))
            # New rows in the target take ids after the copied ones.
            assert target.start_shoe().id == practice.id + 1


def test_a_copy_goes_into_an_empty_library_only_and_can_be_cancelled(tmp_path: Path) -> None:
    with open_library(str(tmp_path / "a.sqlite")) as source:
        source.import_shoes(dealt_shoes(2, 10))
        with open_library(str(tmp_path / "b.sqlite")) as target:
            with pytest.raises(ImportCancelled):
                copy_library(source, target, progress=lambda done, total: done < total)
            assert target.shoe_count() == 0
            target.start_shoe()
            with pytest.raises(LibraryError, match="not empty"):
                copy_library(source, target)
