"""Property tests: the scorecards against independent restatements of the road rules."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import groupby

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.engine.rules import Winner
from tracker.roads import (
    DerivedRoad,
    Result,
    Scorecard,
    compute_roads,
    parse_outcomes,
)

plain_shoes = st.text(alphabet="BPT", max_size=90)


@st.composite
def streaky_shoes(draw: st.DrawFn) -> str:
    """Shoes with long streaks, so that dragon tails meet earlier tails."""
    runs = draw(
        st.lists(
            st.tuples(st.integers(1, 14), st.integers(0, 2)),
            max_size=14,
        )
    )
    first = draw(st.sampled_from("BP"))
    other = {"B": "P", "P": "B"}
    out, letter = [], first
    for length, ties in runs:
        out.append(letter * length + "T" * ties)
        letter = other[letter]
    return "".join(out)


shoes = st.one_of(plain_shoes, streaky_shoes())


def brute_force_marks(text: str, k: int) -> str:
    """The derived road ``k`` straight from the wording of the rule, over the whole shoe.

    A result at row m of column n looks at the column k to the left: red when that column
    reaches row m too, blue when it stops exactly at row m - 1, red when it stops earlier
    still. A result opening a column compares the two columns before it, k apart.
    """
    columns = [len(list(run)) for _, run in groupby(c for c in text if c != "T")]
    marks = []
    for n, length in enumerate(columns):
        for m in range(1, length + 1):
            if m == 1:
                if n - 1 - k >= 0:
                    marks.append("R" if columns[n - 1] == columns[n - 1 - k] else "b")
            elif n - k >= 0:
                left = columns[n - k]
                if left >= m:
                    marks.append("R")
                elif left == m - 1:
                    marks.append("b")
                else:
                    marks.append("R")
    return "".join(marks)


def check_layout(cells: Sequence[tuple[int, int]], keys: Sequence[Hashable]) -> None:
    """Every cell placed by the big-road rule: no overlap, six rows, streak by streak a
    path that goes down while it can and right only at row 5 or above an occupied cell."""
    assert len(set(cells)) == len(cells)
    placed: set[tuple[int, int]] = set()
    start_col = -1
    for i, (cell, key) in enumerate(zip(cells, keys, strict=True)):
        row, col = cell
        assert 0 <= row < 6
        if i == 0 or key != keys[i - 1]:
            assert row == 0
            assert col > start_col
            # Only an earlier tail along row 0 can push a streak past the next column.
            assert all((0, c) in placed for c in range(start_col + 1, col))
            start_col = col
        else:
            prev_row, prev_col = cells[i - 1]
            below_free = prev_row < 5 and (prev_row + 1, prev_col) not in placed
            if below_free:
                assert cell == (prev_row + 1, prev_col)
            else:
                assert cell == (prev_row, prev_col + 1)
        placed.add(cell)


def brute_force_place(keys: Sequence[Hashable]) -> list[tuple[int, int]]:
    """The big-road layout simulated on a drawn grid, straight from its rules: a new key opens
    the next column whose top cell is free; the same key goes down while the cell below is
    inside the six rows and empty, else right along its row."""
    grid: dict[tuple[int, int], Hashable] = {}
    out: list[tuple[int, int]] = []
    first_col = -1  # the column the current streak opened
    for i, key in enumerate(keys):
        if i == 0 or key != keys[i - 1]:
            col = first_col + 1
            while (0, col) in grid:
                col += 1
            first_col = col
            cell = (0, col)
        else:
            row, col = out[-1]
            if row + 1 < 6 and (row + 1, col) not in grid:
                cell = (row + 1, col)
            else:
                cell = (row, col + 1)
                # The rules never need to say what happens when the tail meets a cell.
                assert cell not in grid
        grid[cell] = key
        out.append(cell)
    return out


@settings(max_examples=200, deadline=None)
@given(shoes)
def test_every_grid_matches_a_brute_force_layout(text: str) -> None:
    roads = compute_roads(parse_outcomes(text))
    assert [(c.row, c.col) for c in roads.big_road] == brute_force_place(text.replace("T", ""))
    for road in DerivedRoad:
        marks = brute_force_marks(text, road.k)
        assert [(m.row, m.col) for m in roads.derived(road)] == brute_force_place(marks)


@settings(max_examples=200, deadline=None)
@given(shoes)
def test_derived_roads_match_the_rule(text: str) -> None:
    roads = compute_roads(parse_outcomes(text))
    for road in DerivedRoad:
        got = "".join(m.colour.letter for m in roads.derived(road))
        assert got == brute_force_marks(text, road.k)


@settings(max_examples=200, deadline=None)
@given(shoes)
def test_every_grid_follows_the_placement_rule(text: str) -> None:
    roads = compute_roads(parse_outcomes(text))
    check_layout([(c.row, c.col) for c in roads.big_road], [c.winner for c in roads.big_road])
    for road in DerivedRoad:
        marks = roads.derived(road)
        check_layout([(m.row, m.col) for m in marks], [m.colour for m in marks])
        assert roads.columns(road) == max((m.col + 1 for m in marks), default=0)
    assert roads.big_road_columns == max((c.col + 1 for c in roads.big_road), default=0)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(shoes)
def test_big_road_keeps_every_decision_and_tie(text: str) -> None:
    roads = compute_roads(parse_outcomes(text))
    decisions = text.replace("T", "")
    assert "".join(c.winner.value for c in roads.big_road) == decisions
    assert sum(c.ties for c in roads.big_road) + roads.pending_ties == text.count("T")
    assert roads.pending_ties == (text.count("T") if not decisions else 0)
    lengths = [len(list(run)) for _, run in groupby(decisions)]
    assert [s.length for s in roads.streaks] == lengths
    assert [(c.row, c.col) for c in roads.bead_plate] == [(i % 6, i // 6) for i in range(len(text))]


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(shoes)
def test_ask_sides_are_opposite_and_match_the_next_mark(text: str) -> None:
    card = Scorecard(parse_outcomes(text))
    ask = card.ask()
    for road in DerivedRoad:
        banker = ask.mark(Winner.BANKER, road)
        player = ask.mark(Winner.PLAYER, road)
        assert (banker is None and player is None) or (
            banker is not None and player is not None and banker is not player
        )
    for winner in (Winner.BANKER, Winner.PLAYER):
        nxt = text + winner.value
        for road in DerivedRoad:
            before, after = brute_force_marks(text, road.k), brute_force_marks(nxt, road.k)
            expected = after[len(before) :] or None
            got = ask.mark(winner, road)
            assert (None if got is None else got.letter) == expected


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(shoes, st.integers(0, 10))
def test_incremental_add_and_undo_equal_batch(text: str, undos: int) -> None:
    results = parse_outcomes(text)
    card = Scorecard()
    for i, result in enumerate(results):
        card.add(result)
        if i % 7 == 0:
            assert card.snapshot() == compute_roads(results[: i + 1])
    assert card.snapshot() == compute_roads(results)
    undos = min(undos, len(results))
    for _ in range(undos):
        card.undo()
    assert card.snapshot() == compute_roads(results[: len(results) - undos])
    card.add(Result(Winner.BANKER))
    assert card.snapshot() == compute_roads(
        [*results[: len(results) - undos], Result(Winner.BANKER)]
    )
