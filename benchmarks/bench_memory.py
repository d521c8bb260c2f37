"""Peak memory of the huge cases, each ``tracker`` command run in a child process of its own
(its peak resident set from the kernel, ``wait4``): a 5 MB and a 50 MB bead line, a shoe of
a million rows (validated, and stored in chunks), a 50 MB header line, a gzip bomb, and
``simulate --shoes 1000000``.

Target (issue 9): memory bounded by design; every case well under a gigabyte, and the shoe
of a million rows well under 200 MB (it is stored, not refused: the library's shoes and
hands after it are printed beside it).
``--json`` prints one document (``cases``: name → ``peak_mb``, ``seconds``, ``exit``, and
for an import ``stored``: shoes and hands in the library after it);
``--quick`` leaves out ``simulate --shoes 1000000`` (minutes of CPU for a 3 GB file).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

MB = 1 << 20
TARGET_MB = 1024


def _bead_line(size: int) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        path = folder / f"bead-{size // MB}mb.txt"
        with path.open("wb") as out:
            out.write(b"Table 1: ")
            for _ in range(size // MB):
                out.write(b"BPT" * (MB // 3) + b"B")
            out.write(b"\n")
        return path

    return make


def _million_rows(folder: Path) -> Path:
    path = folder / "one-shoe-1m-rows.csv"
    with path.open("w", encoding="utf-8") as out:
        out.write("shoe,hand,winner\n")
        for start in range(0, 1_000_000, 10_000):
            out.write("".join(f"1,{n},B\n" for n in range(start + 1, start + 10_001)))
    return path


def _header_line(folder: Path) -> Path:
    path = folder / "header-50mb.csv"
    with path.open("wb") as out:
        out.write(b"shoe,hand,winner")
        for _ in range(50):
            out.write(b",x" * (MB // 2))
        out.write(b"\n1,1,B\n")
    return path


def _gzip_bomb(folder: Path) -> Path:
    """1 GiB of comment lines (which every reader skips at once) compressed to about 1 MB."""
    path = folder / "bomb.txt.gz"
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: the gzip container
    chunk = (b"#" * 1023 + b"\n") * 1024
    with path.open("wb") as out:
        out.write(compressor.compress(b"A: BPB\n"))
        for _ in range(1024):
            out.write(compressor.compress(chunk))
        out.write(compressor.flush())
    return path


def _measure(argv: list[str]) -> tuple[float, float, int]:
    """(peak resident MB, wall seconds, exit status) of ``tracker ARGV`` in a child."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "tracker", *argv],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024, time.perf_counter() - start, child.returncode


def _stored(db: str) -> tuple[int, int]:
    """Shoes and hands in the library ``db`` (none before it exists)."""
    if not os.path.exists(db):
        return 0, 0
    with closing(sqlite3.connect(db)) as conn:
        shoes, hands = conn.execute(
            "SELECT count(*), coalesce(sum(n_hands), 0) FROM shoes"
        ).fetchone()
    return int(shoes), int(hands)


def main(argv: list[str] | None = None) -> None:
    options = argv or []
    quick = "--quick" in options
    cases: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        db = str(folder / "lib.sqlite")
        plan: list[tuple[str, Callable[[Path], Path] | None, list[str]]] = [
            ("bead line 5 MB (validate)", _bead_line(5 * MB), ["validate"]),
            ("bead line 50 MB (validate)", _bead_line(50 * MB), ["validate"]),
            ("bead line 50 MB (import)", _bead_line(50 * MB), ["import", "--db", db]),
            ("shoe of 1,000,000 rows (validate)", _million_rows, ["validate"]),
            ("shoe of 1,000,000 rows (import)", _million_rows, ["import", "--db", db]),
            ("header line 50 MB (validate)", _header_line, ["validate"]),
            ("gzip bomb 1 GiB (validate)", _gzip_bomb, ["validate"]),
        ]
        if not quick:
            plan.append(
                (
                    "simulate --shoes 1000000",
                    None,
                    ["simulate", "--shoes", "1000000", "--seed", "1", "--out", os.devnull],
                )
            )
        made: dict[str, Path] = {}
        for label, make, command in plan:
            argv_run = list(command)
            if make is not None:
                key = getattr(make, "__name__", label) + label.split("(")[0]
                path = made.get(key) or make(folder)
                made[key] = path
                argv_run.insert(1, str(path))
            before = _stored(db)
            peak, seconds, code = _measure(argv_run)
            case: dict[str, Any] = {
                "peak_mb": round(peak, 1),
                "seconds": round(seconds, 2),
                "exit": code,
            }
            stored = ""
            if "import" in command:
                shoes, hands = (a - b for a, b in zip(_stored(db), before, strict=True))
                case["stored"] = {"shoes": shoes, "hands": hands}
                stored = f"  stored {shoes:,} shoes, {hands:,} hands"
            cases[label] = case
            if "--json" not in options:
                verdict = "ok" if peak < TARGET_MB else "OVER"
                print(
                    f"{label:<36} peak {peak:8.1f} MB  {seconds:7.2f} s  exit {code}  "
                    f"[{verdict}: target < {TARGET_MB} MB]{stored}"
                )
    if "--json" in options:
        print(json.dumps({"target_mb": TARGET_MB, "cases": cases}, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
