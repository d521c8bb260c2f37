"""Cards and shoe compositions in card notation: parsing, formatting, counting.

A card is known to one of three levels, as its source recorded it: rank and suit (``9H``),
rank only (``9``), or baccarat value only (a bare ``0``: some ten or face card).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

RANKS = "A23456789TJQK"
"""The thirteen ranks in notation order; a rank's index is its position here."""

SUITS = "SHDC"
"""Spades, hearts, diamonds, clubs; a suit's index is its position here."""

RANK_VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0)
"""Baccarat value of each rank index."""

CARDS_PER_DECK = 52
MIN_DECKS = 1
MAX_DECKS = 8


class CardError(UserError, ValueError):
    """A card token that is not a card: not rank and suit, rank alone or a bare ``0``.

    The message names the token and, when known, where it stood.
    """

    def __init__(
        self, token: str, reason: str | Message, where: str | Message | None = None
    ) -> None:
        self.token = token
        self.reason = str(reason)
        self.why = reason
        self.where = where
        message = Message(
            QT_TRANSLATE_NOOP("Messages", "unknown card {token!r}: {reason}"),
            token=token,
            reason=reason,
        )
        if where:
            message = Message(
                QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"), place=where, reason=message
            )
        super().__init__(message)


class CompositionError(UserError, ValueError):
    """A shoe composition that cannot exist (too many cards of a rank, decks out of range)."""


class DecksError(CompositionError):
    """A number of decks outside 1–8."""

    def __init__(self, decks: object) -> None:
        self.decks = decks
        super().__init__(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "decks must be a whole number from {low} to {high}, not {decks!r}"
                ),
                low=MIN_DECKS,
                high=MAX_DECKS,
                decks=decks,
            )
        )


def check_decks(decks: object) -> int:
    """Return ``decks`` as an int, or raise :class:`DecksError` if outside 1–8.

    :raises DecksError: when ``decks`` is not an integer from 1 to 8.
    """
    if isinstance(decks, bool) or not isinstance(decks, int):
        raise DecksError(decks)
    if not MIN_DECKS <= decks <= MAX_DECKS:
        raise DecksError(decks)
    return decks


def _no_more_tens(number: int, card: Card) -> Message:
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages", "card {number} ({card}): the shoe holds no more ten-value cards"
        ),
        number=number,
        card=str(card),
    )


def shoe_of(decks: int) -> str:
    """ "a 6-deck shoe", "an 8-deck shoe": for messages."""
    return str(shoe_message(decks))


def shoe_message(decks: int) -> Message:
    """:func:`shoe_of` as a message, for a window to translate."""
    if decks == 8:
        return Message(QT_TRANSLATE_NOOP("Messages", "an {decks}-deck shoe"), decks=decks)
    return Message(QT_TRANSLATE_NOOP("Messages", "a {decks}-deck shoe"), decks=decks)


_RANK_ALIASES = {"1": "A", "10": "T"}
_EXPECTED = Message(
    QT_TRANSLATE_NOOP(
        "Messages",
        "expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) "
        "optionally followed by a suit (S, H, D, C)",
    )
)


@dataclass(frozen=True, slots=True)
class Card:
    """One card, known as far as its source recorded it.

    ``rank`` is an index into :data:`RANKS`, or ``None`` when only the value 0 is known.
    ``suit`` is an index into :data:`SUITS`, or ``None`` when the source records no suits.
    """

    rank: int | None
    suit: int | None = None

    _cache: ClassVar[dict[str, Card]] = {}

    def __post_init__(self) -> None:
        if self.rank is None:
            if self.suit is not None:
                raise ValueError("a value-only card cannot have a suit")
        elif not 0 <= self.rank < len(RANKS):
            raise ValueError(f"rank index out of range: {self.rank}")
        if self.suit is not None and not 0 <= self.suit < len(SUITS):
            raise ValueError(f"suit index out of range: {self.suit}")

    @property
    def value(self) -> int:
        """Baccarat value 0–9."""
        return 0 if self.rank is None else RANK_VALUES[self.rank]

    @property
    def rank_char(self) -> str | None:
        """The rank letter (``A``…``K``), or ``None`` for a value-only card."""
        return None if self.rank is None else RANKS[self.rank]

    @property
    def index(self) -> int | None:
        """0–51 for a fully known card (rank × 4 + suit), else ``None``."""
        if self.rank is None or self.suit is None:
            return None
        return self.rank * 4 + self.suit

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The fully known card with index 0–51 (rank × 4 + suit)."""
        return cls(index // 4, index % 4)

    @classmethod
    def parse(cls, token: str, where: str | None = None) -> Card:
        """Parse one card token: ``9H``, ``td``, ``10d``, ``K``, ``1``, ``0``.

        :raises CardError: when the token is not a card; the message names it and ``where``.
        """
        cached = cls._cache.get(token)
        if cached is not None:
            return cached
        text = token.strip().upper()
        if not text:
            raise CardError(token, Message(QT_TRANSLATE_NOOP("Messages", "empty card")), where)
        card: Card
        if text == "0":
            card = cls(None)
        else:
            suit: int | None = None
            rank_text = text
            if len(text) >= 2 and text[-1] in SUITS:
                suit = SUITS.index(text[-1])
                rank_text = text[:-1]
            rank_text = _RANK_ALIASES.get(rank_text, rank_text)
            if len(rank_text) != 1 or rank_text not in RANKS:
                raise CardError(token, _EXPECTED, where)
            card = cls(RANKS.index(rank_text), suit)
        if len(cls._cache) < 4096:
            cls._cache[token] = card
        return card

    def __str__(self) -> str:
        if self.rank is None:
            return "0"
        text = RANKS[self.rank]
        return text if self.suit is None else text + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def same_rank(self, other: Card) -> bool | None:
        """Whether two cards form a pair; ``None`` when it cannot be decided (two bare 0s)."""
        if self.rank is None or other.rank is None:
            if self.value != other.value:
                return False
            return None
        return self.rank == other.rank


def parse_cards(text: str, where: str | Message | None = None) -> list[Card]:
    """Parse cards separated by spaces (commas also accepted): ``"9H 3D"``.

    :raises CardError: naming the first bad token and its position in ``text``.
    """
    cards: list[Card] = []
    for number, token in enumerate(text.replace(",", " ").split(), start=1):
        try:
            cards.append(Card.parse(token))
        except CardError as exc:
            place = (
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{where}, card {number}"),
                    where=where,
                    number=number,
                )
                if where
                else Message(QT_TRANSLATE_NOOP("Messages", "card {number}"), number=number)
            )
            raise CardError(token, exc.why, place) from None
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The text form of cards, separated by spaces; :func:`parse_cards` reads it back."""
    return " ".join(str(card) for card in cards)


