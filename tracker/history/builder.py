"""The one way every reader makes shoe records: start a shoe, add its hands and details,
note what looks wrong about it, finish it.

Like a PGN reader's visitor, a reader never builds a record itself: it tells a
:class:`ShoeBuilder` what it reads, and the builder hands back frozen records. A problem
the reader notices (a label used twice) is kept on the shoe for the replay report, not
raised; what cannot be read at all is still a :class:`~tracker.shoefile.ShoeFileError`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from tracker.history.records import HandRecord, ShoeChunk, ShoeKind, ShoeRecord
from tracker.history.report import Problem
from tracker.history.storable import detail_problem
from tracker.history.wins_only import read_wins_only
from tracker.translatable import QT_TRANSLATE_NOOP, Message

DETAILS = frozenset(
    {
        "casino",
        "table",
        "started",
        "decks",
        "rules",
        "burn",
        "cut_card",
        "notes",
        "kind",
        "extra",
        "source",
    }
)
"""The shoe details :meth:`ShoeBuilder.set` takes (the other fields of :class:`ShoeRecord`);
``source`` overrides the builder's own for one shoe (a shoe JSON records where each shoe
was first read from)."""

_COUNTED = ("decks", "rules", "burn")
"""The details the replay counts a shoe's cards with (its decks, its burn cards)."""


class DetailError(ValueError):
    """A shoe detail the builder refuses; ``field`` names it. As it is, a value no library
    holds (:func:`~tracker.history.storable.detail_problem`)."""

    def __init__(self, message: str | Message, field: str) -> None:
        super().__init__(message)
        self.field = field


class LateDetailError(DetailError):
    """A detail that decides how a shoe's cards are counted, given only after chunks of
    its hands were handed on (and counted without it)."""


def _late(field: str, label: object, hands: int, decks: int, burn: int) -> Message:
    """A shoe's decks, rules or burn cards given after its first ``hands`` were counted."""
    values = {"label": label, "hands": hands, "decks": decks, "burn": burn}
    if field == "decks":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "shoe {label!r} gives its decks only after its first {hands:,} hands were "
                "counted with {decks} decks and {burn} burn cards: a shoe this long is checked "
                "as it is read, so its decks, rules and burn cards must come with its first "
                "hands",
            ),
            **values,
        )
    if field == "rules":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "shoe {label!r} gives its rules only after its first {hands:,} hands were "
                "counted with {decks} decks and {burn} burn cards: a shoe this long is checked "
                "as it is read, so its decks, rules and burn cards must come with its first "
                "hands",
            ),
            **values,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "shoe {label!r} gives its burn only after its first {hands:,} hands were "
            "counted with {decks} decks and {burn} burn cards: a shoe this long is checked "
            "as it is read, so its decks, rules and burn cards must come with its first "
            "hands",
        ),
        **values,
    )


