"""Importing shoe files from the window: the import use case on the task runner, with its
progress and a Cancel button in the status bar (the logging keys work meanwhile), and a
summary that stays until dismissed (stored, duplicates, shoes with problems, files refused
and why) with the way to the report."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QStatusBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tracker import words
from tracker.services.importing import (
    FileCancelled,
    FileImported,
    FileOutcome,
    FileRefused,
    ImportReport,
    import_files,
)
from tracker.store import Library
from tracker.ui.shell.tasks import Progress, Runner, TaskContext, TaskHandle


def choose_shoe_files(parent: QWidget, filters: str) -> tuple[list[Path], bool]:
    """Ask for shoe files to import, with the choice to leave out the shoes whose replay
    finds problems; returns the files (none when cancelled) and that choice."""
    dialog = QFileDialog(parent, "Import shoe files", "", filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    # Qt's own dialog, so that the choice can sit in it (a platform dialog takes no widget).
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    skip = QCheckBox("Leave out the shoes with problems (see the validation report)")
    skip.setToolTip(
        "Shoes whose replay finds something that cannot have happened are not stored; "
        "by default they are stored and marked with their problems"
    )
    grid = dialog.layout()
    if isinstance(grid, QGridLayout):
        grid.addWidget(skip, grid.rowCount(), 0, 1, grid.columnCount())
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return [], False
    return [Path(p) for p in dialog.selectedFiles()], skip.isChecked()


class ImportProgress(QWidget):
    """An import's progress in the window's status bar, with its Cancel button: beside the
    logging keys, never in front of them as a dialog would be."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel("Importing…", self)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)
        self.bar.setFixedWidth(160)
        self.cancel_button = QToolButton(self)
        self.cancel_button.setText("Cancel")
        self.cancel_button.setToolTip("Stop the import: the files already stored stay")
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)

    def show_step(self, step: Progress) -> None:
        self.label.setText(f"Importing {step.text}")
        self.bar.setMaximum(max(step.total or 0, 0))
        self.bar.setValue(min(step.done, step.total) if step.total else 0)


def start_import(
    parent: QWidget,
    status_bar: QStatusBar,
    runner: Runner,
    library: Library,
    paths: list[Path],
    *,
    ended: Callable[[], bool],
    refresh: Callable[[], None],
    say: Callable[[str], None],
    skip_problems: bool = False,
    show_problems: Callable[[list[int]], object] | None = None,
) -> TaskHandle[ImportReport]:
    """Import ``paths`` in the background, its progress in ``status_bar``. ``ended`` is told
    first when the task ends and says whether the window is still there to show the
    outcome; ``refresh`` reloads the shoe list; ``say`` puts a line in the status bar;
    ``skip_problems`` leaves out the shoes whose replay finds problems;
    ``show_problems(shoe_ids)`` opens their report (the summary offers it when given)."""
    count = len(paths)

    def work(context: TaskContext) -> ImportReport:
        def progress(index: int, done: int, total: int | None) -> None:
            context.progress(done, total, f"{paths[index].name} ({index + 1} of {count})")

        return import_files(
            library,
            paths,
            progress=progress,
            cancelled=context.cancelled,
            skip_problems=skip_problems,
        )

    shown = ImportProgress(status_bar)
    status_bar.addPermanentWidget(shown)

    def close() -> bool:
        status_bar.removeWidget(shown)
        shown.deleteLater()
        return ended()

    def finished(report: ImportReport) -> None:
        if not close():
            return
        refresh()
        lines = [outcome_line(outcome) for outcome in report.files]
        say("; ".join(lines))
        summary = ImportSummary(report, show_problems, parent)
        summary.show()

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
        work, on_done=finished, on_error=failed, on_progress=shown.show_step, on_cancelled=close
    )
    shown.cancel_button.clicked.connect(handle.cancel)
    return handle


def outcome_line(outcome: FileOutcome) -> str:
    """One file's outcome in a sentence for the import summary."""
    name = Path(outcome.path).name
    if isinstance(outcome, FileImported):
        result = outcome.result
        line = f"{name}: {words.shoes_and_hands(result.shoes, result.hands)} stored"
        if result.duplicates:
            line += f"; {result.duplicates} already in the library"
        if result.problem_shoes:
            line += f"; {result.problem_shoes} with problems"
        if result.skipped:
            line += f"; {result.skipped} with problems left out"
        return line
    if isinstance(outcome, FileCancelled):
        return f"{name}: cancelled: nothing of it was stored"
    return f"{name}: {outcome.message}"


def _count(n: int, what: str) -> str:
    return f"{n:,} {what}{'s' * (n != 1)}"


class ImportSummary(QDialog):
    """What an import did, kept on screen until dismissed: the totals, the shoes with
    problems by name, each file refused with the reason, and a way to the report."""

    def __init__(
        self,
        report: ImportReport,
        show_problems: Callable[[list[int]], object] | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import finished" if not report.cancelled else "Import cancelled")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.report = report
        problem_ids = [i for outcome in report.imported for i in outcome.result.problem_ids]
        totals = [f"{_count(report.shoes, 'shoe')} and {_count(report.hands, 'hand')} stored"]
        if report.duplicates:
            totals.append(f"{_count(report.duplicates, 'shoe')} already in the library")
        if report.problem_shoes:
            totals.append(f"{_count(report.problem_shoes, 'shoe')} stored with problems")
        if report.skipped:
            totals.append(f"{_count(report.skipped, 'shoe')} with problems left out")
        if report.refused:
            totals.append(f"{_count(len(report.refused), 'file')} refused")
        if report.cancelled:
            totals.append("cancelled: the files after it were not read")
        self.totals = QLabel("; ".join(totals) + ".")
        self.totals.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setPlainText("\n".join(_details(report)))
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.problems_button = None
        if problem_ids and show_problems is not None:
            self.problems_button = buttons.addButton(
                "Show problems…", QDialogButtonBox.ButtonRole.ActionRole
            )
            self.problems_button.clicked.connect(lambda: show_problems(problem_ids))
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(720, 360)


def _details(report: ImportReport) -> list[str]:
    lines: list[str] = []
    for outcome in report.files:
        lines.append(outcome_line(outcome))
        if isinstance(outcome, FileImported):
            result = outcome.result
            if result.problem_labels:
                lines.append("    with problems: " + ", ".join(result.problem_labels))
            if result.skipped_labels:
                lines.append("    left out: " + ", ".join(result.skipped_labels))
        elif isinstance(outcome, FileRefused):
            lines.append("    nothing of it was stored")
    return lines
