"""``tracker import``, ``tracker export`` and ``tracker stats``: the library from the shell.

Each file of an import is stored in its own transaction, all or nothing: a file that
cannot be read is reported (with its line and reason) and stores nothing, the others are
still imported, and the exit status is 2. Shoes already in the library are counted as
duplicates and not stored again.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from tracker.cli.common import (
    add_db_option,
    add_json_flag,
    emit_error,
    emit_json,
    open_library_to_store,
)
from tracker.errors import printable_name

if TYPE_CHECKING:
    from tracker.stats import Summary
    from tracker.store import Library

FORMATS = ("csv", "json")

IMPORT_WAIT = 3600.0
"""Seconds an import from the command line waits for another writer's lock: it waits its
turn (saying so) rather than fail while another import is writing."""


class _WriteLockNotice:
    """Says on stderr that an import waits, when another program holds the write lock of
    the library file as a file's import is about to start (SQLite; a server's locks are
    per row and need no notice)."""

    def __init__(self, library: Library, *, quiet: bool) -> None:
        from tracker.store.dialect import dialect_for

        self.path = None if quiet else dialect_for(library.url).file(library.url)

    def check(self, name: str) -> None:
        import sqlite3

        if self.path is None:
            return
        try:
            probe = sqlite3.connect(self.path, timeout=0, isolation_level=None)
        except sqlite3.Error:
            return
        try:
            probe.execute("BEGIN IMMEDIATE")
            probe.execute("ROLLBACK")
        except sqlite3.OperationalError:
            emit_error(
                f"{name}: waiting for the library {self.path}: another program is writing "
                "to it (another import?); this import goes on when it is done (Ctrl+C stops)"
            )
        finally:
            probe.close()


def register(subparsers: Any) -> None:
    imp = subparsers.add_parser(
        "import",
        help="store shoe files in the library (each file all or nothing)",
        description="Store the shoes of each FILE in the library. Each file is stored in "
        "one transaction: a file with a row that cannot be read stores nothing and the "
        "others are still imported. Shoes already in the library are counted as "
        "duplicates and not stored twice.",
    )
    imp.add_argument("files", nargs="+", metavar="FILE", help="shoe files (SPEC §3 formats)")
    imp.add_argument(
        "--format",
        dest="fmt",
        choices=("csv", "bead", "json"),
        default=None,
        help="the files' format (default: detected from each file)",
    )
    add_db_option(imp)
    add_json_flag(imp)
    imp.set_defaults(run=run_import)

    exp = subparsers.add_parser(
        "export",
        help="write the whole library to a shoe file",
        description="Write every shoe of the library to FILE: json is the app's full-"
        "fidelity format (import gives back the same library), csv one row per hand.",
    )
    exp.add_argument("--format", dest="fmt", choices=FORMATS, required=True)
    exp.add_argument("--out", required=True, metavar="FILE", help="the file to write")
    add_db_option(exp)
    add_json_flag(exp)
    exp.set_defaults(run=run_export)

    st = subparsers.add_parser(
        "stats",
        help="counts and randomness tests of shoe files or of the library",
        description="Banker/Player/Tie and pair counts, the chi-square test against the "
        "exact probabilities and the runs test (SPEC §7), of the FILEs or, with none, of "
        "the whole library. Past outcomes cannot predict future hands.",
    )
    st.add_argument("files", nargs="*", metavar="FILE", help="shoe files (default: the library)")
    st.add_argument("--format", dest="fmt", choices=("csv", "bead", "json"), default=None)
    add_db_option(st)
    add_json_flag(st)
    st.set_defaults(run=run_stats)


class _ProgressLine:
    """The import's progress as one line redrawn on a terminal (nothing elsewhere), and
    the file being read, for a message when the import is interrupted."""

    def __init__(self, paths: list[str], show: bool) -> None:
        self.paths = paths
        self.show = show
        self.current: int | None = None
        self.last = -1

    def __call__(self, index: int, done: int, total: int | None) -> None:
        self.current = index
        if not (self.show and total):
            return
        percent = min(100, done * 100 // total)
        if percent != self.last:
            self.last = percent
            print(f"\r{self.paths[index]}: {percent}%", end="", file=sys.stderr, flush=True)

    def clear(self) -> None:
        """End the percentage line before a message or the summary."""
        if self.show and self.last >= 0:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        self.last = -1


def run_import(args: argparse.Namespace) -> int:
    from tracker.services.importing import (
        FileCancelled,
        FileImported,
        FileOutcome,
        FileRefused,
        import_files,
    )

    line = _ProgressLine(list(args.files), show=not args.json and sys.stderr.isatty())
    files: list[dict[str, Any]] = []

    def on_file(outcome: FileOutcome) -> None:
        line.clear()
        entry: dict[str, Any] = {
            "path": printable_name(outcome.path),
            "shoes": 0,
            "hands": 0,
            "duplicates": 0,
        }
        if isinstance(outcome, FileImported):
            result = outcome.result
            entry.update(shoes=result.shoes, hands=result.hands, duplicates=result.duplicates)
            if not args.json:
                name = printable_name(outcome.path)
                text = f"{name}: {result.shoes} shoes, {result.hands} hands stored"
                if result.duplicates:
                    text += f"; {result.duplicates} already in the library (not stored again)"
                print(text)
        elif isinstance(outcome, FileRefused):
            emit_error(f"{outcome.message} (nothing of {printable_name(outcome.path)} was stored)")
            entry["error"] = outcome.message
        elif isinstance(outcome, FileCancelled):
            entry["error"] = "cancelled; nothing of it was stored"
        files.append(entry)

    library = open_library_to_store(args.db, busy_timeout=IMPORT_WAIT)
    waiting = _WriteLockNotice(library, quiet=args.json)

    def progress(index: int, done: int, total: int | None) -> None:
        if total is None and done == 0:
            waiting.check(args.files[index])  # the file starts: is its turn to write now?
        line(index, done, total)

    try:
        report = import_files(library, args.files, args.fmt, progress=progress, on_file=on_file)
    except KeyboardInterrupt:
        # The file's transaction is rolled back; the files before it stay stored.
        line.clear()
        index = line.current
        if index is not None:
            emit_error(f"{args.files[index]}: interrupted; nothing of it was stored")
        raise
    finally:
        library.close()
    if args.json:
        totals = {"shoes": report.shoes, "hands": report.hands, "duplicates": report.duplicates}
        emit_json({**totals, "files": files})
    elif len(args.files) > 1:
        print(
            f"total: {report.shoes} shoes, {report.hands} hands stored, "
            f"{report.duplicates} duplicates"
        )
    return report.exit_code


def run_export(args: argparse.Namespace) -> int:
    from tracker.services.exporting import export_library
    from tracker.store import open_library

    library = open_library(args.db)
    try:
        shoes, hands = export_library(library, args.out, args.fmt)
    finally:
        library.close()
    if args.json:
        emit_json({"shoes": shoes, "hands": hands})
    else:
        print(f"{args.out}: {shoes} shoes, {hands} hands written")
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from tracker.services.analysis import summarize_files, summarize_library

    if args.files:
        summary = summarize_files(args.files, args.fmt)
        where = ", ".join(args.files)
    else:
        from tracker.store import open_library

        library = open_library(args.db)
        try:
            summary = summarize_library(library)
            where = f"the library {library.where}"
        finally:
            library.close()
    if args.json:
        emit_json(summary.as_json())
    else:
        print(describe(summary, where))
    return 0


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.2f}%" if whole else "-"


def describe(summary: Summary, where: str) -> str:
    """The text report of ``tracker stats``."""
    from tracker.stats import PAST_PREDICTS_NOTHING, reading

    s = summary
    decided = s.banker + s.player + s.tie
    lines = [
        f"{where}: {s.shoes} shoes, {s.hands} hands",
        f"  Banker {s.banker} ({_percent(s.banker, decided)}), "
        f"Player {s.player} ({_percent(s.player, decided)}), "
        f"Tie {s.tie} ({_percent(s.tie, decided)})",
        f"  Player pair {s.player_pair} ({_percent(s.player_pair, s.hands)}), "
        f"Banker pair {s.banker_pair} ({_percent(s.banker_pair, s.hands)})",
    ]
    chi = s.chi_square
    if chi.p_value is None:
        lines.append("  Chi-square against the exact probabilities: too few hands to test")
    else:
        lines.append(
            f"  Chi-square against the exact probabilities: {chi.statistic:.3f} "
            f"(2 degrees of freedom, p = {chi.p_value:.4f}): {reading(chi.p_value)}"
        )
    runs = s.runs_test
    if runs.z is None:
        lines.append(f"  Runs test (ties removed): {runs.runs} runs; too few decisions to test")
    else:
        lines.append(
            f"  Runs test (ties removed): {runs.runs} runs, {runs.expected:.1f} expected, "
            f"z = {runs.z:.3f}, p = {runs.p_value:.4f}: {reading(runs.p_value)}"
        )
    lines.append(PAST_PREDICTS_NOTHING)
    return "\n".join(lines)
