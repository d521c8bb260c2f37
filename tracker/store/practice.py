"""Practice sessions in the library: a seat's bankroll in integer cents played at a
practice table whose hands are stored as a practice shoe, and the settled bets that move it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, insert, select, update

from tracker.engine.rules import RuleSet
from tracker.store import convert
from tracker.store.errors import UnknownShoeError
from tracker.store.models import practice_bets_table, practice_sessions_table
from tracker.store.rows import Transactions, hand_row, shoe_row


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


@dataclass(frozen=True, slots=True)
class BetToRecord:
    """A bet of one round, for :meth:`PracticeRecords.record_round`."""

    session_id: int
    bet: str
    stake_cents: int
    result_cents: int


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
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, self._library.where)
            session_id = conn.scalar(
                insert(practice_sessions_table).returning(practice_sessions_table.c.id),
                {
                    "shoe_id": shoe_id,
                    "rules": convert.rules_to_text(rules),
                    "bankroll_start_cents": bankroll_cents,
                    "bankroll_cents": bankroll_cents,
                    "started_at": convert.utc_now(),
                    "seat": seat,
                    "options": options,
                    "rounds": 0,
                },
            )
        assert session_id is not None
        return int(session_id)

    def record_bet(
        self, session_id: int, hand_id: int, bet: str, stake_cents: int, result_cents: int
    ) -> int:
        """Record a settled practice bet and move the session's bankroll by its result;
        returns the new bankroll in cents.

        :raises UnknownShoeError: for a hand or session that is not in the library.
        """
        self.record_round(hand_id, [BetToRecord(session_id, bet, stake_cents, result_cents)], ())
        with self._library._read() as conn:
            bankroll = conn.scalar(
                select(practice_sessions_table.c.bankroll_cents).where(
                    practice_sessions_table.c.id == session_id
                )
            )
        return int(bankroll or 0)

    def record_round(
        self, hand_id: int, bets: Sequence[BetToRecord], seated: Sequence[int]
    ) -> None:
        """In one transaction: every settled bet of a round on ``hand_id``, each bankroll
        moved by its results, and one more round for the ``seated`` sessions.

        :raises UnknownShoeError: for a hand or session that is not in the library.
        """
        sessions = practice_sessions_table
        where = self._library.where
        with self._library._write() as conn:
            hand_row(conn, hand_id, where)
            wanted = {b.session_id for b in bets} | set(seated)
            found = set(conn.scalars(select(sessions.c.id).where(sessions.c.id.in_(wanted))))
            missing = sorted(wanted - found)
            if missing:
                raise UnknownShoeError(f"no practice session {missing[0]} in the library {where}")
            if bets:
                conn.execute(
                    insert(practice_bets_table),
                    [
                        {
                            "session_id": b.session_id,
                            "hand_id": hand_id,
                            "bet": b.bet,
                            "stake_cents": b.stake_cents,
                            "result_cents": b.result_cents,
                        }
                        for b in bets
                    ],
                )
            moved: dict[int, int] = {}
            for b in bets:
                moved[b.session_id] = moved.get(b.session_id, 0) + b.result_cents
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
