"""The visible table's board as a sheet to share: exported as PNG or PDF (A4 or Letter, as
the locale measures), or printed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime
from PySide6.QtWidgets import QMessageBox

from tracker.roads import Roads
from tracker.store import ShoeSummary
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.library.models import shoe_title
from tracker.ui.main.context import WindowContext
from tracker.ui.scorecard import ExportError, RoadPalette
from tracker.ui.scorecard.sheet import SheetTitle, export_sheet_pdf, export_sheet_png
from tracker.ui.shell.i18n import english_plural, shown
from tracker.ui.shell.save_dialog import choose_save_path, file_name

PDF_A4 = QT_TRANSLATE_NOOP("Sheets", "PDF, A4 landscape (*.pdf)")
PDF_LETTER = QT_TRANSLATE_NOOP("Sheets", "PDF, Letter landscape (*.pdf)")


def sheet_title(shoe: ShoeSummary, naturals: int | None = None) -> SheetTitle:
    """The title, details and counts a shared sheet of ``shoe`` carries, in the app's
    language."""
    locale = QLocale()
    number = locale.toString
    details = [shoe.casino] if shoe.casino else []
    if shoe.started is not None:
        started = shoe.started
        when = QDateTime(
            QDate(started.year, started.month, started.day), QTime(started.hour, started.minute)
        )
        # The format too is the language's (a date as its readers write one).
        text = locale.toString(when, QCoreApplication.translate("Sheets", "dd MMM yyyy HH:mm"))
        details.append(QCoreApplication.translate("Sheets", "started %1").replace("%1", text))
    hands = shoe.tally.hands
    details.append(
        english_plural(QCoreApplication.translate("Sheets", "%Ln hand(s)", "", hands), hands)
    )
    decks = shoe.decks or 8
    details.append(
        english_plural(QCoreApplication.translate("Sheets", "%Ln deck(s)", "", decks), decks)
    )
    t = shoe.tally
    counts = [
        QCoreApplication.translate("Sheets", "Banker %1").replace("%1", number(t.banker)),
        QCoreApplication.translate("Sheets", "Player %1").replace("%1", number(t.player)),
        QCoreApplication.translate("Sheets", "Tie %1").replace("%1", number(t.tie)),
        QCoreApplication.translate("Sheets", "Player pairs %1").replace(
            "%1", number(t.player_pair)
        ),
        QCoreApplication.translate("Sheets", "Banker pairs %1").replace(
            "%1", number(t.banker_pair)
        ),
    ]
    if naturals is not None:
        counts.append(
            QCoreApplication.translate("Sheets", "naturals %1").replace("%1", number(naturals))
        )
    return SheetTitle(shoe_title(shoe), " · ".join(details), " · ".join(counts))


def default_page() -> str:
    """Letter where the locale measures in inches (the US), else A4."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "Letter" if imperial else "A4"


class Sheets:
    """Export and print the visible table's board as a sheet (title, details and counts)."""

    def __init__(self, context: WindowContext) -> None:
        self.context = context

    def _sheet(self) -> tuple[SheetTitle, RoadPalette, Roads] | None:
        live = self.context.shown()
        if live is None:
            return None
        naturals = sum(1 for hand in live.record.hands if hand.natural)
        board = self.context.tab().board
        palette = RoadPalette.of(board.palette(), board.colour_blind())
        return sheet_title(live.summary, naturals), palette, board.roads

    def _name(self, suffix: str) -> str:
        live = self.context.shown()
        return file_name(shoe_title(live.summary) if live is not None else "scorecards", suffix)

    def export_png(self) -> Path | None:
        """Save the board as a PNG sheet where the user chooses."""
        sheet = self._sheet()
        if sheet is None:
            return None
        title, palette, roads = sheet
        path, _ = choose_save_path(
            self.context.widget,
            QCoreApplication.translate("Sheets", "Export scorecards"),
            self._name(".png"),
            QCoreApplication.translate("Sheets", "PNG picture (*.png)"),
            self.context.settings,
        )
        if not path:
            return None
        return self._write(lambda: export_sheet_png(path, roads, palette, title))

    def export_pdf(self) -> Path | None:
        """Save the board as a PDF sheet on A4 or Letter pages, as the user chooses."""
        sheet = self._sheet()
        if sheet is None:
            return None
        title, palette, roads = sheet
        a4, letter = (
            QCoreApplication.translate("Sheets", PDF_A4),
            QCoreApplication.translate("Sheets", PDF_LETTER),
        )
        first = letter if default_page() == "Letter" else a4
        other = a4 if first == letter else letter
        path, chosen = choose_save_path(
            self.context.widget,
            QCoreApplication.translate("Sheets", "Export scorecards"),
            self._name(".pdf"),
            f"{first};;{other}",
            self.context.settings,
        )
        if not path:
            return None
        page = "Letter" if chosen == letter else "A4"
        return self._write(lambda: export_sheet_pdf(path, roads, palette, title, page))

    def _write(self, write: Callable[[], Path]) -> Path | None:
        try:
            written = write()
        except ExportError as exc:
            QMessageBox.warning(
                self.context.widget, QCoreApplication.translate("Sheets", "tracker"), shown(exc)
            )
            return None
        self.context.say(
            QCoreApplication.translate("Sheets", "Scorecards saved to %1").replace(
                "%1", str(written)
            ),
            6000,
        )
        return written

    def print_board(self) -> None:
        """Print the board through Qt's print dialog (landscape, the locale's paper)."""
        from PySide6.QtGui import QPageLayout
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from tracker.ui.scorecard.sheet import paint_on_pages

        sheet = self._sheet()
        if sheet is None:
            return
        title, palette, roads = sheet
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        printer.setDocName(title.title)
        dialog = QPrintDialog(printer, self.context.widget)
        dialog.setWindowTitle(QCoreApplication.translate("Sheets", "Print scorecards"))
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        try:
            paint_on_pages(printer, roads, palette, title)
        except ExportError as exc:
            QMessageBox.warning(
                self.context.widget,
                QCoreApplication.translate("Sheets", "tracker"),
                QCoreApplication.translate("Sheets", "Printing failed: %1").replace(
                    "%1", shown(exc)
                ),
            )
