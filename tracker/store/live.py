"""Logging a shoe live and correcting it: start a shoe, add, undo, edit, insert and delete
hands, change a shoe's details, close or delete it.

A change that touches a shoe's hands or details reads the shoe, has it checked as it will
be (:func:`~tracker.history.checked.check_shoe`: tallies, verdict, content hash), then
writes the change and the check in one transaction (:func:`change`), so a reader never
sees the one without the other.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import (
    Connection,
    Row,
    bindparam,
    case,
    delete,
    exists,
    insert,
    null,
    or_,
    select,
    update,
)

from tracker.engine.cards import check_decks, format_cards
from tracker.engine.rules import RuleSet
from tracker.history.checked import CheckedShoe, KeptProblem, check_shoe
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.history.storable import check_storable
from tracker.store import checks, convert
from tracker.store.errors import ShoeChangedError, ShoeClosedError, conflict
from tracker.store.models import hands_table, shoes_table
from tracker.store.rows import (
    ShoeSummary,
    StoredHand,
    Transactions,
    hand_records,
    hand_row,
    shoe_row,
    stored,
    summary,
    summary_after,
)
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_DETAILS = frozenset(
    {"label", "casino", "table", "started", "decks", "rules", "burn", "cut_card", "notes"}
)

# The statements of a hand logged, built once: built at each call they cost more (to
# build and to find in the compiled cache) than the database takes to run.
_s = shoes_table.c
_INSERT_HAND = insert(hands_table)  # its id as the driver gives it: no RETURNING to read
_other = shoes_table.alias("other")
_HASH_TAKEN = exists().where(
    _other.c.content_hash == bindparam("digest"), _other.c.id != bindparam("shoe")
)
_WRITE_CHECK = (
    update(shoes_table)
    .where(_s.id == bindparam("shoe"))
    # Another shoe with the very same content keeps the hash; this one goes without.
    .values(
        content_hash=case(
            (_HASH_TAKEN, null()), else_=bindparam("digest", type_=_s.content_hash.type)
        )
    )
)


@dataclass(frozen=True, slots=True)
class Seen:
    """A shoe as a change read it: its row and its record (details and hands)."""

    row: Row[Any]
    record: ShoeRecord

    @property
    def problems(self) -> tuple[KeptProblem, ...]:
        """Its problems as checked last."""
        return checks.problems_from_text(self.row.label, self.row.problems)

    def check(self, hands: Sequence[HandRecord], record: ShoeRecord | None = None) -> CheckedShoe:
        """The check of this shoe (or of ``record``, its details changed) once its hands
        are ``hands``, the file lines of the problems it had carried over."""
        changed = dataclasses.replace(record or self.record, hands=tuple(hands))
        return check_shoe(changed, self.problems)


def read_shoe(conn: Connection, shoe_id: int, where: str) -> Seen:
    """A shoe's row and record, for a change to be checked before it is written.

    :raises UnknownShoeError: when no shoe has that id.
    """
    row = shoe_row(conn, shoe_id, where)
    return Seen(row, convert.shoe_from_row(row._mapping, hand_records(conn, shoe_id)))


Plan = TypeVar("Plan")
Done = TypeVar("Done")


def change(
    library: Transactions,
    shoe_id: int,
    plan: Callable[[Connection, Seen], Plan],
    apply: Callable[[Connection, Row[Any], Plan], Done],
    revision: int | None = None,
) -> Done:
    """Change a shoe: ``plan`` what to write from the shoe as read (checked by the domain,
    outside the write), then ``apply`` it in a write transaction that holds the shoe's row
    locked (so writers of one shoe take turns). Should another writer have changed the
    shoe between the two, the plan is made again from the shoe as it now stands; with a
    ``revision``, the change is made only to the shoe at that revision.

    :raises UnknownShoeError: when no shoe has that id.
    :raises ShoeChangedError: when the shoe is no longer at ``revision``.
    """
    where = library.where
    with library._read() as conn:
        seen = read_shoe(conn, shoe_id, where)
        at_revision(seen.row, revision)
        planned = plan(conn, seen)
    with library._write() as conn:
        row = shoe_row(conn, shoe_id, where)
        at_revision(row, revision)
        if row.revision != seen.row.revision:
            seen = read_shoe(conn, shoe_id, where)
            planned = plan(conn, seen)
        return apply(conn, row, planned)


def at_revision(row: Row[Any], revision: int | None) -> None:
    """Refuse a change asked for the shoe of ``row`` at ``revision`` when it has moved on
    (``None``: any revision will do).

    :raises ShoeChangedError: naming both revisions.
    """
    if revision is not None and row.revision != revision:
        raise ShoeChangedError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "shoe {shoe} was changed elsewhere (revision {revision}, not {expected}); "
                    "nothing was written",
                ),
                shoe=row.id,
                revision=row.revision,
                expected=revision,
            )
        )


def write_check(conn: Connection, row: Row[Any], checked: CheckedShoe) -> dict[str, Any]:
    """Write ``checked`` (tallies, verdict, content hash) to the shoe of ``row`` (locked
    in this transaction), one revision on; returns the columns written."""
    values = checks.check_columns(checked)
    values["revision"] = row.revision + 1
    conn.execute(_WRITE_CHECK, {**values, "digest": checked.content_hash, "shoe": row.id})
    return values


class LiveLogging:
    """The part of a library that logs and corrects shoes hand by hand."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def _read(self, shoe_id: int) -> Seen:
        with self._library._read() as conn:
            return read_shoe(conn, shoe_id, self._library.where)

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
        """Start a new open shoe (default: now, logged live) and return it. A live shoe
        given no label is labelled with its number at its table (:func:`next_number`).

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
        check_storable(record)
        with self._library._write() as conn:
            if not label and kind is ShoeKind.LIVE:
                record = dataclasses.replace(record, label=next_number(conn, casino, table))
            return start(conn, check_shoe(record), self._library.where)

    def add_hand(self, shoe_id: int, hand: HandRecord) -> StoredHand:
        """Log the next hand of an open shoe; committed when this returns.

        The hand is numbered after the last one (``hand.number`` is not used).

        :raises ShoeClosedError: when the shoe was closed.
        """
        return self.append_hand(shoe_id, hand)[0]

    def append_hand(
        self, shoe_id: int, hand: HandRecord, *, revision: int | None = None
    ) -> tuple[StoredHand, ShoeSummary]:
        """:meth:`add_hand`, with the shoe's summary as this transaction left it; with a
        ``revision``, only to the shoe at that revision (:func:`change`)."""
        return change(
            self._library,
            shoe_id,
            lambda _, seen: appended(seen.record, seen.problems, hand),
            append,
            revision,
        )

    def undo_last(self, shoe_id: int, *, revision: int | None = None) -> HandRecord | None:
        """Remove the last hand of a shoe; returns it (``None`` when the shoe is empty).
        With a ``revision``, only from the shoe at that revision (:func:`change`)."""

        def plan(_: Connection, seen: Seen) -> tuple[HandRecord, CheckedShoe] | None:
            hands = seen.record.hands
            return (hands[-1], seen.check(hands[:-1])) if hands else None

        def apply(
            conn: Connection, row: Row[Any], planned: tuple[HandRecord, CheckedShoe] | None
        ) -> HandRecord | None:
            if planned is None:
                return None
            h = hands_table.c
            last = planned[1].tally.hands
            conn.execute(delete(hands_table).where(h.shoe_id == shoe_id, h.position == last))
            write_check(conn, row, planned[1])
            return planned[0]

        return change(self._library, shoe_id, plan, apply, revision)

    def _shoe_of(self, hand_id: int) -> int:
        with self._library._read() as conn:
            return int(hand_row(conn, hand_id, self._library.where).shoe_id)

    def edit_hand(
        self, hand_id: int, hand: HandRecord, *, revision: int | None = None
    ) -> StoredHand:
        """Replace what a past hand records (its place and number stay); with a
        ``revision``, only in the shoe at that revision (:func:`change`)."""
        where = self._library.where

        def plan(conn: Connection, seen: Seen) -> tuple[dict[str, Any], CheckedShoe]:
            old = _hand_in(conn, hand_id, seen, where)
            row = convert.hand_row(hand, old.shoe_id, old.position)
            row["number"] = old.number
            hands = list(seen.record.hands)
            hands[old.position] = convert.hand_from_row(row)
            return row, seen.check(hands)

        def apply(
            conn: Connection, shoe: Row[Any], planned: tuple[dict[str, Any], CheckedShoe]
        ) -> StoredHand:
            row, checked = planned
            conn.execute(update(hands_table).where(hands_table.c.id == hand_id).values(row))
            write_check(conn, shoe, checked)
            return stored(hand_row(conn, hand_id, where))

        return change(self._library, self._shoe_of(hand_id), plan, apply, revision)

    def delete_hand(self, hand_id: int, *, revision: int | None = None) -> HandRecord:
        """Delete a past hand; the hands after it move up one place and one number. With a
        ``revision``, only from the shoe at that revision (:func:`change`)."""
        where = self._library.where

        def plan(conn: Connection, seen: Seen) -> tuple[Row[Any], CheckedShoe]:
            old = _hand_in(conn, hand_id, seen, where)
            hands = seen.record.hands
            later = [h._replace(number=h.number - 1) for h in hands[old.position + 1 :]]
            return old, seen.check([*hands[: old.position], *later])

        def apply(
            conn: Connection, shoe: Row[Any], planned: tuple[Row[Any], CheckedShoe]
        ) -> HandRecord:
            old, checked = planned
            conn.execute(delete(hands_table).where(hands_table.c.id == hand_id))
            _shift(conn, old.shoe_id, after=old.position, by=-1)
            write_check(conn, shoe, checked)
            return convert.hand_from_row(old._mapping)

        return change(self._library, self._shoe_of(hand_id), plan, apply, revision)

    def insert_hand(
        self, shoe_id: int, position: int, hand: HandRecord, *, revision: int | None = None
    ) -> StoredHand:
        """Insert a forgotten hand at ``position`` (0-based); later hands move down one.
        With a ``revision``, only into the shoe at that revision (:func:`change`)."""
        where = self._library.where

        def plan(_: Connection, seen: Seen) -> tuple[dict[str, Any], CheckedShoe]:
            hands = seen.record.hands
            at = max(0, min(position, len(hands)))
            row = convert.hand_row(hand, shoe_id, at)
            row["number"] = (hands[at - 1].number if at else 0) + 1
            later = [h._replace(number=h.number + 1) for h in hands[at:]]
            return row, seen.check([*hands[:at], convert.hand_from_row(row), *later])

        def apply(
            conn: Connection, shoe: Row[Any], planned: tuple[dict[str, Any], CheckedShoe]
        ) -> StoredHand:
            row, checked = planned
            _shift(conn, shoe_id, after=row["position"] - 1, by=1)
            hand_id = conn.scalar(insert(hands_table).returning(hands_table.c.id), row)
            assert hand_id is not None
            write_check(conn, shoe, checked)
            return stored(hand_row(conn, hand_id, where))

        return change(self._library, shoe_id, plan, apply, revision)

    def update_shoe(
        self, shoe_id: int, /, *, revision: int | None = None, **details: Any
    ) -> ShoeSummary:
        """Change a shoe's details: ``label``, ``casino``, ``table``, ``started``,
        ``decks``, ``rules``, ``burn`` (cards), ``cut_card``, ``notes``; with a
        ``revision``, only of the shoe at that revision (:func:`change`).

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

        def plan(_: Connection, seen: Seen) -> CheckedShoe:
            record = convert.shoe_from_row({**seen.row._mapping, **values}, [])
            check_storable(record, hands=())
            return seen.check(seen.record.hands, record)

        def apply(conn: Connection, shoe: Row[Any], checked: CheckedShoe) -> ShoeSummary:
            if values:
                conn.execute(update(shoes_table).where(shoes_table.c.id == shoe_id).values(values))
            write_check(conn, shoe, checked)  # one more revision
            return summary(shoe_row(conn, shoe_id, where))

        return change(self._library, shoe_id, plan, apply, revision)

    def close_shoe(self, shoe_id: int, *, revision: int | None = None) -> ShoeSummary:
        """Mark a shoe finished (no more hands can be logged to it); with a ``revision``,
        only the shoe at that revision (:func:`change`)."""
        with self._library._write() as conn:
            return close(conn, shoe_id, self._library.where, revision)

    def reopen_shoe(self, shoe_id: int, *, revision: int | None = None) -> ShoeSummary:
        """Open a closed shoe for logging again (a shoe closed too early); with a
        ``revision``, only the shoe at that revision (:func:`change`)."""
        where = self._library.where
        with self._library._write() as conn:
            at_revision(shoe_row(conn, shoe_id, where), revision)
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


