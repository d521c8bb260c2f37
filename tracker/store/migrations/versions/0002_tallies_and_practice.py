"""Per-shoe tallies for instant library statistics, a kind+date index, practice sessions.

The tallies of shoes already in the library are computed from their hands here, so an
upgraded library answers counts as fast as a new one.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None

_TALLIES = (
    "n_hands",
    "n_banker",
    "n_player",
    "n_tie",
    "n_player_pair",
    "n_banker_pair",
    "n_runs",
)


def _tally(hands: list[tuple[str | None, bool | None, bool | None]]) -> dict[str, int]:
    # A copy of the app's tally as of this revision: a migration must not change with the app.
    counts = dict.fromkeys(_TALLIES, 0)
    last: str | None = None
    for winner, player_pair, banker_pair in hands:
        counts["n_hands"] += 1
        if winner in ("B", "P"):
            counts["n_banker" if winner == "B" else "n_player"] += 1
            if winner != last:
                counts["n_runs"] += 1
                last = winner
        elif winner == "T":
            counts["n_tie"] += 1
        counts["n_player_pair"] += bool(player_pair)
        counts["n_banker_pair"] += bool(banker_pair)
    return counts


def _fill_tallies() -> None:
    bind = op.get_bind()
    hands = sa.table(
        "hands",
        sa.column("shoe_id", sa.Integer()),
        sa.column("position", sa.Integer()),
        sa.column("winner", sa.String()),
        sa.column("player_pair", sa.Boolean()),
        sa.column("banker_pair", sa.Boolean()),
    )
    shoes = sa.table("shoes", sa.column("id", sa.Integer()), *(sa.column(n) for n in _TALLIES))
    rows = bind.execute(
        sa.select(
            hands.c.shoe_id, hands.c.winner, hands.c.player_pair, hands.c.banker_pair
        ).order_by(hands.c.shoe_id, hands.c.position)
    )
    updates: list[dict[str, int]] = []
    current: int | None = None
    batch: list[tuple[str | None, bool | None, bool | None]] = []

    def flush() -> None:
        if current is not None:
            updates.append({"shoe": current, **_tally(batch)})

    for shoe_id, winner, player_pair, banker_pair in rows:
        if shoe_id != current:
            flush()
            current, batch = shoe_id, []
        batch.append((winner, player_pair, banker_pair))
    flush()
    if updates:
        bind.execute(
            shoes.update()
            .where(shoes.c.id == sa.bindparam("shoe"))
            .values({n: sa.bindparam(n) for n in _TALLIES}),
            updates,
        )


def upgrade() -> None:
    with op.batch_alter_table("shoes") as batch_op:
        for name in _TALLIES:
            batch_op.add_column(sa.Column(name, sa.Integer(), server_default="0", nullable=False))
    op.create_index(op.f("ix_shoes_kind_started"), "shoes", ["kind", "started"])
    _fill_tallies()
    op.create_table(
        "practice_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("shoe_id", sa.Integer(), nullable=False),
        sa.Column("rules", sa.Text(), nullable=False),
        sa.Column("bankroll_start_cents", sa.BigInteger(), nullable=False),
        sa.Column("bankroll_cents", sa.BigInteger(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["shoe_id"],
            ["shoes.id"],
            name=op.f("fk_practice_sessions_shoe_id_shoes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_practice_sessions")),
    )
    op.create_index(op.f("ix_practice_sessions_shoe_id"), "practice_sessions", ["shoe_id"])
    op.create_table(
        "practice_bets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("bet", sa.String(length=16), nullable=False),
        sa.Column("stake_cents", sa.BigInteger(), nullable=False),
        sa.Column("result_cents", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["hand_id"],
            ["hands.id"],
            name=op.f("fk_practice_bets_hand_id_hands"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["practice_sessions.id"],
            name=op.f("fk_practice_bets_session_id_practice_sessions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_practice_bets")),
    )
    op.create_index(op.f("ix_practice_bets_hand_id"), "practice_bets", ["hand_id"])
    op.create_index(op.f("ix_practice_bets_session_id"), "practice_bets", ["session_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_practice_bets_session_id"), table_name="practice_bets")
    op.drop_index(op.f("ix_practice_bets_hand_id"), table_name="practice_bets")
    op.drop_table("practice_bets")
    op.drop_index(op.f("ix_practice_sessions_shoe_id"), table_name="practice_sessions")
    op.drop_table("practice_sessions")
    op.drop_index(op.f("ix_shoes_kind_started"), table_name="shoes")
    with op.batch_alter_table("shoes") as batch_op:
        for name in reversed(_TALLIES):
            batch_op.drop_column(name)
