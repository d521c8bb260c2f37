"""An index holding each shoe's tallies and closing time, so that the change marker an app
reads every few seconds, and each shoe's part of it, come from the index alone instead of
a pass over the shoe rows with their long texts (a few milliseconds a look on a library
of thousands of shoes, about a tenth of that from the index).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None

_COLUMNS = [
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
    op.create_index(_NAME, "shoes", _COLUMNS)


def downgrade() -> None:
    op.drop_index(_NAME, table_name="shoes")
