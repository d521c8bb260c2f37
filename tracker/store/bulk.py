"""Storing many shoes at once, all or nothing: batched inserts, shoes already in the library
recognised by their content hash, progress and cancel; a shoe too long to hold whole stored
a chunk at a time.

The shoes come as records from whatever read them; the store opens no file itself
(reading a file is :mod:`tracker.services.importing`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Insert, delete, insert, select, update

from tracker.history.checked import ChunkedCheck, ContentHash, check_shoe
from tracker.history.records import HandRecord, ShoeChunk, ShoeRecord
from tracker.history.storable import check_storable
from tracker.store import checks, convert
from tracker.store.convert import Row
from tracker.store.errors import (
    IMPORT_CANCELLED,
    ImportCancelled,
    LibraryConflictError,
    OnceOnly,
)
from tracker.store.models import hands_table, shoes_table
from tracker.store.rows import Transactions

Progress = Callable[[int, int | None], bool]
"""``progress(done, total) -> keep_going``: called as an import advances (``total`` is
``None`` when unknown); returning ``False`` cancels the import, which then stores nothing."""

_BATCH = 500  # shoes per insert round trip during an import

HAND_COLUMNS = ("shoe_id", "position", *convert.HAND_VALUES, "extra")
"""The columns of a hand row as an import inserts it, in order."""

HandsInsert = Callable[[Connection, list[tuple[Any, ...]]], None]
# A shoe row awaiting insert, with its hands' values and their extra columns.
_Pending = tuple[dict[str, Any], list[convert.HandValues], list[str | None]]


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import stored: new shoes and their hands, shoes already there, and the
    shoes whose replay found problems (stored, or skipped when asked)."""

    shoes: int = 0
    hands: int = 0
    duplicates: int = 0
    duplicate_labels: tuple[str, ...] = ()
    problem_shoes: int = 0
    """Shoes stored with problems (their verdict is kept with them)."""
    problem_labels: tuple[str, ...] = ()
    problem_ids: tuple[int, ...] = ()
    skipped: int = 0
    """Shoes with problems left out because the import was asked to skip them."""
    skipped_labels: tuple[str, ...] = ()


