"""The practice table: seats that bet chips on the layout in turn, on an injected clock,
limits enforced with a note, rounds dealt from the engine's shoe and settled by the engine.

One seat is the online table (no turns: chips, Deal, New Game, Rebet); more seats are the
casino table, where each seat in turn bets and presses Deal, or passes, within the turn's
time, and the cards come out once every seat has acted.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from tracker.engine.coup import Coup
from tracker.engine.shoe import Shoe
from tracker.errors import UserError
from tracker.practice.edges import house_edges, variances
from tracker.practice.layout import CHIPS, Area, TableOptions, settle_area
from tracker.practice.seat import Seat, SeatState, chips_for
from tracker.practice.summary import SeatFigures, figures_of
from tracker.practice.systems import BettingSystem

Clock = Callable[[], float]
"""Seconds on a monotonic clock (``time.monotonic``; tests pass a fake)."""

TURN_SECONDS = 15.0
DEFAULT_BANKROLL = Decimal(1000)


class TableError(UserError, ValueError):
    """An action the table cannot take (a seat number that is not there, a chip not on
    the rail)."""


class Phase(enum.Enum):
    BETTING = "betting"  # chips go on the layout
    DEALT = "dealt"  # the round is settled; New Game starts the next


@dataclass(frozen=True, slots=True)
class Note:
    """What the dealer says to a seat (or to the table when ``seat`` is None)."""

    text: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's settled bets in a round: (area, stake, net) each, and its bankroll after."""

    seat: int
    name: str
    bets: tuple[tuple[Area, Decimal, Decimal], ...]
    bankroll: Decimal

    @property
    def net(self) -> Decimal:
        return sum((net for _, _, net in self.bets), Decimal(0))

    @property
    def wagered(self) -> Decimal:
        return sum((stake for _, stake, _ in self.bets), Decimal(0))


@dataclass(frozen=True, slots=True)
class Round:
    """A dealt round: the coup, which shoe it came from, and every seat's settlement."""

    number: int
    coup: Coup
    shoe_number: int
    new_shoe: bool
    results: tuple[SeatResult, ...]
    winners: frozenset[Area]
    pushes: frozenset[Area]

    def result_of(self, seat: int) -> SeatResult | None:
        return next((r for r in self.results if r.seat == seat), None)


Listener = Callable[[Round], None]


