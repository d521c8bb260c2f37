"""Tests of what happened against what chance predicts: the chi-square of the
Banker/Player/Tie counts against the exact probabilities, and the Wald–Wolfowitz runs test.

These measure how well past results fit chance; they say nothing about the next hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

# Re-exported: the statistics beside which it is said import it from here.
from tracker.honesty import PAST_PREDICTS_NOTHING as PAST_PREDICTS_NOTHING
from tracker.translatable import QT_TRANSLATE_NOOP, Message, Term

Probabilities = tuple[float, float, float]
"""P(Banker), P(Player), P(Tie) of one hand."""

CHANCE_LEVEL = 0.01
"""Below this p-value a result reads as unusual for chance."""

MIN_EXPECTED = 5.0
"""The chi-square needs every expected count at least this large, or it is not run."""

MIN_DECISIONS = 10
"""The runs test (and the lag-1 correlation) need this many Banker/Player decisions."""

NO_TWO_DECISIONS = QT_TRANSLATE_NOOP("Statistics", "no shoe holds two decisions in a row")
"""Why neither test is made of shoes of one decision each: both count within a shoe."""

ONE_SIDE_ONLY = QT_TRANSLATE_NOOP("Statistics", "one side won every decision")
"""Why a test of Banker against Player is not made."""

EXPECTED_NAMES = (
    QT_TRANSLATE_NOOP("Statistics", "Banker wins"),
    QT_TRANSLATE_NOOP("Statistics", "Player wins"),
    QT_TRANSLATE_NOOP("Statistics", "ties"),
)
"""The chi-square's cells, as its refusal names the one expected too seldom."""


def too_few_decisions(decided: int) -> Message:
    """Why the runs test or the lag-1 correlation of ``decided`` decisions is not made."""
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "too few decisions: {decided} Banker/Player, the test needs at least {least}",
        ),
        decided=decided,
        least=MIN_DECISIONS,
    )


@lru_cache(maxsize=8)
def exact_probabilities(decks: int) -> Probabilities:
    """The exact P(Banker), P(Player), P(Tie) of a hand from a fresh shoe of ``decks``.

    :raises DecksError: when ``decks`` is outside 1–8.
    """
    from tracker.engine.cards import Composition
    from tracker.engine.odds import odds

    result = odds(Composition.full(decks))
    return result.banker, result.player, result.tie


@dataclass(frozen=True, slots=True)
class ChiSquare:
    """Pearson's chi-square of observed Banker/Player/Tie counts, 2 degrees of freedom.

    ``expected`` holds the expected Banker, Player and Tie counts. ``p_value`` is ``None``
    when there is too little to test (no hands, or an expected count below
    :data:`MIN_EXPECTED`), and ``reason`` then says why in words.
    """

    statistic: float
    p_value: float | None
    expected: tuple[float, float, float]
    reason: str | Message | None = None


def chi_square(
    counts_by_decks: Mapping[int, tuple[int, int, int]],
    probabilities: Callable[[int], Probabilities] = exact_probabilities,
) -> ChiSquare:
    """Chi-square of Banker/Player/Tie counts against the exact probabilities.

    ``counts_by_decks`` maps a number of decks to the (Banker, Player, Tie) counts of the
    shoes dealt with that many; each group is expected to follow its own probabilities.
    With 2 degrees of freedom the p-value is exactly ``exp(-x/2)``.
    """
    observed = [0, 0, 0]
    expected = [0.0, 0.0, 0.0]
    for decks, counts in counts_by_decks.items():
        hands = sum(counts)
        if hands == 0:
            continue
        for i, p in enumerate(probabilities(decks)):
            expected[i] += hands * p
            observed[i] += counts[i]
    if sum(observed) == 0:
        return ChiSquare(
            0.0, None, (0.0, 0.0, 0.0), QT_TRANSLATE_NOOP("Statistics", "no hands with a winner")
        )
    statistic = sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True) if e > 0)
    triple = (expected[0], expected[1], expected[2])
    smallest = min(triple)
    if smallest < MIN_EXPECTED:
        name = EXPECTED_NAMES[triple.index(smallest)]
        return ChiSquare(
            statistic,
            None,
            triple,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "too few hands: {smallest:.1f} {name} expected, the test needs at least "
                    "{least} of each",
                ),
                smallest=smallest,
                name=Term("Statistics", name),
                least=f"{MIN_EXPECTED:g}",
            ),
        )
    return ChiSquare(statistic, math.exp(-statistic / 2), triple)


@dataclass(frozen=True, slots=True)
class ShoeRuns:
    """The Banker/Player sequence of one shoe with ties removed: ``banker`` (n1) and
    ``player`` (n2) decisions and the number of runs."""

    banker: int
    player: int
    runs: int

    @property
    def expected(self) -> float:
        """E = 2·n1·n2/n + 1 (1 for a one-sided shoe, 0 for an empty one)."""
        n = self.banker + self.player
        if n == 0:
            return 0.0
        return 2 * self.banker * self.player / n + 1

    @property
    def variance(self) -> float:
        """V = 2·n1·n2·(2·n1·n2 − n) / (n²·(n − 1)); 0 when one side never won."""
        n = self.banker + self.player
        product = 2 * self.banker * self.player
        if product == 0:
            return 0.0
        return product * (product - n) / (n * n * (n - 1))


@dataclass(frozen=True, slots=True)
class RunsTest:
    """The Wald–Wolfowitz runs test summed over shoes (runs never cross shoes).

    ``z`` and ``p_value`` (two-sided) are ``None`` when there is too little to test
    (fewer than :data:`MIN_DECISIONS` decisions, or one side only), and ``reason`` says why.
    """

    runs: int
    expected: float
    variance: float
    z: float | None
    p_value: float | None
    reason: str | Message | None = None


def runs_test(shoes: Iterable[ShoeRuns]) -> RunsTest:
    """R, E and V summed over the shoes; z = (R − E)/√V; p = erfc(|z|/√2)."""
    runs = decided = longest = 0
    expected = variance = 0.0
    for shoe in shoes:
        runs += shoe.runs
        expected += shoe.expected
        variance += shoe.variance
        decided += shoe.banker + shoe.player
        longest = max(longest, shoe.banker + shoe.player)
    if decided < MIN_DECISIONS:
        return RunsTest(runs, expected, variance, None, None, too_few_decisions(decided))
    if longest < 2:
        return RunsTest(runs, expected, variance, None, None, NO_TWO_DECISIONS)
    if variance <= 0:
        return RunsTest(runs, expected, variance, None, None, ONE_SIDE_ONLY)
    z = (runs - expected) / math.sqrt(variance)
    return RunsTest(runs, expected, variance, z, math.erfc(abs(z) / math.sqrt(2)))


def reading(
    p_value: float | None, level: float = CHANCE_LEVEL, reason: str | Message | None = None
) -> str:
    """A plain reading of a p-value for someone who is not a statistician (with ``reason``
    said when there is no p-value)."""
    if p_value is None:
        return f"not tested: {reason}" if reason else "too few hands to test"
    if p_value >= level:
        return "consistent with chance"
    return (
        f"unusual for chance (p < {level:g}); with enough shoes some results are, and it "
        "still predicts nothing"
    )
