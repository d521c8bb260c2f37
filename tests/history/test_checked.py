"""A shoe checked as the library keeps it: its tally, verdict, problems placed at their
hands, and the content hash that recognises the same shoe again, whole or a chunk at a time."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

from tests.store.shoes import dealt_shoe
from tracker.engine.cards import parse_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.history.checked import (
    CheckStatus,
    ChunkedCheck,
    ContentHash,
    KeptProblem,
    check_shoe,
    content_hash,
)
from tracker.history.records import HandRecord, ShoeChunk, ShoeKind, ShoeRecord
from tracker.history.report import Problem
from tracker.history.tally import Tally

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE
PARIS_SUMMER = timezone(timedelta(hours=2))
NEWFOUNDLAND = timezone(timedelta(hours=-3, minutes=-30))


def test_the_content_hash_is_the_one_libraries_already_hold() -> None:
    # Written by earlier versions: a shoe read again must still be found a duplicate.
    assert content_hash(dealt_shoe(4, 30)) == (
        "c361e366bfa7acd766c653416494341a9098ccd41f464d8e8568a873c0e3a800"
    )
    assert content_hash(dealt_shoe(6, 8, cards=False)) == (
        "09aa0c5aa782c81bd6f32c7b61ebb844dd2f332ae10a1000353f8a4e4cf94383"
    )
    lone = replace(
        dealt_shoe(5, 0),
        casino="Casino",
        table="Salon Privé « 1 »",
        started=datetime(2026, 5, 1, 20, 30, tzinfo=NEWFOUNDLAND),
        hands=(HandRecord(1, winner=T, banker_pair=True),),
    )
    assert content_hash(lone) == "8f780da6a0029aeabc9ac6fd562b890b3e87732dabad4019981c0f2ef8d7858a"
    local = replace(lone, started=datetime(2026, 5, 1, 20, 30))
    assert content_hash(local) == "3a536170db02af67c22b3c363f577d10c295d6788fa7193b2483ea02abc4d8f1"


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


def test_a_content_hash_made_a_batch_at_a_time_is_the_whole_shoes() -> None:
    shoe = dealt_shoe(7, 25)
    digest = ContentHash(shoe.casino, shoe.table, shoe.started)
    for start in range(0, 25, 10):
        digest.add(shoe.hands[start : start + 10])
    digest.add(())
    assert digest.hexdigest() == content_hash(shoe)


def test_a_checked_shoe_counts_as_the_statistics_do() -> None:
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
    checked = check_shoe(ShoeRecord(label="s", hands=tuple(hands)))
    # BB | P | B | PP: four runs, the tie and the hand without a winner left out.
    assert checked.tally == Tally(
        hands=8, banker=3, player=3, tie=1, player_pair=2, banker_pair=1, runs=4
    )
    for shoe in (dealt_shoe(seed, 70) for seed in range(3)):
        assert check_shoe(shoe).tally == Tally.of_hands(shoe.hands)
    assert check_shoe(ShoeRecord(label="empty")).tally == Tally()


def test_the_verdict_is_sound_outcome_only_or_problems() -> None:
    sound = check_shoe(dealt_shoe(1, 12))
    assert (sound.status, sound.problem_count, sound.problems) == (CheckStatus.SOUND, 0, ())
    assert sound.content_hash == content_hash(sound.record)
    assert check_shoe(dealt_shoe(2, 12, cards=False)).status is CheckStatus.OUTCOME
    assert check_shoe(ShoeRecord(label="new")).status is CheckStatus.SOUND  # nothing to doubt
    # The third hand numbered 9: a problem, placed at the hand that has it.
    hands = list(dealt_shoe(3, 5).hands)
    hands[2] = hands[2]._replace(number=9)
    wrong = check_shoe(ShoeRecord(label="wrong", hands=tuple(hands)))
    assert wrong.status is CheckStatus.PROBLEMS and wrong.problem_count >= 1
    assert wrong.problems[0].position == 2
    assert CheckStatus.OUTCOME.title == "outcome only"


def test_a_problem_found_again_keeps_the_file_line_it_was_first_read_from() -> None:
    misdeal = HandRecord(1, player=tuple(parse_cards("9H 9D")), banker=tuple(parse_cards("2C 3C")))
    shoe = ShoeRecord(label="s", hands=(misdeal._replace(winner=B),))
    first = check_shoe(shoe)
    assert first.problems and first.problems[0].problem.line is None
    read = Problem("s", 1, 41, first.problems[0].problem.message)
    again = check_shoe(shoe, (KeptProblem(read, 0),))
    assert [k.problem.line for k in again.problems] == [41] * len(again.problems)


def test_a_shoe_checked_a_chunk_at_a_time_is_checked_as_a_whole() -> None:
    whole = dealt_shoe(9, 40)
    hands = list(whole.hands)
    hands[11] = hands[11]._replace(player=None, banker=None)
    hands[20] = hands[20]._replace(number=20)  # a hand numbered wrong
    whole = replace(whole, hands=tuple(hands))
    check = ChunkedCheck()
    for first in range(0, 40, 15):
        part = replace(whole, hands=whole.hands[first : first + 15])
        check.add(ShoeChunk(part, first, first + 15 >= 40))
    checked = check.checked(replace(whole, hands=()), content_hash(whole))
    expected = check_shoe(whole)
    assert checked.tally == expected.tally
    assert (checked.status, checked.problem_count) == (expected.status, expected.problem_count)
    assert [k.position for k in checked.problems] == [k.position for k in expected.problems]
    assert checked.content_hash == expected.content_hash
