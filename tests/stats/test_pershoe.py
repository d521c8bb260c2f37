"""On simulated shoes the tests reject at about their nominal rate: 5% at p < 0.05 over a
seeded run, shoe by shoe and over groups of shoes; and the count of "significant" shoes
is compared with what chance alone gives."""

from __future__ import annotations

import pytest

from tracker.engine.rules import RuleSet
from tracker.engine.simulate import Simulation, simulate
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.pershoe import binomial_at_least
from tracker.stats.report import statistics

SHOES = 3000


def outcomes(simulation: Simulation) -> list[ShoeOutcomes]:
    winners = "".join("BPT"[w] for w in simulation.hand_winner.tolist())
    shoes, start = [], 0
    for hands in simulation.shoe_hands.tolist():
        shoes.append(ShoeOutcomes(8, winners[start : start + hands]))
        start += hands
    return shoes


@pytest.fixture(scope="module")
def shoes() -> list[ShoeOutcomes]:
    return outcomes(simulate(SHOES, RuleSet(), seed=777))


def test_tests_of_single_shoes_reject_about_five_percent(shoes: list[ShoeOutcomes]) -> None:
    per = statistics(shoes).per_shoe
    for flagged in (per.chi_square, per.runs_test):
        assert flagged.tested > 0.9 * SHOES
        assert 0.035 < flagged.significant / flagged.tested < 0.065
        assert flagged.expected == pytest.approx(0.05 * flagged.tested)
    streak = per.longest_streak
    # Discrete: the exact chance of a rejection is below 5%, and it is what is expected.
    assert streak.exact and streak.expected < 0.05 * streak.tested
    assert abs(streak.significant - streak.expected) < 4 * (streak.expected**0.5)


def test_pooled_tests_of_groups_of_shoes_reject_about_five_percent(
    shoes: list[ShoeOutcomes],
) -> None:
    groups = [shoes[i : i + 10] for i in range(0, SHOES, 10)]
    rejected = {"chi_square": 0, "runs_test": 0, "lag1": 0}
    for group in groups:
        stats = statistics(group)
        for name, test in (
            ("chi_square", stats.chi_square),
            ("runs_test", stats.runs_test),
            ("lag1", stats.lag1),
        ):
            assert test.p_value is not None
            rejected[name] += test.p_value < 0.05
    for name, count in rejected.items():
        # 300 groups: 15 expected, standard deviation about 3.8.
        assert 4 <= count <= 28, name


def test_the_chance_of_so_many_significant_shoes_by_hand() -> None:
    # P(X ≥ 2) for X ~ Binomial(3, 0.5) = 4/8.
    assert binomial_at_least(2, 3, 0.5) == pytest.approx(0.5)
    assert binomial_at_least(0, 3, 0.5) == 1.0
    assert binomial_at_least(1, 10, 0.05) == pytest.approx(1 - 0.95**10)
