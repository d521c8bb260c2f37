"""A shoe checked as the library keeps it beside its hands: its tally, the replay's verdict
and problems (each placed at its hand), and the content hash that recognises the same shoe
read again from another file."""

from __future__ import annotations

import enum
import functools
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from tracker.engine.cards import Card, format_cards
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeChunk, ShoeRecord
from tracker.history.replay import LISTED_PROBLEMS, ShoeReplay, validate_shoe
from tracker.history.report import Problem
from tracker.history.tally import Tally, decisions, letters_of, tally_letters


class CheckStatus(enum.Enum):
    """A shoe's replay verdict."""

    SOUND = "sound"  # every hand records its cards and all of them are possible
    PROBLEMS = "problems"  # the replay found something that cannot have happened
    # No hand records its cards: checked only as far as its totals and numbering go.
    OUTCOME = "outcome"

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    CheckStatus.SOUND: "sound",
    CheckStatus.PROBLEMS: "problems",
    CheckStatus.OUTCOME: "outcome only",
}


@dataclass(frozen=True, slots=True)
class KeptProblem:
    """A problem with the 0-based place of its hand in the shoe (``None`` for the shoe as
    a whole): hand numbers can repeat, places cannot."""

    problem: Problem
    position: int | None


@dataclass(frozen=True, slots=True)
class CheckedShoe:
    """A shoe and what the library keeps beside it: its tally, verdict, problems (the
    first ones listed, ``problem_count`` counting all) and content hash."""

    record: ShoeRecord
    tally: Tally
    status: CheckStatus
    problems: tuple[KeptProblem, ...]
    problem_count: int
    content_hash: str


def status_of(problems: int, without_cards: bool) -> CheckStatus:
    """The verdict of a shoe whose replay found ``problems`` problems."""
    if problems:
        return CheckStatus.PROBLEMS
    # One hand without cards is enough: its cards cannot be checked against the rules.
    return CheckStatus.OUTCOME if without_cards else CheckStatus.SOUND


def positions(hands: Sequence[HandRecord], problems: Sequence[Problem]) -> list[int | None]:
    """The place of each problem's hand: the hand read from the problem's line when the
    hands know their lines, else the next hand of that number (problems come in hand
    order, so a number that starts again finds its second hand)."""
    by_line = {hand.line: index for index, hand in enumerate(hands) if hand.line is not None}
    found: list[int | None] = []
    start = 0
    for problem in problems:
        if problem.hand is None:
            found.append(None)
            continue
        index = by_line.get(problem.line) if problem.line is not None else None
        if index is None or hands[index].number != problem.hand:
            index = next(
                (i for i in range(start, len(hands)) if hands[i].number == problem.hand),
                next((i for i, h in enumerate(hands) if h.number == problem.hand), None),
            )
        if index is not None:
            start = index
        found.append(index)
    return found


def check_shoe(shoe: ShoeRecord, before: Sequence[KeptProblem] = ()) -> CheckedShoe:
    """Replay, tally and hash ``shoe``. ``before``: its problems as an earlier check found
    them, whose file lines are carried over to the same problems found again (a shoe read
    back from the library knows no lines)."""
    problems = validate_shoe(shoe).problems
    if before and problems:
        lines: Mapping[int | None, int | None] = {
            kept.problem.hand: kept.problem.line for kept in before if kept.problem.line
        }
        problems = [
            p
            if p.line is not None or p.hand not in lines
            else Problem(p.shoe_label, p.hand, lines[p.hand], p.message)
            for p in problems
        ]
    places = positions(shoe.hands, problems)
    return CheckedShoe(
        shoe,
        Tally.of_hands(shoe.hands),
        status_of(len(problems), any(hand.player is None for hand in shoe.hands)),
        tuple(KeptProblem(p, at) for p, at in zip(problems, places, strict=True)),
        len(problems),
        content_hash(shoe),
    )


# -- the content hash ------------------------------------------------------------------------

_LETTER = {Winner.BANKER: "B", Winner.PLAYER: "P", Winner.TIE: "T", None: None}


def hand_key(hand: HandRecord) -> tuple[Any, ...]:
    """What of a hand makes two shoes the same: its number, winner, totals, pairs,
    natural and cards (as text), in that order."""
    player, banker = hand.player, hand.banker
    return (
        hand.number,
        _LETTER[hand.winner],
        hand.player_total,
        hand.banker_total,
        hand.player_pair,
        hand.banker_pair,
        hand.natural,
        None if player is None else _cards_text(player),
        None if banker is None else _cards_text(banker),
    )


