"""The library as the app and the command line use it: imports, reading back, live logging."""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy import func, select, text

from tests.store.shoes import dealt_shoe, dealt_shoes, same_content
from tracker.engine.cards import DecksError
from tracker.engine.rules import RuleSet, Winner
from tracker.history.checked import check_shoe, content_hash
from tracker.history.records import HandRecord, ShoeKind
from tracker.history.tally import Tally
from tracker.services.importing import import_file
from tracker.shoefile import ShoeFileError, write_json
from tracker.store import (
    ENV_VAR,
    ImportCancelled,
    Library,
    ShoeClosedError,
    UnknownShoeError,
    head_revision,
    open_library,
    resolve_url,
)
from tracker.store.convert import HAND_COLUMNS
from tracker.store.db import make_engine
from tracker.store.models import hands_table, shoes_table
from tracker.store.rows import hand_rows, shoe_row


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path)


def test_a_new_library_is_created_at_the_newest_schema_in_wal_mode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The default location's folder is created on first run.
    path = tmp_path / "sub" / "folder" / "library.sqlite"
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr("tracker.store.db.default_path", lambda: path)
    with open_library() as library, library.engine.connect() as conn:
        # Every connection of the library: WAL, and a commit on disk before it returns.
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    with raw(path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (head_revision(),)
        ]
    # Opening it again finds it up to date: no backup copy is made.
    open_library(str(path)).close()
    assert not list(path.parent.glob("*.bak-*"))


def test_the_library_location_comes_from_the_option_then_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    default = resolve_url(None)
    assert default.get_backend_name() == "sqlite"
    assert default.database is not None and default.database.endswith("library.sqlite")
    assert "tracker" in default.database
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env.sqlite"))
    assert resolve_url(None).database == str(tmp_path / "env.sqlite")
    assert resolve_url(f"sqlite:///{tmp_path}/arg.sqlite").database == f"{tmp_path}/arg.sqlite"


def test_imported_shoes_read_back_the_same(library: Library) -> None:
    shoes = dealt_shoes(4, 30)
    shoes[1] = replace(shoes[1], started=None)
    shoes[2] = replace(shoes[2], rules=None, decks=None)
    hands = list(shoes[3].hands)
    hands[5] = hands[5]._replace(player=None, banker=None)  # a hand recorded without cards
    hands[6] = hands[6]._replace(extra={"dealer": "Ann"})
    shoes[3] = replace(shoes[3], hands=tuple(hands))
    result = library.import_shoes(shoes)
    assert (result.shoes, result.hands, result.duplicates) == (4, 120, 0)
    stored = library.shoes(newest_first=False)
    # Oldest first; a shoe without a start time comes last.
    assert [s.label for s in stored] == ["shoe 0", "shoe 2", "shoe 3", "shoe 1"]
    for summary in stored:
        original = next(s for s in shoes if s.label == summary.label)
        assert same_content(library.load_shoe(summary.id), original)
        # A shoe shown reads its summary and record at once: the same as each alone.
        shown, record = library.shoe_with_record(summary.id)
        assert shown == summary == library.shoe(summary.id) and same_content(record, original)
    with pytest.raises(UnknownShoeError):
        library.shoe_with_record(max(s.id for s in stored) + 1)
    assert [
        same_content(a, b) for a, b in zip(library.iter_shoes(batch=3), shoes, strict=True)
    ] == [True] * 4


def test_a_shoe_already_in_the_library_is_a_duplicate_not_stored_twice(
    library: Library,
) -> None:
    shoes = dealt_shoes(3, 10)
    library.import_shoes(shoes)
    again = library.import_shoes([*dealt_shoes(3, 10), dealt_shoe(99, 10)])
    assert (again.shoes, again.duplicates) == (1, 3)
    assert again.duplicate_labels == ("shoe 0", "shoe 1", "shoe 2")
    # The same shoe twice in one import, and under another label and source.
    twin = dealt_shoe(50, 10)
    twin = replace(twin, label="other label", source="elsewhere.csv", notes="other notes")
    result = library.import_shoes([dealt_shoe(50, 10), twin])
    assert (result.shoes, result.duplicates) == (1, 1)
    assert library.shoe_count() == 5


