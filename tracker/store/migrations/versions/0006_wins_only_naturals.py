"""Shoes imported from the live-casino source that flags naturals on wins only record no
natural on their ties, as that source's files are read now (a tie's 0 there says nothing:
the source never flags a natural tie), and their content hashes are worked out again, so
that importing the same file again is recognised as the shoes already there.

Such a shoe is recognised as every reader now recognises it
(:mod:`tracker.history.wins_only`): its hands record no cards and keep one column beside
the standard ones, the source's ``table_id``, and none of its ties is flagged a natural.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-04
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None

_BATCH = 500  # shoes read per round trip

_SHOE_COLUMNS = (
    "id",
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
)
_HAND_COLUMNS = (
    "id",
    "shoe_id",
    "position",
    "number",
    "winner",
    "player_total",
    "banker_total",
    "player_pair",
    "banker_pair",
    "natural",
    "player_cards",
    "banker_cards",
    "extra",
)

# Columns whose values the driver gives back as something else unless told (SQLite).
_TYPES: dict[str, Any] = {
    "started": sa.DateTime(),
    "player_pair": sa.Boolean(),
    "banker_pair": sa.Boolean(),
    "natural": sa.Boolean(),
}


def _reread(flagged: bool | None, read: bool | None) -> None:
    """Give the ties of the source's shoes whose natural is ``flagged`` the natural
    ``read`` instead, and their shoes the content hash that goes with it."""
    # The reading and the hash are the app's own (tracker.history): they must be the
    # ones an import of the same file gives today.
    from tracker.engine.rules import Winner
    from tracker.history.checked import content_hash
    from tracker.history.wins_only import flags_naturals_on_wins_only
    from tracker.store import convert

    bind = op.get_bind()
    shoes = sa.table(
        "shoes",
        *(sa.column(name, _TYPES.get(name)) for name in _SHOE_COLUMNS),
        sa.column("content_hash"),
        sa.column("revision"),
    )
    hands = sa.table("hands", *(sa.column(name, _TYPES.get(name)) for name in _HAND_COLUMNS))
    # Only shoes that have such a tie can change: the others are not read.
    tie = sa.and_(
        hands.c.winner == "T",
        hands.c.natural.is_(None) if flagged is None else hands.c.natural == sa.false(),
    )
    candidates = (
        sa.select(hands.c.shoe_id).where(tie, hands.c.extra.like('%"table_id"%')).distinct()
    )
    last = 0
    while True:
        rows = bind.execute(
            sa.select(*(shoes.c[name] for name in _SHOE_COLUMNS))
            .where(shoes.c.id > last, shoes.c.id.in_(candidates))
            .order_by(shoes.c.id)
            .limit(_BATCH)
        ).all()
        if not rows:
            return
        ids = [row.id for row in rows]
        by_shoe: dict[int, list[Any]] = {shoe_id: [] for shoe_id in ids}
        for hand in bind.execute(
            sa.select(hands)
            .where(hands.c.shoe_id.in_(ids))
            .order_by(hands.c.shoe_id, hands.c.position)
        ):
            by_shoe[hand.shoe_id].append(convert.hand_from_row(hand._mapping))
        digests: dict[int, str | None] = {}
        for row in rows:
            records = by_shoe[row.id]
            if flags_naturals_on_wins_only(records):
                records = [
                    h._replace(natural=read) if h.winner is Winner.TIE else h for h in records
                ]
                digests[row.id] = content_hash(convert.shoe_from_row(row._mapping, records))
        if digests:
            # The same shoe stored twice already (once as read now): the other keeps the
            # hash, and this one is kept without it rather than lost.
            for other, digest in bind.execute(
                sa.select(shoes.c.id, shoes.c.content_hash).where(
                    shoes.c.content_hash.in_([d for d in digests.values() if d is not None])
                )
            ):
                for shoe_id, mine in digests.items():
                    if mine == digest and shoe_id != other:
                        digests[shoe_id] = None
            bind.execute(
                hands.update().where(hands.c.shoe_id.in_(list(digests)), tie).values(natural=read)
            )
            bind.execute(
                shoes.update()
                .where(shoes.c.id == sa.bindparam("shoe"))
                .values(content_hash=sa.bindparam("digest"), revision=shoes.c.revision + 1),
                [{"shoe": shoe_id, "digest": digest} for shoe_id, digest in digests.items()],
            )
        last = ids[-1]


def upgrade() -> None:
    _reread(flagged=False, read=None)


def downgrade() -> None:
    # Back to what the older reader stored: the source's 0 on every tie.
    _reread(flagged=None, read=False)
