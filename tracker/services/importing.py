"""Importing shoe files into the library: the one import loop of the command line and the app.

Each file is read (hands CSV, bead strings or shoe JSON) and stored in its own transaction,
all or nothing. A file that cannot be read is refused with its message and the next one is
still imported; a cancel stops at once and leaves nothing of the file being read. Every file
ends in a typed outcome, so callers never read a message to learn what happened.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from tracker.errors import UserError
from tracker.history import ShoeChunk, ShoeRecord
from tracker.shoefile import read_shoe_chunks
from tracker.shoefile.limits import CHUNK_HANDS
from tracker.shoefile.textio import open_binary
from tracker.store import ImportCancelled, ImportResult, Library
from tracker.translatable import QT_TRANSLATE_NOOP, Message

FileProgress = Callable[[int, int | None], bool]
"""``progress(done, total) -> keep_going`` within one file: ``done`` and ``total`` count
its lines (``total`` is ``None`` when unknown); returning ``False`` cancels."""

Progress = Callable[[int, int, int | None], None]
"""``progress(file_index, done, total)`` over several files (lines of the file at index)."""


@dataclass(frozen=True, slots=True)
class FileImported:
    """A file whose shoes were stored (those already in the library counted, not stored)."""

    path: str
    result: ImportResult


@dataclass(frozen=True, slots=True)
class FileRefused:
    """A file that could not be read or stored; nothing of it was stored.

    ``message`` names the place and the reason, in English; ``exit_code`` is the command
    line's (2: could not be read, 1: read but refused); ``reason``, where the error carried
    one, is the :class:`Message` a window shows translated (see :attr:`text`).
    """

    path: str
    message: str
    exit_code: int = 2
    reason: Message | None = None

    @property
    def text(self) -> str | Message:
        """The message for a window: ``shown(outcome.text)`` (``str()`` is :attr:`message`)."""
        return self.reason if self.reason is not None else self.message


@dataclass(frozen=True, slots=True)
class FileCancelled:
    """The file being imported when the import was cancelled; nothing of it was stored."""

    path: str


FileOutcome = FileImported | FileRefused | FileCancelled


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import of several files did, file by file, in the order given."""

    files: tuple[FileOutcome, ...]
    cancelled: bool = False
    """Whether the import stopped before the last file (the files after were not read)."""

    @property
    def imported(self) -> tuple[FileImported, ...]:
        return tuple(outcome for outcome in self.files if isinstance(outcome, FileImported))

    @property
    def refused(self) -> tuple[FileRefused, ...]:
        return tuple(outcome for outcome in self.files if isinstance(outcome, FileRefused))

    @property
    def shoes(self) -> int:
        return sum(outcome.result.shoes for outcome in self.imported)

    @property
    def hands(self) -> int:
        return sum(outcome.result.hands for outcome in self.imported)

    @property
    def duplicates(self) -> int:
        return sum(outcome.result.duplicates for outcome in self.imported)

    @property
    def problem_shoes(self) -> int:
        """Shoes stored whose replay found problems."""
        return sum(outcome.result.problem_shoes for outcome in self.imported)

    @property
    def skipped(self) -> int:
        """Shoes with problems left out (``skip_problems``)."""
        return sum(outcome.result.skipped for outcome in self.imported)

    @property
    def exit_code(self) -> int:
        """0 when every file was imported, else the worst refusal's exit code."""
        return max((outcome.exit_code for outcome in self.refused), default=0)


def count_lines(path: str | os.PathLike[str]) -> int | None:
    """Lines of a (possibly gzip-compressed) text file, for a progress total; ``None``
    when it cannot be read (the reader then reports why, in its own words)."""
    if not os.path.isfile(path):
        return None  # a pipe or FIFO: it can be read once only, by the reader
    try:
        with open_binary(path) as handle:
            count = 0
            while chunk := handle.read(1 << 20):
                count += chunk.count(b"\n")
            return count
    except (OSError, EOFError, zlib.error, UserError):
        return None


