"""A checked shoe (:class:`~tracker.history.checked.CheckedShoe`) as the columns of its
``shoes`` row: its tallies, verdict and problems (hand, file line, message, place) as
compact JSON, and those problems read back."""

from __future__ import annotations

import json
from typing import Any

from tracker.history.checked import CheckedShoe, CheckStatus, KeptProblem
from tracker.history.report import Problem

__all__ = ["CheckStatus", "KeptProblem", "check_columns", "problems_from_text", "problems_text"]


def problems_text(problems: tuple[KeptProblem, ...]) -> str | None:
    """The problems as compact JSON (``[[hand, line, message, place], …]``), ``None``
    for none."""
    if not problems:
        return None
    return json.dumps(
        [[k.problem.hand, k.problem.line, k.problem.message, k.position] for k in problems],
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


def check_columns(checked: CheckedShoe) -> dict[str, Any]:
    """The columns of a ``shoes`` row that hold ``checked``'s tallies, verdict and
    problems (its content hash apart: a shoe may have to go without, see the writers)."""
    tally = checked.tally
    return {
        "n_hands": tally.hands,
        "n_banker": tally.banker,
        "n_player": tally.player,
        "n_tie": tally.tie,
        "n_player_pair": tally.player_pair,
        "n_banker_pair": tally.banker_pair,
        "n_runs": tally.runs,
        "check_status": checked.status.value,
        "n_problems": checked.problem_count,
        "problems": problems_text(checked.problems),
    }
