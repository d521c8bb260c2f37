"""``tracker import``, ``tracker export`` and ``tracker stats``: the library from the shell.

Each file of an import is stored in its own transaction, all or nothing: a file that
cannot be read is reported (with its line and reason) and stores nothing, the others are
still imported, and the exit status is 2. Shoes already in the library are counted as
duplicates and not stored again.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TYPE_CHECKING, Any

from tracker import words
from tracker.cli.common import (
    add_db_option,
    add_json_flag,
    emit_error,
    emit_json,
    open_library_to_read,
    open_library_to_store,
)
from tracker.cli.options import add_label_option, add_shoe_id_option
from tracker.cli.sources import add_shoe_source, open_shoes, shoe_source
from tracker.errors import UserError, printable_name

if TYPE_CHECKING:
    from tracker.stats.report import Share, Statistics
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
    imp.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help="shoe files: hands CSV, bead strings or shoe JSON, .gz too",
    )
    imp.add_argument(
        "--format",
        dest="fmt",
        choices=("csv", "bead", "json"),
        default=None,
        help="the files' format (default: detected from each file)",
    )
    imp.add_argument(
        "--skip-problems",
        action="store_true",
        help="leave out the shoes whose replay finds problems (see tracker validate); "
        "by default they are stored and marked with their problems",
    )
    add_db_option(imp)
    add_json_flag(imp)
    imp.set_defaults(run=run_import)

    exp = subparsers.add_parser(
        "export",
        help="write the library's shoes to a shoe file",
        description="Write the shoes of the library (every one, or those --shoe-id or "
        "--label pick) to FILE: json is the app's full-fidelity format (import gives back "
        "the same library), csv one row per hand.",
    )
    exp.add_argument(
        "--format",
        dest="fmt",
        choices=FORMATS,
        required=True,
        help="json (every detail of every shoe) or csv (a row a hand)",
    )
    exp.add_argument(
        "--out",
        required=True,
        metavar="FILE",
        help="the file to write (whole or not at all; a pipe such as /dev/stdout is "
        "written as it goes)",
    )
    exp.add_argument(
        "--library",
        action="store_true",
        help="export the library (what export always reads; the library --db names)",
    )
    add_db_option(exp)
    add_shoe_id_option(
        exp, "export only the shoe with this number (again for each shoe)", many=True
    )
    add_label_option(exp, "export only the shoes with this label")
    add_json_flag(exp)
    exp.set_defaults(run=run_export, parser=exp)

    st = subparsers.add_parser(
        "stats",
        help="counts and randomness tests of shoe files or of the library",
        description="Banker/Player/Tie and pair counts, the chi-square test against the "
        "exact probabilities, the runs test and the streaks, of the FILEs or of the library "
        "(with no FILE, the library). Past outcomes cannot predict future hands.",
    )
    add_shoe_source(st, library_by_default=True)
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
            "problem_shoes": 0,
            "skipped": 0,
        }
        if isinstance(outcome, FileImported):
            result = outcome.result
            entry.update(
                shoes=result.shoes,
                hands=result.hands,
                duplicates=result.duplicates,
                problem_shoes=result.problem_shoes,
                skipped=result.skipped,
            )
            if not args.json:
                name = printable_name(outcome.path)
                text = f"{name}: {words.shoes_and_hands(result.shoes, result.hands)} stored"
                if result.duplicates:
                    text += f"; {result.duplicates} already in the library (not stored again)"
                if result.problem_shoes:
                    text += (
                        f"; {result.problem_shoes} with problems "
                        f"({', '.join(result.problem_labels[:5])}"
                        f"{', …' if result.problem_shoes > 5 else ''}: see tracker validate)"
                    )
                if result.skipped:
                    text += f"; {result.skipped} with problems skipped"
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
        report = import_files(
            library,
            args.files,
            args.fmt,
            progress=progress,
            on_file=on_file,
            skip_problems=args.skip_problems,
        )
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
        totals = {
            "shoes": report.shoes,
            "hands": report.hands,
            "duplicates": report.duplicates,
            "problem_shoes": report.problem_shoes,
            "skipped": report.skipped,
        }
        emit_json({**totals, "files": files})
    elif len(args.files) > 1:
        print(
            f"total: {words.shoes_and_hands(report.shoes, report.hands)} stored, "
            f"{words.count(report.duplicates, 'duplicate')}"
        )
    return report.exit_code


def run_export(args: argparse.Namespace) -> int:
    from tracker.services.exporting import export_library, export_shoes

    if args.shoe_id is not None and args.label is not None:
        args.parser.error("give --shoe-id or --label, not both")
    library = open_library_to_read(args.db)
    try:
        if args.shoe_id is None and args.label is None:
            shoes, hands, left_out = export_library(library, args.out, args.fmt)
        else:
            ids = (
                _numbered(library, args.shoe_id) if args.shoe_id else _labelled(library, args.label)
            )
            shoes, hands = export_shoes(library, ids, args.out, args.fmt)
            left_out = 0
    finally:
        library.close()
    if _is_stdout(args.out):
        # The shoes went to stdout: the report goes beside them, not into them.
        report = {"shoes": shoes, "hands": hands, "left_out": left_out}
        print(
            json.dumps(report)
            if args.json
            else f"{args.out}: {words.shoes_and_hands(shoes, hands)} written",
            file=sys.stderr,
        )
    elif args.json:
        emit_json({"shoes": shoes, "hands": hands, "left_out": left_out})
    else:
        print(f"{args.out}: {words.shoes_and_hands(shoes, hands)} written")
        if left_out:
            print(
                f"{args.out}: {left_out} shoe{'s' if left_out != 1 else ''} with no hands "
                "left out (a hands CSV has a row a hand; --format json keeps them)",
                file=sys.stderr,
            )
    return 0


def _is_stdout(path: str) -> bool:
    """Whether ``path`` is where stdout goes (``--out /dev/stdout``)."""
    try:
        return os.path.samestat(os.stat(path), os.fstat(sys.stdout.fileno()))
    except (OSError, ValueError, AttributeError):
        return False  # no such file yet, or no real stdout (a test's capture)


def _numbered(library: Library, ids: list[int]) -> list[int]:
    """``ids`` once each, in the order given, when the library has every one of them.

    :raises UserError: naming the first number the library does not have.
    """
    found = {shoe.id for shoe in library.shoes_of(ids)}
    for shoe_id in ids:
        if shoe_id not in found:
            raise UserError(f"--shoe-id {shoe_id}: no such shoe in the library {library.where}")
    return list(dict.fromkeys(ids))


def _labelled(library: Library, label: str) -> list[int]:
    """The ids of the library's shoes labelled ``label``, in the order stored.

    :raises UserError: when no shoe has that label.
    """
    ids = sorted(shoe.id for shoe in library.shoes() if shoe.label == label)
    if not ids:
        raise UserError(f"--label: no shoe of the library {library.where} is labelled {label!r}")
    return ids


def run_stats(args: argparse.Namespace) -> int:
    from tracker.services.analysis import statistics_of_library, statistics_of_shoes

    source = shoe_source(args)
    with open_shoes(source) as shoes:
        if shoes.library is not None:
            stats = statistics_of_library(shoes.library)
        else:
            stats = statistics_of_shoes(shoes.records)
        where = shoes.where
    if args.json:
        emit_json(stats.as_json())
    else:
        print(describe(stats, where))
    return 0


def _share(share: Share) -> str:
    if share.share is None or share.low is None or share.high is None:
        return "not recorded"
    return (
        f"{share.count:,} of {share.of:,}: {100 * share.share:.2f}% "
        f"(95% interval {100 * share.low:.2f}–{100 * share.high:.2f}%; "
        f"chance {100 * (share.expected_share or 0):.2f}%, {share.expected:.1f} expected)"
    )


def describe(stats: Statistics, where: str) -> str:
    """The text report of ``tracker stats``."""
    from tracker.stats import PAST_PREDICTS_NOTHING, reading
    from tracker.stats.report import SHARE_LABELS

    s = stats
    lines = [f"{where}: {words.shoes_and_hands(s.shoes, s.hands)}"]
    for key, label in SHARE_LABELS.items():
        lines.append(f"  {label}: {_share(s.shares[key])}")
    note = s.natural_note()
    if note:
        lines.append(f"    {note}")
    chi = s.chi_square
    if chi.p_value is None:
        lines.append(f"  Chi-square against the exact probabilities: not tested, {chi.reason}")
    else:
        lines.append(
            f"  Chi-square against the exact probabilities: {chi.statistic:.3f} "
            f"(2 degrees of freedom, p = {chi.p_value:.4f}): {reading(chi.p_value)}"
        )
    runs = s.runs_test
    if runs.p_value is None or runs.z is None:
        lines.append(f"  Runs test (ties removed): {runs.runs} runs; not tested, {runs.reason}")
    else:
        lines.append(
            f"  Runs test (ties removed): {runs.runs} runs, {runs.expected:.1f} expected, "
            f"z = {runs.z:.3f}, p = {runs.p_value:.4f}: {reading(runs.p_value)}"
        )
    lag = s.lag1
    if lag.p_value is None or lag.r is None:
        lines.append(f"  Lag-1 correlation: not tested, {lag.reason}")
    else:
        lines.append(
            f"  Lag-1 correlation (each decision with the next): r = {lag.r:+.4f} over "
            f"{lag.pairs} pairs, p = {lag.p_value:.4f}: {reading(lag.p_value)}"
        )
    st = s.streaks
    lines.append(
        f"  Streaks: longest Banker {st.seen.longest_banker}, Player {st.seen.longest_player}; "
        f"chops {st.chops} ({st.expected_chops:.1f} expected)"
    )
    if st.chance_at_least is not None:
        lines.append(
            f"  A streak of {st.longest} or more comes in {100 * st.chance_at_least:.1f}% of "
            f"sets of shoes like these (exact)"
        )
    top = max([*st.seen.banker, *st.seen.player, 0])
    for side, seen, expected in (
        ("Banker", st.seen.banker, st.expected_banker),
        ("Player", st.seen.player, st.expected_player),
    ):
        cells = ", ".join(
            f"{k}: {seen.get(k, 0)}/{expected.get(k, 0.0):.1f}" for k in range(1, top + 1)
        )
        if cells:
            lines.append(f"  {side} streaks by length, seen/expected: {cells}")
    per = s.per_shoe
    lines.append(f"  Shoes tested one by one at p < {per.level:g}:")
    for name, flagged in (
        ("chi-square", per.chi_square),
        ("runs test", per.runs_test),
        ("longest streak", per.longest_streak),
    ):
        about = "" if flagged.exact else "about "
        lines.append(
            f"    {name}: {flagged.significant} of {flagged.tested} significant; chance alone "
            f"gives {about}{flagged.expected:.1f}"
        )
    if s.card_odds is not None:
        lines.append("  House edge of each bet over the shoe (fresh → now, range):")
        for name, path in s.card_odds.paths.items():
            lines.append(
                f"    {name}: {100 * path.edges[0]:.3f}% → {100 * path.edges[-1]:.3f}% "
                f"({100 * path.lowest:.3f}% to {100 * path.highest:.3f}%)"
            )
    lines.append(PAST_PREDICTS_NOTHING)
    return "\n".join(lines)
