"""Statistics of all 397,048 real hands (target ≤ 1 s): the whole statistics document of
``tracker stats`` from the read shoes, beside the plain way of counting the same streaks
and runs hand by hand in the same run. CPU time of this thread; the wall clock beside it.
"""

from __future__ import annotations

import statistics as stat
import time
from collections import Counter

from benchmarks.figures import Figures
from tests.conftest import REAL_HANDS
from tracker.shoefile import read_shoes
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.report import statistics


def plain(letters: list[str]) -> tuple[int, int, Counter[tuple[str, int]]]:
    """Counts, runs and streaks hand by hand with a loop per hand (the baseline)."""
    counts: Counter[str] = Counter()
    streaks: Counter[tuple[str, int]] = Counter()
    runs = 0
    for shoe in letters:
        last, length = "", 0
        for letter in shoe:
            counts[letter] += 1
            if letter not in "BP":
                continue
            if letter == last:
                length += 1
            else:
                if last:
                    streaks[(last, length)] += 1
                runs += 1
                last, length = letter, 1
        if last:
            streaks[(last, length)] += 1
    return counts["B"], runs, streaks


def timed(run: object, repeats: int) -> tuple[list[float], list[float]]:
    cpu, wall = [], []
    for _ in range(repeats):
        w, c = time.perf_counter(), time.thread_time()
        run()  # type: ignore[operator]
        cpu.append(time.thread_time() - c)
        wall.append(time.perf_counter() - w)
    return cpu, wall


def main(argv: list[str] | None = None) -> None:
    with Figures("stats", argv) as figures:
        bench(figures)


def bench(figures: Figures) -> None:
    if not REAL_HANDS.exists():
        print(f"{REAL_HANDS} is missing: nothing to measure")
        figures["missing"] = str(REAL_HANDS)
        return
    shoes = list(read_shoes(REAL_HANDS))
    hands = sum(len(s.hands) for s in shoes)
    print(f"{len(shoes):,} shoes, {hands:,} hands read")
    statistics([ShoeOutcomes.of(s) for s in shoes[:5]])  # exact odds cached, not timed

    def full() -> None:
        statistics([ShoeOutcomes.of(s) for s in shoes])

    outcomes = [ShoeOutcomes.of(s) for s in shoes]
    letters = [o.letters for o in outcomes]
    for label, run in (
        ("baseline: plain counts, runs, streaks", lambda: plain(letters)),
        ("statistics() of the read outcomes", lambda: statistics(outcomes)),
        ("whole document from the records", full),
    ):
        cpu, wall = timed(run, 5)
        figures[label] = {"cpu_ms": stat.median(cpu) * 1000, "wall_ms": stat.median(wall) * 1000}
        print(
            f"{label:<40} {stat.median(cpu) * 1000:7.1f} ms median CPU "
            f"({min(cpu) * 1000:.1f} best); wall {stat.median(wall) * 1000:.1f} ms"
        )
        last = stat.median(cpu)
    figures["target_met"] = last <= 1.0
    print(f"target <= 1 s for the whole document: {'met' if last <= 1.0 else 'NOT met'}")
