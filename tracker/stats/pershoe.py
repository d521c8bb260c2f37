"""Testing shoes one by one: how many come out "significant", beside how many chance alone
flags at that level. Test enough shoes and some always do; that is chance, not a pattern."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.randomness import Probabilities, ShoeRuns, chi_square, runs_test
from tracker.stats.streaks import StreakCounts, chance_longest_at_least, rejection_length

LEVEL = 0.05
"""The level at which a single shoe's result is called significant."""


@dataclass(frozen=True, slots=True)
class Flagged:
    """One test run shoe by shoe: shoes with enough data (``tested``), those below the
    level (``significant``), how many chance alone gives (``expected``; exact for the
    longest streak, the nominal level times ``tested`` for the approximate tests), and the
    chance of at least ``significant`` if every shoe were dealt fairly (``p_value``)."""

    tested: int
    significant: int
    expected: float
    exact: bool

    @property
    def p_value(self) -> float | None:
        if self.tested == 0:
            return None
        return binomial_at_least(self.significant, self.tested, self.expected / self.tested)

    def as_json(self) -> dict[str, Any]:
        return {
            "tested": self.tested,
            "significant": self.significant,
            "expected": self.expected,
            "exact": self.exact,
            "p_value": self.p_value,
        }


@dataclass(frozen=True, slots=True)
class PerShoeTests:
    level: float
    chi_square: Flagged
    runs_test: Flagged
    longest_streak: Flagged

    def as_json(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "chi_square": self.chi_square.as_json(),
            "runs_test": self.runs_test.as_json(),
            "longest_streak": self.longest_streak.as_json(),
        }


def binomial_at_least(k: int, n: int, p: float) -> float:
    """P(X ≥ k) for X ~ Binomial(n, p), summed in logs (exact to float precision)."""
    if k <= 0:
        return 1.0
    if p <= 0:
        return 0.0
    if p >= 1:
        return 1.0
    log_p, log_q = math.log(p), math.log1p(-p)
    base = math.lgamma(n + 1)
    total = 0.0
    for i in range(k, n + 1):
        term = math.exp(
            base - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * log_p + (n - i) * log_q
        )
        total += term
        if term < 1e-18 * total and i > n * p:
            break
    return min(1.0, total)


def per_shoe_tests(
    shoes: Sequence[ShoeOutcomes],
    probabilities: Callable[[int], Probabilities],
    level: float = LEVEL,
    streaks: Sequence[StreakCounts] | None = None,
) -> PerShoeTests:
    """Run the chi-square, the runs test and the longest-streak test on each shoe alone
    (``streaks``: each shoe's streaks, when the caller has counted them already)."""
    chi = [0, 0]
    runs = [0, 0]
    streak = [0, 0]
    streak_expected = 0.0
    for index, shoe in enumerate(shoes):
        letters = shoe.letters
        b, p, t = letters.count("B"), letters.count("P"), letters.count("T")
        test = chi_square({shoe.decks: (b, p, t)}, probabilities)
        if test.p_value is not None:
            chi[0] += 1
            chi[1] += test.p_value < level
        decisions = shoe.decisions
        counts = StreakCounts.of(decisions) if streaks is None else streaks[index]
        n_runs = sum(counts.banker.values()) + sum(counts.player.values())
        result = runs_test([ShoeRuns(b, p, n_runs)])
        if result.p_value is not None:
            runs[0] += 1
            runs[1] += result.p_value < level
        n = len(decisions)
        if n:
            pb, pp, _ = probabilities(shoe.decks)
            s = pb / (pb + pp)
            threshold = rejection_length(n, s, level)
            if threshold is not None:
                streak[0] += 1
                longest = max(counts.longest_banker, counts.longest_player)
                streak[1] += longest >= threshold
                streak_expected += chance_longest_at_least(n, s, threshold)
    return PerShoeTests(
        level,
        Flagged(chi[0], chi[1], chi[0] * level, exact=False),
        Flagged(runs[0], runs[1], runs[0] * level, exact=False),
        Flagged(streak[0], streak[1], streak_expected, exact=True),
    )
