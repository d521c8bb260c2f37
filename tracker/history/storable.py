"""What a library holds of a shoe: the same limits on SQLite (which would take anything)
and PostgreSQL (which refuses past its column sizes), checked before anything is written,
so that a shoe stored in one library can be copied into any other."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tracker.errors import UserError
from tracker.history.records import HandRecord, ShoeRecord
from tracker.translatable import QT_TRANSLATE_NOOP, Message

MAX_NAME = 200
"""Characters of a shoe's label, casino or table name."""
MAX_SOURCE = 1000
"""Characters of the name of the file a shoe was read from."""
MAX_BURN_TEXT = 200
"""Characters of a shoe's burn cards as written (``9H 3D …``): 67 cards."""
MAX_CARDS_TEXT = 40
"""Characters of one side's cards of a hand as written: 13 cards (a hand deals 2 or 3)."""
MAX_SMALL = 32_767
"""The largest cut card position (a small integer on every database)."""
MAX_INTEGER = 2**31 - 1
"""The largest hand number or line number."""

MAX_BURN_CARDS = (MAX_BURN_TEXT + 1) // 3
MAX_SIDE_CARDS = (MAX_CARDS_TEXT + 1) // 3


class StorageLimitError(UserError):
    """A value no library holds: the field, the limit, nothing written."""


_TEXTS = {"label": MAX_NAME, "casino": MAX_NAME, "table": MAX_NAME, "source": MAX_SOURCE}


def _too_long(field: str, count: int, limit: int) -> Message:
    """A text detail longer than a library takes."""
    if field == "label":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the label has {count:,} characters, more than the {limit:,} a library takes",
            ),
            count=count,
            limit=limit,
        )
    if field == "casino":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the casino has {count:,} characters, more than the {limit:,} a library takes",
            ),
            count=count,
            limit=limit,
        )
    if field == "table":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "the table name has {count:,} characters, more than the {limit:,} a library takes",
            ),
            count=count,
            limit=limit,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "the source has {count:,} characters, more than the {limit:,} a library takes",
        ),
        count=count,
        limit=limit,
    )


def _nul(field: str) -> Message:
    """A text detail holding a NUL character."""
    if field == "label":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the label has a NUL character (\\x00), which no library takes"
            )
        )
    if field == "casino":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the casino has a NUL character (\\x00), which no library takes"
            )
        )
    if field == "table":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the table name has a NUL character (\\x00), which no library takes"
            )
        )
    if field == "source":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the source has a NUL character (\\x00), which no library takes"
            )
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages", "the notes have a NUL character (\\x00), which no library takes"
        )
    )


def detail_problem(field: str, value: Any) -> Message | None:
    """Why a library cannot hold ``value`` as the shoe detail ``field`` (a name of
    :class:`ShoeRecord`'s fields: ``label``, ``table``, ``burn`` …), saying the field and
    the limit; ``None`` when it can."""
    if value is None:
        return None
    if field in _TEXTS or field == "notes":
        limit = _TEXTS.get(field)
        if limit is not None and len(value) > limit:
            return _too_long(field, len(value), limit)
        if "\x00" in value:
            return _nul(field)
    elif field == "decks" and not 1 <= value <= 8:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the decks must be a whole number from 1 to 8, not {value}"
            ),
            value=value,
        )
    elif field == "burn" and len(value) > MAX_BURN_CARDS:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "{count:,} burn cards are more than the {limit} a library takes"
            ),
            count=len(value),
            limit=MAX_BURN_CARDS,
        )
    elif field == "cut_card" and not 0 <= value <= MAX_SMALL:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "the cut card must be 0 to {limit:,}, not {value:,}"),
            limit=MAX_SMALL,
            value=value,
        )
    elif field == "line" and not 0 <= value <= MAX_INTEGER:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "the line {value:,} is past the {limit:,} a library takes"
            ),
            value=value,
            limit=MAX_INTEGER,
        )
    return None


_CHECKED = ("label", "casino", "table", "source", "notes", "decks", "burn", "cut_card", "line")


def shoe_problem(shoe: ShoeRecord) -> Message | None:
    """Why a library cannot hold ``shoe``'s details (naming the field and the limit), or
    ``None`` when it can. Its hands are :func:`hands_problem`'s."""
    for field in _CHECKED:
        problem = detail_problem(field, getattr(shoe, field))
        if problem is not None:
            return problem
    return None


def hands_problem(hands: Iterable[HandRecord]) -> Message | None:
    """Why a library cannot hold one of ``hands`` (naming it, the field and the limit),
    or ``None`` when it can hold them all."""
    for hand in hands:
        if not 0 <= hand.number <= MAX_INTEGER:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "hand number {number:,} is past the {limit:,} a library takes"
                ),
                number=hand.number,
                limit=MAX_INTEGER,
            )
        if hand.player is not None and len(hand.player) > MAX_SIDE_CARDS:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "hand {hand} gives the player {count} cards, more than the {limit} a "
                    "library takes",
                ),
                hand=hand.number,
                count=len(hand.player),
                limit=MAX_SIDE_CARDS,
            )
        if hand.banker is not None and len(hand.banker) > MAX_SIDE_CARDS:
            return Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "hand {hand} gives the banker {count} cards, more than the {limit} a "
                    "library takes",
                ),
                hand=hand.number,
                count=len(hand.banker),
                limit=MAX_SIDE_CARDS,
            )
    return None


def check_storable(shoe: ShoeRecord, hands: Iterable[HandRecord] | None = None) -> None:
    """Refuse ``shoe`` (its details, and ``hands``: by default its own) when a library
    cannot hold it.

    :raises StorageLimitError: naming the shoe, the field and the limit.
    """
    problem = shoe_problem(shoe) or hands_problem(shoe.hands if hands is None else hands)
    if problem is not None:
        if not shoe.label:  # a new shoe at the table: the dialog's field says enough
            raise StorageLimitError(problem)
        name = shoe.label if len(shoe.label) <= 60 else shoe.label[:40] + "…"
        raise StorageLimitError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "shoe {name!r}: {problem}"),
                name=name,
                problem=problem,
            )
        )
