"""The lag-1 correlation of the Banker/Player sequence, worked by hand."""

from __future__ import annotations

import math

import pytest

from tracker.stats.lag import lag_one


def test_a_shoe_of_two_long_streaks_correlates_strongly() -> None:
    # BBBBBPPPPP: 9 pairs; firsts 5 B, seconds 4 B, 4 BB pairs.
    # cov = 4/9 − (5/9)(4/9) = 16/81; each variance 20/81; r = 0.8; z = 0.8·√9.
    result = lag_one(["BBBBBPPPPP"])
    assert result.pairs == 9
    assert result.r == pytest.approx(0.8)
    assert result.z == pytest.approx(2.4)
    assert result.p_value == pytest.approx(math.erfc(2.4 / math.sqrt(2)))


def test_pairs_never_cross_shoes() -> None:
    # Joined, BBBBB|PPPPP would pair the last B with the first P; shoe by shoe it cannot.
    result = lag_one(["BBBBBP", "PPPPB"])
    assert result.pairs == 9


def test_too_few_decisions_or_one_side_are_not_tested() -> None:
    short = lag_one(["BPB"])
    assert short.p_value is None and "at least 10" in str(short.reason or "")
    one_side = lag_one(["B" * 12])
    assert one_side.p_value is None and one_side.reason == "one side won every decision"


def test_the_walk_and_its_band_by_hand() -> None:
    from tracker.stats.walk import walk

    result = walk("BTPBB", 0.5)
    assert result.position == (1, 1, 0, 1, 2)
    # s = 0.5: no drift, variance 1 a decision; after 4 decisions the band is ±1.96·2.
    assert result.expected == (0.0,) * 5
    assert result.high[-1] == pytest.approx(1.959964 * 2, abs=1e-6)
    assert result.low[1] == pytest.approx(-1.959964, abs=1e-6)


def test_shoes_of_one_decision_each_are_not_tested() -> None:
    # Twelve decisions, but no two in a row within a shoe: no pair to correlate.
    result = lag_one(["B", "P"] * 6)
    assert (result.pairs, result.r, result.p_value) == (0, None, None)
    assert result.reason == "no shoe holds two decisions in a row"
