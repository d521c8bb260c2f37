"""Every shoe keeps its replay verdict: a status, the number of problems and the problems.

The shoes already in the library are replayed here, so an upgraded library shows each
shoe's verdict at once, as a new import would have stored it (without file lines, which
the library did not keep before).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None

_BATCH = 500  # shoes replayed per round trip

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


def _fill_checks() -> None:
    # The replay is the app's own (tracker.history): a verdict is worth keeping only if
    # it is the one the app gives today.
    from tracker.history.checked import check_shoe
    from tracker.store import checks, convert

    bind = op.get_bind()
    shoes = sa.table(
        "shoes",
        *(sa.column(name, _TYPES.get(name)) for name in _SHOE_COLUMNS),
        sa.column("check_status"),
        sa.column("n_problems"),
        sa.column("problems"),
    )
    hands = sa.table("hands", *(sa.column(name, _TYPES.get(name)) for name in _HAND_COLUMNS))
    last = 0
    while True:
        rows = bind.execute(
            sa.select(*(shoes.c[name] for name in _SHOE_COLUMNS))
            .where(shoes.c.id > last)
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
        updates = []
        for row in rows:
            record = convert.shoe_from_row(row._mapping, by_shoe[row.id])
            columns = checks.check_columns(check_shoe(record))
            updates.append(
                {
                    "shoe": row.id,
                    **{k: columns[k] for k in ("check_status", "n_problems", "problems")},
                }
            )
        bind.execute(
            shoes.update()
            .where(shoes.c.id == sa.bindparam("shoe"))
            .values(
                check_status=sa.bindparam("check_status"),
                n_problems=sa.bindparam("n_problems"),
                problems=sa.bindparam("problems"),
            ),
            updates,
        )
        last = ids[-1]


def upgrade() -> None:
    with op.batch_alter_table("shoes") as batch_op:
        batch_op.add_column(sa.Column("check_status", sa.String(length=16), nullable=True))
        batch_op.add_column(
            sa.Column("n_problems", sa.Integer(), server_default="0", nullable=False)
        )
        batch_op.add_column(sa.Column("problems", sa.Text(), nullable=True))
    _fill_checks()


def downgrade() -> None:
    with op.batch_alter_table("shoes") as batch_op:
        batch_op.drop_column("problems")
        batch_op.drop_column("n_problems")
        batch_op.drop_column("check_status")
