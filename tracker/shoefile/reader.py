"""Reading any shoe file: format detection from content, then the format's streaming reader;
writing the JSON and hands-CSV formats to a path or an open text file."""

from __future__ import annotations

import gzip
import io
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from tracker.history.records import ShoeRecord
from tracker.shoefile.bead import looks_like_bead, read_bead, write_bead
from tracker.shoefile.csvcolumns import is_separator_line, looks_like_header
from tracker.shoefile.csvread import read_csv
from tracker.shoefile.csvwrite import write_csv_rows
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.jsonformat import read_json, write_json_stream
from tracker.shoefile.textio import binary_error, display_path, guarded, open_binary, open_text

FORMATS: tuple[str, ...] = ("csv", "bead", "json")
"""The formats :func:`read_shoes` reads, by the names ``--format`` takes."""

_HEAD_LIMIT = 1 << 20  # a first line longer than this is judged on its beginning
_HEAD_LINES = 1000  # comment or blank lines before the first line that says what the file is


def _classify(stream: IO[str], path: str) -> str:
    for number in range(1, _HEAD_LINES + 1):
        line = stream.readline(_HEAD_LIMIT)
        if not line:
            break
        if "\x00" in line:
            raise ShoeFileError(
                path,
                "not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a "
                "byte-order mark; save the file as UTF-8)",
                line=number,
            )
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if is_separator_line(text):
            return "csv"
        if text[0] in "{[":
            return "json"
        if looks_like_bead(text):
            return "bead"
        if looks_like_header(text):
            return "csv"
        raise ShoeFileError(
            path,
            "not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, "
            "player, banker or winner columns), a bead string (B, P, T) nor shoe JSON",
            line=number,
        )
    # Empty, or only comments and blank lines: no shoes whatever the format, so the name
    # decides what the report calls it.
    suffixes = [suffix.lower() for suffix in Path(path).suffixes if suffix.lower() != ".gz"]
    if suffixes and suffixes[-1] in (".csv", ".json"):
        return suffixes[-1][1:]
    return "bead"


def detect_format(path: str | os.PathLike[str]) -> str:
    """``"csv"``, ``"bead"`` or ``"json"``, judged from the file's first meaningful line.

    An empty file (or one of only blank and ``#`` comment lines) holds no shoes; it counts
    as the format its name says (``.csv``, ``.json``), else as bead strings.

    :raises ShoeFileError: when the file cannot be read or is none of the formats.
    """
    with guarded(path):
        _refuse_binary(path)
        with open_text(path) as stream:
            return _classify(stream, display_path(path))


def _refuse_binary(path: str | os.PathLike[str]) -> None:
    """Raise for a well-known binary file (a workbook, an image), which no format reads."""
    with open_binary(path) as binary:
        known = binary_error(path, binary.read(16))
    if known is not None:
        raise known


_READERS: dict[str, Callable[[IO[str], str | os.PathLike[str]], Iterator[ShoeRecord]]] = {
    "csv": read_csv,
    "bead": read_bead,
    "json": read_json,
}


def read_shoes(path: str | os.PathLike[str], fmt: str | None = None) -> Iterator[ShoeRecord]:
    """The shoes of a file, one at a time, read as they are needed (a ``.gz`` file too).

    ``fmt`` is ``"csv"``, ``"bead"`` or ``"json"``; ``None`` detects it from the content.
    Every hand knows its line and every shoe its first line and its source file.

    :raises ShoeFileError: (while iterating) for what cannot be read, naming the place.
    :raises ValueError: at once for an unknown ``fmt``.
    """
    if fmt is not None and fmt not in _READERS:
        raise ValueError(f"unknown shoe file format {fmt!r}; expected one of {FORMATS}")
    return _read(path, fmt)


def _read(path: str | os.PathLike[str], fmt: str | None) -> Iterator[ShoeRecord]:
    with guarded(path):
        if fmt is None:
            fmt = detect_format(path)
        else:
            _refuse_binary(path)
        with open_text(path) as stream:
            yield from _READERS[fmt](stream, path)


@contextmanager
def _output(path_or_file: str | os.PathLike[str] | IO[str]) -> Iterator[IO[str]]:
    """A text stream to write to: the open file given, or a path written whole or not at all
    (through a temporary file beside it), gzip-compressed when its name ends in ``.gz``."""
    if not isinstance(path_or_file, (str, os.PathLike)):
        yield path_or_file
        return
    target = Path(path_or_file)
    partial = target.with_name(target.name + ".part")
    try:
        if target.name.endswith(".gz"):
            with gzip.open(partial, "wb") as binary:
                text = io.TextIOWrapper(binary, encoding="utf-8", newline="")
                yield text
                text.flush()
                text.detach()
        else:
            with open(partial, "w", encoding="utf-8", newline="") as text_file:
                yield text_file
        os.replace(partial, target)
    finally:
        if partial.exists():
            partial.unlink()


def write_json(
    shoes: Iterable[ShoeRecord], path_or_file: str | os.PathLike[str] | IO[str]
) -> tuple[int, int]:
    """Write shoes as the shoe JSON format; returns (shoes, hands) written.

    A path is written whole or not at all; a name ending in ``.gz`` is compressed.
    """
    with _output(path_or_file) as stream:
        return write_json_stream(shoes, stream)


def write_csv(
    shoes: Iterable[ShoeRecord],
    path_or_file: str | os.PathLike[str] | IO[str],
    extra_columns: Iterable[str] | None = None,
) -> tuple[int, int]:
    """Write shoes as a hands CSV (SPEC §3) with every known column; returns (shoes, hands).

    Text cells a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``) get a
    leading apostrophe, which the reader removes again. An open file must have been
    opened with ``newline=""``.
    """
    with _output(path_or_file) as stream:
        return write_csv_rows(shoes, stream, extra_columns)


def write_bead_file(
    shoes: Iterable[ShoeRecord], path_or_file: str | os.PathLike[str] | IO[str]
) -> tuple[int, int]:
    """Write shoes as bead strings, one labelled line per shoe; returns (shoes, hands)."""
    with _output(path_or_file) as stream:
        return write_bead(shoes, stream)