def pair_of(first: Card, second: Card) -> bool | None:
    """Whether two cards are a pair (same rank); ``None`` when undecidable."""
    return first.same_rank(second)


@dataclass(frozen=True, slots=True)
class Composition:
    """The cards of a shoe by rank, with a count of value-0 cards whose rank is unknown.

    ``ranks[i]`` counts cards of rank index ``i``. Removing a bare ``0`` (value-only) card
    cannot say which ten or face card left, so it is held in ``unknown_tens`` and taken
    from the ten-value ranks only when the odds are computed.
    """

    ranks: tuple[int, ...]
    unknown_tens: int = 0

    @classmethod
    def full(cls, decks: int) -> Composition:
        """A fresh shoe of ``decks`` decks.

        :raises DecksError: when ``decks`` is outside 1–8.
        """
        check_decks(decks)
        return cls(tuple([4 * decks] * len(RANKS)))

    @property
    def total(self) -> int:
        """Cards left."""
        return sum(self.ranks) - self.unknown_tens

    def values(self) -> tuple[int, ...]:
        """Counts by baccarat value 0–9."""
        counts = [0] * 10
        for rank, count in enumerate(self.ranks):
            counts[RANK_VALUES[rank]] += count
        counts[0] -= self.unknown_tens
        return tuple(counts)

    def rank_weights(self) -> tuple[float, ...]:
        """Expected count of each rank, spreading unknown ten-value removals evenly."""
        tens = sum(self.ranks[9:])
        weights = [float(c) for c in self.ranks]
        if self.unknown_tens and tens:
            for rank in range(9, 13):
                weights[rank] -= self.unknown_tens * self.ranks[rank] / tens
        return tuple(weights)

    def remove(self, cards: Sequence[Card], decks: int | None = None) -> Composition:
        """The composition left after ``cards`` were dealt from it.

        :raises CompositionError: naming the card when the shoe holds no more of it.
        """
        ranks = list(self.ranks)
        unknown = self.unknown_tens
        tens = sum(ranks[9:])  # ten-value cards held, known ranks and unknown alike
        suit_counts: dict[int, int] = {}
        per_suit = None if decks is None else decks
        for number, card in enumerate(cards, start=1):
            rank = card.rank
            if rank is None:
                unknown += 1
                if tens - unknown < 0:
                    raise CompositionError(_no_more_tens(number, card))
                continue
            ranks[rank] -= 1
            if ranks[rank] < 0:
                raise CompositionError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "card {number} ({card}): the shoe holds no more cards of rank {rank}",
                        ),
                        number=number,
                        card=str(card),
                        rank=RANKS[rank],
                    )
                )
            if rank >= 9:
                tens -= 1
                if tens - unknown < 0:
                    raise CompositionError(_no_more_tens(number, card))
            if per_suit is not None and card.suit is not None:
                index = rank * 4 + card.suit
                seen = suit_counts.get(index, 0) + 1
                suit_counts[index] = seen
                if seen > per_suit:
                    raise CompositionError(
                        Message(
                            QT_TRANSLATE_NOOP(
                                "Messages",
                                "card {number} ({card}): {shoe} holds only {count} of it",
                            ),
                            number=number,
                            card=str(card),
                            shoe=shoe_message(per_suit),
                            count=per_suit,
                        )
                    )
        return Composition(tuple(ranks), unknown)
