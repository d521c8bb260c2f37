"""The big-road layout on its own: streaks down a column, dragon tails along a row
that go down again where they can, and new streaks pushed right by earlier tails."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.roads.grid import RoadGrid
from tracker.roads.model import Colour


def place_all(keys: Sequence[Hashable], rows: int = 6) -> tuple[RoadGrid, list[tuple[int, int]]]:
    grid = RoadGrid(rows)
    return grid, [grid.place(key) for key in keys]


def test_a_streak_goes_down_and_a_new_one_opens_the_next_column() -> None:
    grid, cells = place_all("BBPBBB")
    assert cells == [(0, 0), (1, 0), (0, 1), (0, 2), (1, 2), (2, 2)]
    assert grid.columns == 3


def test_a_streak_longer_than_the_rows_turns_right_along_the_bottom_row() -> None:
    grid, cells = place_all("B" * 8)
    assert cells == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (5, 1), (5, 2)]
    assert grid.columns == 3  # the tail widens the road


def test_a_streak_that_meets_an_earlier_tail_turns_above_it_and_goes_down_again() -> None:
    # Seven Bankers: a tail into (5, 1). The Players then start at the top of column 1, meet
    # that tail at row 4, turn right to (4, 2), drop to the free (5, 2), and run on along
    # the bottom row.
    grid, cells = place_all("B" * 7 + "P" * 8)
    assert cells[7:] == [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (4, 2), (5, 2), (5, 3)]
    # The next streak opens the column after the Players' first one, above their tail, and
    # steps down around it: right where the cell below is taken, down where it is free.
    cells += [grid.place("B") for _ in range(8)]
    assert cells[15:] == [(0, 2), (1, 2), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4), (5, 4)]


def test_a_tail_along_the_top_row_pushes_the_next_streak_further_right() -> None:
    # Two rows: the Bankers' tail takes (1, 1), so the Players' second hand turns right
    # along the top row into (0, 2); the next Banker cannot open column 2 and takes (0, 3).
    _, cells = place_all("BBBPPB", rows=2)
    assert cells == [(0, 0), (1, 0), (1, 1), (0, 1), (0, 2), (0, 3)]


def test_a_one_row_road_is_a_single_line() -> None:
    _, cells = place_all("BBPPPB", rows=1)
    assert cells == [(0, col) for col in range(6)]


def test_no_cell_is_ever_placed_twice_or_overwritten() -> None:
    grid, cells = place_all("B" * 7 + "P" * 8 + "B" * 8 + "P" * 9)
    assert len(set(cells)) == len(cells)
    assert all(grid.occupied(row, col) for row, col in cells)
    # Nothing else is occupied: the grid holds exactly the cells it handed out.
    drawn = {(r, c) for r in range(6) for c in range(grid.columns) if grid.occupied(r, c)}
    assert drawn == set(cells)
    assert not grid.occupied(0, grid.columns)


def test_the_key_is_anything_comparable_such_as_a_colour() -> None:
    red, blue = Colour.RED, Colour.BLUE
    _, cells = place_all([red, red, blue, red])
    assert cells == [(0, 0), (1, 0), (0, 1), (0, 2)]


def test_an_empty_grid_has_no_width_and_no_cells() -> None:
    grid = RoadGrid()
    assert grid.rows == 6
    assert grid.columns == 0
    assert not grid.occupied(0, 0)


@pytest.mark.parametrize("rows", [0, -1])
def test_a_road_needs_at_least_one_row(rows: int) -> None:
    with pytest.raises(ValueError, match=f"at least one row, not {rows}"):
        RoadGrid(rows)


@given(st.integers(1, 6), st.lists(st.sampled_from("BP"), max_size=120))
def test_every_layout_follows_the_rule_cell_by_cell(rows: int, keys: list[str]) -> None:
    # The rule restated one step at a time: a new streak takes the top cell of the first
    # free column after its predecessor's first column; a continuing streak goes down when
    # it can, else right along its row to the first free cell.
    grid = RoadGrid(rows)
    placed: set[tuple[int, int]] = set()
    start = -1
    previous: tuple[int, int] | None = None
    for i, key in enumerate(keys):
        if previous is None or key != keys[i - 1]:
            col = start + 1
            while (0, col) in placed:
                col += 1
            start = col
            expected = (0, col)
        else:
            row, col = previous
            if row + 1 < rows and (row + 1, col) not in placed:
                expected = (row + 1, col)
            else:
                col += 1
                while (row, col) in placed:
                    col += 1
                expected = (row, col)
        assert grid.place(key) == expected
        placed.add(expected)
        previous = expected
    assert grid.columns == (max(col for _, col in placed) + 1 if placed else 0)
