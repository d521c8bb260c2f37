"""Validating files: each shoe read and replayed, problems at their shoe, hand and file line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REAL_HANDS, REPO
from tests.shoefile.helpers import write
from tracker.services.validation import validate_file

SAMPLES = REPO / "sample_shoes"


def test_a_label_that_comes_back_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, "x.csv", "shoe,hand,winner\nA,1,B\nB,1,P\nA,2,T\n")
    report = validate_file(path)
    assert [s.shoe_label for s in report.shoes] == ["A", "B", "A"]
    problem, numbering = report.problems()
    assert (problem.shoe_label, problem.hand, problem.line) == ("A", 2, 4)
    assert "already used for the shoe starting at line 2" in problem.message
    assert numbering.message == "the shoe's first recorded hand is 2: hand 1 is missing"


def test_problems_carry_shoe_hand_and_line_from_the_file(tmp_path: Path) -> None:
    text = "shoe,hand,player,banker,winner\nT1,1,2 3 6,2 2,B\nT1,2,8 K,2 3,P\n"
    report = validate_file(write(tmp_path, "x.csv", text))
    assert report.format == "csv"
    (problem,) = report.problems()
    assert (problem.shoe_label, problem.hand, problem.line) == ("T1", 1, 2)
    assert report.to_dict() == {
        "path": str(tmp_path / "x.csv"),
        "format": "csv",
        "shoes": [
            {
                "shoe": "T1",
                "hands": 2,
                "problems": [
                    {
                        "hand": 1,
                        "line": 2,
                        "message": "Banker stood on 4 although the Player's third card was 6",
                    }
                ],
            }
        ],
    }


def test_hand_typed_sample_finds_exactly_its_mistakes() -> None:
    report = validate_file(SAMPLES / "hand-typed-with-mistakes.csv")
    assert [(p.shoe_label, p.line, str(p)) for p in report.problems()] == [
        (
            "Sat evening 1",
            7,
            "hand 6: Player stood on 3, but the Player draws on 0 to 5 (a third card left out?)",
        ),
        (
            "Sat evening 1",
            12,
            "hand 11: Banker total recorded as 8, but the Banker's cards 9 5 9 make 3",
        ),
        (
            "Sat evening 1",
            32,
            "hand 1: hand numbers start again at 1 after hand 30: two shoes run together "
            "under one label?",
        ),
        (
            "Sat evening 3",
            58,
            "hand 7: Player drew on 7, but the Player stands on 6 or 7; cards typed in the "
            "wrong order? As Player 5 7 2 the hand follows the rules",
        ),
        ("Sat evening 3", 66, "hand 16: hand 15 is missing (hand 16 follows hand 14)"),
        (
            "Sat evening 3",
            74,
            "hand 24: a Player win recorded, but the cards make Player 1 against Banker 8: "
            "a Banker win",
        ),
    ]


@pytest.mark.parametrize(
    "name",
    [
        "simulated-8-decks-seed-2026.csv",
        "simulated-6-decks-seed-2027.csv",
        "evolution-live-2025-08/hands-20-shoes.csv",
    ],
)
def test_sound_samples_have_no_problems(name: str) -> None:
    report = validate_file(SAMPLES / name)
    assert report.shoes and report.ok


@pytest.mark.slow
@pytest.mark.slow
def test_the_shipped_real_shoes_validate_clean() -> None:
    report = validate_file(REAL_HANDS)
    assert (len(report.shoes), report.hand_count) == (5824, 397_048)
    assert list(report.problems()) == []


def test_each_kind_of_problem_at_its_hand_and_line_after_a_note_over_two_lines(
    tmp_path: Path,
) -> None:
    text = (
        "shoe,hand,player,banker,winner,player_total,banker_total,player_pair,natural,decks,notes\n"
        'S,1,9S 9D,KS 4C,P,8,4,1,1,1,"a note\nover two lines"\n'  # lines 2-3, sound
        "S,2,2S 3H 6C,2D 2C,B,1,4,0,0,,\n"
        "S,3,8S KD,2H 5D,P,8,7,0,0,,\n"
        "S,4,4S 4D,KH 7C,B,8,7,0,1,,\n"
        "S,6,8S QD,3C 4H,P,8,7,0,1,,\n"
        "O,1,,,T,3,5,,,,\n"
    )
    report = validate_file(write(tmp_path, "messy.csv", text))
    assert [(p.shoe_label, p.line, str(p)) for p in report.problems()] == [
        ("S", 4, "hand 2: Banker stood on 4 although the Player's third card was 6"),
        ("S", 5, "hand 3: no natural recorded, but the Player's first two cards make a natural 8"),
        (
            "S",
            6,
            "hand 4: a Banker win recorded, but the cards make Player 8 against Banker 7: "
            "a Player win",
        ),
        (
            "S",
            6,
            "hand 4: no Player pair recorded, but the Player's first two cards 4S 4D are a pair",
        ),
        ("S", 7, "hand 6: hand 5 is missing (hand 6 follows hand 4)"),
        (
            "S",
            7,
            "hand 6: 8S is dealt for the 2nd time in this shoe, but 1 deck holds only 1 of it",
        ),
        ("O", 8, "hand 1: a tie recorded, but the totals are Player 3, Banker 5: a Banker win"),
    ]
    assert [(s.shoe_label, s.hands, s.line) for s in report.shoes] == [("S", 5, 2), ("O", 1, 8)]
