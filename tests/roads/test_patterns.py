"""The big road patterns: each found where its definition says, and not one hand short."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="BPT", max_size=90), st.data())
def test_ties_anywhere_change_no_pattern(outcomes: str, data: st.DataObject) -> None:
    # Ties are dropped in anywhere: the big road's columns, and so its patterns, stay.
    spots = data.draw(st.lists(st.integers(0, len(outcomes)), max_size=10))
    with_ties = outcomes
    for spot in sorted(spots, reverse=True):
        with_ties = with_ties[:spot] + "T" + with_ties[spot:]
    assert tags(with_ties) == tags(outcomes)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="BP", max_size=90))
def test_every_tag_is_where_and_as_large_as_it_says(outcomes: str) -> None:
    columns = streaks_of(parse_outcomes(outcomes))
    for found in outcome_patterns(parse_outcomes(outcomes)) if outcomes else []:
        assert 0 <= found.first <= found.last < len(columns)
        assert found.size >= found.pattern.minimum
        span = columns[found.first : found.last + 1]
        if found.pattern.id in {"long_banker", "long_player"}:
            assert span[0].length == found.size and span[0].winner is found.pattern.side
        elif found.pattern.id in {"ping_pong", "double_jump"}:
            want = 1 if found.pattern.id == "ping_pong" else 2
            assert len(span) == found.size and all(s.length == want for s in span)
        elif found.pattern.side is not None and "hall" not in found.pattern.id:
            mine = span[::2]
            assert len(mine) == found.size and all(s.winner is found.pattern.side for s in mine)
            if found.pattern.id.endswith("jumps"):
                assert all(s.length == 1 for s in mine)
            else:
                assert all(s.length >= 2 for s in mine)
        else:
            assert len(span) == 2 * found.size
            assert [s.length for s in span] == [1, 2] * found.size
            assert span[0].winner is found.pattern.side
