"""Background work for the window: importing files and compiling the fast kernels.

Results come back to the GUI thread through signals; the window never waits for a file
or for the compiler.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Signal

from tracker.errors import UserError
from tracker.store import ImportCancelled, ImportResult, Library


class ImportSignals(QObject):
    """``progress(file_index, done, total)``; ``file_done(path, result_or_message)``;
    ``finished(cancelled)``."""

    progress = Signal(int, int, int)
    file_done = Signal(str, object)
    finished = Signal(bool)


class ImportTask(QRunnable):
    """Import files one after another, each all or nothing, until done or cancelled.

    A file that cannot be read is reported by its message and the next one is imported;
    cancelling leaves nothing of the file being read.
    """

    def __init__(self, library: Library, paths: Sequence[Path]) -> None:
        super().__init__()
        self.library = library
        self.paths = list(paths)
        self.signals = ImportSignals()
        self._cancel = threading.Event()
        self.setAutoDelete(False)

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:
        cancelled = False
        for number, path in enumerate(self.paths):

            def progress(done: int, total: int | None, number: int = number) -> bool:
                self.signals.progress.emit(number, done, total or 0)
                return not self._cancel.is_set()

            outcome: ImportResult | str
            try:
                outcome = self.library.import_file(path, progress=progress)
            except ImportCancelled:
                cancelled = True
                self.signals.file_done.emit(str(path), "cancelled: nothing of it was stored")
                break
            except UserError as exc:
                outcome = str(exc)
            except OSError as exc:
                outcome = f"{path}: {exc.strerror or exc}"
            except Exception as exc:
                # A fault of tracker itself: say so for this file and go on, so that the
                # window's progress dialog always ends.
                outcome = f"{path}: could not be imported ({type(exc).__name__}: {exc})"
            self.signals.file_done.emit(str(path), outcome)
            if self._cancel.is_set():
                cancelled = True
                break
        self.signals.finished.emit(cancelled)


def start_warm_up() -> threading.Thread:
    """Compile the odds and simulation kernels in a daemon thread (seconds the first time,
    then loaded from numba's cache); until it finishes the plain-Python kernels answer."""
    from tracker.engine.odds import warm_up

    def run() -> None:
        try:
            warm_up()
        except Exception:
            # A failed compile only means the plain-Python kernels stay in use.
            return

    thread = threading.Thread(target=run, name="tracker-warm-up", daemon=True)
    thread.start()
    return thread
