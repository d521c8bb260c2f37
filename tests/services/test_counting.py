"""The counting lab's use case: the shipped preset reproduces its published figure, and a
seeded run gives the same figures in one process, on two and on a Dask cluster."""

from __future__ import annotations

import pytest

from tracker.engine.counting import CountError
from tracker.engine.countpresets import PRESETS
from tracker.services.counting import CountCancelled, preset, run_count
from tracker.services.runner import Runner


def test_hows_dragon_7_count_reproduces_its_published_win_a_shoe() -> None:
    how = preset("how-dragon7")
    run = run_count(how.count, how.table, 160_000, seed=2012)
    figures = run.figures
    assert figures.se_per_shoe <= 0.05
    # Published: about +0.52 units a shoe on about 6.8 bets.
    assert abs(figures.net_per_shoe - how.published_net_per_shoe) <= 2 * figures.se_per_shoe
    assert abs(figures.bets_per_shoe - how.published_bets_per_shoe) < 0.3
    assert 75 < figures.hands / figures.shoes < 85


def test_every_preset_names_its_source_and_published_figure() -> None:
    for name, shipped in PRESETS.items():
        assert shipped.name == name
        assert shipped.source and shipped.published_net_per_shoe
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
    with pytest.raises(CountError, match="the presets are how-dragon7"):
        preset("jacobson")
