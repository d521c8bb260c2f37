"""Which side bets the windows show (the table, the replay), and the main bet a table
requires beside them: kept in the settings, read by every window that shows side bets, and
followed so that a change made in the settings dialog shows at once.

Also the words and colour of the mark on a bet whose edge the cards left turned the
player's way: a triangle and words, so that colour is never the only sign.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget

from tracker.engine.sidebet_settings import MainBetRequirement, SideBetSettings
from tracker.engine.sidebet_table import SideBetRule
from tracker.errors import UserError
from tracker.stats.side_bets import RequiredMain, SideBetFigure, SideBetFigures
from tracker.ui.shell.settings import Setting, Settings
from tracker.ui.shell.theme import palette_is_dark

DEFAULT_SIDE_BETS = SideBetSettings.of(
    ("dragon7", "panda8", "ez_banker", "super6_12", "player_pair_11", "banker_pair_11"),
    MainBetRequirement.ANY,
)
"""What is shown until the user chooses: the bets the table showed before there was a
choice, and a main bet required beside them, as most tables do."""


def _readable(text: str) -> bool:
    try:
        SideBetSettings.from_dict(json.loads(text))
    except (ValueError, UserError):
        return False
    return True


SIDE_BETS_SHOWN = Setting(
    "side_bets/shown",
    json.dumps(DEFAULT_SIDE_BETS.to_dict()),
    check=_readable,
    doc="The side bets shown and the main bet a table requires beside them, as JSON",
)
MAIN_STAKES = Setting(
    "side_bets/main_stakes",
    1.0,
    minimum=0.1,
    maximum=100.0,
    doc="The smallest main bet required beside a side bet, in side-bet stakes",
)


@dataclass(frozen=True, slots=True)
class SideBetChoice:
    """The side bets shown, the main bet required, and its size in side-bet stakes."""

    settings: SideBetSettings = DEFAULT_SIDE_BETS
    main_stakes: float = 1.0


def read_choice(settings: Settings) -> SideBetChoice:
    """The choice kept in ``settings`` (the default when none is kept)."""
    kept = SideBetSettings.from_dict(json.loads(settings.get(SIDE_BETS_SHOWN)))
    return SideBetChoice(kept, settings.get(MAIN_STAKES))


def save_choice(settings: Settings, choice: SideBetChoice) -> None:
    """Keep ``choice``; the windows following the settings show it at once."""
    settings.set(MAIN_STAKES, float(choice.main_stakes))
    settings.set(SIDE_BETS_SHOWN, json.dumps(choice.settings.to_dict()))


def follow_choice(
    settings: Settings, widget: QWidget, show: Callable[[SideBetChoice], object]
) -> None:
    """Show the choice kept now with ``show``, and again after each change, until
    ``widget`` is destroyed."""

    def changed(_: object) -> None:
        show(read_choice(settings))

    stops = [settings.watch(SIDE_BETS_SHOWN, changed), settings.watch(MAIN_STAKES, changed)]
    widget.destroyed.connect(lambda: [stop() for stop in stops])
    show(read_choice(settings))


def favourable_colour(palette: QPalette | None = None) -> str:
    """The colour of the player's-edge mark: a blue that colour-blind eyes tell from the
    red and green of the scorecards, light on a dark palette."""
    dark = palette_is_dark(palette if palette is not None else QApplication.palette())
    return "#56b4e9" if dark else "#0061a8"


def percent(value: float, digits: int = 1) -> str:
    """A signed fraction as a percentage, with a true minus sign, in the app's digits."""
    locale = QLocale()
    figure = locale.toString(abs(100 * value), "f", digits) + locale.percent()
    return ("\u2212" if value < 0 else "+") + figure


def stakes(value: float) -> str:
    """A number of stakes as short as it goes (``1``, ``1.5``), in the app's digits."""
    return QLocale().toString(value, "g", 6)


def bet_name(bet: SideBetRule) -> str:
    """A side bet's name as the market's casinos write it (Dragon 7 is 龙7 in Chinese)."""
    return QCoreApplication.translate("SideBets", bet.name)


def bet_wins_when(bet: SideBetRule) -> str:
    """When a side bet wins, in the app's language."""
    return QCoreApplication.translate("SideBets", bet.wins_when)


def bet_pays(bet: SideBetRule) -> str:
    """What a side bet pays (``40:1``; ``up to 30:1`` in the app's language)."""
    return QCoreApplication.translate("SideBets", bet.pays)


def main_name(main: RequiredMain) -> str:
    """The main bet required beside a side bet, Banker or Player, in the app's language."""
    return QCoreApplication.translate("SideBets", main.name)


def player_edge_words(figure: SideBetFigure) -> str:
    """``▲ player's edge +1.2%`` for a bet the cards left favour, else empty."""
    if not figure.favours_player:
        return ""
    words = QCoreApplication.translate("SideBets", "\u25b2 player's edge %1")
    return words.replace("%1", percent(-figure.house_edge))


def combined_words(figure: SideBetFigure, figures: SideBetFigures) -> str:
    """What the side bet and the main bet required beside it are expected to return
    together, per unit on the side bet; empty when no main bet is required."""
    main = figures.main
    if figure.combined is None or main is None:
        return ""
    return (
        QCoreApplication.translate("SideBets", "with %1\u00d7 on %2: %3")
        .replace("%1", stakes(main.stakes), 1)
        .replace("%2", main_name(main), 1)
        .replace("%3", percent(figure.combined), 1)
    )


def main_words(figures: SideBetFigures) -> str:
    """Which main bet goes beside each side bet, and its edge now."""
    main = figures.main
    if main is None:
        return QCoreApplication.translate("SideBets", "No main bet is required beside a side bet.")
    if main.stakes == 1:
        words = QCoreApplication.translate(
            "SideBets",
            "Combined: the side bet with the main bet required beside it, 1 stake on %2 "
            "(the better main bet from the cards left, house edge %3), per unit on the side "
            "bet.",
        )
    else:
        words = QCoreApplication.translate(
            "SideBets",
            "Combined: the side bet with the main bet required beside it, %1 stakes on %2 "
            "(the better main bet from the cards left, house edge %3), per unit on the side "
            "bet.",
        )
    return (
        words.replace("%1", stakes(main.stakes), 1)
        .replace("%2", main_name(main), 1)
        .replace("%3", percent(main.house_edge, 3), 1)
    )
