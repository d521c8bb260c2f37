"""The chi-square and runs tests follow their definitions (docs/cli.md) exactly."""

from __future__ import annotations

import math

import pytest

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.stats import (
    ShoeCounts,
    ShoeRuns,
    chi_square,
    exact_probabilities,
    reading,
    runs_test,
    summarize,
)

# The published exact chances, used only as an oracle for the engine's exact probabilities.
SPEC_SIX = {
    8: (0.4585974226, 0.4462466093, 0.0951559680),
    6: (0.4586527188, 0.4462785698, 0.0950687113),
    1: (0.4596241552, 0.4467604303, 0.0936154145),
}


@pytest.mark.parametrize("decks", sorted(SPEC_SIX))
def test_exact_probabilities_are_the_reference_numbers(decks: int) -> None:
    assert exact_probabilities(decks) == pytest.approx(SPEC_SIX[decks], abs=1e-10)


def test_chi_square_against_given_probabilities_by_hand() -> None:
    probs = (0.5, 0.4, 0.1)
    result = chi_square({8: (60, 30, 10)}, lambda decks: probs)
    # Expected 50, 40, 10: (10²/50) + (10²/40) + 0 = 2 + 2.5.
    assert result.expected == (50.0, 40.0, 10.0)
    assert result.statistic == pytest.approx(4.5)
    assert result.p_value == pytest.approx(math.exp(-4.5 / 2))


def test_chi_square_expects_each_deck_count_its_own_probabilities() -> None:
    table = {8: (0.5, 0.4, 0.1), 6: (0.4, 0.4, 0.2)}
    result = chi_square({8: (50, 40, 10), 6: (40, 40, 20)}, table.__getitem__)
    assert result.expected == pytest.approx((90.0, 80.0, 30.0))
    assert result.statistic == pytest.approx(0.0)
    assert result.p_value == pytest.approx(1.0)


def test_chi_square_of_nothing_has_no_p_value() -> None:
    assert chi_square({}).p_value is None
    assert reading(None) == "too few hands to test"


def test_runs_test_sums_runs_expectation_and_variance_over_shoes() -> None:
    shoes = [ShoeRuns(4, 3, 4), ShoeRuns(2, 1, 2), ShoeRuns(0, 5, 1)]
    # E = 2·n1·n2/n + 1, V = 2·n1·n2·(2·n1·n2 − n) / (n²·(n − 1)) per shoe, then summed.
    e = (24 / 7 + 1) + (4 / 3 + 1) + 1
    v = (24 * (24 - 7) / (49 * 6)) + (4 * (4 - 3) / (9 * 2)) + 0
    result = runs_test(shoes)
    assert result.runs == 7
    assert result.expected == pytest.approx(e)
    assert result.variance == pytest.approx(v)
    z = (7 - e) / math.sqrt(v)
    assert result.z == pytest.approx(z)
    assert result.p_value == pytest.approx(math.erfc(abs(z) / math.sqrt(2)))


def test_runs_test_without_variance_has_no_verdict() -> None:
    result = runs_test([ShoeRuns(5, 0, 1)])
    assert (result.z, result.p_value) == (None, None)


def test_alternating_shoes_read_as_unusual_and_mixed_ones_as_chance() -> None:
    alternating = [ShoeRuns(30, 30, 60)] * 20
    assert reading(runs_test(alternating).p_value).startswith("unusual for chance")
    # 30 and 30 decisions expect 2·900/60 + 1 = 31 runs: shoes around that read as chance.
    mixed = [ShoeRuns(30, 30, 29), ShoeRuns(30, 30, 33), ShoeRuns(30, 30, 31)] * 5
    result = runs_test(mixed)
    assert result.z == pytest.approx(0.0)
    assert reading(result.p_value) == "consistent with chance"


def shoe(letters: str, decks: int | None = None) -> ShoeRecord:
    winners = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}
    hands = [
        HandRecord(n, winner=winners[c], player_pair=n == 1, banker_pair=False)
        for n, c in enumerate(letters, start=1)
    ]
    return ShoeRecord(label=letters, hands=tuple(hands), decks=decks)


def test_summary_of_shoes_counts_and_tests() -> None:
    shoes = [shoe("BBPTPB"), shoe("PPBT", decks=6)]
    summary = summarize(ShoeCounts.of(s) for s in shoes)
    doc = summary.as_json()
    assert {k: doc[k] for k in ("shoes", "hands", "banker", "player", "tie")} == {
        "shoes": 2,
        "hands": 10,
        "banker": 4,
        "player": 4,
        "tie": 2,
    }
    assert (doc["player_pair"], doc["banker_pair"]) == (2, 0)
    expected = chi_square({8: (3, 2, 1), 6: (1, 2, 1)})
    assert doc["chi_square"] == {"statistic": expected.statistic, "p_value": expected.p_value}
    # Ties removed: BBPPB (3 runs) and PPB (2 runs).
    runs = runs_test([ShoeRuns(3, 2, 3), ShoeRuns(1, 2, 2)])
    assert doc["runs_test"] == {
        "runs": 5,
        "expected": runs.expected,
        "z": runs.z,
        "p_value": runs.p_value,
    }
