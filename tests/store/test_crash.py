"""Killing the app at random moments (SIGKILL) never loses a committed hand, never leaves
half a file imported or half a practice round stored, and never corrupts the library."""

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
from sqlalchemy import create_engine, text

from tests.conftest import REPO
from tests.store.crash_child import BATCH_HANDS, BATCH_SHOES

KILLS = 8  # per mode
PRACTICE_KILLS = 15


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


def run_and_kill(
    zygote: Zygote,
    mode: str,
    db: Path | str,
    seed: int,
    rng: random.Random,
    logs: Path | None = None,
) -> list[str]:
    """Start a worker on the library ``db`` (a file or a URL), let it commit one to three
    changes and work on for a random moment, SIGKILL it; its committed lines (its log goes
    into ``logs``, else beside the file)."""
    log = (logs or Path(db).parent) / f"{mode}-{seed}.log"
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


# A round's hand whose bets were not stored with it, a session whose rounds or bankroll
# disagree with its bets: each a sign of a round stored in more than one transaction.
_HANDS_WITHOUT_BETS = """
    SELECT h.id FROM hands h JOIN shoes s ON s.id = h.shoe_id
    WHERE s.kind = 'practice'
      AND NOT EXISTS (SELECT 1 FROM practice_bets b WHERE b.hand_id = h.id)"""
_SESSIONS = """
    SELECT p.id, p.rounds, p.bankroll_cents - p.bankroll_start_cents,
           (SELECT count(DISTINCT b.hand_id) FROM practice_bets b WHERE b.session_id = p.id),
           (SELECT coalesce(sum(b.result_cents), 0) FROM practice_bets b
            WHERE b.session_id = p.id),
           (SELECT count(*) FROM hands h WHERE h.shoe_id = p.shoe_id),
           (SELECT n_hands FROM shoes s WHERE s.id = p.shoe_id)
    FROM practice_sessions p"""


@pytest.mark.slow
@pytest.mark.parametrize("where", ["sqlite", "postgresql"])
def test_killed_practice_rounds_store_whole_rounds(
    tmp_path: Path, zygote: Zygote, request: pytest.FixtureRequest, where: str
) -> None:
    db = (
        str(tmp_path / "library.sqlite")
        if where == "sqlite"
        else str(request.getfixturevalue("postgres_url"))
    )
    rng = random.Random(11)
    committed: list[int] = []
    for kill in range(PRACTICE_KILLS):
        lines = run_and_kill(zygote, "practice", db, kill, rng, tmp_path)
        committed += [int(line.split()[1]) for line in lines if line.startswith("round ")]
        if where == "sqlite":
            check_intact(Path(db)).close()
        engine = create_engine(db if "://" in db else f"sqlite:///{db}")
        with engine.connect() as conn:
            stored = {row[0] for row in conn.execute(text("SELECT id FROM hands"))}
            assert set(committed) <= stored
            assert conn.execute(text(_HANDS_WITHOUT_BETS)).all() == []
            sessions = conn.execute(text(_SESSIONS)).all()
        engine.dispose()
        assert len(sessions) == kill + 1  # one seat, one table a worker
        for session, rounds, moved, bet_rounds, net, hands, tallied in sessions:
            # The seat bet every round on the one shoe of its online table.
            assert rounds == bet_rounds == hands == tallied, f"session {session}"
            assert moved == net, f"session {session}"
    assert len(committed) > PRACTICE_KILLS, "the children played too little before being killed"
