"""Logging and correcting a shoe: each change writes the shoe's check as the domain makes it
from the shoe as changed, and a change that another writer overtook is planned again."""

from __future__ import annotations

import pytest

from tests.store.shoes import dealt_shoe
from tracker.engine.rules import RuleSet, Winner
from tracker.history import CheckStatus
from tracker.history.checked import check_shoe
from tracker.history.records import HandRecord
from tracker.store import Library, ShoeChangedError, ShoeClosedError, open_library
from tracker.store.live import Seen, append, appended, change

B = HandRecord(0, winner=Winner.BANKER)
P = HandRecord(0, winner=Winner.PLAYER)


def stored_check(library: Library, shoe_id: int) -> tuple[object, ...]:
    shoe = library.shoe(shoe_id)
    t = shoe.tally
    return (t.hands, t.banker, t.player, t.tie, shoe.status, shoe.problems)


def domain_check(library: Library, shoe_id: int) -> tuple[object, ...]:
    checked = check_shoe(library.load_shoe(shoe_id))
    t = checked.tally
    return (t.hands, t.banker, t.player, t.tie, checked.status, checked.problem_count)


def test_a_new_shoe_is_stored_checked_and_empty(library: Library) -> None:
    shoe = library.start_shoe(table="T1", decks=6, rules=RuleSet(decks=6))
    assert (shoe.tally.hands, shoe.status, shoe.problems, shoe.closed) == (
        0,
        CheckStatus.SOUND,
        0,
        False,
    )
    assert stored_check(library, shoe.id) == domain_check(library, shoe.id)


def test_every_change_stores_the_check_of_the_shoe_it_leaves(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    dealt = dealt_shoe(3, 8).hands
    ids = [library.add_hand(shoe.id, hand).id for hand in dealt[:6]]
    changes = [
        lambda: library.undo_last(shoe.id),
        lambda: library.edit_hand(ids[1], dealt[7]._replace(player=None, banker=None)),
        lambda: library.delete_hand(ids[0]),
        lambda: library.insert_hand(shoe.id, 2, B),
        lambda: library.update_shoe(shoe.id, decks=1),  # too few cards now: problems
    ]
    revision = library.shoe(shoe.id).revision
    for made in changes:
        made()
        assert stored_check(library, shoe.id) == domain_check(library, shoe.id)
        assert library.shoe(shoe.id).revision == revision + 1
        revision += 1
    assert library.shoe(shoe.id).status is CheckStatus.PROBLEMS


def test_a_change_overtaken_by_another_writer_is_planned_again(library_url: str) -> None:
    library, other = open_library(library_url), open_library(library_url)
    try:
        shoe = library.start_shoe(table="T1")
        library.add_hand(shoe.id, B)
        planned: list[int] = []

        def plan(_conn: object, seen: Seen) -> object:
            planned.append(len(seen.record.hands))
            if len(planned) == 1:
                other.add_hand(shoe.id, P)  # between this read and the write
            return appended(seen.record, seen.problems, B)

        logged, after = change(library, shoe.id, plan, append)  # type: ignore[arg-type]
        assert planned == [1, 2]  # the second plan saw the other writer's hand
        assert logged.position == 2 and logged.record.number == 3
        assert [h.record.winner for h in library.hands(shoe.id)] == [
            Winner.BANKER,
            Winner.PLAYER,
            Winner.BANKER,
        ]
        assert after == library.shoe(shoe.id) and after.tally.hands == 3 and after.tally.player == 1
    finally:
        library.close()
        other.close()


def test_closing_reopening_and_deleting_a_shoe(library: Library) -> None:
    shoe = library.start_shoe(table="T1")
    library.add_hand(shoe.id, B)
    closed = library.close_shoe(shoe.id)
    assert closed.closed and library.close_shoe(shoe.id) == closed  # closing twice: no change
    with pytest.raises(ShoeClosedError, match="closed"):
        library.add_hand(shoe.id, P)
    reopened = library.reopen_shoe(shoe.id)
    assert not reopened.closed and reopened.revision == closed.revision + 1
    assert library.add_hand(shoe.id, P).record.number == 2
    library.delete_shoe(shoe.id)
    assert library.shoe_count() == 0


def test_a_live_shoe_is_numbered_among_the_shoes_logged_at_its_table(library: Library) -> None:
    imported = [dealt_shoe(seed, 3, table="Table 7") for seed in range(40)]
    library.import_shoes([*imported, dealt_shoe(99, 3, table="Table 8")])
    at_7 = {"casino": "Casino =cmd", "table": "Table 7"}
    first, second = library.start_shoe(**at_7), library.start_shoe(**at_7)
    elsewhere = library.start_shoe(casino="Casino =cmd", table="Table 8")
    nowhere = [library.start_shoe(), library.start_shoe(table="")]
    assert [s.label for s in (first, second, elsewhere, *nowhere)] == ["1", "2", "1", "1", "2"]
    assert library.start_shoe(table="Table 7").label == "1"  # at another casino

    assert library.start_shoe(label="Sat evening", **at_7).label == "Sat evening"
    assert library.start_shoe(**at_7).label == "4"  # the fourth shoe logged there
    library.delete_shoe(first.id)
    assert library.start_shoe(**at_7).label == "5"  # the fourth again, but "4" is taken


def test_a_change_asked_at_a_revision_is_refused_once_the_shoe_moved_on(
    library_url: str,
) -> None:
    # Two trackers on one library: A logs a hand, B logs one; A's undo of its own hand,
    # asked of the shoe as A left it, is refused and B's hand stays.
    with open_library(library_url) as mine, open_library(library_url) as theirs:
        shoe = mine.start_shoe(table="T1")
        _, left = mine.append_hand(shoe.id, B)
        theirs.add_hand(shoe.id, P)
        moved_on = mine.shoe(shoe.id).revision
        assert moved_on == left.revision + 1
        refusals = [
            lambda: mine.undo_last(shoe.id, revision=left.revision),
            lambda: mine.append_hand(shoe.id, B, revision=left.revision),
            lambda: mine.edit_hand(mine.hands(shoe.id)[0].id, P, revision=left.revision),
            lambda: mine.delete_hand(mine.hands(shoe.id)[0].id, revision=left.revision),
            lambda: mine.insert_hand(shoe.id, 0, P, revision=left.revision),
            lambda: mine.update_shoe(shoe.id, notes="mine", revision=left.revision),
            lambda: mine.close_shoe(shoe.id, revision=left.revision),
            lambda: mine.reopen_shoe(shoe.id, revision=left.revision),
        ]
        for refused in refusals:
            with pytest.raises(ShoeChangedError, match=f"revision {moved_on}, not"):
                refused()
        assert [h.record.winner for h in theirs.hands(shoe.id)] == [Winner.BANKER, Winner.PLAYER]
        now = theirs.shoe(shoe.id)
        assert (now.revision, now.notes, now.closed) == (moved_on, "", False)
        # At the revision it stands at, the change is made: the shoe's last hand goes.
        removed = mine.undo_last(shoe.id, revision=moved_on)
        assert removed is not None and removed.winner is Winner.PLAYER
        assert [h.record.winner for h in theirs.hands(shoe.id)] == [Winner.BANKER]
