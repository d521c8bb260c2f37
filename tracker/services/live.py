"""The shoe on the table: logging hands as they are dealt, undoing, editing, closing.

Every change is stored in the library first and applied to the scorecard only once the
library has committed it, so what the scorecards show is always what a crash would leave.
Whoever shows the shoe subscribes to its changes; the use case knows nothing of them.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from tracker.engine.cards import Card, Composition, CompositionError
from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.roads import Result, Roads, Scorecard
from tracker.services.card_reading import CardsReading as CardsReading
from tracker.services.card_reading import hand_from_cards as hand_from_cards
from tracker.services.card_reading import read_cards as read_cards
from tracker.store import Library, ShoeSummary
from tracker.store.errors import ShoeChangedError, ShoeClosedError
from tracker.translatable import QT_TRANSLATE_NOOP, Message


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
    REOPENED = "reopened"


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
T = TypeVar("T")


class NotLoggingError(ShoeClosedError):
    """A hand was logged to a shoe that is not an open live shoe."""


class LiveShoe:
    """One shoe of the library as it is shown and logged: its summary, record and scorecard.

    Any shoe can be shown; :attr:`can_log` tells whether hands can be logged to it (an open
    shoe logged at the table). Every method stores first and raises the library's
    :class:`~tracker.errors.UserError` (nothing changed) when the library refuses.

    A change made ``if_unchanged`` (an undo or redo: it names the shoe as shown here) is
    refused with :class:`ShoeChangedError` when another tracker changed the shoe since it
    was read here; the shoe is then read again (announced as :attr:`Change.LOADED`).
    """

    def __init__(self, library: Library, shoe_id: int) -> None:
        """Load the shoe.

        :raises UnknownShoeError: when the library has no such shoe.
        """
        self.library = library
        self.shoe_id = shoe_id
        self._summary, self._record = library.shoe_with_record(shoe_id)
        self._hands: list[HandRecord] = list(self._record.hands)
        self._scorecard = Scorecard(Result.from_hand(hand) for hand in self._hands)
        self._listeners: list[Listener] = []
        self._read = self._summary.revision  # the revision whose hands this shows
        self.reads = 0
        """How often the shoe was read again for a change made elsewhere: a step of an undo
        history made at another count no longer names the shoe as it is."""
        self._left: tuple[ShoeRecord, Composition | None] | None = None  # cards_left()

    @classmethod
    def start(
        cls,
        library: Library,
        *,
        table: str | None = None,
        casino: str | None = None,
        decks: int | None = None,
        rules: RuleSet | None = None,
        burn: tuple[Card, ...] = (),
        cut_card: int | None = None,
        notes: str = "",
        started: datetime | None = None,
    ) -> LiveShoe:
        """Start a new shoe at the table (now, unless ``started``) and load it.

        :raises DecksError: for ``decks`` outside 1–8.
        """
        summary = library.start_shoe(
            table=table,
            casino=casino,
            decks=decks,
            rules=rules,
            burn=burn,
            cut_card=cut_card,
            notes=notes,
            started=started,
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

    @property
    def decks(self) -> int:
        """The decks the shoe holds (as recorded, else from its rules, else 8)."""
        return self._record.effective_decks

    def cards_left(self) -> Composition | None:
        """What the shoe holds now when every hand so far records its cards (the burn
        cards taken out), else ``None``; a shoe whose cards cannot all come from it is
        ``None`` as well (its composition says nothing any more).

        Worked out once a change: the card field, the side bets and the table ask it
        after every hand."""
        record = self._record
        if self._left is not None and self._left[0] is record:
            return self._left[1]
        left: Composition | None = None
        if all(hand.has_cards for hand in record.hands):
            dealt = list(record.burn)
            for hand in record.hands:
                assert hand.player is not None and hand.banker is not None
                dealt.extend(hand.player)
                dealt.extend(hand.banker)
            try:
                left = Composition.full(self.decks).remove(dealt, self.decks)
            except CompositionError:
                left = None
        self._left = (record, left)
        return left

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
            self.outcome_hand(
                winner, player_pair=player_pair, banker_pair=banker_pair, natural=natural
            )
        )

    def outcome_hand(
        self,
        winner: Winner,
        *,
        player_pair: bool = False,
        banker_pair: bool = False,
        natural: bool = False,
    ) -> HandRecord:
        """The next hand as its outcome and marks make it. A mark not set is a "no" only in
        a shoe whose marks are kept (one was set in it before, or is now); elsewhere the
        hand records nothing of pairs or naturals, and the statistics leave it out."""
        pairs = player_pair or banker_pair or self.keeps("pairs")
        naturals = natural or self.keeps("natural")
        return hand_from_outcome(
            winner,
            player_pair=player_pair if pairs else None,
            banker_pair=banker_pair if pairs else None,
            natural=natural if naturals else None,
        )

    def keeps(self, marks: str) -> bool:
        """Whether this shoe records its ``"pairs"`` or ``"natural"`` marks by hand: a hand
        logged by its outcome holds them (a "no" included) once a mark was set."""
        for hand in self._hands:
            if hand.player is not None:
                continue  # a hand with cards has its marks from them
            held = (hand.player_pair, hand.banker_pair) if marks == "pairs" else (hand.natural,)
            if any(flag is not None for flag in held):
                return True
        return False

    def log_hand(self, hand: HandRecord, *, if_unchanged: bool = False) -> HandRecord:
        """Log ``hand`` as the next hand of the shoe (its number is the next one)."""
        if not self.can_log:
            raise NotLoggingError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands",
                    )
                )
            )
        logged, self._summary = self._store(
            lambda revision: self.library.append_hand(self.shoe_id, hand, revision=revision),
            if_unchanged,
        )
        stored = logged.record
        self._hands.append(stored)
        self._scorecard.add(Result.from_hand(stored))
        self._changed(Change.LOGGED, logged.position, reread=False)
        return stored

    def undo_last(self, *, if_unchanged: bool = False) -> HandRecord | None:
        """Remove the last hand; returns it (``None`` when the shoe has none)."""
        removed = self._store(
            lambda revision: self.library.undo_last(self.shoe_id, revision=revision),
            if_unchanged,
        )
        if removed is None:
            return None
        self._hands.pop()
        self._scorecard.undo()
        self._changed(Change.UNDONE, len(self._hands))
        return removed

    def edit(self, position: int, hand: HandRecord, *, if_unchanged: bool = False) -> HandRecord:
        """Replace what the hand at ``position`` (0-based) records; its number stays."""
        hand_id = self._hand_id(position)
        stored = self._store(
            lambda revision: self.library.edit_hand(hand_id, hand, revision=revision),
            if_unchanged,
        ).record
        self._hands[position] = stored
        self._scorecard.replace(position, Result.from_hand(stored))
        self._changed(Change.EDITED, position)
        return stored

    def insert(self, position: int, hand: HandRecord, *, if_unchanged: bool = False) -> HandRecord:
        """Insert a forgotten hand at ``position``; the hands after it move down one."""
        stored = self._store(
            lambda revision: self.library.insert_hand(
                self.shoe_id, position, hand, revision=revision
            ),
            if_unchanged,
        )
        self._reload(Change.INSERTED, stored.position)
        return stored.record

    def delete(self, position: int, *, if_unchanged: bool = False) -> HandRecord:
        """Delete the hand at ``position``; the hands after it move up one."""
        hand_id = self._hand_id(position)
        removed = self._store(
            lambda revision: self.library.delete_hand(hand_id, revision=revision),
            if_unchanged,
        )
        self._reload(Change.DELETED, position)
        return removed

    def update_details(self, *, if_unchanged: bool = False, **details: object) -> ShoeSummary:
        """Change the shoe's details (as :meth:`Library.update_shoe` takes)."""
        self._store(
            lambda revision: self.library.update_shoe(self.shoe_id, revision=revision, **details),
            if_unchanged,
        )
        self._reload(Change.DETAILS, None)
        return self._summary

    def close(self, *, if_unchanged: bool = False) -> ShoeSummary:
        """Mark the shoe finished: no more hands can be logged to it."""
        self._summary = self._store(
            lambda revision: self.library.close_shoe(self.shoe_id, revision=revision),
            if_unchanged,
        )
        self._changed(Change.CLOSED, None, reread=False)
        return self._summary

    def reopen(self, *, if_unchanged: bool = False) -> ShoeSummary:
        """Open a closed live shoe for logging again.

        :raises NotLoggingError: for a shoe that was not logged at the table.
        """
        if self._summary.kind is not ShoeKind.LIVE:
            raise NotLoggingError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "only a shoe logged at the table can be reopened; this one was {kind}",
                    ),
                    kind=self._summary.kind.value,
                )
            )
        self._summary = self._store(
            lambda revision: self.library.reopen_shoe(self.shoe_id, revision=revision),
            if_unchanged,
        )
        self._changed(Change.REOPENED, None, reread=False)
        return self._summary

    def refresh(self) -> bool:
        """Read the shoe again from the library when it was changed elsewhere (another
        tracker logging it, on a shared library); the change is announced as
        :attr:`Change.LOADED`. Returns whether it had changed (its hands, tallies, details
        or state: every change of it counts in its revision, a card alone included).

        :raises UnknownShoeError: when the shoe was deleted elsewhere.
        """
        summary = self.library.shoe(self.shoe_id)
        if summary == self._summary:
            return False
        self._reload(Change.LOADED, None)
        return True

    # -- plumbing ---------------------------------------------------------------------------

    def _store(self, write: Callable[[int | None], T], if_unchanged: bool) -> T:
        """Run ``write`` given the revision the shoe must still be at (``if_unchanged``:
        the one read here; else ``None``, any); refused, the shoe is read again.

        :raises ShoeChangedError: naming what another tracker changed meanwhile.
        """
        if not if_unchanged:
            return write(None)
        try:
            return write(self._summary.revision)
        except ShoeChangedError:
            before, hands = self._summary, self._hands
            self._reload(Change.LOADED, None)
            raise ShoeChangedError(
                what_changed(before, hands, self._summary, self._hands)
            ) from None

    def _hand_id(self, position: int) -> int:
        if not 0 <= position < len(self._hands):
            raise IndexError(f"no hand at position {position} of {len(self._hands)}")
        return self.library.hands(self.shoe_id)[position].id

    def _reload(self, change: Change, position: int | None) -> None:
        """Read the whole shoe back after a change that renumbers hands (or a change made
        elsewhere: :attr:`reads` counts it)."""
        self._summary, self._record = self.library.shoe_with_record(self.shoe_id)
        if change is Change.LOADED or self._summary.revision > self._read + 1:
            self.reads += 1
        self._read = self._summary.revision
        self._hands = list(self._record.hands)
        self._scorecard = Scorecard(Result.from_hand(hand) for hand in self._hands)
        self._changed(change, position, reread=False)

    def _changed(self, change: Change, position: int | None, *, reread: bool = True) -> None:
        if reread:
            # One row: the tallies the library keeps beside the shoe, now in step.
            self._summary = self.library.shoe(self.shoe_id)
        if self._summary.revision > self._read + 1:
            # Another tracker changed the shoe just before this change: read it all.
            self._reload(change, position)
            return
        self._read = self._summary.revision
        self._record = dataclasses.replace(self._record, hands=tuple(self._hands))
        event = ShoeChange(change, position, self._summary, self._record, self.roads)
        for listener in list(self._listeners):
            listener(event)


