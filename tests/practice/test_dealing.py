"""The deal as the dealer calls it: dealing order and the third-card rule in words."""

from __future__ import annotations

from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.practice.dealing import Side, dealing_steps


def words(cards: str) -> list[str]:
    return [s.words for s in dealing_steps(resolve_coup(parse_cards(cards))) if s.words]


def test_cards_come_in_dealing_order_player_first() -> None:
    coup = resolve_coup(parse_cards("JD AS AD QH 2D 6C"))
    dealt = [(s.side, str(s.card)) for s in dealing_steps(coup) if s.card is not None]
    assert dealt == [
        (Side.PLAYER, "JD"),
        (Side.BANKER, "AS"),
        (Side.PLAYER, "AD"),
        (Side.BANKER, "QH"),
        (Side.PLAYER, "2D"),
        (Side.BANKER, "6C"),
    ]


def test_the_third_card_rule_is_said_as_it_applies() -> None:
    # Player 1 draws a 2; Banker 1 against a third card of 2 draws.
    assert words("JD AS AD QH 2D 6C") == [
        "Player 1: draws",
        "Banker 1 against a third card of 2: draws",
        "Banker wins, 7 to 3",
    ]
    # Player 4 draws 7; Banker 5 against 7 draws.
    assert words("4S 5H TD KC 7D 2C") == [
        "Player 4: draws",
        "Banker 5 against a third card of 7: draws",
        "Banker wins, 7 to 1",
    ]
    # Player 4 draws 8; Banker 5 against 8 stands.
    assert words("4S 5H TD KC 8D") == [
        "Player 4: draws",
        "Banker 5 against a third card of 8: stands",
        "Banker wins, 5 to 2",
    ]
    assert words("6S 3H TD KC 2C") == [
        "Player 6: stands",
        "Banker 3, the Player stood: draws",
        "Player wins, 6 to 5",
    ]


def test_naturals_are_announced() -> None:
    assert words("3H AD 6S JS") == ["Player natural 9!", "Player wins, 9 to 1"]
    assert words("TC JS 8H 8D") == ["Player natural 8 and Banker natural 8!", "Tie, 8 to 8"]
