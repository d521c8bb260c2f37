"""Fast simulation: the same deals as a Shoe, compiled or not, and frequencies that agree
with the exact odds."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest

from tracker.engine.cards import Composition, parse_cards
from tracker.engine.kernels import compiled, simulate_kernel
from tracker.engine.odds import exact_odds
from tracker.engine.rules import RuleSet
from tracker.engine.shoe import Shoe
from tracker.engine.simulate import Simulation, SimulationError, simulate

ARRAYS = [name for name in Simulation.__dataclass_fields__ if name.startswith(("hand_", "shoe_"))]

RULE_CASES = [
    RuleSet(),
    RuleSet(decks=1, cut_card=12),
    RuleSet(decks=6, burn=False, hands_after_cut=0, cut_card=20),
    RuleSet(decks=2, hands_after_cut=3, cut_card=50),
]


def same(a: Simulation, b: Simulation) -> bool:
    return all(np.array_equal(getattr(a, n), getattr(b, n)) for n in ARRAYS)


@pytest.mark.parametrize("rules", RULE_CASES, ids=lambda r: r.describe())
def test_simulated_shoes_are_the_shoes_a_seeded_shoe_deals(rules: RuleSet) -> None:
    sim = simulate(3, rules, seed=42, compiled_kernel=False)
    shoe = Shoe(rules, seed=42)
    for index in range(3):
        if index:
            shoe.shuffle()
        coups = shoe.deal_shoe()
        assert [c.cards for c in coups] == [c.cards for c in sim.coups(index)]
        assert shoe.burn_cards == sim.burn_cards(index)
        assert shoe.cut_hand == sim.shoe_cut_hand[index]
        assert len(shoe.burn_cards) + len(shoe.dealt) == sim.shoe_cards_used[index]


def test_online_style_simulation_matches_a_seeded_online_shoe() -> None:
    rules = RuleSet(reshuffle_every_round=True)
    sim = simulate(2, rules, seed=9, online_hands=25, compiled_kernel=False)
    shoe = Shoe(rules, seed=9)
    coups = [shoe.deal_coup() for _ in range(50)]
    assert [c.cards for c in coups] == [c.cards for c in sim.coups(0) + sim.coups(1)]
    assert sim.hands == 50 and list(sim.shoe_cut_hand) == [0, 0]


def test_compiled_kernel_gives_the_same_hands_as_the_plain_one() -> None:
    kernels = compiled()
    if kernels is None:
        pytest.skip("numba is not installed")
    assert kernels["simulate"].py_func is simulate_kernel
    for rules in [*RULE_CASES, RuleSet(reshuffle_every_round=True)]:
        plain = simulate(4, rules, seed=2026, online_hands=30, compiled_kernel=False)
        fast = simulate(4, rules, seed=2026, online_hands=30)
        assert same(plain, fast), rules.describe()


def test_a_longer_run_begins_with_the_shoes_of_a_shorter_one() -> None:
    short = simulate(3, RuleSet(decks=1), seed=3, compiled_kernel=False)
    long = simulate(7, RuleSet(decks=1), seed=3, compiled_kernel=False)
    rows = short.hands
    for name in ARRAYS:
        prefix = getattr(long, name)[: rows if name.startswith("hand_") else 3]
        assert np.array_equal(prefix, getattr(short, name)), name
    assert list(long.hand_shoe[-3:]) == [6, 6, 6]


def test_without_numba_the_same_code_runs_as_plain_python() -> None:
    script = (
        "import sys; sys.modules['numba'] = None\n"
        "from tracker.engine.kernels import compiled\n"
        "from tracker.engine.simulate import simulate\n"
        "from tracker.engine.odds import odds, warm_up\n"
        "from tracker.engine.cards import Composition\n"
        "assert compiled() is None and warm_up() is False\n"
        "sim = simulate(2, seed=11)\n"
        "print(sim.hands, sim.hand_cards.sum(), repr(odds(Composition.full(8)).banker))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    sim = simulate(2, seed=11, compiled_kernel=False)
    assert done.stdout.split()[:2] == [str(sim.hands), str(sim.hand_cards.sum())]
    assert float(done.stdout.split()[2]) == pytest.approx(0.4585974226, abs=1e-10)


def test_the_seed_is_recorded_so_an_unseeded_run_can_be_repeated() -> None:
    first = simulate(2, RuleSet(decks=1), compiled_kernel=False)
    again = simulate(2, RuleSet(decks=1), seed=first.seed, compiled_kernel=False)
    assert same(first, again)


@pytest.mark.parametrize("shoes", [0, -3, 1.5, True])
def test_a_bad_number_of_shoes_is_refused(shoes: object) -> None:
    with pytest.raises(SimulationError, match="number of shoes"):
        simulate(shoes, seed=1)  # type: ignore[arg-type]


def test_hands_csv_has_the_spec_columns_and_cards() -> None:
    sim = simulate(2, RuleSet(decks=1), seed=5, compiled_kernel=False)
    lines = list(sim.csv_lines())
    assert lines[0] == (
        "shoe,hand,player,banker,winner,player_total,banker_total,"
        "player_pair,banker_pair,natural,decks,shoe_kind\n"
    )
    assert len(lines) == sim.hands + 1
    coups = sim.coups(0) + sim.coups(1)
    for line, coup, shoe in zip(lines[1:], coups, sim.hand_shoe.tolist(), strict=True):
        cells = line.rstrip("\n").split(",")
        assert cells[0] == str(shoe + 1)
        assert parse_cards(cells[2]) == list(coup.player)
        assert parse_cards(cells[3]) == list(coup.banker)
        assert cells[4] == coup.winner.value
        assert cells[5:10] == [
            str(coup.player_total),
            str(coup.banker_total),
            str(int(bool(coup.player_pair))),
            str(int(bool(coup.banker_pair))),
            str(int(coup.natural)),
        ]
        assert cells[10:] == ["1", "simulated"]


def test_seeded_frequencies_agree_with_the_exact_odds() -> None:
    use_compiled = compiled() is not None
    sim = simulate(3000 if use_compiled else 60, seed=20261129, compiled_kernel=use_compiled)
    exact = exact_odds(Composition.full(8))
    n = sim.hands
    winners = np.bincount(sim.hand_winner, minlength=3) / n
    cards = np.bincount(sim.hand_card_count, minlength=7)[4:] / n
    observed = {
        "banker": winners[0],
        "player": winners[1],
        "tie": winners[2],
        "player_pair": sim.hand_player_pair.mean(),
        "banker_pair": sim.hand_banker_pair.mean(),
        "natural": sim.hand_natural.mean(),
        "cards4": cards[0],
        "cards5": cards[1],
        "cards6": cards[2],
    }
    for name, frequency in observed.items():
        p = float(getattr(exact, name))
        standard_error = math.sqrt(p * (1 - p) / n)
        assert abs(frequency - p) < 4 * standard_error, (name, frequency, p)
    # Totals agree with the winners.
    b = sim.hand_banker_total.astype(int)
    p_ = sim.hand_player_total.astype(int)
    assert np.array_equal(sim.hand_winner, np.where(b > p_, 0, np.where(p_ > b, 1, 2)))
