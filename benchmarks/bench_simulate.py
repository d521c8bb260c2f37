"""Simulated hands per second: the compiled kernel against a plain-Python dealing loop.

Target (issue 2): at least 20 million hands per second on one core. Everything runs in this
one thread, so its CPU time is the time on one core; on a shared machine the wall clock also
counts the time other programs held the core, and is printed beside it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from benchmarks.figures import Figures
from tracker.engine.kernels import banker_draws_on
from tracker.engine.odds import warm_up
from tracker.engine.rules import RuleSet
from tracker.engine.simulate import simulate

VALUES = [min(i // 4 + 1, 10) % 10 for i in range(52)]


def plain_loop(shoes: int, seed: int) -> int:
    """The straightforward way: shuffle a list with a local ``random.Random``, burn, deal
    hands to the cut card with the tableau, count winners. Returns the hands dealt."""
    rng = random.Random(seed)
    rules = RuleSet()
    hands = 0
    wins = [0, 0, 0]
    for _ in range(shoes):
        deck = [i % 52 for i in range(rules.cards)]
        rng.shuffle(deck)
        k = 1 + (VALUES[deck[0]] or 10)
        cut = rules.cards - rules.cut_card
        left = -1
        while True:
            p1, b1, p2, b2 = deck[k : k + 4]
            k += 4
            pt = (VALUES[p1] + VALUES[p2]) % 10
            bt = (VALUES[b1] + VALUES[b2]) % 10
            if pt < 8 and bt < 8:
                if pt <= 5:
                    x = VALUES[deck[k]]
                    k += 1
                    pt = (pt + x) % 10
                    draw = banker_draws_on(bt, x)
                else:
                    draw = bt <= 5
                if draw:
                    bt = (bt + VALUES[deck[k]]) % 10
                    k += 1
            wins[0 if bt > pt else 1 if pt > bt else 2] += 1
            hands += 1
            if left < 0:
                if k > cut:
                    left = rules.hands_after_cut
                    if left == 0:
                        break
            else:
                left -= 1
                if left == 0:
                    break
    return hands


class Rates:
    """Hands per second over repeated runs, by this thread's CPU time and by the wall clock."""

    def __init__(self, run: Callable[[], int], repeats: int) -> None:
        self.cpu: list[float] = []
        self.wall: list[float] = []
        self.hands = 0
        for _ in range(repeats):
            wall, cpu = time.perf_counter(), time.thread_time()
            self.hands = run()
            cpu, wall = time.thread_time() - cpu, time.perf_counter() - wall
            self.cpu.append(self.hands / cpu)
            self.wall.append(self.hands / wall)

    @property
    def median(self) -> float:
        return statistics.median(self.cpu)

    def line(self, label: str, scale: float = 1e6) -> str:
        return (
            f"{label:<34} {statistics.median(self.cpu) / scale:7.3f} M hands/s median, "
            f"{max(self.cpu) / scale:7.3f} best (CPU time); wall clock "
            f"{statistics.median(self.wall) / scale:.3f} median "
            f"({self.hands:,} hands, {len(self.cpu)} runs)"
        )


def main(argv: list[str] | None = None) -> None:
    with Figures("simulate", argv) as figures:
        bench(figures)


def bench(figures: Figures) -> None:
    start = time.perf_counter()
    have_numba = warm_up()
    figures["warm_up_s"] = time.perf_counter() - start
    print(f"warm-up (compile or load from numba's cache): {figures['warm_up_s']:.2f} s")

    baseline = Rates(lambda: plain_loop(500, 1), 3)
    figures["baseline_hands_per_s"] = baseline.median
    print(baseline.line("baseline, plain-Python dealing loop"))
    plain = Rates(lambda: simulate(50, seed=1, compiled_kernel=False).hands, 3)
    print(plain.line("engine kernel run as plain Python"))
    if not have_numba:
        print("numba is not installed: no compiled figure")
        return
    fast = Rates(lambda: simulate(20_000, seed=1).hands, 11)
    figures["compiled_hands_per_s"] = fast.median
    figures["target_met"] = fast.median >= 20e6
    print(fast.line("compiled, simulate() into arrays"))
    print(f"speed-up over the plain loop (medians): {fast.median / baseline.median:.0f} x")
    print(f"target >= 20 M hands/s on one core: {'met' if fast.median >= 20e6 else 'NOT met'}")
