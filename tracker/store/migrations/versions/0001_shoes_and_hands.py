"""The first library schema: shoes and their hands.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "shoes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("label", sa.String(length=200), nullable=False),
        sa.Column("casino", sa.String(length=200), nullable=True),
        sa.Column("table_name", sa.String(length=200), nullable=True),
        sa.Column("started", sa.DateTime(), nullable=True),
        sa.Column("started_offset", sa.SmallInteger(), nullable=True),
        sa.Column("decks", sa.SmallInteger(), nullable=True),
        sa.Column("rules", sa.Text(), nullable=True),
        sa.Column("burn", sa.String(length=200), nullable=False),
        sa.Column("cut_card", sa.SmallInteger(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("source", sa.String(length=1000), nullable=True),
        sa.Column("source_line", sa.Integer(), nullable=True),
        sa.Column("extra", sa.Text(), nullable=True),
        sa.Column("content_hash", sa.String(length=64), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_shoes")),
        sa.UniqueConstraint("content_hash", name=op.f("uq_shoes_content_hash")),
    )
    op.create_index(op.f("ix_shoes_started"), "shoes", ["started"])
    op.create_index(op.f("ix_shoes_table_name_started"), "shoes", ["table_name", "started"])
    op.create_table(
        "hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("shoe_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("winner", sa.String(length=1), nullable=True),
        sa.Column("player_total", sa.SmallInteger(), nullable=True),
        sa.Column("banker_total", sa.SmallInteger(), nullable=True),
        sa.Column("player_pair", sa.Boolean(), nullable=True),
        sa.Column("banker_pair", sa.Boolean(), nullable=True),
        sa.Column("natural", sa.Boolean(), nullable=True),
        sa.Column("player_cards", sa.String(length=40), nullable=True),
        sa.Column("banker_cards", sa.String(length=40), nullable=True),
        sa.Column("extra", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["shoe_id"], ["shoes.id"], name=op.f("fk_hands_shoe_id_shoes"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hands")),
        sa.UniqueConstraint("shoe_id", "position", name=op.f("uq_hands_shoe_id_position")),
    )


def downgrade() -> None:
    op.drop_table("hands")
    op.drop_index(op.f("ix_shoes_table_name_started"), table_name="shoes")
    op.drop_index(op.f("ix_shoes_started"), table_name="shoes")
    op.drop_table("shoes")
