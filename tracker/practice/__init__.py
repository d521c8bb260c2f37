"""The practice table as a pure model: the layout's areas and table options, seats and
their chips, limits, turns on an injected clock, rounds dealt from the engine's shoe and
settled by the engine, and the session's figures. The windows draw it; tests drive it."""

from tracker.practice.layout import (
    CHIPS,
    Area,
    Limits,
    TableOptions,
    TableStyle,
    Variant,
    settle_area,
)
from tracker.practice.seat import Seat, SeatState
from tracker.practice.systems import SYSTEMS, BettingSystem, system_named
from tracker.practice.table import Note, Phase, Round, SeatResult, Table, TableError

__all__ = [
    "CHIPS",
    "SYSTEMS",
    "Area",
    "BettingSystem",
    "Limits",
    "Note",
    "Phase",
    "Round",
    "Seat",
    "SeatResult",
    "SeatState",
    "Table",
    "TableError",
    "TableOptions",
    "TableStyle",
    "Variant",
    "settle_area",
    "system_named",
]
