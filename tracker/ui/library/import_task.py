"""Importing shoe files from the window: the import use case on the task runner, with its
progress and a Cancel button in the status bar (the logging keys work meanwhile), and a
summary that stays until dismissed (stored, duplicates, shoes with problems, files refused
and why) with the way to the report."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
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

from tracker.services.importing import (
    FileCancelled,
    FileImported,
    FileOutcome,
    FileRefused,
    ImportReport,
    import_files,
)
from tracker.store import Library
from tracker.ui.library.texts import fill
from tracker.ui.shell.i18n import english_plural, is_language_change, shown
from tracker.ui.shell.tasks import Progress, Runner, TaskContext, TaskHandle


def choose_shoe_files(parent: QWidget, filters: str) -> tuple[list[Path], bool]:
    """Ask for shoe files to import, with the choice to leave out the shoes whose replay
    finds problems; returns the files (none when cancelled) and that choice."""
    dialog = QFileDialog(
        parent, QCoreApplication.translate("ImportReport", "Import shoe files"), "", filters
    )
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    # Qt's own dialog, so that the choice can sit in it (a platform dialog takes no widget).
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    skip = QCheckBox(
        QCoreApplication.translate(
            "ImportReport", "Leave out the shoes with problems (see the validation report)"
        )
    )
    skip.setToolTip(
        QCoreApplication.translate(
            "ImportReport",
            "Shoes whose replay finds something that cannot have happened are not stored; "
            "by default they are stored and marked with their problems",
        )
    )
    grid = dialog.layout()
    if isinstance(grid, QGridLayout):
        grid.addWidget(skip, grid.rowCount(), 0, 1, grid.columnCount())
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return [], False
    return [Path(p) for p in dialog.selectedFiles()], skip.isChecked()


_STEP = re.compile(r"(\d+)/(\d+) (.*)", re.DOTALL)


class ImportProgress(QWidget):
    """An import's progress in the window's status bar, with its Cancel button: beside the
    logging keys, never in front of them as a dialog would be."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)
        self.bar.setFixedWidth(160)
        self.cancel_button = QToolButton(self)
        self._step: Progress | None = None
        self.retranslate()
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)

    def retranslate(self) -> None:
        self.cancel_button.setText(QCoreApplication.translate("ImportReport", "Cancel"))
        self.cancel_button.setToolTip(
            QCoreApplication.translate(
                "ImportReport", "Stop the import: the files already stored stay"
            )
        )
        self._say_step()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _say_step(self) -> None:
        step = self._step
        if step is None or not step.text:
            self.label.setText(QCoreApplication.translate("ImportReport", "Importing…"))
            return
        # The step's text is the file's place among the files, and its name ("3/12 name").
        found = _STEP.fullmatch(step.text)
        if found is None:
            self.label.setText(step.text)
            return
        index, count, name = found.groups()
        self.label.setText(
            QCoreApplication.translate("ImportReport", "Importing %1 (%2 of %3)")
            .replace("%2", QLocale().toString(int(index)))
            .replace("%3", QLocale().toString(int(count)))
            .replace("%1", name)
        )

    def show_step(self, step: Progress) -> None:
        self._step = step
        self._say_step()
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
            # Words are the window's: the step says the file's place and name alone.
            context.progress(done, total, f"{index + 1}/{count} {paths[index].name}")

        return import_files(
            library,
            paths,
            progress=progress,
            cancelled=context.cancelled,
            skip_problems=skip_problems,
        )

    progress_shown = ImportProgress(status_bar)
    status_bar.addPermanentWidget(progress_shown)

    def close() -> bool:
        status_bar.removeWidget(progress_shown)
        progress_shown.deleteLater()
        return ended()

    def finished(report: ImportReport) -> None:
        if not close():
            return
        refresh()
        lines = [outcome_line(outcome) for outcome in report.files]
        say(QCoreApplication.translate("ImportReport", "; ").join(lines))
        summary = ImportSummary(report, show_problems, parent)
        summary.show()

    def failed(error: BaseException) -> None:
        # A fault of tracker itself: what was imported before it stays; say what stopped.
        if not close():
            return
        refresh()
        QMessageBox.information(
            parent,
            QCoreApplication.translate("ImportReport", "Import"),
            QCoreApplication.translate(
                "ImportReport",
                "The import stopped: %1. The files imported before it are stored; nothing "
                "of the file being read was stored.",
            ).replace("%1", f"{type(error).__name__}: {shown(error)}", 1),
        )

    handle = runner.submit(
        work,
        on_done=finished,
        on_error=failed,
        on_progress=progress_shown.show_step,
        on_cancelled=close,
    )
    progress_shown.cancel_button.clicked.connect(handle.cancel)
    return handle


