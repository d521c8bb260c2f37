"""Resolving a coup: deal from any source of cards and apply the tableau (the words for
each draw and stand are in :mod:`tracker.engine.explain`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from tracker.engine.cards import Card, format_cards
from tracker.engine.rules import (
    Winner,
    banker_draws,
    hand_total,
    is_natural,
    player_draws,
    winner_of,
)
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class NotEnoughCards(UserError, ValueError):
    """The source ran out of cards before the coup was finished."""

    def __init__(self, needed: int, had: int) -> None:
        self.needed = needed
        self.had = had
        super().__init__(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the coup needed a card number {needed} but only {had} were there to deal",
                ),
                needed=needed,
                had=had,
            )
        )


@dataclass(frozen=True, slots=True)
class Coup:
    """One resolved hand of baccarat: both sides' cards, totals, winner and flags.

    ``player_pair``/``banker_pair`` are ``None`` when the notation cannot decide them
    (two bare ``0`` cards). ``natural`` is true when either side's first two cards total
    8 or 9. Why each side drew or stood: :func:`tracker.engine.explain.explain_draws`.
    """

    player: tuple[Card, ...]
    banker: tuple[Card, ...]

    @property
    def player_total(self) -> int:
        return hand_total([c.value for c in self.player])

    @property
    def banker_total(self) -> int:
        return hand_total([c.value for c in self.banker])

    @property
    def winner(self) -> Winner:
        return winner_of(self.player_total, self.banker_total)

    @property
    def natural(self) -> bool:
        return is_natural(hand_total([c.value for c in self.player[:2]])) or is_natural(
            hand_total([c.value for c in self.banker[:2]])
        )

    @property
    def player_pair(self) -> bool | None:
        return self.player[0].same_rank(self.player[1])

    @property
    def banker_pair(self) -> bool | None:
        return self.banker[0].same_rank(self.banker[1])

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in dealing order."""
        return deal_order(self.player, self.banker)

    def __str__(self) -> str:
        return (
            f"Player {format_cards(self.player)} ({self.player_total}) – "
            f"Banker {format_cards(self.banker)} ({self.banker_total}): {self.winner.word}"
        )


def deal_order(player: Sequence[Card], banker: Sequence[Card]) -> tuple[Card, ...]:
    """Interleave two recorded hands into dealing order: P, B, P, B, then P3, then B3."""
    order: list[Card] = []
    for i in range(2):
        if i < len(player):
            order.append(player[i])
        if i < len(banker):
            order.append(banker[i])
    order.extend(player[2:])
    order.extend(banker[2:])
    return tuple(order)


def resolve_coup(source: Iterable[Card] | Callable[[], Card]) -> Coup:
    """Deal one coup from ``source`` and apply the drawing rules.

    ``source`` is an iterable of cards in dealing order, or a function that returns the
    next card. Only the cards the coup needs are taken.

    :raises NotEnoughCards: when the source runs out before the coup is finished.
    """
    if callable(source):
        draw = source
    else:
        iterator: Iterator[Card] = iter(source)
        taken = 0

        def draw() -> Card:
            nonlocal taken
            try:
                card = next(iterator)
            except StopIteration:
                raise NotEnoughCards(taken + 1, taken) from None
            taken += 1
            return card

    p1, b1, p2, b2 = draw(), draw(), draw(), draw()
    player = [p1, p2]
    banker = [b1, b2]
    p_two = hand_total([p1.value, p2.value])
    b_two = hand_total([b1.value, b2.value])
    p_third: int | None = None
    if not (is_natural(p_two) or is_natural(b_two)):
        if player_draws(p_two):
            card = draw()
            player.append(card)
            p_third = card.value
        if banker_draws(b_two, p_third):
            banker.append(draw())
    return Coup(tuple(player), tuple(banker))


def expected_cards(player: Sequence[Card], banker: Sequence[Card]) -> tuple[int, int]:
    """How many cards each side should hold, by the rules, given the first two of each and
    (if the Player drew) the Player's third card.

    Both hands need at least their first two cards; when the Player should draw but no
    third card was recorded, the Banker's count is decided as if the Player stood.
    """
    p_two = hand_total([c.value for c in player[:2]])
    b_two = hand_total([c.value for c in banker[:2]])
    if is_natural(p_two) or is_natural(b_two):
        return 2, 2
    p_count = 3 if player_draws(p_two) else 2
    p_third = player[2].value if p_count == 3 and len(player) >= 3 else None
    b_count = 3 if banker_draws(b_two, p_third) else 2
    return p_count, b_count
