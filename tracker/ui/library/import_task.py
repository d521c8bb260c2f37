"""Importing shoe files from the window: the import use case on the task runner, with a
progress dialog that can cancel, and the outcome of each file in a sentence."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from tracker.services.importing import (
    FileCancelled,
    FileImported,
    FileOutcome,
    ImportReport,
    import_files,
)
from tracker.store import Library
from tracker.ui.shell.tasks import Progress, Runner, TaskContext, TaskHandle


def start_import(
    parent: QWidget,
    runner: Runner,
    library: Library,
    paths: list[Path],
    *,
    ended: Callable[[], bool],
    refresh: Callable[[], None],
    say: Callable[[str], None],
) -> TaskHandle[ImportReport]:
    """Import ``paths`` in the background. ``ended`` is told first when the task ends and
    says whether the window is still there to show the outcome; ``refresh`` reloads the
    shoe list; ``say`` puts a line in the status bar."""
    count = len(paths)

    def work(context: TaskContext) -> ImportReport:
        def progress(index: int, done: int, total: int | None) -> None:
            context.progress(done, total, f"{paths[index].name} ({index + 1} of {count})")

        return import_files(library, paths, progress=progress, cancelled=context.cancelled)

    dialog = QProgressDialog("Importing…", "Cancel", 0, 0, parent)
    dialog.setWindowTitle("Import shoe files")
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(400)

    def progress(step: Progress) -> None:
        dialog.setLabelText(f"Importing {step.text}")
        dialog.setMaximum(max(step.total or 0, 0))
        dialog.setValue(min(step.done, step.total) if step.total else 0)

    def close() -> bool:
        dialog.reset()
        dialog.deleteLater()
        return ended()

    def finished(report: ImportReport) -> None:
        if not close():
            return
        refresh()
        lines = [outcome_line(outcome) for outcome in report.files]
        say("; ".join(lines))
        if report.refused or report.cancelled:
            QMessageBox.information(parent, "Import", "\n".join(lines))

    def failed(error: BaseException) -> None:
        # A fault of tracker itself: what was imported before it stays; say what stopped.
        if not close():
            return
        refresh()
        QMessageBox.information(
            parent,
            "Import",
            f"The import stopped: {type(error).__name__}: {error}. The files imported "
            "before it are stored; nothing of the file being read was stored.",
        )

    handle = runner.submit(
        work, on_done=finished, on_error=failed, on_progress=progress, on_cancelled=close
    )
    dialog.canceled.connect(handle.cancel)
    return handle


def outcome_line(outcome: FileOutcome) -> str:
    """One file's outcome in a sentence for the import summary."""
    name = Path(outcome.path).name
    if isinstance(outcome, FileImported):
        result = outcome.result
        line = f"{name}: {result.shoes} shoes, {result.hands} hands stored"
        if result.duplicates:
            line += f"; {result.duplicates} already in the library"
        return line
    if isinstance(outcome, FileCancelled):
        return f"{name}: cancelled: nothing of it was stored"
    return f"{name}: {outcome.message}"
