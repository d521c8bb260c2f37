"""Opening shoe files: gzip read transparently, UTF-8 (BOM accepted), errors located.

A decoding error surfaces wherever a stream happens to read a chunk; :func:`guarded`
turns it (and every other failure to read the file) into a :class:`ShoeFileError` that
names the line and byte, found by rescanning the file on that rare path only.
"""

from __future__ import annotations

import codecs
import errno
import gzip
import io
import os
import re
import select
import stat
import zlib
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import IO, Any, BinaryIO

from tracker.errors import printable_name
from tracker.shoefile.errors import ShoeFileError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

GZIP_MAGIC = b"\x1f\x8b"

READ_TIMEOUT = 60.0
"""Seconds a pipe or FIFO may send nothing before the read gives up."""
MAX_LINE_BYTES = 1 << 20
"""The cap on a line of a hands CSV or of bead strings (1 MiB): a real row or shoe is a
few hundred bytes; past the cap the file is refused at that line, in bounded memory."""
MAX_EXPANSION = 200
"""How many times its size a compressed file may expand (text shoe files: 5 to 20)."""
FREE_EXPANSION = 64 << 20
"""Decompressed bytes read before the expansion cap applies (small files compress best)."""
_CHUNK = 1 << 16
_UNLIMITED = 1 << 62

_WIDE_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)


_HIGH_RUN = re.compile(rb"[\x80-\xff]+")

# What people pick by mistake instead of a shoe file, by the bytes it starts with.
# The kinds are messages: a window shows them translated.
_BINARY_KINDS = (
    (
        b"PK\x03\x04",
        Message(
            QT_TRANSLATE_NOOP(
                "Messages", "a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)"
            )
        ),
    ),
    (
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",
        Message(QT_TRANSLATE_NOOP("Messages", "an old Excel workbook (.xls) or Office file")),
    ),
    (b"\x89PNG\r\n\x1a\n", Message(QT_TRANSLATE_NOOP("Messages", "a PNG image"))),
    (b"\xff\xd8\xff", Message(QT_TRANSLATE_NOOP("Messages", "a JPEG image"))),
    (b"GIF8", Message(QT_TRANSLATE_NOOP("Messages", "a GIF image"))),
    (b"%PDF-", Message(QT_TRANSLATE_NOOP("Messages", "a PDF document"))),
    (
        b"SQLite format 3\x00",
        Message(QT_TRANSLATE_NOOP("Messages", "an SQLite database (a tracker library?)")),
    ),
)


def binary_kind(head: bytes) -> str | None:
    """What a file that starts with ``head`` is, when it is a well-known binary format."""
    kind = _binary_kind(head)
    return None if kind is None else str(kind)


def _binary_kind(head: bytes) -> Message | None:
    for magic, kind in _BINARY_KINDS:
        if head.startswith(magic):
            return kind
    return None


def binary_error(path: str | os.PathLike[str], head: bytes) -> ShoeFileError | None:
    """The message for a file that is a well-known binary format rather than text."""
    kind = _binary_kind(head)
    if kind is None:
        return None
    if "workbook" in kind.template:
        reason = Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and "
                "validate that (a shoe file is a hands CSV, bead strings or shoe JSON)",
            ),
            kind=kind,
        )
    else:
        reason = Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, "
                "bead strings or shoe JSON)",
            ),
            kind=kind,
        )
    return ShoeFileError(display_path(path), reason)


def guess_encoding(raw: bytes) -> str:
    """What a line that is not UTF-8 was probably saved as (:func:`guess_encoding_message`),
    as English text."""
    return str(guess_encoding_message(raw))


def guess_encoding_message(raw: bytes) -> Message:
    """What a line that is not UTF-8 was probably saved as, in words for the user.

    Bytes alone cannot tell the East Asian double-byte encodings apart (the same two bytes
    are a Hangul syllable in one and a Chinese character in another), so only the family is
    named: single high bytes among ASCII are the accented letters of Windows-1252 or
    Latin-1; runs of them are a double-byte encoding.
    """
    runs = _HIGH_RUN.findall(raw)
    if runs and all(len(run) == 1 for run in runs):
        return Message(QT_TRANSLATE_NOOP("Messages", "Windows-1252 or Latin-1"))
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS",
        )
    )


def display_path(path: str | os.PathLike[str]) -> str:
    return printable_name(path)


class _HeadFirst(io.RawIOBase):
    """A stream's bytes with those already read from it (``head``) given first, then the
    rest as :meth:`_more` reads it."""

    def __init__(self, head: bytes) -> None:
        super().__init__()
        self.head = head

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self.head:
            n = min(len(buffer), len(self.head))
            buffer[:n] = self.head[:n]
            self.head = self.head[n:]
            return n
        data = self._more(len(buffer))
        n = len(data)
        buffer[:n] = data
        return n

    def _more(self, size: int) -> bytes:
        """Up to ``size`` bytes past the head (none at the end)."""
        raise NotImplementedError


