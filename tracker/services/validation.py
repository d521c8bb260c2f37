"""Validating shoe files: read each shoe and replay it through the rules, into a report."""

from __future__ import annotations

import os

from tracker.errors import printable_name
from tracker.history import FileReport, validate_shoe
from tracker.shoefile import detect_format, read_shoes


def validate_file(path: str | os.PathLike[str], fmt: str | None = None) -> FileReport:
    """Read every shoe of ``path`` and replay it; a report for the whole file.

    What the reader noticed about a shoe (in a hands CSV, a label that comes back after
    another shoe) comes first among that shoe's problems.

    :raises ShoeFileError: when the file cannot be read (see :func:`read_shoes`).
    """
    fmt = fmt or detect_format(path)
    report = FileReport(printable_name(path), fmt)
    for shoe in read_shoes(path, fmt):
        report.shoes.append(validate_shoe(shoe))
    return report
