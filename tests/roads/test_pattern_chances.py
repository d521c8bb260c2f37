"""The shipped chances of the big road patterns: what a fresh simulation gives, for every
pattern of the catalogue, from a script that gives the same file for the same seed."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tracker.engine.rules import RuleSet, Winner
from tracker.engine.simulate import simulate
from tracker.roads.pattern_chances import (
    DATA_FILE,
    SHIPPED_SEED,
    SHIPPED_SHOES,
    PatternChances,
    compute,
    dumps,
    main,
    shipped,
)
from tracker.roads.patterns import CATALOGUE, outcome_patterns
from tracker.roads.scorecard import Result


def differ(a: float, n: int, b: float, m: int) -> float:
    """How many standard errors apart two shares of ``n`` and ``m`` shoes are (pooled)."""
    pooled = (a * n + b * m) / (n + m)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m))
    return 0.0 if a == b else abs(a - b) / se if se else math.inf


def assert_agree(ship: PatternChances, fresh: PatternChances, sigmas: float) -> None:
    for pattern in CATALOGUE:
        s, f = ship.patterns[pattern.id], fresh.patterns[pattern.id]
        assert differ(s.shoes_with, ship.shoes, f.shoes_with, fresh.shoes) < sigmas, pattern.id
        mean_se = math.hypot(s.mean_count_standard_error, f.mean_count_standard_error)
        assert abs(s.mean_count - f.mean_count) < sigmas * mean_se, pattern.id
        # The normal approximation holds where the fresh sample expects 5 shoes or more.
        sizes = [k for k, share in s.at_least.items() if share * fresh.shoes >= 5]
        assert sizes, pattern.id
        for size in sizes:
            apart = differ(s.chance(size), ship.shoes, f.chance(size), fresh.shoes)
            assert apart < sigmas, (pattern.id, size)


def test_the_shipped_file_covers_the_catalogue_under_the_usual_rules() -> None:
    chances = shipped()
    assert chances.shoes == SHIPPED_SHOES and chances.seed == SHIPPED_SEED
    assert chances.rules == RuleSet()  # 8 decks, the cut card 14 cards from the end
    assert list(chances.patterns) == [p.id for p in CATALOGUE]
    for pattern in CATALOGUE:
        figures = chances.patterns[pattern.id]
        assert min(figures.at_least) == pattern.minimum
        assert figures.at_least[pattern.minimum] == figures.shoes_with
        tail = list(figures.at_least.values())
        assert tail == sorted(tail, reverse=True)  # longer is never more common
    text = (Path(__file__).parents[2] / "tracker" / "roads" / DATA_FILE).read_text("utf-8")
    data = json.loads(text)
    for figures in data["patterns"].values():
        share = figures["shoes_with"]
        expected = math.sqrt(share * (1 - share) / data["shoes"])
        assert figures["standard_error"] == pytest.approx(expected, abs=1e-6)


def test_a_fresh_simulation_agrees_with_the_shipped_figures() -> None:
    # Another seed: independent of the shipped shoes.
    assert_agree(shipped(), compute(2_000, seed=11), sigmas=4.5)


@pytest.mark.slow
def test_a_larger_fresh_simulation_agrees_with_the_shipped_figures() -> None:
    assert_agree(shipped(), compute(30_000, seed=12), sigmas=4.5)


def test_the_figures_count_what_the_patterns_find() -> None:
    # One shoe, counted by hand from its own patterns.
    one = compute(1, seed=3)
    sim = simulate(1, seed=3)
    found = outcome_patterns(Result(w) for w in _winners(sim.hand_winner.tolist()))
    for pattern in CATALOGUE:
        mine = [f for f in found if f.pattern is pattern]
        figures = one.patterns[pattern.id]
        assert figures.shoes_with == (1.0 if mine else 0.0)
        assert figures.mean_count == len(mine)
        if mine:
            largest = max(f.size for f in mine)
            assert figures.chance(largest) == 1.0 and figures.chance(largest + 1) == 0.0


def _winners(codes: list[int]) -> list[Winner]:
    return [(Winner.BANKER, Winner.PLAYER, Winner.TIE)[c] for c in codes]


def test_the_script_gives_the_same_file_for_a_seed(tmp_path: Path) -> None:
    one, two, other = tmp_path / "one.json", tmp_path / "two.json", tmp_path / "other.json"
    assert main(["--shoes", "300", "--seed", "5", "--out", str(one)]) == 0
    assert main(["--shoes", "300", "--seed", "5", "--out", str(two)]) == 0
    assert main(["--shoes", "300", "--seed", "6", "--out", str(other)]) == 0
    assert one.read_bytes() == two.read_bytes()
    assert one.read_bytes() != other.read_bytes()
    again = PatternChances.from_json(json.loads(one.read_text("utf-8")))
    assert dumps(again) == one.read_text("utf-8")
    assert again.shoes == 300 and again.seed == 5
