"""Counting a shoe's cards against what its decks hold, at every level the notation records
(per card with suits, per rank without, per value for bare zeros)."""

from __future__ import annotations

from tracker.engine.cards import RANK_VALUES, RANKS, Card
from tracker.engine.coup import deal_order


def _decks(decks: int) -> str:
    return f"{decks} decks hold" if decks > 1 else "1 deck holds"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


VALUE_OF_RANK: dict[int | None, int] = {None: 0, **dict(enumerate(RANK_VALUES))}
"""A card's baccarat value by its rank index (``None``: a bare 0), without the property call."""


class CardCount:
    """Cards seen so far in one shoe, at every level the notation records."""

    __slots__ = ("decks", "rank_limit", "ranks", "reported", "suited", "ten_limit", "values")

    def __init__(self, decks: int) -> None:
        self.decks = decks
        self.rank_limit = 4 * decks
        self.ten_limit = 16 * decks
        self.suited = [0] * 52
        self.ranks = [0] * 13
        self.values = [0] * 10
        self.reported: set[tuple[str, int]] = set()

    def add(self, card: Card) -> str | None:
        """Count ``card``; a message the first time a card, rank or value is over the limit."""
        rank = card.rank
        if rank is None:
            seen = self.values[0] = self.values[0] + 1
            return self._over(card) if seen > self.ten_limit else None
        seen = self.ranks[rank] = self.ranks[rank] + 1
        value = VALUE_OF_RANK[rank]
        of_value = self.values[value] = self.values[value] + 1
        suit = card.suit
        of_card = 0
        if suit is not None:
            index = rank * 4 + suit
            of_card = self.suited[index] = self.suited[index] + 1
        if seen > self.rank_limit or of_card > self.decks or of_value > self.ten_limit:
            return self._over(card)
        return None

    def add_hand(self, player: tuple[Card, ...], banker: tuple[Card, ...]) -> list[str]:
        """Count a hand's cards; the messages of any that go over a limit, in dealing order.

        The counting itself is a tight loop over both sides; only a hand that takes some
        count over its limit is counted again card by card in dealing order, so that the
        message names the card that did it.
        """
        ranks, suited, values = self.ranks, self.suited, self.values
        rank_limit, decks = self.rank_limit, self.decks
        over = False
        for side in (player, banker):
            for card in side:
                rank = card.rank
                if rank is None:
                    values[0] += 1
                    continue
                seen = ranks[rank] = ranks[rank] + 1
                value = VALUE_OF_RANK[rank]
                values[value] += 1
                suit = card.suit
                if suit is not None:
                    index = rank * 4 + suit
                    copies = suited[index] = suited[index] + 1
                    if copies > decks:
                        over = True
                if seen > rank_limit:
                    over = True
        if values[0] > self.ten_limit:
            over = True
        if not over:
            return []
        for side in (player, banker):
            for card in side:
                self._take_back(card)
        return [m for m in map(self.add, deal_order(player, banker)) if m]

    def _take_back(self, card: Card) -> None:
        rank = card.rank
        self.values[VALUE_OF_RANK[rank]] -= 1
        if rank is not None:
            self.ranks[rank] -= 1
            if card.suit is not None:
                self.suited[rank * 4 + card.suit] -= 1

    def _over(self, card: Card) -> str | None:
        """The message for a card that took a count over its limit (counts already added),
        once per card, rank or value and shoe."""
        decks = self.decks
        message = None
        rank, suit = card.rank, card.suit
        if rank is not None and suit is not None:
            index = rank * 4 + suit
            seen = self.suited[index]
            if seen > decks and ("card", index) not in self.reported:
                self.reported.add(("card", index))
                message = (
                    f"{card} is dealt for the {_ordinal(seen)} time in this shoe, but "
                    f"{_decks(decks)} only {decks} of it"
                )
        if rank is not None:
            seen = self.ranks[rank]
            if seen > self.rank_limit and ("rank", rank) not in self.reported:
                self.reported.add(("rank", rank))
                message = message or (
                    f"{card} is the {_ordinal(seen)} card of rank {RANKS[rank]} in this shoe, "
                    f"but {_decks(decks)} only {self.rank_limit}"
                )
        value = VALUE_OF_RANK[rank]
        seen = self.values[value]
        limit = self.ten_limit if value == 0 else self.rank_limit
        if seen > limit and ("value", value) not in self.reported:
            self.reported.add(("value", value))
            kind = "ten-value card" if value == 0 else f"card of value {value}"
            message = message or (
                f"{card} is the {_ordinal(seen)} {kind} in this shoe, but "
                f"{_decks(decks)} only {limit}"
            )
        return message
