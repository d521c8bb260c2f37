"""What the replay found in a stored shoe, as the library keeps it: a status, the number of
problems and the problems themselves (hand, file line, message), written with the shoe."""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tracker.history import validate_shoe
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.report import Problem, ShoeReport


class CheckStatus(enum.Enum):
    """A stored shoe's replay verdict."""

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
    """A problem as the library keeps it, with the 0-based place of its hand in the shoe
    (``None`` for the shoe as a whole): hand numbers can repeat, places cannot."""

    problem: Problem
    position: int | None


def status_of(hands: Sequence[HandRecord], problems: int) -> CheckStatus:
    """The verdict of a shoe whose replay found ``problems`` problems."""
    if problems:
        return CheckStatus.PROBLEMS
    if any(hand.player is None for hand in hands):
        # One hand without cards is enough: its cards cannot be checked against the rules.
        return CheckStatus.OUTCOME
    return CheckStatus.SOUND


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


def problems_text(hands: Sequence[HandRecord], problems: Sequence[Problem]) -> str | None:
    """The problems as compact JSON (``[[hand, line, message, place], …]``), ``None``
    for none."""
    if not problems:
        return None
    places = positions(hands, problems)
    return json.dumps(
        [[p.hand, p.line, p.message, at] for p, at in zip(problems, places, strict=True)],
        ensure_ascii=False,
        separators=(",", ":"),
    )


def problems_from_text(label: str, text: str | None) -> tuple[KeptProblem, ...]:
    """The problems :func:`problems_text` wrote."""
    if not text:
        return ()
    return tuple(
        KeptProblem(Problem(label, hand, line, message), at)
        for hand, line, message, at in json.loads(text)
    )


def check_values(shoe: ShoeRecord, report: ShoeReport | None = None) -> dict[str, Any]:
    """The check columns of a ``shoes`` row for ``shoe`` (replayed unless ``report`` is
    the replay's report already)."""
    if report is None:
        report = validate_shoe(shoe)
    problems = report.problems
    return {
        "check_status": status_of(shoe.hands, len(problems)).value,
        "n_problems": len(problems),
        "problems": problems_text(shoe.hands, problems),
    }


def recheck_values(shoe: ShoeRecord, old_text: str | None) -> dict[str, Any]:
    """The check columns after an edit. The library keeps no file line per hand, so the
    line of a problem already reported at the same hand is carried over from ``old_text``."""
    report = validate_shoe(shoe)
    if old_text and report.problems:
        lines: Mapping[int | None, int | None] = {
            k.problem.hand: k.problem.line
            for k in problems_from_text(shoe.label, old_text)
            if k.problem.line
        }
        report.problems[:] = [
            p
            if p.line is not None or p.hand not in lines
            else Problem(p.shoe_label, p.hand, lines[p.hand], p.message)
            for p in report.problems
        ]
    return check_values(shoe, report)
