"""Moving a library between SQLite and PostgreSQL, both ways: every shoe (live, closed,
imported, one without a content hash), hand, practice session and bet arrives, shoe numbers
stay, and the two libraries agree shoe for shoe."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoe, dealt_shoes, same_content
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind
from tracker.services.copying import CopyReport, copy_between
from tracker.store import ImportCancelled, Library, LibraryError, open_library
from tracker.store.transfer import differences, row_counts


def fill(library: Library) -> None:
    """A library with a bit of everything."""
    shoes = dealt_shoes(6, 25)
    hands = list(shoes[0].hands)
    hands[3] = hands[3]._replace(extra={"dealer": "Ann"})
    shoes[0] = replace(shoes[0], hands=tuple(hands))
    library.import_shoes(shoes, source="week.json")
    closed = library.start_shoe(table="Salon", decks=6, rules=RuleSet(decks=6))
    for winner in (Winner.BANKER, Winner.PLAYER, Winner.TIE):
        library.add_hand(closed.id, HandRecord(0, winner=winner, player_pair=True))
    library.close_shoe(closed.id)
    library.delete_shoe(library.start_shoe().id)  # a gap in the shoe numbers
    open_shoe = library.start_shoe(table="Table 7", notes="still dealing")
    library.add_hand(open_shoe.id, HandRecord(0, winner=Winner.BANKER))
    practice = library.start_shoe(kind=ShoeKind.PRACTICE)
    hand = library.add_hand(practice.id, HandRecord(0, winner=Winner.PLAYER))
    session = library.start_practice(practice.id, RuleSet(), bankroll_cents=500_00)
    library.record_bet(session, hand.id, "player", 10_00, 10_00)
    library.record_bet(session, hand.id, "tie", 5_00, -5_00)


def agree(first: Library, second: Library) -> None:
    assert differences(first, second) == []
    assert row_counts(first) == row_counts(second)
    assert first.shoes() == second.shoes()
    for summary in first.shoes():
        assert same_content(first.load_shoe(summary.id), second.load_shoe(summary.id))
        assert first.hands(summary.id) == second.hands(summary.id)


@pytest.mark.parametrize("direction", ["sqlite-to-postgresql", "postgresql-to-sqlite"])
def test_a_library_moves_whole_and_both_agree(
    direction: str, postgres_url: str, tmp_path: Path
) -> None:
    sqlite = str(tmp_path / "library.sqlite")
    source_url, target_url = (
        (sqlite, postgres_url) if direction == "sqlite-to-postgresql" else (postgres_url, sqlite)
    )
    seen: list[tuple[int, int]] = []
    with open_library(source_url) as source, open_library(target_url) as target:
        fill(source)
        report = copy_between(source, target, progress=lambda d, t: seen.append((d, t)) or True)
        assert report == CopyReport(
            source=source.where,
            target=target.where,
            shoes=9,
            hands=6 * 25 + 3 + 1 + 1,
            practice_sessions=1,
            practice_bets=2,
            rows=report.rows,
        )
        agree(source, target)
        closed = next(s for s in target.shoes() if s.table == "Salon")
        assert closed.closed and (closed.tally.player_pair, closed.tally.hands) == (3, 3)
        live = next(s for s in target.shoes() if s.table == "Table 7")
        assert not live.closed and live.kind is ShoeKind.LIVE
        # The copy goes on as a library: the open shoe takes the next hand, new shoes get
        # new numbers after the copied ones, and the shoes already there are duplicates.
        target.add_hand(live.id, HandRecord(0, winner=Winner.TIE))
        assert target.shoe(live.id).tally.hands == 2
        assert target.start_shoe().id > max(s.id for s in source.shoes())
        assert target.import_shoes(dealt_shoes(6, 25)[1:]).duplicates == 5
    assert seen and seen[-1][0] == seen[-1][1] == report.rows
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_a_shoe_without_a_content_hash_is_copied_too(postgres_url: str, tmp_path: Path) -> None:
    # Two live shoes with the very same content: the second keeps no hash, and an import
    # would have taken it for a duplicate; a copy keeps both.
    with open_library(str(tmp_path / "a.sqlite")) as source:
        started = dealt_shoe(1).started
        for _ in range(2):
            shoe = source.start_shoe(table="Twin", started=started)
            source.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
        with open_library(postgres_url) as target:
            copy_between(source, target)
            assert len(target.shoes(table="Twin")) == 2
            agree(source, target)
            # Back again into SQLite, three libraries alike.
            with open_library(str(tmp_path / "b.sqlite")) as back:
                copy_between(target, back)
                agree(source, back)


def test_a_copy_goes_into_an_empty_library_only(library_url: str, tmp_path: Path) -> None:
    with (
        open_library(str(tmp_path / "source.sqlite")) as source,
        open_library(library_url) as target,
    ):
        fill(source)
        target.import_shoes([dealt_shoe(99)])
        with pytest.raises(LibraryError, match=r"is not empty .*tracker export and tracker import"):
            copy_between(source, target)
        assert target.shoe_count() == 1
        with pytest.raises(LibraryError, match="same library"):
            copy_between(source, source)


def test_a_cancelled_copy_stores_nothing(library_url: str, tmp_path: Path) -> None:
    with (
        open_library(str(tmp_path / "source.sqlite")) as source,
        open_library(library_url) as target,
    ):
        source.import_shoes(dealt_shoes(30, 80))  # more than one batch of hands
        with pytest.raises(ImportCancelled):
            copy_between(source, target, progress=lambda done, total: done < 1000)
        assert sum(row_counts(target).values()) == 0
        copy_between(source, target)
        agree(source, target)
