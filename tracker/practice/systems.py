"""The betting systems a computer seat plays by, one hand at a time: the backtester's
(:mod:`tracker.stats.backtest`), which plays them over whole shoes in one kernel;
the tests hold the two to the same results. Each changes only the size of the stake, or
the side it goes on; none changes the house edge."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.practice.layout import Area

SYSTEMS: dict[str, str] = {
    "flat": "Flat: the same stake every hand",
    "martingale": "Martingale: double after a loss, back to one unit after a win",
    "paroli": "Paroli: double after a win, back to one unit after three wins or a loss",
    "dalembert": "d'Alembert: one unit more after a loss, one less after a win",
    "1326": "1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss",
    "fibonacci": "Fibonacci: one step up after a loss, two steps down after a win",
    "labouchere": "Labouchère 1-2-3: first plus last of the line; a win crosses them off",
    "follow": "Follow: one unit on the side that won the last decision",
    "against": "Against: one unit on the side that lost the last decision",
}
CHOOSES_SIDE = frozenset({"follow", "against"})
"""Systems that choose the side themselves (the others bet the seat's chosen area)."""

LABOUCHERE_LINE = (1, 2, 3)
_ONE_THREE_TWO_SIX = (1, 3, 2, 6)
FIB_TOP = 88  # as the backtester: the last Fibonacci number it holds


def _fibonacci(index: int) -> int:
    a, b = 1, 1
    for _ in range(index):
        a, b = b, a + b
    return a


class UnknownSystem(UserError, ValueError):
    """A betting system the table does not know."""


@dataclass(slots=True)
class BettingSystem:
    """One seat's system: :attr:`stake` is what it bets next, :meth:`area` where, ``unit``
    its first stake, ``table_max`` the most a stake may be (a Martingale past it goes back
    to the unit, the others are cut to it)."""

    name: str
    unit: Decimal
    table_max: Decimal | None = None
    stake_now: Decimal = Decimal(0)
    level: int = 0  # wins in a row (Paroli, 1-3-2-6), the Fibonacci index
    line: list[int] = field(default_factory=list)
    last: Winner | None = None  # the last Banker/Player decision of this shoe

    def __post_init__(self) -> None:
        if self.name not in SYSTEMS:
            raise UnknownSystem(f"no betting system {self.name!r}; choose {', '.join(SYSTEMS)}")
        if self.unit <= 0:
            raise UnknownSystem(f"a system's unit must be positive, not {self.unit}")
        if not self.stake_now:
            self.stake_now = self.unit
        if not self.line:
            self.line = list(LABOUCHERE_LINE)

    @property
    def title(self) -> str:
        return SYSTEMS[self.name].split(":")[0]

    @property
    def stake(self) -> Decimal:
        """The next stake, cut to the table maximum."""
        if self.name == "labouchere":
            if not self.line:
                self.line = list(LABOUCHERE_LINE)
            units = self.line[0] + self.line[-1] if len(self.line) > 1 else self.line[0]
            self.stake_now = self.unit * units
        if self.table_max is not None and self.stake_now > self.table_max:
            return self.table_max
        return self.stake_now

    def area(self, chosen: Area) -> Area | None:
        """Where the next bet goes: the seat's ``chosen`` area, or for Follow and Against
        the side of the last decision (``None`` before the shoe's first decision)."""
        if self.name not in CHOOSES_SIDE:
            return chosen
        if self.last is None:
            return None
        follow = self.last is Winner.BANKER
        if self.name == "against":
            follow = not follow
        return Area.BANKER if follow else Area.PLAYER

    def restart(self) -> None:
        """A new shoe: the system starts afresh (one unit, its line whole, no decision
        seen), as the backtester plays each shoe."""
        self.stake_now = self.unit
        self.level = 0
        self.line = list(LABOUCHERE_LINE)
        self.last = None

    def saw(self, winner: Winner) -> None:
        """Every dealt hand: remember the last Banker/Player decision."""
        if winner is not Winner.TIE:
            self.last = winner

    def record(self, net: Decimal) -> None:
        """Move the progression by the last bet's net result (a push changes nothing)."""
        if net == 0:
            return
        won = net > 0
        unit = self.unit
        if self.name == "martingale":
            doubled = self.stake_now * 2
            if won or (self.table_max is not None and doubled > self.table_max):
                self.stake_now = unit
            else:
                self.stake_now = doubled
        elif self.name == "paroli":
            self.level = self.level + 1 if won else 0
            if not won or self.level >= 3:
                self.level = 0
                self.stake_now = unit
            else:
                self.stake_now *= 2
        elif self.name == "dalembert":
            self.stake_now = max(unit, self.stake_now - unit if won else self.stake_now + unit)
        elif self.name == "1326":
            self.level = (self.level + 1) % 4 if won else 0
            self.stake_now = unit * _ONE_THREE_TWO_SIX[self.level]
        elif self.name == "fibonacci":
            self.level = max(0, self.level - 2) if won else min(FIB_TOP, self.level + 1)
            self.stake_now = unit * _fibonacci(self.level)
        elif self.name == "labouchere":
            if won:
                self.line = self.line[1:-1]
            else:
                self.line.append(int(self.stake_now / unit))


def system_named(name: str, unit: Decimal, table_max: Decimal | None = None) -> BettingSystem:
    """A fresh progression of the system ``name``.

    :raises UnknownSystem: for a name not in :data:`SYSTEMS`.
    """
    return BettingSystem(name.lower(), unit, table_max)
