"""Importing the real shoes into a fresh library, beside a raw ``sqlite3`` ``executemany``
of the same rows into the same schema, and the library counts of ``tracker stats``.

Run with ``.venv/bin/python -m benchmarks import``.
"""

from __future__ import annotations

import sqlite3
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

REAL_HANDS = (
    Path(__file__).resolve().parent.parent.parent
    / "shared"
    / "data"
    / "evolution-live-2025-08"
    / "hands.csv.gz"
)


def _raw_insert(path: Path, records: Sequence[object]) -> float:
    """The baseline: plain sqlite3 executemany of the same shoe and hand rows into an
    empty library of the same schema and settings (WAL, synchronous=FULL), in one
    transaction. The rows are built before the clock starts."""
    from tracker.history.records import ShoeRecord
    from tracker.store import convert
    from tracker.store.bulk import HAND_COLUMNS

    created = convert.utc_now()
    shoe_rows = []
    hand_rows: list[tuple[object, ...]] = []
    shoe_columns: list[str] = []
    for shoe_id, record in enumerate(records, start=1):
        assert isinstance(record, ShoeRecord)
        values = [convert.hand_values(hand) for hand in record.hands]
        row = convert.shoe_row(record, content=f"{shoe_id:064d}", created=created)
        row.update(convert.tally(values))
        row["id"] = shoe_id
        shoe_columns = list(row)
        shoe_rows.append(tuple(row.values()))
        hand_rows.extend(
            (shoe_id, position, *hand, convert.hand_extra(record.hands[position]))
            for position, hand in enumerate(values)
        )
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = FULL")
        start = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        connection.executemany(
            f"INSERT INTO shoes ({', '.join(shoe_columns)}) "
            f"VALUES ({', '.join('?' * len(shoe_columns))})",
            shoe_rows,
        )
        connection.executemany(
            f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) "
            f"VALUES ({', '.join('?' * len(HAND_COLUMNS))})",
            hand_rows,
        )
        connection.execute("COMMIT")
        return time.perf_counter() - start
    finally:
        connection.close()


def _best(times: list[float]) -> str:
    return f"{min(times):.2f} s (best of {len(times)}: {', '.join(f'{t:.2f}' for t in times)})"


def main() -> None:
    from tracker.services.importing import import_file
    from tracker.shoefile import read_shoes
    from tracker.stats import exact_probabilities, summarize
    from tracker.store import open_library

    exact_probabilities(8)  # computed once per run, outside the timing
    if not REAL_HANDS.exists():
        print(f"the real data is missing: {REAL_HANDS}")
        return
    start = time.perf_counter()
    records = list(read_shoes(REAL_HANDS))
    read_time = time.perf_counter() - start
    hands = sum(len(shoe.hands) for shoe in records)
    print(f"data: {len(records)} shoes, {hands} hands ({REAL_HANDS.name})")
    print(f"reading the file into shoe records: {read_time:.2f} s")

    store_times: list[float] = []
    raw_times: list[float] = []
    file_times: list[float] = []
    count_times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for attempt in range(3):
            # Stored records: the library's part of an import (hashing, duplicate check,
            # tallies, inserts, commit).
            library = open_library(str(Path(folder) / f"store{attempt}.sqlite"))
            start = time.perf_counter()
            result = library.import_shoes(records)
            store_times.append(time.perf_counter() - start)
            assert result.shoes == len(records) and result.hands == hands
            for _ in range(3):
                start = time.perf_counter()
                counts = library.counts()
                summarize(counts.tallies)
                count_times.append(time.perf_counter() - start)
                assert counts.hands == hands
            library.close()

            raw_path = Path(folder) / f"raw{attempt}.sqlite"
            open_library(str(raw_path)).close()  # the same schema, empty
            raw_times.append(_raw_insert(raw_path, records))

            # The whole `tracker import` path: reading the file as it is stored.
            library = open_library(str(Path(folder) / f"file{attempt}.sqlite"))
            start = time.perf_counter()
            import_file(library, REAL_HANDS)
            file_times.append(time.perf_counter() - start)
            library.close()

    print(f"raw sqlite3 executemany of the same rows: {_best(raw_times)}")
    print(f"library import of the records:           {_best(store_times)}")
    print(f"  ratio to raw: {min(store_times) / min(raw_times):.2f}x (target <= 3x)")
    print(f"tracker import of the file (read + store): {_best(file_times)}")
    print(
        "library counts with chi-square and runs test (tracker stats): "
        f"{min(count_times) * 1000:.1f} ms best of {len(count_times)} (target <= 200 ms)"
    )


if __name__ == "__main__":
    main()