class BulkImport:
    """The part of a library that stores many shoes in one transaction."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def import_shoes(
        self,
        shoes: Iterable[ShoeRecord | ShoeChunk],
        *,
        source: str | None = None,
        progress: Progress | None = None,
        total: int | None = None,
        position: Callable[[ShoeRecord, int], int] | None = None,
        skip_problems: bool = False,
    ) -> ImportResult:
        """Store ``shoes`` in one transaction: all of them, or (on any error) none.

        A shoe whose content is already in the library, or earlier in ``shoes``, is
        counted as a duplicate and not stored again. ``source`` fills a shoe's source when
        it has none. ``progress(done, total)`` is called after each shoe, with ``done``
        the shoes read so far unless ``position(shoe, shoes_read)`` says otherwise.
        Each shoe is replayed (:func:`tracker.history.validate_shoe`) and stored with its
        verdict; with ``skip_problems`` a shoe whose replay found problems is not stored.
        A shoe too long to hold whole may come as chunks (a reader's
        :class:`~tracker.history.records.ShoeChunk`): each is stored as it comes, with the
        replay, tallies and content hash carried on, and the shoe is taken out again at its
        last chunk if it turns out to be a duplicate (or skipped); its stored problems are
        the first :data:`~tracker.history.replay.LISTED_PROBLEMS`, counted in full.

        When another writer's change conflicts with it, the import runs again (as every
        write does) if ``shoes`` can be read again; an iterator that can be read once only
        gives :class:`~tracker.store.errors.OnceOnly` instead.

        :raises ImportCancelled: when ``progress`` returned ``False``; nothing is stored.
        :raises UserError: whatever reading ``shoes`` raised (a bad row); nothing is stored.
        """
        try:
            return self._import(shoes, source, progress, total, position, skip_problems)
        except LibraryConflictError as exc:
            if iter(shoes) is shoes:
                # Read once already: running it again would store only what is left.
                raise OnceOnly(*exc.args) from None
            raise

    def _import(
        self,
        shoes: Iterable[ShoeRecord | ShoeChunk],
        source: str | None,
        progress: Progress | None,
        total: int | None,
        position: Callable[[ShoeRecord, int], int] | None,
        skip_problems: bool,
    ) -> ImportResult:
        duplicates: list[str] = []
        flagged: list[tuple[str, int]] = []
        skipped: list[str] = []
        seen: set[str] = set()
        pending: list[_Pending] = []
        created = convert.utc_now()
        stored = hands = 0
        with self._library._write() as conn:
            dialect = self._library.dialect

            def waiting() -> bool:
                return progress is None or progress(0, total)

            dialect.lock_imports(conn, waiting)
            shoes_insert = dialect.insert_new_shoes(shoes_table)
            hands_insert = dialect.bulk_writer(conn, hands_table, HAND_COLUMNS) or _hands_inserter(
                conn
            )
            chunked: _ChunkedShoe | None = None
            for read, item in enumerate(shoes, start=1):
                if isinstance(item, ShoeChunk):
                    shoe = item.shoe
                    if chunked is None:
                        # The shoes read before it are stored first, so that ids keep
                        # the order of the file.
                        shoes_in, hands_in = _flush(
                            conn, shoes_insert, hands_insert, pending, duplicates, flagged
                        )
                        stored, hands = stored + shoes_in, hands + hands_in
                        chunked = _ChunkedShoe(conn, hands_insert, shoe, created, source)
                    chunked.add(item)
                    if item.last:
                        outcome = chunked.end(shoe, seen, skip_problems)
                        if outcome == "stored":
                            stored, hands = stored + 1, hands + chunked.hands
                            if chunked.problems:
                                flagged.append((shoe.label, chunked.id))
                        else:
                            (duplicates if outcome == "duplicate" else skipped).append(shoe.label)
                        chunked = None
                    if progress is not None:
                        done = read if position is None else position(shoe, read)
                        if not progress(done, total):
                            raise ImportCancelled(IMPORT_CANCELLED)
                    continue
                shoe = item
                check_storable(shoe)
                checked = check_shoe(shoe)
                digest = checked.content_hash
                if digest in seen:
                    duplicates.append(shoe.label)
                else:
                    seen.add(digest)
                    if skip_problems and checked.problem_count:
                        skipped.append(shoe.label)
                    else:
                        row = _shoe_row(shoe, digest, created, source)
                        row.update(checks.check_columns(checked))
                        values = [convert.hand_values(hand) for hand in shoe.hands]
                        pending.append((row, values, _extras(shoe.hands)))
                    if len(pending) >= _BATCH:
                        shoes_in, hands_in = _flush(
                            conn, shoes_insert, hands_insert, pending, duplicates, flagged
                        )
                        stored, hands = stored + shoes_in, hands + hands_in
                if progress is not None:
                    done = read if position is None else position(shoe, read)
                    if not progress(done, total):
                        raise ImportCancelled(IMPORT_CANCELLED)
            shoes_in, hands_in = _flush(
                conn, shoes_insert, hands_insert, pending, duplicates, flagged
            )
        return ImportResult(
            stored + shoes_in,
            hands + hands_in,
            len(duplicates),
            tuple(duplicates),
            len(flagged),
            tuple(label for label, _ in flagged),
            tuple(shoe_id for _, shoe_id in flagged),
            len(skipped),
            tuple(skipped),
        )


def _shoe_row(shoe: ShoeRecord, digest: str | None, created: Any, source: str | None) -> Row:
    """A shoe's row as an import stores it (tallies and checks apart): ``source`` when the
    shoe names none."""
    row = convert.shoe_row(shoe, content=digest, created=created)
    if row["source"] is None:
        row["source"] = source
    elif source is not None and row["source"] != source:
        # A shoe JSON keeps the file a shoe was first read from; the line read is one of
        # the JSON, not of that file.
        row["source_line"] = None
    return row


class _ChunkedShoe:
    """A shoe stored a chunk at a time within an import's transaction: its row first (with
    no content hash yet), then its hands chunk by chunk, while the domain checks them
    (:class:`~tracker.history.checked.ChunkedCheck`); at its last chunk the row is
    completed, or removed with its hands again."""

    def __init__(
        self,
        conn: Connection,
        hands_insert: HandsInsert,
        first: ShoeRecord,
        created: Any,
        source: str | None,
    ) -> None:
        self.conn = conn
        self.hands_insert = hands_insert
        self.created = created
        self.source = source
        check_storable(first)
        self.id: int = conn.execute(
            insert(shoes_table).returning(shoes_table.c.id), _shoe_row(first, None, created, source)
        ).scalar_one()
        self.check = ChunkedCheck()
        self.hands = 0

    @property
    def problems(self) -> int:
        return self.check.problem_count

    def add(self, chunk: ShoeChunk) -> None:
        """Store a chunk's hands and have them checked."""
        check_storable(chunk.shoe)
        self.check.add(chunk)
        hands = chunk.shoe.hands
        if not hands:
            return
        shoe_id, first = self.id, chunk.first
        self.hands_insert(
            self.conn,
            [
                (shoe_id, first + at, *convert.hand_values(hand), extra)
                for at, (hand, extra) in enumerate(zip(hands, _extras(hands), strict=True))
            ],
        )
        self.hands += len(hands)

    def end(self, shoe: ShoeRecord, seen: set[str], skip_problems: bool) -> str:
        """Complete the shoe at its last chunk (``shoe``: its record, with every detail):
        ``"stored"``, or ``"duplicate"`` / ``"skipped"`` once taken out again."""
        conn = self.conn
        check_storable(shoe, hands=())
        digest = self._digest(shoe)
        if digest in seen or conn.scalar(
            select(shoes_table.c.id).where(shoes_table.c.content_hash == digest)
        ):
            self._remove()
            return "duplicate"
        seen.add(digest)
        if skip_problems and self.check.problem_count:
            self._remove()
            return "skipped"
        row = _shoe_row(shoe, digest, self.created, self.source)
        del row["created_at"], row["closed_at"]
        row.update(checks.check_columns(self.check.checked(shoe, digest)))
        conn.execute(update(shoes_table).where(shoes_table.c.id == self.id).values(**row))
        return "stored"

    def _digest(self, shoe: ShoeRecord) -> str:
        """The shoe's content hash, from its hands as stored (read back in order: the
        details that start the hash may come with the shoe's last rows)."""
        digest = ContentHash(shoe.casino, shoe.table, shoe.started)
        query = (
            select(*(hands_table.c[name] for name in convert.HAND_COLUMNS))
            .where(hands_table.c.shoe_id == self.id)
            .order_by(hands_table.c.position)
        )
        # Streamed (a server-side cursor on a server), 10,000 rows at a time.
        result = self.conn.execute(query.execution_options(yield_per=10_000))
        for rows in result.partitions():
            digest.add(convert.hands_from_values(rows, self.id))
        return digest.hexdigest()

    def _remove(self) -> None:
        self.conn.execute(delete(hands_table).where(hands_table.c.shoe_id == self.id))
        self.conn.execute(delete(shoes_table).where(shoes_table.c.id == self.id))


