"""Practice sessions name their seat, keep the table's options and count their rounds.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("practice_sessions") as batch_op:
        batch_op.add_column(sa.Column("seat", sa.String(length=60), nullable=True))
        batch_op.add_column(sa.Column("options", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("rounds", sa.Integer(), server_default="0", nullable=False))


def downgrade() -> None:
    with op.batch_alter_table("practice_sessions") as batch_op:
        batch_op.drop_column("rounds")
        batch_op.drop_column("options")
        batch_op.drop_column("seat")
