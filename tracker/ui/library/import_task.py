"""Importing files in the background: the import use case, its progress and outcomes
reported to the window as signals (one typed outcome per file)."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from tracker.services.importing import FileOutcome, FileRefused, ImportReport, import_files
from tracker.store import Library


class ImportSignals(QObject):
    """``progress(file_index, done, total)`` (total 0 when unknown); ``file_done(outcome)``
    with a :data:`FileOutcome`; ``finished(report)`` with the :class:`ImportReport`."""

    progress = Signal(int, int, int)
    file_done = Signal(object)
    finished = Signal(object)


class ImportTask(QRunnable):
    """Import files one after another, each all or nothing, until done or cancelled."""

    def __init__(self, library: Library, paths: Sequence[Path]) -> None:
        super().__init__()
        self.library = library
        self.paths = list(paths)
        self.signals = ImportSignals()
        self._cancel = threading.Event()
        self._outcomes: list[FileOutcome] = []
        self.setAutoDelete(False)

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:
        try:
            report = import_files(
                self.library,
                self.paths,
                progress=lambda i, done, total: self.signals.progress.emit(i, done, total or 0),
                cancelled=self._cancel.is_set,
                on_file=self._file_done,
            )
        except Exception as exc:
            # A fault of tracker itself: reported for the file it stopped on, so that the
            # window's progress dialog always ends.
            done = len(self._outcomes)
            path = str(self.paths[done]) if done < len(self.paths) else ""
            failed = FileRefused(
                path, f"{path}: could not be imported ({type(exc).__name__}: {exc})"
            )
            self._file_done(failed)
            report = ImportReport(tuple(self._outcomes))
        self.signals.finished.emit(report)

    def _file_done(self, outcome: FileOutcome) -> None:
        self._outcomes.append(outcome)
        self.signals.file_done.emit(outcome)
