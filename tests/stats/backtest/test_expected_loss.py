"""No system changes the expected loss: over a large seeded simulation every system's net
lies within its expected loss (the house edge times the amount wagered) ± 4 standard
errors, with and without a table maximum and a bankroll."""

from __future__ import annotations

import pytest

from tracker.engine.rules import RuleSet
from tracker.engine.simulate import simulate
from tracker.stats.backtest import (
    SYSTEMS,
    Hands,
    Plan,
    hands_of_simulation,
    parse_rules,
    play,
    summarize_figures,
)

SHOES = 4000  # about 325,000 hands


@pytest.fixture(scope="module")
def hands() -> Hands:
    return hands_of_simulation(simulate(SHOES, RuleSet(), seed=20261201))


def plans() -> list[Plan]:
    rules = parse_rules("after B B bet P 2 units\nafter P P P bet B\nafter T bet tie")
    found = []
    for name, system in SYSTEMS.items():
        if system.needs_bet:
            for bet in ("banker", "player", "tie", "player_pair"):
                found.append(Plan(name, bet, table_max=200))
            found.append(Plan(name, "banker", bankroll=20))
        elif name == "rules":
            found.append(Plan(name, pattern_rules=rules))
        else:
            found.append(Plan(name, unit=5, table_max=100))
    return found


@pytest.mark.parametrize(
    "plan",
    plans(),
    ids=lambda p: f"{p.system}-{p.bet}-{'R' if p.bankroll else 'M'}",
)
def test_the_net_is_the_expected_loss_within_four_standard_errors(plan: Plan, hands: Hands) -> None:
    result = summarize_figures(plan, [play(plan, hands)])
    assert result.shoes == SHOES and result.bets > 0
    assert result.standard_error > 0
    assert abs(float(result.net) - result.expected_net) <= 4 * result.standard_error
    # The expected loss per unit wagered is the bet's house edge, whatever the stakes.
    if plan.bet == "banker":
        assert result.expected_per_wagered == pytest.approx(-0.010579, abs=2e-6)
    if plan.bankroll:
        assert 0 < result.busted < SHOES
