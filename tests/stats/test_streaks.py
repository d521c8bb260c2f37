"""Streaks as the big road shows them against what chance gives, worked by hand
and checked on every sequence of a few decisions."""

from __future__ import annotations

from itertools import product

import pytest

from tracker.stats.streaks import (
    StreakCounts,
    chance_longest_at_least,
    chance_longest_below,
    expected_streak_table,
    expected_streaks,
    rejection_length,
)


def test_streaks_are_counted_by_side_and_length_the_last_included() -> None:
    counts = StreakCounts.of("BBPBBBPP")
    assert counts.banker == {2: 1, 3: 1}
    assert counts.player == {1: 1, 2: 1}
    assert (counts.longest_banker, counts.longest_player) == (3, 2)


def test_the_expected_number_of_streaks_follows_spec_7() -> None:
    # n = 5, s = 0.5, k = 1: (5 − 1 − 1)·0.5·0.25 + 2·0.5·0.5.
    assert expected_streaks(5, 0.5, 1) == pytest.approx(0.875)
    s = 0.6
    assert expected_streaks(10, s, 3) == pytest.approx(6 * s**3 * 0.4**2 + 2 * s**3 * 0.4)
    assert expected_streaks(4, s, 4) == pytest.approx(s**4)  # the whole sequence
    assert expected_streaks(4, s, 5) == 0.0


@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_expectations_and_longest_streak_chances_match_every_sequence(n: int) -> None:
    s = 0.53
    expected: dict[int, float] = {}
    longest_at_least = dict.fromkeys(range(1, n + 2), 0.0)
    for seq in product("BP", repeat=n):
        text = "".join(seq)
        chance = s ** text.count("B") * (1 - s) ** text.count("P")
        counts = StreakCounts.of(text)
        for length, number in counts.banker.items():
            expected[length] = expected.get(length, 0.0) + chance * number
        longest = max(counts.longest_banker, counts.longest_player)
        for length in range(1, longest + 1):
            longest_at_least[length] += chance
    banker, _ = expected_streak_table(n, s)
    for length in range(1, n + 1):
        assert expected_streaks(n, s, length) == pytest.approx(expected.get(length, 0.0))
        assert banker[length - 1] == pytest.approx(expected.get(length, 0.0))
        assert chance_longest_at_least(n, s, length) == pytest.approx(longest_at_least[length])
    assert chance_longest_below(n, s, n + 1) == pytest.approx(1.0)


def test_a_long_streak_is_what_chance_deals_in_many_shoes() -> None:
    # In a 70-decision shoe a streak of 8 or more comes in about one shoe in four.
    assert 0.2 < chance_longest_at_least(70, 0.5068, 8) < 0.26
    # The rarest 5% start at 11.
    assert rejection_length(70, 0.5068, 0.05) == 11


def _below_state_by_state(decisions: int, s: float, length: int) -> float:
    """The Markov chain on the streak under way, each state kept apart (decisions × length)."""
    banker = [0.0] * (length - 1)
    player = [0.0] * (length - 1)
    banker[0], player[0] = s, 1 - s
    for _ in range(decisions - 1):
        to_banker, to_player = sum(player) * s, sum(banker) * (1 - s)
        banker = [to_banker, *(x * s for x in banker[:-1])]
        player = [to_player, *(x * (1 - s) for x in player[:-1])]
    return sum(banker) + sum(player)


@pytest.mark.parametrize("s", [0.5068, 0.3])
@pytest.mark.parametrize(("decisions", "length"), [(70, 2), (70, 8), (104, 12), (600, 9)])
def test_the_longest_streak_chance_is_the_chain_state_by_state(
    s: float, decisions: int, length: int
) -> None:
    expected = _below_state_by_state(decisions, s, length)
    assert chance_longest_below(decisions, s, length) == pytest.approx(expected, abs=1e-12)


@pytest.mark.timeout(60)
def test_the_chance_of_a_streak_as_long_as_the_longest_shoe_is_computed() -> None:
    # A shoe of 100,000 Banker wins: the chain once went state by state (the square of it).
    assert chance_longest_at_least(100_000, 0.5068, 100_000) == pytest.approx(0.0, abs=1e-300)
    assert chance_longest_at_least(100_000, 0.5068, 30) == pytest.approx(
        1 - _below_state_by_state(100_000, 0.5068, 30), abs=1e-9
    )
