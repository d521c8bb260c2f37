"""Writing an output file safely: never over a library (or any SQLite database), whole or
not at all (a temporary file beside it, renamed when complete), through a symbolic link to
the file it names, and straight into a pipe, FIFO or device (which cannot be renamed over).
"""

from __future__ import annotations

import errno
import gzip
import io
import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from tracker.errors import UserError, printable_name
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_SQLITE_HEADER = b"SQLite format 3\x00"
_SIDE_FILES = ("-wal", "-shm", "-journal")


class OutputError(UserError):
    """An output file that must not or cannot be written; nothing was written."""


def _refuse(path: Path, reason: Message) -> OutputError:
    return OutputError(
        Message(
            QT_TRANSLATE_NOOP("Messages", "{place}: {reason}; nothing was written"),
            place=printable_name(path),
            reason=reason,
        )
    )


def check_output(
    path: str | os.PathLike[str], protect: Iterable[str | os.PathLike[str]] = ()
) -> Path:
    """The file an output to ``path`` writes (a symbolic link followed to what it names),
    once it is sure not to be a library.

    ``protect`` names library files (the one open, say) that must not be written, nor
    their ``-wal``/``-shm``/``-journal`` side files, even before they exist.

    :raises OutputError: for a folder, an SQLite database, a protected file, or a link
        that goes round in circles.
    """
    given = Path(path)
    try:
        if not stat.S_ISREG(mode := os.stat(given).st_mode) and not stat.S_ISDIR(mode):
            # A pipe, FIFO or device, which may be named through a link that resolves to
            # no path (/dev/stdout into a pipe): written through the name given.
            return given
    except OSError:
        pass  # not there yet, or not to be reached: the checks below say which
    try:
        target = Path(os.path.realpath(given, strict=False))
    except OSError as exc:  # a loop of links
        raise _refuse(
            given,
            Message(
                QT_TRANSLATE_NOOP("Messages", "cannot follow the link ({reason})"),
                reason=str(exc.strerror or exc),
            ),
        ) from None
    for protected in protect:
        real = Path(os.path.realpath(protected))
        names = {real, *(real.with_name(real.name + side) for side in _SIDE_FILES)}
        if target in names:
            raise _refuse(
                given,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "this is the library itself; an output never replaces it"
                    )
                ),
            )
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return target
    except OSError as exc:
        raise _refuse(given, _cannot_write_because(str(exc.strerror or exc))) from None
    if stat.S_ISDIR(info.st_mode):
        raise _refuse(
            given,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "cannot write the file: it is a folder; give a file name"
                )
            ),
        )
    if stat.S_ISREG(info.st_mode):
        try:
            with open(target, "rb") as existing:
                head = existing.read(len(_SQLITE_HEADER))
        except OSError:
            head = b""
        if head == _SQLITE_HEADER:
            raise _refuse(
                given,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "this is an SQLite database (a tracker library?); an output never "
                        "replaces one: choose another file name",
                    )
                ),
            )
    return target


def _cannot_write_because(reason: str | Message) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "cannot write the file: {reason}"), reason=reason)


def _cannot_write(path: Path, exc: OSError) -> OutputError:
    reason: str | Message
    if exc.errno == errno.ENOENT and not path.parent.exists():
        reason = Message(
            QT_TRANSLATE_NOOP("Messages", "the folder {folder} does not exist"),
            folder=printable_name(path.parent),
        )
    elif exc.errno == errno.ENOTDIR:
        reason = Message(
            QT_TRANSLATE_NOOP("Messages", "{folder} is not a folder"),
            folder=printable_name(path.parent),
        )
    elif exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        reason = Message(QT_TRANSLATE_NOOP("Messages", "the disk is full"))
    else:
        reason = exc.strerror or str(exc)
    return OutputError(
        Message(
            QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"),
            place=printable_name(path),
            reason=_cannot_write_because(reason),
        )
    )


@contextmanager
def open_output(
    path: str | os.PathLike[str],
    protect: Iterable[str | os.PathLike[str]] = (),
    *,
    compress: bool | None = None,
) -> Iterator[IO[str]]:
    """A UTF-8 text stream (``newline=""``) that becomes the file ``path`` when the block
    ends without an error, gzip-compressed when ``compress`` (default: the name ends in
    ``.gz``). On an error nothing is left: the file is as it was.

    :raises OutputError: (see :func:`check_output`), or when the file cannot be written.
    """
    if compress is None:
        compress = Path(path).name.endswith(".gz")
    with open_binary_output(path, protect) as raw, _text(raw, compress) as text:
        yield text


@contextmanager
def open_binary_output(
    path: str | os.PathLike[str], protect: Iterable[str | os.PathLike[str]] = ()
) -> Iterator[IO[bytes]]:
    """A binary stream that becomes the file ``path`` as :func:`open_output`'s does: never
    over a library, whole or not at all.

    :raises OutputError: (see :func:`check_output`), or when the file cannot be written.
    """
    given = Path(path)
    target = check_output(given, protect)
    try:
        is_stream = target.exists() and not target.is_file()
    except OSError:
        is_stream = False
    if is_stream:
        # A pipe, FIFO or device: written as it is; renaming over it would replace it.
        try:
            raw = open(target, "wb")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise _cannot_write(given, exc) from None
        with raw:
            yield raw
        return
    try:
        fd, partial_name = tempfile.mkstemp(
            dir=target.parent, prefix=f".{target.name}.", suffix=".part"
        )
    except OSError as exc:
        raise _cannot_write(given, exc) from None
    partial = Path(partial_name)
    try:
        with os.fdopen(fd, "wb") as raw:
            yield raw
            raw.flush()
            os.fsync(raw.fileno())
        _copy_mode(target, partial)
        os.replace(partial, target)
    except OSError as exc:
        raise _cannot_write(given, exc) from None
    finally:
        partial.unlink(missing_ok=True)


@contextmanager
def _text(raw: IO[bytes], compress: bool) -> Iterator[IO[str]]:
    binary: IO[bytes] = gzip.GzipFile(fileobj=raw, mode="wb") if compress else raw  # type: ignore[assignment]
    text = io.TextIOWrapper(binary, encoding="utf-8", newline="")
    try:
        yield text
        text.flush()
    finally:
        text.detach()  # the raw file is closed by its owner, once
    if compress:
        binary.close()  # writes the gzip trailer


def _copy_mode(target: Path, partial: Path) -> None:
    """Give the new file the mode the old one had, or a new file's (mkstemp makes 0600)."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(partial, mode)
