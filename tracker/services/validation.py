"""Validating shoe files: read each shoe and replay it through the rules, into a report."""

from __future__ import annotations

import os

from tracker.errors import printable_name
from tracker.history import FileReport, validate_shoe
from tracker.shoefile import read_shoes


def validate_file(path: str | os.PathLike[str], fmt: str | None = None) -> FileReport:
    """Read every shoe of ``path`` and replay it; a report for the whole file.

    What the reader noticed about a shoe (in a hands CSV, a label that comes back after
    another shoe) comes first among that shoe's problems.

    :raises ShoeFileError: when the file cannot be read (see :func:`read_shoes`).
    """
    report = FileReport(printable_name(path), fmt or "")

    def detected(found: str) -> None:
        report.format = found

    # One pass, the format told by the reader: a pipe or FIFO cannot be read twice.
    for shoe in read_shoes(path, fmt, detected=detected):
        report.shoes.append(validate_shoe(shoe))
    return report
