"""The five baccarat scorecards as plain data: bead plate, big road, the three
derived roads and the ask road, computed from a shoe's results hand by hand.

Pure: no Qt, no database. The widgets and exports in :mod:`tracker.ui.scorecard` and the
``tracker roads`` command draw what this package returns.
"""

from __future__ import annotations

from tracker.roads.grid import RoadGrid
from tracker.roads.kinds import RoadKind
from tracker.roads.model import (
    ROWS,
    BeadCell,
    BigRoadCell,
    Colour,
    DerivedRoad,
    Mark,
    OutcomeError,
    Result,
    Streak,
    outcome_string,
    parse_outcomes,
)
from tracker.roads.scorecard import (
    DERIVED_ROADS,
    Ask,
    Roads,
    Scorecard,
    compute_roads,
    derived_colour,
)

__all__ = [
    "DERIVED_ROADS",
    "ROWS",
    "Ask",
    "BeadCell",
    "BigRoadCell",
    "Colour",
    "DerivedRoad",
    "Mark",
    "OutcomeError",
    "Result",
    "RoadGrid",
    "RoadKind",
    "Roads",
    "Scorecard",
    "Streak",
    "compute_roads",
    "derived_colour",
    "outcome_string",
    "parse_outcomes",
]
