"""The big road patterns: each found where its definition says, and not one hand short."""

from __future__ import annotations

import pytest

from tracker.engine.rules import Winner
from tracker.roads import Streak, compute_roads, parse_outcomes
from tracker.roads.patterns import CATALOGUE, outcome_patterns, shoe_patterns, streaks_of


def tags(outcomes: str) -> list[tuple[str, int, int, int]]:
    """(id, first column, last column, size) of every pattern of an outcome string."""
    return [
        (f.pattern.id, f.first, f.last, f.size) for f in outcome_patterns(parse_outcomes(outcomes))
    ]


def ids(outcomes: str) -> set[str]:
    return {t[0] for t in tags(outcomes)}


def test_the_catalogue_has_unique_ids_and_both_names() -> None:
    assert len({p.id for p in CATALOGUE}) == len(CATALOGUE) == 10
    for pattern in CATALOGUE:
        assert pattern.name and pattern.chinese and pattern.definition
        assert pattern.minimum >= 2


def test_ties_are_left_out_as_the_big_road_leaves_them() -> None:
    assert streaks_of(parse_outcomes("TBTBBTPT")) == [
        Streak(Winner.BANKER, 3),
        Streak(Winner.PLAYER, 1),
    ]
    # The same columns as the scorecards' own logical columns.
    outcomes = "TBPTPPBBBTBPBPTPPPPP"
    assert streaks_of(parse_outcomes(outcomes)) == list(
        compute_roads(parse_outcomes(outcomes)).streaks
    )
    assert tags("BBTBB") == [("long_banker", 0, 0, 4)]


def test_an_empty_shoe_has_no_pattern() -> None:
    assert shoe_patterns([]) == []
    assert tags("TTT") == []


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("PBBBP", []),  # three Bankers: one short
        ("PBBBBP", [("long_banker", 1, 1, 4)]),
        ("BBBBBBBBB", [("long_banker", 0, 0, 9)]),  # a dragon tail is still one column
        ("BBBBPBBBBB", [("long_banker", 0, 0, 4), ("long_banker", 2, 2, 5)]),
        ("BPPPP", [("long_player", 1, 1, 4)]),
        ("PPP", []),
    ],
)
def test_long_banker_and_long_player(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    found = [t for t in tags(outcomes) if t[0] in {"long_banker", "long_player"}]
    assert found == expected


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("BPB", []),
        ("BPBP", [("ping_pong", 0, 3, 4)]),
        ("BBPBPBPP", [("ping_pong", 1, 4, 4)]),  # the columns of two at each end are not in it
        ("BPBPPBPBP", [("ping_pong", 4, 7, 4)]),  # three columns of one, then a two
        ("PBPBPBPBP", [("ping_pong", 0, 8, 9)]),
    ],
)
def test_ping_pong(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    assert [t for t in tags(outcomes) if t[0] == "ping_pong"] == expected


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("BBPPBB", []),
        ("BBPPBBPP", [("double_jump", 0, 3, 4)]),
        ("BBPPBBPPP", []),  # the fourth column has three
        ("PBBPPBBPPBBP", [("double_jump", 1, 5, 5)]),
    ],
)
def test_double_jump(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    assert [t for t in tags(outcomes) if t[0] == "double_jump"] == expected


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        # Every Banker followed by Player, whatever the Player columns hold.
        ("BPPPBPPBPPPP", [("banker_jumps", 0, 4, 3)]),
        ("BPPPBPPBBP", []),  # the third Banker column has two
        ("PBPPBPBPPPP", [("banker_jumps", 1, 5, 3)]),
        ("PBPPPPBPPPPBP", [("banker_jumps", 1, 5, 3)]),  # Player columns of four between
    ],
)
def test_banker_jumps(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    assert [t for t in tags(outcomes) if t[0] == "banker_jumps"] == expected


def test_player_jumps_mirror_banker_jumps() -> None:
    assert [t for t in tags("PBBBPBBPB") if t[0] == "player_jumps"] == [("player_jumps", 0, 4, 3)]
    assert "player_jumps" not in ids("PBBBPPBBPB")


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("BBPBBBPPPBB", [("banker_doubles", 0, 4, 3)]),
        ("BBPBBBPPPB", []),  # the third Banker column has one hand (so far)
        ("PPBBPPPBPPBPP", [("player_doubles", 0, 6, 4)]),
    ],
)
def test_doubles(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    found = [t for t in tags(outcomes) if t[0] in {"banker_doubles", "player_doubles"}]
    assert found == expected


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        ("BPPBPP", [("hall_rooms_banker", 0, 3, 2)]),
        ("BPPB", []),  # once is not a pattern
        ("BPPBPPP", []),  # the second Player column has three
        ("PPBPPBPPBPPB", [("hall_rooms_banker", 1, 6, 3)]),  # starts at a Banker column
        ("BBPPBPPBPP", [("hall_rooms_banker", 2, 5, 2)]),
        ("PBBPBB", [("hall_rooms_player", 0, 3, 2)]),
    ],
)
def test_one_hall_two_rooms(outcomes: str, expected: list[tuple[str, ...]]) -> None:
    found = [t for t in tags(outcomes) if t[0].startswith("hall_rooms")]
    assert found == expected


def test_tags_are_ordered_by_column_then_catalogue() -> None:
    found = tags("BPBPBBBBPBBPB")
    assert found == sorted(found, key=lambda t: t[1]) and len(found) >= 3
    firsts = [t for t in found if t[1] == 0]
    order = [p.id for p in CATALOGUE]
    assert [t[0] for t in firsts] == sorted((t[0] for t in firsts), key=order.index)
