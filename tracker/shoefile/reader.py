"""Reading any shoe file: format detection from content, then the format's streaming reader;
writing the JSON and hands-CSV formats to a path or an open text file."""

from __future__ import annotations

import codecs
import io
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, cast

from tracker.history.records import ShoeChunk, ShoeRecord
from tracker.shoefile.bead import looks_like_bead, read_bead, write_bead
from tracker.shoefile.csvcolumns import is_separator_line, looks_like_header
from tracker.shoefile.csvread import read_csv, read_csv_chunks
from tracker.shoefile.csvwrite import write_csv_rows
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.jsonformat import read_json, read_json_chunks
from tracker.shoefile.jsonwrite import write_json_stream
from tracker.shoefile.limits import CHUNK_HANDS
from tracker.shoefile.output import open_output
from tracker.shoefile.textio import (
    MAX_LINE_BYTES,
    Prefixed,
    binary_error,
    display_path,
    guarded,
    line_too_long,
    open_binary,
    set_line_limit,
)
from tracker.translatable import QT_TRANSLATE_NOOP, Message

FORMATS: tuple[str, ...] = ("csv", "bead", "json")
"""The formats :func:`read_shoes` reads, by the names ``--format`` takes."""

# A first line longer than this is judged on its beginning (past the line cap, and not
# shoe JSON, it is refused).
_HEAD_BYTES = MAX_LINE_BYTES + (1 << 16)
_HEAD_LINES = 1000  # comment or blank lines before the first line that says what the file is


def _classify(lines: list[str], path: str, *, complete: bool) -> str | None:
    """The format the first meaningful line says; ``None`` when the lines so far are only
    blank or comments and more may follow (``complete`` is false)."""
    for number, line in enumerate(lines[:_HEAD_LINES], start=1):
        if "\x00" in line:
            raise ShoeFileError(
                path,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text "
                        "without a byte-order mark; save the file as UTF-8)",
                    )
                ),
                line=number,
            )
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if is_separator_line(text):
            return "csv"
        if text[0] in "{[":
            return "json"
        # A header first: one whose last name ends in a colon looks like a bead label.
        if looks_like_header(text):
            return "csv"
        if looks_like_bead(text):
            return "bead"
        raise ShoeFileError(
            path,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "not a shoe file: this line is neither a hands-CSV header (naming shoe, "
                    "hand, player, banker or winner columns), a bead string (B, P, T) nor "
                    "shoe JSON",
                )
            ),
            line=number,
        )
    if not complete and len(lines) <= _HEAD_LINES:
        return None
    # Empty, or only comments and blank lines: no shoes whatever the format, so the name
    # decides what the report calls it.
    suffixes = [suffix.lower() for suffix in Path(path).suffixes if suffix.lower() != ".gz"]
    if suffixes and suffixes[-1] in (".csv", ".json"):
        return suffixes[-1][1:]
    return "bead"


def _detect(binary: IO[bytes], path: str) -> tuple[str, bytes]:
    """The format of a stream and the bytes read to tell it (given again to the reader:
    a pipe cannot be read twice)."""
    _refuse_binary(binary, path)
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    head = b""
    text = ""
    while True:
        chunk = binary.read1(1 << 16)  # type: ignore[attr-defined]
        head += chunk
        at_end = not chunk or len(head) >= _HEAD_BYTES
        text += decoder.decode(chunk, final=not chunk)
        # Line ends as the readers see them (not str.splitlines, which also splits at
        # form feeds and U+2028).
        lines = io.StringIO(text, newline="").readlines()
        if lines and not at_end and not lines[-1].endswith(("\n", "\r")):
            lines.pop()  # not whole yet
        if at_end and chunk and lines and not lines[-1].endswith(("\n", "\r")):
            last = lines[-1].strip()
            too_long = len(lines[-1].encode("utf-8")) > MAX_LINE_BYTES
            if too_long and not last.startswith(("{", "[", "#")):
                # A first line past the cap (shoe JSON alone may come on one line).
                raise ShoeFileError(
                    path,
                    line_too_long(MAX_LINE_BYTES),
                    line=len(lines),
                )
        fmt = _classify(lines, path, complete=at_end)
        if fmt is not None:
            return fmt, head


def _refuse_binary(binary: IO[bytes], path: str) -> None:
    """Raise for a well-known binary file (a workbook, an image), which no format reads."""
    known = binary_error(path, binary.peek(16)[:16])  # type: ignore[attr-defined]
    if known is not None:
        raise known


def detect_format(path: str | os.PathLike[str]) -> str:
    """``"csv"``, ``"bead"`` or ``"json"``, judged from the file's first meaningful line.

    An empty file (or one of only blank and ``#`` comment lines) holds no shoes; it counts
    as the format its name says (``.csv``, ``.json``), else as bead strings.

    :raises ShoeFileError: when the file cannot be read or is none of the formats.
    """
    with guarded(path), open_binary(path) as binary:
        return _detect(binary, display_path(path))[0]


_READERS: dict[str, Callable[[IO[str], str | os.PathLike[str]], Iterator[ShoeRecord]]] = {
    "csv": read_csv,
    "bead": read_bead,
    "json": read_json,
}
_CHUNK_READERS: dict[
    str, Callable[[IO[str], str | os.PathLike[str], int], Iterator[ShoeRecord | ShoeChunk]]
] = {
    "csv": read_csv_chunks,
    # A bead string is one line, whose cap bounds its hands (and the cap on one shoe's
    # hands holds there too).
    "bead": lambda stream, path, chunk: read_bead(stream, path),
    "json": read_json_chunks,
}
# One row or shoe a line: a line past the cap is refused there. Shoe JSON may come on one
# line; its cap is on each value (jsonstream).
_LINE_LIMITS: dict[str, int | None] = {"csv": MAX_LINE_BYTES, "bead": MAX_LINE_BYTES, "json": None}


