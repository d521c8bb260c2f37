"""A seat at the practice table: who sits there, the chips in front of it on each area,
its bankroll in exact money, what it bet last round and its running figures (which move
with the player to another seat)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction

from tracker.practice.layout import CHIPS, Area
from tracker.practice.systems import BettingSystem


class SeatState(enum.Enum):
    """Where a seat stands in the round."""

    EMPTY = "empty"
    WAITING = "waiting"  # taken mid-round: plays from the next round
    BETTING = "betting"  # in the round, has not dealt or passed yet
    DEALT = "dealt"  # has placed its bet and pressed Deal
    PASSED = "passed"  # sits this round out
    TIMED_OUT = "timed_out"  # neither bet nor passed in time: sits this round out

    @property
    def seated(self) -> bool:
        return self is not SeatState.EMPTY

    @property
    def done(self) -> bool:
        """Has acted this round (dealt, passed or sat out)."""
        return self in (SeatState.DEALT, SeatState.PASSED, SeatState.TIMED_OUT)


def chips_for(amount: Decimal) -> list[Decimal]:
    """``amount`` as chips, largest first; a part smaller than the smallest chip (a
    minimum such as 2.50) is one odd chip of its own."""
    chips: list[Decimal] = []
    left = amount
    for chip in reversed(CHIPS):
        while left >= chip:
            chips.append(chip)
            left -= chip
    if left > 0:
        chips.append(left)
    return chips


@dataclass(slots=True)
class Seat:
    """One seat: ``number`` counts from 1 (the dealer's left at the casino table)."""

    number: int
    state: SeatState = SeatState.EMPTY
    name: str = ""
    bankroll: Decimal = Decimal(0)
    start_bankroll: Decimal = Decimal(0)
    system: BettingSystem | None = None
    system_area: Area = Area.BANKER
    chip: Decimal = CHIPS[0]
    wagers: dict[Area, list[Decimal]] = field(default_factory=dict)
    last_bet: dict[Area, Decimal] = field(default_factory=dict)
    rounds_dealt: int = 0  # rounds dealt while this player sat in them (bet or not)
    rounds_bet: int = 0  # rounds this player had a bet on
    bets_made: int = 0  # bets settled (one per area a round)
    wagered: Decimal = Decimal(0)
    net: Decimal = Decimal(0)
    expected: Fraction = Fraction(0)
    variance: Fraction = Fraction(0)  # of the net: the bets' variances, summed
    curve: list[Decimal] = field(default_factory=list)
    player: int = 0  # who sits here, numbered by the table: their session follows them

    @property
    def computer(self) -> bool:
        """A computer player betting by a system."""
        return self.system is not None

    @property
    def label(self) -> str:
        return self.name or f"Seat {self.number}"

    def wager(self, area: Area) -> Decimal:
        """The whole wager on ``area``."""
        return sum(self.wagers.get(area, ()), Decimal(0))

    @property
    def staked(self) -> Decimal:
        """Everything on the layout now."""
        return sum((self.wager(a) for a in self.wagers), Decimal(0))

    @property
    def available(self) -> Decimal:
        """The bankroll less what is on the layout."""
        return self.bankroll - self.staked

    def bets(self) -> dict[Area, Decimal]:
        """Each area's wager, areas without chips left out."""
        return {a: self.wager(a) for a in self.wagers if self.wagers[a]}

    def clear(self) -> None:
        self.wagers.clear()

    def sit(
        self,
        player: int,
        name: str,
        bankroll: Decimal,
        system: BettingSystem | None,
        area: Area,
    ) -> None:
        """A new player (numbered ``player`` by the table) sits down with ``bankroll``."""
        self.player = player
        self.name = name
        self.bankroll = self.start_bankroll = bankroll
        self.system = system
        self.system_area = area
        self.wagers = {}
        self.last_bet = {}
        self.rounds_dealt = self.rounds_bet = self.bets_made = 0
        self.wagered = self.net = Decimal(0)
        self.expected = self.variance = Fraction(0)
        self.curve = [bankroll]

    def move_to(self, other: Seat) -> None:
        """The player here moves to the empty seat ``other`` with their bankroll, figures
        and session; this seat is left empty (the chips on the layout go back)."""
        for name in (
            "name",
            "bankroll",
            "start_bankroll",
            "system",
            "system_area",
            "chip",
            "last_bet",
            "rounds_dealt",
            "rounds_bet",
            "bets_made",
            "wagered",
            "net",
            "expected",
            "variance",
            "curve",
            "player",
        ):
            setattr(other, name, getattr(self, name))
        other.wagers = {}
        self.clear()
        self.state = SeatState.EMPTY
        self.system = None
        self.player = 0
        self.name = ""
        self.curve = []
        self.last_bet = {}
