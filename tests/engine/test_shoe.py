"""Dealing a shoe: seeds, burn by casino custom, the cut card, the cards left, online style."""

from __future__ import annotations

import pytest

from tracker.engine.cards import Composition
from tracker.engine.odds import odds
from tracker.engine.rules import RuleSet
from tracker.engine.shoe import Shoe, ShoeFinished


def test_the_same_seed_deals_the_same_shoe_and_another_seed_another() -> None:
    first = [c.cards for c in Shoe(seed=7).deal_shoe()]
    assert first == [c.cards for c in Shoe(seed=7).deal_shoe()]
    assert first != [c.cards for c in Shoe(seed=8).deal_shoe()]


def test_unseeded_shoes_come_from_os_entropy_and_differ() -> None:
    a, b = Shoe(), Shoe()
    assert a.seed is None
    assert [a.deal_coup().cards for _ in range(5)] != [b.deal_coup().cards for _ in range(5)]


@pytest.mark.parametrize("seed", range(40))
def test_burn_turns_the_first_card_and_burns_its_value(seed: int) -> None:
    shoe = Shoe(seed=seed)
    first, *burned = shoe.burn_cards
    assert len(burned) == (first.value or 10)


def test_no_burn_when_the_rules_say_so() -> None:
    assert Shoe(RuleSet(burn=False), seed=1).burn_cards == ()


@pytest.mark.parametrize("after", [0, 1, 2])
def test_the_cut_card_ends_the_shoe_after_the_hand_and_the_hands_after_it(after: int) -> None:
    rules = RuleSet(decks=2, cut_card=20, hands_after_cut=after)
    for seed in range(10):
        shoe = Shoe(rules, seed=seed)
        coups = shoe.deal_shoe()
        assert shoe.finished
        assert shoe.cut_hand is not None
        assert len(coups) == shoe.cut_hand + after
        # The cut card came out during its hand: the cards dealt before that hand were all
        # in front of it, and that hand dealt past it.
        before = len(shoe.burn_cards) + sum(len(c.cards) for c in coups[: shoe.cut_hand - 1])
        through = before + len(coups[shoe.cut_hand - 1].cards)
        assert before <= shoe.cut_position < through
        with pytest.raises(ShoeFinished, match="shuffle a new shoe"):
            shoe.deal_coup()


def test_a_new_shuffle_starts_a_full_shoe() -> None:
    shoe = Shoe(RuleSet(decks=1), seed=3)
    shoe.deal_shoe()
    shoe.shuffle()
    assert shoe.shoe_number == 2
    assert not shoe.finished and shoe.hands_dealt == 0
    assert shoe.cards_left == 52 - len(shoe.burn_cards)
    shoe.deal_shoe()


def test_the_shoe_knows_the_cards_left() -> None:
    shoe = Shoe(RuleSet(decks=6), seed=11)
    coups = [shoe.deal_coup() for _ in range(20)]
    dealt = [card for coup in coups for card in coup.cards]
    assert list(shoe.dealt) == dealt
    out = len(dealt) + len(shoe.burn_cards)
    assert shoe.cards_left == 312 - out
    left = shoe.remaining()
    assert left == Composition.full(6).remove([*shoe.burn_cards, *dealt], 6)
    assert odds(left, compiled_kernel=False).cards_left == shoe.cards_left


def test_online_style_deals_every_coup_from_a_full_shoe() -> None:
    shoe = Shoe(RuleSet(reshuffle_every_round=True), seed=5)
    assert shoe.burn_cards == ()
    for _ in range(300):
        shoe.deal_coup()
        assert shoe.cards_left == 416
        assert shoe.remaining() == Composition.full(8)
    assert not shoe.finished
    with pytest.raises(ValueError, match="never ends"):
        shoe.deal_shoe()


def test_every_card_of_the_shoe_is_dealt_once() -> None:
    # Deal a 1-deck shoe with the cut card as late as the rules allow: no card twice.
    shoe = Shoe(RuleSet(decks=1, cut_card=12, hands_after_cut=1), seed=21)
    coups = shoe.deal_shoe()
    seen = [*shoe.burn_cards, *(card for coup in coups for card in coup.cards)]
    assert len(seen) == len(set(seen))