class _Source(_HeadFirst):
    """The file's bytes as read, the first few (already read to recognise gzip) given again;
    a pipe or FIFO read as it comes, giving up after :data:`READ_TIMEOUT` seconds without a
    byte. Counts the bytes read, for the expansion cap."""

    def __init__(self, fd: int, head: bytes, where: str, *, waits: bool) -> None:
        super().__init__(head)
        self.fd = fd
        self.where = where
        self.waits = waits
        self.count = len(head)
        self.poll: select.poll | None = None
        if waits:
            self.poll = select.poll()
            self.poll.register(fd, select.POLLIN | select.POLLPRI)

    def _more(self, size: int) -> bytes:
        data = self._read(size)
        self.count += len(data)
        return data

    def _read(self, size: int) -> bytes:
        if self.poll is None:
            return os.read(self.fd, size)
        while True:
            if not self.poll.poll(READ_TIMEOUT * 1000):
                raise ShoeFileError(
                    self.where,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "no data came for {seconds} seconds: a pipe or FIFO with no "
                            "program writing to it (or one that stopped); nothing was read",
                        ),
                        seconds=f"{READ_TIMEOUT:g}",
                    ),
                )
            try:
                return os.read(self.fd, size)
            except BlockingIOError:
                continue


class _Guard(io.RawIOBase):
    """The bytes a reader gets, with the caps of memory: a line longer than ``line_limit``
    bytes, or a compressed file that expands more than :data:`MAX_EXPANSION` times past
    the first :data:`FREE_EXPANSION` bytes, stops the read with a located message. The
    check looks at each chunk once (in C), never at each line."""

    def __init__(
        self, inner: Any, where: str, source: _Source | None, line_limit: int | None
    ) -> None:
        super().__init__()
        self.inner = inner
        self.where = where
        self.source = source  # the compressed bytes, when ``inner`` decompresses them
        self.line_limit = line_limit
        self.run = 0  # bytes since the last line end
        self.lines = 0  # line ends passed
        self.longest = (0, 0)  # the longest line that spanned chunks, and its number
        self.out = 0

    def limit_lines(self, limit: int | None) -> None:
        """Cap the lines from now on, and those already read (the format's detection)."""
        self.line_limit = limit
        if limit is None:
            return
        if self.longest[0] > limit:
            raise self._too_long(self.longest[1])
        if self.run > limit:
            raise self._too_long(self.lines + 1)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self.inner.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        if self.source is not None:
            self.out += n
            if self.out > FREE_EXPANSION and self.out > MAX_EXPANSION * self.source.count:
                raise ShoeFileError(
                    self.where,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the compressed file expands more than {times} times (past "
                            "{mib} MiB): not a shoe file (a gzip bomb?); nothing was read",
                        ),
                        times=MAX_EXPANSION,
                        mib=FREE_EXPANSION >> 20,
                    ),
                )
        limit = self.line_limit if self.line_limit is not None else _UNLIMITED
        if n:
            last = data.rfind(b"\n")
            if last < 0:
                self.run += n
            else:
                first = data.find(b"\n")
                if self.run + first > limit:
                    raise self._too_long(self.lines + 1)
                if self.run + first > self.longest[0]:
                    self.longest = (self.run + first, self.lines + 1)
                if n > limit:  # a line inside this chunk may be longer still
                    for k, part in enumerate(data[first + 1 : last].split(b"\n")):
                        if len(part) > limit:
                            raise self._too_long(self.lines + 2 + k)
                self.lines += data.count(b"\n")
                self.run = n - last - 1
            if self.run > limit:
                raise self._too_long(self.lines + 1)
        return n

    def _too_long(self, line: int) -> ShoeFileError:
        return ShoeFileError(self.where, line_too_long(self.line_limit or 0), line=line)


def line_too_long(limit: int) -> Message:
    """Why a line past the cap of ``limit`` bytes is refused."""
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "the line is longer than {limit:,} bytes (the cap on a line): not a row or bead "
            "string of a shoe file",
        ),
        limit=limit,
    )


class Prefixed(_HeadFirst):
    """A stream's bytes with those already read from it (``head``) first."""

    def __init__(self, head: bytes, rest: BinaryIO) -> None:
        super().__init__(head)
        self.rest = rest

    def _more(self, size: int) -> bytes:
        return self.rest.read1(size)  # type: ignore[attr-defined,no-any-return]


def set_line_limit(binary: BinaryIO, limit: int | None) -> None:
    """Cap the lines of a stream from :func:`open_binary` (once its format is known)."""
    binary.raw.limit_lines(limit)  # type: ignore[attr-defined]


