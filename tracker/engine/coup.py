"""Resolving a coup: deal from any source of cards, apply the tableau, and say why.

Every draw and stand carries a plain reason ("Banker has 5 and draws: the Player's third
card is 6") that practice mode and the replay report show.
"""

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


class NotEnoughCards(UserError, ValueError):
    """The source ran out of cards before the coup was finished."""

    def __init__(self, needed: int, had: int) -> None:
        self.needed = needed
        self.had = had
        super().__init__(
            f"the coup needed a card number {needed} but only {had} were there to deal"
        )


@dataclass(frozen=True, slots=True)
class Coup:
    """One resolved hand of baccarat: both sides' cards, totals, winner and flags.

    ``player_pair``/``banker_pair`` are ``None`` when the notation cannot decide them
    (two bare ``0`` cards). ``natural`` is true when either side's first two cards total
    8 or 9. ``reasons`` explains each draw and stand in order.
    """

    player: tuple[Card, ...]
    banker: tuple[Card, ...]
    reasons: tuple[str, ...] = ()

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


def _reasons_for(p_two: int, b_two: int, p_third: int | None, b_drew: bool) -> list[str]:
    reasons: list[str] = []
    if is_natural(p_two) or is_natural(b_two):
        who = []
        if is_natural(p_two):
            who.append(f"Player has a natural {p_two}")
        if is_natural(b_two):
            who.append(f"Banker has a natural {b_two}")
        reasons.append(f"{' and '.join(who)}: both hands stand.")
        return reasons
    if p_third is None:
        reasons.append(f"Player has {p_two} and stands (Player stands on 6 or 7).")
        if b_drew:
            reasons.append(
                f"Banker has {b_two} and draws: the Player stood, so Banker draws on 0 to 5."
            )
        else:
            reasons.append(
                f"Banker has {b_two} and stands: the Player stood, so Banker stands on 6 or 7."
            )
        return reasons
    reasons.append(
        f"Player has {p_two} and draws (Player draws on 0 to 5): a third card worth {p_third}."
    )
    if b_two <= 2:
        reasons.append(f"Banker has {b_two} and draws: Banker always draws on 0, 1 or 2.")
    elif b_two == 7:
        reasons.append("Banker has 7 and stands: Banker always stands on 7.")
    elif b_drew:
        reasons.append(f"Banker has {b_two} and draws: the Player's third card is worth {p_third}.")
    else:
        reasons.append(
            f"Banker has {b_two} and stands: the Player's third card is worth {p_third}."
        )
    return reasons


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
    b_drew = False
    if not (is_natural(p_two) or is_natural(b_two)):
        if player_draws(p_two):
            card = draw()
            player.append(card)
            p_third = card.value
        if banker_draws(b_two, p_third):
            banker.append(draw())
            b_drew = True
    reasons = _reasons_for(p_two, b_two, p_third, b_drew)
    return Coup(tuple(player), tuple(banker), tuple(reasons))


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
