"""Recorded shoes as frozen values: what a file, the library or a live session holds of a shoe.

A recorded hand may know its cards, only its outcome (winner, totals, flags), or both; the
replay (:mod:`tracker.history.replay`) compares what is recorded with what the rules say.
Readers build these records (through :class:`tracker.history.builder.ShoeBuilder`), writers
and the library take them, and nothing changes one after it is made: a changed hand or shoe
is a new record (``hand._replace(...)``, ``dataclasses.replace(shoe, ...)``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from tracker.engine.cards import Card, Composition
from tracker.engine.coup import Coup
from tracker.engine.rules import RuleSet, Winner

if TYPE_CHECKING:
    from tracker.history.report import Problem

NO_EXTRA: Mapping[str, str] = MappingProxyType({})
"""The extra columns of a hand that has none (shared, read-only)."""


class ShoeKind(enum.Enum):
    """Where a shoe came from."""

    LIVE = "live"  # logged hand by hand at a table
    IMPORTED = "imported"  # read from a file
    PRACTICE = "practice"  # dealt in practice mode
    SIMULATED = "simulated"  # dealt by the simulator


class HandRecord(NamedTuple):
    """One hand as recorded.

    ``number`` is the hand number in its shoe (1, 2, …) as recorded. ``player``/``banker``
    hold the cards in the order that side received them, or ``None`` when the source records
    no cards. The outcome fields are ``None`` when the source does not record them.
    ``line`` is the 1-based line of the source file (the header is line 1), when read from one;
    ``extra`` the source's other columns.

    A named tuple rather than a frozen dataclass: readers make hundreds of thousands of
    these, and a tuple is made faster while being just as immutable.
    """

    number: int
    player: tuple[Card, ...] | None = None
    banker: tuple[Card, ...] | None = None
    winner: Winner | None = None
    player_total: int | None = None
    banker_total: int | None = None
    player_pair: bool | None = None
    banker_pair: bool | None = None
    natural: bool | None = None
    line: int | None = None
    extra: Mapping[str, str] = NO_EXTRA

    @property
    def has_cards(self) -> bool:
        return self.player is not None and self.banker is not None

    @classmethod
    def from_coup(cls, number: int, coup: Coup, line: int | None = None) -> HandRecord:
        """A fully recorded hand from a resolved coup (cards and every outcome field)."""
        return cls(
            number=number,
            player=coup.player,
            banker=coup.banker,
            winner=coup.winner,
            player_total=coup.player_total,
            banker_total=coup.banker_total,
            player_pair=coup.player_pair,
            banker_pair=coup.banker_pair,
            natural=coup.natural,
            line=line,
        )


OUTCOME_FIELDS: tuple[str, ...] = (
    "winner",
    "player_total",
    "banker_total",
    "player_pair",
    "banker_pair",
    "natural",
)
"""The fields of :class:`HandRecord` that say how a hand came out, in its order: the
columns and keys every shoe file and the library keep them under."""


@dataclass(frozen=True, slots=True)
class ShoeRecord:
    """One shoe as recorded: its details and its hands in order.

    ``label`` is the shoe's name in its source (the ``shoe`` column, a bead-string label).
    ``decks`` is ``None`` when the source does not say (analysis then assumes 8).
    ``rules`` is ``None`` when unknown. ``burn`` holds burn cards when known and
    ``cut_card`` the number of cards behind the cut card when known. ``problems`` holds
    what the reader noticed about the shoe's place in its file (a label used twice), which
    the replay report puts before the problems of the hands.
    """

    label: str
    hands: tuple[HandRecord, ...] = ()
    casino: str | None = None
    table: str | None = None
    started: datetime | None = None
    decks: int | None = None
    rules: RuleSet | None = None
    burn: tuple[Card, ...] = ()
    cut_card: int | None = None
    notes: str = ""
    source: str | None = None
    kind: ShoeKind = ShoeKind.IMPORTED
    line: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, hash=False)
    problems: tuple[Problem, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if type(self.hands) is not tuple:
            # Readers and queries gather hands in a list; the record keeps them unchangeable.
            object.__setattr__(self, "hands", tuple(self.hands))

    @property
    def effective_decks(self) -> int:
        """The decks to assume: as recorded, else from the rules, else 8."""
        if self.decks is not None:
            return self.decks
        if self.rules is not None:
            return self.rules.decks
        return 8

    def cards_left(self) -> Composition | None:
        """What is left in the shoe when every hand records its cards (burn cards included
        when known), else ``None``: outcomes alone do not say which cards were dealt.

        :raises CompositionError: when the recorded cards cannot all come from the shoe.
        """
        if not self.hands or not all(hand.has_cards for hand in self.hands):
            return None
        dealt = list(self.burn)
        for hand in self.hands:
            assert hand.player is not None and hand.banker is not None
            dealt.extend(hand.player)
            dealt.extend(hand.banker)
        return Composition.full(self.effective_decks).remove(dealt, self.effective_decks)


@dataclass(frozen=True, slots=True)
class ShoeChunk:
    """Consecutive hands of a shoe too long to hold whole, as a reader asked for chunks
    gives them (an import or a validation then holds one chunk at a time, never the shoe).

    ``shoe`` is a record of the shoe as read so far: its label, first line and the details
    known so far, with only this chunk's hands and what the reader noticed since the
    chunk before. ``first`` is the 0-based place of the chunk's first hand in the shoe.
    The chunks of a shoe come one after the other; the one with ``last`` set ends the shoe
    and its record holds every detail of the shoe. A shoe of no more hands than a chunk
    comes as a plain :class:`ShoeRecord`.
    """

    shoe: ShoeRecord
    first: int
    last: bool
