"""The "good roads" casino displays tag on the big road, each with an exact definition.

The tags are read from the big road's logical columns (its streaks, ties removed; a dragon
tail stays part of its column), as the displays read them. Each pattern is a description of
what has been dealt, nothing more: :mod:`tracker.roads.pattern_chances` says how often chance
alone gives a shoe each one.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tracker.engine.rules import Winner
from tracker.roads.model import Result, Streak
from tracker.translatable import QT_TRANSLATE_NOOP


class Unit(enum.Enum):
    """What a pattern's size counts: hands of one streak, columns, or repeats of a figure."""

    HANDS = "hands"
    COLUMNS = "columns"
    REPEATS = "repeats"


@dataclass(frozen=True, slots=True)
class Pattern:
    """One tag of the catalogue: ``minimum`` is the least size the tag is given at."""

    id: str
    name: str
    chinese: str
    unit: Unit
    minimum: int
    definition: str
    side: Winner | None = None  # whose pattern it is, when it is one side's


@dataclass(frozen=True, slots=True)
class FoundPattern:
    """A pattern on a shoe's big road: logical columns ``first`` to ``last`` (0-based, both
    included) and its ``size`` in the pattern's unit."""

    pattern: Pattern
    first: int
    last: int
    size: int


LONG_BANKER = Pattern(
    "long_banker",
    QT_TRANSLATE_NOOP("Patterns", "Long Banker"),
    "長莊",
    Unit.HANDS,
    4,
    QT_TRANSLATE_NOOP("Patterns", "a Banker column of 4 hands or more"),
    Winner.BANKER,
)
LONG_PLAYER = Pattern(
    "long_player",
    QT_TRANSLATE_NOOP("Patterns", "Long Player"),
    "長閒",
    Unit.HANDS,
    4,
    QT_TRANSLATE_NOOP("Patterns", "a Player column of 4 hands or more"),
    Winner.PLAYER,
)
PING_PONG = Pattern(
    "ping_pong",
    QT_TRANSLATE_NOOP("Patterns", "Ping-pong"),
    "大路單跳",
    Unit.COLUMNS,
    4,
    QT_TRANSLATE_NOOP(
        "Patterns", "4 or more columns in a row of one hand each (Banker and Player take turns)"
    ),
)
DOUBLE_JUMP = Pattern(
    "double_jump",
    QT_TRANSLATE_NOOP("Patterns", "Double jump"),
    "大路雙跳",
    Unit.COLUMNS,
    4,
    QT_TRANSLATE_NOOP("Patterns", "4 or more columns in a row of exactly two hands each"),
)
BANKER_JUMPS = Pattern(
    "banker_jumps",
    QT_TRANSLATE_NOOP("Patterns", "Banker jumps"),
    "逢莊跳",
    Unit.COLUMNS,
    3,
    QT_TRANSLATE_NOOP(
        "Patterns",
        "3 or more Banker columns in a row of one hand each (every Banker is followed by Player)",
    ),
    Winner.BANKER,
)
PLAYER_JUMPS = Pattern(
    "player_jumps",
    QT_TRANSLATE_NOOP("Patterns", "Player jumps"),
    "逢閒跳",
    Unit.COLUMNS,
    3,
    QT_TRANSLATE_NOOP(
        "Patterns",
        "3 or more Player columns in a row of one hand each (every Player is followed by Banker)",
    ),
    Winner.PLAYER,
)
BANKER_DOUBLES = Pattern(
    "banker_doubles",
    QT_TRANSLATE_NOOP("Patterns", "Banker doubles"),
    "逢莊連",
    Unit.COLUMNS,
    3,
    QT_TRANSLATE_NOOP("Patterns", "3 or more Banker columns in a row of two hands or more each"),
    Winner.BANKER,
)
PLAYER_DOUBLES = Pattern(
    "player_doubles",
    QT_TRANSLATE_NOOP("Patterns", "Player doubles"),
    "逢閒連",
    Unit.COLUMNS,
    3,
    QT_TRANSLATE_NOOP("Patterns", "3 or more Player columns in a row of two hands or more each"),
    Winner.PLAYER,
)
HALL_ROOMS_BANKER = Pattern(
    "hall_rooms_banker",
    QT_TRANSLATE_NOOP("Patterns", "One hall two rooms, Banker"),
    "一廳兩房（莊）",
    Unit.REPEATS,
    2,
    QT_TRANSLATE_NOOP(
        "Patterns",
        "Banker-Player-Player twice or more in a row: columns of one Banker, "
        "then two Player, repeated",
    ),
    Winner.BANKER,
)
HALL_ROOMS_PLAYER = Pattern(
    "hall_rooms_player",
    QT_TRANSLATE_NOOP("Patterns", "One hall two rooms, Player"),
    "一廳兩房（閒）",
    Unit.REPEATS,
    2,
    QT_TRANSLATE_NOOP(
        "Patterns",
        "Player-Banker-Banker twice or more in a row: columns of one Player, "
        "then two Banker, repeated",
    ),
    Winner.PLAYER,
)

CATALOGUE: tuple[Pattern, ...] = (
    LONG_BANKER,
    LONG_PLAYER,
    PING_PONG,
    DOUBLE_JUMP,
    BANKER_JUMPS,
    PLAYER_JUMPS,
    BANKER_DOUBLES,
    PLAYER_DOUBLES,
    HALL_ROOMS_BANKER,
    HALL_ROOMS_PLAYER,
)
"""Every pattern, in the order a shoe's tags are listed when they start in the same column."""

