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

from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.history.report import Problem

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


class ShoeBuilder:
    """Builds the shoes of one source, one at a time.

    ``add`` is the bound ``append`` of the current shoe's hand list, so that a reader's
    hot loop pays one call per hand and nothing more.
    """

    __slots__ = (
        "_details",
        "_first_lines",
        "_hands",
        "_key",
        "_label",
        "_line",
        "_problems",
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
        self.add = self._not_started

    def _not_started(self, hand: HandRecord) -> None:
        raise RuntimeError("ShoeBuilder.add() before start()")

    @property
    def building(self) -> bool:
        """Whether a shoe is started and not yet finished."""
        return self._label is not None

    @property
    def hand_count(self) -> int:
        return len(self._hands)

    def start(self, label: str, line: int | None = None, *, key: Hashable = None) -> None:
        """Start the next shoe; ``line`` is its first line in the source. ``key`` tells the
        source's shoes apart for :meth:`earlier_line` (by default, their labels)."""
        if self._label is not None:
            raise RuntimeError("ShoeBuilder.start() while a shoe is being built; finish it first")
        self._label = label
        self._key = label if key is None else key
        self._line = line
        self._hands = []
        self.add = self._hands.append
        self._details = {}
        self._problems = []

    def earlier_line(self, key: Hashable) -> tuple[bool, int | None]:
        """Whether an earlier shoe of this source had ``key`` (its label, unless
        :meth:`start` was given another key), and its first line."""
        if key in self._first_lines:
            return True, self._first_lines[key]
        return False, None

    def set(self, **details: Any) -> None:
        """Set details of the current shoe (see :data:`DETAILS`).

        :raises TypeError: for a name that is not a shoe detail.
        """
        unknown = set(details) - DETAILS
        if unknown:
            raise TypeError(f"not shoe details: {sorted(unknown)}")
        self._details.update(details)

    def problem(self, message: str, *, hand: int | None = None, line: int | None = None) -> None:
        """Note something wrong with the current shoe that does not stop the reading."""
        assert self._label is not None, "problem() outside a shoe"
        self._problems.append(Problem(self._label, hand, line, message))

    def discard(self) -> None:
        """Drop the shoe being built (it turned out to hold nothing)."""
        self._label = None
        self.add = self._not_started

    def finish(self) -> ShoeRecord:
        """The shoe built since :meth:`start`, as a frozen record."""
        label = self._label
        if label is None:
            raise RuntimeError("ShoeBuilder.finish() without start()")
        self._first_lines.setdefault(self._key, self._line)
        details = {"kind": ShoeKind.IMPORTED, "source": self.source, **self._details}
        record = ShoeRecord(
            label=label,
            hands=tuple(self._hands),
            line=self._line,
            problems=tuple(self._problems),
            **details,
        )
        self.discard()
        return record
