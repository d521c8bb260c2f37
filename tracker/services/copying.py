"""Moving a library: every shoe, hand, practice session and bet copied into a new, empty
library (SQLite to PostgreSQL or back), then the two compared shoe for shoe."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tracker.errors import UserError
from tracker.store import Library, LibraryError
from tracker.store.models import (
    hands_table,
    practice_bets_table,
    practice_sessions_table,
    shoes_table,
)
from tracker.store.transfer import copy_library, differences
from tracker.translatable import QT_TRANSLATE_NOOP, Message

Progress = Callable[[int, int], bool]
"""``progress(rows_done, rows_total) -> keep_going``; ``False`` cancels (nothing stored)."""


class CopyMismatchError(UserError):
    """The copy, stored, does not agree with its source: the source was changed while it
    was copied."""

    exit_code = 1


@dataclass(frozen=True, slots=True)
class CopyReport:
    """What a copy moved, by kind of row, and where from and to."""

    source: str
    target: str
    shoes: int
    hands: int
    practice_sessions: int
    practice_bets: int
    rows: int


def copy_between(
    source: Library, target: Library, *, progress: Progress | None = None
) -> CopyReport:
    """Copy everything of ``source`` into the empty ``target`` in one transaction, then
    check that the two agree shoe for shoe (details, live or closed state, content hash,
    every hand) and row for row (practice sessions and bets).

    :raises LibraryError: when ``target`` is not empty or is ``source`` itself.
    :raises ImportCancelled: when ``progress`` returned ``False``; nothing was stored.
    :raises CopyMismatchError: when the libraries disagree after the copy (another
        program wrote to the source meanwhile).
    """
    if _same(source, target):
        raise LibraryError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "--from and --to name the same library ({where})"),
                where=source.where,
            )
        )
    result = copy_library(source, target, progress=progress)
    found = differences(source, target)
    if found:
        where = "; ".join(f"{d.table} {', '.join(str(i) for i in d.ids)}" for d in found)
        raise CopyMismatchError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the copy in {target} does not agree with {source} ({rows}); was the "
                    "library changed while it was copied? Empty the copy and run the copy "
                    "again while nobody writes to it",
                ),
                target=target.where,
                source=source.where,
                rows=where,
            )
        )
    return CopyReport(
        source=source.where,
        target=target.where,
        shoes=result[shoes_table.name],
        hands=result[hands_table.name],
        practice_sessions=result[practice_sessions_table.name],
        practice_bets=result[practice_bets_table.name],
        rows=sum(result.rows.values()),
    )


def _same(first: Library, second: Library) -> bool:
    files = [library.dialect.file(library.url) for library in (first, second)]
    if files[0] is not None and files[1] is not None:
        return files[0].resolve() == files[1].resolve()
    return first.where == second.where
