"""The shoe on the table: logging hands as they are dealt, undoing, editing, closing.

Every change is stored in the library first and applied to the scorecard only once the
library has committed it, so what the scorecards show is always what a crash would leave.
Whoever shows the shoe subscribes to its changes; the use case knows nothing of them.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from dataclasses import dataclass

from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.roads import Result, Roads, Scorecard
from tracker.store import Library, ShoeSummary
from tracker.store.errors import ShoeClosedError


class Change(enum.Enum):
    """What happened to the shoe."""

    LOADED = "loaded"
    LOGGED = "logged"
    UNDONE = "undone"
    EDITED = "edited"
    INSERTED = "inserted"
    DELETED = "deleted"
    DETAILS = "details"
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class ShoeChange:
    """A committed change: what it was, the hand it touched (its 0-based place), and the
    shoe as it now stands (its summary, its record and its roads)."""

    change: Change
    position: int | None
    summary: ShoeSummary
    record: ShoeRecord
    roads: Roads


Listener = Callable[[ShoeChange], None]


class NotLoggingError(ShoeClosedError):
    """A hand was logged to a shoe that is not an open live shoe."""


class LiveShoe:
    """One shoe of the library as it is shown and logged: its summary, record and scorecard.

    Any shoe can be shown; :attr:`can_log` tells whether hands can be logged to it (an open
    shoe logged at the table). Every method stores first and raises the library's
    :class:`~tracker.errors.UserError` (nothing changed) when the library refuses.
    """

    def __init__(self, library: Library, shoe_id: int) -> None:
        """Load the shoe.

        :raises UnknownShoeError: when the library has no such shoe.
        """
        self.library = library
        self.shoe_id = shoe_id
        self._summary = library.shoe(shoe_id)
        self._record = library.load_shoe(shoe_id)
        self._hands: list[HandRecord] = list(self._record.hands)
        self._scorecard = Scorecard(Result.from_hand(hand) for hand in self._hands)
        self._listeners: list[Listener] = []

    @classmethod
    def start(
        cls,
        library: Library,
        *,
        table: str | None = None,
        casino: str | None = None,
        decks: int | None = None,
        rules: RuleSet | None = None,
        notes: str = "",
    ) -> LiveShoe:
        """Start a new shoe at the table, now, and load it.

        :raises DecksError: for ``decks`` outside 1–8.
        """
        summary = library.start_shoe(
            table=table, casino=casino, decks=decks, rules=rules, notes=notes
        )
        return cls(library, summary.id)

    # -- what it is -----------------------------------------------------------------------

    @property
    def summary(self) -> ShoeSummary:
        return self._summary

    @property
    def record(self) -> ShoeRecord:
        return self._record

    @property
    def roads(self) -> Roads:
        return self._scorecard.snapshot()

    @property
    def hand_count(self) -> int:
        return len(self._hands)

    @property
    def can_log(self) -> bool:
        """Whether hands can be logged: an open shoe logged at the table."""
        return self._summary.kind is ShoeKind.LIVE and not self._summary.closed

    def subscribe(self, listener: Listener) -> None:
        """Hear every committed change, after the store and the scorecard have it."""
        self._listeners.append(listener)

    # -- changes ----------------------------------------------------------------------------

    def log(
        self,
        winner: Winner,
        *,
        player_pair: bool = False,
        banker_pair: bool = False,
        natural: bool = False,
    ) -> HandRecord:
        """Log the next hand by its outcome; returns it as stored (with its number)."""
        return self.log_hand(
            HandRecord(
                number=0,
                winner=winner,
                player_pair=player_pair,
                banker_pair=banker_pair,
                natural=natural,
            )
        )

    def log_hand(self, hand: HandRecord) -> HandRecord:
        """Log ``hand`` as the next hand of the shoe (its number is the next one)."""
        if not self.can_log:
            raise NotLoggingError(
                "this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands"
            )
        stored = self.library.add_hand(self.shoe_id, hand).record
        self._hands.append(stored)
        self._scorecard.add(Result.from_hand(stored))
        self._changed(Change.LOGGED, len(self._hands) - 1)
        return stored

    def undo_last(self) -> HandRecord | None:
        """Remove the last hand; returns it (``None`` when the shoe has none)."""
        removed = self.library.undo_last(self.shoe_id)
        if removed is None:
            return None
        self._hands.pop()
        self._scorecard.undo()
        self._changed(Change.UNDONE, len(self._hands))
        return removed

    def edit(self, position: int, hand: HandRecord) -> HandRecord:
        """Replace what the hand at ``position`` (0-based) records; its number stays."""
        hand_id = self._hand_id(position)
        stored = self.library.edit_hand(hand_id, hand).record
        self._hands[position] = stored
        self._scorecard.replace(position, Result.from_hand(stored))
        self._changed(Change.EDITED, position)
        return stored

    def insert(self, position: int, hand: HandRecord) -> HandRecord:
        """Insert a forgotten hand at ``position``; the hands after it move down one."""
        stored = self.library.insert_hand(self.shoe_id, position, hand)
        self._reload(Change.INSERTED, stored.position)
        return stored.record

    def delete(self, position: int) -> HandRecord:
        """Delete the hand at ``position``; the hands after it move up one."""
        removed = self.library.delete_hand(self._hand_id(position))
        self._reload(Change.DELETED, position)
        return removed

    def update_details(self, **details: object) -> ShoeSummary:
        """Change the shoe's details (as :meth:`Library.update_shoe` takes)."""
        self.library.update_shoe(self.shoe_id, **details)
        self._reload(Change.DETAILS, None)
        return self._summary

    def close(self) -> ShoeSummary:
        """Mark the shoe finished: no more hands can be logged to it."""
        self._summary = self.library.close_shoe(self.shoe_id)
        self._changed(Change.CLOSED, None, reread=False)
        return self._summary

    # -- plumbing ---------------------------------------------------------------------------

    def _hand_id(self, position: int) -> int:
        if not 0 <= position < len(self._hands):
            raise IndexError(f"no hand at position {position} of {len(self._hands)}")
        return self.library.hands(self.shoe_id)[position].id

    def _reload(self, change: Change, position: int | None) -> None:
        """Read the whole shoe back after a change that renumbers hands."""
        self._record = self.library.load_shoe(self.shoe_id)
        self._hands = list(self._record.hands)
        self._scorecard = Scorecard(Result.from_hand(hand) for hand in self._hands)
        self._changed(change, position)

    def _changed(self, change: Change, position: int | None, *, reread: bool = True) -> None:
        if reread:
            # One row: the tallies the library keeps beside the shoe, now in step.
            self._summary = self.library.shoe(self.shoe_id)
        self._record = dataclasses.replace(self._record, hands=tuple(self._hands))
        event = ShoeChange(change, position, self._summary, self._record, self.roads)
        for listener in list(self._listeners):
            listener(event)