def outcome_line(outcome: FileOutcome) -> str:
    """One file's outcome in a sentence for the import summary, in the app's language."""
    name = Path(outcome.path).name
    if isinstance(outcome, FileImported):
        result = outcome.result
        line = fill(
            QCoreApplication.translate("ImportReport", "%1: %2, %3 stored"),
            name,
            shoes(result.shoes),
            hands(result.hands),
        )
        # (lupdate reads a count given by a plain name only)
        duplicates, problems, skipped = result.duplicates, result.problem_shoes, result.skipped
        if duplicates:
            line += QCoreApplication.translate(
                "ImportReport", "; %Ln already in the library", "", duplicates
            )
        if problems:
            line += QCoreApplication.translate("ImportReport", "; %Ln with problems", "", problems)
        if skipped:
            line += QCoreApplication.translate(
                "ImportReport", "; %Ln with problems left out", "", skipped
            )
        return line
    if isinstance(outcome, FileCancelled):
        return fill(
            QCoreApplication.translate("ImportReport", "%1: cancelled: nothing of it was stored"),
            name,
        )
    # Why the file was refused: the domain's message, in the app's language.
    return fill(QCoreApplication.translate("ImportReport", "%1: %2"), name, shown(outcome.text))


def shoes(n: int) -> str:
    """``5,824 shoes`` in the app's language."""
    return english_plural(QCoreApplication.translate("ImportReport", "%Ln shoe(s)", "", n), n)


def hands(n: int) -> str:
    """``397,048 hands`` in the app's language."""
    return english_plural(QCoreApplication.translate("ImportReport", "%Ln hand(s)", "", n), n)


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
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.report = report
        problem_ids = [i for outcome in report.imported for i in outcome.result.problem_ids]
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.problems_button = None
        if problem_ids and show_problems is not None:
            self.problems_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.problems_button.clicked.connect(lambda: show_problems(problem_ids))
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(720, 360)
        self.retranslate()

    def retranslate(self) -> None:
        """The summary in the app's language (at build and when it changes)."""
        report = self.report
        self.setWindowTitle(
            QCoreApplication.translate("ImportReport", "Import cancelled")
            if report.cancelled
            else QCoreApplication.translate("ImportReport", "Import finished")
        )
        totals = [
            QCoreApplication.translate("ImportReport", "%1 and %2 stored")
            .replace("%1", shoes(report.shoes))
            .replace("%2", hands(report.hands))
        ]
        # (lupdate reads a count given by a plain name only)
        duplicates, problems, skipped = report.duplicates, report.problem_shoes, report.skipped
        refused = len(report.refused)
        if duplicates:
            totals.append(
                english_plural(
                    QCoreApplication.translate(
                        "ImportReport", "%Ln shoe(s) already in the library", "", duplicates
                    ),
                    duplicates,
                )
            )
        if problems:
            totals.append(
                english_plural(
                    QCoreApplication.translate(
                        "ImportReport", "%Ln shoe(s) stored with problems", "", problems
                    ),
                    problems,
                )
            )
        if skipped:
            totals.append(
                english_plural(
                    QCoreApplication.translate(
                        "ImportReport", "%Ln shoe(s) with problems left out", "", skipped
                    ),
                    skipped,
                )
            )
        if refused:
            totals.append(
                english_plural(
                    QCoreApplication.translate("ImportReport", "%Ln file(s) refused", "", refused),
                    refused,
                )
            )
        if report.cancelled:
            totals.append(
                QCoreApplication.translate(
                    "ImportReport", "cancelled: the files after it were not read"
                )
            )
        # The totals as one sentence: "a; b; c." in the language's punctuation.
        sentence = QCoreApplication.translate("ImportReport", "%1.").replace(
            "%1", QCoreApplication.translate("ImportReport", "; ").join(totals)
        )
        self.totals.setText(sentence)
        self.details.setPlainText("\n".join(_details(report)))
        if self.problems_button is not None:
            self.problems_button.setText(
                QCoreApplication.translate("ImportReport", "Show problems…")
            )

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)


def _details(report: ImportReport) -> list[str]:
    lines: list[str] = []
    for outcome in report.files:
        lines.append(outcome_line(outcome))
        if isinstance(outcome, FileImported):
            result = outcome.result
            # The shoes' labels are the user's words, listed as they are.
            if result.problem_labels:
                lines.append(
                    "    "
                    + QCoreApplication.translate("ImportReport", "with problems: %1").replace(
                        "%1", ", ".join(result.problem_labels)
                    )
                )
            if result.skipped_labels:
                lines.append(
                    "    "
                    + QCoreApplication.translate("ImportReport", "left out: %1").replace(
                        "%1", ", ".join(result.skipped_labels)
                    )
                )
        elif isinstance(outcome, FileRefused):
            lines.append(
                "    " + QCoreApplication.translate("ImportReport", "nothing of it was stored")
            )
    return lines
