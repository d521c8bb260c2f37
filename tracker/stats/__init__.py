"""Statistics of recorded shoes against what chance predicts. Pure: no Qt, no
database. Past outcomes cannot predict future hands, and nothing here claims to."""

from tracker.stats.randomness import (
    PAST_PREDICTS_NOTHING,
    ChiSquare,
    RunsTest,
    ShoeRuns,
    chi_square,
    exact_probabilities,
    reading,
    runs_test,
)
from tracker.stats.summary import ShoeCounts, Summary, summarize

__all__ = [
    "PAST_PREDICTS_NOTHING",
    "ChiSquare",
    "RunsTest",
    "ShoeCounts",
    "ShoeRuns",
    "Summary",
    "chi_square",
    "exact_probabilities",
    "reading",
    "runs_test",
    "summarize",
]
