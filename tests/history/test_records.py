"""Shoe records: the cards left after the recorded hands."""

from __future__ import annotations

import pytest

from tracker.engine.cards import CompositionError, parse_cards
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord


def card_hand(number: int, player: str, banker: str) -> HandRecord:
    return HandRecord(
        number=number, player=tuple(parse_cards(player)), banker=tuple(parse_cards(banker))
    )


def test_cards_left_counts_every_card_dealt_and_burnt() -> None:
    shoe = ShoeRecord(
        label="s",
        decks=6,
        burn=tuple(parse_cards("3H 2C 9D 4S")),
        hands=[card_hand(1, "9H 9D", "KS 5C"), card_hand(2, "AS 2S 3S", "4C 5C 6C")],
    )
    left = shoe.cards_left()
    assert left is not None
    assert left.total == 6 * 52 - 4 - 4 - 6
    ranks = dict(zip("A23456789TJQK", left.ranks, strict=True))
    assert ranks["9"] == 24 - 3
    assert ranks["K"] == 24 - 1


def test_outcomes_alone_leave_the_cards_unknown() -> None:
    shoe = ShoeRecord(label="s", hands=[HandRecord(number=1, winner=Winner.BANKER)])
    assert shoe.cards_left() is None
    assert ShoeRecord(label="empty").cards_left() is None


def test_more_cards_than_the_shoe_holds_is_an_error() -> None:
    hands = [card_hand(n, "AS AS", "AS AS") for n in range(1, 3)]
    with pytest.raises(CompositionError, match="AS"):
        ShoeRecord(label="s", decks=1, hands=hands).cards_left()
