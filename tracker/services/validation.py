"""Validating shoe files: read each shoe and replay it through the rules, into a report."""

from __future__ import annotations

import os

from tracker.errors import printable_name
from tracker.history import LISTED_PROBLEMS, FileReport, ShoeChunk, ShoeReplay, validate_shoe
from tracker.shoefile import read_shoe_chunks
from tracker.shoefile.limits import CHUNK_HANDS


def validate_file(
    path: str | os.PathLike[str], fmt: str | None = None, *, chunk_hands: int = CHUNK_HANDS
) -> FileReport:
    """Read every shoe of ``path`` and replay it; a report for the whole file.

    What the reader noticed about a shoe (in a hands CSV, a label that comes back after
    another shoe) comes first among that shoe's problems. A shoe of more than
    ``chunk_hands`` hands is read and replayed a chunk at a time, so a shoe of any length
    takes bounded memory; its report lists its first :data:`LISTED_PROBLEMS` problems and
    counts the others.

    :raises ShoeFileError: when the file cannot be read (see :func:`read_shoes`).
    """
    report = FileReport(printable_name(path), fmt or "")

    def detected(found: str) -> None:
        report.format = found

    replay: ShoeReplay | None = None
    # One pass, the format told by the reader: a pipe or FIFO cannot be read twice.
    for item in read_shoe_chunks(path, fmt, detected=detected, chunk_hands=chunk_hands):
        if not isinstance(item, ShoeChunk):
            report.shoes.append(validate_shoe(item))
            continue
        if replay is None:
            replay = ShoeReplay(item.shoe, listed=LISTED_PROBLEMS)
        else:
            replay.add(item.shoe.hands, item.shoe.problems)
        if item.last:
            report.shoes.append(replay.report)
            replay = None
    return report
