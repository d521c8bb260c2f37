"""Simulated hands per second: the compiled kernel against a plain-Python dealing loop.

Target (issue 2): at least 20 million hands per second on one core.
"""

from __future__ import annotations

import random
import statistics
import time

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


def rate(run: object, repeats: int) -> tuple[float, int]:
    rates = []
    hands = 0
    for _ in range(repeats):
        start = time.perf_counter()
        hands = run()  # type: ignore[operator]
        rates.append(hands / (time.perf_counter() - start))
    return statistics.median(rates), hands


def main() -> None:
    start = time.perf_counter()
    have_numba = warm_up()
    print(f"warm-up (compile or load from numba's cache): {time.perf_counter() - start:.2f} s")

    baseline, hands = rate(lambda: plain_loop(500, 1), 3)
    print(
        f"baseline, plain-Python dealing loop:   {baseline / 1e6:8.3f} M hands/s "
        f"({hands} hands, median of 3)"
    )
    plain, hands = rate(lambda: simulate(50, seed=1, compiled_kernel=False).hands, 3)
    print(
        f"engine kernel run as plain Python:     {plain / 1e6:8.3f} M hands/s "
        f"({hands} hands, median of 3)"
    )
    if not have_numba:
        print("numba is not installed: no compiled figure")
        return
    fast, hands = rate(lambda: simulate(20_000, seed=1).hands, 11)
    print(
        f"compiled, simulate() into arrays:      {fast / 1e6:8.2f} M hands/s "
        f"({hands} hands, median of 11)"
    )
    print(f"speed-up over the plain loop:          {fast / baseline:8.0f} x")
    print(f"target >= 20 M hands/s: {'met' if fast >= 20e6 else 'NOT met'}")
