"""Logging a shoe live and correcting it: start a shoe, add, undo, edit, insert and delete
hands, change a shoe's details, close or delete it.

Each call is one write transaction that also brings the shoe's tallies and content hash in
step with its hands (:func:`refresh`), so a reader never sees the one without the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import (
    Connection,
    Row,
    bindparam,
    case,
    delete,
    exists,
    func,
    insert,
    null,
    select,
    update,
)

from tracker.engine.cards import check_decks, format_cards
from tracker.engine.rules import RuleSet
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.store import checks, convert
from tracker.store.convert import HandValues
from tracker.store.errors import ShoeClosedError
from tracker.store.models import hands_table, shoes_table
from tracker.store.rows import (
    ShoeSummary,
    StoredHand,
    Transactions,
    hand_row,
    hand_rows,
    shoe_row,
    stored,
    summary,
    summary_after,
)

_DETAILS = frozenset(
    {"label", "casino", "table", "started", "decks", "rules", "burn", "cut_card", "notes"}
)

# The statements of a hand logged and of a recount, built once: built at each call they
# cost more (to build and to find in the compiled cache) than the database takes to run.
_s = shoes_table.c
_INSERT_HAND = insert(hands_table)  # its id as the driver gives it: no RETURNING to read
_other = shoes_table.alias("other")
_HASH_TAKEN = exists().where(
    _other.c.content_hash == bindparam("digest"), _other.c.id != bindparam("shoe")
)
_WRITE_COUNTS = (
    update(shoes_table)
    .where(_s.id == bindparam("shoe"))
    # Another shoe with the very same content keeps the hash; this one goes without.
    .values(
        content_hash=case(
            (_HASH_TAKEN, null()), else_=bindparam("digest", type_=_s.content_hash.type)
        )
    )
)


class LiveLogging:
    """The part of a library that logs and corrects shoes hand by hand."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def start_shoe(
        self,
        *,
        kind: ShoeKind = ShoeKind.LIVE,
        label: str = "",
        casino: str | None = None,
        table: str | None = None,
        started: datetime | None = None,
        decks: int | None = None,
        rules: RuleSet | None = None,
        burn: Sequence[Any] = (),
        cut_card: int | None = None,
        notes: str = "",
    ) -> ShoeSummary:
        """Start a new open shoe (default: now, logged live) and return it.

        :raises DecksError: for ``decks`` outside 1–8 (the statistics could not use it).
        """
        if decks is not None:
            check_decks(decks)
        record = ShoeRecord(
            label=label,
            casino=casino,
            table=table,
            started=started if started is not None else datetime.now().astimezone(),
            decks=decks,
            rules=rules,
            burn=tuple(burn),
            cut_card=cut_card,
            notes=notes,
            kind=kind,
        )
        with self._library._write() as conn:
            return start(conn, record, self._library.where)

    def add_hand(self, shoe_id: int, hand: HandRecord) -> StoredHand:
        """Log the next hand of an open shoe; committed when this returns.

        The hand is numbered after the last one (``hand.number`` is not used).

        :raises ShoeClosedError: when the shoe was closed.
        """
        return self.append_hand(shoe_id, hand)[0]

    def append_hand(self, shoe_id: int, hand: HandRecord) -> tuple[StoredHand, ShoeSummary]:
        """:meth:`add_hand`, with the shoe's summary as this transaction left it.

        The path of a hand logged at the table: four statements in one transaction (the
        shoe locked, its hands, the insert, the tallies and content hash), each built
        once, nothing read twice; the new hand is counted as it was written.
        """
        with self._library._write() as conn:
            return append(conn, shoe_id, hand, self._library.where)

    def undo_last(self, shoe_id: int) -> HandRecord | None:
        """Remove the last hand of a shoe; returns it (``None`` when the shoe is empty)."""
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, self._library.where)
            row = conn.execute(
                select(hands_table)
                .where(hands_table.c.shoe_id == shoe_id)
                .order_by(hands_table.c.position.desc())
                .limit(1)
            ).first()
            if row is None:
                return None
            conn.execute(delete(hands_table).where(hands_table.c.id == row.id))
            refresh(conn, shoe_id, self._library.where)
        return convert.hand_from_row(row._mapping)

    def edit_hand(self, hand_id: int, hand: HandRecord) -> StoredHand:
        """Replace what a past hand records (its place and number stay)."""
        where = self._library.where
        with self._library._write() as conn:
            old = hand_row(conn, hand_id, where)
            row = convert.hand_row(hand, old.shoe_id, old.position)
            row["number"] = old.number
            conn.execute(update(hands_table).where(hands_table.c.id == hand_id).values(row))
            refresh(conn, old.shoe_id, where)
            return stored(hand_row(conn, hand_id, where))

    def delete_hand(self, hand_id: int) -> HandRecord:
        """Delete a past hand; the hands after it move up one place and one number."""
        where = self._library.where
        with self._library._write() as conn:
            old = hand_row(conn, hand_id, where)
            conn.execute(delete(hands_table).where(hands_table.c.id == hand_id))
            _shift(conn, old.shoe_id, after=old.position, by=-1)
            refresh(conn, old.shoe_id, where)
        return convert.hand_from_row(old._mapping)

    def insert_hand(self, shoe_id: int, position: int, hand: HandRecord) -> StoredHand:
        """Insert a forgotten hand at ``position`` (0-based); later hands move down one."""
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, self._library.where)
            count = conn.scalar(select(func.count()).where(hands_table.c.shoe_id == shoe_id))
            position = max(0, min(position, count or 0))
            before = conn.scalar(
                select(hands_table.c.number).where(
                    hands_table.c.shoe_id == shoe_id, hands_table.c.position == position - 1
                )
            )
            _shift(conn, shoe_id, after=position - 1, by=1)
            return self._put(conn, hand, shoe_id, position, number=(before or 0) + 1)

    def _put(
        self, conn: Connection, hand: HandRecord, shoe_id: int, position: int, *, number: int
    ) -> StoredHand:
        """Store a hand at a free ``position`` of a shoe, numbered ``number``."""
        row = convert.hand_row(hand, shoe_id, position)
        row["number"] = number
        hand_id = conn.scalar(insert(hands_table).returning(hands_table.c.id), row)
        assert hand_id is not None
        refresh(conn, shoe_id, self._library.where)
        return stored(hand_row(conn, hand_id, self._library.where))

    def update_shoe(self, shoe_id: int, /, **details: Any) -> ShoeSummary:
        """Change a shoe's details: ``label``, ``casino``, ``table``, ``started``,
        ``decks``, ``rules``, ``burn`` (cards), ``cut_card``, ``notes``.

        :raises DecksError: for ``decks`` outside 1–8.
        """
        unknown = set(details) - _DETAILS
        if unknown:
            raise TypeError(f"update_shoe() got unknown details {sorted(unknown)}")
        values: dict[str, Any] = {}
        for key, value in details.items():
            if key == "table":
                values["table_name"] = value
            elif key == "started":
                values["started"], values["started_offset"] = convert.split_started(value)
            elif key == "rules":
                values["rules"] = convert.rules_to_text(value)
            elif key == "burn":
                values["burn"] = format_cards(value)
            elif key == "decks" and value is not None:
                values["decks"] = check_decks(value)
            else:
                values[key] = value
        where = self._library.where
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, where)
            if values:
                conn.execute(update(shoes_table).where(shoes_table.c.id == shoe_id).values(values))
            refresh(conn, shoe_id, where)  # one more revision
            return summary(shoe_row(conn, shoe_id, where))

    def close_shoe(self, shoe_id: int) -> ShoeSummary:
        """Mark a shoe finished (no more hands can be logged to it)."""
        with self._library._write() as conn:
            return close(conn, shoe_id, self._library.where)

    def reopen_shoe(self, shoe_id: int) -> ShoeSummary:
        """Open a closed shoe for logging again (a shoe closed too early)."""
        where = self._library.where
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, where)
            conn.execute(
                update(shoes_table)
                .where(shoes_table.c.id == shoe_id)
                .values(closed_at=None, revision=shoes_table.c.revision + 1)
            )
            return summary(shoe_row(conn, shoe_id, where))

    def delete_shoe(self, shoe_id: int) -> None:
        """Delete a shoe and its hands."""
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, self._library.where)
            conn.execute(delete(shoes_table).where(shoes_table.c.id == shoe_id))


