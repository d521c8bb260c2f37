"""``tracker backtest``: a betting system played hand by hand over shoe files, the library or
simulated shoes, settled exactly, with the expected loss beside the result (SPEC §8)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tracker.cli.common import add_db_option, add_json_flag, emit_json

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


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, not {value}")
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "backtest",
        help="play a betting system over shoes and settle every bet exactly",
        description="Play a betting system hand by hand over shoe FILEs, the library or "
        "simulated shoes (each shoe starts the system afresh), with a table maximum and a "
        "bankroll, and show the result beside the expected loss. No system changes the "
        "expected loss per unit wagered.",
    )
    parser.add_argument("files", nargs="*", metavar="FILE", help="shoe files (SPEC §3 formats)")
    parser.add_argument("--system", required=True, choices=SYSTEM_NAMES)
    parser.add_argument("--bet", choices=BET_NAMES, default=None, help="the bet the system plays")
    parser.add_argument("--unit", type=_whole, default=1, metavar="U", help="the first stake")
    parser.add_argument("--table-max", type=_whole, default=None, metavar="M")
    parser.add_argument("--bankroll", type=_whole, default=None, metavar="R")
    parser.add_argument("--library", action="store_true", help="play the whole library")
    parser.add_argument("--simulate", type=_whole, default=None, metavar="N")
    parser.add_argument("--seed", type=int, default=None, metavar="S")
    parser.add_argument("--decks", type=int, choices=range(1, 9), default=8, metavar="D")
    parser.add_argument("--jobs", type=_whole, default=1, metavar="N", help="processes")
    parser.add_argument("--commission", type=int, choices=(5, 4), default=5)
    parser.add_argument("--no-commission", action="store_true")
    parser.add_argument("--tie-pays", type=int, choices=(8, 9), default=8)
    parser.add_argument(
        "--rules",
        default=None,
        metavar="TEXT|@FILE",
        help="pattern rules for --system rules, e.g. 'after B B P bet P 2 units' (one a "
        "line; @FILE reads them from a file)",
    )
    parser.add_argument("--road", choices=ROAD_NAMES, default="big_eye_boy")
    parser.add_argument(
        "--line", default="1,2,3", metavar="N,N,…", help="Labouchère's starting line"
    )
    parser.add_argument("--format", dest="fmt", choices=("csv", "bead", "json"), default=None)
    add_db_option(parser)
    add_json_flag(parser)
    parser.set_defaults(run=run, parser=parser)


def _plan(args: argparse.Namespace) -> Any:
    from tracker.engine.rules import RuleSet
    from tracker.roads import DerivedRoad
    from tracker.stats.backtest import Plan, parse_rules
    from tracker.stats.backtest.systems import BacktestError

    rules: tuple[Any, ...] = ()
    if args.rules is not None:
        text, source = args.rules, "--rules"
        if text.startswith("@"):
            path = Path(text[1:])
            try:
                text = path.read_text(encoding="utf-8-sig")
            except OSError as exc:
                raise BacktestError(f"{path}: cannot read the rules: {exc.strerror}") from None
            except UnicodeDecodeError:
                raise BacktestError(f"{path}: the rules are not UTF-8 text") from None
            source = str(path)
        rules = parse_rules(text.replace("\\n", "\n").replace(";", "\n"), source)
    try:
        line = tuple(int(x) for x in args.line.split(","))
    except ValueError:
        raise BacktestError(
            f"--line: expected whole numbers separated by commas, not {args.line!r}"
        ) from None
    return Plan(
        system=args.system,
        bet=args.bet,
        unit=args.unit,
        table_max=args.table_max,
        bankroll=args.bankroll,
        rules=RuleSet(
            commission=args.commission, tie_pays=args.tie_pays, no_commission=args.no_commission
        ),
        road=DerivedRoad(args.road),
        pattern_rules=rules,
        line=line,
    )


def run(args: argparse.Namespace) -> int:
    sources = sum([bool(args.files), args.library, args.simulate is not None])
    if sources != 1:
        args.parser.error("give shoe FILEs, --library or --simulate N (exactly one of them)")
    plan = _plan(args)
    from tracker.services import backtesting

    extra: dict[str, Any] = {}
    if args.simulate is not None:
        show = not args.json and sys.stderr.isatty()

        def progress(done: int, total: int) -> None:
            if show:
                print(f"\r{done}/{total} shoes", end="", file=sys.stderr, flush=True)

        run_ = backtesting.backtest_simulation(
            plan,
            args.simulate,
            seed=args.seed,
            decks=args.decks,
            jobs=args.jobs,
            progress=progress,
        )
        if show:
            print("\r\033[K", end="", file=sys.stderr, flush=True)
        result = run_.result
        extra = {"seed": run_.seed, "decks": run_.decks}
    elif args.library:
        from tracker.store import open_library

        library = open_library(args.db)
        try:
            result = backtesting.backtest_library(plan, library)
        finally:
            library.close()
    else:
        result = backtesting.backtest_files(plan, args.files, args.fmt)
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
    bet = plan.bet.replace("_", " ") if plan.bet else "chosen by the system"
    limits = [f"unit {plan.unit}"]
    if plan.table_max:
        limits.append(f"table maximum {plan.table_max}")
    if plan.bankroll:
        limits.append(f"bankroll {plan.bankroll} a shoe")
    lines = [
        f"{spec.title} ({spec.description}) on {bet}; {', '.join(limits)}",
        f"  {result.source}: {result.shoes} shoes, {result.hands} hands, {result.bets} bets",
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
            f"{spread['max']:+.2f}); {spread['shoes_ahead']} of {result.shoes} shoes ahead"
        )
    if plan.bankroll:
        lines.append(f"  busted: {result.busted} of {result.shoes} shoes")
    if result.unsettled:
        lines.append(f"  {result.unsettled} bets not placed: their hands do not record enough")
    lines.append(result.as_json()["statement"])
    return "\n".join(lines)
