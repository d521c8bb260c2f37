"""The scorecards' plain data: one hand's result as the roads see it, and the cells they hold.

Rows are numbered 0–5 from the top and columns 0, 1, … from the left. Every value
here is immutable, so a snapshot handed to the UI or the CLI can never change under it; the
cells are named tuples because a live shoe makes several of them per hand.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from tracker.engine.coup import Coup
from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history.records import HandRecord
from tracker.translatable import QT_TRANSLATE_NOOP, Message

ROWS = 6
"""The height of every road's grid, as on casino displays."""


class Colour(enum.Enum):
    """A derived road's mark: red (the pattern repeats) or blue (it breaks)."""

    RED = "red"
    BLUE = "blue"

    @property
    def letter(self) -> str:
        """``R`` or ``b``, as the text grids and worked examples write marks."""
        return "R" if self is Colour.RED else "b"

    @property
    def opposite(self) -> Colour:
        return Colour.BLUE if self is Colour.RED else Colour.RED


class DerivedRoad(enum.Enum):
    """The three derived roads; the value is the JSON key, ``k`` the column offset they read."""

    BIG_EYE_BOY = "big_eye_boy"
    SMALL_ROAD = "small_road"
    COCKROACH_PIG = "cockroach_pig"

    @property
    def k(self) -> int:
        return _K[self]

    @property
    def title(self) -> str:
        return _TITLES[self]


_K = {DerivedRoad.BIG_EYE_BOY: 1, DerivedRoad.SMALL_ROAD: 2, DerivedRoad.COCKROACH_PIG: 3}
_TITLES = {
    DerivedRoad.BIG_EYE_BOY: "Big Eye Boy",
    DerivedRoad.SMALL_ROAD: "Small Road",
    DerivedRoad.COCKROACH_PIG: "Cockroach Pig",
}


@dataclass(frozen=True, slots=True)
class Result:
    """One hand as the scorecards see it.

    ``player_pair``, ``banker_pair`` and ``natural`` are ``None`` when the source does not
    say (a bead string records winners only; two bare ``0`` cards cannot decide a pair).
    """

    winner: Winner
    player_pair: bool | None = False
    banker_pair: bool | None = False
    natural: bool | None = False

    @classmethod
    def from_hand(cls, hand: HandRecord) -> Result:
        """The result of a recorded hand: its recorded outcome, else what its cards decide.

        :raises OutcomeError: when the hand records neither a winner nor both sides' cards.
        """
        coup = None
        if (
            hand.player is not None
            and hand.banker is not None
            and len(hand.player) >= 2
            and len(hand.banker) >= 2
        ):
            coup = Coup(player=hand.player, banker=hand.banker)
        winner = hand.winner
        if winner is None:
            if coup is None:
                if hand.line is not None:
                    raise OutcomeError(
                        Message(
                            QT_TRANSLATE_NOOP(
                                "Messages",
                                "line {line}, hand {hand}: records no winner and no cards",
                            ),
                            line=hand.line,
                            hand=hand.number,
                        )
                    )
                raise OutcomeError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "hand {hand}: records no winner and no cards"
                        ),
                        hand=hand.number,
                    )
                )
            winner = coup.winner
        if coup is None:
            return cls(winner, hand.player_pair, hand.banker_pair, hand.natural)
        # A recorded flag wins over the cards: the cards' own flag is None where the
        # notation cannot decide it (two bare zeros), and the record may know better.
        return cls(
            winner=winner,
            player_pair=coup.player_pair if hand.player_pair is None else hand.player_pair,
            banker_pair=coup.banker_pair if hand.banker_pair is None else hand.banker_pair,
            natural=coup.natural if hand.natural is None else hand.natural,
        )


class OutcomeError(UserError, ValueError):
    """An outcome string or a recorded hand the scorecards cannot read."""


def parse_outcomes(text: str, where: str = "outcomes") -> list[Result]:
    """Read an outcome string such as ``"BPT bbp"``: ``B``/``P``/``T`` in any case, spaces
    ignored. Pairs and naturals are unknown in this notation, so they are ``None``.

    :raises OutcomeError: naming the 1-based character position of the first other letter.
    """
    results: list[Result] = []
    for position, char in enumerate(text, start=1):
        if char.isspace():
            continue
        winner = _LETTERS.get(char.upper())
        if winner is None:
            raise OutcomeError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{where}: character {position} is {char!r}; expected B, P or T "
                        "(spaces are ignored)",
                    ),
                    where=where,
                    position=position,
                    char=char,
                )
            )
        results.append(Result(winner, player_pair=None, banker_pair=None, natural=None))
    return results


def outcome_string(results: Iterable[Result]) -> str:
    """The winners as letters, e.g. ``"BPT"``: the inverse of :func:`parse_outcomes`."""
    return "".join(r.winner.value for r in results)


_LETTERS = {w.value: w for w in Winner}


class BeadCell(NamedTuple):
    """A bead plate cell: every hand, ties included, down a column of six. ``hand`` is the
    hand's 0-based index in the shoe."""

    row: int
    col: int
    hand: int
    winner: Winner
    player_pair: bool | None
    banker_pair: bool | None
    natural: bool | None


class BigRoadCell(NamedTuple):
    """A big road cell: one Banker or Player decision and the ties dealt right after it
    (the first cell also counts the ties before it). ``streak`` is the logical column it
    belongs to, ``hand`` the 0-based index of its decision in the shoe."""

    row: int
    col: int
    winner: Winner
    ties: int
    streak: int
    hand: int


class Streak(NamedTuple):
    """A logical column: a run of the same winner, ties removed, however it is drawn."""

    winner: Winner
    length: int


class Mark(NamedTuple):
    """A derived road's mark, placed on that road's own grid."""

    row: int
    col: int
    colour: Colour
