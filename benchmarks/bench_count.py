"""The counting lab: How's Dragon 7 count over 1,000,000 simulated shoes (target: within
60 s on two cores), on one core and over 2 jobs; and perfect play, which works out the
exact edge from the cards left before every hand, in hands a second on one core and on two;
and the lab window's exact edge by true count over its default sample of exact-edge shoes.

One core: the wall clock of a run in this process. Two jobs: the wall clock of the same run
over two worker processes (which also start and load numba's cache).
"""

from __future__ import annotations

import time
from dataclasses import replace

from benchmarks.figures import Figures
from tracker.services.counting import EXACT_SHOES, preset, run_count
from tracker.services.runner import Runner

SHOES = 1_000_000
PERFECT_SHOES = {1: 60, 2: 120}


def main(argv: list[str] | None = None) -> None:
    with Figures("count", argv) as figures:
        bench(figures)


def bench(figures: Figures) -> None:
    how = preset("how-dragon7")
    run_count(how.count, how.table, 1000, seed=1, perfect_shoes=1)  # compile the kernels
    for jobs in (1, 2):
        wall = time.perf_counter()
        run = run_count(how.count, how.table, SHOES, seed=2026, runner=Runner(jobs))
        wall = time.perf_counter() - wall
        f = run.figures
        figures[f"count_jobs_{jobs}_wall_s"] = wall
        figures[f"count_jobs_{jobs}_shoes_per_s"] = SHOES / wall
        figures["net_per_shoe"] = f.net_per_shoe
        figures["se_per_shoe"] = f.se_per_shoe
        figures["bets_per_shoe"] = f.bets_per_shoe
        met = wall <= 60
        if jobs == 2:
            figures["target_met"] = met
        print(
            f"How's Dragon 7 count, {SHOES:,} shoes ({f.hands:,} hands), {jobs} job(s): "
            f"{wall:.2f} s wall, {SHOES / wall:,.0f} shoes/s; {f.net_per_shoe:+.3f} ± "
            f"{f.se_per_shoe:.3f} units a shoe on {f.bets_per_shoe:.2f} bets"
            + (f"; target <= 60 s on 2 cores: {'met' if met else 'NOT met'}" if jobs == 2 else "")
        )
    perfect = replace(how.count, rule="perfect", threshold=0.0)
    for jobs, shoes in PERFECT_SHOES.items():
        wall = time.perf_counter()
        run = run_count(perfect, how.table, shoes, seed=7, runner=Runner(jobs))
        wall = time.perf_counter() - wall
        rate = run.figures.hands / wall
        figures[f"perfect_jobs_{jobs}_hands_per_s"] = rate
        print(
            f"perfect play (Dragon 7), {shoes} shoes ({run.figures.hands:,} hands), "
            f"{jobs} job(s): {wall:.2f} s wall, {rate:,.0f} hands/s"
        )
    for jobs in (1, 2):
        wall = time.perf_counter()
        run = run_count(
            how.count, how.table, 1, seed=11, perfect_shoes=EXACT_SHOES, runner=Runner(jobs)
        )
        wall = time.perf_counter() - wall
        assert run.exact_curve is not None
        hands = sum(run.exact_curve.hands)
        figures[f"exact_curve_jobs_{jobs}_wall_s"] = wall
        print(
            f"exact edge by true count (Dragon 7, How's count), the window's default "
            f"{EXACT_SHOES:,} shoes ({hands:,} hands), {jobs} job(s): {wall:.2f} s wall"
        )
