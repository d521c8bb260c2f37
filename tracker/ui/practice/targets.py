"""What is on the painted table: the things a click can reach, the words each area and seat
prints, and the tooltips."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor

from tracker.engine.sidebet_table import side_bet
from tracker.practice import Area, SeatState, Table, TableOptions, TableStyle, Variant
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.practice.art import BANKER_RED, PLAYER_BLUE, TIE_GREEN, money_text
from tracker.ui.shell.side_bet_choice import bet_pays

TABLE = "PracticeTable"
"""The catalogues' context of the words printed on the practice table."""

AREA_NAMES = {
    Area.PLAYER: QT_TRANSLATE_NOOP("PracticeTable", "Player"),
    Area.BANKER: QT_TRANSLATE_NOOP("PracticeTable", "Banker"),
    Area.TIE: QT_TRANSLATE_NOOP("PracticeTable", "Tie"),
    Area.PLAYER_PAIR: QT_TRANSLATE_NOOP("PracticeTable", "Player pair"),
    Area.BANKER_PAIR: QT_TRANSLATE_NOOP("PracticeTable", "Banker pair"),
}
"""The main bets' and the pairs' names; the side bets are named by the side-bet table's
words (context ``SideBets``)."""

SIDE_BET_NAMES = (
    QT_TRANSLATE_NOOP("SideBets", "Dragon 7"),
    QT_TRANSLATE_NOOP("SideBets", "Panda 8"),
    QT_TRANSLATE_NOOP("SideBets", "Super 6"),
    QT_TRANSLATE_NOOP("SideBets", "Dragon Bonus Player"),
    QT_TRANSLATE_NOOP("SideBets", "Dragon Bonus Banker"),
)
"""The side bets' names as the practice layout prints them (``Area.label``)."""


def area_name(area: Area) -> str:
    """``area``'s name in the app's language ("Banker", "Dragon 7")."""
    if area in AREA_NAMES:
        return QCoreApplication.translate("PracticeTable", AREA_NAMES[area])
    return QCoreApplication.translate("SideBets", area.label)


def side_pays(area: Area) -> str:
    """What a side bet's area pays ("40:1", "up to 30:1") in the app's language; nothing
    for the other areas."""
    return "" if area.side_bet is None else bet_pays(side_bet(area.side_bet.table_id))


def percent_text(value: float, places: int) -> str:
    """``value`` (0.0106) as a percentage in the language's digits ("1.06%")."""
    return QLocale().toString(value * 100, "f", places) + QLocale().percent()


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
    Area.DRAGON_BONUS_PLAYER: QT_TRANSLATE_NOOP("PracticeTable", "DB Player"),
    Area.DRAGON_BONUS_BANKER: QT_TRANSLATE_NOOP("PracticeTable", "DB Banker"),
    Area.PLAYER_PAIR: QT_TRANSLATE_NOOP("PracticeTable", "P Pair"),
    Area.BANKER_PAIR: QT_TRANSLATE_NOOP("PracticeTable", "B Pair"),
}

BUTTON_TIPS = {
    "deal": QT_TRANSLATE_NOOP("PracticeTable", "Deal: your bets stand (Space)"),
    "pass": QT_TRANSLATE_NOOP("PracticeTable", "Sit this round out (X)"),
    "rebet": QT_TRANSLATE_NOOP("PracticeTable", "Place the last round's bets again (R)"),
    "clear": QT_TRANSLATE_NOOP("PracticeTable", "Take your chips back (Backspace)"),
    "new_game": QT_TRANSLATE_NOOP("PracticeTable", "Clear the table for the next round (N)"),
}

BUTTON_NAMES = {
    "deal": QT_TRANSLATE_NOOP("PracticeTable", "Deal"),
    "pass": QT_TRANSLATE_NOOP("PracticeTable", "Pass"),
    "rebet": QT_TRANSLATE_NOOP("PracticeTable", "Rebet"),
    "clear": QT_TRANSLATE_NOOP("PracticeTable", "Clear"),
    "new_game": QT_TRANSLATE_NOOP("PracticeTable", "New Game"),
}
"""The buttons printed on the felt."""

