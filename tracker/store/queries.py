"""Reading the library: shoe lists, one shoe, its hands, whole shoes as records, and the
totals the statistics start from."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import (
    ColumnElement,
    Connection,
    Row,
    Select,
    bindparam,
    func,
    literal,
    or_,
    select,
    tuple_,
)

from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.history.tally import Tally
from tracker.stats.outcomes import Marks, ShoeOutcomes
from tracker.stats.summary import ShoeCounts
from tracker.store import checks, convert
from tracker.store.damage import (
    DamagedRow,
    damaged_shoe_error,
    each_shoe,
    is_damage,
    orphan_hands,
    shoe_damage,
)
from tracker.store.models import hands_table, shoes_table
from tracker.store.rows import (
    MARK_COLUMNS,
    SUMMARY_COLUMNS,
    TALLY_COLUMNS,
    ShoeMark,
    ShoeSummary,
    StoredHand,
    Transactions,
    hand_records,
    hands_query,
    shoe_row,
    stored,
    summary,
    summary_of,
)

T = TypeVar("T")

_IDS_AT_ONCE = 500
"""Ids a query lists in its ``IN``: well under what SQLite and PostgreSQL take."""


class _DecksOf:
    """A shoe's decks as the statistics take them: as stored, else from its rules, else 8
    (as :attr:`ShoeRecord.effective_decks`), each rules text parsed once."""

    def __init__(self) -> None:
        self._of_rules: dict[str | None, int] = {}

    def __call__(self, decks: int | None, rules: str | None) -> int:
        if decks is not None:
            return decks
        if rules not in self._of_rules:
            parsed = convert.rules_from_text(rules)
            self._of_rules[rules] = 8 if parsed is None else parsed.decks
        return self._of_rules[rules]


@dataclass(frozen=True, slots=True)
class LibraryCounts:
    """Totals over the whole library, and each shoe's counts."""

    shoes: int
    tally: Tally
    tallies: tuple[ShoeCounts, ...] = field(default=(), repr=False)


@dataclass(frozen=True, slots=True)
class ShoeProblems:
    """A stored shoe and the problems its replay found, in hand order."""

    shoe: ShoeSummary
    problems: tuple[checks.KeptProblem, ...]


@dataclass(frozen=True, slots=True)
class ShoeFilter:
    """Which shoes a browser shows: each field narrows the list (``None``: any). Text
    fields match a part of the name, in any case; dates bound the start time (naive, as
    stored: UTC); ``status`` is a :class:`~tracker.store.checks.CheckStatus`."""

    casino: str | None = None
    table: str | None = None
    started_from: datetime | None = None
    started_to: datetime | None = None
    kind: ShoeKind | None = None
    decks: int | None = None
    status: checks.CheckStatus | None = None


SORT_KEYS = (
    "label",
    "casino",
    "table",
    "started",
    "decks",
    "hands",
    "banker",
    "kind",
    "status",
)
"""What a shoe list can be sorted by."""


def _conditions(where: ShoeFilter) -> list[ColumnElement[bool]]:
    s = shoes_table.c
    found: list[ColumnElement[bool]] = []
    if where.casino:
        found.append(func.lower(s.casino).contains(where.casino.lower(), autoescape=True))
    if where.table:
        found.append(func.lower(s.table_name).contains(where.table.lower(), autoescape=True))
    if where.started_from is not None:
        found.append(s.started >= where.started_from)
    if where.started_to is not None:
        found.append(s.started < where.started_to)
    if where.kind is not None:
        found.append(s.kind == where.kind.value)
    if where.decks is not None:
        found.append(s.decks == where.decks)
    if where.status is not None:
        found.append(s.check_status == where.status.value)
    return found


def _order(key: str, descending: bool) -> list[Any]:
    s = shoes_table.c
    column = {
        "label": s.label,
        "casino": s.casino,
        "table": s.table_name,
        "started": s.started,
        "decks": s.decks,
        "hands": s.n_hands,
        "banker": s.n_banker,
        "kind": s.kind,
        "status": s.check_status,
    }[key]
    first = column.desc() if descending else column.asc()
    # Unknown values last either way, then the id: a stable order for paging.
    return [first.nulls_last(), s.id.desc() if descending else s.id]


_SUMMARY_OF = select(*SUMMARY_COLUMNS).where(shoes_table.c.id == bindparam("shoe"))
_WHOLE_ROW = select(shoes_table).where(shoes_table.c.id == bindparam("shoe"))

_MARKED = (
    shoes_table.c.revision,
    shoes_table.c.n_hands,
    shoes_table.c.n_banker,
    shoes_table.c.n_player,
    shoes_table.c.n_player_pair,
    shoes_table.c.n_banker_pair,
)