def next_number(conn: Connection, casino: str | None, table: str | None) -> str:
    """The label of the next shoe logged live at ``table`` of ``casino`` (none: the shoes
    at no table): "1", "2"... by the shoes logged there, past a number one of them has."""
    s = shoes_table.c

    def same(column: Any, value: str | None) -> Any:
        return column == value if value else or_(column.is_(None), column == "")

    labels = conn.scalars(
        select(s.label).where(
            s.kind == ShoeKind.LIVE.value, same(s.casino, casino), same(s.table_name, table)
        )
    ).all()
    number, taken = len(labels) + 1, set(labels)
    while str(number) in taken:
        number += 1
    return str(number)


def start(conn: Connection, checked: CheckedShoe, where: str) -> ShoeSummary:
    """Store ``checked`` (a shoe's details, no hands) as a new open shoe, in ``conn``'s
    transaction; returns it."""
    row = convert.shoe_row(checked.record, content=None, created=convert.utc_now())
    row["closed_at"] = None
    shoe_id = conn.scalar(insert(shoes_table).returning(shoes_table.c.id), row)
    assert shoe_id is not None
    write_check(conn, shoe_row(conn, shoe_id, where), checked)
    return summary(shoe_row(conn, shoe_id, where))


@dataclass(frozen=True, slots=True)
class Appended:
    """A hand to append to a shoe as it was read: its row (but its shoe), its record as
    it will read back, and the shoe checked with it."""

    row: dict[str, Any]
    hand: HandRecord
    checked: CheckedShoe


