"""The Banker-minus-Player walk of a shoe (one step up for each Banker decision, one down
for each Player, ties flat) beside the band that chance keeps it in 95% of the time."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tracker.stats.report import Z95


@dataclass(frozen=True, slots=True)
class Walk:
    """``position[i]`` is Banker wins minus Player wins after hand ``i + 1``; ``expected``,
    ``low`` and ``high`` the mean drift and the 95% band of that many decisions."""

    position: tuple[int, ...]
    expected: tuple[float, ...]
    low: tuple[float, ...]
    high: tuple[float, ...]


def walk(letters: str, s: float) -> Walk:
    """The walk of a shoe's winners (one letter a hand) where Banker wins a decision with
    chance ``s``: each decision moves 2s − 1 on average with variance 4s(1 − s)."""
    position: list[int] = []
    expected: list[float] = []
    low: list[float] = []
    high: list[float] = []
    here = decisions = 0
    drift, variance = 2 * s - 1, 4 * s * (1 - s)
    for letter in letters:
        if letter == "B":
            here += 1
            decisions += 1
        elif letter == "P":
            here -= 1
            decisions += 1
        mean = decisions * drift
        half = Z95 * math.sqrt(decisions * variance)
        position.append(here)
        expected.append(mean)
        low.append(mean - half)
        high.append(mean + half)
    return Walk(tuple(position), tuple(expected), tuple(low), tuple(high))
