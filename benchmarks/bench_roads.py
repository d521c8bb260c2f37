"""The five scorecards of an 80-hand shoe: computing them (target 2 ms) and painting them
(target 5 ms), each beside a plain baseline timed in turns with it in the same run.

Run with ``.venv/bin/python -m benchmarks roads``.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable
from itertools import groupby

from benchmarks.figures import Figures
from tracker.roads import RoadKind

HANDS = 80


def _shoe(seed: int) -> str:
    """A shoe of HANDS outcomes drawn with the exact 8-deck probabilities."""
    rng = random.Random(seed)
    return "".join(
        rng.choices("BPT", weights=(0.4585974226, 0.4462466093, 0.0951559680))[0]
        for _ in range(HANDS)
    )


class Race:
    """Functions timed in turns, one call each per round, so that a busy machine slows them
    alike: the median and best wall-clock time of each (milliseconds, divided by ``per``)
    and, per round, its ratio to the baseline's time in that same round."""

    def __init__(
        self, fns: dict[str, tuple[Callable[[], object], int]], baseline: str, rounds: int
    ) -> None:
        for fn, _ in fns.values():
            fn()  # warm-up: imports, caches, font loading
        times: dict[str, list[float]] = {name: [] for name in fns}
        for _ in range(rounds):
            for name, (fn, per) in fns.items():
                start = time.perf_counter()
                fn()
                times[name].append((time.perf_counter() - start) * 1000 / per)
        self.times = times
        self.baseline = baseline

    def line(self, name: str) -> str:
        t = self.times[name]
        text = f"{statistics.median(t):7.3f} ms (best {min(t):6.3f})"
        if name != self.baseline:
            ratios = [a / b for a, b in zip(t, self.times[self.baseline], strict=True)]
            text += (
                f"  {statistics.median(ratios):5.2f}x the baseline "
                f"({min(ratios):.2f}-{max(ratios):.2f})"
            )
        return text


# -- the baselines -------------------------------------------------------------------------


