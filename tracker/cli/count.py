"""``tracker count``: the counting lab. Deal shoes, play a side-bet count, and report what
it wins, how much it swings, and the perfect-play bound beside it."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from tracker import honesty, words
from tracker.cli.common import add_json_flag, emit_json
from tracker.cli.options import add_runner_options, positive, whole_number
from tracker.engine.sidebet_table import SIDE_BET_IDS

if TYPE_CHECKING:
    from tracker.services.counting import CountRun
    from tracker.stats.counting import CountFigures

PRESET_NAMES = ("how-dragon7", "how-panda8-cocount", "how-panda8-two-person")
"""The presets :mod:`tracker.engine.countpresets` ships (kept here so --help stays light)."""

OWN = ("tags", "start", "bet-when")
"""What a count of one's own gives beside --bet (a preset brings them)."""

DEFAULT_SHOES = 100_000
DEFAULT_BANKROLL = 500


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def _stake(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < 1e12:
        raise argparse.ArgumentTypeError(f"expected an amount above 0, not {text!r}")
    return value


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "count",
        help="the counting lab: play a side-bet count over simulated shoes",
        description=(
            "Deal shoes, count every card seen, bet the side bet when the count says so, and "
            "report units won a shoe with its standard error, bets a shoe, win per bet, the "
            "spread over shoes and the risk of ruin; optionally the perfect-play bound (betting "
            "whenever the exact edge from the cards left favours the player). The same seed "
            "gives the same figures whatever the number of jobs or workers."
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--preset",
        choices=PRESET_NAMES,
        help="a published count (with its table), e.g. how-dragon7",
    )
    source.add_argument(
        "--bet",
        choices=SIDE_BET_IDS,
        metavar="ID",
        help=f"the side bet a count of your own plays: {', '.join(SIDE_BET_IDS)} (the ids of "
        "tracker odds --json)",
    )
    parser.add_argument(
        "--tags",
        metavar="R:N,…",
        help="your count's value per rank, e.g. A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2 (ranks A 2-9 "
        "T J Q K; ranks left out count 0)",
    )
    parser.add_argument(
        "--start", type=_integer, default=None, metavar="N", help="the count at a new shoe"
    )
    parser.add_argument(
        "--bet-when",
        metavar="RULE",
        help="rc>N or rc>=N (running count) or tc>=N (true count: per deck not yet seen)",
    )
    parser.add_argument(
        "--stake", type=_stake, default=1.0, metavar="X", help="money a bet (default 1)"
    )
    parser.add_argument(
        "--decks", type=positive, default=None, metavar="N", help="decks (default 8)"
    )
    parser.add_argument(
        "--behind",
        type=positive,
        default=None,
        metavar="N",
        help="cards behind the cut card (default 16, or the preset's)",
    )
    parser.add_argument(
        "--after-cut",
        choices=("one", "stop"),
        default=None,
        help="when the cut card comes out: one more hand (the usual rule; default) or stop",
    )
    parser.add_argument(
        "--shoes",
        type=positive,
        default=DEFAULT_SHOES,
        metavar="N",
        help=f"shoes to deal (default {DEFAULT_SHOES:,})",
    )
    parser.add_argument(
        "--perfect-shoes",
        type=lambda text: whole_number(text, least=0),
        default=0,
        metavar="N",
        help="also play the perfect-play bound over N shoes, and from them the bet's exact "
        "edge by the count's true count (slow: an exact calculation every hand; default 0, "
        "none)",
    )
    parser.add_argument(
        "--bankroll",
        type=_stake,
        default=DEFAULT_BANKROLL,
        metavar="UNITS",
        help=f"the bankroll whose risk of ruin is shown, in stakes (default {DEFAULT_BANKROLL})",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="S",
        help="a whole number from 0 to 2**64-1 that makes the run repeatable (default: from "
        "the operating system's entropy; the seed used is reported)",
    )
    add_runner_options(parser, "local processes that deal and count at once")
    add_json_flag(parser)
    parser.set_defaults(run=run)


def _chosen(args: argparse.Namespace) -> tuple[Any, Any, Any]:
    """The count, the table and the preset (or None) the arguments describe."""
    from dataclasses import replace

    from tracker.engine.counting import Count, CountError, CountTable, parse_rule, parse_tags
    from tracker.services.counting import preset

    if args.preset is not None:
        own = [
            f"--{n}" for n in ("tags", "start", "bet-when") if getattr(args, n.replace("-", "_"))
        ]
        if own:
            raise CountError(f"--preset brings its own count: leave out {', '.join(own)}")
        chosen = preset(args.preset)
        count = replace(chosen.count, stake=args.stake)
        base = chosen.table
    else:
        missing = [
            f"--{n}"
            for n in ("tags", "start", "bet-when")
            if getattr(args, n.replace("-", "_")) is None
        ]
        if missing:
            raise CountError(f"a count of your own needs {', '.join(missing)} beside --bet")
        rule, threshold = parse_rule(args.bet_when)
        count = Count(parse_tags(args.tags), args.start, rule, threshold, args.bet, args.stake)
        chosen = None
        base = CountTable()
    table = CountTable(
        decks=base.decks if args.decks is None else args.decks,
        behind=base.behind if args.behind is None else args.behind,
        after_cut=base.after_cut if args.after_cut is None else args.after_cut,
        burn=base.burn,
    )
    return count, table, chosen


def run(args: argparse.Namespace) -> int:
    from tracker.engine.prng import check_seed
    from tracker.services.counting import run_count
    from tracker.services.runner import Runner

    count, table, chosen = _chosen(args)
    seed = None if args.seed is None else check_seed(args.seed)
    runner = Runner(args.jobs, args.scheduler)
    show = not args.json and sys.stderr.isatty()

    def progress(done: int, total: int) -> None:
        if show:
            print(f"\r{done:,}/{total:,} shoes", end="", file=sys.stderr, flush=True)

    result = run_count(
        count,
        table,
        args.shoes,
        seed=seed,
        runner=runner,
        perfect_shoes=args.perfect_shoes,
        preset=chosen,
        progress=progress,
    )
    if show:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    if args.json:
        emit_json(_document(result, args.bankroll))
    else:
        print(_text(result, args.bankroll))
    return 0


def _document(result: CountRun, bankroll: float) -> dict[str, Any]:
    figures = result.figures
    document: dict[str, Any] = {
        **figures.as_json(),
        "seed": result.seed,
        "count": result.count.describe(),
        "bet": result.count.bet,
        "table": {
            "decks": result.table.decks,
            "behind": result.table.behind,
            "after_cut": result.table.after_cut,
            "burn": result.table.burn,
        },
        "bankroll": bankroll,
        "risk_of_ruin": figures.risk_of_ruin(bankroll),
        "risk_of_ruin_method": "diffusion estimate exp(-2*mean*bankroll/variance) per shoe",
        "shoes_for_one_sd": figures.shoes_to_one_se(),
        "run_on": result.where,
    }
    if result.preset is not None:
        document["preset"] = {
            "name": result.preset.name,
            "source": result.preset.source,
            "url": result.preset.url,
            "published_net_per_shoe": result.preset.published_net_per_shoe,
            "published_bets_per_shoe": result.preset.published_bets_per_shoe,
        }
    if result.perfect is not None:
        document["perfect"] = result.perfect.as_json()
    if result.exact_curve is not None:
        document["edge_by_true_count"] = [
            {
                "true_count": tc,
                "hands": hands,
                "exact_edge": edge,
                "exact_edge_se": None if se != se else se,
            }
            for tc, hands, edge, se in result.exact_curve.rows()
        ]
    return document


EXACT_LEAST_HANDS = 100
"""A true count the text lists the exact edge at needs this many hands."""


def _signed(x: float, places: int = 3) -> str:
    return f"{x:+.{places}f}"


def _figures_lines(figures: CountFigures, bankroll: float) -> list[str]:
    low, high = figures.interval
    spread = figures.spread
    ruin = figures.risk_of_ruin(bankroll)
    return [
        f"  Units won a shoe   {_signed(figures.net_per_shoe)} ± {figures.se_per_shoe:.3f} "
        f"standard error (95% interval {_signed(low, 2)} to {_signed(high, 2)})",
        f"  Bets a shoe        {figures.bets_per_shoe:.2f}",
        f"  Win per bet        {_signed(figures.win_per_bet, 4)} units",
        f"  One shoe swings    {figures.sd_per_shoe:.1f} units (standard deviation); "
        f"5%: {spread['p05']:+g}, 25%: {spread['p25']:+g}, median: {spread['p50']:+g}, "
        f"75%: {spread['p75']:+g}, 95%: {spread['p95']:+g}",
        f"  Shoes won          {figures.shoes_won:.1%}",
        f"  Risk of ruin       {ruin:.1%} for a bankroll of {bankroll:g} units, ever "
        "(estimated from the mean and variance a shoe)",
    ]


def _text(result: CountRun, bankroll: float) -> str:
    figures = result.figures
    lines: list[str] = []
    if result.preset is not None:
        p = result.preset
        lines += [
            f"{p.title}: {p.source}, {p.url}.",
            f"Published at about {_signed(p.published_net_per_shoe, 2)} units a shoe on about "
            f"{p.published_bets_per_shoe:g} bets a shoe.",
        ]
    lines += [
        f"Count: {result.count.describe()}.",
        f"Table: {result.table.describe()}.",
        f"{words.shoes_and_hands(figures.shoes, figures.hands)}, seed {result.seed}, "
        f"run on {result.where}; one unit is a stake of {result.count.stake:g}.",
        "",
        *_figures_lines(figures, bankroll),
    ]
    if result.perfect is not None:
        perfect = result.perfect
        lines += [
            "",
            f"Perfect play, the bound: betting whenever the exact edge from the cards left "
            f"favours the player, over {words.count(perfect.shoes, 'shoe')}:",
            *_figures_lines(perfect, bankroll),
        ]
    if result.exact_curve is not None and result.perfect is not None:
        rows = [row for row in result.exact_curve.rows() if row[1] >= EXACT_LEAST_HANDS]
        lines += [
            "",
            "The bet's exact edge (the player's) by the count's true count before the hand, "
            f"from the cards left, over the same {words.count(result.perfect.shoes, 'shoe')} "
            f"(true counts with {EXACT_LEAST_HANDS} hands or more; the ends hold all beyond):",
            *(
                f"  {tc:+3d}  {100 * edge:+7.2f}% ± {100 * se:.2f}%  {hands:>9,} hands"
                for tc, hands, edge, se in rows
            ),
        ]
    shoes_needed = figures.shoes_to_one_se()
    lines += ["", "Honest words:"]
    if figures.bets == 0:
        lines.append("  This count never bet over these shoes: its rule is never met.")
    elif figures.net_per_shoe > 0:
        lines.append(
            f"  The gain is small against its variance: {_signed(figures.net_per_shoe, 2)} "
            f"units a shoe against a swing of {figures.sd_per_shoe:.1f} units in one shoe; "
            f"it takes about {shoes_needed:,.0f} shoes before the expected gain equals one "
            f"standard deviation of the total, and only {figures.shoes_won:.0%} of shoes end "
            "ahead."
        )
    else:
        lines.append(
            "  This count did not win over these shoes: where its bets are not in the "
            "player's favour, the house keeps its edge on every one."
        )
    lines += [f"  {honesty.COUNTERS_ARE_LIMITED}", f"  {honesty.A_COUNT_IS_NOT_A_SYSTEM}"]
    return "\n".join(lines)
