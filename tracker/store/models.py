"""The library's tables as typed SQLAlchemy models: shoes, hands and practice sessions.

Plain portable types only (no SQLite-only SQL), so the same schema runs on PostgreSQL; the
sizes of its text columns are the domain's limits (:mod:`tracker.history.storable`), which
every write checks first, SQLite's too.
Times are stored as naive UTC; a shoe's recorded start keeps its UTC offset beside it.
"""

from __future__ import annotations

from datetime import datetime
from typing import cast

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    SmallInteger,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from tracker.history.storable import MAX_BURN_TEXT, MAX_CARDS_TEXT, MAX_NAME, MAX_SOURCE

# Constraint names must be stable for Alembic's batch mode on SQLite, which recreates
# tables and can only drop or alter a constraint it can name.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Shoe(Base):
    """One shoe: its details, where it came from, and tallies of its hands.

    The tallies (``n_*``) are kept in step with the hands by every write the library makes,
    so that counts over hundreds of thousands of hands read a few thousand shoe rows.
    ``content_hash`` identifies the same shoe arriving twice (see ``convert.content_hash``).
    """

    __tablename__ = "shoes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    label: Mapped[str] = mapped_column(String(MAX_NAME), default="")
    casino: Mapped[str | None] = mapped_column(String(MAX_NAME))
    table_name: Mapped[str | None] = mapped_column(String(MAX_NAME))
    started: Mapped[datetime | None] = mapped_column(DateTime())
    # Minutes east of UTC of the recorded start; None when the source gave a local time.
    started_offset: Mapped[int | None] = mapped_column(SmallInteger)
    decks: Mapped[int | None] = mapped_column(SmallInteger)
    rules: Mapped[str | None] = mapped_column(Text)  # RuleSet fields as a JSON object
    burn: Mapped[str] = mapped_column(String(MAX_BURN_TEXT), default="")
    cut_card: Mapped[int | None] = mapped_column(SmallInteger)
    notes: Mapped[str] = mapped_column(Text, default="")
    source: Mapped[str | None] = mapped_column(String(MAX_SOURCE))
    source_line: Mapped[int | None] = mapped_column(Integer)
    extra: Mapped[str | None] = mapped_column(Text)  # JSON object of unknown source fields
    content_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime())
    closed_at: Mapped[datetime | None] = mapped_column(DateTime())

    n_hands: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    n_banker: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    n_player: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    n_tie: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    n_player_pair: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    n_banker_pair: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # Runs of the Banker/Player sequence with ties removed (for the runs test).
    n_runs: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # The replay's verdict (a checks.CheckStatus value), kept in step with the hands like
    # the tallies; the problems as JSON ``[[hand, line, message], …]`` (None for none).
    check_status: Mapped[str | None] = mapped_column(String(16))
    n_problems: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # One more at every change of the shoe (a hand, a detail, closing): what tells an app
    # that another changed it, whatever the change.
    revision: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    problems: Mapped[str | None] = mapped_column(Text)

    hands: Mapped[list[Hand]] = relationship(
        back_populates="shoe",
        order_by="Hand.position",
        cascade="all, delete-orphan",
        passive_deletes=True,
    )

    __table_args__ = (
        Index(None, "started"),
        Index(None, "kind", "started"),
        Index(None, "table_name", "started"),
        # The change marker and each shoe's part of it, read from the index alone.
        Index(
            "ix_shoes_marks",
            "revision",
            "n_hands",
            "n_banker",
            "n_player",
            "n_tie",
            "n_player_pair",
            "n_banker_pair",
            "closed_at",
        ),
    )


class Hand(Base):
    """One hand of a shoe. ``position`` is its 0-based place in the shoe; ``number`` is the
    hand number as recorded (for shoes logged in the app, ``position + 1``)."""

    __tablename__ = "hands"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    shoe_id: Mapped[int] = mapped_column(ForeignKey("shoes.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    number: Mapped[int] = mapped_column(Integer)
    winner: Mapped[str | None] = mapped_column(String(1))  # B, P or T
    player_total: Mapped[int | None] = mapped_column(SmallInteger)
    banker_total: Mapped[int | None] = mapped_column(SmallInteger)
    player_pair: Mapped[bool | None] = mapped_column(Boolean)
    banker_pair: Mapped[bool | None] = mapped_column(Boolean)
    natural: Mapped[bool | None] = mapped_column(Boolean)
    player_cards: Mapped[str | None] = mapped_column(
        String(MAX_CARDS_TEXT)
    )  # "9H 3D", None if unknown
    banker_cards: Mapped[str | None] = mapped_column(String(MAX_CARDS_TEXT))
    extra: Mapped[str | None] = mapped_column(Text)  # JSON object of unknown source columns

    shoe: Mapped[Shoe] = relationship(back_populates="hands")

    # The unique index also serves "the hands of a shoe in order".
    __table_args__ = (UniqueConstraint("shoe_id", "position"),)


class PracticeSession(Base):
    """A practice-mode session: a bankroll in integer cents played against one shoe."""

    __tablename__ = "practice_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    shoe_id: Mapped[int] = mapped_column(ForeignKey("shoes.id", ondelete="CASCADE"), index=True)
    rules: Mapped[str] = mapped_column(Text)  # RuleSet fields as a JSON object
    bankroll_start_cents: Mapped[int] = mapped_column(BigInteger)
    bankroll_cents: Mapped[int] = mapped_column(BigInteger)
    started_at: Mapped[datetime] = mapped_column(DateTime())
    closed_at: Mapped[datetime | None] = mapped_column(DateTime())
    seat: Mapped[str | None] = mapped_column(String(60))  # who sat there ("Seat 3: Ann")
    options: Mapped[str | None] = mapped_column(Text)  # the table's options as JSON
    # Rounds dealt while the seat sat at the table, bet or not.
    rounds: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class PracticeBet(Base):
    """One bet placed in practice mode on one hand; money in integer cents."""

    __tablename__ = "practice_bets"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(
        ForeignKey("practice_sessions.id", ondelete="CASCADE"), index=True
    )
    hand_id: Mapped[int] = mapped_column(ForeignKey("hands.id", ondelete="CASCADE"), index=True)
    bet: Mapped[str] = mapped_column(String(16))  # a tracker.engine.settlement.Bet value
    stake_cents: Mapped[int] = mapped_column(BigInteger)
    # Net result: winnings positive, a lost stake negative, 0 for a push.
    result_cents: Mapped[int] = mapped_column(BigInteger)


shoes_table = cast(Table, Shoe.__table__)
hands_table = cast(Table, Hand.__table__)
practice_sessions_table = cast(Table, PracticeSession.__table__)
practice_bets_table = cast(Table, PracticeBet.__table__)
