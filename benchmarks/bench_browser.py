"""The library browser, the shoe list and the replay on a library of 10,000 shoes (the
5,824 real ones, then as many again under another casino's name until there are 10,000):
a shoe chosen in the main window's list and drawn (goal ≤ 50 ms), a filter change in the
library browser over the 10,000 (goal ≤ 50 ms; the main window's list filter beside it),
and one step of the replay window over a card-level shoe, roads, cards, reasons and exact
odds drawn (goal ≤ 16 ms, one frame).

Run with ``.venv/bin/python -m benchmarks browser`` (``--json`` prints ``select_shoe_ms``,
``filter_10k_ms`` and ``replay_step_ms``).
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REAL_HANDS = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-5824-shoes.csv.gz"
CARD_SHOES = REPO / "sample_shoes" / "simulated-8-decks-seed-2026.csv"
SHOES = 10_000


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks browser")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv or [])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QItemSelectionModel, QSettings

    from tracker.engine.odds import warm_up
    from tracker.services.importing import import_file
    from tracker.services.replay import load_replay
    from tracker.shoefile import read_shoes
    from tracker.store import open_library
    from tracker.ui.app import make_application
    from tracker.ui.main.window import MainWindow
    from tracker.ui.replay.window import ReplayWindow
    from tracker.ui.shell.tasks import SyncRunner

    app = make_application()
    warm_up()  # the app compiles the odds kernels at start-up, off the GUI thread
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        url = f"sqlite:///{folder / 'library.sqlite'}"
        library = open_library(url)
        real = list(read_shoes(REAL_HANDS))
        library.import_shoes(real)
        more = SHOES - len(real)
        copies = (
            dataclasses.replace(shoe, casino=f"Copy {n // len(real) + 1}")
            for n, shoe in enumerate(itertools.islice(itertools.cycle(real), more))
        )
        library.import_shoes(copies)
        import_file(library, CARD_SHOES)
        shoes = library.shoe_count()
        if not args.json:
            print(f"library: {shoes} shoes")

        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
        window.resize(1520, 810)
        window.show()
        app.processEvents()

        view = window.shoe_view
        proxy = view.model()
        chosen: list[float] = []
        for row in range(1, 41, 2):
            index = proxy.index(row, 0)
            start = time.perf_counter()
            view.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            app.processEvents()  # the shoe loaded, its board, hands and statistics drawn
            chosen.append((time.perf_counter() - start) * 1000)

        keystrokes: list[float] = []
        for text in ("스", "C", "7", "x", "바"):
            window.filter.clear()
            app.processEvents()
            start = time.perf_counter()
            window.filter.insert(text)
            app.processEvents()
            keystrokes.append((time.perf_counter() - start) * 1000)
        window.filter.clear()
        app.processEvents()

        from tracker.ui.library.browser import LibraryBrowser

        browser = LibraryBrowser(library, show_report=lambda ids: None, replay=lambda i: None)
        browser.resize(1180, 680)
        browser.show()
        app.processEvents()
        browsed: list[float] = []
        for text in ("7", "Table", "스", "C", "x"):
            browser.table_name.clear()
            app.processEvents()
            start = time.perf_counter()
            browser.table_name.insert(text)  # one count and one page, sorted in the query
            app.processEvents()
            browsed.append((time.perf_counter() - start) * 1000)
        for index in (1, 2, 3, 0):
            start = time.perf_counter()
            browser.status.setCurrentIndex(index)
            app.processEvents()
            browsed.append((time.perf_counter() - start) * 1000)
        browser.close()

        card_shoe = next(s for s in library.shoes() if s.source and "simulated" in s.source)
        replay = ReplayWindow(load_replay(library, card_shoe.id), 0)
        replay.resize(1200, 720)
        replay.show()
        app.processEvents()
        steps: list[float] = []
        for _ in range(card_shoe.tally.hands - 1):
            start = time.perf_counter()
            replay.step(1)
            app.processEvents()
            steps.append((time.perf_counter() - start) * 1000)
        back: list[float] = []
        for _ in range(card_shoe.tally.hands - 1):
            start = time.perf_counter()
            replay.step(-1)
            app.processEvents()
            back.append((time.perf_counter() - start) * 1000)
        replay.close()
        window.close()
        app.processEvents()
        library.close()

    figures = {
        "select_shoe_ms": round(statistics.median(chosen), 2),
        "filter_10k_ms": round(statistics.median(browsed), 2),
        "replay_step_ms": round(statistics.median(steps), 2),
    }
    if args.json:
        print(json.dumps(figures))
        return
    print(
        f"choose a shoe in the list and draw it: {figures['select_shoe_ms']:.1f} ms median, "
        f"{max(chosen):.1f} ms worst of {len(chosen)} (goal <= 50 ms)"
    )
    print(
        f"a filter change in the library browser over {shoes} shoes: "
        f"{figures['filter_10k_ms']:.1f} ms median, {max(browsed):.1f} ms worst (goal <= 50 ms)"
    )
    print(
        f"(the main window's shoe list, a filter keystroke: "
        f"{statistics.median(keystrokes):.1f} ms median, {max(keystrokes):.1f} ms worst)"
    )
    print(
        f"one replay step forward ({card_shoe.tally.hands} hands, odds computed): "
        f"{figures['replay_step_ms']:.2f} ms median, {max(steps):.2f} ms worst; a step back "
        f"(kept): {statistics.median(back):.2f} ms median (goal <= 16 ms)"
    )
