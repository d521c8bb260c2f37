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

from tracker.cli.common import add_db_option, add_json_flag, emit_error, emit_json

if TYPE_CHECKING:
    from tracker.stats import Summary

FORMATS = ("csv", "json")


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


def _progress_printer(path: str) -> Any:
    """A progress callback that redraws one line on a terminal (and stays quiet elsewhere)."""
    if not sys.stderr.isatty():
        return None
    last = [-1]

    def show(done: int, total: int | None) -> bool:
        if total:
            percent = min(100, done * 100 // total)
            if percent != last[0]:
                last[0] = percent
                print(f"\r{path}: {percent}%", end="", file=sys.stderr, flush=True)
        return True

    return show


def run_import(args: argparse.Namespace) -> int:
    from tracker.errors import UserError
    from tracker.store import open_library

    library = open_library(args.db)
    totals = {"shoes": 0, "hands": 0, "duplicates": 0}
    files: list[dict[str, Any]] = []
    status = 0
    try:
        for name in args.files:
            entry: dict[str, Any] = {"path": name}
            progress = None if args.json else _progress_printer(name)
            try:
                result = library.import_file(name, args.fmt, progress=progress)
            except KeyboardInterrupt:
                # The file's transaction is rolled back; the files before it stay stored.
                if progress is not None:
                    print(file=sys.stderr)
                emit_error(f"{name}: interrupted; nothing of it was stored")
                raise
            except UserError as exc:
                if progress is not None:
                    print(file=sys.stderr)
                emit_error(f"{exc} (nothing of {name} was stored)")
                entry.update(shoes=0, hands=0, duplicates=0, error=str(exc))
                status = max(status, exc.exit_code)
                files.append(entry)
                continue
            if progress is not None:
                # Clear the percentage line before the summary.
                print(f"\r{' ' * (len(name) + 6)}\r", end="", file=sys.stderr)
            entry.update(shoes=result.shoes, hands=result.hands, duplicates=result.duplicates)
            files.append(entry)
            for key in totals:
                totals[key] += entry[key]
            if not args.json:
                line = f"{name}: {result.shoes} shoes, {result.hands} hands stored"
                if result.duplicates:
                    line += f"; {result.duplicates} already in the library (not stored again)"
                print(line)
    finally:
        library.close()
    if args.json:
        emit_json({**totals, "files": files})
    elif len(args.files) > 1:
        print(
            f"total: {totals['shoes']} shoes, {totals['hands']} hands stored, "
            f"{totals['duplicates']} duplicates"
        )
    return status


def run_export(args: argparse.Namespace) -> int:
    from tracker.errors import UserError
    from tracker.shoefile import write_csv, write_json
    from tracker.store import open_library

    writer = write_json if args.fmt == "json" else write_csv
    library = open_library(args.db)
    try:
        # The writer fills a temporary file beside FILE and renames it when done, so a
        # failed export leaves no half-written file.
        shoes, hands = writer(library.iter_shoes(), args.out)
    except OSError as exc:
        raise UserError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    finally:
        library.close()
    if args.json:
        emit_json({"shoes": shoes, "hands": hands})
    else:
        print(f"{args.out}: {shoes} shoes, {hands} hands written")
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from tracker.stats import ShoeCounts, summarize

    if args.files:
        from tracker.shoefile import read_shoes

        counts = [ShoeCounts.of(shoe) for name in args.files for shoe in read_shoes(name, args.fmt)]
        summary = summarize(counts)
        where = ", ".join(args.files)
    else:
        from tracker.store import open_library

        library = open_library(args.db)
        try:
            totals = library.counts()
            where = f"the library {library.where}"
        finally:
            library.close()
        summary = summarize(totals.tallies)
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
