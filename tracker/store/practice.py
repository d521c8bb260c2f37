"""Practice sessions in the library: a seat's bankroll in integer cents played at a
practice table whose hands are stored as a practice shoe, and the settled bets that move it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, func, insert, select, update

from tracker.engine.rules import RuleSet
from tracker.history.checked import check_shoe
from tracker.history.records import HandRecord, ShoeRecord
from tracker.store import convert, live
from tracker.store.errors import UnknownShoeError
from tracker.store.models import practice_bets_table, practice_sessions_table
from tracker.store.rows import StoredHand, Transactions, hand_row, shoe_row
from tracker.translatable import QT_TRANSLATE_NOOP, Message


@dataclass(frozen=True, slots=True)
class StoredSession:
    """One seat's practice session as stored: money in integer cents; ``shoe_id`` is the
    practice shoe it started on (later shoes of the same table follow it)."""

    id: int
    shoe_id: int
    seat: str | None
    options: str | None
    rules: RuleSet | None
    bankroll_start_cents: int
    bankroll_cents: int
    rounds: int
    bets: int
    wagered_cents: int
    started_at: datetime
    closed_at: datetime | None


@dataclass(frozen=True, slots=True)
class StoredBet:
    """One settled practice bet, in the order placed."""

    hand_id: int
    bet: str
    stake_cents: int
    result_cents: int


SessionKey = tuple[int, int]
"""A session started by the round that names it (its seat and sitting, say), until stored."""


@dataclass(frozen=True, slots=True)
class NewSession:
    """A practice session a round starts: a seat's first round."""

    key: SessionKey
    rules: RuleSet
    bankroll_cents: int
    seat: str | None = None
    options: str | None = None
    shoe_id: int | None = None
    """The shoe it started on (``None``: the round's own shoe)."""


@dataclass(frozen=True, slots=True)
class RoundBet:
    """A settled bet of one round, of a stored session (its id) or of one the round starts
    (its key)."""

    session: int | SessionKey
    bet: str
    stake_cents: int
    result_cents: int


@dataclass(frozen=True, slots=True)
class PracticeRound:
    """Everything one round of a practice table stores, in one transaction: its hand (in
    the open practice shoe ``shoe_id``, or in ``new_shoe`` started for it, ``shoe_id``
    closed first), the sessions it starts, the bets it settled, and the sessions that sat
    through it (one more round each)."""

    hand: HandRecord
    shoe_id: int | None
    new_shoe: ShoeRecord | None = None
    sessions: tuple[NewSession, ...] = ()
    bets: tuple[RoundBet, ...] = ()
    seated: tuple[int | SessionKey, ...] = ()


@dataclass(frozen=True, slots=True)
class RoundRecorded:
    """A round as stored: its shoe, its hand, and the ids of the sessions it started."""

    shoe_id: int
    hand: StoredHand
    sessions: dict[SessionKey, int]


def _start(conn: Connection, session: NewSession, shoe_id: int) -> int:
    """Store a new practice session on ``shoe_id``; returns its id."""
    session_id = conn.scalar(
        insert(practice_sessions_table).returning(practice_sessions_table.c.id),
        {
            "shoe_id": shoe_id,
            "rules": convert.rules_to_text(session.rules),
            "bankroll_start_cents": session.bankroll_cents,
            "bankroll_cents": session.bankroll_cents,
            "started_at": convert.utc_now(),
            "seat": session.seat,
            "options": session.options,
            "rounds": 0,
        },
    )
    assert session_id is not None
    return int(session_id)


_Settled = tuple[int, str, int, int]  # a bet's session id, area, stake and result in cents


def _settle(
    conn: Connection, hand_id: int, bets: Sequence[_Settled], seated: Sequence[int], where: str
) -> None:
    """Store settled bets on ``hand_id`` (:data:`_Settled`), move each bankroll by its
    results, and count one more round for the ``seated`` sessions.

    :raises UnknownShoeError: for a session that is not in the library.
    """
    sessions = practice_sessions_table
    wanted = {b[0] for b in bets} | set(seated)
    found = set(conn.scalars(select(sessions.c.id).where(sessions.c.id.in_(wanted))))
    missing = sorted(wanted - found)
    if missing:
        raise UnknownShoeError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "no practice session {session} in the library {where}"
                ),
                session=missing[0],
                where=where,
            )
        )
    if bets:
        conn.execute(
            insert(practice_bets_table),
            [
                {
                    "session_id": session_id,
                    "hand_id": hand_id,
                    "bet": bet,
                    "stake_cents": stake,
                    "result_cents": result,
                }
                for session_id, bet, stake, result in bets
            ],
        )
    moved: dict[int, int] = {}
    for session_id, _, _, result in bets:
        moved[session_id] = moved.get(session_id, 0) + result
    for session_id, cents in moved.items():
        conn.execute(
            update(sessions)
            .where(sessions.c.id == session_id)
            .values(bankroll_cents=sessions.c.bankroll_cents + cents)
        )
    if seated:
        conn.execute(
            update(sessions)
            .where(sessions.c.id.in_(list(seated)))
            .values(rounds=sessions.c.rounds + 1)
        )


