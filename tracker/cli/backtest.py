"""``tracker backtest``: a betting system played hand by hand over shoe files, the library or
simulated shoes, settled exactly, with the expected loss beside the result."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracker import words
from tracker.cli.common import add_json_flag, emit_json
from tracker.cli.options import (
    LARGEST,
    add_rules_options,
    add_runner_options,
    positive,
    rules_from,
    whole_number,
)
from tracker.cli.sources import add_shoe_source, shoe_source

if TYPE_CHECKING:
    from tracker.stats.backtest import BacktestResult

SYSTEM_NAMES = (
    "flat",
    "martingale",
    "paroli",
    "dalembert",
    "1326",
    "fibonacci",
    "labouchere",
    "follow",
    "against",
    "road",
    "rules",
)
BET_NAMES = ("banker", "player", "tie", "player_pair", "banker_pair")
ROAD_NAMES = ("big_eye_boy", "small_road", "cockroach_pig")


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "backtest",
        help="play a betting system over shoes and settle every bet exactly",
        description="Play a betting system hand by hand over shoe FILEs, the library or "
        "simulated shoes (each shoe starts the system afresh), with a table maximum and a "
        "bankroll, and show the result beside the expected loss. No system changes the "
        "expected loss per unit wagered.",
    )
    add_shoe_source(parser, simulate=True)
    parser.add_argument(
        "--system", required=True, choices=SYSTEM_NAMES, help="the betting system to play"
    )
    parser.add_argument(
        "--bet",
        choices=BET_NAMES,
        default=None,
        help="the bet the system plays (the systems that choose a side need none)",
    )
    parser.add_argument(
        "--unit", type=positive, default=1, metavar="U", help="the first stake (default 1)"
    )
    parser.add_argument(
        "--table-max",
        type=positive,
        default=None,
        metavar="M",
        help="the table maximum: a stake above M is cut to M (Martingale goes back to the "
        "unit instead; default: none)",
    )
    parser.add_argument(
        "--bankroll",
        type=positive,
        default=None,
        metavar="R",
        help="the money each shoe starts with: a stake larger than what is left is cut to "
        "the whole units left, and a shoe left with less than a unit stops there, busted "
        "(default: no limit)",
    )
    add_runner_options(parser, "with --simulate, processes that deal and play at once")
    add_rules_options(parser)
    parser.add_argument(
        "--rules",
        default=None,
        metavar="TEXT|@FILE",
        help="pattern rules for --system rules, e.g. 'after B B P bet P 2 units' (one a "
        "line; @FILE reads them from a file)",
    )
    parser.add_argument(
        "--road",
        choices=ROAD_NAMES,
        default="big_eye_boy",
        help="the derived road --system road follows (default big_eye_boy)",
    )
    parser.add_argument(
        "--line", default="1,2,3", metavar="N,N,…", help="Labouchère's starting line"
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def _read_rules(path: Path) -> str:
    """A rules file's text, read as shoe files are read: a FIFO without a writer is given
    up after a while rather than waited on for good, and a file larger than the cap on a
    shoe file's line is refused (a rules file is a few lines)."""
    from tracker.shoefile import ShoeFileError
    from tracker.shoefile.textio import MAX_LINE_BYTES as RULES_LIMIT
    from tracker.shoefile.textio import open_binary
    from tracker.stats.backtest.systems import BacktestError

    try:
        with open_binary(path) as binary:
            data = binary.read(RULES_LIMIT + 1)
    except ShoeFileError as exc:
        raise BacktestError(f"{path}: cannot read the rules: {exc.reason}") from None
    except OSError as exc:
        raise BacktestError(f"{path}: cannot read the rules: {exc.strerror or exc}") from None
    if len(data) > RULES_LIMIT:
        raise BacktestError(
            f"{path}: the rules file is larger than {RULES_LIMIT:,} bytes: not a file of rules"
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BacktestError(f"{path}: the rules are not UTF-8 text") from None


def _line(text: str) -> tuple[int, ...]:
    from tracker.stats.backtest.systems import BacktestError

    try:
        return tuple(whole_number(x, least=-LARGEST) for x in text.split(","))
    except argparse.ArgumentTypeError as exc:
        raise BacktestError(f"--line: whole numbers separated by commas, {exc}") from None


def _plan(args: argparse.Namespace) -> Any:
    from tracker.roads import DerivedRoad
    from tracker.stats.backtest import Plan, parse_rules

    rules: tuple[Any, ...] = ()
    if args.rules is not None:
        text, source = args.rules, "--rules"
        if text.startswith("@"):
            path = Path(text[1:])
            text = _read_rules(path)
            source = str(path)
        rules = parse_rules(text.replace("\\n", "\n").replace(";", "\n"), source)
    return Plan(
        system=args.system,
        bet=args.bet,
        unit=args.unit,
        table_max=args.table_max,
        bankroll=args.bankroll,
        rules=rules_from(args),
        road=DerivedRoad(args.road),
        pattern_rules=rules,
        line=_line(args.line),
    )


def run(args: argparse.Namespace) -> int:
    source = shoe_source(args)
    plan = _plan(args)
    from tracker.services import backtesting

    extra: dict[str, Any] = {}
    if source.simulate is not None:
        show = not args.json and sys.stderr.isatty()

        def progress(done: int, total: int) -> None:
            if show:
                print(f"\r{done}/{total} shoes", end="", file=sys.stderr, flush=True)

        run_ = backtesting.backtest_simulation(
            plan,
            source.simulate,
            seed=args.seed,
            decks=plan.rules.decks,
            jobs=args.jobs,
            scheduler=args.scheduler,
            progress=progress,
        )
        if show:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        result = run_.result
        extra = {"seed": run_.seed, "decks": run_.decks}
    elif source.library:
        from tracker.cli.common import open_library_to_read

        library = open_library_to_read(source.db)
        try:
            result = backtesting.backtest_library(plan, library)
        finally:
            library.close()
    else:
        result = backtesting.backtest_files(plan, source.files, source.fmt)
    if args.json:
        emit_json({**result.as_json(), **extra})
    else:
        print(describe(result))
    return 0


def _money(value: float) -> str:
    return f"{value:+,.2f}"


def describe(result: BacktestResult) -> str:
    """The text report of ``tracker backtest``."""
    from tracker.stats.backtest import SYSTEMS

    plan = result.plan
    spec = SYSTEMS[plan.system]
    bet = plan.bet.replace("_", " ") if plan.bet else "the bets the system chooses"
    limits = [f"unit {plan.unit}"]
    if plan.table_max:
        limits.append(f"table maximum {plan.table_max}")
    if plan.bankroll:
        limits.append(f"bankroll {plan.bankroll} a shoe")
    lines = [
        f"{spec.title} ({spec.description}) on {bet}; {', '.join(limits)}",
        f"  {result.source}: {words.shoes_and_hands(result.shoes, result.hands)}, "
        f"{words.count(result.bets, 'bet')}",
        f"  wagered {result.wagered:,}; net {_money(float(result.net))}"
        + (
            f" ({100 * result.net_per_wagered:+.3f}% of the amount wagered)"
            if result.net_per_wagered is not None
            else ""
        ),
        f"  expected net {_money(result.expected_net)}"
        + (
            f" ({100 * result.expected_per_wagered:+.3f}% of the amount wagered: the house edge)"
            if result.expected_per_wagered is not None
            else ""
        )
        + f"; standard error {result.standard_error:,.2f}",
    ]
    spread = result.spread()
    if spread is not None:
        lines.append(
            f"  a shoe's net: mean {spread['mean']:+.2f}, 5% {spread['p5']:+.2f}, median "
            f"{spread['median']:+.2f}, 95% {spread['p95']:+.2f} (from {spread['min']:+.2f} to "
            f"{spread['max']:+.2f}); {spread['shoes_ahead']:,} of "
            f"{words.count(result.shoes, 'shoe')} ahead"
        )
    if plan.bankroll:
        lines.append(f"  busted: {result.busted:,} of {words.count(result.shoes, 'shoe')}")
    if result.unsettled:
        lines.append(f"  {result.unsettled} bets not placed: their hands do not record enough")
    lines.append(result.as_json()["statement"])
    return "\n".join(lines)
