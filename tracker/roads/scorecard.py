"""The five scorecards of a shoe, kept up to date hand by hand.

:class:`Scorecard` takes one result at a time and updates the bead plate, the big road, the
logical columns and the three derived roads in O(1) amortised, so the live view never
recomputes a shoe from scratch; :func:`compute_roads` is the same from a whole list. The
derived roads read the logical columns (the streaks), never the drawn grid, so a dragon tail
changes how a streak is drawn but not what the derived roads say about it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tracker.engine.rules import Winner
from tracker.roads.grid import RoadGrid
from tracker.roads.model import (
    ROWS,
    BeadCell,
    BigRoadCell,
    Colour,
    DerivedRoad,
    Mark,
    Result,
    Streak,
)

DERIVED_ROADS: tuple[DerivedRoad, ...] = tuple(DerivedRoad)


def derived_colour(lengths: Sequence[int], n: int, m: int, k: int) -> Colour | None:
    """The mark of road ``k`` for a Banker/Player result at row ``m`` (1-based) of logical
    column ``n`` (0-based), or ``None`` when the road makes no mark yet.

    ``lengths[i]`` is the length of logical column ``i``; only the columns before ``n`` are
    read, so the current column may still be growing.
    """
    if m >= 2:
        if n - k < 0:
            return None
        # Red when the current column is as deep as the one k to its left, or already
        # past the point where it broke away; blue exactly where it breaks away.
        return Colour.BLUE if m == lengths[n - k] + 1 else Colour.RED
    if n - 1 - k < 0:
        return None
    return Colour.RED if lengths[n - 1] == lengths[n - 1 - k] else Colour.BLUE


@dataclass(frozen=True, slots=True)
class Ask:
    """The ask road: the mark each derived road would get if the next hand were Banker, and
    if it were Player. A restatement of the history so far; it predicts nothing."""

    banker: tuple[Colour | None, Colour | None, Colour | None]
    player: tuple[Colour | None, Colour | None, Colour | None]

    def mark(self, winner: Winner, road: DerivedRoad) -> Colour | None:
        marks = self.banker if winner is Winner.BANKER else self.player
        return marks[DERIVED_ROADS.index(road)]

    def to_json(self) -> dict[str, dict[str, str | None]]:
        def side(marks: tuple[Colour | None, ...]) -> dict[str, str | None]:
            return {
                road.value: (None if c is None else c.value)
                for road, c in zip(DERIVED_ROADS, marks, strict=True)
            }

        return {"banker": side(self.banker), "player": side(self.player)}


@dataclass(frozen=True, slots=True)
class Roads:
    """A snapshot of every scorecard of a shoe, as the widgets, exports and the CLI use it.

    ``*_columns`` give each grid's width in columns. ``pending_ties`` counts ties dealt
    before the first Banker/Player hand while there is none yet (they then move onto the big
    road's first cell).
    """

    rows: int
    results: tuple[Result, ...]
    bead_plate: tuple[BeadCell, ...]
    big_road: tuple[BigRoadCell, ...]
    big_road_columns: int
    pending_ties: int
    streaks: tuple[Streak, ...]
    big_eye_boy: tuple[Mark, ...]
    small_road: tuple[Mark, ...]
    cockroach_pig: tuple[Mark, ...]
    derived_columns: tuple[int, int, int]
    ask: Ask

    @property
    def bead_plate_columns(self) -> int:
        return -(-len(self.bead_plate) // self.rows)

    def derived(self, road: DerivedRoad) -> tuple[Mark, ...]:
        return (self.big_eye_boy, self.small_road, self.cockroach_pig)[DERIVED_ROADS.index(road)]

    def columns(self, road: DerivedRoad) -> int:
        return self.derived_columns[DERIVED_ROADS.index(road)]

    def to_json(self) -> dict[str, Any]:
        """The ``tracker roads --json`` document: every road's cells and the ask road."""

        def marks(cells: Iterable[Mark]) -> list[dict[str, Any]]:
            return [{"row": m.row, "col": m.col, "colour": m.colour.value} for m in cells]

        return {
            "bead_plate": [
                {
                    "row": c.row,
                    "col": c.col,
                    "winner": c.winner.value,
                    "player_pair": c.player_pair,
                    "banker_pair": c.banker_pair,
                    "natural": c.natural,
                }
                for c in self.bead_plate
            ],
            "big_road": [
                {"row": c.row, "col": c.col, "winner": c.winner.value, "ties": c.ties}
                for c in self.big_road
            ],
            "big_eye_boy": marks(self.big_eye_boy),
            "small_road": marks(self.small_road),
            "cockroach_pig": marks(self.cockroach_pig),
            "ask": self.ask.to_json(),
        }


class Scorecard:
    """The scorecards of one shoe, updated one hand at a time.

    >>> card = Scorecard()
    >>> for letter in "BBPPPP":
    ...     card.add(Result(Winner(letter)))
    >>> "".join(m.colour.letter for m in card.big_eye_boy)
    'RbR'
    """

    def __init__(self, results: Iterable[Result] = (), rows: int = ROWS) -> None:
        self.rows = rows
        self._reset()
        self.extend(results)

    def _reset(self) -> None:
        self._results: list[Result] = []
        self._bead: list[BeadCell] = []
        self._big: list[BigRoadCell] = []
        self._big_grid = RoadGrid(self.rows)
        self._pending_ties = 0
        # The logical columns as two parallel lists: who won each streak, and its length.
        self._streak_winners: list[Winner] = []
        self._lengths: list[int] = []
        self._marks: tuple[list[Mark], list[Mark], list[Mark]] = ([], [], [])
        self._grids = (RoadGrid(self.rows), RoadGrid(self.rows), RoadGrid(self.rows))
        # (k, grid, marks) for each derived road, in DERIVED_ROADS order, for the hot loop.
        self._derived = tuple(
            (road.k, grid, marks)
            for road, grid, marks in zip(DERIVED_ROADS, self._grids, self._marks, strict=True)
        )

    # -- updating ---------------------------------------------------------------------------

    def add(self, result: Result) -> None:
        """Add the next hand's result to every scorecard."""
        index = len(self._results)
        self._results.append(result)
        row, col = index % self.rows, index // self.rows
        self._bead.append(
            BeadCell(
                row,
                col,
                index,
                result.winner,
                result.player_pair,
                result.banker_pair,
                result.natural,
            )
        )
        if result.winner is Winner.TIE:
            if self._big:
                last = self._big[-1]
                self._big[-1] = BigRoadCell(
                    last.row, last.col, last.winner, last.ties + 1, last.streak, last.hand
                )
            else:
                self._pending_ties += 1
            return

        lengths = self._lengths
        if lengths and self._streak_winners[-1] is result.winner:
            lengths[-1] += 1
        else:
            lengths.append(1)
            self._streak_winners.append(result.winner)
        n, m = len(lengths) - 1, lengths[-1]
        big_row, big_col = self._big_grid.place(result.winner)
        self._big.append(BigRoadCell(big_row, big_col, result.winner, self._pending_ties, n, index))
        self._pending_ties = 0
        for k, grid, marks in self._derived:
            colour = derived_colour(lengths, n, m, k)
            if colour is not None:
                mark_row, mark_col = grid.place(colour)
                marks.append(Mark(mark_row, mark_col, colour))

    def extend(self, results: Iterable[Result]) -> None:
        for result in results:
            self.add(result)

    def undo(self) -> Result:
        """Remove the last hand and return it.

        Rebuilds from the remaining hands (O(n)): a correction is rare next to a new hand,
        and a rebuild cannot drift from what :func:`compute_roads` gives.

        :raises IndexError: when there is no hand to remove.
        """
        if not self._results:
            raise IndexError("no hand to undo")
        kept = self._results[:-1]
        removed = self._results[-1]
        self._reset()
        self.extend(kept)
        return removed

    def replace(self, index: int, result: Result) -> None:
        """Change the result of hand ``index`` (0-based), e.g. to fix a mistyped hand."""
        results = list(self._results)
        results[index] = result
        self._reset()
        self.extend(results)

    # -- reading ----------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._results)

    @property
    def results(self) -> Sequence[Result]:
        return self._results

    @property
    def bead_plate(self) -> Sequence[BeadCell]:
        return self._bead

    @property
    def big_road(self) -> Sequence[BigRoadCell]:
        return self._big

    @property
    def big_road_columns(self) -> int:
        return self._big_grid.columns

    @property
    def pending_ties(self) -> int:
        return self._pending_ties

    @property
    def streaks(self) -> Sequence[Streak]:
        """The logical columns: streaks with ties removed, dragon tails included."""
        return [Streak(w, n) for w, n in zip(self._streak_winners, self._lengths, strict=True)]

    def derived(self, road: DerivedRoad) -> Sequence[Mark]:
        return self._marks[DERIVED_ROADS.index(road)]

    def derived_columns(self, road: DerivedRoad) -> int:
        return self._grids[DERIVED_ROADS.index(road)].columns

    @property
    def big_eye_boy(self) -> Sequence[Mark]:
        return self._marks[0]

    @property
    def small_road(self) -> Sequence[Mark]:
        return self._marks[1]

    @property
    def cockroach_pig(self) -> Sequence[Mark]:
        return self._marks[2]

    def ask(self) -> Ask:
        """The mark each derived road would get if the next hand were Banker / Player."""
        return Ask(banker=self._ask(Winner.BANKER), player=self._ask(Winner.PLAYER))

    def _ask(self, winner: Winner) -> tuple[Colour | None, Colour | None, Colour | None]:
        lengths = self._lengths
        if not lengths:
            return (None, None, None)
        if self._streak_winners[-1] is winner:
            n, m = len(lengths) - 1, lengths[-1] + 1
        else:
            n, m = len(lengths), 1
        b, s, c = (derived_colour(lengths, n, m, road.k) for road in DERIVED_ROADS)
        return (b, s, c)

    def snapshot(self) -> Roads:
        """Every scorecard as frozen data (O(n): for export and display, not per hand)."""
        return Roads(
            rows=self.rows,
            results=tuple(self._results),
            bead_plate=tuple(self._bead),
            big_road=tuple(self._big),
            big_road_columns=self._big_grid.columns,
            pending_ties=self._pending_ties,
            streaks=tuple(self.streaks),
            big_eye_boy=tuple(self._marks[0]),
            small_road=tuple(self._marks[1]),
            cockroach_pig=tuple(self._marks[2]),
            derived_columns=(
                self._grids[0].columns,
                self._grids[1].columns,
                self._grids[2].columns,
            ),
            ask=self.ask(),
        )


def compute_roads(results: Iterable[Result], rows: int = ROWS) -> Roads:
    """Every scorecard of a shoe from its results in order."""
    return Scorecard(results, rows).snapshot()
