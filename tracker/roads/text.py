"""The scorecards as plain text for a terminal: each grid in its six rows.

Bead plate and big road cells show the winner's letter (``B``, ``P``, ``T``); a big road
cell followed by ties shows their count after the letter (``+`` for ten or more). Derived
road marks are ``R`` (red) and ``b`` (blue); ``.`` is an empty cell.
"""

from __future__ import annotations

from collections.abc import Iterable

from tracker.honesty import PAST_OUTCOMES
from tracker.roads.model import Colour
from tracker.roads.scorecard import DERIVED_ROADS, Roads

EMPTY = "."


def _grid(cells: Iterable[tuple[int, int, str]], rows: int, columns: int, width: int) -> str:
    table = [[EMPTY.ljust(width) for _ in range(columns)] for _ in range(rows)]
    for row, col, text in cells:
        table[row][col] = text.ljust(width)
    if columns == 0:
        return "  (empty)"
    return "\n".join("  " + " ".join(line).rstrip() for line in table)


def _colour(colour: Colour | None) -> str:
    return "-" if colour is None else colour.letter


def render_text(roads: Roads) -> str:
    """All five scorecards and the ask road as lines of text (no trailing newline)."""
    hands = len(roads.results)
    ties = sum(1 for c in roads.bead_plate if c.winner.value == "T")
    parts = [
        f"Bead plate ({hands} hands, {ties} ties)",
        _grid(
            ((c.row, c.col, c.winner.value) for c in roads.bead_plate),
            roads.rows,
            roads.bead_plate_columns,
            1,
        ),
    ]
    big_width = 2 if any(c.ties for c in roads.big_road) else 1

    def big_text(winner: str, ties: int) -> str:
        if not ties:
            return winner
        return winner + (str(ties) if ties < 10 else "+")

    big_title = "Big road"
    if roads.pending_ties:
        big_title += f" ({roads.pending_ties} ties before the first Banker/Player hand)"
    parts += [
        big_title,
        _grid(
            ((c.row, c.col, big_text(c.winner.value, c.ties)) for c in roads.big_road),
            roads.rows,
            roads.big_road_columns,
            big_width,
        ),
    ]
    for road in DERIVED_ROADS:
        marks = roads.derived(road)
        parts += [
            f"{road.title} ({len(marks)} marks)",
            _grid(
                ((m.row, m.col, m.colour.letter) for m in marks),
                roads.rows,
                roads.columns(road),
                1,
            ),
        ]
    ask = roads.ask

    def side(marks: tuple[Colour | None, ...]) -> str:
        return ", ".join(
            f"{road.title} {_colour(c)}" for road, c in zip(DERIVED_ROADS, marks, strict=True)
        )

    parts += [
        "Ask road: the mark each road would get if the next hand were",
        f"  Banker: {side(ask.banker)}",
        f"  Player: {side(ask.player)}",
        f"  (a restatement of past hands, not a prediction. {PAST_OUTCOMES})",
    ]
    return "\n".join(parts)
