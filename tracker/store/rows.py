"""What the parts of the library share: the transactions they run in, the plain values they
hand back for a shoe and a hand, and the lookups that refuse an unknown id."""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Connection, Row, Select, bindparam, select

from tracker.history.checked import CheckStatus
from tracker.history.records import HandRecord, ShoeKind
from tracker.history.tally import Tally
from tracker.store import convert
from tracker.store.damage import DamageLog
from tracker.store.dialect import WRITE_OPTION, Dialect
from tracker.store.errors import UnknownShoeError
from tracker.store.models import hands_table, shoes_table
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class Transactions(Protocol):
    """What a part of the library needs of it (:class:`tracker.store.Library` is one)."""

    @property
    def where(self) -> str:
        """The library's name in messages."""
        ...

    @property
    def damage(self) -> DamageLog:
        """The damaged rows its reads have met and left out."""
        ...

    @property
    def dialect(self) -> Dialect:
        """What differs between the databases a library can live in."""
        ...

    def _read(self) -> AbstractContextManager[Connection]:
        """A read transaction: one consistent snapshot of the library."""
        ...

    def _write(self) -> AbstractContextManager[Connection]:
        """A write transaction, committed when the block ends without an exception."""
        ...


@dataclass(frozen=True, slots=True)
class ShoeSummary:
    """A shoe's details and tallies, for lists and headers."""

    id: int
    label: str
    kind: ShoeKind
    casino: str | None
    table: str | None
    started: datetime | None
    decks: int | None
    notes: str
    source: str | None
    created_at: datetime
    closed_at: datetime | None
    tally: Tally
    # The replay's verdict as stored (None only for a row the library has not checked).
    status: CheckStatus | None = None
    problems: int = 0
    # How many times the shoe was changed since it was stored (a hand, a detail, closing).
    revision: int = 0

    @property
    def closed(self) -> bool:
        return self.closed_at is not None

    @property
    def mark(self) -> ShoeMark:
        """What of this shoe moves the library's change marker: its tallies and whether it
        is closed (as :meth:`Queries.shoe_marks` reads them)."""
        return (self.revision, self.tally, self.closed_at is not None)


ShoeMark = tuple[int, Tally, bool]
"""A shoe's part of the change marker: its revision, its tally, whether it is closed."""


@dataclass(frozen=True, slots=True)
class StoredHand:
    """A hand as the library holds it: its id, its place in the shoe, and the record."""

    id: int
    shoe_id: int
    position: int
    record: HandRecord


_s = shoes_table.c
TALLY_COLUMNS = tuple(_s["n_" + field.name] for field in fields(Tally))
"""The columns that hold a shoe's :class:`~tracker.history.tally.Tally`, in its fields'
order (``n_hands`` holds ``hands``)."""

SUMMARY_COLUMNS = (
    _s.id,
    _s.label,
    _s.kind,
    _s.casino,
    _s.table_name,
    _s.started,
    _s.started_offset,
    _s.decks,
    _s.notes,
    _s.source,
    _s.created_at,
    _s.closed_at,
    *TALLY_COLUMNS,
    _s.check_status,
    _s.n_problems,
    _s.revision,
)
"""The columns a summary is made of, in the order :func:`summary_of` takes them: a list
selects these alone, not the shoe's rules, problems and other long text."""

MARK_COLUMNS = (_s.id, _s.revision, *TALLY_COLUMNS, _s.closed_at.is_not(None))
"""A shoe's id and its :attr:`ShoeSummary.mark`, in that order (closed as a truth value: a
time read back from text for every shoe would cost most of the read)."""

_OF_WHOLE_ROW = operator.itemgetter(*(list(shoes_table.c).index(c) for c in SUMMARY_COLUMNS))
_KINDS = {kind.value: kind for kind in ShoeKind}
_STATUSES = {status.value: status for status in CheckStatus}


_SUMMARY_NAMES = tuple(c.name for c in SUMMARY_COLUMNS)


def summary(row: Sequence[Any]) -> ShoeSummary:
    """The summary of a whole ``shoes`` row (``select(shoes_table)``)."""
    return summary_of(_OF_WHOLE_ROW(row))


def summary_after(row: Row[Any], written: Mapping[str, Any]) -> ShoeSummary:
    """The summary of a whole ``shoes`` row once the column values ``written`` have been
    written to it (in the transaction that read it)."""
    return summary_of(
        [
            written.get(name, value)
            for name, value in zip(_SUMMARY_NAMES, _OF_WHOLE_ROW(row), strict=True)
        ]
    )


