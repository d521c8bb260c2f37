"""Backtests over 1,000,000 simulated shoes (about 81 M hands; target ≤ 10 s each on one
core): flat and Martingale, dealing included, beside a plain-Python betting loop over the
same kind of shoes timed in the same run, and the wall clock of the same run over 2 jobs.

One core: this thread's CPU time (dealing and playing both run in it). Two jobs: the wall
clock, since the work runs in two worker processes (which also load numba's cache).
"""

from __future__ import annotations

import time

from benchmarks.bench_simulate import plain_loop
from benchmarks.figures import Figures
from tracker.engine.odds import warm_up
from tracker.engine.simulate import simulate
from tracker.services.backtesting import backtest_simulation
from tracker.stats.backtest import Plan

SHOES = 1_000_000


def plain_martingale(winners: list[int], starts: list[int]) -> tuple[int, int]:
    """The straightforward loop: Martingale on Banker, settled in hundredths."""
    wagered = net = 0
    for s in range(len(starts) - 1):
        stake = 1
        for h in range(starts[s], starts[s + 1]):
            w = winners[h]
            if w == 2:
                continue
            wagered += stake
            if w == 0:
                net += 95 * stake
                stake = 1
            else:
                net -= 100 * stake
                stake *= 2
    return wagered, net


def main(argv: list[str] | None = None) -> None:
    with Figures("backtest", argv) as figures:
        bench(figures)


def bench(figures: Figures) -> None:
    warm_up()
    backtest_simulation(Plan("flat", "banker"), 100, seed=1)  # compile the kernel
    sim = simulate(20_000, seed=2)
    winners = sim.hand_winner.tolist()
    starts = [0]
    for n in sim.shoe_hands.tolist():
        starts.append(starts[-1] + n)
    cpu = time.thread_time()
    plain_martingale(winners, starts)
    cpu = time.thread_time() - cpu
    rate = sim.hands / cpu
    cpu = time.thread_time()
    dealt = plain_loop(300, 1)
    deal_rate = dealt / (time.thread_time() - cpu)
    both = 1 / (1 / rate + 1 / deal_rate)
    figures["baseline_bet_hands_per_s"] = rate
    figures["baseline_deal_hands_per_s"] = deal_rate
    print(
        f"baseline, plain Python: betting loop {rate / 1e6:.2f} M hands/s over dealt arrays, "
        f"dealing (random.shuffle and the tableau) {deal_rate / 1e6:.2f} M hands/s; both: "
        f"81 M hands would take {81e6 / both:,.0f} s"
    )
    for name in ("flat", "martingale"):
        plan = Plan(name, "banker", table_max=1000 if name == "martingale" else None)
        wall, cpu = time.perf_counter(), time.thread_time()
        run = backtest_simulation(plan, SHOES, seed=2026)
        cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
        r = run.result
        figures[f"{name}_cpu_s"] = cpu
        figures[f"{name}_hands_per_s"] = r.hands / cpu
        figures[f"{name}_target_met"] = cpu <= 10
        print(
            f"{name:<10} one core: {cpu:5.2f} s CPU ({wall:.2f} s wall), {r.hands:,} hands, "
            f"{r.hands / cpu / 1e6:.1f} M hands/s; net {float(r.net):+,.0f} vs expected "
            f"{r.expected_net:+,.0f}; target <= 10 s: {'met' if cpu <= 10 else 'NOT met'}"
        )
    for name in ("flat", "martingale"):
        plan = Plan(name, "banker", table_max=1000 if name == "martingale" else None)
        wall = time.perf_counter()
        run = backtest_simulation(plan, SHOES, seed=2026, jobs=2)
        wall = time.perf_counter() - wall
        figures[f"{name}_jobs_2_wall_s"] = wall
        print(
            f"{name:<10} --jobs 2: {wall:5.2f} s wall clock (the same shoes, same net: "
            f"{float(run.result.net):+,.0f})"
        )
