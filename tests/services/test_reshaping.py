"""Splitting a shoe that runs two together and merging shoes a file split, with undo and
redo, the hands kept as recorded and the verdicts in step."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.store.shoes import dealt_shoe
from tracker.engine.rules import RuleSet
from tracker.history import CheckStatus
from tracker.services.importing import import_file
from tracker.services.reshaping import MergeShoes, SplitShoe, restart_positions
from tracker.store import Library, open_library
from tracker.store.reshape import ReshapeError

MISTAKES = REPO / "sample_shoes" / "hand-typed-with-mistakes.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


def numbers(library: Library, shoe_id: int) -> list[int]:
    return [h.record.number for h in library.hands(shoe_id)]


def test_a_split_where_the_numbers_start_again_clears_that_problem(library: Library) -> None:
    import_file(library, MISTAKES)
    first = next(s for s in library.shoes() if s.label == "Sat evening 1")
    shoe = library.load_shoe(first.id)
    [at] = restart_positions(shoe)
    before = numbers(library, first.id)
    split = SplitShoe(library, first.id, at)
    new = split.redo()
    assert (library.shoe(first.id).tally.hands, new.tally.hands) == (30, 20)
    assert new.label == "Sat evening 1 (2)" and new.table == first.table
    assert numbers(library, new.id)[:3] == [1, 2, 3]
    messages = [k.problem.message for e in library.problems() for k in e.problems]
    assert not any("start again" in m for m in messages)
    assert library.shoe(first.id).problems == 2 and new.status is CheckStatus.SOUND
    split.undo()
    assert library.shoe_count() == 2 and numbers(library, first.id) == before
    assert library.shoe(first.id).problems == 3
    again = split.redo()
    assert again.label == "Sat evening 1 (2)" and library.shoe(again.id).tally.hands == 20


def test_a_merge_joins_two_parts_and_its_undo_gives_the_second_back(library: Library) -> None:
    shoe = dealt_shoe(3, 40)
    first = library.import_shoes([shoe]).shoes
    assert first == 1
    [whole] = library.shoes()
    new = library.split_shoe(whole.id, 25)
    library.update_shoe(new.id, label="second part", notes="typed later")
    merge = MergeShoes(library, whole.id, new.id)
    merged = merge.redo()
    assert merged.tally.hands == 40 and library.shoe_count() == 1
    assert library.load_shoe(whole.id).hands == shoe.hands
    back = merge.undo()
    assert (back.label, back.notes, back.tally.hands) == ("second part", "typed later", 15)
    assert library.shoe(whole.id).tally.hands == 25
    assert merge.redo().tally.hands == 40 and library.shoe_count() == 1


def test_splits_that_leave_no_hands_and_self_merges_are_refused(library: Library) -> None:
    library.import_shoes([dealt_shoe(4, 10)])
    [shoe] = library.shoes()
    for position in (0, 10):
        with pytest.raises(ReshapeError, match="hands on both sides"):
            library.split_shoe(shoe.id, position)
    with pytest.raises(ReshapeError, match="itself"):
        library.merge_shoes(shoe.id, shoe.id)
    assert library.shoe(shoe.id).tally.hands == 10


def test_practice_sessions_follow_the_merged_hands(library: Library) -> None:
    library.import_shoes([dealt_shoe(5, 20)])
    [shoe] = library.shoes()
    new = library.split_shoe(shoe.id, 10)
    library.start_practice(new.id, RuleSet(), 100)
    library.merge_shoes(shoe.id, new.id)
    from sqlalchemy import select

    from tracker.store.models import practice_sessions_table

    with library._read() as conn:
        owners = list(conn.scalars(select(practice_sessions_table.c.shoe_id)))
    assert owners == [shoe.id]