def import_file(
    library: Library,
    path: str | os.PathLike[str],
    fmt: str | None = None,
    *,
    progress: FileProgress | None = None,
    skip_problems: bool = False,
    chunk_hands: int = CHUNK_HANDS,
) -> ImportResult:
    """Read a shoe file and store it, all or nothing, each shoe with its replay verdict
    (with ``skip_problems``, the shoes whose replay finds problems are left out).

    A shoe of more than ``chunk_hands`` hands (of any number) is read, replayed and stored
    a chunk of that many hands at a time, in the file's transaction, so memory does not
    grow with the shoe.

    :raises ShoeFileError: for a file or row that cannot be read (naming its line);
        nothing of the file is stored.
    :raises ImportCancelled: when ``progress`` returned ``False``.
    """
    total = count_lines(path) if progress is not None else None

    def where(shoe: ShoeRecord, read: int) -> int:
        last = shoe.hands[-1].line if shoe.hands else shoe.line
        return last if last is not None else read

    shoes: Iterable[ShoeRecord | ShoeChunk]
    if os.path.isfile(path):
        # Read again from the start should another writer's change make the import run
        # again; a pipe can be read once only.
        shoes = _Reread(path, fmt, chunk_hands)
    else:
        shoes = read_shoe_chunks(path, fmt, chunk_hands=chunk_hands)
    return library.import_shoes(
        shoes,
        source=os.fspath(path),
        progress=progress,
        total=total,
        position=where,
        skip_problems=skip_problems,
    )


@dataclass(frozen=True, slots=True)
class _Reread:
    """A shoe file's shoes (and chunks), read from its start each time they are asked for."""

    path: str | os.PathLike[str]
    fmt: str | None
    chunk_hands: int

    def __iter__(self) -> Iterator[ShoeRecord | ShoeChunk]:
        return iter(read_shoe_chunks(self.path, self.fmt, chunk_hands=self.chunk_hands))


def import_files(
    library: Library,
    paths: Sequence[str | os.PathLike[str]],
    fmt: str | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    on_file: Callable[[FileOutcome], None] | None = None,
    skip_problems: bool = False,
    chunk_hands: int = CHUNK_HANDS,
) -> ImportReport:
    """Import ``paths`` one after another, each all or nothing.

    ``progress(file_index, done, total)`` follows each file's lines, from ``(index, 0,
    None)`` as the file starts; ``cancelled()`` is
    asked as the import goes on and stops it (nothing of the current file is stored, the
    files before stay stored); ``on_file(outcome)`` hears each file's outcome as it ends;
    ``skip_problems`` leaves out the shoes whose replay finds problems; ``chunk_hands`` is
    as :func:`import_file` takes it.
    """
    outcomes: list[FileOutcome] = []
    for index, path in enumerate(paths):
        name = os.fspath(path)

        def file_progress(done: int, total: int | None, index: int = index) -> bool:
            if progress is not None:
                progress(index, done, total)
            return cancelled is None or not cancelled()

        if progress is not None:
            progress(index, 0, None)  # the file starts
        outcome: FileOutcome
        try:
            watch = progress is not None or cancelled is not None
            result = import_file(
                library,
                path,
                fmt,
                progress=file_progress if watch else None,
                skip_problems=skip_problems,
                chunk_hands=chunk_hands,
            )
        except ImportCancelled:
            outcome = FileCancelled(name)
        except UserError as exc:
            said = exc.args[0] if len(exc.args) == 1 else None
            reason = said if isinstance(said, Message) else None
            outcome = FileRefused(name, str(exc), exc.exit_code, reason)
        except OSError as exc:
            message = Message(
                QT_TRANSLATE_NOOP("Messages", "{name}: {reason}"),
                name=name,
                reason=exc.strerror or exc,
            )
            outcome = FileRefused(name, str(message), 2, message)
        else:
            outcome = FileImported(name, result)
        outcomes.append(outcome)
        if on_file is not None:
            on_file(outcome)
        if isinstance(outcome, FileCancelled) or (cancelled is not None and cancelled()):
            return ImportReport(tuple(outcomes), cancelled=True)
    return ImportReport(tuple(outcomes))
