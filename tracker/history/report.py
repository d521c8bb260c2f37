"""The replay's findings as data: one problem, the report of a shoe, the report of a file.

Like a chess board's status flags, a report is returned, never raised: a shoe with many
problems is read to its end and every problem is listed with its hand and file line.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing a shoe records that cannot have happened.

    ``hand`` is the hand number in its shoe (``None`` for the shoe as a whole, such as its
    burn cards), ``line`` the line of the file (``None`` when not read from a file) and
    ``message`` a sentence without the hand number, which :meth:`__str__` adds.
    """

    shoe_label: str
    hand: int | None
    line: int | None
    message: str

    def __str__(self) -> str:
        return self.message if self.hand is None else f"hand {self.hand}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        """The ``tracker validate --json`` form of a problem: its hand, line and message."""
        return {"hand": self.hand, "line": self.line, "message": self.message}


@dataclass(slots=True)
class ShoeReport:
    """What the replay of one shoe found: its label, hand count, first line and problems.

    ``unlisted`` counts the problems found past those listed, when the replay lists a
    bounded number (a shoe read in chunks: :data:`tracker.history.replay.LISTED_PROBLEMS`).
    """

    shoe_label: str
    hands: int
    line: int | None = None
    problems: list[Problem] = field(default_factory=list)
    unlisted: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and not self.unlisted

    @property
    def problem_count(self) -> int:
        """Every problem found, listed or not."""
        return len(self.problems) + self.unlisted

    def to_dict(self) -> dict[str, Any]:
        document: dict[str, Any] = {
            "shoe": self.shoe_label,
            "hands": self.hands,
            "problems": [problem.to_dict() for problem in self.problems],
        }
        if self.unlisted:
            document["unlisted"] = self.unlisted
        return document


@dataclass(slots=True)
class FileReport:
    """The reports of every shoe in one file, in file order."""

    path: str
    format: str
    shoes: list[ShoeReport] = field(default_factory=list)

    @property
    def hand_count(self) -> int:
        return sum(report.hands for report in self.shoes)

    @property
    def problem_count(self) -> int:
        return sum(report.problem_count for report in self.shoes)

    @property
    def ok(self) -> bool:
        return all(report.ok for report in self.shoes)

    def problems(self) -> Iterator[Problem]:
        for report in self.shoes:
            yield from report.problems

    def to_dict(self) -> dict[str, Any]:
        """The ``tracker validate --json`` form of one file: path, format, shoes or error."""
        return {
            "path": self.path,
            "format": self.format,
            "shoes": [report.to_dict() for report in self.shoes],
        }
