"""The counting lab's use case: the shipped preset reproduces its published figure, and a
seeded run gives the same figures in one process, on two and on a Dask cluster."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tracker.engine.counting import CountError
from tracker.engine.countpresets import PRESETS
from tracker.services.counting import CountCancelled, preset, run_count
from tracker.services.runner import Runner
from tracker.stats.counting import TrueCountCurve

SHOES_FOR_SE_003 = {
    "how-dragon7": 360_000,
    "how-panda8-cocount": 75_000,
    "how-panda8-two-person": 120_000,
}
"""Shoes that bring each preset's standard error of units won a shoe to 0.03 or less."""


def same_curve(a: TrueCountCurve | None, b: TrueCountCurve | None) -> bool:
    """The same figures in every cell (the cells without hands hold nan in both)."""
    assert a is not None and b is not None
    return all(
        np.array_equal(np.array(x, float), np.array(y, float), equal_nan=True)
        for x, y in (
            (a.true_counts, b.true_counts),
            (a.hands, b.hands),
            (a.win, b.win),
            (a.se, b.se),
        )
    )


def test_every_preset_has_a_reproduction_run() -> None:
    assert set(SHOES_FOR_SE_003) == set(PRESETS)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_preset_gives_finite_figures_and_the_same_ones_for_the_same_seed(name: str) -> None:
    shipped = preset(name)
    one = run_count(shipped.count, shipped.table, 20_000, seed=3).figures
    two = run_count(shipped.count, shipped.table, 20_000, seed=3).figures
    assert one == two
    assert math.isfinite(one.net_per_shoe) and math.isfinite(one.se_per_shoe)
    assert 0 < one.bets_per_shoe < one.hands / one.shoes
    assert 75 < one.hands / one.shoes < 85


@pytest.mark.slow  # hundreds of thousands of shoes each
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_preset_reproduces_its_published_win_a_shoe(name: str) -> None:
    shipped = preset(name)
    figures = run_count(shipped.count, shipped.table, SHOES_FOR_SE_003[name], seed=2026).figures
    assert figures.se_per_shoe <= 0.03
    # The sources give no sample size, so the combined standard error is ours alone.
    gap = abs(figures.net_per_shoe - shipped.published_net_per_shoe)
    assert gap <= 2.5 * figures.se_per_shoe
    assert abs(figures.bets_per_shoe - shipped.published_bets_per_shoe) <= 0.2


def test_every_preset_names_its_source_and_published_figure() -> None:
    for name, shipped in PRESETS.items():
        assert shipped.name == name
        assert shipped.source and shipped.published_net_per_shoe
        assert shipped.url.startswith("https://")
        assert shipped.count.describe() and shipped.table.describe()


def test_a_small_run_already_shows_the_count_ahead_of_blind_betting() -> None:
    how = preset("how-dragon7")
    counted = run_count(how.count, how.table, 20_000, seed=1).figures
    assert counted.bets_per_shoe > 5
    # Betting blind every hand loses the house edge of about 7.6% a bet; the count's
    # bets win on average (a wide margin: this sample's standard error is about 0.12).
    assert counted.win_per_bet > -0.076 + 0.05


@pytest.mark.slow  # starts two worker processes that load the kernels
def test_the_same_seed_gives_the_same_figures_on_one_and_two_processes() -> None:
    how = preset("how-dragon7")
    one = run_count(how.count, how.table, 60_000, seed=5)
    two = run_count(how.count, how.table, 60_000, seed=5, runner=Runner(2))
    assert one.figures == two.figures
    assert one.figures.shoes == 60_000


def test_the_exact_edge_by_true_count_comes_from_the_bounds_shoes_and_rises_with_the_count() -> (
    None
):
    how = preset("how-dragon7")
    run = run_count(how.count, how.table, 1_000, seed=3, perfect_shoes=30)
    curve = run.exact_curve
    assert curve is not None and run.perfect is not None
    assert sum(curve.hands) == run.perfect.hands
    rows = curve.rows()
    tcs = np.array([r[0] for r in rows], float)
    hands = np.array([r[1] for r in rows], float)
    edge = np.array([r[2] for r in rows])
    # Over every hand the exact edge averages near the bet's edge off the top (-7.6%)...
    assert -0.09 < float(np.average(edge, weights=hands)) < -0.06
    # ...and the count's true count tracks it: the edge climbs with the count.
    slope = np.polyfit(tcs, edge, 1, w=np.sqrt(hands))[0]
    assert slope > 0.005
    assert run_count(how.count, how.table, 1_000, seed=3).exact_curve is None


@pytest.mark.slow  # starts two worker processes that load the kernels
def test_the_exact_edge_is_the_same_on_one_and_two_processes() -> None:
    how = preset("how-dragon7")
    one = run_count(how.count, how.table, 1_000, seed=8, perfect_shoes=30)
    two = run_count(how.count, how.table, 1_000, seed=8, perfect_shoes=30, runner=Runner(2))
    assert one.exact_curve is not None and one.exact_curve.rows()
    assert same_curve(one.exact_curve, two.exact_curve)
    assert one.perfect == two.perfect


def test_a_dask_cluster_gives_the_same_figures(dask_scheduler: str) -> None:
    how = preset("how-dragon7")
    here = run_count(how.count, how.table, 30_000, seed=9, perfect_shoes=12)
    there = run_count(
        how.count,
        how.table,
        30_000,
        seed=9,
        perfect_shoes=12,
        runner=Runner(scheduler=dask_scheduler),
    )
    assert there.figures == here.figures
    assert there.perfect == here.perfect
    assert same_curve(there.exact_curve, here.exact_curve)
    assert here.perfect is not None and here.perfect.shoes == 12


def test_progress_counts_shoes_and_a_cancel_stops() -> None:
    how = preset("how-dragon7")
    seen: list[tuple[int, int]] = []
    run_count(how.count, how.table, 60_000, seed=1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(25_000, 60_000), (50_000, 60_000), (60_000, 60_000)]
    seen.clear()
    with pytest.raises(CountCancelled):
        run_count(
            how.count,
            how.table,
            100_000,
            seed=1,
            progress=lambda d, t: seen.append((d, t)),
            cancelled=lambda: bool(seen),
        )
    assert seen == [(25_000, 100_000)]


def test_bad_numbers_and_names_are_refused() -> None:
    how = preset("how-dragon7")
    with pytest.raises(CountError, match="shoes must be 1 to"):
        run_count(how.count, how.table, 0, seed=1)
    with pytest.raises(CountError, match="the presets are how-dragon7, how-panda8-cocount"):
        preset("jacobson")
