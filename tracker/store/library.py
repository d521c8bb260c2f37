"""The shoe library: open (and upgrade) it, import files atomically, log hands live, read
shoes back, and count what it holds.

Every method runs in its own transaction and commits before it returns; it hands back
plain values (ids, records, small frozen dataclasses), never live ORM objects. A
:class:`Library` may be shared by threads: each call takes its own connection.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    Row,
    Select,
    String,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy import column as sql_column
from sqlalchemy import table as sql_table
from sqlalchemy.engine import URL
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from tracker.engine.cards import check_decks
from tracker.engine.rules import RuleSet
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.stats.summary import ShoeCounts
from tracker.store import convert
from tracker.store.db import (
    DEFAULT_BUSY_TIMEOUT,
    ENV_VAR,
    WRITE_OPTION,
    backup_sqlite,
    check_sqlite_file,
    describe,
    is_lock_error,
    locked,
    make_engine,
    resolve_url,
    sqlite_path,
    table_names,
    translate_errors,
)
from tracker.store.errors import (
    ImportCancelled,
    LibraryError,
    NewerLibraryError,
    NotALibraryError,
    ShoeClosedError,
    UnknownShoeError,
)
from tracker.store.models import (
    Base,
    hands_table,
    practice_bets_table,
    practice_sessions_table,
    shoes_table,
)

Progress = Callable[[int, int | None], bool]
"""``progress(done, total) -> keep_going``: called as an import advances (``total`` is
``None`` when unknown); returning ``False`` cancels the import, which then stores nothing."""

_BATCH = 500  # shoes per insert round trip during an import
_TALLY_COLUMNS = tuple(convert.tally([]))


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import stored: new shoes and their hands, and shoes already there."""

    shoes: int = 0
    hands: int = 0
    duplicates: int = 0
    duplicate_labels: tuple[str, ...] = ()


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


@dataclass(frozen=True, slots=True)
class LibraryCounts:
    """Totals over the whole library."""

    shoes: int
    hands: int
    banker: int
    player: int
    tie: int
    player_pair: int
    banker_pair: int
    tallies: tuple[ShoeCounts, ...] = field(default=(), repr=False)


def _summary(row: Row[Any]) -> ShoeSummary:
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
    )


def _stored(row: Row[Any]) -> StoredHand:
    m = row._mapping
    return StoredHand(m["id"], m["shoe_id"], m["position"], convert.hand_from_row(m))


def _count_lines(path: Path) -> int | None:
    """Lines of a (possibly gzip-compressed) text file, for a progress total."""
    from tracker.shoefile.textio import open_binary

    try:
        with open_binary(path) as handle:
            count = 0
            while chunk := handle.read(1 << 20):
                count += chunk.count(b"\n")
            return count
    except (OSError, EOFError):
        return None  # the reader will report the problem with its own message


def _extras(hands: Sequence[HandRecord]) -> list[str | None]:
    """Each hand's extra columns as JSON text. A file's extra columns mostly repeat from
    hand to hand (a table id), so equal neighbours share one encoding."""
    texts: list[str | None] = []
    last: Mapping[str, str] | None = None
    text: str | None = None
    for hand in hands:
        extra = hand.extra
        if not extra:
            texts.append(None)
            continue
        if extra != last:
            last, text = extra, convert.hand_extra(hand)
        texts.append(text)
    return texts


HandsInsert = Callable[[Connection, list[tuple[Any, ...]]], None]
_HAND_INSERT_COLUMNS = ("shoe_id", "position", *convert.HAND_VALUES, "extra")


