"""Resolving coups: the hands, totals, flags and the plain reason for every draw and stand."""

from __future__ import annotations

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.coup import Coup, NotEnoughCards, deal_order, resolve_coup
from tracker.engine.explain import explain_draws
from tracker.engine.rules import Winner


def coup_of(text: str) -> Coup:
    return resolve_coup(parse_cards(text))


def test_banker_draws_on_5_against_a_player_six_and_says_why() -> None:
    # P 2+3=5 draws a 6 (total 1); B 4+1=5 draws on a Player 6.
    coup = coup_of("2H 4S 3D AC 6C 9D")
    assert [str(c) for c in coup.player] == ["2H", "3D", "6C"]
    assert [str(c) for c in coup.banker] == ["4S", "AC", "9D"]
    assert explain_draws(coup) == [
        "Player 5 draws — Player draws on 0–5 and stands on 6 or 7",
        "Banker 5 draws on a third card of 6 — Banker 5 draws when the Player's third card is 4–7",
    ]
    assert (coup.player_total, coup.banker_total, coup.winner) == (1, 4, Winner.BANKER)


def test_banker_stands_on_6_against_a_player_five_and_says_why() -> None:
    coup = coup_of("2H 3S 3D 3C 5C 9D")
    assert explain_draws(coup)[-1] == (
        "Banker 6 stands on a third card of 5 — "
        "Banker 6 draws when the Player's third card is 6 or 7"
    )
    assert len(coup.banker) == 2
    assert len(coup.cards) == 5


def test_an_ace_drawn_is_said_by_its_worth() -> None:
    # P 2+2=4 draws an Ace (total 5); B 3+3=6 stands on a Player Ace.
    coup = coup_of("2H 3S 2D 3C AC")
    assert explain_draws(coup) == [
        "Player 4 draws — Player draws on 0–5 and stands on 6 or 7",
        "Banker 6 stands on a third card of 1 — "
        "Banker 6 draws when the Player's third card is 6 or 7",
    ]


def test_a_natural_stops_both_hands() -> None:
    coup = coup_of("4H 9S 4D KC 5C 5D")
    assert coup.natural
    assert explain_draws(coup) == [
        "Player natural 8 and Banker natural 9 — a natural 8 or 9 on either side: both hands stand"
    ]
    assert coup.winner is Winner.BANKER
    assert len(coup.cards) == 4


def test_player_stands_and_banker_draws_on_a_low_total() -> None:
    coup = coup_of("6H 2S KD 2C 7C")
    assert explain_draws(coup) == [
        "Player 6 stands — Player draws on 0–5 and stands on 6 or 7",
        "Banker 4 draws — when the Player stands, Banker draws on 0–5 and stands on 6 or 7",
    ]
    assert coup.banker_total == 1
    assert coup.winner is Winner.PLAYER


def test_banker_always_draws_on_0_to_2_and_stands_on_7() -> None:
    assert explain_draws(coup_of("2H KS 2D KC 8C 3D"))[-1] == (
        "Banker 0 draws on a third card of 8 — Banker 0 always draws"
    )
    assert explain_draws(coup_of("2H 3S 2D 4C 8C 3D"))[-1] == (
        "Banker 7 stands on a third card of 8 — Banker 7 always stands"
    )


def test_pairs_are_same_rank_and_undecidable_for_two_bare_zeros() -> None:
    coup = coup_of("KH KS KD QS 9C 2D")
    assert coup.player_pair is True
    assert coup.banker_pair is False
    assert coup_of("0 5 0 4 9").player_pair is None
    assert coup_of("K 5 0 4 9").player_pair is None
    assert coup_of("5 0 5 4 9 2").player_pair is True


def test_a_source_that_runs_out_names_the_card_that_was_missing() -> None:
    with pytest.raises(NotEnoughCards, match="card number 5 but only 4"):
        coup_of("2H 4S 3D AC")


def test_deal_order_interleaves_the_hands() -> None:
    coup = coup_of("2H 4S 3D AC 6C 9D")
    assert deal_order(coup.player, coup.banker) == tuple(parse_cards("2H 4S 3D AC 6C 9D"))
    assert str(coup) == "Player 2H 3D 6C (1) – Banker 4S AC 9D (4): Banker"
