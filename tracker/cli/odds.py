"""``tracker odds``: the exact odds of the next hand and the house edge of every bet."""

from __future__ import annotations

import argparse
from typing import Any

from tracker.cli.common import add_json_flag, emit_json
from tracker.cli.options import add_rules_options, rules_from

NOTE = (
    "These are the exact odds of the next hand from the cards left in the shoe. They barely "
    "move as the shoe is dealt: removing any one card moves the Banker or Player edge by at "
    "most {shift:.4%}. They predict nothing about streaks or patterns."
)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "odds",
        help="exact odds of the next hand and the house edge of every bet",
        description=(
            "Exact odds of the next hand from a fresh shoe, or from the shoe left after the "
            "dealt cards, by enumerating every way the coup can be dealt. Past outcomes cannot "
            "predict future hands; these odds barely move as a shoe is dealt."
        ),
    )
    add_rules_options(parser)
    parser.add_argument(
        "--dealt",
        default="",
        metavar="CARDS",
        help='cards already out of the shoe, separated by spaces: "9H 3D KS", ranks only '
        '("9 3 K") or a bare 0 for any ten-value card',
    )
    add_json_flag(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from tracker.engine.cards import (
        Composition,
        CompositionError,
        parse_cards,
        shoe_of,
    )
    from tracker.engine.odds import largest_edge_shift, odds
    from tracker.engine.sidebet_edges import (
        largest_side_bet_shift,
        side_bet_deviations,
        side_bet_edges,
    )
    from tracker.engine.sidebet_table import SIDE_BETS
    from tracker.engine.sidebet_table import side_bet as side_by_id
    from tracker.honesty import COUNT_GAIN_IS_SMALL, ONLY_SIDE_BETS_MOVE

    rules = rules_from(args)
    decks = rules.decks
    dealt = parse_cards(args.dealt, where="--dealt")
    try:
        left = Composition.full(decks).remove(dealt, decks)
    except CompositionError as exc:
        where = "" if "deck" in str(exc) else f" ({shoe_of(decks)})"
        raise CompositionError(f"--dealt, {exc}{where}") from None
    result = odds(left)
    edges = result.house_edges(rules)
    shift = largest_edge_shift(left, rules) if result.cards_left > 6 else None
    # Plain Python: a one-off command should not wait for numba to load.
    sides = side_bet_edges(left, compiled_kernel=False)
    spreads = side_bet_deviations(left, compiled_kernel=False)
    side_shift = (
        largest_side_bet_shift(left, compiled_kernel=False) if result.cards_left > 6 else None
    )

    if args.json:
        document: dict[str, Any] = {
            "banker": result.banker,
            "player": result.player,
            "tie": result.tie,
            "player_pair": result.player_pair,
            "banker_pair": result.banker_pair,
            "cards_left": result.cards_left,
            "house_edge": edges.as_dict(),
            "decks": decks,
            "dealt": len(dealt),
            "banker_six": result.banker_six,
            "natural": result.natural,
            "cards_per_coup": {str(k): v for k, v in result.cards_per_coup.items()},
            "largest_edge_shift": None if shift is None else shift.shift,
            "side_bets": {
                bet.id: {
                    "p_win": sides[bet.id].p_win,
                    "p_push": sides[bet.id].p_push,
                    "house_edge": sides[bet.id].house_edge,
                    "standard_deviation": spreads[bet.id],
                    "name": bet.name,
                    "wins_when": bet.wins_when,
                    "pays": bet.pays,
                }
                for bet in SIDE_BETS
            },
            "largest_side_bet_shift": None if side_shift is None else side_shift.shift,
            "rules": {
                "commission": None if rules.no_commission else rules.commission,
                "no_commission": rules.no_commission,
                "tie_pays": rules.tie_pays,
                "pair_pays": rules.pair_pays,
            },
        }
        emit_json(document)
        return 0

    banker_rule = (
        "no-commission Banker (a win on 6 pays 1:2)"
        if rules.no_commission
        else f"Banker {rules.commission}% commission"
    )
    lines = [
        f"Exact odds of the next hand: {decks}-deck shoe, {result.cards_left} cards left "
        f"({len(dealt)} dealt)",
        f"{banker_rule}, Tie {rules.tie_pays}:1, pairs {rules.pair_pays}:1",
        "",
        f"{'bet':<12} {'probability':>12} {'house edge':>11}",
    ]
    rows = [
        ("Banker", result.banker, edges.banker),
        ("Player", result.player, edges.player),
        ("Tie", result.tie, edges.tie),
        ("Player pair", result.player_pair, edges.player_pair),
        ("Banker pair", result.banker_pair, edges.banker_pair),
    ]
    for name, probability, edge in rows:
        lines.append(f"{name:<12} {probability:>12.4%} {edge:>11.4%}")
    per = result.cards_per_coup
    lines += [
        "",
        f"Either hand a natural: {result.natural:.4%}. Cards per coup: "
        + ", ".join(f"{k}: {v:.4%}" for k, v in per.items())
        + ".",
        "",
    ]
    lines += [
        "Side bets from the cards left (st. dev.: how far one unit's result swings per hand)",
        "",
        f"{'side bet':<22} {'pays':>11} {'P(win)':>9} {'house edge':>11} {'st. dev.':>9}",
    ]
    for bet in SIDE_BETS:
        side = sides[bet.id]
        lines.append(
            f"{bet.name:<22} {bet.pays:>11} {side.p_win:>9.4%} {side.house_edge:>11.4%} "
            f"{spreads[bet.id]:>9.2f}"
        )
    lines.append("")
    if shift is not None and side_shift is not None:
        lines.append(NOTE.format(shift=shift.shift))
        lines.append(
            f"{ONLY_SIDE_BETS_MOVE} Removing one card moves a side bet's edge by up to "
            f"{side_shift.shift:.4%} ({side_by_id(side_shift.bet_id).name}, a card worth "
            f"{side_shift.value} removed)."
        )
    else:
        lines.append(
            "These are the exact odds of the next hand from the cards left in the shoe. "
            "They predict nothing about streaks or patterns."
        )
        lines.append(ONLY_SIDE_BETS_MOVE)
    lines.append(COUNT_GAIN_IS_SMALL)
    print("\n".join(lines))
    return 0
