"""Exact odds of a full 8-deck shoe: the compiled kernel against plain-Python enumerations;
and every side bet of the side-bet table from random compositions.

Targets: at most 1 ms median on one core for the whole 8-deck shoe, and at most 1 ms for
every side bet from a composition. Everything
runs in this one thread, so its CPU time is the time on one core; on a shared machine the
wall clock also counts the time other programs held the core, and is printed beside it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from benchmarks.figures import Figures
from tracker.engine.cards import Composition
from tracker.engine.kernels import banker_draws_on, compiled
from tracker.engine.odds import exact_odds, odds, warm_up
from tracker.engine.sidebet_edges import side_bet_edges


def six_loop(counts: list[int]) -> tuple[float, float, float]:
    """The straightforward enumeration: six nested loops over card values in dealing order,
    with floats and no symmetry, the third-card loops entered only when a card is drawn."""
    c = list(counts)
    n = float(sum(c))
    banker = player = tie = 0.0

    def score(p: int, b: int, w: float) -> None:
        nonlocal banker, player, tie
        if b > p:
            banker += w
        elif p > b:
            player += w
        else:
            tie += w

    for p1 in range(10):
        w1 = c[p1] / n
        c[p1] -= 1
        for b1 in range(10):
            w2 = w1 * c[b1] / (n - 1)
            c[b1] -= 1
            for p2 in range(10):
                w3 = w2 * c[p2] / (n - 2)
                c[p2] -= 1
                for b2 in range(10):
                    w4 = w3 * c[b2] / (n - 3)
                    c[b2] -= 1
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    if pt >= 8 or bt >= 8 or (pt >= 6 and bt >= 6):
                        score(pt, bt, w4)
                    elif pt >= 6:
                        for b3 in range(10):
                            score(pt, (bt + b3) % 10, w4 * c[b3] / (n - 4))
                    else:
                        for p3 in range(10):
                            w5 = w4 * c[p3] / (n - 4)
                            c[p3] -= 1
                            pt3 = (pt + p3) % 10
                            if banker_draws_on(bt, p3):
                                for b3 in range(10):
                                    score(pt3, (bt + b3) % 10, w5 * c[b3] / (n - 5))
                            else:
                                score(pt3, bt, w5)
                            c[p3] += 1
                    c[b2] += 1
                c[p2] += 1
            c[b1] += 1
        c[p1] += 1
    return banker, player, tie


class Times:
    """Seconds per call over repeated calls, by this thread's CPU time and by the wall clock."""

    def __init__(self, function: Callable[[], object], repeats: int) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []
        for _ in range(repeats):
            wall, cpu = time.perf_counter(), time.thread_time()
            function()
            cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
            self.cpu.append(cpu)
            self.wall.append(wall)

    @property
    def median(self) -> float:
        return statistics.median(self.cpu)

    def line(self, label: str) -> str:
        return (
            f"{label:<44} {self.median * 1e3:9.3f} ms median, {min(self.cpu) * 1e3:9.3f} best "
            f"(CPU time); wall clock {statistics.median(self.wall) * 1e3:.3f} median "
            f"({len(self.cpu)} calls)"
        )


def main(argv: list[str] | None = None) -> None:
    with Figures("odds", argv) as figures:
        bench(figures)
        bench_side_bets(figures)


def random_shoes(count: int, seed: int = 2026) -> list[Composition]:
    """8-deck shoes dealt to random depths (0 to 400 cards out), as a shoe is met in play."""
    rng = random.Random(seed)
    cards = [rank for rank in range(13) for _ in range(32)]
    shoes = []
    for _ in range(count):
        rng.shuffle(cards)
        ranks = [0] * 13
        for rank in cards[rng.randint(0, 400) :]:
            ranks[rank] += 1
        shoes.append(Composition(tuple(ranks)))
    return shoes


def per_shoe(shoes: list[Composition], compiled_kernel: bool) -> list[float]:
    """CPU seconds of :func:`side_bet_edges` on each shoe, one call each."""
    spent = []
    for shoe in shoes:
        cpu = time.thread_time()
        side_bet_edges(shoe, compiled_kernel=compiled_kernel)
        spent.append(time.thread_time() - cpu)
    return spent


def bench_side_bets(figures: Figures) -> None:
    """Every side bet of the table (P(win), P(push), house edge) from one composition."""
    shoes = random_shoes(1000)
    plain = per_shoe(shoes[:20], compiled_kernel=False)
    print(
        f"{'side bets, plain Python (20 random shoes)':<44} "
        f"{statistics.median(plain) * 1e3:9.3f} ms median"
    )
    start = time.perf_counter()
    side_bet_edges(shoes[0])  # compile, or load from numba's cache
    if figures.get("compiled_ms") is None:
        print("numba is not installed: no compiled side-bet figure")
        return
    print(f"side-bet kernel warm-up: {time.perf_counter() - start:.2f} s")
    fast = per_shoe(shoes, compiled_kernel=True)
    median = statistics.median(fast)
    figures["side_bets_ms"] = median * 1e3
    figures["side_bets_p90_ms"] = statistics.quantiles(fast, n=10)[-1] * 1e3
    figures["side_bets_target_met"] = median <= 1e-3
    print(
        f"{'compiled, every side bet of a random shoe':<44} {median * 1e3:9.3f} ms median, "
        f"{figures['side_bets_p90_ms']:.3f} ms 90th percentile (CPU time, {len(fast)} shoes)"
    )
    print(f"target <= 1 ms on one core: {'met' if median <= 1e-3 else 'NOT met'}")


def bench(figures: Figures) -> None:
    shoe = Composition.full(8)
    counts = list(shoe.values())

    start = time.perf_counter()
    have_numba = warm_up()
    figures["warm_up_s"] = time.perf_counter() - start
    print(f"warm-up (compile or load from numba's cache): {figures['warm_up_s']:.2f} s")

    baseline = Times(lambda: six_loop(counts), 5)
    figures["baseline_ms"] = baseline.median * 1e3
    print(baseline.line("baseline, plain-Python six-loop enumeration"))
    print(Times(lambda: odds(shoe, compiled_kernel=False), 7).line("engine kernel as plain Python"))
    print(Times(lambda: exact_odds(shoe), 3).line("exact fraction reference (plain Python)"))
    if not have_numba:
        print("numba is not installed: no compiled figure")
        return
    fast = Times(lambda: odds(shoe), 500)
    kernel = compiled()
    assert kernel is not None
    import numpy as np

    array = np.array(counts, dtype=np.int64)
    figures["compiled_ms"] = fast.median * 1e3
    figures["target_met"] = fast.median <= 1e-3
    print(fast.line("compiled, odds() of a full 8-deck shoe"))
    print(Times(lambda: kernel["odds"](array), 500).line("compiled kernel alone"))
    print(f"speed-up over the six-loop baseline (medians): {baseline.median / fast.median:.0f} x")
    print(f"target <= 1 ms on one core: {'met' if fast.median <= 1e-3 else 'NOT met'}")
