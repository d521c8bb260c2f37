"""Every stored shoe keeps its replay verdict: from an import, after each edit, and filled
in by the migration for a library stored before verdicts were kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command

from tests.store.shoes import dealt_shoe
from tracker.engine.cards import parse_cards
from tracker.engine.rules import Winner
from tracker.history import CheckStatus
from tracker.history.records import HandRecord, ShoeRecord
from tracker.services.importing import import_file
from tracker.store import Library, open_library
from tracker.store.db import make_engine, resolve_url
from tracker.store.schema import alembic_config

MISTAKES = Path(__file__).parents[2] / "sample_shoes" / "hand-typed-with-mistakes.csv"


def test_an_import_keeps_each_shoes_problems_with_hand_line_and_place(library: Library) -> None:
    result = import_file(library, MISTAKES)
    assert (result.shoes, result.problem_shoes) == (2, 2)
    assert result.problem_labels == ("Sat evening 1", "Sat evening 3")
    shoes = {s.label: s for s in library.shoes()}
    assert shoes["Sat evening 1"].status is CheckStatus.PROBLEMS
    assert (shoes["Sat evening 1"].problems, shoes["Sat evening 3"].problems) == (3, 3)
    found = {entry.shoe.label: entry.problems for entry in library.problems()}
    first = found["Sat evening 1"]
    assert [(k.problem.hand, k.problem.line) for k in first] == [(6, 7), (11, 12), (1, 32)]
    # Hand 1 comes twice in that shoe: the place is the second hand 1's (the 31st hand).
    assert [k.position for k in first] == [5, 10, 30]
    line_58 = found["Sat evening 3"][0]
    assert (line_58.problem.line, line_58.position) == (58, 6)
    assert "wrong order" in line_58.problem.message
    assert library.problems([shoes["Sat evening 1"].id])[0].shoe.label == "Sat evening 1"


def test_an_import_can_leave_out_the_shoes_with_problems(library: Library) -> None:
    result = import_file(library, MISTAKES, skip_problems=True)
    assert (result.shoes, result.skipped, result.problem_shoes) == (0, 2, 0)
    assert result.skipped_labels == ("Sat evening 1", "Sat evening 3")
    assert library.shoe_count() == 0
    sound = library.import_shoes([dealt_shoe(1), dealt_shoe(2, cards=False)])
    assert (sound.shoes, sound.problem_shoes) == (2, 0)
    statuses = sorted(s.status.value for s in library.shoes() if s.status)
    assert statuses == ["outcome", "sound"]


def test_each_edit_brings_the_verdict_in_step(library: Library) -> None:
    shoe = library.start_shoe()
    assert library.shoe(shoe.id).status is CheckStatus.SOUND  # nothing to contradict yet
    good = HandRecord(
        0, tuple(parse_cards("9H KS")), tuple(parse_cards("2D 3C")), Winner.PLAYER, 9, 5
    )
    library.add_hand(shoe.id, good)
    assert library.shoe(shoe.id).status is CheckStatus.SOUND
    wrong = good._replace(winner=Winner.BANKER)
    stored = library.add_hand(shoe.id, wrong)
    after = library.shoe(shoe.id)
    assert (after.status, after.problems) == (CheckStatus.PROBLEMS, 1)
    [entry] = library.problems()
    assert (entry.problems[0].problem.hand, entry.problems[0].position) == (2, 1)
    library.edit_hand(stored.id, good)
    assert library.shoe(shoe.id).status is CheckStatus.SOUND and library.problems() == []
    library.add_hand(shoe.id, HandRecord(0, winner=Winner.TIE))
    assert library.shoe(shoe.id).status is CheckStatus.OUTCOME


def test_an_edit_keeps_the_file_line_of_a_problem_still_there(library: Library) -> None:
    import_file(library, MISTAKES)
    shoe = next(s for s in library.shoes() if s.label == "Sat evening 3")
    hands = library.hands(shoe.id)
    library.edit_hand(hands[0].id, hands[0].record)  # an edit that changes nothing
    kept = library.problems([shoe.id])[0].problems
    assert [k.problem.line for k in kept] == [58, 66, 74]


def test_the_migration_fills_the_verdict_of_an_old_library(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    engine = make_engine(resolve_url(str(path)))
    config = alembic_config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "0003")
    engine.dispose()
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO shoes (id, kind, label, burn, notes, created_at, started) "
            "VALUES (?, 'imported', ?, '', '', '2026-01-02 03:04:05.000000', "
            "'2026-01-02 03:00:00.000000')",
            [(1, "cards, sound"), (2, "cards, wrong winner"), (3, "outcomes")],
        )
        conn.executemany(
            "INSERT INTO hands (shoe_id, position, number, winner, player_total, "
            "banker_total, player_pair, banker_pair, natural, player_cards, banker_cards) "
            "VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)",
            [
                (1, 0, 1, "P", 9, 5, 1, "9H KS", "2D 3C"),
                (2, 0, 1, "B", 9, 5, 1, "9H KS", "2D 3C"),
                (2, 1, 3, "T", 9, 9, 1, "9H KS", "9D KC"),
                (3, 0, 1, "B", None, None, None, None, None),
            ],
        )
    library = open_library(str(path))
    shoes = {s.id: s for s in library.shoes()}
    assert [shoes[i].status for i in (1, 2, 3)] == [
        CheckStatus.SOUND,
        CheckStatus.PROBLEMS,
        CheckStatus.OUTCOME,
    ]
    [entry] = library.problems()
    assert entry.shoe.id == 2 and shoes[2].problems == 2
    assert [(k.problem.hand, k.position) for k in entry.problems] == [(1, 0), (3, 1)]
    assert "hand 2 is missing" in entry.problems[1].problem.message
    library.close()


def test_a_shoe_record_replays_as_the_command_line_does() -> None:
    from tracker.history import validate_shoe
    from tracker.history.checked import check_shoe

    shoe = ShoeRecord("x", dealt_shoe(5).hands)
    assert check_shoe(shoe).problem_count == len(validate_shoe(shoe).problems) == 0


def test_the_store_does_no_replay_or_tally_of_its_own() -> None:
    # The domain checks a shoe (tracker.history.checked); the store keeps what it is given.
    from tests.test_layers import TRACKER, imported_names, module_name

    # The counts' value type (Tally) is what the store keeps of a tally; it counts nothing.
    for path in sorted((TRACKER / "store").rglob("*.py")):
        module, is_package = module_name(path)
        text = path.read_text()
        for name, line in imported_names(text, module, is_package):
            assert not name.startswith("tracker.history.replay"), f"{path}:{line} imports {name}"
        for counting in (".of_hands(", "tally_letters", "letters_of(", "streaks("):
            assert counting not in text, f"{path} counts a shoe itself ({counting})"
