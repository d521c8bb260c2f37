"""Counts of a set of shoes and the chi-square and runs tests over them, ready to show."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tracker.history.records import ShoeRecord
from tracker.history.tally import Tally
from tracker.stats.randomness import (
    ChiSquare,
    Probabilities,
    RunsTest,
    ShoeRuns,
    chi_square,
    exact_probabilities,
    runs_test,
)


@dataclass(frozen=True, slots=True)
class ShoeCounts:
    """What the statistics need of one shoe: its tally (counted from a record, or read from
    the library's per-shoe tallies) and the decks to test it against."""

    decks: int
    tally: Tally

    @classmethod
    def of(cls, shoe: ShoeRecord) -> ShoeCounts:
        """Count a recorded shoe (its decks as recorded, else from its rules, else 8)."""
        return cls(shoe.effective_decks, Tally.of_hands(shoe.hands))


@dataclass(frozen=True, slots=True)
class Summary:
    """Totals over shoes with the chi-square and runs tests."""

    shoes: int
    tally: Tally
    chi_square: ChiSquare
    runs_test: RunsTest

    def as_json(self) -> dict[str, Any]:
        """The document of ``tracker stats --json``."""
        t = self.tally
        return {
            "shoes": self.shoes,
            "hands": t.hands,
            "banker": t.banker,
            "player": t.player,
            "tie": t.tie,
            "player_pair": t.player_pair,
            "banker_pair": t.banker_pair,
            "chi_square": {
                "statistic": self.chi_square.statistic,
                "p_value": self.chi_square.p_value,
            },
            "runs_test": {
                "runs": self.runs_test.runs,
                "expected": self.runs_test.expected,
                "z": self.runs_test.z,
                "p_value": self.runs_test.p_value,
            },
        }


def summarize(
    shoes: Iterable[ShoeCounts],
    probabilities: Callable[[int], Probabilities] = exact_probabilities,
) -> Summary:
    """Add up the shoes' counts and test them against chance."""
    listed = list(shoes)
    by_decks: dict[int, tuple[int, int, int]] = {}
    for shoe in listed:
        b, p, t = by_decks.get(shoe.decks, (0, 0, 0))
        tally = shoe.tally
        by_decks[shoe.decks] = (b + tally.banker, p + tally.player, t + tally.tie)
    tallies = [shoe.tally for shoe in listed]
    return Summary(
        shoes=len(listed),
        tally=sum(tallies, Tally()),
        chi_square=chi_square(by_decks, probabilities),
        runs_test=runs_test([ShoeRuns(t.banker, t.player, t.runs) for t in tallies]),
    )
