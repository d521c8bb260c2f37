"""Counting a shoe's outcomes: the one place that tallies wins, ties, pairs, runs and streaks.

The library keeps each shoe's :class:`Tally` beside it, and the statistics add tallies up;
both count through :func:`tally_letters`, so the two can never disagree.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord

_LETTER = {Winner.BANKER: "B", Winner.PLAYER: "P", Winner.TIE: "T", None: "-"}
_STREAK = re.compile(r"B+|P+")


@dataclass(frozen=True, slots=True)
class Tally:
    """A shoe's counts: hands, wins by side, ties, pairs marked, and the runs of its
    Banker/Player sequence with ties removed (what the runs test needs)."""

    hands: int = 0
    banker: int = 0
    player: int = 0
    tie: int = 0
    player_pair: int = 0
    banker_pair: int = 0
    runs: int = 0

    @classmethod
    def of_hands(cls, hands: Iterable[HandRecord]) -> Tally:
        """The tally of recorded hands in order."""
        listed = list(hands)
        return tally_letters(
            letters_of(listed),
            sum([1 for hand in listed if hand.player_pair]),
            sum([1 for hand in listed if hand.banker_pair]),
        )

    def __add__(self, other: Tally) -> Tally:
        """The counts of both together (of several shoes: ``sum(tallies, Tally())``)."""
        return Tally(
            self.hands + other.hands,
            self.banker + other.banker,
            self.player + other.player,
            self.tie + other.tie,
            self.player_pair + other.player_pair,
            self.banker_pair + other.banker_pair,
            self.runs + other.runs,
        )


def decisions(letters: str) -> str:
    """The Banker/Player decisions of a winner sequence (``B``/``P``/``T``/``-``): ties and
    hands without a winner removed, as the big road and the runs test read it."""
    return letters.replace("T", "").replace("-", "")


def tally_letters(letters: str, player_pairs: int = 0, banker_pairs: int = 0) -> Tally:
    """The tally of a winner sequence, one letter a hand (``-`` for a hand without one)."""
    sequence = decisions(letters)
    # A run starts at the first decision and at every change; "BP" and "PB" cannot
    # overlap themselves, so str.count sees every change.
    runs = (sequence.count("BP") + sequence.count("PB") + 1) if sequence else 0
    return Tally(
        hands=len(letters),
        banker=letters.count("B"),
        player=letters.count("P"),
        tie=letters.count("T"),
        player_pair=player_pairs,
        banker_pair=banker_pairs,
        runs=runs,
    )


def streaks(letters: str) -> list[tuple[Winner, int]]:
    """The streaks of a winner sequence as the big road shows them: ties removed, each
    run of one side with its length, in order, the last one included."""
    return [
        (Winner.BANKER if match.group()[0] == "B" else Winner.PLAYER, len(match.group()))
        for match in _STREAK.finditer(decisions(letters))
    ]


def letters_of(hands: Iterable[HandRecord]) -> str:
    """A shoe's winners as one letter a hand (``-`` where a hand records none)."""
    return "".join([_LETTER[hand.winner] for hand in hands])
