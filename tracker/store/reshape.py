"""Reshaping stored shoes: split one that runs two shoes together into two, and merge shoes
a file split back into one. Each is one write transaction that keeps the hands as recorded
(their numbers too) and brings tallies, content hashes and verdicts in step."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, insert, select, update

from tracker.errors import UserError
from tracker.store.live import refresh
from tracker.store.models import hands_table, practice_sessions_table, shoes_table
from tracker.store.rows import ShoeSummary, Transactions, shoe_row, summary

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
        with self._library._write() as conn:
            row = shoe_row(conn, shoe_id, where)
            count = conn.scalar(select(func.count()).where(hands_table.c.shoe_id == shoe_id)) or 0
            if not 0 < position < count:
                raise ReshapeError(
                    f"shoe {shoe_id} has {count} hands: a split must leave hands on both "
                    f"sides (asked to split before hand {position + 1})"
                )
            values = dict(details) if details is not None else _copy_of(row._mapping)
            values["content_hash"] = None
            new_id = conn.scalar(insert(shoes_table).returning(shoes_table.c.id), values)
            assert new_id is not None
            h = hands_table.c
            conn.execute(
                update(hands_table)
                .where(h.shoe_id == shoe_id, h.position >= position)
                .values(shoe_id=new_id, position=h.position - position)
            )
            refresh(conn, shoe_id, where)
            refresh(conn, new_id, where)
            return summary(shoe_row(conn, new_id, where))

    def merge_shoes(self, shoe_id: int, other_id: int) -> ShoeSummary:
        """Append the hands of ``other_id`` to ``shoe_id`` (numbers as recorded) and delete
        the other shoe; returns the merged shoe.

        :raises ReshapeError: when the two are the same shoe.
        """
        if shoe_id == other_id:
            raise ReshapeError(f"shoe {shoe_id} cannot be merged with itself")
        where = self._library.where
        with self._library._write() as conn:
            shoe_row(conn, shoe_id, where)
            shoe_row(conn, other_id, where)
            count = conn.scalar(select(func.count()).where(hands_table.c.shoe_id == shoe_id)) or 0
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
            refresh(conn, shoe_id, where)
            return summary(shoe_row(conn, shoe_id, where))


def _copy_of(row: Any) -> ShoeDetails:
    values = {name: row[name] for name in _COPIED}
    label = values["label"] or ""
    values["label"] = f"{label} (2)" if label else "(2)"
    return values
