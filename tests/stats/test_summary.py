"""Statistics over several shoes, worked by hand: the chi-square groups the shoes
by their decks, the runs test sums R, E and V shoe by shoe (runs never cross shoes), and
the document has the keys of ``tracker stats --json``."""

from __future__ import annotations

import math

import pytest

from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.tally import Tally
from tracker.stats.randomness import Probabilities
from tracker.stats.summary import ShoeCounts, summarize

# The published P(Banker), P(Player), P(Tie) from a fresh shoe.
PUBLISHED = {
    8: (0.4585974226, 0.4462466093, 0.0951559680),
    6: (0.4586527188, 0.4462785698, 0.0950687113),
}

LETTERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}


def shoe(letters: str, decks: int | None = None, rules: RuleSet | None = None) -> ShoeRecord:
    hands = [HandRecord(n, winner=LETTERS[c]) for n, c in enumerate(letters, start=1)]
    return ShoeRecord(label=letters, hands=tuple(hands), decks=decks, rules=rules)


def counts(decks: int, banker: int, player: int, tie: int, runs: int) -> ShoeCounts:
    return ShoeCounts(decks, Tally(banker + player + tie, banker, player, tie, 0, 0, runs))


def test_chi_square_expects_each_shoe_the_probabilities_of_its_decks() -> None:
    table: dict[int, Probabilities] = {8: (0.45, 0.45, 0.10), 6: (0.5, 0.4, 0.1)}
    summary = summarize(
        [
            counts(8, 30, 24, 6, runs=27),
            counts(6, 40, 40, 20, runs=41),
            counts(8, 20, 16, 4, runs=18),
        ],
        table.__getitem__,
    )
    # 8 decks: 100 hands, expected 45, 45, 10. 6 decks: 100 hands, expected 50, 40, 10.
    # Observed 90, 80, 30 against expected 95, 85, 20.
    assert summary.chi_square.expected == pytest.approx((95.0, 85.0, 20.0))
    statistic = 5**2 / 95 + 5**2 / 85 + 10**2 / 20
    assert summary.chi_square.statistic == pytest.approx(statistic)
    assert summary.chi_square.p_value == pytest.approx(math.exp(-statistic / 2))
    # (One table for every shoe would expect 90, 90, 20: 10²/90 + 10²/20, another figure.)


def test_chi_square_uses_the_exact_odds_of_six_and_eight_decks() -> None:
    summary = summarize([counts(8, 470, 440, 90, runs=500), counts(6, 450, 460, 90, runs=500)])
    expected = [1000 * (PUBLISHED[8][i] + PUBLISHED[6][i]) for i in range(3)]
    observed = (920, 900, 180)
    statistic = sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True))
    assert summary.chi_square.expected == pytest.approx(expected, rel=1e-9)
    assert summary.chi_square.statistic == pytest.approx(statistic, rel=1e-6)


def test_runs_are_counted_in_each_shoe_and_summed_never_across_shoes() -> None:
    shoes = [
        shoe("BBPTPB", decks=8),  # BBPPB: n1 3, n2 2, 3 runs
        shoe("BTPP", decks=6),  # BPP: n1 1, n2 2, 2 runs
        shoe("PBPB", decks=8),  # n1 2, n2 2, 4 runs
        shoe("BBB", decks=6),  # one side only: 1 run, E 1, V 0
    ]
    summary = summarize(ShoeCounts.of(s) for s in shoes)

    # E = 2·n1·n2/n + 1 and V = 2·n1·n2·(2·n1·n2 − n) / (n²·(n − 1)), shoe by shoe.
    e = (12 / 5 + 1) + (4 / 3 + 1) + (8 / 4 + 1) + 1
    v = 12 * (12 - 5) / (25 * 4) + 4 * (4 - 3) / (9 * 2) + 8 * (8 - 4) / (16 * 3) + 0
    runs = summary.runs_test
    assert runs.runs == 3 + 2 + 4 + 1  # joined, BBPPBBPPPBPBBBB makes 7
    assert runs.expected == pytest.approx(e)
    assert runs.variance == pytest.approx(v)
    z = (10 - e) / math.sqrt(v)
    assert runs.z == pytest.approx(z)
    assert runs.p_value == pytest.approx(math.erfc(abs(z) / math.sqrt(2)))
    # Pooling the shoes (n1 9, n2 6) would expect 2·54/15 + 1 = 8.2 runs instead.
    assert runs.expected != pytest.approx(2 * 9 * 6 / 15 + 1)


def test_counts_add_up_over_shoes_and_the_decks_come_from_the_shoe() -> None:
    shoes = [
        shoe("BBPTPB", decks=8),
        shoe("PPBT", rules=RuleSet(decks=6)),  # decks from the rules
        shoe("TPB"),  # unknown: 8 decks
    ]
    assert [ShoeCounts.of(s).decks for s in shoes] == [8, 6, 8]
    summary = summarize(ShoeCounts.of(s) for s in shoes)
    assert (summary.shoes, summary.tally.hands) == (3, 13)
    assert (summary.tally.banker, summary.tally.player, summary.tally.tie) == (5, 5, 3)
    grouped = 6 * PUBLISHED[8][0] + 4 * PUBLISHED[6][0] + 3 * PUBLISHED[8][0]
    assert summary.chi_square.expected[0] == pytest.approx(grouped, rel=1e-9)


def test_pairs_marked_on_the_hands_are_added_up() -> None:
    hands = (
        HandRecord(1, winner=Winner.BANKER, player_pair=True, banker_pair=False),
        HandRecord(2, winner=Winner.PLAYER, player_pair=True, banker_pair=True),
        HandRecord(3, winner=Winner.TIE, player_pair=False, banker_pair=False),
    )
    summary = summarize([ShoeCounts.of(ShoeRecord("A", hands)), ShoeCounts.of(shoe("BP"))])
    assert (summary.tally.player_pair, summary.tally.banker_pair) == (2, 1)


def test_the_json_document_has_the_keys_of_tracker_stats() -> None:
    table: dict[int, Probabilities] = {8: (0.45, 0.45, 0.10)}
    summary = summarize([counts(8, 50, 40, 10, runs=50)], table.__getitem__)
    doc = summary.as_json()
    assert list(doc) == [
        "shoes",
        "hands",
        "banker",
        "player",
        "tie",
        "player_pair",
        "banker_pair",
        "chi_square",
        "runs_test",
    ]
    assert (doc["shoes"], doc["hands"], doc["banker"], doc["player"], doc["tie"]) == (
        1,
        100,
        50,
        40,
        10,
    )
    statistic = 5**2 / 45 + 5**2 / 45
    assert doc["chi_square"] == {
        "statistic": pytest.approx(statistic),
        "p_value": pytest.approx(math.exp(-statistic / 2)),
    }
    # n1 50, n2 40: E = 4000/90 + 1, V = 4000·3910/(8100·89).
    e, v = 4000 / 90 + 1, 4000 * 3910 / (8100 * 89)
    assert doc["runs_test"] == {
        "runs": 50,
        "expected": pytest.approx(e),
        "z": pytest.approx((50 - e) / math.sqrt(v)),
        "p_value": pytest.approx(math.erfc(abs(50 - e) / math.sqrt(v) / math.sqrt(2))),
    }


def test_nothing_to_count_gives_no_p_values() -> None:
    doc = summarize([]).as_json()
    assert (doc["shoes"], doc["hands"]) == (0, 0)
    assert doc["chi_square"]["p_value"] is None
    assert (doc["runs_test"]["z"], doc["runs_test"]["p_value"]) == (None, None)
