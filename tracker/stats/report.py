"""The statistics of any set of shoes (one shoe, a selection, a library, files): counts and
shares beside the exact expectation with 95% intervals, the chi-square and runs tests with
their minimum-data rules, streaks against chance, the lag-1 correlation, and how many shoes
chance alone flags when they are tested one by one. The document of ``tracker stats``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from tracker import words
from tracker.honesty import PAST_PREDICTS_NOTHING
from tracker.stats.cardodds import CardOdds
from tracker.stats.chances import NaturalChances
from tracker.stats.lag import LagOne, lag_one
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.pershoe import PerShoeTests, per_shoe_tests
from tracker.stats.randomness import (
    ChiSquare,
    Probabilities,
    RunsTest,
    ShoeRuns,
    chi_square,
    exact_probabilities,
    reading,
    runs_test,
)
from tracker.stats.streaks import (
    StreakCounts,
    chance_longest_below,
    expected_streak_table,
)
from tracker.translatable import QT_TRANSLATE_NOOP

SHARE_LABELS = {
    "banker": QT_TRANSLATE_NOOP("Statistics", "Banker"),
    "player": QT_TRANSLATE_NOOP("Statistics", "Player"),
    "tie": QT_TRANSLATE_NOOP("Statistics", "Tie"),
    "player_pair": QT_TRANSLATE_NOOP("Statistics", "Player pair"),
    "banker_pair": QT_TRANSLATE_NOOP("Statistics", "Banker pair"),
    "natural": QT_TRANSLATE_NOOP("Statistics", "Natural"),
}
"""Each of :attr:`Statistics.shares` by its name as the reports print it, in their order
(a window translates it under ``Statistics``)."""

Z95 = 1.959963984540054
"""The two-sided 95% point of the standard normal."""


@dataclass(frozen=True, slots=True)
class Share:
    """An outcome's count over the hands that record it, its 95% (Wilson) interval, and the
    exact expectation for the shoes' decks. ``share``, ``low`` and ``high`` are ``None``
    when no hand records it."""

    count: int | None
    of: int
    expected: float
    expected_share: float | None
    share: float | None
    low: float | None
    high: float | None

    @classmethod
    def of_counts(cls, count: int, of: int, expected: float) -> Share:
        if of == 0:
            return cls(None, 0, 0.0, None, None, None, None)
        low, high = wilson(count, of)
        return cls(count, of, expected, expected / of, count / of, low, high)

    def as_json(self) -> dict[str, Any]:
        return {
            "count": self.count,
            "of": self.of,
            "share": self.share,
            "low": self.low,
            "high": self.high,
            "expected": self.expected if self.of else None,
            "expected_share": self.expected_share,
        }


def wilson(count: int, of: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound near 0 and 1, unlike p ± 1.96·se)."""
    p = count / of
    denominator = 1 + z * z / of
    centre = (p + z * z / (2 * of)) / denominator
    half = z * math.sqrt(p * (1 - p) / of + z * z / (4 * of * of)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class Streaks:
    """Streaks seen by side and length beside the expected numbers, the longest of each
    side, chops (changes of side), and the chance that shoes of these lengths hold a streak
    as long as the longest seen (exact)."""

    seen: StreakCounts
    expected_banker: dict[int, float]
    expected_player: dict[int, float]
    chops: int
    expected_chops: float
    longest: int
    chance_at_least: float | None

    def as_json(self) -> dict[str, Any]:
        return {
            "seen": {
                "banker": {str(k): v for k, v in sorted(self.seen.banker.items())},
                "player": {str(k): v for k, v in sorted(self.seen.player.items())},
            },
            "expected": {
                "banker": {str(k): v for k, v in self.expected_banker.items()},
                "player": {str(k): v for k, v in self.expected_player.items()},
            },
        }


@dataclass(frozen=True, slots=True)
class Statistics:
    """Everything ``tracker stats`` and the statistics window show of a set of shoes."""

    shoes: int
    hands: int
    shares: dict[str, Share]
    chi_square: ChiSquare
    runs_test: RunsTest
    lag1: LagOne
    streaks: Streaks
    per_shoe: PerShoeTests
    card_odds: CardOdds | None = None
    wins_only_ties: int = 0
    """Ties left out of the natural count because their shoes flag naturals on wins only:
    every Banker or Player win records it, no tie does (a source that never flags a natural
    tie)."""

    @property
    def banker(self) -> int:
        return self.shares["banker"].count or 0

    @property
    def player(self) -> int:
        return self.shares["player"].count or 0

    @property
    def tie(self) -> int:
        return self.shares["tie"].count or 0

    def natural_note(self) -> str | None:
        """What the natural count leaves out and why, when it leaves out any hand."""
        left_out = self.hands - self.shares["natural"].of
        if not left_out or not self.shares["natural"].of:
            return None
        ties = self.wins_only_ties
        wins_only = "from shoes that flag naturals on wins only"
        if ties == left_out:
            return (
                f"{words.count(ties, 'tie')} left out, {wins_only} (never a natural tie); "
                "chance is for the hands counted"
            )
        text = f"{words.count(left_out, 'hand')} that record no natural left out"
        if ties:
            text += f" ({words.count(ties, 'tie')} of them {wins_only})"
        return text + "; chance is for the hands counted"

    def notes(self) -> dict[str, str]:
        """Why a test was not run, by its key."""
        found = {
            "chi_square": self.chi_square.reason,
            "runs_test": self.runs_test.reason,
            "lag1": self.lag1.reason,
        }
        return {k: str(v) for k, v in found.items() if v}

    def as_json(self) -> dict[str, Any]:
        """The document of ``tracker stats --json``."""
        chi, runs, lag, streaks = self.chi_square, self.runs_test, self.lag1, self.streaks
        return {
            "shoes": self.shoes,
            "hands": self.hands,
            "banker": self.banker,
            "player": self.player,
            "tie": self.tie,
            "player_pair": self.shares["player_pair"].count,
            "banker_pair": self.shares["banker_pair"].count,
            "natural": self.shares["natural"].count,
            "natural_left_out": {
                "hands": self.hands - self.shares["natural"].of,
                "wins_only_ties": self.wins_only_ties,
            },
            "shares": {name: share.as_json() for name, share in self.shares.items()},
            "chi_square": None
            if chi.p_value is None
            else {"statistic": chi.statistic, "p_value": chi.p_value},
            "runs_test": None
            if runs.p_value is None
            else {
                "runs": runs.runs,
                "expected": runs.expected,
                "z": runs.z,
                "p_value": runs.p_value,
            },
            "lag1": None
            if lag.p_value is None
            else {"r": lag.r, "pairs": lag.pairs, "z": lag.z, "p_value": lag.p_value},
            "readings": {
                "chi_square": reading(chi.p_value, reason=chi.reason),
                "runs_test": reading(runs.p_value, reason=runs.reason),
                "lag1": reading(lag.p_value, reason=lag.reason),
            },
            "notes": self.notes(),
            "streaks": streaks.as_json()["seen"],
            "streaks_expected": streaks.as_json()["expected"],
            "longest_streak": {
                "banker": streaks.seen.longest_banker,
                "player": streaks.seen.longest_player,
                "chance_at_least": streaks.chance_at_least,
                # Where the longest streak stands among what chance gives shoes of these
                # lengths: the percentage of them whose longest is shorter.
                "percentile": None
                if streaks.chance_at_least is None
                else 100 * (1 - streaks.chance_at_least),
                "method": "exact",
            },
            "chops": {"seen": streaks.chops, "expected": streaks.expected_chops},
            "per_shoe_tests": self.per_shoe.as_json(),
            "card_odds": None if self.card_odds is None else self.card_odds.as_json(),
            "statement": PAST_PREDICTS_NOTHING,
        }


def banker_share(probabilities: Probabilities) -> float:
    """s = P(Banker | not a tie)."""
    banker, player, _ = probabilities
    return banker / (banker + player)


def statistics(
    shoes: Iterable[ShoeOutcomes],
    probabilities: Callable[[int], Probabilities] = exact_probabilities,
    *,
    card_odds: CardOdds | None = None,
    natural_chance: Callable[[int], NaturalChances] | None = None,
    pair_chance: Callable[[int], float] | None = None,
) -> Statistics:
    """The statistics of ``shoes`` against the exact probabilities of each shoe's decks.

    A natural's chance is taken hand by hand over the hands that record one: a tie's, a
    win's or, without a winner, any hand's (:class:`~tracker.stats.chances.NaturalChances`),
    so that shoes that flag naturals on wins only are compared with the chance for wins.
    """
    from tracker.stats.chances import natural_chances, pair_probability

    natural_of = natural_chance or natural_chances
    pair_of = pair_chance or pair_probability
    listed = list(shoes)
    hands = sum(shoe.hands for shoe in listed)
    counted = {"banker": 0, "player": 0, "tie": 0}
    decided_hands = 0
    expected = {"banker": 0.0, "player": 0.0, "tie": 0.0, "pair": 0.0, "natural": 0.0}
    pairs = {"player_pair": 0, "banker_pair": 0, "of": 0}
    naturals = [0, 0]
    wins_only_ties = 0
    by_decks: dict[int, tuple[int, int, int]] = {}
    runs: list[ShoeRuns] = []
    sequences: list[str] = []
    per_shoe_streaks: list[StreakCounts] = []
    seen = StreakCounts.of("")
    expected_banker: dict[int, float] = {}
    expected_player: dict[int, float] = {}
    chops = 0
    expected_chops = 0.0
    chance_below = 1.0
    longest = 0
    for shoe in listed:
        letters = shoe.letters
        b, p, t = letters.count("B"), letters.count("P"), letters.count("T")
        counted["banker"] += b
        counted["player"] += p
        counted["tie"] += t
        n_decided = b + p + t
        decided_hands += n_decided
        probs = probabilities(shoe.decks)
        for name, chance in zip(("banker", "player", "tie"), probs, strict=True):
            expected[name] += n_decided * chance
        ob, op, ot = by_decks.get(shoe.decks, (0, 0, 0))
        by_decks[shoe.decks] = (ob + b, op + p, ot + t)
        pairs["player_pair"] += shoe.player_pairs
        pairs["banker_pair"] += shoe.banker_pairs
        pairs["of"] += shoe.pairs_recorded
        expected["pair"] += shoe.pairs_recorded * pair_of(shoe.decks)
        naturals[0] += shoe.naturals
        naturals[1] += shoe.naturals_recorded
        chances = natural_of(shoe.decks)
        ties, wins = shoe.natural_ties_recorded, shoe.natural_wins_recorded
        expected["natural"] += (
            ties * chances.tie
            + wins * chances.win
            + (shoe.naturals_recorded - ties - wins) * chances.any
        )
        if t and not ties and wins and wins == b + p:
            wins_only_ties += t
        decisions = shoe.decisions
        sequences.append(decisions)
        n = len(decisions)
        streaks = StreakCounts.of(decisions)
        per_shoe_streaks.append(streaks)
        n_runs = sum(streaks.banker.values()) + sum(streaks.player.values())
        runs.append(ShoeRuns(b, p, n_runs))
        seen.add(streaks)
        s = banker_share(probs)
        table_banker, table_player = expected_streak_table(n, s)
        for length, (eb, ep) in enumerate(zip(table_banker, table_player, strict=True), 1):
            expected_banker[length] = expected_banker.get(length, 0.0) + eb
            expected_player[length] = expected_player.get(length, 0.0) + ep
        if n:
            chops += n_runs - 1
            expected_chops += (n - 1) * 2 * s * (1 - s)
        longest = max(longest, streaks.longest_banker, streaks.longest_player)
    for shoe in listed:
        n = len(shoe.decisions)
        if n and longest:
            chance_below *= chance_longest_below(
                n, banker_share(probabilities(shoe.decks)), longest
            )
    top = max([*seen.banker, *seen.player, 1])
    streak_report = Streaks(
        seen=seen,
        expected_banker={k: v for k, v in expected_banker.items() if k <= top},
        expected_player={k: v for k, v in expected_player.items() if k <= top},
        chops=chops,
        expected_chops=expected_chops,
        longest=longest,
        chance_at_least=(1.0 - chance_below) if longest else None,
    )
    shares = {
        name: Share.of_counts(counted[name], decided_hands, expected[name])
        for name in ("banker", "player", "tie")
    }
    for name in ("player_pair", "banker_pair"):
        shares[name] = Share.of_counts(pairs[name], pairs["of"], expected["pair"])
    shares["natural"] = Share.of_counts(naturals[0], naturals[1], expected["natural"])
    return Statistics(
        shoes=len(listed),
        hands=hands,
        shares=shares,
        chi_square=chi_square(by_decks, probabilities),
        runs_test=runs_test(runs),
        lag1=lag_one(sequences),
        streaks=streak_report,
        per_shoe=per_shoe_tests(listed, probabilities, streaks=per_shoe_streaks),
        card_odds=card_odds,
        wins_only_ties=wins_only_ties,
    )
