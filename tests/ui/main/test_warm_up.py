"""Compiling the kernels off the GUI thread: the window never waits for it, and a failed
compile is no error (the plain-Python kernels stay in use)."""

from __future__ import annotations

import importlib
import threading

import pytest

from tracker.ui.main.warm_up import start_warm_up


def test_the_kernels_compile_in_a_thread_of_their_own_and_a_failure_is_quiet(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    threads: list[str] = []
    unhandled: list[object] = []

    def failing() -> bool:
        threads.append(threading.current_thread().name)
        raise RuntimeError("no compiler here")

    odds = importlib.import_module("tracker.engine.odds")  # the package names a function so
    monkeypatch.setattr(odds, "warm_up", failing)
    monkeypatch.setattr(threading, "excepthook", unhandled.append)
    thread = start_warm_up()
    assert thread.daemon
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert threads == ["tracker-warm-up"] and unhandled == []