BY_ID: dict[str, Pattern] = {p.id: p for p in CATALOGUE}


def streaks_of(results: Iterable[Result | Winner]) -> list[Streak]:
    """The big road's logical columns of a shoe's results (ties left out)."""
    streaks: list[Streak] = []
    for item in results:
        winner = item.winner if isinstance(item, Result) else item
        if winner is Winner.TIE:
            continue
        if streaks and streaks[-1].winner is winner:
            streaks[-1] = Streak(winner, streaks[-1].length + 1)
        else:
            streaks.append(Streak(winner, 1))
    return streaks


def _runs(
    pattern: Pattern, columns: Sequence[Streak], indexes: Iterable[int], fits: list[bool]
) -> list[FoundPattern]:
    """Each longest run of consecutive ``indexes`` whose column fits, as long as the pattern's
    minimum; ``fits[i]`` says whether column ``i`` fits."""
    found = []
    run: list[int] = []
    for i in [*indexes, -1]:
        if i >= 0 and fits[i]:
            run.append(i)
            continue
        if len(run) >= pattern.minimum:
            found.append(FoundPattern(pattern, run[0], run[-1], len(run)))
        run = []
    return found


def _side_indexes(columns: Sequence[Streak], side: Winner) -> range:
    # Columns alternate winners, so one side's columns are every other column.
    start = 0 if columns and columns[0].winner is side else 1
    return range(start, len(columns), 2)


def _long(pattern: Pattern, columns: Sequence[Streak], side: Winner) -> list[FoundPattern]:
    return [
        FoundPattern(pattern, i, i, s.length)
        for i, s in enumerate(columns)
        if s.winner is side and s.length >= pattern.minimum
    ]


def _hall_rooms(pattern: Pattern, columns: Sequence[Streak], side: Winner) -> list[FoundPattern]:
    """Runs of (one ``side``, two of the other) columns repeated, starting on ``side``."""
    found = []
    i = 0
    n = len(columns)
    while i < n:
        units = 0
        while (
            i + 2 * units + 1 < n
            and columns[i + 2 * units] == (side, 1)
            and columns[i + 2 * units + 1].length == 2
        ):
            units += 1
        if units >= pattern.minimum:
            found.append(FoundPattern(pattern, i, i + 2 * units - 1, units))
        i += max(2 * units, 1)
    return found


def shoe_patterns(streaks: Sequence[Streak]) -> list[FoundPattern]:
    """Every pattern of :data:`CATALOGUE` on a big road given by its logical columns, each
    occurrence once (the longest run), ordered by first column then catalogue order.

    >>> [(f.pattern.id, f.first, f.last, f.size) for f in shoe_patterns(streaks_of(
    ...     [Winner(c) for c in "PBBBBP"]))]
    [('long_banker', 1, 1, 4)]
    """
    columns = list(streaks)
    every = range(len(columns))
    ones = [s.length == 1 for s in columns]
    twos = [s.length == 2 for s in columns]
    doubles = [s.length >= 2 for s in columns]
    banker = _side_indexes(columns, Winner.BANKER)
    player = _side_indexes(columns, Winner.PLAYER)
    found = [
        *_long(LONG_BANKER, columns, Winner.BANKER),
        *_long(LONG_PLAYER, columns, Winner.PLAYER),
        *_runs(PING_PONG, columns, every, ones),
        *_runs(DOUBLE_JUMP, columns, every, twos),
        *_runs(BANKER_JUMPS, columns, banker, ones),
        *_runs(PLAYER_JUMPS, columns, player, ones),
        *_runs(BANKER_DOUBLES, columns, banker, doubles),
        *_runs(PLAYER_DOUBLES, columns, player, doubles),
        *_hall_rooms(HALL_ROOMS_BANKER, columns, Winner.BANKER),
        *_hall_rooms(HALL_ROOMS_PLAYER, columns, Winner.PLAYER),
    ]
    order = {p.id: i for i, p in enumerate(CATALOGUE)}
    found.sort(key=lambda f: (f.first, order[f.pattern.id]))
    return found


@dataclass(frozen=True, slots=True)
class ShoeTag:
    """One pattern as a shoe's tag: every place it occurs, in order (never empty)."""

    pattern: Pattern
    found: tuple[FoundPattern, ...]

    @property
    def largest(self) -> int:
        """The largest size it occurs at: the chances are given for this size."""
        return max(f.size for f in self.found)

    @property
    def count(self) -> int:
        return len(self.found)


def shoe_tags(found: Iterable[FoundPattern]) -> list[ShoeTag]:
    """The patterns found, one tag per pattern, in the order each first occurs."""
    grouped: dict[str, list[FoundPattern]] = {}
    for f in found:
        grouped.setdefault(f.pattern.id, []).append(f)
    return [ShoeTag(BY_ID[pid], tuple(fs)) for pid, fs in grouped.items()]


def outcome_patterns(results: Iterable[Result | Winner]) -> list[FoundPattern]:
    """:func:`shoe_patterns` of a shoe's results in order (ties included or not)."""
    return shoe_patterns(streaks_of(results))


__all__ = [
    "BY_ID",
    "CATALOGUE",
    "FoundPattern",
    "Pattern",
    "ShoeTag",
    "Unit",
    "outcome_patterns",
    "shoe_patterns",
    "shoe_tags",
    "streaks_of",
]
