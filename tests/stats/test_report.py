"""The statistics document of a set of shoes: shares with their intervals over the
hands that record them, the minimum-data rules, streaks, the lag-1 correlation, the tests
shoe by shoe, and the edges over a card-level shoe."""

from __future__ import annotations

import pytest

from tracker.engine.rules import Winner
from tracker.engine.shoe import Shoe
from tracker.history.records import HandRecord, ShoeRecord
from tracker.honesty import PAST_PREDICTS_NOTHING
from tracker.stats.cardodds import card_odds
from tracker.stats.chances import natural_chances
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.report import statistics, wilson

WINNERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}


def shoe(letters: str, pairs: bool | None = False, natural: bool | None = None) -> ShoeRecord:
    hands = [
        HandRecord(
            n,
            winner=WINNERS[c],
            player_pair=None if pairs is None else (pairs and n == 1),
            banker_pair=None if pairs is None else False,
            natural=natural,
        )
        for n, c in enumerate(letters, start=1)
    ]
    return ShoeRecord(label=letters, hands=tuple(hands))


def test_the_wilson_interval_by_hand() -> None:
    # 5 of 20 at 95%: (p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n).
    low, high = wilson(5, 20)
    assert (low, high) == pytest.approx((0.1119, 0.4687), abs=1e-4)


def test_pairs_of_shoes_that_do_not_record_them_are_null_never_zero() -> None:
    beads = statistics([ShoeOutcomes.of(shoe("BPBPBPBPBPBP", pairs=None))])
    doc = beads.as_json()
    assert doc["player_pair"] is None and doc["banker_pair"] is None
    assert doc["shares"]["player_pair"]["share"] is None
    # With one shoe that records them, only its hands count, in the count and its share.
    mixed = statistics(
        [
            ShoeOutcomes.of(shoe("BPBPBPBPBPBP", pairs=None)),
            ShoeOutcomes.of(shoe("BPBP", pairs=True)),
        ]
    )
    share = mixed.shares["player_pair"]
    assert (share.count, share.of, share.share) == (1, 4, 0.25)
    assert share.expected_share == pytest.approx(0.074699, abs=1e-6)  # the published 31/415


def flagged(letters: str, naturals: str) -> ShoeRecord:
    """A shoe whose hands record a natural as ``naturals`` says: 1, 0, or - for none."""
    marks = {"1": True, "0": False, "-": None}
    hands = [
        HandRecord(n, winner=WINNERS[c], natural=marks[m])
        for n, (c, m) in enumerate(zip(letters, naturals, strict=True), start=1)
    ]
    return ShoeRecord(label=letters, hands=tuple(hands))


def test_naturals_flagged_on_wins_only_are_compared_with_the_chance_for_wins() -> None:
    eight = natural_chances(8)
    assert (round(eight.any, 4), round(eight.win, 4), round(eight.tie, 4)) == (
        0.343,
        0.3594,
        0.1878,
    )
    # A source that flags naturals on wins only: its ties record none and are left out,
    # and its 3 naturals in 6 wins are set against 35.94% a win, not 34.30% a hand.
    wins_only = statistics([ShoeOutcomes.of(flagged("BTPBTPPB", "1-10-010"))])
    share = wins_only.shares["natural"]
    assert (share.count, share.of, wins_only.wins_only_ties) == (3, 6, 2)
    assert share.expected_share == pytest.approx(eight.win)
    note = wins_only.natural_note() or ""
    assert note.startswith("2 ties left out, from shoes that flag naturals on wins only")
    assert wins_only.as_json()["natural_left_out"] == {"hands": 2, "wins_only_ties": 2}
    # A shoe that records every hand's natural counts its tie with a tie's chance.
    every = statistics([ShoeOutcomes.of(flagged("BTPB", "1000"))])
    share = every.shares["natural"]
    assert (share.of, every.wins_only_ties, every.natural_note()) == (4, 0, None)
    assert share.expected == pytest.approx(3 * eight.win + eight.tie)
    # Marks from the third hand on (a live shoe): the hands before are left out, whatever
    # their winner, and no shoe is taken for one that flags wins only.
    later = statistics([ShoeOutcomes.of(flagged("BTPTB", "--101"))])
    assert (later.shares["natural"].of, later.wins_only_ties) == (3, 0)
    assert later.natural_note() == (
        "2 hands that record no natural left out; chance is for the hands counted"
    )