def naive_roads(text: str) -> dict[str, list[tuple[int, int, str]]]:
    """A plain implementation as one might first write it: a 2-D list per grid, grown as
    needed, and the logical columns found again (with groupby) for every derived mark."""

    def place(streaks: list[list[str]], cells: list[tuple[int, int, str]]) -> None:
        grid: list[list[str]] = []  # grid[col][row]

        def free(row: int, col: int) -> bool:
            while len(grid) <= col:
                grid.append(["."] * 6)
            return grid[col][row] == "."

        start = -1
        for streak in streaks:
            start += 1
            while not free(0, start):
                start += 1
            row, col = 0, start
            for i, key in enumerate(streak):
                if i:
                    if row < 5 and free(row + 1, col):
                        row += 1
                    else:
                        col += 1
                        while not free(row, col):
                            col += 1
                free(row, col)
                grid[col][row] = key
                cells.append((row, col, key))

    decisions = [ch for ch in text if ch != "T"]
    big: list[tuple[int, int, str]] = []
    place([list(run) for _, run in groupby(decisions)], big)
    out = {"big_road": big}
    for k, name in ((1, "big_eye_boy"), (2, "small_road"), (3, "cockroach_pig")):
        marks = []
        for i in range(len(decisions)):
            columns = [len(list(run)) for _, run in groupby(decisions[: i + 1])]
            n, m = len(columns) - 1, columns[-1]
            if m >= 2 and n - k >= 0:
                marks.append("b" if m == columns[n - k] + 1 else "R")
            elif m == 1 and n - 1 - k >= 0:
                marks.append("R" if columns[n - 1] == columns[n - 1 - k] else "b")
        cells: list[tuple[int, int, str]] = []
        place([list(run) for _, run in groupby(marks)], cells)
        out[name] = cells
    out["bead_plate"] = [(i % 6, i // 6, ch) for i, ch in enumerate(text)]
    return out


def main(argv: list[str] | None = None) -> None:
    with Figures("roads", argv) as figures:
        bench(figures)


def bench(figures: Figures) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from tracker.roads import Scorecard, compute_roads, parse_outcomes
    from tracker.ui.scorecard import (
        RoadPalette,
        board_image,
        board_layout,
        clear_pictures,
        paint_board,
    )

    app = QApplication.instance() or QApplication([])
    shoes = [_shoe(seed) for seed in range(20)]
    results = [parse_outcomes(s) for s in shoes]

    # Computing: every road of a whole shoe, then the live view's cost of one more hand.
    for s, r in zip(shoes, results, strict=True):  # the baseline is a fair one: same marks
        got = compute_roads(r)
        want = naive_roads(s)
        assert [m.colour.letter for m in got.cockroach_pig] == [c[2] for c in want["cockroach_pig"]]
        assert [(c.row, c.col) for c in got.big_road] == [(c[0], c[1]) for c in want["big_road"]]

    def live_incremental() -> None:
        for r in results:
            card = Scorecard()
            for result in r:
                card.add(result)

    def live_recompute() -> None:
        for r in results:
            for i in range(len(r)):
                compute_roads(r[: i + 1])

    n = len(results)
    compute = Race(
        {
            "ours": (lambda: [compute_roads(r) for r in results], n),
            "baseline": (lambda: [naive_roads(s) for s in shoes], n),
        },
        "baseline",
        25,
    )
    live = Race(
        {"incremental": (live_incremental, n), "recompute": (live_recompute, n)},
        "recompute",
        8,
    )
    inc = statistics.median(live.times["incremental"])
    figures["compute_ms"] = statistics.median(compute.times["ours"])
    figures["compute_target_met"] = figures["compute_ms"] <= 2
    rec = statistics.median(live.times["recompute"])
    figures["hand_us"] = {"incremental": inc / HANDS * 1000, "recomputed": rec / HANDS * 1000}
    print(f"compute all five roads of an {HANDS}-hand shoe (a shoe, over 20 shoes):")
    print(f"  tracker.roads.compute_roads    {compute.line('ours')}   target 2 ms")
    print(f"  plain baseline (2-D lists)     {compute.line('baseline')}")
    print(f"live view: {HANDS} hands added one at a time (a whole shoe):")
    print(f"  Scorecard.add, incremental     {live.line('incremental')}")
    print(f"  recompute from scratch         {live.line('recompute')}")
    print(
        f"  a hand: {inc / HANDS * 1000:.1f} µs incremental, {rec / HANDS * 1000:.1f} µs recomputed"
    )

    # Painting: the whole board of one shoe into an offscreen image.
    roads = compute_roads(results[0])
    palette = RoadPalette.standard()
    cell = 24.0
    layout = board_layout(roads, cell)

    def paint(dpr: float) -> Callable[[], None]:
        image = board_image(layout, dpr)

        def run() -> None:
            painter = QPainter(image)
            paint_board(painter, roads, palette, layout)
            painter.end()

        return run

    glyphs = {"B": "●", "P": "●", "T": "●", "R": "○", "b": "○"}
    naive_cells = naive_roads(shoes[0])

    def paint_naive() -> None:
        # The baseline: every mark a text glyph, a font and a pen set for each cell.
        image = QImage(
            int(layout.size.width()) + 1,
            int(layout.size.height()) + 1,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for name, cells in naive_cells.items():
            size = cell if name in ("bead_plate", "big_road") else cell / 2
            origin = layout.rect(_kind(name)).topLeft()
            for row, col, key in cells:
                font = QFont()
                font.setPixelSize(int(size))
                painter.setFont(font)
                painter.setPen(QColor("red" if key in "BR" else "blue"))
                r = QRectF(origin.x() + col * size, origin.y() + row * size, size, size)
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter, glyphs[key])
        painter.end()

    def cold(dpr: float) -> Callable[[], None]:
        run = paint(dpr)

        def run_cold() -> None:
            clear_pictures()
            run()

        return run_cold

    painting = Race(
        {"dpr1": (paint(1.0), 1), "dpr2": (paint(2.0), 1), "baseline": (paint_naive, 1)},
        "baseline",
        60,
    )
    # A race of its own: clearing the picture cache would make the warm runs above cold too.
    first = Race(
        {"cold1": (cold(1.0), 1), "cold2": (cold(2.0), 1), "baseline": (paint_naive, 1)},
        "baseline",
        30,
    )
    figures["paint_ms"] = {k: statistics.median(painting.times[k]) for k in ("dpr1", "dpr2")}
    figures["first_paint_ms"] = {k: statistics.median(first.times[k]) for k in ("cold1", "cold2")}
    figures["paint_target_met"] = figures["paint_ms"]["dpr1"] <= 5
    w, h = layout.size.width(), layout.size.height()
    print(f"paint the whole board of one {HANDS}-hand shoe ({w:.0f}×{h:.0f} at cell {cell:.0f}):")
    print(f"  paint_board, pixel ratio 1     {painting.line('dpr1')}   target 5 ms")
    print(f"  paint_board, pixel ratio 2     {painting.line('dpr2')}")
    print(f"  plain baseline (text glyphs)   {painting.line('baseline')}")
    print("  the same, first paint at this size (mark and grid pictures not yet cached):")
    print(f"  paint_board, pixel ratio 1     {first.line('cold1')}")
    print(f"  paint_board, pixel ratio 2     {first.line('cold2')}")
    print(f"  plain baseline (text glyphs)   {first.line('baseline')}")
    del app


def _kind(name: str) -> RoadKind:
    return RoadKind(name)


if __name__ == "__main__":
    main()