def read_shoes(
    path: str | os.PathLike[str],
    fmt: str | None = None,
    *,
    detected: Callable[[str], None] | None = None,
) -> Iterator[ShoeRecord]:
    """The shoes of a file, one at a time, read as they are needed (a ``.gz`` file too).

    ``fmt`` is ``"csv"``, ``"bead"`` or ``"json"``; ``None`` detects it from the content
    (told to ``detected`` before the first shoe). The file is read once, as a stream, so a
    pipe or FIFO reads as a file does. Every hand knows its line and every shoe its first
    line and its source file.

    :raises ShoeFileError: (while iterating) for what cannot be read, naming the place.
    :raises ValueError: at once for an unknown ``fmt``.
    """
    if fmt is not None and fmt not in _READERS:
        raise ValueError(f"unknown shoe file format {fmt!r}; expected one of {FORMATS}")
    return cast(Iterator[ShoeRecord], _read(path, fmt, detected, None))


def read_shoe_chunks(
    path: str | os.PathLike[str],
    fmt: str | None = None,
    *,
    detected: Callable[[str], None] | None = None,
    chunk_hands: int = CHUNK_HANDS,
) -> Iterator[ShoeRecord | ShoeChunk]:
    """:func:`read_shoes` for a reader that holds one chunk of a shoe at a time (an import,
    a validation): a shoe of more than ``chunk_hands`` hands, of any number of rows, comes
    as chunks (:class:`~tracker.history.records.ShoeChunk`) rather than refused.

    :raises ShoeFileError: (while iterating) as :func:`read_shoes`.
    :raises ValueError: at once for an unknown ``fmt`` or a ``chunk_hands`` below 1.
    """
    if fmt is not None and fmt not in _READERS:
        raise ValueError(f"unknown shoe file format {fmt!r}; expected one of {FORMATS}")
    if chunk_hands < 1:
        raise ValueError(f"chunk_hands must be at least 1, not {chunk_hands}")
    return _read(path, fmt, detected, chunk_hands)


def _read(
    path: str | os.PathLike[str],
    fmt: str | None,
    detected: Callable[[str], None] | None,
    chunk: int | None,
) -> Iterator[ShoeRecord | ShoeChunk]:
    with guarded(path), open_binary(path) as binary:
        if fmt is None:
            fmt, head = _detect(binary, display_path(path))
        else:
            _refuse_binary(binary, display_path(path))
            head = b""
        if detected is not None:
            detected(fmt)
        set_line_limit(binary, _LINE_LIMITS[fmt])
        replayed = io.BufferedReader(Prefixed(head, binary), 1 << 16)
        text = io.TextIOWrapper(replayed, encoding="utf-8-sig", errors="strict", newline="")
        try:
            if chunk is None:
                yield from _READERS[fmt](text, path)
            else:
                yield from _CHUNK_READERS[fmt](text, path, chunk)
        finally:
            text.detach()


@contextmanager
def _output(
    path_or_file: str | os.PathLike[str] | IO[str], protect: Iterable[str | os.PathLike[str]]
) -> Iterator[IO[str]]:
    """A text stream to write to: the open file given, or a path written whole or not at all
    and never over a library (:func:`open_output`), gzip-compressed when its name ends in
    ``.gz``."""
    if not isinstance(path_or_file, (str, os.PathLike)):
        yield path_or_file
        return
    with open_output(path_or_file, protect) as stream:
        yield stream


def write_json(
    shoes: Iterable[ShoeRecord],
    path_or_file: str | os.PathLike[str] | IO[str],
    *,
    protect: Iterable[str | os.PathLike[str]] = (),
) -> tuple[int, int]:
    """Write shoes as the shoe JSON format; returns (shoes, hands) written.

    A path is written whole or not at all, never over an SQLite database or a file of
    ``protect``; a name ending in ``.gz`` is compressed.
    """
    with _output(path_or_file, protect) as stream:
        return write_json_stream(shoes, stream)


def write_csv(
    shoes: Iterable[ShoeRecord],
    path_or_file: str | os.PathLike[str] | IO[str],
    extra_columns: Iterable[str] | None = None,
    *,
    protect: Iterable[str | os.PathLike[str]] = (),
) -> tuple[int, int]:
    """Write shoes as a hands CSV with every known column and every extra one
    (see :func:`write_csv_rows`); returns (shoes, hands).

    A text cell that a spreadsheet could run as a formula, that is only blank characters,
    or that starts with an apostrophe gets one leading apostrophe, which the reader removes
    again (:func:`tracker.shoefile.csvcolumns.neutralise`). An open file must have been
    opened with ``newline=""``; a path is written as :func:`write_json` writes one.
    """
    with _output(path_or_file, protect) as stream:
        return write_csv_rows(shoes, stream, extra_columns)


def write_bead_file(
    shoes: Iterable[ShoeRecord],
    path_or_file: str | os.PathLike[str] | IO[str],
    *,
    protect: Iterable[str | os.PathLike[str]] = (),
) -> tuple[int, int]:
    """Write shoes as bead strings, one labelled line per shoe; returns (shoes, hands)."""
    with _output(path_or_file, protect) as stream:
        return write_bead(shoes, stream)
