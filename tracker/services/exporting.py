"""Exporting the library to a shoe file (shoe JSON, the full-fidelity format, or hands CSV)."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence

from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.shoefile import write_csv, write_json
from tracker.shoefile.csvwrite import extra_names
from tracker.store import Library
from tracker.translatable import QT_TRANSLATE_NOOP, Message

EXPORT_FORMATS = ("csv", "json")


def export_library(
    library: Library, path: str | os.PathLike[str], fmt: str
) -> tuple[int, int, int]:
    """Write every shoe of the library to ``path``; returns (shoes, hands) written, and the
    shoes left out: a shoe with no hands has no row in a hands CSV.

    The file is filled under a temporary name beside ``path`` and renamed when done, so a
    failed export leaves no half-written file; it never replaces the library, any other
    SQLite database, or what a symbolic link names without checking that first. A CSV has
    a column for every extra column of every hand: a first pass over the library finds
    them, so the export still streams.

    :raises UserError: when the file must not or cannot be written.
    :raises ValueError: for a format other than ``csv`` or ``json``.
    """
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; expected one of {EXPORT_FORMATS}")
    protect = [] if (own := library.dialect.file(library.url)) is None else [own]
    try:
        if fmt == "json":
            return (*write_json(library.iter_shoes(), path, protect=protect), 0)
        names = extra_names(library.iter_shoes())
        read = 0

        def counted() -> Iterator[ShoeRecord]:
            nonlocal read
            for shoe in library.iter_shoes():
                read += 1
                yield shoe

        shoes, hands = write_csv(counted(), path, names, protect=protect)
        return shoes, hands, read - shoes
    except OSError as exc:
        raise UserError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "cannot write {path}: {reason}"),
                path=os.fspath(path),
                reason=exc.strerror or exc,
            )
        ) from None


def export_shoes(
    library: Library, shoe_ids: Sequence[int], path: str | os.PathLike[str], fmt: str
) -> tuple[int, int]:
    """Write the shoes ``shoe_ids`` (in that order) to ``path`` as :func:`export_library`
    writes the whole library; returns (shoes, hands) written.

    :raises UserError: when the file must not or cannot be written, or a shoe is gone.
    """
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; expected one of {EXPORT_FORMATS}")
    protect = [] if (own := library.dialect.file(library.url)) is None else [own]

    def shoes() -> Iterator[ShoeRecord]:
        return (library.load_shoe(shoe_id) for shoe_id in shoe_ids)

    try:
        if fmt == "json":
            return write_json(shoes(), path, protect=protect)
        return write_csv(shoes(), path, extra_names(shoes()), protect=protect)
    except OSError as exc:
        raise UserError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "cannot write {path}: {reason}"),
                path=os.fspath(path),
                reason=exc.strerror or exc,
            )
        ) from None
