"""Importing the real shoes into a fresh library, beside a raw ``sqlite3`` ``executemany``
of the same rows into the same schema, and the library counts of ``tracker stats``; with
``--postgres URL`` the same into PostgreSQL beside a raw ``COPY`` of the same rows, and a
hand logged there.

Run with ``.venv/bin/python -m benchmarks import [--postgres URL]``. The URL names a server
(loopback) and a role that may create databases: the benchmark creates its own scratch
databases there and drops them again; the URL's own database is only connected to.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from benchmarks.figures import Figures

REAL_HANDS = (
    Path(__file__).resolve().parent.parent
    / "sample_shoes"
    / "evolution-live-2025-08"
    / "hands-5824-shoes.csv.gz"
)


def _raw_rows(
    records: Sequence[object],
) -> tuple[list[str], list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The shoe columns, shoe rows and hand rows an import stores, built ahead."""
    from tracker.history.checked import check_shoe
    from tracker.history.records import ShoeRecord
    from tracker.store import checks, convert

    created = convert.utc_now()
    shoe_rows = []
    hand_rows: list[tuple[object, ...]] = []
    shoe_columns: list[str] = []
    for shoe_id, record in enumerate(records, start=1):
        assert isinstance(record, ShoeRecord)
        values = [convert.hand_values(hand) for hand in record.hands]
        row = convert.shoe_row(record, content=f"{shoe_id:064d}", created=created)
        row.update(checks.check_columns(check_shoe(record)))
        row["id"] = shoe_id
        shoe_columns = list(row)
        shoe_rows.append(tuple(row.values()))
        hand_rows.extend(
            (shoe_id, position, *hand, convert.hand_extra(record.hands[position]))
            for position, hand in enumerate(values)
        )
    return shoe_columns, shoe_rows, hand_rows


def _raw_insert(path: Path, records: Sequence[object]) -> float:
    """The baseline: plain sqlite3 executemany of the same shoe and hand rows into an
    empty library of the same schema and settings (WAL, synchronous=FULL), in one
    transaction. The rows are built before the clock starts."""
    from tracker.store.bulk import HAND_COLUMNS

    shoe_columns, shoe_rows, hand_rows = _raw_rows(records)
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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks import")
    parser.add_argument(
        "--postgres",
        metavar="URL",
        help="also into PostgreSQL (postgresql+psycopg://user:password@127.0.0.1/db); the "
        "role must be allowed to create databases",
    )
    with Figures("import", argv, parser) as figures:
        bench(figures, figures.args.postgres)


def bench(figures: Figures, postgres: str | None) -> None:
    from tracker.services.importing import import_file
    from tracker.shoefile import read_shoes
    from tracker.stats import exact_probabilities, summarize
    from tracker.store import open_library

    exact_probabilities(8)  # computed once per run, outside the timing
    if not REAL_HANDS.exists():
        print(f"the real data is missing: {REAL_HANDS}")
        figures["missing"] = str(REAL_HANDS)
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

    figures["read_s"] = read_time
    figures["raw_insert_s"] = min(raw_times)
    figures["library_import_s"] = min(store_times)
    figures["ratio_to_raw"] = min(store_times) / min(raw_times)
    figures["file_import_s"] = min(file_times)
    figures["counts_ms"] = min(count_times) * 1000
    print(f"raw sqlite3 executemany of the same rows: {_best(raw_times)}")
    print(f"library import of the records:           {_best(store_times)}")
    print(f"  ratio to raw: {min(store_times) / min(raw_times):.2f}x (target <= 3x)")
    print(f"tracker import of the file (read + store): {_best(file_times)}")
    print(
        "library counts with chi-square and runs test (tracker stats): "
        f"{min(count_times) * 1000:.1f} ms best of {len(count_times)} (target <= 200 ms)"
    )
    if postgres:
        figures["postgres"] = _postgres(postgres, records, hands)


@contextmanager
def _scratch_database(url: str, name: str) -> Iterator[str]:
    """A database of the benchmark's own on the server at ``url``, dropped after."""
    import psycopg
    from sqlalchemy.engine import make_url

    base = make_url(url).set(drivername="postgresql+psycopg")
    admin = base.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _quoted(names: Sequence[str]) -> str:
    return ", ".join(f'"{name}"' for name in names)  # "natural" is a keyword


def _raw_copy(url: str, records: Sequence[object]) -> float:
    """The baseline on the server: psycopg's COPY of the same shoe and hand rows into an
    empty library of the same schema, in one transaction; rows built before the clock."""
    import psycopg
    from sqlalchemy.engine import make_url

    from tracker.store.bulk import HAND_COLUMNS

    shoe_columns, shoe_rows, hand_rows = _raw_rows(records)
    plain = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(plain) as conn:
        start = time.perf_counter()
        with conn.cursor() as cursor:
            with cursor.copy(f"COPY shoes ({_quoted(shoe_columns)}) FROM STDIN") as copy:
                for row in shoe_rows:
                    copy.write_row(row)
            with cursor.copy(f"COPY hands ({_quoted(HAND_COLUMNS)}) FROM STDIN") as copy:
                for hand_row in hand_rows:
                    copy.write_row(hand_row)
        conn.commit()
        return time.perf_counter() - start


def _postgres(url: str, records: Sequence[Any], hands: int) -> dict[str, float]:
    from tracker.engine.rules import Winner
    from tracker.history.records import HandRecord
    from tracker.store import open_library

    store_times: list[float] = []
    copy_times: list[float] = []
    logged: list[float] = []
    tag = os.getpid()
    for attempt in range(3):
        with _scratch_database(url, f"tracker_bench_{tag}_store{attempt}") as scratch:
            library = open_library(scratch)
            start = time.perf_counter()
            result = library.import_shoes(records)
            store_times.append(time.perf_counter() - start)
            assert result.shoes == len(records) and result.hands == hands
            # A hand logged at the table: one write transaction on a live shoe, as the app
            # makes it (lock the shoe, number the hand, insert it, tallies and hash).
            shoe = library.start_shoe(table="bench")
            for n in range(100):
                start = time.perf_counter()
                library.add_hand(
                    shoe.id, HandRecord(0, winner=(Winner.BANKER, Winner.PLAYER)[n % 2])
                )
                logged.append(time.perf_counter() - start)
            library.close()
        with _scratch_database(url, f"tracker_bench_{tag}_copy{attempt}") as scratch:
            open_library(scratch).close()  # the same schema, empty
            copy_times.append(_raw_copy(scratch, records))
    print(f"PostgreSQL: raw COPY of the same rows:   {_best(copy_times)}")
    print(f"PostgreSQL: library import of the records: {_best(store_times)}")
    print(f"  ratio to raw COPY: {min(store_times) / min(copy_times):.2f}x (target <= 3x)")
    ms = sorted(t * 1000 for t in logged)
    print(
        f"PostgreSQL: a hand logged: {statistics.median(ms):.2f} ms median of {len(ms)} "
        f"(90th percentile {ms[int(len(ms) * 0.9)]:.2f} ms; target <= 20 ms median)"
    )
    return {
        "raw_copy_s": min(copy_times),
        "library_import_s": min(store_times),
        "hand_logged_ms": statistics.median(ms),
    }


if __name__ == "__main__":
    main()
