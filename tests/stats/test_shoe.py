"""One shoe's statistics as data: counts beside chance, the tests, and the next hand."""

from __future__ import annotations

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord, ShoeRecord
from tracker.stats.randomness import exact_probabilities
from tracker.stats.shoe import shoe_statistics


def _cards(number: int, player: str, banker: str, winner: Winner) -> HandRecord:
    return HandRecord(number, tuple(parse_cards(player)), tuple(parse_cards(banker)), winner=winner)


def test_counts_beside_the_exact_chance_for_the_shoes_decks() -> None:
    hands = [HandRecord(n, winner=Winner(letter)) for n, letter in enumerate("BBPTB", start=1)]
    stats = shoe_statistics(ShoeRecord(label="s", hands=tuple(hands), decks=6))
    assert (stats.hands, stats.decks) == (5, 6)
    seen = {row.name: (row.seen, row.chance) for row in stats.seen}
    p_banker, p_player, p_tie = exact_probabilities(6)
    assert seen["Banker"] == (3, p_banker)
    assert seen["Player"] == (1, p_player)
    assert seen["Tie"] == (1, p_tie)
    tally = stats.summary.tally
    assert (tally.banker, tally.player, tally.tie) == (3, 1, 1)
    assert stats.summary.runs_test.runs == 3
    # Outcomes only: no next hand, and the reason.
    assert stats.next_hand is None
    assert stats.next_hand_note is not None and "outcomes only" in stats.next_hand_note


def test_a_card_level_shoe_has_the_exact_odds_of_its_next_hand() -> None:
    hand = _cards(1, "9H 9D", "KS 5C", Winner.PLAYER)
    stats = shoe_statistics(ShoeRecord(label="c", hands=(hand,), decks=8, rules=RuleSet()))
    next_hand = stats.next_hand
    assert next_hand is not None and stats.next_hand_note is None
    assert next_hand.now.cards_left == 8 * 52 - 4
    assert next_hand.fresh.banker == pytest.approx(0.4585974226, abs=1e-9)
    # Four cards out of 416 barely move the main bets (at most about 0.012% a card).
    assert 0 < next_hand.moved < 4 * 0.00013
    assert next_hand.edges_fresh.banker == pytest.approx(0.010579, abs=1e-6)
    assert not next_hand.favours_player


def test_impossible_cards_and_a_spent_shoe_say_why_there_are_no_odds() -> None:
    impossible = ShoeRecord(label="x", decks=1, hands=(_cards(1, "AS AS", "AS AS", Winner.TIE),))
    stats = shoe_statistics(impossible)
    assert stats.next_hand is None
    assert stats.next_hand_note is not None and "cannot all come" in stats.next_hand_note
    cards = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    hands = tuple(
        _cards(1 + i // 4, " ".join(cards[i : i + 2]), " ".join(cards[i + 2 : i + 4]), Winner.TIE)
        for i in range(0, 48, 4)
    )
    spent = shoe_statistics(ShoeRecord(label="y", decks=1, hands=hands))
    assert spent.next_hand is None
    assert spent.next_hand_note is not None and spent.next_hand_note.startswith("Only 4 cards")


def test_the_next_hands_side_bets_from_the_cards_left() -> None:
    from tracker.engine.cards import Composition
    from tracker.engine.odds import TooFewCards
    from tracker.stats.shoe import next_hand_bets

    fresh = next_hand_bets(Composition.full(8))
    # Published, 8 decks: P(Dragon 7) 0.0225338, P(Panda 8) 0.0345432, P(player pair) 31/415.
    assert fresh.side.dragon_seven == pytest.approx(0.0225338, abs=1e-7)
    assert fresh.side.panda_eight == pytest.approx(0.0345432, abs=1e-7)
    assert fresh.main.player_pair == pytest.approx(31 / 415, abs=1e-9)
    every_card = " ".join(rank + suit for suit in "SHDC" for rank in "A23456789TJQK")
    four_left = Composition.full(1).remove(parse_cards(every_card)[:48], 1)
    with pytest.raises(TooFewCards):
        next_hand_bets(four_left)
