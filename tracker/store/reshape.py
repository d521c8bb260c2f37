"""Reshaping stored shoes: split one that runs two shoes together into two, and merge shoes
a file split back into one. Each is one write transaction that keeps the hands as recorded
(their numbers too) and writes both shoes' tallies, content hashes and verdicts as checked
beforehand (as :mod:`tracker.store.live` does)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Row, delete, insert, select, update

from tracker.errors import UserError
from tracker.history.checked import CheckedShoe, check_shoe
from tracker.store import convert
from tracker.store.errors import conflict
from tracker.store.live import Seen, change, read_shoe, write_check
from tracker.store.models import hands_table, practice_sessions_table, shoes_table
from tracker.store.rows import ShoeSummary, Transactions, shoe_row, summary
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_COPIED = (
    "kind",
    "label",
    "casino",
    "table_name",
    "started",
    "started_offset",
    "decks",
    "rules",
    "burn",
    "cut_card",
    "notes",
    "source",
    "source_line",
    "extra",
    "created_at",
    "closed_at",
)
"""The details of a shoe a split gives its new shoe (and a merge's undo gives back)."""


def shoe_named(label: str | None, table: str | None) -> Message:
    """A shoe as its user knows it, by its label and table (its id is the library's own)."""
    if label and table:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "the shoe {label!r} at table {table!r}"),
            label=label,
            table=table,
        )
    if label:
        return Message(QT_TRANSLATE_NOOP("Messages", "the shoe {label!r}"), label=label)
    if table:
        return Message(QT_TRANSLATE_NOOP("Messages", "the shoe at table {table!r}"), table=table)
    return Message(QT_TRANSLATE_NOOP("Messages", "the shoe"))


class ReshapeError(UserError):
    """A split or merge that cannot be made (named in the message)."""


ShoeDetails = dict[str, Any]
"""A shoe's row details as :data:`_COPIED` names them."""


class Reshaping:
    """The part of a library that splits and merges shoes."""

    def __init__(self, library: Transactions) -> None:
        self._library = library

    def shoe_details(self, shoe_id: int) -> ShoeDetails:
        """A shoe's details as a split takes them (to give a merged shoe back its own)."""
        with self._library._read() as conn:
            row = shoe_row(conn, shoe_id, self._library.where)
        return {name: row._mapping[name] for name in _COPIED}

    def next_stored(self, shoe_id: int) -> ShoeSummary | None:
        """The shoe after ``shoe_id`` in its file (by the line it starts on, then as
        stored: a split's second part comes right after the first), or, for shoes not read
        from a file, the next stored at the same table: the other part of a shoe split."""
        s = shoes_table.c
        with self._library._read() as conn:
            row = shoe_row(conn, shoe_id, self._library.where)
            if row.source is not None:
                same = s.source == row.source
            elif row.table_name is not None:
                same = s.table_name == row.table_name
            else:
                same = s.table_name.is_(None)
            places = conn.execute(select(s.id, s.source_line).where(same)).all()

            def place(entry: Any) -> tuple[int, int]:
                return (entry.source_line or 0, entry.id)

            mine = (row.source_line or 0, row.id)
            later = [p for p in places if place(p) > mine]
            if not later:
                return None
            after = min(later, key=place)
            return summary(shoe_row(conn, after.id, self._library.where))

    def split_shoe(
        self, shoe_id: int, position: int, *, details: ShoeDetails | None = None
    ) -> ShoeSummary:
        """Move the hands from ``position`` (0-based) on into a new shoe, which it returns.

        The new shoe takes ``details`` (see :meth:`shoe_details`), else the first shoe's,
        labelled "… (2)". The hands keep their numbers as recorded.

        :raises ReshapeError: when either shoe would be left without hands.
        """
        where = self._library.where

        def plan(_: Connection, seen: Seen) -> tuple[ShoeDetails, CheckedShoe, CheckedShoe]:
            hands = seen.record.hands
            if not 0 < position < len(hands):
                raise ReshapeError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{shoe} has {hands} hands: a split must leave hands on both sides "
                            "(asked to split before hand {hand})",
                        ),
                        shoe=shoe_named(seen.record.label, seen.record.table),
                        hands=len(hands),
                        hand=position + 1,
                    )
                )
            values = dict(details) if details is not None else _copy_of(seen.row._mapping)
            values["content_hash"] = None
            new = check_shoe(convert.shoe_from_row(values, list(hands[position:])))
            return values, seen.check(hands[:position]), new

        def apply(
            conn: Connection, row: Row[Any], planned: tuple[ShoeDetails, CheckedShoe, CheckedShoe]
        ) -> ShoeSummary:
            values, first, new = planned
            new_id = conn.scalar(insert(shoes_table).returning(shoes_table.c.id), values)
            assert new_id is not None
            h = hands_table.c
            conn.execute(
                update(hands_table)
                .where(h.shoe_id == shoe_id, h.position >= position)
                .values(shoe_id=new_id, position=h.position - position)
            )
            write_check(conn, row, first)
            write_check(conn, shoe_row(conn, new_id, where), new)
            return summary(shoe_row(conn, new_id, where))

        return change(self._library, shoe_id, plan, apply)

    def merge_shoes(self, shoe_id: int, other_id: int) -> ShoeSummary:
        """Append the hands of ``other_id`` to ``shoe_id`` (numbers as recorded) and delete
        the other shoe; returns the merged shoe.

        :raises ReshapeError: when the two are the same shoe.
        """
        if shoe_id == other_id:
            raise ReshapeError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "shoe {shoe} cannot be merged with itself"),
                    shoe=shoe_id,
                )
            )
        where = self._library.where

        def plan(conn: Connection, seen: Seen) -> tuple[int, int, CheckedShoe]:
            other = read_shoe(conn, other_id, where)
            merged = seen.check([*seen.record.hands, *other.record.hands])
            return other.row.revision, len(seen.record.hands), merged

        def apply(
            conn: Connection, row: Row[Any], planned: tuple[int, int, CheckedShoe]
        ) -> ShoeSummary:
            revision, count, merged = planned
            if shoe_row(conn, other_id, where).revision != revision:
                raise conflict(where)  # the other shoe changed since: run it again
            h = hands_table.c
            conn.execute(
                update(hands_table)
                .where(h.shoe_id == other_id)
                .values(shoe_id=shoe_id, position=h.position + count)
            )
            # Practice sessions played on the other shoe follow its hands.
            conn.execute(
                update(practice_sessions_table)
                .where(practice_sessions_table.c.shoe_id == other_id)
                .values(shoe_id=shoe_id)
            )
            conn.execute(delete(shoes_table).where(shoes_table.c.id == other_id))
            write_check(conn, row, merged)
            return summary(shoe_row(conn, shoe_id, where))

        return change(self._library, shoe_id, plan, apply)


def _copy_of(row: Any) -> ShoeDetails:
    values = {name: row[name] for name in _COPIED}
    label = values["label"] or ""
    values["label"] = f"{label} (2)" if label else "(2)"
    return values