class ShoeBuilder:
    """Builds the shoes of one source, one at a time.

    ``add`` is the bound ``append`` of the current shoe's hand list, so that a reader's
    hot loop pays one call per hand and nothing more. A reader that reads a shoe too long
    to hold whole hands its hands on in chunks (:meth:`spill`) and ends the shoe with
    :meth:`end`.
    """

    __slots__ = (
        "_counted",
        "_details",
        "_first_lines",
        "_hands",
        "_key",
        "_label",
        "_line",
        "_problems",
        "_spilled",
        "add",
        "source",
    )

    add: Callable[[HandRecord], None]
    source: str | None

    def __init__(self, source: str | None = None) -> None:
        self.source = source
        self._first_lines: dict[Hashable, int | None] = {}
        self._label: str | None = None
        self._key: Hashable = None
        self._hands: list[HandRecord] = []
        self._details: dict[str, Any] = {}
        self._problems: list[Problem] = []
        self._line: int | None = None
        self._spilled = 0
        self._counted: tuple[int, tuple[Any, ...]] | None = None
        self.add = self._not_started

    def _not_started(self, hand: HandRecord) -> None:
        raise RuntimeError("ShoeBuilder.add() before start()")

    @property
    def building(self) -> bool:
        """Whether a shoe is started and not yet finished."""
        return self._label is not None

    @property
    def hand_count(self) -> int:
        """Hands of the current shoe so far, those handed on in chunks included."""
        return self._spilled + len(self._hands)

    def start(self, label: str, line: int | None = None, *, key: Hashable = None) -> None:
        """Start the next shoe; ``line`` is its first line in the source. ``key`` tells the
        source's shoes apart for :meth:`earlier_line` (by default, their labels).

        :raises DetailError: for a label no library holds.
        """
        if self._label is not None:
            raise RuntimeError("ShoeBuilder.start() while a shoe is being built; finish it first")
        problem = detail_problem("label", label)
        if problem is not None:
            raise DetailError(problem, "label")
        self._label = label
        self._key = label if key is None else key
        self._line = line
        self._hands = []
        self.add = self._hands.append
        self._details = {}
        self._problems = []
        self._spilled = 0
        self._counted = None

    def earlier_line(self, key: Hashable) -> tuple[bool, int | None]:
        """Whether an earlier shoe of this source had ``key`` (its label, unless
        :meth:`start` was given another key), and its first line."""
        if key in self._first_lines:
            return True, self._first_lines[key]
        return False, None

    def set(self, **details: Any) -> None:
        """Set details of the current shoe (see :data:`DETAILS`).

        :raises TypeError: for a name that is not a shoe detail.
        :raises DetailError: for a value no library holds.
        :raises LateDetailError: for decks, rules or burn cards that change how the cards
            of hands already handed on in chunks were counted.
        """
        unknown = set(details) - DETAILS
        if unknown:
            raise TypeError(f"not shoe details: {sorted(unknown)}")
        for name, value in details.items():
            problem = detail_problem(name, value)
            if problem is not None:
                raise DetailError(problem, name)
        if self._counted is not None and not set(details).isdisjoint(_COUNTED):
            before = self._counted
            after = _counted_with({**self._details, **details})
            if after != before:
                field = next(name for name in _COUNTED if name in details)
                raise LateDetailError(
                    _late(field, self._label, self._spilled, before[0], len(before[1])), field
                )
        self._details.update(details)

    def problem(self, message: str, *, hand: int | None = None, line: int | None = None) -> None:
        """Note something wrong with the current shoe that does not stop the reading."""
        assert self._label is not None, "problem() outside a shoe"
        self._problems.append(Problem(self._label, hand, line, message))

    def discard(self) -> None:
        """Drop the shoe being built (it turned out to hold nothing)."""
        self._label = None
        self._hands = []
        self._spilled = 0
        self._counted = None
        self.add = self._not_started

    def _record(self) -> ShoeRecord:
        """The shoe as built so far, with the hands and problems since the last chunk."""
        label = self._label
        if label is None:
            raise RuntimeError("ShoeBuilder: no shoe started")
        details = {"kind": ShoeKind.IMPORTED, "source": self.source, **self._details}
        return ShoeRecord(
            label=label,
            # A source known to flag naturals on wins only is read that way.
            hands=tuple(read_wins_only(self._hands)),
            line=self._line,
            problems=tuple(self._problems),
            **details,
        )

    def spill(self) -> ShoeChunk:
        """Hand on the hands added since :meth:`start` (or since the last chunk) as a chunk
        of the shoe, which goes on being built; from now on :meth:`set` refuses decks,
        rules or burn cards that would count the chunk's cards otherwise."""
        record = self._record()
        chunk = ShoeChunk(record, self._spilled, last=False)
        if self._counted is None:
            self._counted = _counted_with(self._details)
        self._spilled += len(self._hands)
        self._hands.clear()  # the same list: ``add`` stays bound to it
        self._problems = []
        return chunk

    def end(self) -> ShoeRecord | ShoeChunk:
        """The shoe built since :meth:`start`: a frozen record, or the last chunk of a
        shoe whose hands were handed on in chunks (:meth:`spill`)."""
        record = self._record()
        self._first_lines.setdefault(self._key, self._line)
        ended: ShoeRecord | ShoeChunk = (
            ShoeChunk(record, self._spilled, last=True) if self._counted is not None else record
        )
        self.discard()
        return ended

    def finish(self) -> ShoeRecord:
        """The shoe built since :meth:`start`, as a frozen record.

        :raises RuntimeError: when chunks of it were handed on (:meth:`end` ends those).
        """
        if self._label is None:
            raise RuntimeError("ShoeBuilder.finish() without start()")
        if self._counted is not None:
            raise RuntimeError("ShoeBuilder.finish() of a shoe handed on in chunks; use end()")
        ended = self.end()
        assert isinstance(ended, ShoeRecord)
        return ended


def _counted_with(details: dict[str, Any]) -> tuple[int, tuple[Any, ...]]:
    """The decks and burn cards a shoe of these details is counted with."""
    decks = details.get("decks")
    rules = details.get("rules")
    if decks is None:
        decks = rules.decks if rules is not None else 8
    return decks, tuple(details.get("burn") or ())
