"""The side bets a player turned on, from the cards left, with the main bet a table requires."""

from __future__ import annotations

import pytest

from tracker.engine.cards import Composition
from tracker.engine.odds import odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_edges import side_bet_edges
from tracker.engine.sidebet_settings import MainBetRequirement, SideBetSettings
from tracker.stats.side_bets import side_bet_figures

FULL = Composition.full(8)
RULES = RuleSet(decks=8)


def test_the_bets_turned_on_in_the_tables_order_with_their_edges() -> None:
    settings = SideBetSettings.of(["big", "dragon7"], MainBetRequirement.NONE)
    figures = side_bet_figures(FULL, settings, RULES, compiled_kernel=False)
    edges = side_bet_edges(FULL, compiled_kernel=False)
    assert [f.bet.id for f in figures.figures] == ["dragon7", "big"]
    assert figures.main is None and figures.cards_left == 416
    for figure in figures.figures:
        assert figure.p_win == edges[figure.bet.id].p_win
        assert figure.house_edge == edges[figure.bet.id].house_edge
        assert figure.combined is None and not figure.favours_player


@pytest.mark.parametrize(
    ("requirement", "asked", "stakes"),
    [
        (MainBetRequirement.ANY, 0.5, 0.5),
        (MainBetRequirement.ANY, 2.0, 2.0),
        # A side bet no larger than the main bet: at least one stake on the main bet.
        (MainBetRequirement.NOT_MORE, 0.5, 1.0),
        (MainBetRequirement.NOT_MORE, 3.0, 3.0),
    ],
)
def test_the_combined_expectation_adds_the_better_main_bet(
    requirement: MainBetRequirement, asked: float, stakes: float
) -> None:
    settings = SideBetSettings.of(["dragon7"], requirement)
    figures = side_bet_figures(FULL, settings, RULES, asked, compiled_kernel=False)
    (figure,), main = figures.figures, figures.main
    house = odds(FULL, compiled_kernel=False).house_edges(RULES)
    assert main is not None and main.name == "Banker" and main.stakes == stakes
    assert main.house_edge == pytest.approx(float(house.banker))
    dragon = side_bet_edges(FULL, compiled_kernel=False)["dragon7"]
    assert figure.combined == pytest.approx(-dragon.house_edge - stakes * float(house.banker))
