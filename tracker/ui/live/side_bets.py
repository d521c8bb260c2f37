"""The table's side-bets line: the side bets the user chose, each with its chance of winning
and house edge from the cards left, a mark on a bet the cards left turned the player's way,
and the expectation with the main bet the table requires beside it."""

from __future__ import annotations

from html import escape

from tracker.engine.cards import Composition
from tracker.engine.odds import TooFewCards, is_warm
from tracker.engine.rules import RuleSet
from tracker.honesty import ONLY_SIDE_BETS_MOVE, PAST_PREDICTS_NOTHING
from tracker.stats.side_bets import SideBetFigure, SideBetFigures, side_bet_figures
from tracker.ui.shell.side_bet_choice import (
    SideBetChoice,
    favourable_colour,
    main_words,
    percent,
    player_edge_words,
)

SIDE_BETS_TIP = (
    "Exact chance of winning and house edge of each side bet chosen in the settings, for "
    "the next hand, from the cards left. " + ONLY_SIDE_BETS_MOVE + " " + PAST_PREDICTS_NOTHING
)


SIDE_BETS_LINES = 3
"""The line's room: six bets, two of them marked, at the narrowest window."""


def _bet_html(figure: SideBetFigure, figures: SideBetFigures, colour: str) -> str:
    words = f"{escape(figure.bet.name)} {100 * figure.p_win:.2f}%"
    mark = player_edge_words(figure)
    if not mark:
        return f"{words} \u00b7 {100 * figure.house_edge:.1f}%"
    main = figures.main
    with_main = ""
    if figure.combined is not None and main is not None:
        with_main = f" ({percent(figure.combined)} with {main.stakes:g}\u00d7 {main.name})"
    return f'{words} <b style="color:{colour}">{escape(mark, quote=False)}</b>{with_main}'


def side_bets_html(figures: SideBetFigures, colour: str) -> str:
    """The line for ``figures``: rich text, the player's-edge mark in ``colour``."""
    if not figures.figures:
        return "No side bets chosen: pick them in Settings."
    bets = " | ".join(_bet_html(f, figures, colour) for f in figures.figures)
    return f"Next hand from the {figures.cards_left} cards left (win \u00b7 house edge): {bets}"


def side_bets_line(left: Composition, choice: SideBetChoice, rules: RuleSet) -> tuple[str, str]:
    """The line for the cards ``left`` (rich text), or why there are no odds, and its
    tooltip: what the figures are, each bet's combined expectation, the honest sentence."""
    try:
        figures = side_bet_figures(
            left, choice.settings, rules, choice.main_stakes, compiled_kernel=is_warm()
        )
    except TooFewCards as exc:
        return escape(f"Side bets: {exc}"), SIDE_BETS_TIP
    rows = [SIDE_BETS_TIP, "", main_words(figures)]
    for figure in figures.figures:
        row = f"{figure.bet.name} ({figure.bet.pays}): edge {percent(figure.house_edge, 2)}"
        if figure.combined is not None:
            row += f", combined {percent(figure.combined, 2)}"
        rows.append(row)
    return side_bets_html(figures, favourable_colour()), "\n".join(rows)
