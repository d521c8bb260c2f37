"""Tallies: the one counter of wins, ties, pairs, runs and streaks."""

from __future__ import annotations

from tracker.engine.rules import Winner
from tracker.history import HandRecord, Tally, letters_of, streaks, tally_letters

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


def test_runs_counted_by_hand() -> None:
    assert tally_letters("BBPPBBP").runs == 4
    assert tally_letters("BTBTPT").runs == 2
    assert tally_letters("P-TP").runs == 1
    assert tally_letters("TTT").runs == 0
    assert tally_letters("") == Tally()


def test_tally_of_hands_counts_each_side_ties_and_marked_pairs() -> None:
    hands = [
        HandRecord(1, winner=B, player_pair=True),
        HandRecord(2, winner=T, banker_pair=True, player_pair=True),
        HandRecord(3),  # no winner recorded
        HandRecord(4, winner=P, player_pair=False),
        HandRecord(5, winner=P),
    ]
    assert letters_of(hands) == "BT-PP"
    assert Tally.of_hands(hands) == Tally(
        hands=5, banker=1, player=2, tie=1, player_pair=2, banker_pair=1, runs=2
    )


def test_streaks_as_the_big_road_shows_them() -> None:
    # Ties do not break a streak; the last streak is counted too.
    assert streaks("BBTBPPTTPB") == [(B, 3), (P, 3), (B, 1)]
    assert streaks("TT") == []


def test_tallies_add_up_count_by_count() -> None:
    # Runs never cross shoes: two shoes of "BP" and "PB" hold four runs, not three.
    shoes = [tally_letters("BP", 1, 0), tally_letters("PB", 0, 2), tally_letters("TT")]
    assert sum(shoes, Tally()) == Tally(
        hands=6, banker=2, player=2, tie=2, player_pair=1, banker_pair=2, runs=4
    )
