"""A bet's realised edge by true count: chunks' tallies add up to each count's hands, the
mean won per unit and its standard error."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tracker.stats.counting import true_count_curve


def test_chunks_add_up_to_each_true_counts_mean_and_standard_error() -> None:
    # True counts -1, 0, 1: two chunks; at 0 the hands won 40, -1, -1, -1 (one unit each).
    hands = [np.array([0, 1, 0]), np.array([0, 3, 1])]
    net = [np.array([0.0, 40.0, 0.0]), np.array([0.0, -3.0, -1.0])]
    squares = [np.array([0.0, 1600.0, 0.0]), np.array([0.0, 3.0, 1.0])]
    curve = true_count_curve(-1, hands, net, squares)
    assert curve.true_counts == (-1, 0, 1) and curve.hands == (0, 4, 1)
    units = [40.0, -1.0, -1.0, -1.0]
    assert curve.win[1] == pytest.approx(np.mean(units))
    assert curve.se[1] == pytest.approx(np.std(units, ddof=1) / 2)
    assert math.isnan(curve.win[0]) and math.isnan(curve.se[2])
    assert [row[0] for row in curve.rows()] == [0, 1]
