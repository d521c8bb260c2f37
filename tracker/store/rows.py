"""What the parts of the library share: the transactions they run in, the plain values they
hand back for a shoe and a hand, and the lookups that refuse an unknown id."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import Connection, Row, Select, select

from tracker.history.records import HandRecord, ShoeKind
from tracker.store import convert
from tracker.store.checks import CheckStatus
from tracker.store.dialect import WRITE_OPTION, Dialect
from tracker.store.errors import UnknownShoeError
from tracker.store.models import hands_table, shoes_table


class Transactions(Protocol):
    """What a part of the library needs of it (:class:`tracker.store.Library` is one)."""

    @property
    def where(self) -> str:
        """The library's name in messages."""
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
    hands: int
    banker: int
    player: int
    tie: int
    player_pair: int
    banker_pair: int
    # The replay's verdict as stored (None only for a row the library has not checked).
    status: CheckStatus | None = None
    problems: int = 0

    @property
    def closed(self) -> bool:
        return self.closed_at is not None


@dataclass(frozen=True, slots=True)
class StoredHand:
    """A hand as the library holds it: its id, its place in the shoe, and the record."""

    id: int
    shoe_id: int
    position: int
    record: HandRecord


def summary(row: Row[Any]) -> ShoeSummary:
    """The summary of a ``shoes`` row."""
    m = row._mapping
    return ShoeSummary(
        id=m["id"],
        label=m["label"],
        kind=ShoeKind(m["kind"]),
        casino=m["casino"],
        table=m["table_name"],
        started=convert.join_started(m["started"], m["started_offset"]),
        decks=m["decks"],
        notes=m["notes"] or "",
        source=m["source"],
        created_at=m["created_at"],
        closed_at=m["closed_at"],
        hands=m["n_hands"],
        banker=m["n_banker"],
        player=m["n_player"],
        tie=m["n_tie"],
        player_pair=m["n_player_pair"],
        banker_pair=m["n_banker_pair"],
        status=None if m["check_status"] is None else CheckStatus(m["check_status"]),
        problems=m["n_problems"],
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


def _writing(conn: Connection) -> bool:
    return bool(conn.get_execution_options().get(WRITE_OPTION))


def shoe_row(conn: Connection, shoe_id: int, where: str) -> Row[Any]:
    """The row of a shoe; in a write transaction, locked until it ends, so that writers
    of one shoe on a server take turns (on SQLite every writer does already): a hand
    logged in one window and another logged elsewhere never take the same place, and
    the tallies count both.

    :raises UnknownShoeError: when no shoe has that id.
    """
    query = select(shoes_table).where(shoes_table.c.id == shoe_id)
    if _writing(conn):
        query = query.with_for_update()
    row = conn.execute(query).first()
    if row is None:
        raise UnknownShoeError(f"no shoe {shoe_id} in the library {where}")
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
        raise UnknownShoeError(f"no hand {hand_id} in the library {where}")
    return row
