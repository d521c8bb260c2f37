"""Recorded shoes as plain data: what a file, the library or a live session holds of a shoe.

A recorded hand may know its cards, only its outcome (winner, totals, flags), or both; the
replay report compares what is recorded with what the rules say. These records are what the
readers produce, what the writers take, and what the library stores and gives back.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from tracker.engine.cards import Card, Composition
from tracker.engine.coup import Coup
from tracker.engine.rules import RuleSet, Winner


class ShoeKind(enum.Enum):
    """Where a shoe came from."""

    LIVE = "live"  # logged hand by hand at a table
    IMPORTED = "imported"  # read from a file
    PRACTICE = "practice"  # dealt in practice mode
    SIMULATED = "simulated"  # dealt by the simulator


@dataclass(slots=True)
class HandRecord:
    """One hand as recorded.

    ``number`` is the hand number in its shoe (1, 2, …) as recorded. ``player``/``banker``
    hold the cards in the order that side received them, or ``None`` when the source records
    no cards. The outcome fields are ``None`` when the source does not record them.
    ``line`` is the 1-based line of the source file (the header is line 1), when read from one.
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
    extra: dict[str, str] = field(default_factory=dict)

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


@dataclass(slots=True)
class ShoeRecord:
    """One shoe as recorded: its details and its hands in order.

    ``label`` is the shoe's name in its source (the ``shoe`` column, a bead-string label).
    ``decks`` is ``None`` when the source does not say (analysis then assumes 8).
    ``rules`` is ``None`` when unknown. ``burn`` holds burn cards when known and
    ``cut_card`` the number of cards behind the cut card when known.
    """

    label: str
    hands: list[HandRecord] = field(default_factory=list)
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
    extra: dict[str, Any] = field(default_factory=dict)

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