def appended(shoe: ShoeRecord, before: Sequence[KeptProblem], hand: HandRecord) -> Appended:
    """``hand`` as the next hand of ``shoe`` (as read; ``before``: its problems as
    checked last), numbered after the last one."""
    position = len(shoe.hands)
    row = convert.hand_row(hand, 0, position)
    row["number"] = position + 1
    record = convert.hand_from_row(row)
    with_it = dataclasses.replace(shoe, hands=(*shoe.hands, record))
    return Appended(row, record, check_shoe(with_it, before))


def append(conn: Connection, shoe: Row[Any], new: Appended) -> tuple[StoredHand, ShoeSummary]:
    """Store ``new`` (:func:`appended`) in the shoe of ``shoe`` (its row, locked in
    ``conn``'s transaction); returns the hand and the shoe's summary as stored.

    :raises ShoeClosedError: when the shoe was closed.
    """
    if shoe.closed_at is not None:
        raise ShoeClosedError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "shoe {shoe} is closed; start a new shoe to log more hands"
                ),
                shoe=shoe.id,
            )
        )
    key = conn.execute(_INSERT_HAND, {**new.row, "shoe_id": shoe.id}).inserted_primary_key
    assert key is not None and key[0] is not None
    logged = StoredHand(key[0], shoe.id, new.row["position"], new.hand)
    written = write_check(conn, shoe, new.checked)
    return logged, summary_after(shoe, written)


def close(conn: Connection, shoe_id: int, where: str, revision: int | None = None) -> ShoeSummary:
    """:meth:`LiveLogging.close_shoe` in ``conn``'s transaction."""
    shoe = shoe_row(conn, shoe_id, where)
    at_revision(shoe, revision)
    if shoe.closed_at is None:
        conn.execute(
            update(shoes_table)
            .where(shoes_table.c.id == shoe_id)
            .values(closed_at=convert.utc_now(), revision=shoes_table.c.revision + 1)
        )
        shoe = shoe_row(conn, shoe_id, where)
    return summary(shoe)


def _hand_in(conn: Connection, hand_id: int, seen: Seen, where: str) -> Row[Any]:
    """The row of a hand of the shoe ``seen``.

    :raises LibraryConflictError: when another writer moved it to another shoe since.
    """
    old = hand_row(conn, hand_id, where)
    if old.shoe_id != seen.row.id:
        raise conflict(where)
    return old


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