def test_whether_a_library_has_shoes_is_told_without_counting_them(library: Library) -> None:
    assert not library.has_shoes()
    shoe = library.start_shoe(table="Table 4")
    assert library.has_shoes()
    library.delete_shoe(shoe.id)
    assert not library.has_shoes() and library.shoe_count() == 0


def write_csv_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_a_bad_row_stops_the_file_and_stores_nothing_of_it(
    library: Library, tmp_path: Path
) -> None:
    library.import_shoes(dealt_shoes(2, 10))
    rows = ["shoe,hand,winner"]
    rows += [f"A,{n},{'BPT'[n % 3]}" for n in range(1, 41)]
    rows += [f"B,{n},{'PBB'[n % 3]}" for n in range(1, 11)]
    rows += ["B,11,X"]  # line 52
    path = write_csv_text(tmp_path / "bad.csv", "\n".join(rows) + "\n")
    with pytest.raises(ShoeFileError) as caught:
        import_file(library, path)
    assert caught.value.line == 52
    assert "bad.csv" in str(caught.value) and "52" in str(caught.value)
    assert library.shoe_count() == 2
    assert library.counts().tally.hands == 20


def test_cancelling_an_import_stores_nothing(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "shoes.json"
    write_json(dealt_shoes(6, 10), path)
    seen: list[tuple[int, int | None]] = []

    def progress(done: int, total: int | None) -> bool:
        seen.append((done, total))
        return len(seen) < 4

    with pytest.raises(ImportCancelled):
        import_file(library, path, progress=progress)
    assert library.shoe_count() == 0
    assert len(seen) == 4
    # Progress counts lines of the file towards its total.
    total = seen[0][1]
    assert total is not None and total >= 60
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert all(0 < done <= total for done, _ in seen)
    # The same file imports whole afterwards.
    assert import_file(library, path).shoes == 6


def hands_of(library: Library, shoe_id: int) -> list[tuple[int, int, str | None]]:
    return [
        (h.position, h.record.number, h.record.winner and h.record.winner.value)
        for h in library.hands(shoe_id)
    ]


def assert_tallies_match(library: Library, shoe_id: int) -> None:
    summary = library.shoe(shoe_id)
    expected = Tally.of_hands(library.load_shoe(shoe_id).hands)
    assert summary.tally == expected


def hand(winner: Winner, *, pair: bool = False) -> HandRecord:
    return HandRecord(number=0, winner=winner, player_pair=pair, banker_pair=False)


def test_live_logging_add_undo_edit_delete_insert_close(library: Library) -> None:
    B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE
    shoe = library.start_shoe(table="Baccarat 3", decks=6, rules=RuleSet(decks=6))
    assert shoe.kind is ShoeKind.LIVE and not shoe.closed and shoe.started is not None
    ids = [library.add_hand(shoe.id, hand(w)).id for w in (B, B, P, T, P)]
    assert hands_of(library, shoe.id) == [
        (0, 1, "B"),
        (1, 2, "B"),
        (2, 3, "P"),
        (3, 4, "T"),
        (4, 5, "P"),
    ]
    undone = library.undo_last(shoe.id)
    assert undone is not None and undone.winner is P
    library.edit_hand(ids[1], hand(P, pair=True))
    assert library.shoe(shoe.id).tally.player_pair == 1
    library.delete_hand(ids[0])
    assert hands_of(library, shoe.id) == [(0, 1, "P"), (1, 2, "P"), (2, 3, "T")]
    library.insert_hand(shoe.id, 1, hand(B))
    assert hands_of(library, shoe.id) == [(0, 1, "P"), (1, 2, "B"), (2, 3, "P"), (3, 4, "T")]
    assert_tallies_match(library, shoe.id)
    tally = library.shoe(shoe.id).tally
    assert (tally.banker, tally.player, tally.tie) == (1, 2, 1)
    closed = library.close_shoe(shoe.id)
    assert closed.closed
    with pytest.raises(ShoeClosedError, match="closed"):
        library.add_hand(shoe.id, hand(B))
    with pytest.raises(UnknownShoeError):
        library.add_hand(12345, hand(B))
    assert library.undo_last(library.start_shoe().id) is None


def recount(library: Library, shoe_id: int) -> tuple[object, ...]:
    """The check columns a full recount of the shoe as stored would write."""
    checked = check_shoe(library.load_shoe(shoe_id))
    t = checked.tally
    return (
        *(t.hands, t.banker, t.player, t.tie, t.player_pair, t.banker_pair, t.runs),
        checked.status.value,
        checked.problem_count,
    )


def test_a_hand_appended_leaves_the_shoe_as_a_full_recount_would(library: Library) -> None:
    """A hand logged writes what reading everything back and recounting would, card-level
    hands, a misdeal and a note included."""
    from tracker.engine.cards import parse_cards

    shoe = library.start_shoe(table="Baccarat 5", decks=8)
    dealt = dealt_shoe(11, 30).hands
    hands = [*dealt[:10], dealt[10]._replace(winner=Winner.TIE, extra={"note": "misdeal"})]
    hands += [hand(Winner.BANKER, pair=True), HandRecord(0, player=tuple(parse_cards("9H 9D")))]
    columns = "n_hands, n_banker, n_player, n_tie, n_player_pair, n_banker_pair, n_runs, "
    columns += "check_status, n_problems, content_hash"
    read = text(f"SELECT {columns} FROM shoes WHERE id = :id")
    for number, next_hand in enumerate(hands, 1):
        stored, after = library.append_hand(shoe.id, next_hand)
        assert stored.position == number - 1 and stored.record.number == number
        assert stored == library.hands(shoe.id)[-1]
        assert after == library.shoe(shoe.id)
        with library._read() as conn:
            appended = conn.execute(read, {"id": shoe.id}).one()
        assert tuple(appended[:-1]) == recount(library, shoe.id)
        # The hash an import of the same shoe would compute, to find it a duplicate.
        assert appended.content_hash == content_hash(library.load_shoe(shoe.id))
    assert after.tally.hands == len(hands) and after.problems > 0  # the misdeal and the lone cards


def test_a_hand_appended_to_a_shoe_like_another_leaves_that_one_its_hash(
    library: Library,
) -> None:
    """Two shoes at one table at one time, logged alike: the first keeps the content hash,
    the second goes without it while it is the same."""
    started = datetime(2026, 3, 1, 21, 0, tzinfo=timezone(timedelta(hours=1)))
    first, second = (library.start_shoe(table="Salon", started=started) for _ in range(2))
    read = text("SELECT content_hash FROM shoes WHERE id = :id")

    def hash_of(shoe_id: int) -> str | None:
        with library._read() as conn:
            hashed: str | None = conn.execute(read, {"id": shoe_id}).scalar_one()
        return hashed

    winners = (Winner.BANKER, Winner.PLAYER, Winner.TIE)
    for winner in winners:
        library.append_hand(first.id, hand(winner))
    assert hash_of(first.id) == content_hash(library.load_shoe(first.id))
    for winner in winners[:-1]:
        library.append_hand(second.id, hand(winner))
        assert hash_of(second.id) is not None  # not yet the same shoe
    library.append_hand(second.id, hand(Winner.TIE))
    assert hash_of(second.id) is None
    assert hash_of(first.id) == content_hash(library.load_shoe(first.id))
    library.append_hand(second.id, hand(Winner.BANKER))  # now another shoe again
    assert hash_of(second.id) == content_hash(library.load_shoe(second.id))


def test_a_hand_appended_to_a_closed_shoe_is_refused_and_nothing_changes(
    library: Library,
) -> None:
    shoe = library.start_shoe(table="Baccarat 1")
    library.append_hand(shoe.id, hand(Winner.BANKER))
    closed = library.close_shoe(shoe.id)
    with pytest.raises(ShoeClosedError, match="closed"):
        library.append_hand(shoe.id, hand(Winner.PLAYER))
    assert library.shoe(shoe.id) == closed
    assert [h.record.winner for h in library.hands(shoe.id)] == [Winner.BANKER]


def test_each_logged_hand_is_committed_when_the_call_returns(
    library: Library, library_url: str
) -> None:
    shoe = library.start_shoe()
    stored = library.add_hand(shoe.id, hand(Winner.TIE))
    # Another connection, as another process would see it.
    engine = make_engine(resolve_url(library_url))
    try:
        with engine.connect() as conn:
            query = text("SELECT winner FROM hands WHERE id = :id")
            assert conn.execute(query, {"id": stored.id}).all() == [("T",)]
    finally:
        engine.dispose()


def test_two_instances_writing_the_same_library_lose_nothing(library_url: str) -> None:
    first, second = open_library(library_url), open_library(library_url)
    shoes = [first.start_shoe(table="one"), second.start_shoe(table="two")]
    errors: list[BaseException] = []

    def log(lib: Library, shoe_id: int) -> None:
        try:
            for n in range(40):
                lib.add_hand(shoe_id, hand(Winner.BANKER if n % 2 else Winner.PLAYER))
        except BaseException as exc:
            errors.append(exc)

    threads = [
        threading.Thread(target=log, args=(lib, shoe.id))
        for lib, shoe in zip((first, second), shoes, strict=True)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for lib, shoe in zip((first, second), shoes, strict=True):
        assert [p for p, _, _ in hands_of(lib, shoe.id)] == list(range(40))
        assert lib.shoe(shoe.id).tally.hands == 40
    first.close()
    second.close()
    if first.dialect.file(first.url) is not None:
        with raw(Path(library_url)) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_practice_sessions_keep_the_bankroll_in_cents(library: Library) -> None:
    shoe = library.start_shoe(kind=ShoeKind.PRACTICE)
    stored = library.add_hand(shoe.id, hand(Winner.BANKER))
    session = library.start_practice(shoe.id, RuleSet(), bankroll_cents=100_00)
    assert library.record_bet(session, stored.id, "banker", 10_00, 9_50) == 109_50
    assert library.record_bet(session, stored.id, "tie", 5_00, -5_00) == 104_50
    library.delete_shoe(shoe.id)  # its sessions and bets go with it
    with library.engine.connect() as conn:
        from sqlalchemy import text

        assert conn.execute(text("SELECT count(*) FROM practice_bets")).scalar() == 0
        assert conn.execute(text("SELECT count(*) FROM practice_sessions")).scalar() == 0


def test_counts_add_up_every_shoe(library: Library) -> None:
    shoes = dealt_shoes(5, 40)
    library.import_shoes(shoes)
    counts = library.counts()
    hands = [h for s in shoes for h in s.hands]
    total = counts.tally
    assert counts.shoes == 5 and total.hands == 200
    assert total.banker == sum(h.winner is Winner.BANKER for h in hands)
    assert total.player == sum(h.winner is Winner.PLAYER for h in hands)
    assert total.tie == sum(h.winner is Winner.TIE for h in hands)
    assert total.player_pair == sum(bool(h.player_pair) for h in hands)
    assert total.banker_pair == sum(bool(h.banker_pair) for h in hands)
    assert total.runs == sum(Tally.of_hands(s.hands).runs for s in shoes)
    assert [t.decks for t in counts.tallies] == [8] * 5


def test_changing_a_shoes_details_keeps_duplicates_recognised(library: Library) -> None:
    original = dealt_shoe(3, 12)
    library.import_shoes([original])
    shoe_id = library.shoes()[0].id
    started = datetime(2026, 5, 1, 20, 30, tzinfo=timezone(timedelta(hours=2)))
    changed = library.update_shoe(shoe_id, table="Salon Privé", notes="re-read", started=started)
    assert (changed.table, changed.notes, changed.started) == ("Salon Privé", "re-read", started)
    assert changed.started is not None and changed.started.utcoffset() == timedelta(hours=2)
    # The old details no longer match; the new ones do.
    assert library.import_shoes([dealt_shoe(3, 12)]).duplicates == 0
    renamed = dealt_shoe(3, 12, table="Salon Privé")
    renamed = replace(renamed, started=started)
    assert library.import_shoes([renamed]).duplicates == 1
    with pytest.raises(TypeError, match="colour"):
        library.update_shoe(shoe_id, colour="red")
    # A number of decks the statistics cannot use is refused, and nothing changes.
    with pytest.raises(DecksError, match="from 1 to 8, not 9"):
        library.update_shoe(shoe_id, notes="lost", decks=9)
    with pytest.raises(DecksError):
        library.start_shoe(decks=0)
    assert library.shoe(shoe_id).notes == "re-read" and library.shoe_count() == 2


def test_the_change_marker_moves_with_every_change_others_must_see(
    library: Library, library_url: str
) -> None:
    other = open_library(library_url)  # another tracker on the same library
    markers = [other.change_marker()]

    def moved() -> bool:
        markers.append(other.change_marker())
        return markers[-1] != markers[-2]

    assert not moved()
    shoe = library.start_shoe()
    assert moved()
    stored = library.add_hand(shoe.id, hand(Winner.BANKER))
    assert moved()
    library.edit_hand(stored.id, hand(Winner.PLAYER))
    assert moved()
    library.edit_hand(stored.id, hand(Winner.PLAYER, pair=True))
    assert moved()
    library.insert_hand(shoe.id, 0, hand(Winner.TIE))
    assert moved()
    library.undo_last(shoe.id)
    assert moved()
    # A change of a detail alone, or of a hand's cards alone (its outcome as it was).
    library.update_shoe(shoe.id, notes="re-read", table="Salon")
    assert moved()
    from tracker.engine.cards import parse_cards

    first = library.hands(shoe.id)[0]
    with_cards = first.record._replace(
        player=tuple(parse_cards("9H 9D")), banker=tuple(parse_cards("KS 8C"))
    )
    library.edit_hand(first.id, with_cards)
    before = library.shoe(shoe.id)
    library.edit_hand(first.id, with_cards._replace(player=tuple(parse_cards("9S 9C"))))
    assert moved()
    after = library.shoe(shoe.id)
    assert after.mark != before.mark and after.revision == before.revision + 1
    assert other.shoe_marks()[shoe.id] == after.mark  # as each shoe's part is read
    library.close_shoe(shoe.id)
    assert moved()
    library.reopen_shoe(shoe.id)
    assert moved()
    library.import_shoes(dealt_shoes(2, 10))
    assert moved()
    library.delete_shoe(shoe.id)
    assert moved()
    assert not moved()
    other.close()


def test_a_write_that_conflicted_runs_again_then_reports(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tracker.store import library as library_module
    from tracker.store.errors import LibraryConflictError, conflict

    monkeypatch.setattr(library_module.time, "sleep", lambda _seconds: None)
    calls: list[int] = []

    def collides_twice() -> str:
        calls.append(1)
        if len(calls) <= 2:
            raise conflict("db")
        return "stored"

    assert library_module.retrying(collides_twice)() == "stored" and len(calls) == 3
    calls.clear()

    def always() -> str:
        calls.append(1)
        raise conflict("db")

    with pytest.raises(LibraryConflictError, match="try again"):
        library_module.retrying(always)()
    assert len(calls) == library_module.ATTEMPTS


def test_outcomes_read_each_shoes_decks_winners_and_recorded_flags(library: Library) -> None:
    dealt = dealt_shoe(5, 12)
    beads = replace(
        dealt_shoe(6, 3, table="T2"),
        hands=tuple(
            HandRecord(n, winner=Winner(letter)) for n, letter in enumerate("BTP", start=1)
        ),
        decks=None,
        rules=RuleSet(decks=6),
    )
    library.import_shoes([dealt, beads])
    first, second = library.outcomes()
    assert first.decks == 8 and len(first.letters) == 12
    assert first.letters == "".join(hand.winner.value for hand in dealt.hands if hand.winner)
    assert first.pairs_recorded == 12
    assert first.player_pairs == sum(1 for hand in dealt.hands if hand.player_pair)
    # Decks from the rules; pairs and naturals never recorded, so none counted as 0.
    assert (second.decks, second.letters) == (6, "BTP")
    assert (second.pairs_recorded, second.naturals_recorded) == (0, 0)


def test_a_read_sees_the_library_at_one_moment(library: Library) -> None:
    # Each statement of a read sees the same library, whatever is committed meanwhile
    # (on PostgreSQL the default, READ COMMITTED, would show the new hand to the second).
    shoe = library.start_shoe(table="Table 4")
    hands = select(func.count()).select_from(hands_table)
    with library._read() as conn:
        before = conn.execute(hands).scalar_one()
        library.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
        assert conn.execute(hands).scalar_one() == before
    with library._read() as conn:
        assert conn.execute(hands).scalar_one() == before + 1


def test_a_shoes_row_and_hands_read_back_with_their_values_and_types(library: Library) -> None:
    # On each database a shoe opens with Python's own values: truth values as bool, times
    # as datetime, cards and winners as text, whatever the database keeps them as.
    shoes = dealt_shoes(2, 12)
    hands = list(shoes[1].hands)
    hands[3] = hands[3]._replace(player=None, banker=None, natural=None, player_pair=None)
    hands[4] = hands[4]._replace(extra={"dealer": "Ann"})
    shoes[1] = replace(shoes[1], hands=tuple(hands), started=None, notes="Salon Privé")
    library.import_shoes(shoes)
    started = datetime(2026, 12, 1, 21, 30, tzinfo=timezone(timedelta(hours=9)))
    live = library.start_shoe(casino="Walkerhill", table="스피드 바카라", started=started)
    library.add_hand(live.id, HandRecord(number=0, winner=Winner.BANKER, banker_pair=True))
    library.close_shoe(live.id)
    ids = [shoe.id for shoe in library.shoes()]
    assert len(ids) == 3
    columns = [hands_table.c[name] for name in HAND_COLUMNS]
    with library.engine.connect() as conn:
        for shoe_id in ids:
            expected = conn.execute(select(shoes_table).where(shoes_table.c.id == shoe_id)).one()
            read = shoe_row(conn, shoe_id, library.where)
            assert list(read) == list(expected)
            assert [type(value) for value in read] == [type(value) for value in expected]
            assert read._mapping == dict(expected._mapping)
            wanted = conn.execute(
                select(*columns)
                .where(hands_table.c.shoe_id == shoe_id)
                .order_by(hands_table.c.position)
            ).all()
            rows = hand_rows(conn, shoe_id)
            assert [list(row) for row in rows] == [list(row) for row in wanted] != []
            assert [[type(v) for v in row] for row in rows] == [
                [type(v) for v in row] for row in wanted
            ]
            for row in rows:
                assert all(v is None or type(v) is bool for v in row[4:7]), row
                assert type(row[0]) is int and row[1] in ("B", "P", "T")
        with pytest.raises(UnknownShoeError, match="no shoe 999"):
            shoe_row(conn, 999, library.where)
        read = shoe_row(conn, live.id, library.where)._mapping
        assert isinstance(read["started"], datetime) and isinstance(read["closed_at"], datetime)
        assert type(read["n_hands"]) is int and read["table_name"] == "스피드 바카라"
    summary, record = library.shoe_with_record(live.id)
    assert summary.closed and summary.table == "스피드 바카라" and record.started == started
    assert record.hands[0].banker_pair is True and record.hands[0].player_pair is None


def test_a_shoes_reads_run_in_the_reads_snapshot(library: Library) -> None:
    # What is committed while a read runs stays out of it.
    shoe = library.start_shoe(table="Table 4")
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
    with library._read() as conn:
        before = hand_rows(conn, shoe.id)
        library.add_hand(shoe.id, HandRecord(0, winner=Winner.PLAYER))
        assert hand_rows(conn, shoe.id) == before and len(before) == 1
        assert shoe_row(conn, shoe.id, library.where)._mapping["n_hands"] == 1
    with library._read() as conn:
        assert len(hand_rows(conn, shoe.id)) == 2