def _hands_inserter(conn: Connection) -> HandsInsert:
    """An executemany of hand rows given as tuples in :data:`_HAND_INSERT_COLUMNS` order.

    The statement is compiled by SQLAlchemy for the connection's dialect (so it is the
    same portable INSERT), but the rows go to the driver as they are: SQLAlchemy's own
    per-row parameter processing costs more than SQLite's insert itself. The values are
    plain ints, strs, bools and None, which every driver takes as they are.
    """
    compiled = insert(hands_table).compile(
        dialect=conn.dialect, column_keys=list(_HAND_INSERT_COLUMNS)
    )
    sql = str(compiled)
    order = [_HAND_INSERT_COLUMNS.index(name) for name in compiled.positiontup or ()]
    in_order = order == list(range(len(_HAND_INSERT_COLUMNS)))

    def execute(c: Connection, rows: list[tuple[Any, ...]]) -> None:
        if not compiled.positional:
            c.exec_driver_sql(sql, [dict(zip(_HAND_INSERT_COLUMNS, r, strict=True)) for r in rows])
        elif in_order:
            c.exec_driver_sql(sql, rows)
        else:
            c.exec_driver_sql(sql, [tuple(r[i] for i in order) for r in rows])

    return execute


class Library:
    """An open shoe library. Create it with :func:`open_library`."""

    def __init__(self, engine: Engine, url: URL) -> None:
        self.engine = engine
        self.url = url
        self.where = describe(url)
        self._writer = engine.execution_options(**{WRITE_OPTION: True})

    # -- plumbing ---------------------------------------------------------------------

    def close(self) -> None:
        """Close every connection; the library file stays as it is."""
        self.engine.dispose()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """A write transaction, committed when the block ends without an exception."""
        with translate_errors(self.where), self._writer.begin() as conn:
            yield conn

    @contextmanager
    def _read(self) -> Iterator[Connection]:
        """A read transaction: one consistent snapshot of the library."""
        with translate_errors(self.where), self.engine.connect() as conn:
            yield conn

    def session(self) -> Session:
        """An ORM session for callers that want model objects; they stay usable after
        commit (``expire_on_commit=False``). Give each thread its own."""
        return Session(self._writer, expire_on_commit=False)

    # -- imports ----------------------------------------------------------------------

    def import_shoes(
        self,
        shoes: Iterable[ShoeRecord],
        *,
        source: str | None = None,
        progress: Progress | None = None,
        total: int | None = None,
        position: Callable[[ShoeRecord, int], int] | None = None,
    ) -> ImportResult:
        """Store ``shoes`` in one transaction: all of them, or (on any error) none.

        A shoe whose content is already in the library, or earlier in ``shoes``, is
        counted as a duplicate and not stored again. ``source`` fills a shoe's source when
        it has none. ``progress(done, total)`` is called after each shoe, with ``done``
        the shoes read so far unless ``position(shoe, shoes_read)`` says otherwise.

        :raises ImportCancelled: when ``progress`` returned ``False``; nothing is stored.
        :raises UserError: whatever reading ``shoes`` raised (a bad row); nothing is stored.
        """
        stored = hands = 0
        duplicates: list[str] = []
        seen: set[str] = set()
        # (shoe row, its hands as value tuples, their extra columns) awaiting insert.
        pending: list[tuple[dict[str, Any], list[convert.HandValues], list[str | None]]] = []
        created = convert.utc_now()

        def flush(conn: Connection, hands_insert: HandsInsert) -> None:
            nonlocal stored, hands
            if not pending:
                return
            hashes = [row["content_hash"] for row, _, _ in pending]
            known = set(
                conn.scalars(
                    select(shoes_table.c.content_hash).where(shoes_table.c.content_hash.in_(hashes))
                )
            )
            fresh = []
            for item in pending:
                if item[0]["content_hash"] in known:
                    duplicates.append(item[0]["label"])
                else:
                    fresh.append(item)
            pending.clear()
            if not fresh:
                return
            ids = conn.scalars(
                insert(shoes_table).returning(shoes_table.c.id, sort_by_parameter_order=True),
                [row for row, _, _ in fresh],
            ).all()
            rows: list[tuple[Any, ...]] = []
            for shoe_id, (_, values, extras) in zip(ids, fresh, strict=True):
                rows.extend(
                    (shoe_id, position, *hand, extra)
                    for position, (hand, extra) in enumerate(zip(values, extras, strict=True))
                )
            if rows:
                hands_insert(conn, rows)
            stored += len(fresh)
            hands += len(rows)

        with self._write() as conn:
            hands_insert = _hands_inserter(conn)
            for read, shoe in enumerate(shoes, start=1):
                values = [convert.hand_values(hand) for hand in shoe.hands]
                digest = convert.shoe_digest(shoe.casino, shoe.table, shoe.started, values)
                if digest in seen:
                    duplicates.append(shoe.label)
                else:
                    seen.add(digest)
                    row = convert.shoe_row(shoe, content=digest, created=created)
                    if row["source"] is None:
                        row["source"] = source
                    elif source is not None and row["source"] != source:
                        # A shoe JSON keeps the file a shoe was first read from; the line
                        # read is one of the JSON, not of that file.
                        row["source_line"] = None
                    row.update(convert.tally(values))
                    extras = _extras(shoe.hands)
                    pending.append((row, values, extras))
                    if len(pending) >= _BATCH:
                        flush(conn, hands_insert)
                if progress is not None:
                    done = read if position is None else position(shoe, read)
                    if not progress(done, total):
                        raise ImportCancelled("import cancelled; nothing of it was stored")
            flush(conn, hands_insert)
        return ImportResult(stored, hands, len(duplicates), tuple(duplicates))

    def import_file(
        self, path: str | Path, fmt: str | None = None, *, progress: Progress | None = None
    ) -> ImportResult:
        """Read a shoe file (any format of SPEC §3) and store it, all or nothing.

        ``progress(done, total)`` counts lines of the file.

        :raises ShoeFileError: for a file or row that cannot be read (naming its line);
            nothing of the file is stored.
        :raises ImportCancelled: when ``progress`` returned ``False``.
        """
        from tracker.shoefile import read_shoes

        path = Path(path)
        total = _count_lines(path) if progress is not None else None

        def where(shoe: ShoeRecord, read: int) -> int:
            last = shoe.hands[-1].line if shoe.hands else shoe.line
            return last if last is not None else read

        return self.import_shoes(
            read_shoes(path, fmt),
            source=str(path),
            progress=progress,
            total=total,
            position=where,
        )

    # -- reading ----------------------------------------------------------------------

    def shoe_count(self) -> int:
        with self._read() as conn:
            return int(conn.scalar(select(func.count()).select_from(shoes_table)) or 0)

    def shoes(
        self,
        *,
        kind: ShoeKind | None = None,
        table: str | None = None,
        newest_first: bool = True,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[ShoeSummary]:
        """Shoes by start time (then by when they were stored), optionally filtered."""
        query = select(shoes_table)
        if kind is not None:
            query = query.where(shoes_table.c.kind == kind.value)
        if table is not None:
            query = query.where(shoes_table.c.table_name == table)
        # Shoes without a start time last either way, on SQLite and PostgreSQL alike.
        started, stored = shoes_table.c.started, shoes_table.c.id
        if newest_first:
            query = query.order_by(started.desc().nulls_last(), stored.desc())
        else:
            query = query.order_by(started.asc().nulls_last(), stored)
        query = query.offset(offset).limit(limit)
        with self._read() as conn:
            return [_summary(row) for row in conn.execute(query)]

    def shoe(self, shoe_id: int) -> ShoeSummary:
        """:raises UnknownShoeError: when no shoe has that id."""
        with self._read() as conn:
            row = conn.execute(select(shoes_table).where(shoes_table.c.id == shoe_id)).first()
        if row is None:
            raise UnknownShoeError(f"no shoe {shoe_id} in the library {self.where}")
        return _summary(row)

    def latest_shoe(self) -> ShoeSummary | None:
        """The shoe stored or started last (the one the app opens on), if any."""
        with self._read() as conn:
            row = conn.execute(
                select(shoes_table).order_by(shoes_table.c.id.desc()).limit(1)
            ).first()
        return None if row is None else _summary(row)

    def hands(self, shoe_id: int) -> list[StoredHand]:
        """The hands of a shoe in order."""
        with self._read() as conn:
            return [_stored(row) for row in conn.execute(self._hands_query([shoe_id]))]

    def load_shoe(self, shoe_id: int) -> ShoeRecord:
        """A whole shoe as a record.

        :raises UnknownShoeError: when no shoe has that id.
        """
        with self._read() as conn:
            row = conn.execute(select(shoes_table).where(shoes_table.c.id == shoe_id)).first()
            if row is None:
                raise UnknownShoeError(f"no shoe {shoe_id} in the library {self.where}")
            hands = [
                convert.hand_from_row(h._mapping)
                for h in conn.execute(self._hands_query([shoe_id]))
            ]
        return convert.shoe_from_row(row._mapping, hands)

    def iter_shoes(self, *, batch: int = 200) -> Iterator[ShoeRecord]:
        """Every shoe in the order stored, read in batches from one snapshot."""
        with self._read() as conn:
            last = 0
            while True:
                rows = conn.execute(
                    select(shoes_table)
                    .where(shoes_table.c.id > last)
                    .order_by(shoes_table.c.id)
                    .limit(batch)
                ).all()
                if not rows:
                    return
                ids = [row.id for row in rows]
                by_shoe: dict[int, list[HandRecord]] = {i: [] for i in ids}
                for hand in conn.execute(self._hands_query(ids)):
                    by_shoe[hand.shoe_id].append(convert.hand_from_row(hand._mapping))
                for row in rows:
                    yield convert.shoe_from_row(row._mapping, by_shoe[row.id])
                last = ids[-1]

    @staticmethod
    def _hands_query(shoe_ids: Sequence[int]) -> Select[Any]:
        return (
            select(hands_table)
            .where(hands_table.c.shoe_id.in_(shoe_ids))
            .order_by(hands_table.c.shoe_id, hands_table.c.position)
        )

    def counts(self) -> LibraryCounts:
        """Totals over the library, and each shoe's tallies for the statistics.

        Reads the per-shoe tallies, not the hands: quick over hundreds of thousands.
        """
        s = shoes_table.c
        with self._read() as conn:
            rows = conn.execute(
                select(
                    s.decks,
                    s.rules,
                    s.n_hands,
                    s.n_banker,
                    s.n_player,
                    s.n_tie,
                    s.n_player_pair,
                    s.n_banker_pair,
                    s.n_runs,
                )
            ).all()
        decks_of: dict[str | None, int] = {}
        tallies = []
        totals = [0] * 6
        for decks, rules, n, b, p, t, pp, bp, runs in rows:
            if decks is None:
                if rules not in decks_of:
                    parsed = convert.rules_from_text(rules)
                    decks_of[rules] = 8 if parsed is None else parsed.decks
                decks = decks_of[rules]
            tallies.append(ShoeCounts(decks, n, b, p, t, pp, bp, runs))
            for i, value in enumerate((n, b, p, t, pp, bp)):
                totals[i] += value
        n, b, p, t, pp, bp = totals
        return LibraryCounts(len(rows), n, b, p, t, pp, bp, tallies=tuple(tallies))

    # -- live logging -----------------------------------------------------------------

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
        now = convert.utc_now()
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
        row = convert.shoe_row(record, content=None, created=now)
        row["closed_at"] = None
        with self._write() as conn:
            shoe_id = conn.scalar(insert(shoes_table).returning(shoes_table.c.id), row)
            assert shoe_id is not None
            self._refresh(conn, shoe_id)
            result = conn.execute(select(shoes_table).where(shoes_table.c.id == shoe_id)).one()
        return _summary(result)

    def _open_shoe(self, conn: Connection, shoe_id: int) -> Row[Any]:
        row = conn.execute(select(shoes_table).where(shoes_table.c.id == shoe_id)).first()
        if row is None:
            raise UnknownShoeError(f"no shoe {shoe_id} in the library {self.where}")
        return row

    def _hand(self, conn: Connection, hand_id: int) -> Row[Any]:
        row = conn.execute(select(hands_table).where(hands_table.c.id == hand_id)).first()
        if row is None:
            raise UnknownShoeError(f"no hand {hand_id} in the library {self.where}")
        return row

    def add_hand(self, shoe_id: int, hand: HandRecord) -> StoredHand:
        """Log the next hand of an open shoe; committed when this returns.

        The hand is numbered after the last one (``hand.number`` is not used).

        :raises ShoeClosedError: when the shoe was closed.
        """
        with self._write() as conn:
            shoe = self._open_shoe(conn, shoe_id)
            if shoe.closed_at is not None:
                raise ShoeClosedError(
                    f"shoe {shoe_id} is closed; start a new shoe to log more hands"
                )
            position = (
                conn.scalar(select(func.count()).where(hands_table.c.shoe_id == shoe_id)) or 0
            )
            row = convert.hand_row(hand, shoe_id, position)
            row["number"] = position + 1
            hand_id = conn.scalar(insert(hands_table).returning(hands_table.c.id), row)
            assert hand_id is not None
            self._refresh(conn, shoe_id)
            stored = _stored(self._hand(conn, hand_id))
        return stored

    def undo_last(self, shoe_id: int) -> HandRecord | None:
        """Remove the last hand of a shoe; returns it (``None`` when the shoe is empty)."""
        with self._write() as conn:
            self._open_shoe(conn, shoe_id)
            row = conn.execute(
                select(hands_table)
                .where(hands_table.c.shoe_id == shoe_id)
                .order_by(hands_table.c.position.desc())
                .limit(1)
            ).first()
            if row is None:
                return None
            conn.execute(delete(hands_table).where(hands_table.c.id == row.id))
            self._refresh(conn, shoe_id)
        return convert.hand_from_row(row._mapping)

    def edit_hand(self, hand_id: int, hand: HandRecord) -> StoredHand:
        """Replace what a past hand records (its place and number stay)."""
        with self._write() as conn:
            old = self._hand(conn, hand_id)
            row = convert.hand_row(hand, old.shoe_id, old.position)
            row["number"] = old.number
            conn.execute(update(hands_table).where(hands_table.c.id == hand_id).values(row))
            self._refresh(conn, old.shoe_id)
            stored = _stored(self._hand(conn, hand_id))
        return stored

    def delete_hand(self, hand_id: int) -> HandRecord:
        """Delete a past hand; the hands after it move up one place and one number."""
        with self._write() as conn:
            old = self._hand(conn, hand_id)
            conn.execute(delete(hands_table).where(hands_table.c.id == hand_id))
            self._shift(conn, old.shoe_id, after=old.position, by=-1)
            self._refresh(conn, old.shoe_id)
        return convert.hand_from_row(old._mapping)

    def insert_hand(self, shoe_id: int, position: int, hand: HandRecord) -> StoredHand:
        """Insert a forgotten hand at ``position`` (0-based); later hands move down one."""
        with self._write() as conn:
            self._open_shoe(conn, shoe_id)
            count = conn.scalar(select(func.count()).where(hands_table.c.shoe_id == shoe_id))
            position = max(0, min(position, count or 0))
            before = conn.scalar(
                select(hands_table.c.number).where(
                    hands_table.c.shoe_id == shoe_id, hands_table.c.position == position - 1
                )
            )
            self._shift(conn, shoe_id, after=position - 1, by=1)
            row = convert.hand_row(hand, shoe_id, position)
            row["number"] = (before or 0) + 1
            hand_id = conn.scalar(insert(hands_table).returning(hands_table.c.id), row)
            assert hand_id is not None
            self._refresh(conn, shoe_id)
            stored = _stored(self._hand(conn, hand_id))
        return stored

    @staticmethod
    def _shift(conn: Connection, shoe_id: int, *, after: int, by: int) -> None:
        """Move the hands after ``after`` by ``by`` places (and numbers).

        Two steps through negative positions, because a unique index is checked row by
        row on SQLite and PostgreSQL alike and a one-step shift would collide.
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

    def update_shoe(self, shoe_id: int, **details: Any) -> ShoeSummary:
        """Change a shoe's details: ``label``, ``casino``, ``table``, ``started``,
        ``decks``, ``rules``, ``cut_card``, ``notes``.

        :raises DecksError: for ``decks`` outside 1–8.
        """
        allowed = {"label", "casino", "table", "started", "decks", "rules", "cut_card", "notes"}
        unknown = set(details) - allowed
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
            elif key == "decks" and value is not None:
                values["decks"] = check_decks(value)
            else:
                values[key] = value
        with self._write() as conn:
            self._open_shoe(conn, shoe_id)
            if values:
                conn.execute(update(shoes_table).where(shoes_table.c.id == shoe_id).values(values))
            self._refresh(conn, shoe_id)
            row = self._open_shoe(conn, shoe_id)
        return _summary(row)

    def close_shoe(self, shoe_id: int) -> ShoeSummary:
        """Mark a shoe finished (no more hands can be logged to it)."""
        with self._write() as conn:
            shoe = self._open_shoe(conn, shoe_id)
            if shoe.closed_at is None:
                conn.execute(
                    update(shoes_table)
                    .where(shoes_table.c.id == shoe_id)
                    .values(closed_at=convert.utc_now())
                )
            row = self._open_shoe(conn, shoe_id)
        return _summary(row)

    def delete_shoe(self, shoe_id: int) -> None:
        """Delete a shoe and its hands."""
        with self._write() as conn:
            self._open_shoe(conn, shoe_id)
            conn.execute(delete(shoes_table).where(shoes_table.c.id == shoe_id))

    def _refresh(self, conn: Connection, shoe_id: int) -> None:
        """Bring a shoe's tallies and content hash in step with its hands."""
        shoe = self._open_shoe(conn, shoe_id)
        values = [
            convert.values_of_row(r._mapping) for r in conn.execute(self._hands_query([shoe_id]))
        ]
        update_values: dict[str, Any] = convert.tally(values)
        digest = convert.shoe_digest(
            shoe.casino,
            shoe.table_name,
            convert.join_started(shoe.started, shoe.started_offset),
            values,
        )
        taken = conn.scalar(
            select(shoes_table.c.id).where(
                shoes_table.c.content_hash == digest, shoes_table.c.id != shoe_id
            )
        )
        # Another shoe with the very same content keeps the hash; this one goes without.
        update_values["content_hash"] = None if taken is not None else digest
        conn.execute(update(shoes_table).where(shoes_table.c.id == shoe_id).values(update_values))

    # -- practice ---------------------------------------------------------------------

    def start_practice(self, shoe_id: int, rules: RuleSet, bankroll_cents: int) -> int:
        """Start a practice session on a shoe with a bankroll; returns its id."""
        with self._write() as conn:
            self._open_shoe(conn, shoe_id)
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
        returns the new bankroll in cents."""
        sessions = practice_sessions_table
        with self._write() as conn:
            self._hand(conn, hand_id)
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
        if bankroll is None:
            raise UnknownShoeError(f"no practice session {session_id} in {self.where}")
        return int(bankroll)


# -- opening ----------------------------------------------------------------------------


def _alembic_config() -> Any:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", "tracker.store:migrations")
    return config


SCHEMA_REVISIONS = ("0001", "0002")
"""The schema revisions this version of tracker knows, oldest first; the last is the
newest. Kept here (a test checks it against the migration scripts) so that opening an
up-to-date library need not load Alembic."""


def head_revision() -> str:
    """The newest schema revision this version of tracker knows."""
    return SCHEMA_REVISIONS[-1]


def _current_revision(conn: Connection) -> str | None:
    version = sql_table("alembic_version", sql_column("version_num", String()))
    revisions = list(conn.scalars(select(version.c.version_num)))
    if len(revisions) != 1:
        return None
    return str(revisions[0])


def open_library(
    url: str | None = None,
    *,
    busy_timeout: float = DEFAULT_BUSY_TIMEOUT,
    upgrade: bool = True,
) -> Library:
    """Open the library at ``url`` (default: ``$TRACKER_DB``, else the SQLite file in the
    user's data directory), creating it at the newest schema when it does not exist and
    upgrading it (after a backup copy of the file) when it is older.

    :raises NotALibraryError: for a file that is not a tracker library.
    :raises NewerLibraryError: for a library written by a newer version of tracker.
    :raises LibraryLockedError: when another program holds the library locked.
    :raises LibraryError: when the library cannot be created or opened.
    """
    resolved = resolve_url(url)
    where = describe(resolved)
    path = sqlite_path(resolved)
    if path is not None:
        # Only the default location's folder is created: one the user named must exist.
        check_sqlite_file(path, create_folder=not (url or os.environ.get(ENV_VAR)))
    engine = make_engine(resolved, busy_timeout=busy_timeout)
    try:
        with translate_errors(where):
            _prepare(engine, resolved, path, where, upgrade)
    except BaseException:
        engine.dispose()
        raise
    return Library(engine, resolved)


def _prepare(engine: Engine, url: URL, path: Path | None, where: str, upgrade: bool) -> None:
    tables = table_names(engine)
    writer = engine.execution_options(**{WRITE_OPTION: True})
    if not tables:
        from alembic import command

        config = _alembic_config()
        with writer.begin() as conn:
            # Re-check under the write lock: another instance may have just created it.
            if not table_names_of(conn):
                Base.metadata.create_all(conn)
                config.attributes["connection"] = conn
                command.stamp(config, "head")
        return
    if "alembic_version" not in tables or "shoes" not in tables:
        raise NotALibraryError(
            f"{where} is a database but not a tracker library (it has no shoes table); "
            "choose another file with --db, or move this one away"
        )
    with engine.connect() as conn:
        current = _current_revision(conn)
    if current == head_revision():
        return
    if current is None:
        raise LibraryError(
            f"the library {where} does not record its schema revision (its alembic_version "
            "table is empty or holds several); it is damaged: open one of the backup copies "
            f"beside it ({Path(where).name}.bak-*) with --db, or choose another library"
        )
    if current not in SCHEMA_REVISIONS:
        raise NewerLibraryError(
            f"{where} was written by a newer version of tracker; upgrade the app to open "
            f"it (its schema is {current}; this version knows up to {head_revision()})"
        )
    if not upgrade:
        return
    if path is not None:
        backup_sqlite(path, current)
    _upgrade(url, _alembic_config())


def table_names_of(conn: Connection) -> set[str]:
    from sqlalchemy import inspect

    return set(inspect(conn).get_table_names())


def _upgrade(url: URL, config: Any) -> None:
    """Apply the migrations to head in one transaction.

    On SQLite, foreign keys are off meanwhile: batch mode recreates tables, and dropping
    ``shoes`` with them on would cascade to every hand.
    """
    from alembic import command

    engine = make_engine(url)
    if url.get_backend_name() == "sqlite":
        from sqlalchemy import event

        @event.listens_for(engine, "connect")
        def _no_foreign_keys(dbapi_connection: Any, _record: Any) -> None:
            dbapi_connection.execute("PRAGMA foreign_keys = OFF")

    try:
        with engine.execution_options(**{WRITE_OPTION: True}).begin() as conn:
            config.attributes["connection"] = conn
            command.upgrade(config, "head")
            if url.get_backend_name() == "sqlite":
                broken = conn.exec_driver_sql("PRAGMA foreign_key_check").first()
                if broken is not None:
                    raise RuntimeError(f"migration left a broken foreign key: {tuple(broken)}")
    except OperationalError as exc:
        if is_lock_error(exc):
            raise locked(describe(url)) from None
        raise
    finally:
        engine.dispose()


__all__ = [
    "ImportResult",
    "Library",
    "LibraryCounts",
    "ShoeSummary",
    "StoredHand",
    "head_revision",
    "open_library",
]
