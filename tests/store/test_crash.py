"""Killing the app at random moments (SIGKILL) never loses a committed hand, never leaves
half a file imported and never corrupts the library."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.store.crash_child import BATCH_HANDS, BATCH_SHOES

KILLS = 8  # per mode


class Zygote:
    """The ``crash_child`` fork server, started once per test."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.store.crash_child"],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, request: str) -> int:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(request + "\n")
        self.process.stdin.flush()
        return int(self.process.stdout.readline())

    def close(self) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()


@pytest.fixture
def zygote() -> Iterator[Zygote]:
    server = Zygote()
    yield server
    server.close()


def run_and_kill(zygote: Zygote, mode: str, db: Path, seed: int, rng: random.Random) -> list[str]:
    """Start a worker, let it commit one to three changes and work on for a random moment,
    SIGKILL it; its committed lines."""
    log = db.with_name(f"{mode}-{seed}.log")
    pid = zygote.ask(f"work {mode} {db} {seed} {log}")
    commits = rng.randint(1, 3)
    deadline = time.monotonic() + 60
    while not (log.exists() and log.read_text().count("\n") > commits):  # "ready", commits
        assert time.monotonic() < deadline, f"the worker committed fewer than {commits} changes"
        time.sleep(0.005)  # polling the child's log file
    time.sleep(rng.uniform(0, 0.1))  # the kill lands anywhere in the work that follows
    os.kill(pid, signal.SIGKILL)
    assert zygote.ask(f"wait {pid}") == signal.SIGKILL, "the worker ended before the kill"
    text = log.read_text()
    # A line cut short by the kill was never complete: it does not count.
    return text.splitlines()[: text.count("\n")]


def check_intact(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    return conn


@pytest.mark.slow
def test_killed_imports_store_whole_files_or_nothing(tmp_path: Path, zygote: Zygote) -> None:
    db = tmp_path / "library.sqlite"
    rng = random.Random(5)
    committed: list[str] = []
    for kill in range(KILLS):
        lines = run_and_kill(zygote, "import", db, kill * 100_000, rng)
        committed += [line.split()[1] for line in lines if line.startswith("imported ")]
        conn = check_intact(db)
        per_source = dict(
            conn.execute(
                "SELECT s.source, count(DISTINCT s.id) * 1000000 + count(h.id) "
                "FROM shoes s JOIN hands h ON h.shoe_id = s.id GROUP BY s.source"
            ).fetchall()
        )
        conn.close()
        # Every file the child saw committed is there, and every file there is whole.
        assert set(committed) <= set(per_source)
        assert set(per_source.values()) <= {BATCH_SHOES * 1000000 + BATCH_SHOES * BATCH_HANDS}
    assert committed, "the child never got an import committed before it was killed"


@pytest.mark.slow
def test_killed_live_logging_keeps_every_committed_hand(tmp_path: Path, zygote: Zygote) -> None:
    db = tmp_path / "library.sqlite"
    rng = random.Random(7)
    committed: list[int] = []
    for kill in range(KILLS):
        lines = run_and_kill(zygote, "log", db, kill, rng)
        committed += [int(line.split()[1]) for line in lines if line.startswith("hand ")]
        conn = check_intact(db)
        stored = {row[0] for row in conn.execute("SELECT id FROM hands")}
        assert set(committed) <= stored
        # Each shoe's hands are numbered without gaps, and its tallies match them.
        for shoe_id, n_hands, n_banker in conn.execute(
            "SELECT id, n_hands, n_banker FROM shoes"
        ).fetchall():
            positions = [
                row[0]
                for row in conn.execute(
                    "SELECT position FROM hands WHERE shoe_id = ? ORDER BY position", (shoe_id,)
                )
            ]
            assert positions == list(range(n_hands))
            banker = conn.execute(
                "SELECT count(*) FROM hands WHERE shoe_id = ? AND winner = 'B'", (shoe_id,)
            ).fetchone()[0]
            assert banker == n_banker
        conn.close()
    assert len(committed) > KILLS, "the children logged too little before being killed"