STATE_WORDS: dict[SeatState, str] = {
    SeatState.EMPTY: "",
    SeatState.WAITING: QT_TRANSLATE_NOOP("PracticeTable", "Plays next round"),
    SeatState.BETTING: QT_TRANSLATE_NOOP("PracticeTable", "Waiting for the turn"),
    SeatState.DEALT: QT_TRANSLATE_NOOP("PracticeTable", "Bet placed"),
    SeatState.PASSED: QT_TRANSLATE_NOOP("PracticeTable", "Passes"),
    SeatState.TIMED_OUT: QT_TRANSLATE_NOOP("PracticeTable", "Sat out (time)"),
}


def table_words(text: str) -> str:
    """A text of the tables above in the app's language."""
    return QCoreApplication.translate("PracticeTable", text) if text else ""


def tip_for(table: Table, target: Target) -> str:
    """The tooltip of what is under the pointer."""
    if target.kind == "area" and target.area is not None:
        edge = table.edges.get(target.area)
        exact = (
            percent_text(float(edge), 4)
            if edge is not None
            else QCoreApplication.translate("PracticeTable", "unknown")
        )
        limits = table.options.limits
        back = (
            QCoreApplication.translate("PracticeTable", "right-click: the whole wager back")
            if table.turns
            else QCoreApplication.translate("PracticeTable", "right-click: one chip back")
        )
        return (
            QCoreApplication.translate(
                "PracticeTable",
                "%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5",
            )
            .replace("%1", area_name(target.area))
            .replace("%2", exact)
            .replace("%3", money_text(limits.minimum(target.area)))
            .replace("%4", money_text(limits.maximum(target.area)))
            .replace("%5", back)
        )
    if target.kind == "chip" and target.chip is not None:
        return QCoreApplication.translate(
            "PracticeTable", "The %1 chip: each click on an area adds one"
        ).replace("%1", money_text(target.chip))
    if target.kind == "seat":
        if table.seat(target.seat).state.seated:
            return QCoreApplication.translate("PracticeTable", "Right-click to stand up")
        return QCoreApplication.translate(
            "PracticeTable",
            "Click to sit here (seated already: move here with your bankroll); "
            "right-click for a computer player",
        )
    if target.kind == "button":
        return table_words(BUTTON_TIPS.get(target.name, ""))
    if target.kind == "card":
        return QCoreApplication.translate("PracticeTable", "Click to turn the card (squeeze)")
    return ""


SYSTEM_WORDS = {
    "flat": QT_TRANSLATE_NOOP("PracticeTable", "Flat: the same stake every hand"),
    "martingale": QT_TRANSLATE_NOOP(
        "PracticeTable", "Martingale: double after a loss, back to one unit after a win"
    ),
    "paroli": QT_TRANSLATE_NOOP(
        "PracticeTable",
        "Paroli: double after a win, back to one unit after three wins or a loss",
    ),
    "dalembert": QT_TRANSLATE_NOOP(
        "PracticeTable", "d'Alembert: one unit more after a loss, one less after a win"
    ),
    "1326": QT_TRANSLATE_NOOP(
        "PracticeTable", "1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss"
    ),
    "fibonacci": QT_TRANSLATE_NOOP(
        "PracticeTable", "Fibonacci: one step up after a loss, two steps down after a win"
    ),
    "labouchere": QT_TRANSLATE_NOOP(
        "PracticeTable", "Labouchère 1-2-3: first plus last of the line; a win crosses them off"
    ),
    "follow": QT_TRANSLATE_NOOP(
        "PracticeTable", "Follow: one unit on the side that won the last decision"
    ),
    "against": QT_TRANSLATE_NOOP(
        "PracticeTable", "Against: one unit on the side that lost the last decision"
    ),
}
"""The betting systems of the computer seats in words (``tracker.practice.systems``'s
``SYSTEMS``), as the seat's menu offers them."""

