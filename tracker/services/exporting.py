"""Exporting the library to a shoe file (shoe JSON, the full-fidelity format, or hands CSV)."""

from __future__ import annotations

import os

from tracker.errors import UserError
from tracker.shoefile import write_csv, write_json
from tracker.store import Library

EXPORT_FORMATS = ("csv", "json")


def export_library(library: Library, path: str | os.PathLike[str], fmt: str) -> tuple[int, int]:
    """Write every shoe of the library to ``path``; returns (shoes, hands) written.

    The file is filled under a temporary name beside ``path`` and renamed when done, so a
    failed export leaves no half-written file.

    :raises UserError: when the file cannot be written.
    :raises ValueError: for a format other than ``csv`` or ``json``.
    """
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; expected one of {EXPORT_FORMATS}")
    writer = write_json if fmt == "json" else write_csv
    try:
        return writer(library.iter_shoes(), path)
    except OSError as exc:
        raise UserError(f"cannot write {os.fspath(path)}: {exc.strerror or exc}") from None