def _read_head(source: _Source, size: int) -> bytes:
    head = b""
    while len(head) < size:
        chunk = source._read(size - len(head))
        if not chunk:
            break
        head += chunk
    return head


@contextmanager
def open_binary(
    path: str | os.PathLike[str], *, line_limit: int | None = None
) -> Iterator[BinaryIO]:
    """The file's bytes, decompressed when it is gzip (recognised by content, not name).

    Read as a stream, never seeking: a pipe or FIFO (``<(zcat f.gz)``) reads as a file
    does, and one that sends nothing for :data:`READ_TIMEOUT` seconds is given up. With
    ``line_limit``, a line longer than that many bytes stops the read with its line.
    """
    where = display_path(path)
    mode = os.stat(path).st_mode
    regular = stat.S_ISREG(mode) or stat.S_ISDIR(mode)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    if not regular:
        flags |= os.O_NONBLOCK  # opening a FIFO with no writer would block for good
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "Is a directory", os.fspath(path))
    fd = os.open(path, flags)
    with ExitStack() as stack:
        stack.callback(os.close, fd)
        source = _Source(fd, b"", where, waits=not regular)
        # Enough to recognise gzip and the binary formats (binary_kind) without seeking.
        source.head = _read_head(source, 16)
        source.count = len(source.head)
        inner: Any = source
        compressed: _Source | None = None
        if source.head.startswith(GZIP_MAGIC):
            unzipped = gzip.GzipFile(fileobj=io.BufferedReader(source, _CHUNK), mode="rb")
            stack.callback(unzipped.close)
            inner, compressed = unzipped, source
        binary = io.BufferedReader(_Guard(inner, where, compressed, line_limit), _CHUNK)
        stack.callback(binary.close)
        yield binary


@contextmanager
def open_text(path: str | os.PathLike[str], *, line_limit: int | None = None) -> Iterator[IO[str]]:
    """The file as UTF-8 text (a leading BOM dropped), lines untranslated (``newline=""``)
    so that the csv module sees CRLF itself; other readers strip ``\\r`` themselves."""
    with open_binary(path, line_limit=line_limit) as binary:
        text = io.TextIOWrapper(binary, encoding="utf-8-sig", errors="strict", newline="")
        try:
            yield text
        finally:
            text.detach()


def is_stream(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a pipe, FIFO or device rather than a file: it can be read once
    only, so nothing may open it a second time."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _wide_encoding(head: bytes) -> str | None:
    for bom, name in _WIDE_BOMS:
        if head.startswith(bom):
            return name
    return None


def decode_error(path: str | os.PathLike[str]) -> ShoeFileError:
    """Find where the file stops being UTF-8 and say so: encoding, line, column, byte."""
    where = display_path(path)
    if is_stream(path):
        # A pipe cannot be read again to find the place.
        return ShoeFileError(
            where, Message(QT_TRANSLATE_NOOP("Messages", "not UTF-8 text: save the file as UTF-8"))
        )
    try:
        return _find_decode_error(path, where)
    except (OSError, EOFError, zlib.error) as exc:
        return ShoeFileError(where, _cannot_read(str(exc)))


def _find_decode_error(path: str | os.PathLike[str], where: str) -> ShoeFileError:
    with open_binary(path) as binary:
        head = binary.peek(16)[:16]  # type: ignore[attr-defined]
        known = binary_error(where, head)
        if known is not None:
            return known
        wide = _wide_encoding(head)
        if wide is not None:
            return ShoeFileError(
                where,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "this is {encoding} text, not UTF-8: save the file as UTF-8"
                    ),
                    encoding=wide,
                ),
                line=1,
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
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "not UTF-8 text: byte {byte} (perhaps {encoding}; save the file "
                            "as UTF-8)",
                        ),
                        byte=f"0x{byte:02x}",
                        encoding=guess_encoding_message(raw_line),
                    ),
                    line=number,
                    column=column,
                )
    return ShoeFileError(where, Message(QT_TRANSLATE_NOOP("Messages", "not UTF-8 text")))


def _cannot_read(reason: str) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "cannot read the file: {reason}"), reason=reason)


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
        raise ShoeFileError(where, Message(QT_TRANSLATE_NOOP("Messages", "no such file"))) from None
    except IsADirectoryError:
        raise ShoeFileError(
            where, Message(QT_TRANSLATE_NOOP("Messages", "a folder, not a shoe file"))
        ) from None
    except PermissionError:
        raise ShoeFileError(
            where, Message(QT_TRANSLATE_NOOP("Messages", "permission denied: cannot read the file"))
        ) from None
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise ShoeFileError(
            where,
            Message(QT_TRANSLATE_NOOP("Messages", "damaged gzip file: {reason}"), reason=str(exc)),
        ) from None
    except OSError as exc:
        raise ShoeFileError(where, _cannot_read(str(exc.strerror or exc))) from None
