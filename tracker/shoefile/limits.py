"""The caps that keep reading any file in bounded memory and every value storable; past a
cap a file is refused with a located message (README, "Limits")."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from tracker.history.storable import MAX_SMALL
from tracker.translatable import QT_TRANSLATE_NOOP, Message

MAX_CELL_CHARS = 131_072
"""A cell of a hands CSV (the csv module's own field limit, for quoted cells too)."""
MAX_SHOE_HANDS = 100_000
"""Hands of one shoe held whole (what reading a file for its statistics or scorecards
takes): an 8-deck shoe deals at most 104; more is not one shoe."""
CHUNK_HANDS = 10_000
"""Hands of a shoe an import or a validation holds at a time: a longer shoe (of any
number of hands) is read, checked and stored in chunks of this many."""
MAX_NUMBER = 2**31 - 1
"""The largest hand number or format version read."""
MAX_CUT_CARD = MAX_SMALL
"""The largest cut card position read (what a library holds)."""
MAX_JSON_DEPTH = 32
"""Nesting of a shoe JSON value (the format itself needs four levels)."""
MAX_JSON_VALUE = 16 << 20
"""Characters of one JSON value read at a time: a hand, or a shoe's field."""
MAX_SHOE_DETAILS = 1 << 20
"""Characters a shoe's notes and extra values hold in all, as JSON text: decoded, a dense
value (``[{}, {}, …]``) takes some 55 bytes a character, and a shoe is held whole."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def has_lone_surrogate(text: str) -> bool:
    """Whether ``text`` holds half of a UTF-16 pair (JSON's ``"\\ud800"``), which no
    UTF-8 file or database can hold."""
    return not text.isascii() and _SURROGATE.search(text) is not None


def depth(value: object, limit: int = MAX_JSON_DEPTH) -> int:
    """How deep lists and objects nest in ``value`` (a scalar is 0), counted up to
    ``limit + 1`` at most, without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: list[object] = list(item.values())
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest


def start_time_error(started: datetime) -> Message | None:
    """Why a start time cannot be stored (its UTC moment falls outside years 1 to 9999),
    or ``None`` when it can."""
    if started.utcoffset() is None:
        return None
    try:
        started.astimezone(UTC)
    except OverflowError:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the start time {started} is out of range in UTC (years 1 to 9999)"
            ),
            started=started.isoformat(),
        )
    return None
