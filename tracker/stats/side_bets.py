"""The side bets a player turned on, from the cards left: each bet's chance of winning and
house edge, whether the cards left now favour the player, and, at a table that requires a
main bet beside a side bet, what the two together are expected to return.

The required main bet is the better of Banker and Player from the same cards (the one with
the smaller house edge), staked ``main_stakes`` times the side bet; the combined
expectation is in units of the side bet's stake.
"""

from __future__ import annotations

from dataclasses import dataclass

from tracker.engine.cards import Composition
from tracker.engine.odds import odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.engine.sidebet_settings import MainBetRequirement, SideBetSettings
from tracker.engine.sidebet_table import SideBetRule
from tracker.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class RequiredMain:
    """The main bet placed beside each side bet: ``name`` (Banker or Player), its house
    edge from the cards left, and its stake in side-bet stakes."""

    name: str
    house_edge: float
    stakes: float


@dataclass(frozen=True, slots=True)
class SideBetFigure:
    """One side bet from the cards left; ``combined`` the expected net result of the side
    bet and the required main bet together, per unit on the side bet (``None`` when no
    main bet is required)."""

    bet: SideBetRule
    p_win: float
    house_edge: float
    combined: float | None

    @property
    def favours_player(self) -> bool:
        """The cards left give the player the edge on this bet alone."""
        return self.house_edge < 0


@dataclass(frozen=True, slots=True)
class SideBetFigures:
    cards_left: int
    figures: tuple[SideBetFigure, ...]
    main: RequiredMain | None


def required_stakes(settings: SideBetSettings, main_stakes: float) -> float | None:
    """The main bet a table requires beside a side bet, in side-bet stakes (``None``: none).
    A table that allows a side bet only up to the main bet requires at least one stake."""
    if settings.main_bet is MainBetRequirement.NONE:
        return None
    if settings.main_bet is MainBetRequirement.NOT_MORE:
        return max(main_stakes, 1.0)
    return main_stakes


def side_bet_figures(
    left: Composition,
    settings: SideBetSettings,
    rules: RuleSet,
    main_stakes: float = 1.0,
    *,
    compiled_kernel: bool = True,
) -> SideBetFigures:
    """The bets ``settings`` turned on, in the table's order, from the cards ``left``;
    Banker's commission from ``rules``.

    :raises TooFewCards: when the cards left may not finish a coup.
    """
    edges = side_bet_edges(left, compiled_kernel=compiled_kernel)
    stakes = required_stakes(settings, main_stakes)
    main: RequiredMain | None = None
    if stakes is not None:
        house = odds(left).house_edges(rules)
        name, main_edge = min(
            (
                (QT_TRANSLATE_NOOP("SideBets", "Banker"), house.banker),
                (QT_TRANSLATE_NOOP("SideBets", "Player"), house.player),
            ),
            key=lambda x: x[1],
        )
        main = RequiredMain(name, float(main_edge), stakes)
    figures = []
    for bet in settings.bets:
        side = edges[bet.id]
        combined = None if main is None else -side.house_edge - main.stakes * main.house_edge
        figures.append(SideBetFigure(bet, side.p_win, side.house_edge, combined))
    return SideBetFigures(left.total, tuple(figures), main)
