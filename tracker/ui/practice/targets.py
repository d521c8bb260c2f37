"""What is on the painted table: the things a click can reach, the words each area and seat
prints, and the tooltips."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtGui import QColor

from tracker.practice import Area, SeatState, Table
from tracker.ui.practice.art import BANKER_RED, PLAYER_BLUE, TIE_GREEN, money_text

PAYS = {
    Area.PLAYER: "1:1",
    Area.TIE: "",
    Area.PLAYER_PAIR: "11:1",
    Area.BANKER_PAIR: "11:1",
}
# Okabe–Ito orange, blue and bluish green, as the colour-blind-safe scorecards use.
SAFE_BANKER = QColor("#e69f00")
SAFE_PLAYER = QColor("#0072b2")
SAFE_TIE = QColor("#009e73")
AREA_COLOURS = {
    Area.PLAYER: PLAYER_BLUE,
    Area.PLAYER_PAIR: PLAYER_BLUE,
    Area.DRAGON_BONUS_PLAYER: PLAYER_BLUE,
    Area.PANDA_8: PLAYER_BLUE,
    Area.BANKER: BANKER_RED,
    Area.BANKER_PAIR: BANKER_RED,
    Area.DRAGON_BONUS_BANKER: BANKER_RED,
    Area.DRAGON_7: BANKER_RED,
    Area.SUPER_6: BANKER_RED,
    Area.TIE: TIE_GREEN,
}


def side_colour(colour: QColor, colour_blind: bool) -> QColor:
    """A casino colour of the layout, or its colour-blind-safe stand-in."""
    if not colour_blind:
        return colour
    safe = {
        BANKER_RED.name(): SAFE_BANKER,
        PLAYER_BLUE.name(): SAFE_PLAYER,
        TIE_GREEN.name(): SAFE_TIE,
    }
    return safe.get(colour.name(), colour)


@dataclass(frozen=True, slots=True)
class Target:
    """Something on the table a click can reach."""

    kind: str  # "area", "chip", "seat", "card", "button"
    seat: int = 0
    area: Area | None = None
    chip: Decimal | None = None
    index: int = 0
    name: str = ""


# Narrow boxes at the casino table print the short names a layout uses.
SHORT_NAMES = {
    Area.DRAGON_BONUS_PLAYER: "DB Player",
    Area.DRAGON_BONUS_BANKER: "DB Banker",
    Area.PLAYER_PAIR: "P Pair",
    Area.BANKER_PAIR: "B Pair",
}

BUTTON_TIPS = {
    "deal": "Deal: your bets stand (Space)",
    "pass": "Sit this round out (X)",
    "rebet": "Place the last round's bets again (R)",
    "clear": "Take your chips back (Backspace)",
    "new_game": "Clear the table for the next round (N)",
}

STATE_WORDS: dict[SeatState, str] = {
    SeatState.EMPTY: "",
    SeatState.WAITING: "Plays next round",
    SeatState.BETTING: "Waiting for the turn",
    SeatState.DEALT: "Bet placed",
    SeatState.PASSED: "Passes",
    SeatState.TIMED_OUT: "Sat out (time)",
}


def tip_for(table: Table, target: Target) -> str:
    """The tooltip of what is under the pointer."""
    if target.kind == "area" and target.area is not None:
        edge = table.edges.get(target.area)
        exact = f"{float(edge) * 100:.4f}%" if edge is not None else "unknown"
        limits = table.options.limits
        return (
            f"{target.area.label}: house edge {exact} (exact, full shoe); limits "
            f"{money_text(limits.minimum(target.area))} to "
            f"{money_text(limits.maximum(target.area))}. Left-click: one chip; "
            + ("right-click: the whole wager back" if table.turns else "right-click: one chip back")
        )
    if target.kind == "chip" and target.chip is not None:
        return f"The {money_text(target.chip)} chip: each click on an area adds one"
    if target.kind == "seat":
        if table.seat(target.seat).state.seated:
            return "Right-click to stand up"
        return (
            "Click to sit here (seated already: move here with your bankroll); "
            "right-click for a computer player"
        )
    if target.kind == "button":
        return BUTTON_TIPS.get(target.name, "")
    if target.kind == "card":
        return "Click to turn the card (squeeze)"
    return ""