def what_changed(
    before: ShoeSummary,
    old: Sequence[HandRecord],
    after: ShoeSummary,
    new: Sequence[HandRecord],
) -> Message:
    """What another tracker did to a shoe (``before`` with hands ``old``, now ``after``
    with ``new``), in a few words ending in "meanwhile"."""

    def seen(hands: Sequence[HandRecord]) -> list[tuple[object, ...]]:
        return [(h.number, h.winner, h.player, h.banker) for h in hands]

    def hands(first: int, last: int) -> Message:
        if first == last:
            return Message(QT_TRANSLATE_NOOP("Messages", "hand {hand}"), hand=first)
        return Message(
            QT_TRANSLATE_NOOP("Messages", "hands {first}–{last}"), first=first, last=last
        )

    if len(new) > len(old) and seen(new[: len(old)]) == seen(old):
        return Message(
            QT_TRANSLATE_NOOP("Messages", "another tracker logged {hands} meanwhile"),
            hands=hands(len(old) + 1, len(new)),
        )
    if len(new) < len(old) and seen(old[: len(new)]) == seen(new):
        return Message(
            QT_TRANSLATE_NOOP("Messages", "another tracker took back {hands} meanwhile"),
            hands=hands(len(new) + 1, len(old)),
        )
    if seen(new) != seen(old) or before.tally != after.tally:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "another tracker changed the shoe's hands meanwhile")
        )
    if before.closed != after.closed:
        if after.closed:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "another tracker closed the shoe meanwhile",
                )
            )
        return Message(QT_TRANSLATE_NOOP("Messages", "another tracker reopened the shoe meanwhile"))
    return Message(
        QT_TRANSLATE_NOOP("Messages", "another tracker changed the shoe's details meanwhile")
    )


def hand_from_outcome(
    winner: Winner,
    *,
    player_pair: bool | None = False,
    banker_pair: bool | None = False,
    natural: bool | None = False,
) -> HandRecord:
    """A hand logged by its outcome and its marks (``None``: not recorded), without cards
    (numbered when stored)."""
    return HandRecord(
        number=0,
        winner=winner,
        player_pair=player_pair,
        banker_pair=banker_pair,
        natural=natural,
    )
