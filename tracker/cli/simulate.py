"""``tracker simulate``: deal many shoes to a hands CSV with cards."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tracker import words
from tracker.cli.common import add_json_flag, emit_json
from tracker.cli.options import add_rules_options, add_runner_options, rules_from

MAX_SHOES = 1_000_000  # about 81 million hands: a 3 GB file, dealt a batch at a time

# Below this many shoes the plain-Python kernel finishes before numba would have loaded;
# both give the same hands, so the choice is only about speed.
COMPILE_FROM_SHOES = 200


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
    add_rules_options(parser, payouts=False)
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
    add_runner_options(
        parser,
        "local processes that deal at once; the same seed writes the same file whatever the number",
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from tracker.engine.prng import check_seed, entropy_seed
    from tracker.engine.simulate import SimulationError
    from tracker.services.runner import Runner
    from tracker.services.simulating import simulated_chunks
    from tracker.shoefile.output import open_output

    if not 1 <= args.shoes <= MAX_SHOES:
        raise SimulationError(f"--shoes must be from 1 to {MAX_SHOES}, not {args.shoes}")
    rules = rules_from(args)
    decks = rules.decks
    if args.seed is None:
        seed = entropy_seed()
        print(f"tracker: seed {seed} (repeat this run with --seed {seed})", file=sys.stderr)
    else:
        seed = check_seed(args.seed)
    out: Path = args.out
    # Dealt in seeded chunks and written one chunk at a time, in order, so memory stays that
    # of a few chunks whatever the number of shoes; the file appears whole when the last
    # chunk is written (or not at all), and never over a library.
    batches = simulated_chunks(
        args.shoes,
        rules,
        seed,
        runner=Runner(args.jobs, args.scheduler),
        compiled=args.shoes >= COMPILE_FROM_SHOES,
    )
    shoes = hands = 0
    with open_output(out) as handle:
        for batch in batches:
            handle.writelines(batch.csv_lines(shoes + 1, header=shoes == 0))
            shoes += batch.shoes
            hands += batch.hands
    if args.json:
        emit_json(
            {
                "shoes": shoes,
                "hands": hands,
                "decks": decks,
                "seed": seed,
                "out": str(out),
            }
        )
    else:
        print(
            f"Dealt {words.count(shoes, 'shoe')} ({words.count(hands, 'hand')}) of {decks} decks "
            f"to {out} "
            f"(seed {seed})."
        )
    return 0
