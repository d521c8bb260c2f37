"""The practice session: a practice table whose every round is stored in the library first
(the hand in a practice shoe, each seat's bets in its session), then added to the scorecard
and told to listeners; and the summaries of past sessions, read back."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from fractions import Fraction

from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.practice import Round, Table, TableOptions
from tracker.practice.edges import house_edges, variances
from tracker.practice.layout import Area, OptionsError
from tracker.practice.summary import SeatFigures, seat_figures
from tracker.roads import Result, Roads, Scorecard
from tracker.store import Library
from tracker.store.practice import NewSession, PracticeRound, RoundBet, SessionKey

CENTS = Decimal(100)


def cents(amount: Decimal) -> int:
    """An exact amount in whole cents (the table's chips are whole cents).

    :raises ValueError: for an amount finer than a cent.
    """
    value = amount * CENTS
    if value != value.to_integral_value():
        raise ValueError(f"{amount} is not a whole number of cents")
    return int(value)


def money(cents_: int) -> Decimal:
    return Decimal(cents_) / CENTS


@dataclass(frozen=True, slots=True)
class RoundStored:
    """A round as the library now holds it, and the scorecard of its practice shoe."""

    round: Round
    shoe_id: int
    hand_id: int
    roads: Roads


Listener = Callable[[RoundStored], None]


class PracticeSession:
    """A table played in practice mode and kept in the library.

    Subscribes to the table: each settled round is stored (a new practice shoe when the
    table shuffled one), then its scorecard grows and listeners hear of it. A player's
    session starts the first round they sit through and follows them to another seat.
    """

    def __init__(self, library: Library, table: Table, label: str = "") -> None:
        self.library = library
        self.table = table
        self.label = label or (
            "Practice, casino table" if table.turns else "Practice, online table"
        )
        self.shoe_id: int | None = None
        self.first_shoe_id: int | None = None
        self._sessions: dict[SessionKey, int] = {}  # (player, 0) → session id
        self._scorecard = Scorecard()
        self._listeners: list[Listener] = []
        self._options = json.dumps(table.options.to_dict())
        table.subscribe(self._store)

    @property
    def roads(self) -> Roads:
        return self._scorecard.snapshot()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _new_shoe(self) -> ShoeRecord:
        """The details of the practice shoe a round starts (a new shoe dealt)."""
        rules = self.table.options.rules
        return ShoeRecord(
            label=self.label,
            kind=ShoeKind.PRACTICE,
            table=self.label,
            started=datetime.now().astimezone(),
            decks=rules.decks,
            rules=rules,
            burn=tuple(self.table.shoe.burn_cards),
            cut_card=None if rules.reshuffle_every_round else rules.cut_card,
            notes=self.table.options.describe(),
        )

    def _store(self, played: Round) -> None:
        """Store a settled round in one transaction: its hand (in a new practice shoe
        when the table shuffled one), the sessions of seats sitting for the first time,
        their bets and bankrolls."""
        casino_style = not self.table.options.rules.reshuffle_every_round
        new_shoe = None
        if self.shoe_id is None or (casino_style and played.new_shoe):
            new_shoe = self._new_shoe()
        starting: dict[SessionKey, NewSession] = {}

        def session_for(number: int) -> int | SessionKey:
            seat = self.table.seat(number)
            key = (seat.player, 0)  # the player's session, whichever seat they are at
            if key in self._sessions:
                return self._sessions[key]
            if key not in starting:
                starting[key] = NewSession(
                    key,
                    self.table.options.rules,
                    cents(seat.start_bankroll),
                    seat=f"Seat {number}: {seat.label}" if self.table.turns else seat.label,
                    options=self._options,
                    shoe_id=self.first_shoe_id,
                )
            return key

        bets = [
            RoundBet(session_for(result.seat), area.code, cents(stake), cents(net))
            for result in played.results
            for area, stake, net in result.bets
        ]
        seated = [
            session_for(s.number) for s in self.table.seats if s.state.seated and s.state.done
        ]
        recorded = self.library.record_round(
            PracticeRound(
                HandRecord.from_coup(0, played.coup),
                self.shoe_id,
                new_shoe,
                tuple(starting.values()),
                tuple(bets),
                tuple(seated),
            )
        )
        self._sessions.update(recorded.sessions)
        if new_shoe is not None:
            self.shoe_id = recorded.shoe_id
            if self.first_shoe_id is None:
                self.first_shoe_id = recorded.shoe_id
            self._scorecard = Scorecard()
        self._scorecard.add(Result.from_hand(recorded.hand.record))
        event = RoundStored(played, recorded.shoe_id, recorded.hand.id, self.roads)
        for listener in list(self._listeners):
            listener(event)

    def close(self) -> None:
        """The table closes: every session and the open practice shoe are finished."""
        self.library.close_practice(list(self._sessions.values()))
        if self.shoe_id is not None and self.library.shoe(self.shoe_id).closed_at is None:
            self.library.close_shoe(self.shoe_id)


@dataclass(frozen=True, slots=True)
class TableSummary:
    """A past practice table: when, its options, and each seat's figures."""

    shoe_id: int
    started: str
    options: TableOptions | None
    describe: str
    seats: tuple[SeatFigures, ...]

    @property
    def rounds(self) -> int:
        """Rounds dealt at the table, as far as its players sat in them."""
        return max((s.rounds_dealt for s in self.seats), default=0)


def _options(text: str | None) -> TableOptions | None:
    if not text:
        return None
    try:
        return TableOptions.from_dict(json.loads(text))
    except (ValueError, OptionsError):
        return None


def session_summaries(library: Library, *, limit: int = 50) -> list[TableSummary]:
    """The practice tables kept in the library, the newest first, each seat's figures
    rebuilt from its stored bets."""
    tables: dict[int, list[SeatFigures]] = {}
    info: dict[int, tuple[str, TableOptions | None]] = {}
    for session in library.practice_sessions(limit=limit * 7):
        options = _options(session.options)
        edges: dict[Area, Fraction] = dict(house_edges(options)) if options is not None else {}
        spread: dict[Area, Fraction] = dict(variances(options)) if options is not None else {}
        stored = library.practice_bets(session.id)
        bets = []
        for bet in stored:
            try:
                area = Area.from_code(bet.bet)
            except ValueError:
                continue
            bets.append((bet.hand_id, area, money(bet.stake_cents), money(bet.result_cents)))
        figures = seat_figures(
            session.seat or f"Session {session.id}",
            money(session.bankroll_start_cents),
            session.rounds,
            bets,
            edges,
            spread,
        )
        tables.setdefault(session.shoe_id, []).append(figures)
        info.setdefault(
            session.shoe_id, (session.started_at.strftime("%Y-%m-%d %H:%M UTC"), options)
        )
    summaries = []
    for shoe_id, seats in list(tables.items())[:limit]:
        started, options = info[shoe_id]
        summaries.append(
            TableSummary(
                shoe_id=shoe_id,
                started=started,
                options=options,
                describe=options.describe() if options is not None else "",
                seats=tuple(reversed(seats)),
            )
        )
    return summaries