def summary_of(values: Sequence[Any]) -> ShoeSummary:
    """The summary of a row of :data:`SUMMARY_COLUMNS`.

    By position, each enum value looked up in a table: a list of thousands of shoes is
    made of these, and a row's mapping and an enum's constructor cost more than the rest.
    """
    (
        shoe_id,
        label,
        kind,
        casino,
        table,
        started,
        offset,
        decks,
        notes,
        source,
        created_at,
        closed_at,
        *counts,
        status,
        problems,
        revision,
    ) = values
    return ShoeSummary(
        shoe_id,
        label,
        _KINDS.get(kind) or ShoeKind(kind),
        casino,
        table,
        started if offset is None else convert.join_started(started, offset),
        decks,
        notes or "",
        source,
        created_at,
        closed_at,
        Tally(*counts),
        None if status is None else _STATUSES.get(status) or CheckStatus(status),
        problems,
        revision,
    )


def stored(row: Row[Any]) -> StoredHand:
    """The stored hand of a ``hands`` row."""
    m = row._mapping
    return StoredHand(m["id"], m["shoe_id"], m["position"], convert.hand_from_row(m))


def hands_query(shoe_ids: Sequence[int]) -> Select[Any]:
    """The hands of some shoes, shoe by shoe, each in order."""
    return (
        select(hands_table)
        .where(hands_table.c.shoe_id.in_(shoe_ids))
        .order_by(hands_table.c.shoe_id, hands_table.c.position)
    )


# Built once: a statement made at each call costs more to build and to look up in the
# compiled cache than the database takes to run it.
_SHOE_ROW = select(shoes_table).where(shoes_table.c.id == bindparam("shoe"))
_SHOE_LOCKED = _SHOE_ROW.with_for_update()
_HANDS_OF = (
    select(*(hands_table.c[name] for name in convert.HAND_COLUMNS))
    .where(hands_table.c.shoe_id == bindparam("shoe"))
    .order_by(hands_table.c.position)
)


def hand_rows(conn: Connection, shoe_id: int) -> list[tuple[Any, ...]]:
    """The hands of a shoe in order, as rows of :data:`~tracker.store.convert.HAND_COLUMNS`
    (for :func:`~tracker.store.convert.hand_from_values`)."""
    return [tuple(row) for row in conn.execute(_HANDS_OF, {"shoe": shoe_id})]


def hand_records(conn: Connection, shoe_id: int) -> list[HandRecord]:
    """The hands of a shoe in order, as records.

    :raises LibraryError: for a row that holds what no hand can (a damaged library).
    """
    return convert.hands_from_values(hand_rows(conn, shoe_id), shoe_id)


def _writing(conn: Connection) -> bool:
    return bool(conn.get_execution_options().get(WRITE_OPTION))


def shoe_row(conn: Connection, shoe_id: int, where: str) -> Row[Any]:
    """The row of a shoe; in a write transaction, locked until it ends, so that writers
    of one shoe on a server take turns (on SQLite every writer does already): a hand
    logged in one window and another logged elsewhere never take the same place, and
    the tallies count both.

    :raises UnknownShoeError: when no shoe has that id.
    """
    query = _SHOE_LOCKED if _writing(conn) else _SHOE_ROW
    row = conn.execute(query, {"shoe": shoe_id}).first()
    if row is None:
        raise UnknownShoeError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "no shoe {shoe} in the library {where}"),
                shoe=shoe_id,
                where=where,
            )
        )
    return row


def hand_row(conn: Connection, hand_id: int, where: str) -> Row[Any]:
    """The row of a hand; in a write transaction its shoe's row is locked first (as
    :func:`shoe_row` does), then the hand read as it stands after other writers.

    :raises UnknownShoeError: when no hand has that id.
    """
    if _writing(conn):
        of_hand = select(hands_table.c.shoe_id).where(hands_table.c.id == hand_id)
        conn.execute(
            select(shoes_table.c.id)
            .where(shoes_table.c.id == of_hand.scalar_subquery())
            .with_for_update()
        ).first()
    row = conn.execute(select(hands_table).where(hands_table.c.id == hand_id)).first()
    if row is None:
        raise UnknownShoeError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "no hand {hand} in the library {where}"),
                hand=hand_id,
                where=where,
            )
        )
    return row
