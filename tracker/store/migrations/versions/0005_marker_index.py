"""Every shoe counts its changes (``revision``, one more at each: a hand, a detail,
closing), and an index holds that count with the shoe's tallies and closing time, so that
the change marker an app reads every few seconds, and each shoe's part of it, come from the
index alone instead of a pass over the shoe rows with their long texts, and move for every
change another tracker makes (a detail or a card alone included).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None

_COLUMNS = [
    "revision",
    "n_hands",
    "n_banker",
    "n_player",
    "n_tie",
    "n_player_pair",
    "n_banker_pair",
    "closed_at",
]
_NAME = "ix_shoes_marks"  # the names made of the columns would pass PostgreSQL's 63


def upgrade() -> None:
    with op.batch_alter_table("shoes") as batch_op:
        batch_op.add_column(sa.Column("revision", sa.Integer(), server_default="0", nullable=False))
    op.create_index(_NAME, "shoes", _COLUMNS)


def downgrade() -> None:
    op.drop_index(_NAME, table_name="shoes")
    with op.batch_alter_table("shoes") as batch_op:
        batch_op.drop_column("revision")
