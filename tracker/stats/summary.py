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
    """What the statistics need of one shoe (counted from a record, or read from the
    library's per-shoe tallies)."""

    decks: int
    hands: int
    banker: int
    player: int
    tie: int
    player_pair: int
    banker_pair: int
    runs: int

    @classmethod
    def of(cls, shoe: ShoeRecord) -> ShoeCounts:
        """Count a recorded shoe (its decks as recorded, else from its rules, else 8)."""
        return cls.from_tally(shoe.effective_decks, Tally.of_hands(shoe.hands))

    @classmethod
    def from_tally(cls, decks: int, tally: Tally) -> ShoeCounts:
        """A shoe's tally with the decks to test it against."""
        return cls(
            decks,
            tally.hands,
            tally.banker,
            tally.player,
            tally.tie,
            tally.player_pair,
            tally.banker_pair,
            tally.runs,
        )


@dataclass(frozen=True, slots=True)
class Summary:
    """Totals over shoes with the chi-square and runs tests."""

    shoes: int
    hands: int
    banker: int
    player: int
    tie: int
    player_pair: int
    banker_pair: int
    chi_square: ChiSquare
    runs_test: RunsTest

    def as_json(self) -> dict[str, Any]:
        """The document of ``tracker stats --json``."""
        return {
            "shoes": self.shoes,
            "hands": self.hands,
            "banker": self.banker,
            "player": self.player,
            "tie": self.tie,
            "player_pair": self.player_pair,
            "banker_pair": self.banker_pair,
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
    totals = [0] * 7
    by_decks: dict[int, tuple[int, int, int]] = {}
    runs: list[ShoeRuns] = []
    for shoe in shoes:
        for i, value in enumerate(
            (1, shoe.hands, shoe.banker, shoe.player, shoe.tie, shoe.player_pair, shoe.banker_pair)
        ):
            totals[i] += value
        b, p, t = by_decks.get(shoe.decks, (0, 0, 0))
        by_decks[shoe.decks] = (b + shoe.banker, p + shoe.player, t + shoe.tie)
        runs.append(ShoeRuns(shoe.banker, shoe.player, shoe.runs))
    n_shoes, hands, banker, player, tie, player_pair, banker_pair = totals
    return Summary(
        shoes=n_shoes,
        hands=hands,
        banker=banker,
        player=player,
        tie=tie,
        player_pair=player_pair,
        banker_pair=banker_pair,
        chi_square=chi_square(by_decks, probabilities),
        runs_test=runs_test(runs),
    )
