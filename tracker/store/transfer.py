"""Copying a whole library into an empty one, row for row (between SQLite and PostgreSQL,
either way), and comparing two libraries shoe for shoe.

Rows keep their ids, so a shoe keeps its number and every reference (hands to shoes, bets
to hands and sessions) stays as it was; the copy is one transaction on the target, all or
nothing. Every table of the schema is copied, so a table a later revision adds comes along.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    BigInteger,
    Connection,
    Integer,
    SmallInteger,
    String,
    Table,
    func,
    insert,
    select,
)

from tracker.store.damage import is_damage, orphan_hands, row_damage
from tracker.store.errors import DamagedRowError, ImportCancelled, LibraryError
from tracker.store.library import Library, retrying
from tracker.store.models import Base, hands_table, shoes_table
from tracker.translatable import QT_TRANSLATE_NOOP, Message

CopyProgress = Callable[[int, int], bool]
"""``progress(rows_done, rows_total) -> keep_going``; ``False`` cancels (nothing stored)."""

_BATCH = 2000  # rows per insert round trip


@dataclass(frozen=True, slots=True)
class CopyResult:
    """Rows copied, by table name."""

    rows: dict[str, int]

    def __getitem__(self, table: str) -> int:
        return self.rows.get(table, 0)


def _tables() -> list[Table]:
    """Every table of the schema, each after the tables it refers to."""
    return list(Base.metadata.sorted_tables)


def _key(table: Table) -> list[Any]:
    return list(table.primary_key.columns)


def row_counts(library: Library) -> dict[str, int]:
    """The rows of each table of a library."""
    with library._read() as conn:
        return {
            table.name: int(conn.scalar(select(func.count()).select_from(table)) or 0)
            for table in _tables()
        }


def copy_library(
    source: Library, target: Library, *, progress: CopyProgress | None = None
) -> CopyResult:
    """Copy every row of ``source`` into ``target``, which must be empty; run again, as
    every write of a library, when another writer's change conflicts with it.

    :raises LibraryError: when ``target`` holds anything already.
    :raises ImportCancelled: when ``progress`` returned ``False``; ``target`` stays empty.
    """
    return retrying(_copy)(source, target, progress)


def _copy(source: Library, target: Library, progress: CopyProgress | None) -> CopyResult:
    counts = row_counts(source)
    total = sum(counts.values())
    done = 0
    copied: dict[str, int] = {}
    with source._read() as reading, target._write() as writing:
        for table in _tables():
            held = writing.scalar(select(func.count()).select_from(table))
            if held:
                raise LibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the library {where} is not empty (its {table} table holds {held} "
                            "rows): copy into a new, empty library, or bring shoes into this one "
                            "with tracker export and tracker import",
                        ),
                        where=target.where,
                        table=table.name,
                        held=held,
                    )
                )
        for orphans in orphan_hands(reading):
            raise _refused(orphans.found())
        for table in _tables():
            copied[table.name] = 0
            limits = _limits(table)
            last: Any = None
            try:
                for rows in _batches(reading, table):
                    _check(table, limits, rows)
                    writing.execute(insert(table), rows)
                    last = rows[-1]
                    copied[table.name] += len(rows)
                    done += len(rows)
                    if progress is not None and not progress(done, total):
                        raise ImportCancelled(
                            Message(
                                QT_TRANSLATE_NOOP(
                                    "Messages", "copy cancelled; nothing was stored in the target"
                                )
                            )
                        )
            except Exception as exc:
                if not is_damage(exc) or isinstance(exc, LibraryError):
                    raise
                raise _damaged(reading, table, last, exc) from None
            target.dialect.ids_copied(writing, table)
    return CopyResult(copied)


def _refused(what: Message) -> DamagedRowError:
    return DamagedRowError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "a damaged row of the source library: {what}; nothing was copied: tracker "
                "export --format json writes the rest of the library, which tracker import "
                "stores in a new one",
            ),
            what=what,
        )
    )


def _damaged(
    conn: Connection, table: Table, last: dict[str, Any] | None, exc: BaseException
) -> DamagedRowError:
    """The error naming the damaged row of ``table`` that stopped the copy, looked for
    among the rows after the last batch copied."""
    key = table.c.get("id")
    if key is None:
        return _refused(
            Message(
                QT_TRANSLATE_NOOP("Messages", "the {table} table cannot be read ({reason})"),
                table=table.name,
                reason=exc,
            )
        )
    after = select(key).order_by(key).limit(_BATCH)
    if last is not None:
        after = after.where(key > last["id"])
    for row_id in conn.scalars(after):
        found = row_damage(conn, key, row_id)
        if found is not None:
            return _refused(found.found())
    return _refused(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages", "a row of the {table} table after {last} cannot be read ({reason})"
            ),
            table=table.name,
            last=last,
            reason=exc,
        )
    )


_Limit = tuple[str, int | None, int | None]
"""A column's name, its most characters (text) or its largest magnitude (integers)."""


