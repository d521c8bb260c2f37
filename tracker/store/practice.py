"""Practice sessions in the library: a bankroll in integer cents played against a stored
shoe, and the settled bets that move it."""

from __future__ import annotations

from sqlalchemy import insert, select, update

from tracker.engine.rules import RuleSet
from tracker.store import convert
from tracker.store.errors import UnknownShoeError
from tracker.store.models import practice_bets_table, practice_sessions_table
from tracker.store.rows import Transactions, hand_row, shoe_row


class PracticeRecords:
    """The part of a library that keeps practice sessions and their bets."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def start_practice(self, shoe_id: int, rules: RuleSet, bankroll_cents: int) -> int:
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
        sessions = practice_sessions_table
        where = self._library.where
        with self._library._write() as conn:
            hand_row(conn, hand_id, where)
            if conn.scalar(select(sessions.c.id).where(sessions.c.id == session_id)) is None:
                raise UnknownShoeError(f"no practice session {session_id} in the library {where}")
            conn.execute(
                insert(practice_bets_table),
                {
                    "session_id": session_id,
                    "hand_id": hand_id,
                    "bet": bet,
                    "stake_cents": stake_cents,
                    "result_cents": result_cents,
                },
            )
            conn.execute(
                update(sessions)
                .where(sessions.c.id == session_id)
                .values(bankroll_cents=sessions.c.bankroll_cents + result_cents)
            )
            bankroll = conn.scalar(
                select(sessions.c.bankroll_cents).where(sessions.c.id == session_id)
            )
        return int(bankroll or 0)