def _whole_shoes(conn: Connection, ids: Sequence[int]) -> list[ShoeRecord]:
    """The records of these shoes (ids in order), hands and all."""
    rows = conn.execute(
        select(shoes_table).where(shoes_table.c.id.in_(ids)).order_by(shoes_table.c.id)
    ).all()
    by_shoe: dict[int, list[HandRecord]] = {i: [] for i in ids}
    for hand in conn.execute(hands_query(ids)):
        by_shoe[hand.shoe_id].append(convert.hand_from_row(hand._mapping))
    return [convert.shoe_from_row(row._mapping, by_shoe[row.id]) for row in rows]


class Queries:
    """The reading part of a library; each call reads one snapshot."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def _summaries(
        self, conn: Connection, query: Select[Any], limit: int | None = None
    ) -> list[ShoeSummary]:
        """The summaries of ``query``'s rows (of :data:`SUMMARY_COLUMNS`), at most
        ``limit``: a damaged row is left out (noted in the library's damage log) and the
        next one takes its place."""
        try:
            fast = query if limit is None else query.limit(limit)
            return [summary_of(row) for row in conn.execute(fast)]
        except Exception as exc:
            if not is_damage(exc):
                raise

        def one(shoe_id: int) -> ShoeSummary:
            return summary_of(conn.execute(_SUMMARY_OF, {"shoe": shoe_id}).one())

        return each_shoe(conn, query, one, self._library.damage, limit=limit)

    def _one_shoe(self, conn: Connection, shoe_id: int, read: Callable[[], T]) -> T:
        """``read()`` of one shoe asked for by its id.

        :raises DamagedRowError: naming the damaged row, when it cannot be read.
        """
        try:
            return read()
        except Exception as exc:
            if not is_damage(exc):
                raise
            raise damaged_shoe_error(conn, shoe_id, exc, self._library.damage) from None

    def shoe_count(self) -> int:
        with self._library._read() as conn:
            return int(conn.scalar(select(func.count()).select_from(shoes_table)) or 0)

    def has_shoes(self) -> bool:
        """Whether the library holds any shoe: one row looked for, where counting them
        reads every one."""
        with self._library._read() as conn:
            return conn.scalar(select(shoes_table.c.id).limit(1)) is not None

    def shoes(
        self,
        *,
        kind: ShoeKind | None = None,
        table: str | None = None,
        closed: bool | None = None,
        newest_first: bool = True,
        after: ShoeSummary | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[ShoeSummary]:
        """Shoes by start time (then by when they were stored), optionally filtered
        (``closed=False``: only those still open for logging).

        ``after`` pages by key: the shoes that come after that one in this order (as it
        was read: a shoe changed since then does not move the page), from an index range
        rather than by counting the rows before it as ``offset`` does.
        """
        s = shoes_table.c
        query = select(*SUMMARY_COLUMNS)
        if kind is not None:
            query = query.where(s.kind == kind.value)
        if table is not None:
            query = query.where(s.table_name == table)
        if closed is not None:
            query = query.where(s.closed_at.is_not(None) if closed else s.closed_at.is_(None))
        # Shoes without a start time last either way, on SQLite and PostgreSQL alike.
        if newest_first:
            dated = query.order_by(s.started.desc().nulls_last(), s.id.desc())
            undated = query.where(s.started.is_(None)).order_by(s.id.desc())
        else:
            dated = query.order_by(s.started.asc().nulls_last(), s.id)
            undated = query.where(s.started.is_(None)).order_by(s.id)
        if after is None:
            with self._library._read() as conn:
                return self._summaries(conn, dated.offset(offset), limit)
        if offset:
            raise ValueError("a page of shoes starts after a shoe or at an offset, not both")
        key, _ = convert.split_started(after.started)
        beyond = s.id < after.id if newest_first else s.id > after.id
        with self._library._read() as conn:
            if key is None:  # in the undated tail already
                return self._summaries(conn, undated.where(beyond), limit)
            # The dated rest as a row-value range over the start index, then the undated
            # (an OR of the two would scan the whole table for every page).
            position = tuple_(s.started, s.id)
            bound = tuple_(literal(key, s.started.type), literal(after.id, s.id.type))
            rest = position < bound if newest_first else position > bound
            found = self._summaries(conn, dated.where(rest), limit)
            if limit is None or len(found) < limit:
                more = None if limit is None else limit - len(found)
                found.extend(self._summaries(conn, undated, more))
        return found

    def shoes_of(self, shoe_ids: Iterable[int]) -> list[ShoeSummary]:
        """The summaries of these shoes (those still in the library), in no set order;
        read a few hundred ids at a time, as many as asked for."""
        wanted = list(shoe_ids)
        found: list[ShoeSummary] = []
        with self._library._read() as conn:
            for start in range(0, len(wanted), _IDS_AT_ONCE):
                chunk = wanted[start : start + _IDS_AT_ONCE]
                query = select(*SUMMARY_COLUMNS).where(shoes_table.c.id.in_(chunk))
                found.extend(self._summaries(conn, query))
        return found

    def shoe_marks(self) -> dict[int, ShoeMark]:
        """Each shoe's :attr:`ShoeSummary.mark` by its id: what tells which shoes made the
        change marker move (a few numbers a shoe, read much faster than the summaries)."""
        marks: dict[int, ShoeMark] = {}
        with self._library._read() as conn:
            for shoe_id, rev, *counts, closed in conn.execute(select(*MARK_COLUMNS)):
                marks[shoe_id] = (rev, Tally(*counts), bool(closed))
        return marks

    def browse(
        self,
        where: ShoeFilter = ShoeFilter(),
        *,
        sort: str = "started",
        descending: bool = True,
        offset: int = 0,
        limit: int = 200,
    ) -> list[ShoeSummary]:
        """One page of the shoes ``where`` lets through, in the order asked for."""
        query = (
            select(*SUMMARY_COLUMNS)
            .where(*_conditions(where))
            .order_by(*_order(sort, descending))
            .offset(offset)
            .limit(limit)
        )
        with self._library._read() as conn:
            return self._summaries(conn, query)

    def browse_count(self, where: ShoeFilter = ShoeFilter()) -> int:
        """How many shoes ``where`` lets through."""
        query = select(func.count()).select_from(shoes_table).where(*_conditions(where))
        with self._library._read() as conn:
            return int(conn.scalar(query) or 0)

    def shoe(self, shoe_id: int) -> ShoeSummary:
        """:raises UnknownShoeError: when no shoe has that id."""
        with self._library._read() as conn:
            return self._one_shoe(
                conn, shoe_id, lambda: summary(shoe_row(conn, shoe_id, self._library.where))
            )

    def latest_shoe(self) -> ShoeSummary | None:
        """The shoe stored or started last (the one the app opens on), if any."""
        with self._library._read() as conn:
            found = self._summaries(
                conn, select(*SUMMARY_COLUMNS).order_by(shoes_table.c.id.desc()), 1
            )
        return found[0] if found else None

    def hands(self, shoe_id: int) -> list[StoredHand]:
        """The hands of a shoe in order."""
        with self._library._read() as conn:
            return self._one_shoe(
                conn, shoe_id, lambda: [stored(row) for row in conn.execute(hands_query([shoe_id]))]
            )

    def load_shoe(self, shoe_id: int) -> ShoeRecord:
        """A whole shoe as a record.

        :raises UnknownShoeError: when no shoe has that id.
        """
        return self.shoe_with_record(shoe_id)[1]

    def shoe_with_record(self, shoe_id: int) -> tuple[ShoeSummary, ShoeRecord]:
        """A shoe's summary and its whole record, from one read (both as they stood at
        the same moment).

        :raises UnknownShoeError: when no shoe has that id.
        """

        def read(conn: Connection) -> tuple[ShoeSummary, ShoeRecord]:
            row = shoe_row(conn, shoe_id, self._library.where)
            hands = hand_records(conn, shoe_id)
            return summary(row), convert.shoe_from_row(row._mapping, hands)

        with self._library._read() as conn:
            return self._one_shoe(conn, shoe_id, lambda: read(conn))

    def iter_shoes(self, *, batch: int = 200) -> Iterator[ShoeRecord]:
        """Every shoe in the order stored, read in batches from one snapshot; a shoe with
        a damaged row is left out, and it and hands whose shoe is gone are noted in the
        library's damage log (once the last shoe is read)."""
        s = shoes_table.c
        with self._library._read() as conn:
            last = 0
            while True:
                ids = list(
                    conn.scalars(select(s.id).where(s.id > last).order_by(s.id).limit(batch))
                )
                if not ids:
                    break
                try:
                    shoes = _whole_shoes(conn, ids)
                except Exception as exc:
                    if not is_damage(exc):
                        raise
                    shoes = each_shoe(
                        conn,
                        select(shoes_table).where(s.id.in_(ids)).order_by(s.id),
                        lambda shoe_id: _whole_shoes(conn, [shoe_id])[0],
                        self._library.damage,
                    )
                yield from shoes
                last = ids[-1]
            for orphans in orphan_hands(conn):
                self._library.damage.note(orphans)

    def problems(self, shoe_ids: Sequence[int] | None = None) -> list[ShoeProblems]:
        """The shoes with problems (of ``shoe_ids``, or the whole library) and their
        problems as stored, in the order the shoes were stored."""
        query = select(shoes_table).where(shoes_table.c.n_problems > 0)
        if shoe_ids is not None:
            query = query.where(shoes_table.c.id.in_(list(shoe_ids)))
        query = query.order_by(shoes_table.c.id)

        def of(row: Row[Any]) -> ShoeProblems:
            return ShoeProblems(summary(row), checks.problems_from_text(row.label, row.problems))

        with self._library._read() as conn:
            try:
                return [of(row) for row in conn.execute(query)]
            except Exception as exc:
                if not is_damage(exc):
                    raise
            return each_shoe(
                conn,
                query,
                lambda shoe_id: of(conn.execute(_WHOLE_ROW, {"shoe": shoe_id}).one()),
                self._library.damage,
            )

    def change_marker(self) -> tuple[int, ...]:
        """A few numbers that change whenever anyone adds, removes or changes a shoe or a
        hand (its details, a card alone, closing: every change counts in the shoe's
        revision): cheap to read every few seconds (one pass over an index and an index
        look-up), so that an app sees what others store."""
        s = shoes_table.c
        with self._library._read() as conn:
            row = conn.execute(
                select(
                    func.count(),
                    func.coalesce(func.max(s.id), 0),
                    func.count(s.closed_at),
                    *(func.coalesce(func.sum(c), 0) for c in _MARKED),
                )
            ).one()
            last_hand = conn.scalar(select(func.coalesce(func.max(hands_table.c.id), 0)))
        return (*(int(value) for value in row), int(last_hand or 0))

    def find_damage(self) -> list[DamagedRow]:
        """Look through every hand for the damage a list of shoes does not meet (a hand
        that cannot be read, hands whose shoe is gone), note it, and return every damaged
        row met so far. The database picks out the suspect shoes, whose hands are then
        read back; a hand's extra columns are checked only when its shoe is read whole."""
        h = hands_table.c
        log = self._library.damage
        with self._library._read() as conn:
            odd: list[ColumnElement[bool]] = [h.winner.not_in(["B", "P", "T"])]
            if conn.dialect.name == "sqlite":  # types and encodings the columns do not enforce
                odd.append(func.typeof(h.number) != "integer")
                # Cards are printable ASCII: anything else (bytes that are not UTF-8, say).
                odd += [
                    column.op("GLOB")("*[^ -~]*") for column in (h.player_cards, h.banker_cards)
                ]
            suspects = set(conn.scalars(select(h.shoe_id).where(or_(*odd)).distinct()))
            for shoe_id in sorted(suspects):
                try:
                    hand_records(conn, shoe_id)
                except Exception as exc:
                    if not is_damage(exc):
                        raise
                    log.note(shoe_damage(conn, shoe_id, exc))
            for orphans in orphan_hands(conn):
                log.note(orphans)
        return log.rows()

    def outcomes(self) -> list[ShoeOutcomes]:
        """What the statistics read of every shoe, in the order stored: its decks and its
        winners, pairs and naturals hand by hand (only those columns: the per-shoe tallies
        cannot tell which hands recorded their pairs)."""
        h, s = hands_table.c, shoes_table.c
        decks_of = _DecksOf()
        by_shoe: dict[int, list[tuple[str | None, Marks]]] = {}
        shoe_decks: dict[int, int] = {}
        orphaned = False
        with self._library._read() as conn:
            for shoe_id, decks, rules in conn.execute(
                select(s.id, s.decks, s.rules).order_by(s.id)
            ):
                shoe_decks[shoe_id] = decks_of(decks, rules)
                by_shoe[shoe_id] = []
            query = select(h.shoe_id, h.winner, h.player_pair, h.banker_pair, h.natural)
            for shoe_id, winner, player_pair, banker_pair, natural in conn.execute(
                query.order_by(h.shoe_id, h.position)
            ):
                of_shoe = by_shoe.get(shoe_id)
                if of_shoe is None:  # a hand whose shoe is gone
                    orphaned = True
                    continue
                of_shoe.append((winner, (player_pair, banker_pair, natural)))
            if orphaned:
                for orphans in orphan_hands(conn):
                    self._library.damage.note(orphans)
        return [
            ShoeOutcomes.of_marks(
                shoe_decks[shoe_id],
                "".join([w or "-" for w, _ in hands]),
                [marks for _, marks in hands],
            )
            for shoe_id, hands in by_shoe.items()
        ]

    def counts(self) -> LibraryCounts:
        """Totals over the library, and each shoe's tallies for the statistics.

        Reads the per-shoe tallies, not the hands: quick over hundreds of thousands.
        """
        s = shoes_table.c
        with self._library._read() as conn:
            rows = conn.execute(select(s.decks, s.rules, *TALLY_COLUMNS)).all()
        decks_of = _DecksOf()
        tallies = tuple(
            ShoeCounts(decks_of(decks, rules), Tally(*counts)) for decks, rules, *counts in rows
        )
        return LibraryCounts(len(rows), sum((t.tally for t in tallies), Tally()), tallies)