@functools.lru_cache(maxsize=8192)
def _cards_text(cards: tuple[Card, ...]) -> str:
    # A side's cards repeat from shoe to shoe: an import of thousands writes each once.
    return format_cards(cards)


def _when(started: datetime | None) -> str:
    if started is None:
        return ""
    if started.utcoffset() is None:
        return started.isoformat()
    return started.astimezone(UTC).replace(tzinfo=None).isoformat() + "Z"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class ContentHash:
    """sha256 of what makes two records the same shoe: where and when it was dealt and
    every hand as recorded (:func:`hand_key`), as canonical JSON. Labels, notes, rules and
    the source file are left out, so the same shoe read from another file or format is
    recognised. The hands may come a batch at a time."""

    __slots__ = ("_any", "_hash")

    def __init__(self, casino: str | None, table: str | None, started: datetime | None) -> None:
        head = _json([casino or "", table or "", _when(started)])
        self._hash = hashlib.sha256((head[:-1] + ",[").encode("utf-8"))
        self._any = False

    def add(self, hands: Sequence[HandRecord]) -> None:
        """Hash the next hands, in order."""
        if not hands:
            return
        text = _json([hand_key(hand) for hand in hands])[1:-1]
        self._hash.update(("," + text if self._any else text).encode("utf-8"))
        self._any = True

    def hexdigest(self) -> str:
        """The hash of the hands added so far."""
        whole = self._hash.copy()
        whole.update(b"]]")
        return whole.hexdigest()


def content_hash(shoe: ShoeRecord) -> str:
    """The :class:`ContentHash` of a whole shoe."""
    digest = ContentHash(shoe.casino, shoe.table, shoe.started)
    digest.add(shoe.hands)
    return digest.hexdigest()


# -- a shoe checked a chunk at a time ----------------------------------------------------------


@dataclass(slots=True)
class ChunkedCheck:
    """The check of a shoe too long to hold whole, given its chunks in order
    (:class:`~tracker.history.records.ShoeChunk`): the replay, tally and problems' places
    carried from one chunk to the next, never the hands. Its first
    :data:`~tracker.history.replay.LISTED_PROBLEMS` problems are listed, all counted."""

    replay: ShoeReplay | None = None
    places: list[int | None] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)
    last_decision: str = ""
    without_cards: bool = False

    @property
    def problem_count(self) -> int:
        return 0 if self.replay is None else self.replay.report.problem_count

    def add(self, chunk: ShoeChunk) -> None:
        """Replay and count a chunk's hands."""
        shoe = chunk.shoe
        if self.replay is None:
            before = 0
            self.replay = ShoeReplay(shoe, listed=LISTED_PROBLEMS)
        else:
            before = len(self.replay.report.problems)
            self.replay.add(shoe.hands, shoe.problems)
        found = self.replay.report.problems[before:]
        self.places.extend(
            None if at is None else at + chunk.first for at in positions(shoe.hands, found)
        )
        if not shoe.hands:
            return
        letters = letters_of(shoe.hands)
        counted = tally_letters(
            letters,
            sum([1 for hand in shoe.hands if hand.player_pair]),
            sum([1 for hand in shoe.hands if hand.banker_pair]),
        )
        runs = counted.runs
        sequence = decisions(letters)
        if sequence:
            # A run that goes on across the chunks is one run.
            if sequence[0] == self.last_decision:
                runs -= 1
            self.last_decision = sequence[-1]
        t = self.tally
        self.tally = Tally(
            t.hands + counted.hands,
            t.banker + counted.banker,
            t.player + counted.player,
            t.tie + counted.tie,
            t.player_pair + counted.player_pair,
            t.banker_pair + counted.banker_pair,
            t.runs + runs,
        )
        self.without_cards = self.without_cards or any(h.player is None for h in shoe.hands)

    def checked(self, shoe: ShoeRecord, digest: str) -> CheckedShoe:
        """The checked shoe once its last chunk is in: ``shoe`` its record with every
        detail (and no hands), ``digest`` its :class:`ContentHash` over all its hands."""
        assert self.replay is not None, "a chunked shoe checked before its first chunk"
        report = self.replay.report
        kept = [KeptProblem(p, at) for p, at in zip(report.problems, self.places, strict=True)]
        if report.unlisted:
            more = f"{report.unlisted:,} more problem{'' if report.unlisted == 1 else 's'}"
            listed = len(report.problems)
            message = f"… and {more}, not listed (a shoe lists its first {listed:,})"
            kept.append(KeptProblem(Problem(shoe.label, None, None, message), None))
        count = report.problem_count
        return CheckedShoe(
            shoe,
            self.tally,
            status_of(count, self.without_cards),
            tuple(kept),
            count,
            digest,
        )