SYSTEM_TITLES = {
    "Flat": QT_TRANSLATE_NOOP("PracticeTable", "Flat"),
    "Martingale": QT_TRANSLATE_NOOP("PracticeTable", "Martingale"),
    "Paroli": QT_TRANSLATE_NOOP("PracticeTable", "Paroli"),
    "d'Alembert": QT_TRANSLATE_NOOP("PracticeTable", "d'Alembert"),
    "1-3-2-6": QT_TRANSLATE_NOOP("PracticeTable", "1-3-2-6"),
    "Fibonacci": QT_TRANSLATE_NOOP("PracticeTable", "Fibonacci"),
    "Labouchère 1-2-3": QT_TRANSLATE_NOOP("PracticeTable", "Labouchère 1-2-3"),
    "Follow": QT_TRANSLATE_NOOP("PracticeTable", "Follow"),
    "Against": QT_TRANSLATE_NOOP("PracticeTable", "Against"),
}
"""The systems' names (the words before the colon), as a computer seat is named."""

_GUEST = re.compile(r"Guest (\d+)")
_SEAT = re.compile(r"Seat (\d+)")
_SEAT_NAMED = re.compile(r"Seat (\d+): (.+)")
_BOT = " bot"


def seat_name(name: str, number: int) -> str:
    """What a seat is called on the table: the names the window gives ("You", "Guest 2",
    "Martingale bot") and an empty seat's number in the app's language; any other name as
    it is (the player's own)."""
    if not name:
        return QCoreApplication.translate("PracticeTable", "Seat %1").replace("%1", str(number))
    named = _SEAT_NAMED.fullmatch(name)
    if named is not None:  # a past casino seat, as the library keeps it
        return (
            QCoreApplication.translate("PracticeTable", "Seat %1: %2")
            .replace("%1", named[1])
            .replace("%2", seat_name(named[2], int(named[1])))
        )
    seat = _SEAT.fullmatch(name)
    if seat is not None:
        return QCoreApplication.translate("PracticeTable", "Seat %1").replace("%1", seat[1])
    if name == "You":
        return QCoreApplication.translate("PracticeTable", "You")
    guest = _GUEST.fullmatch(name)
    if guest is not None:
        return QCoreApplication.translate("PracticeTable", "Guest %1").replace("%1", guest[1])
    title = name.removesuffix(_BOT)
    if name.endswith(_BOT) and title in SYSTEM_TITLES:
        return QCoreApplication.translate("PracticeTable", "%1 bot").replace(
            "%1", QCoreApplication.translate("PracticeTable", SYSTEM_TITLES[title])
        )
    return name


def rules_words(options: TableOptions) -> str:
    """The table's rules in a line, in the app's language: "8 decks, 5% commission, Tie
    8:1, pairs 11:1, shuffled every round; Dragon 7"."""
    locale = QLocale()
    if options.variant is Variant.COMMISSION:
        banker = QCoreApplication.translate("PracticeWindow", "%1% commission").replace(
            "%1", locale.toString(options.commission)
        )
    elif options.variant is Variant.NO_COMMISSION:
        banker = QCoreApplication.translate("PracticeWindow", "no commission (Banker 6 pays 1:2)")
    else:
        banker = QCoreApplication.translate("PracticeWindow", "EZ Baccarat")
    style = (
        QCoreApplication.translate("PracticeWindow", "shuffled every round")
        if options.style is TableStyle.ONLINE
        else QCoreApplication.translate("PracticeWindow", "dealt to the cut")
    )
    words = (
        QCoreApplication.translate("PracticeWindow", "%1 decks, %2, Tie %3:1, pairs 11:1, %4")
        .replace("%1", locale.toString(options.decks))
        .replace("%2", banker)
        .replace("%3", str(options.tie_pays))
        .replace("%4", style)
    )
    sides = [area_name(a) for a in options.areas if a in options.side_bets]
    return words + ("; " + ", ".join(sides) if sides else "")