def _flush(
    conn: Connection,
    shoes_insert: Insert,
    hands_insert: HandsInsert,
    pending: list[_Pending],
    duplicates: list[str],
    flagged: list[tuple[str, int]],
) -> tuple[int, int]:
    """Insert the pending shoes that are not in the library yet (noting the others in
    ``duplicates``, and those inserted with problems in ``flagged``) and their hands;
    empties ``pending``. Returns the shoes and hands inserted."""
    if not pending:
        return 0, 0
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
        return 0, 0
    # Matched by content hash, not by order: a shoe another writer stored since the look
    # above is skipped by the insert (on a server) and comes back as no row.
    ids: dict[str, int] = {
        content: shoe_id
        for content, shoe_id in conn.execute(
            shoes_insert.returning(shoes_table.c.content_hash, shoes_table.c.id),
            [row for row, _, _ in fresh],
        )
    }
    rows: list[tuple[Any, ...]] = []
    inserted = 0
    for row, values, extras in fresh:
        shoe_id = ids.get(row["content_hash"])
        if shoe_id is None:
            duplicates.append(row["label"])
            continue
        inserted += 1
        if row["n_problems"]:
            flagged.append((row["label"], shoe_id))
        rows.extend(
            (shoe_id, position, *hand, extra)
            for position, (hand, extra) in enumerate(zip(values, extras, strict=True))
        )
    if rows:
        hands_insert(conn, rows)
    return inserted, len(rows)


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


def _hands_inserter(conn: Connection) -> HandsInsert:
    """An executemany of hand rows given as tuples in :data:`HAND_COLUMNS` order.

    The statement is compiled by SQLAlchemy for the connection's dialect (so it is the
    same portable INSERT), but the rows go to the driver as they are: SQLAlchemy's own
    per-row parameter processing costs more than SQLite's insert itself. The values are
    plain ints, strs, bools and None, which every driver takes as they are.
    """
    compiled = insert(hands_table).compile(dialect=conn.dialect, column_keys=list(HAND_COLUMNS))
    sql = str(compiled)
    order = [HAND_COLUMNS.index(name) for name in compiled.positiontup or ()]
    in_order = order == list(range(len(HAND_COLUMNS)))

    def execute(c: Connection, rows: list[tuple[Any, ...]]) -> None:
        if not compiled.positional:
            c.exec_driver_sql(sql, [dict(zip(HAND_COLUMNS, r, strict=True)) for r in rows])
        elif in_order:
            c.exec_driver_sql(sql, rows)
        else:
            c.exec_driver_sql(sql, [tuple(r[i] for i in order) for r in rows])

    return execute
