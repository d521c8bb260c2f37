"""Every write of the library meets a conflict on PostgreSQL (a serialization failure, a
deadlock) and runs again: stored once when a later attempt gets through, reported as a
conflict with nothing stored when none does.

The server itself raises the conflicts, from a trigger on every table a write changes,
as many times as a test asks: a sequence counts them, and a sequence is not rolled back
with the transaction that failed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.store.shoes import dealt_shoe, dealt_shoes
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.services.importing import import_file
from tracker.shoefile import write_json
from tracker.store import Library, open_library
from tracker.store.errors import LibraryConflictError, OnceOnly
from tracker.store.library import ATTEMPTS
from tracker.store.models import hands_table, practice_bets_table, shoes_table
from tracker.store.practice import NewSession, PracticeRound, RoundBet

B = HandRecord(0, winner=Winner.BANKER)
P = HandRecord(0, winner=Winner.PLAYER)
T = HandRecord(0, winner=Winner.TIE)
_TABLES = ("shoes", "hands", "practice_sessions", "practice_bets")


class Conflicts:
    """Makes the server fail the next writes of a library with a conflict."""

    def __init__(self, library: Library) -> None:
        self.library = library
        with library.engine.begin() as conn:
            conn.exec_driver_sql("CREATE SEQUENCE provoked")
            self._function(conn, 0, "serialization_failure")
            for table in _TABLES:
                conn.exec_driver_sql(
                    f"CREATE TRIGGER provoke AFTER INSERT OR UPDATE OR DELETE ON {table} "
                    "FOR EACH STATEMENT EXECUTE FUNCTION provoke()"
                )

    @staticmethod
    def _function(conn: object, times: int, condition: str) -> None:
        conn.exec_driver_sql(  # type: ignore[attr-defined]
            "CREATE OR REPLACE FUNCTION provoke() RETURNS trigger AS $$ BEGIN "
            f"IF nextval('provoked') <= {times} THEN "
            f"RAISE EXCEPTION 'provoked by the test' USING ERRCODE = '{condition}'; "
            "END IF; RETURN NULL; END $$ LANGUAGE plpgsql"
        )

    def next(self, times: int, condition: str) -> None:
        """Fail the next ``times`` write transactions (their first change) with
        ``condition``."""
        with self.library.engine.begin() as conn:
            conn.exec_driver_sql("ALTER SEQUENCE provoked RESTART WITH 1")
            self._function(conn, times, condition)

    def provoked(self) -> int:
        with self.library.engine.begin() as conn:
            return int(conn.exec_driver_sql("SELECT last_value FROM provoked").scalar_one())


@pytest.fixture
def pg_library(postgres_url: str) -> Iterator[Library]:
    with open_library(postgres_url) as library:
        yield library


@pytest.fixture
def conflicts(pg_library: Library) -> Conflicts:
    return Conflicts(pg_library)


@dataclass(frozen=True)
class Write:
    """A write path: what it needs first, the write, and what it leaves to look at."""

    setup: Callable[[Library], dict[str, int]]
    write: Callable[[Library, dict[str, int]], object]
    seen: Callable[[Library, dict[str, int]], object]


def _shoe_with_hands(library: Library, hands: int = 2) -> dict[str, int]:
    shoe = library.start_shoe(table="T1")
    ids = [library.add_hand(shoe.id, B if n % 2 else P).id for n in range(hands)]
    return {"shoe": shoe.id, "hand": ids[0]}


def _closed(library: Library) -> dict[str, int]:
    ids = _shoe_with_hands(library)
    library.close_shoe(ids["shoe"])
    return ids


def _practice(library: Library) -> dict[str, int]:
    shoe = library.start_shoe(kind=ShoeKind.PRACTICE, table="Practice")
    hand = library.add_hand(shoe.id, B)
    session = library.start_practice(shoe.id, RuleSet(), 100_00)
    return {"shoe": shoe.id, "hand": hand.id, "session": session}


def _hands(library: Library, ids: dict[str, int]) -> list[str]:
    return [
        "" if h.record.winner is None else h.record.winner.value for h in library.hands(ids["shoe"])
    ]


def _all_shoes(library: Library, _ids: dict[str, int]) -> list[tuple[str, int]]:
    return sorted((s.label, s.tally.hands) for s in library.shoes())


def _bets(library: Library, _ids: dict[str, int]) -> tuple[int, list[int]]:
    with library._read() as conn:
        bets = int(conn.scalar(select(func.count()).select_from(practice_bets_table)) or 0)
    return bets, [s.bankroll_cents for s in library.practice_sessions()]


def _round(library: Library, ids: dict[str, int]) -> object:
    return library.record_round(
        PracticeRound(
            B,
            ids["shoe"],
            ShoeRecord(label="Practice", kind=ShoeKind.PRACTICE, table="Practice"),
            (NewSession((2, 1), RuleSet(), 50_00, seat="Seat 2"),),
            (
                RoundBet(ids["session"], "banker", 10_00, 9_50),
                RoundBet((2, 1), "player", 5_00, -5_00),
            ),
            (ids["session"], (2, 1)),
        )
    )


def _split_then(library: Library, ids: dict[str, int]) -> dict[str, int]:
    other = library.split_shoe(ids["shoe"], 1)
    return {**ids, "other": other.id}


WRITES = {
    "start a shoe": Write(lambda _: {}, lambda lib, _: lib.start_shoe(table="T9"), _all_shoes),
    "log a hand": Write(_shoe_with_hands, lambda lib, i: lib.add_hand(i["shoe"], B), _hands),
    "undo a hand": Write(_shoe_with_hands, lambda lib, i: lib.undo_last(i["shoe"]), _hands),
    "edit a hand": Write(_shoe_with_hands, lambda lib, i: lib.edit_hand(i["hand"], T), _hands),
    "delete a hand": Write(_shoe_with_hands, lambda lib, i: lib.delete_hand(i["hand"]), _hands),
    "insert a hand": Write(
        _shoe_with_hands, lambda lib, i: lib.insert_hand(i["shoe"], 1, HandRecord(0)), _hands
    ),
    "change details": Write(
        _shoe_with_hands,
        lambda lib, i: lib.update_shoe(i["shoe"], casino="Crown"),
        lambda lib, i: lib.shoe(i["shoe"]).casino,
    ),
    "close": Write(
        _shoe_with_hands,
        lambda lib, i: lib.close_shoe(i["shoe"]),
        lambda lib, i: lib.shoe(i["shoe"]).closed,
    ),
    "reopen": Write(
        _closed,
        lambda lib, i: lib.reopen_shoe(i["shoe"]),
        lambda lib, i: lib.shoe(i["shoe"]).closed,
    ),
    "delete a shoe": Write(_shoe_with_hands, lambda lib, i: lib.delete_shoe(i["shoe"]), _all_shoes),
    "split": Write(_shoe_with_hands, lambda lib, i: lib.split_shoe(i["shoe"], 1), _all_shoes),
    "merge": Write(
        lambda lib: _split_then(lib, _shoe_with_hands(lib)),
        lambda lib, i: lib.merge_shoes(i["shoe"], i["other"]),
        _all_shoes,
    ),
    "import": Write(lambda _: {}, lambda lib, _: lib.import_shoes(dealt_shoes(3, 8)), _all_shoes),
    "start a practice session": Write(
        _practice,
        lambda lib, i: lib.start_practice(i["shoe"], RuleSet(), 20_00),
        lambda lib, _: [s.bankroll_cents for s in lib.practice_sessions()],
    ),
    "record a bet": Write(
        _practice, lambda lib, i: lib.record_bet(i["session"], i["hand"], "tie", 1_00, 8_00), _bets
    ),
    "a practice round": Write(_practice, _round, _bets),
    "close practice sessions": Write(
        _practice,
        lambda lib, i: lib.close_practice([i["session"]]),
        lambda lib, _: [s.closed_at is None for s in lib.practice_sessions()],
    ),
}


@pytest.mark.parametrize("condition", ["serialization_failure", "deadlock_detected"])
@pytest.mark.parametrize("path", list(WRITES))
def test_a_write_that_conflicts_runs_again_and_is_stored_once(
    pg_library: Library, conflicts: Conflicts, path: str, condition: str, tmp_path: Path
) -> None:
    write = WRITES[path]
    # The same write on a library of its own that meets no conflict: what it should leave.
    with open_library(str(tmp_path / "calm.sqlite")) as calm:
        calm_ids = write.setup(calm)
        write.write(calm, calm_ids)
        expected = write.seen(calm, calm_ids)
    ids = write.setup(pg_library)
    before = write.seen(pg_library, ids)
    conflicts.next(ATTEMPTS - 1, condition)
    write.write(pg_library, ids)
    assert conflicts.provoked() > ATTEMPTS - 1  # every conflict met, then stored
    after = write.seen(pg_library, ids)
    assert after == expected and after != before


@pytest.mark.parametrize("path", list(WRITES))
def test_a_write_that_keeps_conflicting_is_reported_and_stores_nothing(
    pg_library: Library, conflicts: Conflicts, path: str
) -> None:
    write = WRITES[path]
    ids = write.setup(pg_library)
    before = write.seen(pg_library, ids)
    conflicts.next(ATTEMPTS, "serialization_failure")
    with pytest.raises(LibraryConflictError, match=r"changed by another writer.*try again"):
        write.write(pg_library, ids)
    assert conflicts.provoked() == ATTEMPTS  # bounded: it gave up after so many
    conflicts.next(0, "serialization_failure")
    assert write.seen(pg_library, ids) == before


def test_a_file_import_that_conflicts_reads_its_file_again(
    pg_library: Library, conflicts: Conflicts, tmp_path: Path
) -> None:
    path = tmp_path / "shoes.json"
    write_json(dealt_shoes(4, 10), path)
    conflicts.next(2, "deadlock_detected")
    result = import_file(pg_library, path)
    assert result.shoes == 4 and pg_library.shoe_count() == 4
    with pg_library._read() as conn:
        assert conn.scalar(select(func.count()).select_from(hands_table)) == 40


def test_shoes_that_can_be_read_once_only_are_reported_at_the_first_conflict(
    pg_library: Library, conflicts: Conflicts
) -> None:
    shoes = iter([dealt_shoe(1, 10), dealt_shoe(2, 10)])
    conflicts.next(1, "serialization_failure")
    with pytest.raises(OnceOnly, match="try again"):
        pg_library.import_shoes(shoes)
    assert conflicts.provoked() == 1  # not run again on what was left of the shoes
    with pg_library._read() as conn:
        assert conn.scalar(select(func.count()).select_from(shoes_table)) == 0


def test_a_copy_into_a_library_that_conflicts_runs_again(
    pg_library: Library, conflicts: Conflicts, tmp_path: Path
) -> None:
    from tracker.store.transfer import copy_library, differences

    with open_library(str(tmp_path / "source.sqlite")) as source:
        source.import_shoes(dealt_shoes(2, 10))
        conflicts.next(2, "deadlock_detected")
        copied = copy_library(source, pg_library)
        assert conflicts.provoked() > 2
        assert copied["shoes"] == 2 and copied["hands"] == 20
        assert differences(source, pg_library) == []