class Table:
    """A practice table of ``seats`` seats (1: the online table; 5: the casino table).

    Every action returns nothing and says what it refused or changed through
    :attr:`notes`; the window shows the last ones. ``clock`` gives the turn timer its
    time (call :meth:`tick` to let it act); ``seed`` makes the deals repeatable.
    """

    def __init__(
        self,
        options: TableOptions | None = None,
        *,
        seats: int = 1,
        clock: Clock = time.monotonic,
        seed: int | None = None,
        bankroll: Decimal = DEFAULT_BANKROLL,
        turn_seconds: float = TURN_SECONDS,
    ) -> None:
        if not 1 <= seats <= 7:
            raise TableError(f"a table has 1 to 7 seats, not {seats}")
        self.options = options if options is not None else TableOptions()
        self.edges: dict[Area, Fraction] = house_edges(self.options)
        self.variances: dict[Area, Fraction] = variances(self.options)
        self._players = 0  # players who sat down so far: numbers their sessions
        self.seats = [Seat(n) for n in range(1, seats + 1)]
        self.clock = clock
        self.turn_seconds = turn_seconds
        self.shoe = Shoe(self.options.rules, seed)
        self.phase = Phase.BETTING
        self.rounds: list[Round] = []
        self.departed: list[SeatFigures] = []  # the figures of players who stood up
        self.notes: list[Note] = []
        self._order: list[int] = []  # seat numbers in this round's turn order
        self._turn = 0
        self._turn_started = 0.0
        self._new_shoe = False
        self._listeners: list[Listener] = []
        self.default_bankroll = bankroll
        if seats == 1:
            self.take_seat(1, "You", bankroll)

    # -- what it is -------------------------------------------------------------------------

    @property
    def turns(self) -> bool:
        """Whether seats bet in turn (the casino table)."""
        return len(self.seats) > 1

    @property
    def last_round(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def round_started(self) -> bool:
        """Whether this round's turn order is fixed (a seat taken now waits)."""
        return bool(self._order)

    @property
    def current(self) -> Seat | None:
        """The seat whose turn it is (at the online table: its one seat while betting)."""
        if self.phase is not Phase.BETTING:
            return None
        if not self.turns:
            return self.seats[0]
        if self._turn < len(self._order):
            return self.seat(self._order[self._turn])
        return None

    def seat(self, number: int) -> Seat:
        """:raises TableError: for a seat that is not at this table."""
        if not 1 <= number <= len(self.seats):
            raise TableError(f"there is no seat {number} at this table of {len(self.seats)}")
        return self.seats[number - 1]

    def turn_left(self) -> float | None:
        """Seconds left of the current seat's turn (None without turns)."""
        if not self.turns or self.current is None:
            return None
        return max(0.0, self._turn_started + self.turn_seconds - self.clock())

    def subscribe(self, listener: Listener) -> None:
        """Hear every round once it is settled."""
        self._listeners.append(listener)

    def note(self, text: str, seat: int | None = None) -> None:
        self.notes.append(Note(text, seat))

    # -- seats --------------------------------------------------------------------------------

    def take_seat(
        self,
        number: int,
        name: str = "",
        bankroll: Decimal | None = None,
        system: BettingSystem | None = None,
        area: Area = Area.BANKER,
    ) -> None:
        """Sit down at seat ``number``, a person (``system`` None) or a computer player.
        Taken while a round is under way, the seat waits for the next round."""
        seat = self.seat(number)
        if seat.state.seated:
            self.note(f"{seat.label} is taken", number)
            return
        if area not in self.options.areas:
            raise TableError(f"{area.label} is not on this table's layout")
        self._players += 1
        bankroll = self.default_bankroll if bankroll is None else bankroll
        seat.sit(self._players, name, bankroll, system, area)
        seat.state = SeatState.WAITING
        if self.phase is Phase.BETTING and not self.round_started:
            self._begin_round()
        else:
            self.note(f"{seat.label} sits down and plays from the next round", number)

    def leave_seat(self, number: int) -> None:
        """Stand up (the chips on the layout go back); once the seat has dealt, its bets
        stand and it leaves when the round is over."""
        seat = self.seat(number)
        in_round = self.phase is Phase.BETTING and number in self._order
        if in_round and seat.state is SeatState.DEALT:
            self.note(f"{seat.label} can leave once the round is over", number)
            return
        if seat.rounds_dealt:
            self.departed.append(figures_of(seat))
        seat.clear()
        seat.state = SeatState.EMPTY
        if in_round:
            self._leave_round(number, restart=False)

    def move_seat(self, number: int, to: int) -> None:
        """The player at ``number`` moves to the empty seat ``to`` with their bankroll and
        session. Once they have dealt, they move when the round is over; before, their
        chips go back and they bet from the new seat: in this round while no person has
        dealt yet, else from the next."""
        seat, target = self.seat(number), self.seat(to)
        if not seat.state.seated:
            self.note(f"Nobody sits at {seat.label}", number)
            return
        if target.state.seated:
            self.note(f"{target.label} is taken", to)
            return
        in_round = self.phase is Phase.BETTING and number in self._order
        if in_round and seat.state is SeatState.DEALT:
            self.note(f"{seat.label} can change seat once the round is over", number)
            return
        was = seat.label
        seat.move_to(target)
        target.state = SeatState.WAITING
        self.note(f"{was} moves to seat {to}", to)
        if in_round:
            self._leave_round(number, restart=True)

    def _leave_round(self, number: int, *, restart: bool) -> None:
        """Take seat ``number`` out of this round's turns before it dealt. With
        ``restart``, while no person has dealt yet the round starts again (a seat taken
        meanwhile bets in it); else the turn moves on as it would have."""
        position = self._order.index(number)
        its_turn = position == self._turn
        self._order.remove(number)
        people_dealt = any(
            not s.computer and s.state is SeatState.DEALT
            for s in self.seats
            if s.number in self._order
        )
        if restart and not people_dealt:
            self._begin_round()
        elif position < self._turn:
            self._turn -= 1
        elif its_turn:
            self._turn -= 1
            self._next_turn(self.clock())  # the next seat's turn (or the cards)

    # -- chips ------------------------------------------------------------------------------

    def _acting(self, number: int | None) -> Seat | None:
        """The seat an action is for, if it may act now (else a note says why)."""
        if self.phase is not Phase.BETTING:
            self.note("The round is over: New Game for the next one")
            return None
        current = self.current
        seat = current if number is None else self.seat(number)
        if seat is None or current is None:
            self.note("No seat is betting: click a free seat's spot to sit down")
            return None
        if seat is not current:
            if seat.state is SeatState.WAITING:
                self.note(f"{seat.label} plays from the next round", seat.number)
            else:
                self.note(f"It is {current.label}'s turn", seat.number)
            return None
        return seat

    def select_chip(self, value: Decimal, number: int | None = None) -> None:
        """Choose the chip the next clicks put down.

        :raises TableError: for a value that is not a chip on the rail.
        """
        if value not in CHIPS:
            raise TableError(
                f"there is no {value} chip; the chips are {', '.join(map(str, CHIPS))}"
            )
        seat = self.current if number is None else self.seat(number)
        if seat is not None:
            seat.chip = value

    def add_chip(self, area: Area, number: int | None = None) -> None:
        """One chip of the seat's chosen value onto ``area``, unless it would pass the
        table maximum or the bankroll (refused, with a note)."""
        seat = self._acting(number)
        if seat is None:
            return
        if area not in self.options.areas:
            self.note(f"{area.label} is not on this table's layout", seat.number)
            return
        self._put(seat, area, [seat.chip])

    def _put(self, seat: Seat, area: Area, chips: list[Decimal]) -> bool:
        amount = sum(chips, Decimal(0))
        maximum = self.options.limits.maximum(area)
        if seat.wager(area) + amount > maximum:
            self.note(
                f"{seat.label}: {seat.wager(area) + amount} on {area.label} is above the table "
                f"maximum of {maximum}: refused",
                seat.number,
            )
            return False
        if amount > seat.available:
            self.note(
                f"{seat.label}: the bankroll of {seat.bankroll} cannot cover {seat.staked + amount}"
                ": refused",
                seat.number,
            )
            return False
        seat.wagers.setdefault(area, []).extend(chips)
        return True

    def remove_chip(self, area: Area, number: int | None = None) -> None:
        """Take the last chip put on ``area`` back (the online table's right-click)."""
        seat = self._acting(number)
        if seat is not None and seat.wagers.get(area):
            seat.wagers[area].pop()
            if not seat.wagers[area]:
                del seat.wagers[area]

    def withdraw(self, area: Area, number: int | None = None) -> None:
        """Take the seat's whole wager on ``area`` back (the casino table's right-click)."""
        seat = self._acting(number)
        if seat is not None:
            seat.wagers.pop(area, None)

    def clear_bets(self, number: int | None = None) -> None:
        seat = self._acting(number)
        if seat is not None:
            seat.clear()

    def rebet(self, number: int | None = None) -> None:
        """Place the previous round's bets again (Rebet, or the 0 key)."""
        seat = self._acting(number)
        if seat is None:
            return
        if not seat.last_bet:
            self.note(f"{seat.label} has no previous bet to repeat", seat.number)
            return
        total = sum(seat.last_bet.values(), Decimal(0))
        if total > seat.bankroll:
            self.note(
                f"{seat.label}: the bankroll of {seat.bankroll} cannot cover the last bet of "
                f"{total}: refused",
                seat.number,
            )
            return
        seat.clear()
        for area, amount in seat.last_bet.items():
            self._put(seat, area, chips_for(amount))

    # -- turns ------------------------------------------------------------------------------

    def pass_turn(self, number: int | None = None) -> None:
        """Sit this round out (before the first card); the chips go back."""
        seat = self._acting(number)
        if seat is None:
            return
        if not self.turns:
            self.note("Nothing to pass: the online table deals when you press Deal")
            return
        seat.clear()
        seat.state = SeatState.PASSED
        self.note(f"{seat.label} passes", seat.number)
        self._next_turn(self.clock())

    def deal(self, number: int | None = None) -> None:
        """The seat's Deal: its bets stand (a wager below the minimum is raised to it, one
        the bankroll cannot cover is refused); at the online table the cards come out."""
        seat = self._acting(number)
        if seat is None:
            return
        if not self._confirm(seat):
            return
        seat.state = SeatState.DEALT
        if self.turns:
            self._next_turn(self.clock())
        else:
            self._deal_cards()

    def _confirm(self, seat: Seat) -> bool:
        if not seat.bets():
            text = "Place a bet first" if not self.turns else "Place a bet, or Pass"
            self.note(f"{seat.label}: {text}", seat.number)
            return False
        for area, amount in list(seat.bets().items()):
            minimum = self.options.limits.minimum(area)
            if amount >= minimum:
                continue
            if self._put(seat, area, chips_for(minimum - amount)):
                self.note(
                    f"{seat.label}: {amount} on {area.label} is below the table minimum: "
                    f"raised to {minimum}",
                    seat.number,
                )
            else:
                del seat.wagers[area]
        return bool(seat.bets())

    def tick(self) -> None:
        """Let the turn clock act: a seat that neither bet nor passed in its time sits the
        round out (its chips go back), and the turn moves on."""
        if not self.turns or self.phase is not Phase.BETTING:
            return
        while (seat := self.current) is not None:
            deadline = self._turn_started + self.turn_seconds
            if self.clock() < deadline:
                return
            seat.clear()
            seat.state = SeatState.TIMED_OUT
            self.note(f"{seat.label} did not bet in {self.turn_seconds:g} s: sits this round out")
            self._next_turn(deadline)

    def _begin_round(self) -> None:
        for seat in self.seats:
            if seat.state.seated:
                seat.state = SeatState.BETTING
                seat.clear()
        self._order = [s.number for s in self.seats if s.state is SeatState.BETTING]
        self._turn = -1
        self._next_turn(self.clock())

    def _next_turn(self, now: float) -> None:
        self._turn += 1
        self._turn_started = now
        if not self.turns:
            return
        while (seat := self.current) is not None and seat.computer:
            self._computer_turn(seat)
            self._turn += 1
        if self._order and self._turn >= len(self._order):
            self._deal_cards()

    def _computer_turn(self, seat: Seat) -> None:
        system = seat.system
        assert system is not None
        if self.shoe.finished:
            system.restart()  # the next hand opens a new shoe: as the backtester, afresh
        area = system.area(seat.system_area)
        if area is None:
            seat.state = SeatState.PASSED
            self.note(f"{seat.label} waits for the shoe's first decision", seat.number)
            return
        stake = max(system.stake, self.options.limits.minimum(area))
        stake = min(stake, self.options.limits.maximum(area))
        if stake > seat.bankroll:
            seat.state = SeatState.PASSED
            self.note(f"{seat.label} cannot cover {stake} and passes", seat.number)
            return
        seat.wagers = {area: chips_for(stake)}
        seat.state = SeatState.DEALT

    # -- the cards ------------------------------------------------------------------------------

    def _deal_cards(self) -> None:
        if self.shoe.finished:
            self.shoe.shuffle()
            self._new_shoe = True
            self.note("The cut card came out last round: a new shoe is shuffled")
        coup = self.shoe.deal_coup()
        results = []
        for seat in self.seats:
            if seat.state is not SeatState.DEALT:
                continue
            bets = []
            for area, stake in seat.bets().items():
                net = settle_area(area, stake, coup, self.options)
                bets.append((area, stake, net))
                seat.wagered += stake
                seat.expected -= self.edges[area] * Fraction(stake)
                seat.variance += self.variances[area] * Fraction(stake) ** 2
                seat.bets_made += 1
                seat.net += net
                seat.bankroll += net
            seat.rounds_bet += 1
            seat.last_bet = seat.bets()
            if seat.system is not None:
                seat.system.record(sum((n for _, _, n in bets), Decimal(0)))
            seat.curve.append(seat.bankroll)
            results.append(SeatResult(seat.number, seat.label, tuple(bets), seat.bankroll))
        for seat in self.seats:
            if seat.state.done:
                seat.rounds_dealt += 1  # it sat in this round, bet or not
            if seat.system is not None and seat.state.seated:
                seat.system.saw(coup.winner)
        one = Decimal(1)
        outcome = {a: settle_area(a, one, coup, self.options) for a in self.options.areas}
        played = Round(
            number=len(self.rounds) + 1,
            coup=coup,
            shoe_number=self.shoe.shoe_number,
            new_shoe=self._new_shoe or not self.rounds,
            results=tuple(results),
            winners=frozenset(a for a, v in outcome.items() if v > 0),
            pushes=frozenset(a for a, v in outcome.items() if v == 0),
        )
        self._new_shoe = False
        self.rounds.append(played)
        self.phase = Phase.DEALT
        self._order = []
        for listener in list(self._listeners):
            listener(played)

    def new_game(self) -> None:
        """Clear the layout for the next round (the bets are remembered for Rebet)."""
        if self.phase is not Phase.DEALT:
            return
        self.phase = Phase.BETTING
        for seat in self.seats:
            seat.clear()
            if seat.state.seated:
                seat.state = SeatState.WAITING
        if any(s.state.seated for s in self.seats):
            self._begin_round()