def start(conn: Connection, record: ShoeRecord, where: str) -> ShoeSummary:
    """Store ``record`` (its details: no hands) as a new open shoe, in ``conn``'s
    transaction; returns it."""
    row = convert.shoe_row(record, content=None, created=convert.utc_now())
    row["closed_at"] = None
    shoe_id = conn.scalar(insert(shoes_table).returning(shoes_table.c.id), row)
    assert shoe_id is not None
    refresh(conn, shoe_id, where)
    return summary(shoe_row(conn, shoe_id, where))


def append(
    conn: Connection, shoe_id: int, hand: HandRecord, where: str
) -> tuple[StoredHand, ShoeSummary]:
    """:meth:`LiveLogging.append_hand` in ``conn``'s transaction.

    :raises ShoeClosedError: when the shoe was closed.
    """
    shoe = shoe_row(conn, shoe_id, where)
    if shoe.closed_at is not None:
        raise ShoeClosedError(f"shoe {shoe_id} is closed; start a new shoe to log more hands")
    values, records = _hands_of(conn, shoe_id)
    position = len(values)
    row = convert.hand_row(hand, shoe_id, position)
    row["number"] = position + 1
    key = conn.execute(_INSERT_HAND, row).inserted_primary_key
    assert key is not None and key[0] is not None
    logged = StoredHand(key[0], shoe_id, position, convert.hand_from_row(row))
    values.append(convert.values_of_row(row))
    records.append(logged.record)
    written = _update(conn, shoe, values, records)
    return logged, summary_after(shoe, written)