def test_two_hands_are_not_tested_and_the_reason_is_given() -> None:
    stats = statistics([ShoeOutcomes.of(shoe("BP"))])
    doc = stats.as_json()
    assert doc["chi_square"] is None and doc["runs_test"] is None and doc["lag1"] is None
    assert "expected" in doc["notes"]["chi_square"]
    assert "at least 10" in doc["notes"]["runs_test"]
    assert doc["readings"]["chi_square"].startswith("not tested: too few hands")


def test_shoes_of_one_hand_each_say_what_cannot_be_computed() -> None:
    stats = statistics([ShoeOutcomes.of(shoe(letter)) for letter in "BPBPBPBPBPBP"])
    doc = stats.as_json()
    assert doc["runs_test"] is None and doc["lag1"] is None
    assert doc["notes"]["lag1"] == "no shoe holds two decisions in a row"
    assert doc["notes"]["runs_test"] == "no shoe holds two decisions in a row"
    assert doc["chops"]["seen"] == 0 and doc["shoes"] == 12


def test_thirty_three_hands_expect_three_ties_too_few_for_the_chi_square() -> None:
    letters = ("BP" * 16) + "T"
    stats = statistics([ShoeOutcomes.of(shoe(letters))])
    assert stats.chi_square.p_value is None
    assert "3.1 ties expected" in str(stats.chi_square.reason or "")
    # 32 decisions are enough for the runs test (and this one alternates: unusual).
    assert stats.runs_test.p_value is not None and stats.runs_test.p_value < 1e-6


def test_streaks_chops_and_their_expectation_over_shoes() -> None:
    stats = statistics([ShoeOutcomes.of(shoe("BBTPBBB")), ShoeOutcomes.of(shoe("PPB"))])
    doc = stats.as_json()
    assert doc["streaks"] == {"banker": {"1": 1, "2": 1, "3": 1}, "player": {"1": 1, "2": 1}}
    # BBPBBB changes side twice, PPB once.
    assert doc["chops"]["seen"] == 3
    assert set(doc["streaks_expected"]["banker"]) == {"1", "2", "3"}
    assert doc["longest_streak"]["banker"] == 3 and doc["longest_streak"]["method"] == "exact"
    assert 0 < doc["longest_streak"]["chance_at_least"] < 1
    assert doc["longest_streak"]["percentile"] == pytest.approx(
        100 * (1 - doc["longest_streak"]["chance_at_least"])
    )
    assert doc["statement"] == PAST_PREDICTS_NOTHING


def test_existing_keys_of_tracker_stats_stay() -> None:
    doc = statistics(
        [ShoeOutcomes.of(shoe("BPTBBPPBPBTBPPBPBBPBPTBBPPBBPBPBPTBPBBPPBPBBPBTPPBBPBPBP" * 2))]
    ).as_json()
    for key in ("shoes", "hands", "banker", "player", "tie", "player_pair", "banker_pair"):
        assert key in doc
    assert set(doc["chi_square"]) == {"statistic", "p_value"}
    assert set(doc["runs_test"]) == {"runs", "expected", "z", "p_value"}
    assert set(doc["lag1"]) == {"r", "pairs", "z", "p_value"}
    assert set(doc["per_shoe_tests"]) == {"level", "chi_square", "runs_test", "longest_streak"}


def test_a_card_level_shoe_shows_how_far_each_bet_moved() -> None:
    dealt = Shoe(seed=11)
    hands = []
    while not dealt.finished:
        hands.append(HandRecord.from_coup(len(hands) + 1, dealt.deal_coup()))
    record = ShoeRecord(label="dealt", hands=tuple(hands), burn=dealt.burn_cards, decks=8)
    odds = card_odds(record)
    assert odds is not None
    paths = odds.paths
    # Before every hand, and before the next unless too few cards are left for one.
    assert len(paths["banker"].edges) == len(odds.cards_left)
    assert len(odds.cards_left) == len(hands) + (odds.stopped is None)
    # The main bets barely move; Dragon 7 and the pairs move many times as far.
    assert paths["banker"].moved < 0.02
    assert paths["dragon_seven"].moved > 5 * paths["banker"].moved
    assert paths["player_pair"].moved > 5 * paths["banker"].moved
    doc = odds.as_json()
    assert doc["bets"]["dragon_seven"]["by_hand"][0] == paths["dragon_seven"].edges[0]
    # An outcome-only shoe has none.
    assert card_odds(shoe("BPB")) is None
