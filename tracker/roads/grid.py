"""Where the next entry of a big-road-style grid goes: streaks down a column, dragon tails.

The big road and the three derived roads share this layout: a new column starts
when the streak's key (the winner, or the mark's colour) changes; a streak that reaches the
bottom row or meets an occupied cell below turns right along its row (the dragon tail) and
goes down again where the cell below is free. A placed cell is never overwritten.
"""

from __future__ import annotations

from collections.abc import Hashable

from tracker.roads.model import ROWS


class RoadGrid:
    """Places a stream of entries on a grid of ``rows`` rows, one cell each, in O(1) each.

    >>> grid = RoadGrid()
    >>> [grid.place(key) for key in "BBP"]
    [(0, 0), (1, 0), (0, 1)]
    """

    __slots__ = ("_last", "_last_key", "_occupied", "_start_col", "columns", "rows")

    def __init__(self, rows: int = ROWS) -> None:
        if rows < 1:
            raise ValueError(f"a road needs at least one row, not {rows}")
        self.rows = rows
        self.columns = 0  # the width drawn so far: one more than the rightmost used column
        self._occupied: set[tuple[int, int]] = set()
        self._last: tuple[int, int] | None = None
        self._last_key: Hashable | None = None
        self._start_col = -1  # the column the current streak started in

    def place(self, key: Hashable) -> tuple[int, int]:
        """Occupy and return the ``(row, col)`` of the next entry, whose streak key is ``key``."""
        if self._last is None or key != self._last_key:
            # A new streak starts at the top of the column after the previous streak's
            # first column; an earlier tail along the top row pushes it further right.
            col = self._start_col + 1
            while (0, col) in self._occupied:
                col += 1
            self._start_col = col
            cell = (0, col)
        else:
            row, col = self._last
            below = (row + 1, col)
            if row + 1 < self.rows and below not in self._occupied:
                cell = below
            else:
                # The dragon tail. Moving right along a row cannot meet an earlier tail
                # (tails are monotone paths that never cross), but the loop keeps the
                # no-overwrite guarantee unconditional.
                col += 1
                while (row, col) in self._occupied:
                    col += 1
                cell = (row, col)
        self._occupied.add(cell)
        self._last = cell
        self._last_key = key
        if cell[1] + 1 > self.columns:
            self.columns = cell[1] + 1
        return cell

    def occupied(self, row: int, col: int) -> bool:
        return (row, col) in self._occupied