class PracticeRecords:
    """The part of a library that keeps practice sessions and their bets."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def start_practice(
        self,
        shoe_id: int,
        rules: RuleSet,
        bankroll_cents: int,
        *,
        seat: str | None = None,
        options: str | None = None,
    ) -> int:
        """Start a practice session on a shoe with a bankroll; returns its id."""
        session = NewSession((0, 0), rules, bankroll_cents, seat, options, shoe_id)
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, self._library.where)
            return _start(conn, session, shoe_id)

    def record_bet(
        self, session_id: int, hand_id: int, bet: str, stake_cents: int, result_cents: int
    ) -> int:
        """Record a settled practice bet and move the session's bankroll by its result;
        returns the new bankroll in cents.

        :raises UnknownShoeError: for a hand or session that is not in the library.
        """
        sessions = practice_sessions_table
        where = self._library.where
        with self._library._write() as conn:
            hand_row(conn, hand_id, where)
            _settle(conn, hand_id, [(session_id, bet, stake_cents, result_cents)], [], where)
            bankroll = conn.scalar(
                select(sessions.c.bankroll_cents).where(sessions.c.id == session_id)
            )
        return int(bankroll or 0)

    def record_round(self, played: PracticeRound) -> RoundRecorded:
        """Store a round of a practice table in one transaction (:class:`PracticeRound`):
        a kill at any moment leaves all of it or none, never a hand without its bets.

        :raises UnknownShoeError: for a shoe or session that is not in the library.
        :raises ShoeClosedError: when the practice shoe was closed.
        """
        where = self._library.where

        def rest(conn: Connection, shoe_id: int, hand: StoredHand) -> RoundRecorded:
            """The round's sessions, bets and bankrolls, once its hand is stored."""
            started = {
                session.key: _start(conn, session, session.shoe_id or shoe_id)
                for session in played.sessions
            }

            def stored(session: int | SessionKey) -> int:
                return session if isinstance(session, int) else started[session]

            bets = [(stored(b.session), b.bet, b.stake_cents, b.result_cents) for b in played.bets]
            _settle(conn, hand.id, bets, [stored(s) for s in played.seated], where)
            return RoundRecorded(shoe_id, hand, started)

        if played.new_shoe is None:
            if played.shoe_id is None:
                raise ValueError("a practice round needs a shoe: its own, or a new one")
            shoe_id = played.shoe_id

            def apply(conn: Connection, row: Row[Any], new: live.Appended) -> RoundRecorded:
                return rest(conn, shoe_id, live.append(conn, row, new)[0])

            return live.change(
                self._library,
                shoe_id,
                lambda _, seen: live.appended(seen.record, seen.problems, played.hand),
                apply,
            )
        # A new shoe and its first hand, checked before the transaction that stores them.
        empty = check_shoe(played.new_shoe)
        first = live.appended(played.new_shoe, (), played.hand)
        with self._library._write() as conn:
            if played.shoe_id is not None:
                live.close(conn, played.shoe_id, where)
            shoe_id = live.start(conn, empty, where).id
            hand, _ = live.append(conn, shoe_row(conn, shoe_id, where), first)
            return rest(conn, shoe_id, hand)

    def close_practice(self, session_ids: Sequence[int]) -> None:
        """Mark sessions finished (the seat stood up or the table closed)."""
        if not session_ids:
            return
        sessions = practice_sessions_table
        with self._library._write() as conn:
            conn.execute(
                update(sessions)
                .where(sessions.c.id.in_(list(session_ids)), sessions.c.closed_at.is_(None))
                .values(closed_at=convert.utc_now())
            )

    def practice_sessions(self, *, limit: int | None = None) -> list[StoredSession]:
        """Every practice session, the newest first, with its bets counted and summed."""
        sessions = practice_sessions_table
        bets = practice_bets_table
        totals = (
            select(
                bets.c.session_id,
                func.count().label("bets"),
                func.sum(bets.c.stake_cents).label("wagered"),
            )
            .group_by(bets.c.session_id)
            .subquery()
        )
        query = (
            select(sessions, totals.c.bets, totals.c.wagered)
            .outerjoin(totals, totals.c.session_id == sessions.c.id)
            .order_by(sessions.c.started_at.desc(), sessions.c.id.desc())
        )
        if limit is not None:
            query = query.limit(limit)
        with self._library._read() as conn:
            rows = conn.execute(query).all()
        return [
            StoredSession(
                id=row.id,
                shoe_id=row.shoe_id,
                seat=row.seat,
                options=row.options,
                rules=convert.rules_from_text(row.rules),
                bankroll_start_cents=int(row.bankroll_start_cents),
                bankroll_cents=int(row.bankroll_cents),
                rounds=int(row.rounds),
                bets=int(row.bets or 0),
                wagered_cents=int(row.wagered or 0),
                started_at=row.started_at,
                closed_at=row.closed_at,
            )
            for row in rows
        ]

    def practice_bets(self, session_id: int) -> list[StoredBet]:
        """A session's bets in the order they were placed."""
        bets = practice_bets_table
        with self._library._read() as conn:
            rows = conn.execute(
                select(bets.c.hand_id, bets.c.bet, bets.c.stake_cents, bets.c.result_cents)
                .where(bets.c.session_id == session_id)
                .order_by(bets.c.id)
            ).all()
        return [StoredBet(r.hand_id, r.bet, int(r.stake_cents), int(r.result_cents)) for r in rows]
