"""What a library holds of a shoe: the same limits on SQLite (which would take anything)
and PostgreSQL (which refuses past its column sizes), checked before anything is written,
so that a shoe stored in one library can be copied into any other."""

from __future__ import annotations

from collections.abc import Iterable

from tracker.errors import UserError
from tracker.history.records import HandRecord, ShoeRecord

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


def _text_problem(field: str, text: str | None, limit: int | None) -> str | None:
    if not text:
        return None
    if limit is not None and len(text) > limit:
        size = len(text)
        return f"its {field} has {size:,} characters, more than the {limit:,} a library takes"
    if "\x00" in text:
        return f"its {field} has a NUL character (\\x00), which no library takes"
    return None


def shoe_problem(shoe: ShoeRecord) -> str | None:
    """Why a library cannot hold ``shoe``'s details (naming the field and the limit), or
    ``None`` when it can. Its hands are :func:`hands_problem`'s."""
    for field, text, limit in (
        ("label", shoe.label, MAX_NAME),
        ("casino", shoe.casino, MAX_NAME),
        ("table name", shoe.table, MAX_NAME),
        ("source", shoe.source, MAX_SOURCE),
        ("notes", shoe.notes, None),
    ):
        problem = _text_problem(field, text, limit)
        if problem is not None:
            return problem
    if shoe.decks is not None and not 1 <= shoe.decks <= 8:
        return f"its decks must be a whole number from 1 to 8, not {shoe.decks}"
    if len(shoe.burn) > MAX_BURN_CARDS:
        return (
            f"it has {len(shoe.burn):,} burn cards, more than the {MAX_BURN_CARDS} a library takes"
        )
    if shoe.cut_card is not None and not 0 <= shoe.cut_card <= MAX_SMALL:
        return f"its cut card must be 0 to {MAX_SMALL:,}, not {shoe.cut_card:,}"
    if shoe.line is not None and not 0 <= shoe.line <= MAX_INTEGER:
        return f"its line {shoe.line:,} is past the {MAX_INTEGER:,} a library takes"
    return None


def hands_problem(hands: Iterable[HandRecord]) -> str | None:
    """Why a library cannot hold one of ``hands`` (naming it, the field and the limit),
    or ``None`` when it can hold them all."""
    for hand in hands:
        if not 0 <= hand.number <= MAX_INTEGER:
            return f"hand number {hand.number:,} is past the {MAX_INTEGER:,} a library takes"
        for side, cards in (("player", hand.player), ("banker", hand.banker)):
            if cards is not None and len(cards) > MAX_SIDE_CARDS:
                return (
                    f"hand {hand.number} gives the {side} {len(cards)} cards, more than the "
                    f"{MAX_SIDE_CARDS} a library takes"
                )
    return None


def check_storable(shoe: ShoeRecord, hands: Iterable[HandRecord] | None = None) -> None:
    """Refuse ``shoe`` (its details, and ``hands``: by default its own) when a library
    cannot hold it.

    :raises StorageLimitError: naming the shoe, the field and the limit.
    """
    problem = shoe_problem(shoe) or hands_problem(shoe.hands if hands is None else hands)
    if problem is not None:
        name = shoe.label if len(shoe.label) <= 60 else shoe.label[:40] + "…"
        raise StorageLimitError(f"shoe {name!r}: {problem}")
