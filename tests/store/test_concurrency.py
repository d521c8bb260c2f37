"""Several writers on one library at once, as processes: nothing lost, nothing stored twice,
and never half a file seen by a reader, on SQLite and on PostgreSQL alike."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tests.conftest import REPO
from tests.store.shoes import dealt_shoes
from tracker.shoefile import write_json
from tracker.store import Library, open_library
from tracker.store.models import shoes_table

HANDS = 60
SHOES_IN_FILE = 40


def writer(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.writer_child", *args],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> str:
    out, err = process.communicate(timeout=240)
    assert process.returncode == 0, err
    assert "Traceback" not in err
    return out


def seen_of(library: Library, source: str, seen: list[int], stop: threading.Event) -> None:
    """Count the shoes of ``source`` as a reader sees them, until ``stop``."""
    query = select(func.count()).select_from(shoes_table).where(shoes_table.c.source == source)
    while not stop.is_set():
        with library.engine.connect() as conn:
            seen.append(int(conn.scalar(query) or 0))


@pytest.mark.slow
def test_two_loggers_and_an_importer_at_once_lose_nothing(
    library: Library, library_url: str, tmp_path: Path
) -> None:
    shoes = [library.start_shoe(table=f"Table {n}") for n in (1, 2)]
    path = tmp_path / "shoes.json"
    write_json(dealt_shoes(SHOES_IN_FILE, 30), path)
    start = tmp_path / "go"
    processes = [writer("log", library_url, str(start), str(s.id), str(HANDS)) for s in shoes]
    processes.append(writer("import", library_url, str(start), str(path)))
    seen: list[int] = []
    stop = threading.Event()
    reader = threading.Thread(target=seen_of, args=(library, str(path), seen, stop))
    reader.start()
    start.touch()
    try:
        outputs = [finish(p) for p in processes]
    finally:
        stop.set()
        reader.join()
    assert outputs[2].split() == [str(SHOES_IN_FILE), "0"]
    for shoe in shoes:
        hands = library.hands(shoe.id)
        # Every hand, each in its own place, numbered in order, and the tallies agree.
        assert [h.position for h in hands] == list(range(HANDS))
        assert [h.record.number for h in hands] == list(range(1, HANDS + 1))
        assert library.shoe(shoe.id).tally.hands == HANDS
    assert library.shoe_count() == 2 + SHOES_IN_FILE
    # A reader saw the file not at all or whole, never half of it.
    assert set(seen) <= {0, SHOES_IN_FILE} and seen[-1] == SHOES_IN_FILE


@pytest.mark.slow
def test_one_file_imported_by_two_at_once_is_stored_once(library_url: str, tmp_path: Path) -> None:
    open_library(library_url).close()
    path = tmp_path / "shoes.json"
    write_json(dealt_shoes(SHOES_IN_FILE, 40), path)
    start = tmp_path / "go"
    processes = [writer("import", library_url, str(start), str(path)) for _ in range(2)]
    start.touch()
    results = sorted(tuple(int(n) for n in finish(p).split()) for p in processes)
    # One stored the file; the other found every shoe already there.
    assert results == [(0, SHOES_IN_FILE), (SHOES_IN_FILE, 0)]
    with open_library(library_url) as library:
        assert library.shoe_count() == SHOES_IN_FILE
        assert library.counts().tally.hands == SHOES_IN_FILE * 40


def test_two_windows_logging_to_one_shoe_take_turns(library: Library, library_url: str) -> None:
    # Two copies of the app on one shoe (a second screen at the table): every hand gets a
    # place of its own, none overwrites another.
    shoe = library.start_shoe()
    other = open_library(library_url)
    errors: list[BaseException] = []

    def log(lib: Library) -> None:
        from tracker.engine.rules import Winner
        from tracker.history.records import HandRecord

        try:
            for _ in range(30):
                lib.add_hand(shoe.id, HandRecord(0, winner=Winner.BANKER))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=log, args=(lib,)) for lib in (library, other)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    other.close()
    assert errors == []
    hands = library.hands(shoe.id)
    assert [h.position for h in hands] == list(range(60))
    assert [h.record.number for h in hands] == list(range(1, 61))
    assert library.shoe(shoe.id).tally.banker == 60
