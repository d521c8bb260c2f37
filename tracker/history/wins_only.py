"""Shoes of a source that flags naturals on wins only, whose ``0`` on a tie says nothing.

The live-casino export that tracker's real shoes come from (a game client's messages, one
row a hand: ``shoe_id``, ``table_name``, ``table_id``, ``shoe_first_time_ms``, totals and
flags) flags ``natural`` only when a natural wins: a natural tie is flagged 0 like any other
tie. Its shoes are known by what they hold: no cards, one source column beside the standard
ones, the table's ``table_id``, and no tie flagged a natural. Every reader reads them that
way (:class:`~tracker.history.builder.ShoeBuilder`), and so does the library's upgrade that
brought this reading, so that the same shoe is recognised from either.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from functools import partial
from itertools import compress, repeat
from operator import attrgetter

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord

SOURCE_COLUMN = "table_id"
"""The one column beside the standard ones that the source's hands keep."""


def flags_naturals_on_wins_only(hands: Sequence[HandRecord]) -> bool:
    """Whether ``hands`` are those of the source: none records cards, each keeps exactly
    the column :data:`SOURCE_COLUMN` beside the standard ones, no tie is flagged a natural."""
    # Every reader asks this of every shoe: the passes over the hands run in C.
    if not hands or len(hands[0].extra) != 1:
        return False
    extras = list(map(_EXTRA, hands))
    return (
        set(map(len, extras)) == {1}
        and all(map(operator.contains, extras, repeat(SOURCE_COLUMN)))
        and set(map(_PLAYER, hands)) == {None}
        and set(map(_BANKER, hands)) == {None}
        and True not in compress(map(_NATURAL, hands), map(_IS_TIE, map(_WINNER, hands)))
    )


def read_wins_only(hands: Sequence[HandRecord]) -> Sequence[HandRecord]:
    """``hands``, with each tie's natural not recorded (``None``) when they are the
    source's (:func:`flags_naturals_on_wins_only`); other hands as they are."""
    if not flags_naturals_on_wins_only(hands):
        return hands
    read = list(hands)
    for i in compress(range(len(read)), map(_IS_TIE, map(_WINNER, read))):
        hand = read[i]
        read[i] = _new_hand(HandRecord, (*hand[:8], None, *hand[9:]))  # natural unknown
    return read


_EXTRA = attrgetter("extra")
_PLAYER = attrgetter("player")
_BANKER = attrgetter("banker")
_WINNER = attrgetter("winner")
_NATURAL = attrgetter("natural")
_IS_TIE = partial(operator.is_, Winner.TIE)
_new_hand = tuple.__new__  # a record from its fields in order, without __new__'s checks
