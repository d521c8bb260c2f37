"""How often chance alone gives a shoe each big road pattern, from simulated shoes.

The figures ship as ``pattern_chances.json`` beside this module, computed once by running it:
``python -m tracker.roads.pattern_chances`` (docs/development.md); a test recomputes a
smaller sample and checks the shipped figures against it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from tracker.engine.rules import RuleSet, Winner
from tracker.roads.model import Streak
from tracker.roads.patterns import BY_ID, CATALOGUE, shoe_patterns

DATA_FILE = "pattern_chances.json"
SHIPPED_SHOES = 100_000
SHIPPED_SEED = 2026


@dataclass(frozen=True, slots=True)
class PatternChance:
    """One pattern over many shoes: the share of shoes that show it at least once, the mean
    number of times a shoe shows it, and ``at_least[size]``: the share of shoes that show it
    at that size or larger (from the pattern's minimum up to the largest seen)."""

    shoes_with: float
    mean_count: float
    mean_count_standard_error: float
    at_least: dict[int, float]

    def chance(self, size: int) -> float:
        """The share of shoes showing the pattern at ``size`` or larger (0 past the largest
        size the simulated shoes showed)."""
        if not self.at_least:
            return 0.0
        return self.at_least.get(max(size, min(self.at_least)), 0.0)


@dataclass(frozen=True, slots=True)
class PatternChances:
    """Every pattern's :class:`PatternChance` over ``shoes`` shoes dealt under ``rules``."""

    shoes: int
    seed: int
    rules: RuleSet
    patterns: dict[str, PatternChance] = field(default_factory=dict)

    def standard_error(self, share: float) -> float:
        """The standard error of a share of these shoes (binomial)."""
        return math.sqrt(share * (1 - share) / self.shoes)

    def to_json(self) -> dict[str, Any]:
        return {
            "about": (
                "For each big road pattern, the share of simulated shoes that show it at "
                "least once, the mean count per shoe, and the share showing it at each size "
                "or larger. Regenerate with: python -m tracker.roads.pattern_chances"
            ),
            "shoes": self.shoes,
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "patterns": {
                pid: {
                    "shoes_with": _round(c.shoes_with),
                    "standard_error": _round(self.standard_error(c.shoes_with)),
                    "mean_count": _round(c.mean_count),
                    "mean_count_standard_error": _round(c.mean_count_standard_error),
                    "at_least": {str(k): _round(v) for k, v in c.at_least.items()},
                }
                for pid, c in self.patterns.items()
            },
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PatternChances:
        return cls(
            shoes=int(data["shoes"]),
            seed=int(data["seed"]),
            rules=RuleSet.from_dict(data["rules"]),
            patterns={
                pid: PatternChance(
                    shoes_with=float(p["shoes_with"]),
                    mean_count=float(p["mean_count"]),
                    mean_count_standard_error=float(p["mean_count_standard_error"]),
                    at_least={int(k): float(v) for k, v in p["at_least"].items()},
                )
                for pid, p in data["patterns"].items()
            },
        )


def _round(x: float) -> float:
    return round(x, 6)


def _shoe_streaks(winners: Sequence[int], shoe_hands: Sequence[int]) -> list[list[Streak]]:
    """Each shoe's logical columns from the simulator's winner codes (0 B, 1 P, 2 T)."""
    sides = (Winner.BANKER, Winner.PLAYER)
    shoes = []
    start = 0
    for hands in shoe_hands:
        streaks: list[Streak] = []
        last = -1
        length = 0
        for code in winners[start : start + hands]:
            if code == 2:
                continue
            if code == last:
                length += 1
                continue
            if length:
                streaks.append(Streak(sides[last], length))
            last, length = code, 1
        if length:
            streaks.append(Streak(sides[last], length))
        shoes.append(streaks)
        start += hands
    return shoes


def compute(shoes: int, seed: int, rules: RuleSet | None = None) -> PatternChances:
    """Deal ``shoes`` shoes from ``seed`` (default rules: 8 decks, the usual cut card) and
    count the patterns of each: the same arguments give the same figures."""
    from tracker.engine.simulate import simulate_batches

    rules = RuleSet() if rules is None else rules
    ids = [p.id for p in CATALOGUE]
    with_it = dict.fromkeys(ids, 0)
    counts = dict.fromkeys(ids, 0)
    squares = dict.fromkeys(ids, 0)
    largest: dict[str, dict[int, int]] = {pid: {} for pid in ids}  # size -> shoes
    for batch in simulate_batches(shoes, rules, seed):
        for streaks in _shoe_streaks(batch.hand_winner.tolist(), batch.shoe_hands.tolist()):
            count: dict[str, int] = {}
            size: dict[str, int] = {}
            for found in shoe_patterns(streaks):
                pid = found.pattern.id
                count[pid] = count.get(pid, 0) + 1
                size[pid] = max(size.get(pid, 0), found.size)
            for pid, n in count.items():
                with_it[pid] += 1
                counts[pid] += n
                squares[pid] += n * n
                largest[pid][size[pid]] = largest[pid].get(size[pid], 0) + 1
    patterns = {}
    for pattern in CATALOGUE:
        pid = pattern.id
        mean = counts[pid] / shoes
        variance = max(squares[pid] / shoes - mean * mean, 0.0)
        at_least: dict[int, float] = {}
        top = max(largest[pid], default=pattern.minimum - 1)
        tail = 0
        for s in range(top, pattern.minimum - 1, -1):
            tail += largest[pid].get(s, 0)
            at_least[s] = tail / shoes
        patterns[pid] = PatternChance(
            shoes_with=with_it[pid] / shoes,
            mean_count=mean,
            mean_count_standard_error=math.sqrt(variance / shoes),
            at_least=dict(sorted(at_least.items())),
        )
    return PatternChances(shoes, seed, rules, patterns)


def dumps(chances: PatternChances) -> str:
    """The JSON file's text (stable: the same figures give the same bytes)."""
    return json.dumps(chances.to_json(), indent=1, ensure_ascii=False) + "\n"


@lru_cache(maxsize=1)
def shipped() -> PatternChances:
    """The figures shipped with the package."""
    text = resources.files("tracker.roads").joinpath(DATA_FILE).read_text(encoding="utf-8")
    chances = PatternChances.from_json(json.loads(text))
    missing = set(BY_ID) - set(chances.patterns)
    if missing:  # a pattern added without regenerating the file
        raise RuntimeError(f"{DATA_FILE} lacks {sorted(missing)}: regenerate it")
    return chances


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tracker.roads.pattern_chances",
        description="Simulate shoes and write how often each big road pattern turns up.",
    )
    parser.add_argument("--shoes", type=int, default=SHIPPED_SHOES)
    parser.add_argument("--seed", type=int, default=SHIPPED_SEED)
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).with_name(DATA_FILE),
        help="the file to write (default: the one shipped with the package)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    chances = compute(args.shoes, args.seed)
    args.out.write_text(dumps(chances), encoding="utf-8")
    took = time.perf_counter() - started
    print(f"{args.out}: {args.shoes} shoes, seed {args.seed}, {took:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
