"""Opening shoe files: gzip read transparently, UTF-8 (BOM accepted), errors located.

A decoding error surfaces wherever a stream happens to read a chunk; :func:`guarded`
turns it (and every other failure to read the file) into a :class:`ShoeFileError` that
names the line and byte, found by rescanning the file on that rare path only.
"""

from __future__ import annotations

import codecs
import gzip
import io
import os
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, BinaryIO

from tracker.errors import printable_name
from tracker.shoefile.errors import ShoeFileError

GZIP_MAGIC = b"\x1f\x8b"

_WIDE_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)


_HIGH_RUN = re.compile(rb"[\x80-\xff]+")

# What people pick by mistake instead of a shoe file, by the bytes it starts with.
_BINARY_KINDS = (
    (b"PK\x03\x04", "a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Excel workbook (.xls) or Office file"),
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"%PDF-", "a PDF document"),
    (b"SQLite format 3\x00", "an SQLite database (a tracker library?)"),
)


def binary_kind(head: bytes) -> str | None:
    """What a file that starts with ``head`` is, when it is a well-known binary format."""
    for magic, kind in _BINARY_KINDS:
        if head.startswith(magic):
            return kind
    return None


def binary_error(path: str | os.PathLike[str], head: bytes) -> ShoeFileError | None:
    """The message for a file that is a well-known binary format rather than text."""
    kind = binary_kind(head)
    if kind is None:
        return None
    advice = ": save the sheet as CSV UTF-8 and validate that" if "workbook" in kind else ""
    return ShoeFileError(
        display_path(path),
        f"not a shoe file: this is {kind}, not text{advice} (a shoe file is a hands CSV, "
        "bead strings or shoe JSON)",
    )


def guess_encoding(raw: bytes) -> str:
    """What a line that is not UTF-8 was probably saved as, in words for the user.

    Bytes alone cannot tell the East Asian double-byte encodings apart (the same two bytes
    are a Hangul syllable in one and a Chinese character in another), so only the family is
    named: single high bytes among ASCII are the accented letters of Windows-1252 or
    Latin-1; runs of them are a double-byte encoding.
    """
    runs = _HIGH_RUN.findall(raw)
    if runs and all(len(run) == 1 for run in runs):
        return "Windows-1252 or Latin-1"
    return "a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS"


def display_path(path: str | os.PathLike[str]) -> str:
    return printable_name(path)


@contextmanager
def open_binary(path: str | os.PathLike[str]) -> Iterator[BinaryIO]:
    """The file's bytes, decompressed when it is gzip (recognised by content, not name)."""
    with open(path, "rb") as raw:
        if raw.read(2) == GZIP_MAGIC:
            raw.seek(0)
            with gzip.GzipFile(fileobj=raw, mode="rb") as unzipped:
                yield unzipped  # type: ignore[misc]
        else:
            raw.seek(0)
            yield raw


@contextmanager
def open_text(path: str | os.PathLike[str]) -> Iterator[IO[str]]:
    """The file as UTF-8 text (a leading BOM dropped), lines untranslated (``newline=""``)
    so that the csv module sees CRLF itself; other readers strip ``\\r`` themselves."""
    with open_binary(path) as binary:
        text = io.TextIOWrapper(binary, encoding="utf-8-sig", errors="strict", newline="")
        try:
            yield text
        finally:
            text.detach()


def _wide_encoding(head: bytes) -> str | None:
    for bom, name in _WIDE_BOMS:
        if head.startswith(bom):
            return name
    return None


def decode_error(path: str | os.PathLike[str]) -> ShoeFileError:
    """Find where the file stops being UTF-8 and say so: encoding, line, column, byte."""
    where = display_path(path)
    try:
        return _find_decode_error(path, where)
    except (OSError, EOFError, zlib.error) as exc:
        return ShoeFileError(where, f"cannot read the file: {exc}")


def _find_decode_error(path: str | os.PathLike[str], where: str) -> ShoeFileError:
    with open_binary(path) as binary:
        head = binary.read(16)
        binary.seek(0)
        known = binary_error(where, head)
        if known is not None:
            return known
        wide = _wide_encoding(head)
        if wide is not None:
            return ShoeFileError(
                where, f"this is {wide} text, not UTF-8: save the file as UTF-8", line=1
            )
        for number, raw_line in enumerate(binary, start=1):
            if number == 1 and raw_line.startswith(codecs.BOM_UTF8):
                raw_line = raw_line[len(codecs.BOM_UTF8) :]
            try:
                raw_line.decode("utf-8")
            except UnicodeDecodeError as exc:
                column = len(raw_line[: exc.start].decode("utf-8", "replace")) + 1
                byte = raw_line[exc.start]
                return ShoeFileError(
                    where,
                    f"not UTF-8 text: byte 0x{byte:02x} (perhaps "
                    f"{guess_encoding(raw_line)}; save the file as UTF-8)",
                    line=number,
                    column=column,
                )
    return ShoeFileError(where, "not UTF-8 text")


@contextmanager
def guarded(path: str | os.PathLike[str]) -> Iterator[None]:
    """Turn every failure to read ``path`` into a located :class:`ShoeFileError`."""
    where = display_path(path)
    try:
        yield
    except ShoeFileError:
        raise
    except UnicodeDecodeError:
        raise decode_error(path) from None
    except FileNotFoundError:
        raise ShoeFileError(where, "no such file") from None
    except IsADirectoryError:
        raise ShoeFileError(where, "a folder, not a shoe file") from None
    except PermissionError:
        raise ShoeFileError(where, "permission denied: cannot read the file") from None
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise ShoeFileError(where, f"damaged gzip file: {exc}") from None
    except OSError as exc:
        raise ShoeFileError(where, f"cannot read the file: {exc.strerror or exc}") from None
