"""Splitting a stored shoe that runs two shoes together, and merging shoes a file split, as
changes that can be undone (and redone): the one use case the windows and tests call."""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.history import ShoeRecord
from tracker.store import Library, ShoeSummary, UnknownShoeError
from tracker.store.reshape import ReshapeError, ShoeDetails, shoe_named
from tracker.translatable import QT_TRANSLATE_NOOP, Message


def restart_positions(shoe: ShoeRecord) -> list[int]:
    """The places (0-based) where a shoe's hand numbers start again at 1: where the
    replay reports "two shoes run together", and where a split separates them."""
    return [i for i, hand in enumerate(shoe.hands) if i and hand.number == 1]


@dataclass(slots=True)
class SplitShoe:
    """Split ``shoe_id`` before the hand at ``position``; undone by merging back."""

    library: Library
    shoe_id: int
    position: int
    new_id: int | None = None
    _details: ShoeDetails | None = field(default=None, repr=False)
    _new_name: Message = field(
        default_factory=lambda: Message(QT_TRANSLATE_NOOP("Messages", "the shoe split off"))
    )

    @property
    def text(self) -> str:
        return f"Split shoe before hand {self.position + 1}"

    def redo(self) -> ShoeSummary:
        """Split (again, with the new shoe's details as the first split gave them)."""
        new = self.library.split_shoe(self.shoe_id, self.position, details=self._details)
        self.new_id, self._new_name = new.id, shoe_named(new.label, new.table)
        return new

    def undo(self) -> ShoeSummary:
        assert self.new_id is not None, "undo before the split was made"
        self._details = _details_of(self.library, self.new_id, self._new_name)
        merged = self.library.merge_shoes(self.shoe_id, self.new_id)
        self.new_id = None
        return merged


@dataclass(slots=True)
class MergeShoes:
    """Append ``other_id``'s hands to ``shoe_id``; undone by splitting them off again into
    a shoe with the other's details (under a new id)."""

    library: Library
    shoe_id: int
    other_id: int
    _at: int | None = None
    _details: ShoeDetails | None = field(default=None, repr=False)
    _other_name: Message = field(
        default_factory=lambda: Message(QT_TRANSLATE_NOOP("Messages", "the next part"))
    )

    @property
    def text(self) -> str:
        return "Merge shoes"

    def redo(self) -> ShoeSummary:
        self._details = _details_of(self.library, self.other_id, self._other_name)
        self._at = self.library.shoe(self.shoe_id).tally.hands
        return self.library.merge_shoes(self.shoe_id, self.other_id)

    def undo(self) -> ShoeSummary:
        assert self._at is not None, "undo before the merge was made"
        back = self.library.split_shoe(self.shoe_id, self._at, details=self._details)
        self.other_id = back.id  # a redo merges the shoe as it is now
        self._other_name = shoe_named(back.label, back.table)
        return back


def _details_of(library: Library, shoe_id: int, name: Message) -> ShoeDetails:
    """The details of the other shoe of a split or merge, named as its user knows it
    when it was deleted elsewhere meanwhile."""
    try:
        return library.shoe_details(shoe_id)
    except UnknownShoeError:
        raise ReshapeError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{name} is no longer in the library (deleted meanwhile); nothing was changed",
                ),
                name=name,
            )
        ) from None
