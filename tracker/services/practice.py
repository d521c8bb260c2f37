"""The practice session: a practice table whose every round is stored in the library first
(the hand in a practice shoe, each seat's bets in its session), then added to the scorecard
and told to listeners; and the summaries of past sessions, read back."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from tracker.history import HandRecord, ShoeKind
from tracker.practice import Round, Table, TableOptions
from tracker.practice.edges import house_edges
from tracker.practice.layout import Area, OptionsError
from tracker.practice.summary import SeatFigures, seat_figures
from tracker.roads import Result, Roads, Scorecard
from tracker.store import Library
from tracker.store.practice import BetToRecord

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
    table shuffled one), then its scorecard grows and listeners hear of it. A seat's
    session starts the first round it sits through.
    """

    def __init__(self, library: Library, table: Table, label: str = "") -> None:
        self.library = library
        self.table = table
        self.label = label or (
            "Practice, casino table" if table.turns else "Practice, online table"
        )
        self.shoe_id: int | None = None
        self.first_shoe_id: int | None = None
        self._sessions: dict[tuple[int, int], int] = {}  # (seat, sitting) → session id
        self._scorecard = Scorecard()
        self._listeners: list[Listener] = []
        self._options = json.dumps(table.options.to_dict())
        table.subscribe(self._store)

    @property
    def roads(self) -> Roads:
        return self._scorecard.snapshot()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _new_shoe(self) -> int:
        if self.shoe_id is not None:
            self.library.close_shoe(self.shoe_id)
        rules = self.table.options.rules
        summary = self.library.start_shoe(
            kind=ShoeKind.PRACTICE,
            label=self.label,
            table=self.label,
            decks=rules.decks,
            rules=rules,
            burn=self.table.shoe.burn_cards,
            cut_card=None if rules.reshuffle_every_round else rules.cut_card,
            notes=self.table.options.describe(),
        )
        self.shoe_id = summary.id
        if self.first_shoe_id is None:
            self.first_shoe_id = summary.id
        self._scorecard = Scorecard()
        return summary.id

    def _session_for(self, number: int) -> int:
        seat = self.table.seat(number)
        key = (number, seat.sitting)
        if key not in self._sessions:
            assert self.first_shoe_id is not None
            self._sessions[key] = self.library.practice.start_practice(
                self.first_shoe_id,
                self.table.options.rules,
                cents(seat.start_bankroll),
                seat=f"Seat {number}: {seat.label}" if self.table.turns else seat.label,
                options=self._options,
            )
        return self._sessions[key]

    def _store(self, played: Round) -> None:
        shoe_id = self.shoe_id
        casino_style = not self.table.options.rules.reshuffle_every_round
        if shoe_id is None or (casino_style and played.new_shoe):
            shoe_id = self._new_shoe()
        hand = self.library.add_hand(shoe_id, HandRecord.from_coup(0, played.coup))
        seated = [s.number for s in self.table.seats if s.state.seated and s.state.done]
        bets: list[BetToRecord] = []
        for result in played.results:
            session = self._session_for(result.seat)
            bets.extend(
                BetToRecord(session, area.code, cents(stake), cents(net))
                for area, stake, net in result.bets
            )
        sessions = [self._session_for(n) for n in seated]
        self.library.practice.record_round(hand.id, bets, sessions)
        self._scorecard.add(Result.from_hand(hand.record))
        event = RoundStored(played, shoe_id, hand.id, self.roads)
        for listener in list(self._listeners):
            listener(event)

    def close(self) -> None:
        """The table closes: every session and the open practice shoe are finished."""
        self.library.practice.close_practice(list(self._sessions.values()))
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
        return max((s.rounds for s in self.seats), default=0)


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
    for session in library.practice.practice_sessions(limit=limit * 7):
        options = _options(session.options)
        edges: dict[Area, Fraction] = dict(house_edges(options)) if options is not None else {}
        stored = library.practice.practice_bets(session.id)
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
