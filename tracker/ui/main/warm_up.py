"""Compiling the fast kernels off the GUI thread, so the first window never waits for it."""

from __future__ import annotations

import threading


def start_warm_up() -> threading.Thread:
    """Compile the odds and simulation kernels in a daemon thread (slow the first time,
    then loaded from numba's cache); until it finishes the plain-Python kernels answer."""
    from tracker.engine.odds import warm_up

    def run() -> None:
        try:
            warm_up()
        except Exception:
            # A failed compile only means the plain-Python kernels stay in use.
            return

    thread = threading.Thread(target=run, name="tracker-warm-up", daemon=True)
    thread.start()
    return thread