def close(conn: Connection, shoe_id: int, where: str) -> ShoeSummary:
    """:meth:`LiveLogging.close_shoe` in ``conn``'s transaction."""
    shoe = shoe_row(conn, shoe_id, where)
    if shoe.closed_at is None:
        conn.execute(
            update(shoes_table)
            .where(shoes_table.c.id == shoe_id)
            .values(closed_at=convert.utc_now(), revision=shoes_table.c.revision + 1)
        )
        shoe = shoe_row(conn, shoe_id, where)
    return summary(shoe)


def _shift(conn: Connection, shoe_id: int, *, after: int, by: int) -> None:
    """Move the hands after ``after`` by ``by`` places (and numbers).

    Two steps through negative positions, because a unique index is checked row by row on
    SQLite and PostgreSQL alike and a one-step shift would collide.
    """
    h = hands_table.c
    conn.execute(
        update(hands_table)
        .where(h.shoe_id == shoe_id, h.position > after)
        .values(position=-h.position - 1)
    )
    conn.execute(
        update(hands_table)
        .where(h.shoe_id == shoe_id, h.position < 0)
        .values(position=-h.position - 1 + by, number=h.number + by)
    )


def refresh(conn: Connection, shoe_id: int, where: str) -> None:
    """Bring a shoe's tallies, content hash and replay verdict in step with its hands."""
    shoe = shoe_row(conn, shoe_id, where)
    _update(conn, shoe, *_hands_of(conn, shoe_id))


def _hands_of(conn: Connection, shoe_id: int) -> tuple[list[HandValues], list[HandRecord]]:
    """The hands of a shoe in order: their values (:func:`convert.hand_values`) and their
    records, from one read of the columns they are made of."""
    rows = hand_rows(conn, shoe_id)
    values = [cast(HandValues, r[:9]) for r in rows]
    return values, convert.hands_from_values(rows, shoe_id)


def _update(
    conn: Connection, shoe: Row[Any], values: list[HandValues], hands: list[HandRecord]
) -> dict[str, Any]:
    """:func:`refresh` of ``shoe`` (its row as read in this transaction) whose hands are
    ``hands`` in order, ``values`` their values; the tallies, verdict and revision written."""
    update_values: dict[str, Any] = convert.tally(values)
    record = convert.shoe_from_row(shoe._mapping, hands)
    update_values.update(checks.recheck_values(record, shoe.problems))
    digest = convert.live_digest(
        shoe.casino,
        shoe.table_name,
        convert.join_started(shoe.started, shoe.started_offset),
        values,
    )
    update_values["revision"] = shoe.revision + 1  # the shoe's row is locked: no other writer
    # The content hash as well, unless another shoe has it (one statement for both).
    conn.execute(_WRITE_COUNTS, {**update_values, "digest": digest, "shoe": shoe.id})
    return update_values
