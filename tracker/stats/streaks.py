"""Streaks as the big road shows them, against what chance gives: the expected
number of streaks of each length, and how rare a shoe's longest streak is, computed exactly.

A long streak is what chance deals in some shoes; nothing here says it will go on or end.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from dataclasses import dataclass
from functools import lru_cache

_BANKER = re.compile(r"B+")
_PLAYER = re.compile(r"P+")


@dataclass(frozen=True, slots=True)
class StreakCounts:
    """Streaks by length for each side, counted in one or more shoes."""

    banker: Counter[int]
    player: Counter[int]

    @classmethod
    def of(cls, decisions: str) -> StreakCounts:
        """The streaks of a Banker/Player sequence (ties already removed), the last included."""
        banker = Counter(map(len, _BANKER.findall(decisions)))
        player = Counter(map(len, _PLAYER.findall(decisions)))
        return cls(banker, player)

    def add(self, other: StreakCounts) -> None:
        self.banker.update(other.banker)
        self.player.update(other.player)

    @property
    def longest_banker(self) -> int:
        return max(self.banker, default=0)

    @property
    def longest_player(self) -> int:
        return max(self.player, default=0)


def expected_streaks(decisions: int, s: float, length: int) -> float:
    """The expected number of streaks of exactly ``length`` of the side that wins a decision
    with chance ``s``, in ``decisions`` decisions:
    (n − k − 1)·s^k·(1 − s)² + 2·s^k·(1 − s) for k < n. A streak of the whole sequence
    (k = n) has no side to end it: its chance is s^n, where the formula would not apply."""
    n, k = decisions, length
    if k < 1 or k > n:
        return 0.0
    if k == n:
        return float(s**n)
    return float((n - k - 1) * s**k * (1 - s) ** 2 + 2 * s**k * (1 - s))


@lru_cache(maxsize=4096)
def chance_longest_below(decisions: int, s: float, length: int) -> float:
    """The exact chance that no streak of either side reaches ``length`` in ``decisions``
    decisions, each won by Banker with chance ``s`` (a Markov chain on the streak under
    way, in time proportional to ``decisions`` whatever ``length``)."""
    if length <= 0:
        return 0.0
    if decisions == 0:
        return 1.0
    if length == 1:
        return 0.0
    if length > decisions:
        return 1.0
    # Each side's streaks under way are kept as their total chance only: a decision
    # multiplies them by the side's chance, starts one from the other side's total, and
    # drops the one that would reach ``length``: begun length - 1 decisions ago, its chance
    # is the chance it began with (kept in ``began_*``) times s^(length - 1).
    q = 1 - s
    began_banker: deque[float] = deque([s])
    began_player: deque[float] = deque([q])
    banker, player = s, q
    drop_banker, drop_player = s ** (length - 1), q ** (length - 1)
    for _ in range(decisions - 1):
        to_banker, to_player = player * s, banker * q
        banker, player = to_banker + banker * s, to_player + player * q
        if len(began_banker) == length - 1:
            banker -= began_banker.popleft() * drop_banker
            player -= began_player.popleft() * drop_player
        if banker < 0.0 or player < 0.0:  # what rounding leaves of a dropped streak
            banker, player = max(banker, 0.0), max(player, 0.0)
        began_banker.append(to_banker)
        began_player.append(to_player)
    return banker + player


def chance_longest_at_least(decisions: int, s: float, length: int) -> float:
    """The exact chance that a shoe of ``decisions`` decisions has a streak of ``length`` or
    more (either side)."""
    return 1.0 - chance_longest_below(decisions, s, length)


@lru_cache(maxsize=1024)
def rejection_length(decisions: int, s: float, level: float) -> int | None:
    """The shortest longest-streak that chance gives in fewer than ``level`` of shoes of
    ``decisions`` decisions, or ``None`` when no length is that rare."""
    for length in range(1, decisions + 1):
        if chance_longest_at_least(decisions, s, length) < level:
            return length
    return None


@lru_cache(maxsize=4096)
def expected_streak_table(decisions: int, s: float) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """:func:`expected_streaks` for lengths 1, 2, … of Banker (chance ``s``) and Player,
    up to the length whose expectation is negligible for both (below 1e-12)."""
    banker: list[float] = []
    player: list[float] = []
    for length in range(1, decisions + 1):
        eb, ep = expected_streaks(decisions, s, length), expected_streaks(decisions, 1 - s, length)
        if eb < 1e-12 and ep < 1e-12:
            break
        banker.append(eb)
        player.append(ep)
    return tuple(banker), tuple(player)
