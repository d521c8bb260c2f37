"""The main window's file and help chores: choosing files to import, exporting and printing
the visible shoe's board as a sheet, the key map and the settings dialog."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tracker.honesty import PAST_OUTCOMES
from tracker.services.importing import ImportReport
from tracker.store import ShoeSummary
from tracker.ui.library.import_task import choose_shoe_files, start_import
from tracker.ui.library.models import shoe_title
from tracker.ui.scorecard import ExportError, RoadPalette
from tracker.ui.scorecard.sheet import SheetTitle, export_sheet_pdf, export_sheet_png
from tracker.ui.shell.tasks import TaskHandle

if TYPE_CHECKING:
    from tracker.ui.main.window import MainWindow

SHOE_FILES = "Shoe files (*.csv *.txt *.json *.gz);;All files (*)"
PDF_A4 = "PDF, A4 landscape (*.pdf)"
PDF_LETTER = "PDF, Letter landscape (*.pdf)"


def sheet_title(shoe: ShoeSummary, naturals: int | None = None) -> SheetTitle:
    """The title, details and counts a shared sheet of ``shoe`` carries."""
    details = [shoe.casino] if shoe.casino else []
    if shoe.started is not None:
        details.append(f"started {shoe.started.strftime('%d %b %Y %H:%M')}")
    details.append(f"{shoe.hands} hand{'s' if shoe.hands != 1 else ''}")
    details.append(f"{shoe.decks or 8} decks")
    counts = [
        f"Banker {shoe.banker}",
        f"Player {shoe.player}",
        f"Tie {shoe.tie}",
        f"Player pairs {shoe.player_pair}",
        f"Banker pairs {shoe.banker_pair}",
    ]
    if naturals is not None:
        counts.append(f"naturals {naturals}")
    return SheetTitle(shoe_title(shoe), " · ".join(details), " · ".join(counts))


def default_page() -> str:
    """Letter where the locale measures in inches (the US), else A4."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "Letter" if imperial else "A4"


class WindowFiles:
    """Import, export, print, key map and settings for one main window."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.skip_problems = False  # the import dialog's choice, for the import it starts

    def choose_import(self) -> None:
        paths, skip = choose_shoe_files(self.window, SHOE_FILES)
        if paths:
            # Read by import_files below, which the window's own import_files calls.
            self.skip_problems = skip
            self.window.import_files(paths)

    def import_files(self, paths: list[Path]) -> TaskHandle[ImportReport]:
        """Import files in the background with a progress dialog that can cancel."""
        window = self.window

        def ended() -> bool:
            window.import_task = None
            # After the window closed the library, there is nothing left to show.
            return not window.closing

        from tracker.ui.library.opening import show_report

        skip, self.skip_problems = self.skip_problems, False
        handle = start_import(
            window,
            window.runner,
            window.library,
            paths,
            ended=ended,
            refresh=window.refresh_library,
            say=lambda line: window.say(line, 10000),
            skip_problems=skip,
            show_problems=lambda shoe_ids: show_report(window, shoe_ids),
        )
        if not handle.done:
            window.import_task = handle
        return handle

    def _sheet(self) -> tuple[SheetTitle, RoadPalette] | None:
        window = self.window
        live = window.live
        if live is None:
            return None
        naturals = sum(1 for hand in live.record.hands if hand.natural)
        board = window.board
        palette = RoadPalette.of(board.palette(), board.colour_blind())
        return sheet_title(live.summary, naturals), palette

    def _name(self, suffix: str) -> str:
        live = self.window.live
        title = shoe_title(live.summary) if live is not None else "scorecards"
        safe = "".join(c if c.isalnum() or c in " -_." else "_" for c in title).strip()
        return f"{safe or 'scorecards'}{suffix}"

    def export_png(self, path: str | None = None) -> Path | None:
        """Save the board as a PNG sheet (asking where, unless ``path``)."""
        sheet = self._sheet()
        if sheet is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, "Export scorecards", self._name(".png"), "PNG picture (*.png)"
            )
            if not path:
                return None
        return self._write(
            lambda: export_sheet_png(path, self.window.board.roads, sheet[1], sheet[0])
        )

    def export_pdf(self, path: str | None = None, page: str | None = None) -> Path | None:
        """Save the board as a PDF sheet on A4 or Letter pages (asking, unless given)."""
        sheet = self._sheet()
        if sheet is None:
            return None
        if path is None:
            first = PDF_LETTER if default_page() == "Letter" else PDF_A4
            other = PDF_A4 if first == PDF_LETTER else PDF_LETTER
            path, chosen = QFileDialog.getSaveFileName(
                self.window, "Export scorecards", self._name(".pdf"), f"{first};;{other}"
            )
            if not path:
                return None
            page = "Letter" if chosen == PDF_LETTER else "A4"
        size = page or default_page()
        return self._write(
            lambda: export_sheet_pdf(path, self.window.board.roads, sheet[1], sheet[0], size)
        )

    def _write(self, write: object) -> Path | None:
        assert callable(write)
        try:
            written: Path = write()
        except ExportError as exc:
            QMessageBox.warning(self.window, "tracker", str(exc))
            return None
        self.window.say(f"Scorecards saved to {written}", 6000)
        return written

    def print_board(self) -> None:
        """Print the board through Qt's print dialog (landscape, the locale's paper)."""
        from PySide6.QtGui import QPageLayout
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from tracker.ui.scorecard.sheet import paint_on_pages

        sheet = self._sheet()
        if sheet is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        printer.setDocName(sheet[0].title)
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle("Print scorecards")
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        try:
            paint_on_pages(printer, self.window.board.roads, sheet[1], sheet[0])
        except ExportError as exc:
            QMessageBox.warning(self.window, "tracker", f"Printing failed: {exc}")

    def show_key_map(self) -> None:
        from tracker.ui.main.help import KeyMapDialog

        dialog = KeyMapDialog(self.window.action_table.key_map(), self.window)
        self.window.key_map_dialog = dialog
        dialog.show()

    def about(self) -> None:
        QMessageBox.about(
            self.window,
            "About tracker",
            "<p><b>tracker</b>: a baccarat scorecard tracker and shoe-history analyzer.</p>"
            f"<p>{PAST_OUTCOMES} The scorecards and statistics show what happened; beside "
            "them, what chance predicts. tracker never offers a prediction.</p>"
            "<p>F1 lists every key.</p>",
        )

    def open_settings(self) -> None:
        from tracker.ui.main.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.window)
        self.window.settings_dialog = dialog
        dialog.open()