def _limits(table: Table) -> list[_Limit]:
    """What each text or integer column of ``table`` holds on every database: no NUL
    character in text, no more characters than its size, no integer past its type."""
    limits: list[_Limit] = []
    for column in table.columns:
        kind = column.type
        if isinstance(kind, String):  # Text too
            limits.append((column.name, kind.length, None))
        elif isinstance(kind, (SmallInteger, Integer)) and not isinstance(kind, BigInteger):
            limits.append(
                (column.name, None, 2**15 - 1 if isinstance(kind, SmallInteger) else 2**31 - 1)
            )
    return limits


def _check(table: Table, limits: list[_Limit], rows: list[dict[str, Any]]) -> None:
    """Refuse, before anything is written, a row the target could not hold (SQLite holds
    what PostgreSQL refuses: a library written before the limits were checked).

    :raises LibraryError: naming the row, the column and the limit.
    """
    for row in rows:
        for name, length, largest in limits:
            value = row[name]
            if value is None:
                continue
            problem = None
            if largest is not None:
                if not -largest - 1 <= value <= largest:
                    problem = Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{value:,} is past the {largest:,} a library takes"
                        ),
                        value=value,
                        largest=largest,
                    )
            elif length is not None and len(value) > length:
                problem = Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "it has {count:,} characters, more than the {length:,} a library takes",
                    ),
                    count=len(value),
                    length=length,
                )
            elif "\x00" in value:
                problem = Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "it has a NUL character (\\x00), which no library takes"
                    )
                )
            if problem is not None:
                key = ", ".join(f"{c.name} {row[c.name]}" for c in _key(table))
                raise LibraryError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the {table} row of {key} cannot be copied: its {name}: {problem}; "
                            "change it in the source library first; nothing was copied",
                        ),
                        table=table.name,
                        key=key,
                        name=name,
                        problem=problem,
                    )
                )


def _batches(conn: Connection, table: Table) -> Iterator[list[dict[str, Any]]]:
    """The rows of ``table`` in id order, a batch at a time."""
    result = conn.execution_options(stream_results=True, yield_per=_BATCH).execute(
        select(table).order_by(*_key(table))
    )
    for chunk in result.mappings().partitions(_BATCH):
        yield [dict(row) for row in chunk]


@dataclass(frozen=True, slots=True)
class Difference:
    """Where two libraries disagree: a table, and the shoe (or row) ids that differ."""

    table: str
    ids: tuple[Any, ...]
    """The ids (primary keys) of the rows that differ, or are in one library only."""


def differences(first: Library, second: Library, *, limit: int = 20) -> list[Difference]:
    """Where ``first`` and ``second`` disagree, shoe for shoe: every shoe's details, state
    and content hash together with all its hands; every row of the other tables (practice
    sessions, bets). At most ``limit`` ids a table; empty when they agree."""
    found: list[Difference] = []
    shoes_a, shoes_b = _shoe_digests(first), _shoe_digests(second)
    if shoes_a != shoes_b:
        ids = sorted(i for i in shoes_a.keys() | shoes_b.keys() if shoes_a.get(i) != shoes_b.get(i))
        found.append(Difference("shoes", tuple(ids[:limit])))
    for table in _tables():
        if table.name in (shoes_table.name, hands_table.name):
            continue
        rows_a, rows_b = _row_digests(first, table), _row_digests(second, table)
        if rows_a != rows_b:
            ids = sorted(i for i in rows_a.keys() | rows_b.keys() if rows_a.get(i) != rows_b.get(i))
            found.append(Difference(table.name, tuple(ids[:limit])))
    return found


def _digest(row: Any) -> str:
    return hashlib.sha256(repr(tuple(row)).encode()).hexdigest()


def _row_digests(library: Library, table: Table) -> dict[Any, str]:
    """Each row's digest by its primary key."""
    names = [column.name for column in _key(table)]
    digests: dict[Any, str] = {}
    with library._read() as conn:
        result = conn.execution_options(stream_results=True, yield_per=_BATCH).execute(
            select(table).order_by(*_key(table))
        )
        for row in result:
            key = tuple(row._mapping[name] for name in names)
            digests[key[0] if len(key) == 1 else key] = _digest(row)
    return digests


def _shoe_digests(library: Library) -> dict[int, str]:
    """Each shoe's row and its hands' rows (ids included), in one digest per shoe."""
    digests: dict[int, Any] = {}
    with library._read() as conn:
        for row in conn.execute(select(shoes_table).order_by(shoes_table.c.id)):
            digests[row.id] = hashlib.sha256(repr(tuple(row)).encode())
        hands = conn.execution_options(stream_results=True, yield_per=_BATCH).execute(
            select(hands_table).order_by(hands_table.c.shoe_id, hands_table.c.position)
        )
        for hand in hands:
            digests[hand.shoe_id].update(repr(tuple(hand)).encode())
    return {shoe_id: digest.hexdigest() for shoe_id, digest in digests.items()}
