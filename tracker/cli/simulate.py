"""``tracker simulate``: deal many shoes to a hands CSV with cards (SPEC §3)."""

from __future__ import annotations

import argparse
import errno
import sys
from pathlib import Path
from typing import TextIO

from tracker.cli.common import add_json_flag, emit_json
from tracker.errors import UserError

MAX_SHOES = 1_000_000  # about 81 million hands: 1.6 GB of arrays, a 3 GB file

# Below this many shoes the plain-Python kernel finishes before numba would have loaded;
# both give the same hands, so the choice is only about speed.
COMPILE_FROM_SHOES = 200


class OutputError(UserError):
    """The output file cannot be written."""


def _cannot_write(out: Path, exc: OSError) -> OutputError:
    if exc.errno == errno.ENOENT and not out.parent.exists():
        reason = f"the folder {out.parent} does not exist"
    elif exc.errno == errno.ENOTDIR:
        reason = f"{out.parent} is not a folder"
    elif exc.errno == errno.EISDIR or out.is_dir():
        reason = "it is a folder; give a file name"
    else:
        reason = exc.strerror or str(exc)
    return OutputError(f"{out}: cannot write the file: {reason}")


def _open_output(out: Path) -> TextIO:
    """Open ``out`` for writing before any dealing, so that a path that cannot be written
    is reported at once rather than after a long run.

    :raises OutputError: naming the file and why.
    """
    if out.is_dir():
        raise OutputError(f"{out}: cannot write the file: it is a folder; give a file name")
    try:
        return out.open("w", encoding="utf-8", newline="")
    except OSError as exc:
        raise _cannot_write(out, exc) from None


def _file_name(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("give the name of the CSV file to write")
    return Path(text)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="deal many shoes to a hands CSV with cards",
        description=(
            "Deal shoes by casino custom (burn, cut card 14 cards from the end, one more hand "
            "after it comes out) and write every hand with its cards to a hands CSV. The same "
            "seed always gives the same file."
        ),
    )
    parser.add_argument(
        "--shoes", type=int, required=True, metavar="N", help=f"shoes to deal, 1 to {MAX_SHOES}"
    )
    parser.add_argument(
        "--decks", type=int, default=8, metavar="N", help="decks per shoe, 1 to 8 (default 8)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="a whole number from 0 to 2**64-1 that makes the run repeatable (default: from "
        "the operating system's entropy; the seed used is printed on stderr)",
    )
    parser.add_argument(
        "--out", type=_file_name, required=True, metavar="FILE", help="the CSV to write"
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from tracker.engine.cards import check_decks
    from tracker.engine.prng import check_seed, entropy_seed
    from tracker.engine.rules import RuleSet
    from tracker.engine.simulate import SimulationError, simulate

    if not 1 <= args.shoes <= MAX_SHOES:
        raise SimulationError(f"--shoes must be from 1 to {MAX_SHOES}, not {args.shoes}")
    decks = check_decks(args.decks)
    if args.seed is None:
        seed = entropy_seed()
        print(f"tracker: seed {seed} (repeat this run with --seed {seed})", file=sys.stderr)
    else:
        seed = check_seed(args.seed)
    rules = RuleSet(decks=decks)
    out: Path = args.out
    handle = _open_output(out)
    try:
        with handle:
            result = simulate(
                args.shoes, rules, seed, compiled_kernel=args.shoes >= COMPILE_FROM_SHOES
            )
            handle.writelines(result.csv_lines())
    except BaseException as exc:
        # No half-written file is left behind (the disk filled, memory ran out, Ctrl-C);
        # only a regular file, never a device such as /dev/null.
        if out.is_file():
            out.unlink()
        if isinstance(exc, OSError):
            raise _cannot_write(out, exc) from None
        raise
    if args.json:
        emit_json(
            {
                "shoes": result.shoes,
                "hands": result.hands,
                "decks": decks,
                "seed": seed,
                "out": str(out),
            }
        )
    else:
        print(
            f"Dealt {result.shoes} shoes ({result.hands} hands) of {decks} decks to {out} "
            f"(seed {seed})."
        )
    return 0
