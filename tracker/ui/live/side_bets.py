"""The table's side-bets line: the side bets the user chose, each with its chance of winning
and house edge from the cards left, a mark on a bet the cards left turned the player's way,
and the expectation with the main bet the table requires beside it."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QLocale

from tracker.engine.cards import Composition
from tracker.engine.odds import TooFewCards, is_warm
from tracker.engine.rules import RuleSet
from tracker.honesty import ONLY_SIDE_BETS_MOVE, PAST_PREDICTS_NOTHING
from tracker.stats.side_bets import SideBetFigure, SideBetFigures, side_bet_figures
from tracker.ui.shell.i18n import shown
from tracker.ui.shell.side_bet_choice import (
    SideBetChoice,
    bet_name,
    bet_pays,
    favourable_colour,
    main_name,
    main_words,
    percent,
    player_edge_words,
    stakes,
)

SIDE_BETS_TIP = " ".join(
    (
        "Exact chance of winning and house edge of each side bet chosen in the settings, for "
        "the next hand, from the cards left.",
        ONLY_SIDE_BETS_MOVE,
        PAST_PREDICTS_NOTHING,
    )
)
"""The line's tooltip in English, before the first figures (:func:`side_bets_tip` in the
app's language)."""


def side_bets_tip() -> str:
    """What the figures are, and that the past predicts nothing, in the app's language."""
    return " ".join(
        (
            QCoreApplication.translate(
                "SideBets",
                "Exact chance of winning and house edge of each side bet chosen in the "
                "settings, for the next hand, from the cards left.",
            ),
            QCoreApplication.translate("Honesty", ONLY_SIDE_BETS_MOVE),
            QCoreApplication.translate("Honesty", PAST_PREDICTS_NOTHING),
        )
    )


SIDE_BETS_LINES = 3
"""The line's room: six bets, two of them marked, at the narrowest window."""


def _fixed(value: float, digits: int) -> str:
    locale = QLocale()
    return locale.toString(value, "f", digits) + locale.percent()


def _bet_html(figure: SideBetFigure, figures: SideBetFigures, colour: str) -> str:
    words = f"{escape(bet_name(figure.bet))} {_fixed(100 * figure.p_win, 2)}"
    mark = player_edge_words(figure)
    if not mark:
        return f"{words} \u00b7 {_fixed(100 * figure.house_edge, 1)}"
    main = figures.main
    with_main = ""
    if figure.combined is not None and main is not None:
        with_main = " " + escape(
            QCoreApplication.translate("SideBets", "(%1 with %2\u00d7 %3)")
            .replace("%1", percent(figure.combined), 1)
            .replace("%2", stakes(main.stakes), 1)
            .replace("%3", main_name(main), 1)
        )
    return f'{words} <b style="color:{colour}">{escape(mark, quote=False)}</b>{with_main}'


def side_bets_html(figures: SideBetFigures, colour: str) -> str:
    """The line for ``figures``: rich text, the player's-edge mark in ``colour``."""
    if not figures.figures:
        return escape(
            QCoreApplication.translate("SideBets", "No side bets chosen: pick them in Settings.")
        )
    bets = " | ".join(_bet_html(f, figures, colour) for f in figures.figures)
    head = QCoreApplication.translate(
        "SideBets", "Next hand from the %1 cards left (win \u00b7 house edge): %2"
    ).replace("%1", QLocale().toString(figures.cards_left), 1)
    return escape(head).replace("%2", bets, 1)


def side_bets_line(left: Composition, choice: SideBetChoice, rules: RuleSet) -> tuple[str, str]:
    """The line for the cards ``left`` (rich text), or why there are no odds, and its
    tooltip: what the figures are, each bet's combined expectation, the honest sentence."""
    tip = side_bets_tip()
    try:
        figures = side_bet_figures(
            left, choice.settings, rules, choice.main_stakes, compiled_kernel=is_warm()
        )
    except TooFewCards as exc:
        words = QCoreApplication.translate("SideBets", "Side bets: %1")
        return escape(words.replace("%1", shown(exc), 1)), tip
    rows = [tip, "", main_words(figures)]
    for figure in figures.figures:
        row = (
            QCoreApplication.translate("SideBets", "%1 (%2): edge %3")
            .replace("%1", bet_name(figure.bet), 1)
            .replace("%2", bet_pays(figure.bet), 1)
            .replace("%3", percent(figure.house_edge, 2), 1)
        )
        if figure.combined is not None:
            row = (
                QCoreApplication.translate("SideBets", "%1, combined %2")
                .replace("%1", row, 1)
                .replace("%2", percent(figure.combined, 2), 1)
            )
        rows.append(row)
    return side_bets_html(figures, favourable_colour()), "\n".join(rows)
