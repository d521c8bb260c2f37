"""Which of the five scorecards is meant: a name for each road a view or an export shows."""

from __future__ import annotations

import enum

from tracker.roads.model import DerivedRoad
from tracker.roads.scorecard import Roads


class RoadKind(enum.Enum):
    """One of the five scorecards; the value is its ``tracker roads --json`` key."""

    BEAD_PLATE = "bead_plate"
    BIG_ROAD = "big_road"
    BIG_EYE_BOY = "big_eye_boy"
    SMALL_ROAD = "small_road"
    COCKROACH_PIG = "cockroach_pig"

    @property
    def title(self) -> str:
        """``Bead Plate``, ``Big Road``, ``Big Eye Boy``, ``Small Road``, ``Cockroach Pig``."""
        return self.value.replace("_", " ").title()

    @property
    def derived(self) -> DerivedRoad | None:
        """The derived road this is, or ``None`` for the bead plate and the big road."""
        return _DERIVED.get(self)

    def columns(self, roads: Roads) -> int:
        """How many columns this road's cells use in ``roads`` (ties before the first
        Banker/Player hand take the big road's first column)."""
        if self is RoadKind.BEAD_PLATE:
            return roads.bead_plate_columns
        if self is RoadKind.BIG_ROAD:
            return max(roads.big_road_columns, 1 if roads.pending_ties else 0)
        return roads.columns(_DERIVED[self])


_DERIVED = {
    RoadKind.BIG_EYE_BOY: DerivedRoad.BIG_EYE_BOY,
    RoadKind.SMALL_ROAD: DerivedRoad.SMALL_ROAD,
    RoadKind.COCKROACH_PIG: DerivedRoad.COCKROACH_PIG,
}

__all__ = ["RoadKind"]
