"""The betting systems a computer seat plays by (SPEC §8): flat, Martingale, Paroli and
d'Alembert, one hand at a time. The backtester (:mod:`tracker.stats.backtest`) plays the
same systems over whole shoes in one kernel; the tests hold the two to the same results.
Each changes only the size of the stake; none changes the house edge."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tracker.errors import UserError

SYSTEMS: dict[str, str] = {
    "flat": "Flat: the same stake every hand",
    "martingale": "Martingale: double after a loss, back to one unit after a win",
    "paroli": "Paroli: double after a win, back to one unit after three wins or a loss",
    "dalembert": "d'Alembert: one unit more after a loss, one less after a win",
}


class UnknownSystem(UserError, ValueError):
    """A betting system the table does not know."""


@dataclass(slots=True)
class BettingSystem:
    """One seat's progression: ``stake`` is what it bets next, ``unit`` its first stake,
    ``table_max`` the most a stake may be (a Martingale past it goes back to the unit,
    the others are cut to it)."""

    name: str
    unit: Decimal
    table_max: Decimal | None = None
    stake_now: Decimal = Decimal(0)
    wins_in_row: int = 0

    def __post_init__(self) -> None:
        if self.name not in SYSTEMS:
            raise UnknownSystem(f"no betting system {self.name!r}; choose {', '.join(SYSTEMS)}")
        if self.unit <= 0:
            raise UnknownSystem(f"a system's unit must be positive, not {self.unit}")
        if not self.stake_now:
            self.stake_now = self.unit

    @property
    def stake(self) -> Decimal:
        """The next stake, cut to the table maximum."""
        if self.table_max is not None and self.stake_now > self.table_max:
            return self.table_max
        return self.stake_now

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
            self.wins_in_row = self.wins_in_row + 1 if won else 0
            if not won or self.wins_in_row >= 3:
                self.wins_in_row = 0
                self.stake_now = unit
            else:
                self.stake_now *= 2
        elif self.name == "dalembert":
            self.stake_now = max(unit, self.stake_now - unit if won else self.stake_now + unit)


def system_named(name: str, unit: Decimal, table_max: Decimal | None = None) -> BettingSystem:
    """A fresh progression of the system ``name``.

    :raises UnknownSystem: for a name not in :data:`SYSTEMS`.
    """
    return BettingSystem(name.lower(), unit, table_max)
