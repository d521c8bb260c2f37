"""Where a subcommand reads its shoes, said the same way everywhere: shoe FILEs, the library
(``--library``, the one ``--db`` names) or, where it makes sense, ``--simulate N`` shoes
dealt by the engine. One function adds the options, one resolves them."""

from __future__ import annotations

import argparse
import itertools
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tracker.cli.common import add_db_option
from tracker.cli.options import positive

if TYPE_CHECKING:
    from tracker.history import ShoeRecord
    from tracker.store import Library

SHOE_FORMATS = ("csv", "bead", "json")


def add_shoe_source(
    parser: argparse.ArgumentParser,
    *,
    simulate: bool = False,
    library_by_default: bool = False,
) -> None:
    """Add ``FILE…``, ``--format``, ``--library`` and ``--db`` (and with ``simulate``,
    ``--simulate N`` and ``--seed S``). With ``library_by_default`` the library is read
    when no source is given."""
    default = "; with none of them, the library" if library_by_default else ""
    parser.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="shoe files: hands CSV, bead strings or shoe JSON, .gz too" + default,
    )
    parser.add_argument(
        "--format",
        dest="fmt",
        choices=SHOE_FORMATS,
        default=None,
        help="the FILEs' format (default: detected from each file's content)",
    )
    parser.add_argument(
        "--library",
        action="store_true",
        help="read the shoes of the library instead of FILEs: the one --db names (giving "
        "--db alone reads it too)",
    )
    add_db_option(parser)
    if simulate:
        parser.add_argument(
            "--simulate",
            type=positive,
            default=None,
            metavar="N",
            help="deal N shoes by casino custom instead of reading FILEs or the library",
        )
        parser.add_argument(
            "--seed",
            type=int,
            default=None,
            metavar="S",
            help="with --simulate, a whole number from 0 to 2**64-1 that makes the run "
            "repeatable (default: from the operating system's entropy)",
        )
    parser.set_defaults(parser=parser, library_by_default=library_by_default)


@dataclass(frozen=True, slots=True)
class ShoeSource:
    """The source the options named: ``files`` (with their ``fmt``), the library at ``db``
    (``library`` true), or ``simulate`` shoes."""

    files: tuple[str, ...] = ()
    fmt: str | None = None
    library: bool = False
    db: str | None = None
    simulate: int | None = None


def shoe_source(args: argparse.Namespace) -> ShoeSource:
    """The one source of shoes the options of :func:`add_shoe_source` name.

    ``--db`` names the library, so it reads the library without ``--library``.

    Exits with an argument error (status 2) when none is named (and the library is not
    the default) or more than one is.
    """
    files = tuple(getattr(args, "files", None) or ())
    simulate: int | None = getattr(args, "simulate", None)
    library = bool(args.library) or args.db is not None
    given = [
        name
        for name, present in (
            ("FILE", bool(files)),
            ("--library" if args.library else "--db", library),
            ("--simulate", simulate is not None),
        )
        if present
    ]
    choices = "shoe FILEs, --library" + (" or --simulate N" if hasattr(args, "simulate") else "")
    if len(given) > 1:
        args.parser.error(
            f"give {choices} (exactly one of them), not {' and '.join(given)} together"
        )
    if not given:
        if not getattr(args, "library_by_default", False):
            args.parser.error(f"no shoes to read: give {choices} (exactly one of them)")
        library = True
    return ShoeSource(files, args.fmt, library, args.db, simulate)


@dataclass(slots=True)
class Shoes:
    """Shoes being read: the records one at a time, where they come from, and the library
    when they come from one (for the commands that read it their own way)."""

    records: Iterable[ShoeRecord]
    where: str
    library: Library | None = None


@contextmanager
def open_shoes(source: ShoeSource) -> Iterator[Shoes]:
    """The shoes of FILEs or of the library (closed at the end); simulated shoes are dealt
    by the command that asks for them.

    :raises ShoeFileError: (while reading) for a file that cannot be read.
    """
    if source.library:
        from tracker.cli.common import open_library_to_read

        library = open_library_to_read(source.db)
        try:
            yield Shoes(library.iter_shoes(), f"the library {library.where}", library)
        finally:
            library.close()
        return
    from tracker.shoefile import read_shoes

    records = itertools.chain.from_iterable(read_shoes(p, source.fmt) for p in source.files)
    yield Shoes(records, ", ".join(source.files))
