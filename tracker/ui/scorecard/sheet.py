"""The board as a sheet worth sharing: a title (table, casino, date, hands), the counts, the
board with margins, and the note that the past predicts nothing; a long shoe wraps onto
more rows of the board (and more pages). One painter for the PNG, the PDF and the printer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QImage,
    QImageWriter,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
)

from tracker.engine.rules import Winner
from tracker.roads import RoadKind, Roads
from tracker.ui.scorecard.export import ExportError, cannot_write, pdf_writer
from tracker.ui.scorecard.layout import FIT_HANDS, BoardLayout, board_layout, paint_note
from tracker.ui.scorecard.marks import font
from tracker.ui.scorecard.palette import RoadPalette
from tracker.ui.scorecard.road import paint_ask, paint_road

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
"""The PDF page sizes offered, always landscape."""

BEAD_COLUMNS = math.ceil(FIT_HANDS / 6)
"""Bead plate columns of one row of the sheet: a whole shoe of 90 hands."""

MAX_RIGHT_COLUMNS = 80
"""The most big road columns of one row of the sheet; a longer shoe wraps onto more rows."""


@dataclass(frozen=True)
class SheetTitle:
    """What the sheet says above the board."""

    title: str
    details: str
    counts: str


def with_suffix(path: str | Path, suffix: str) -> Path:
    """``path`` with ``suffix`` (``".png"``) added when it has not got it already."""
    path = Path(path)
    return path if path.suffix.lower() == suffix else path.with_name(path.name + suffix)


@dataclass(frozen=True)
class _Sheet:
    """The sheet's parts laid out for a content width: the board rows and where things go."""

    layout: BoardLayout
    rows: int
    row_height: float
    title_height: float
    note_height: float
    columns: dict[RoadKind, int]


def _title_fonts(cell: float) -> tuple[QFont, QFont]:
    return font(cell * 1.1, bold=True), font(cell * 0.62, bold=False)


def _sheet(roads: Roads, width: float) -> _Sheet:
    derived = [kind.columns(roads) for kind in RoadKind if kind.derived is not None]
    wanted = max(
        2 * BEAD_COLUMNS,
        RoadKind.BIG_ROAD.columns(roads) + 1,
        math.ceil((derived[0] + 1) / 2),
        derived[1] + 1,
        derived[2] + 1,
    )
    # A long shoe wraps: as many rows as the big road needs at its widest, the bead plate
    # shared out over the same rows.
    rows = math.ceil(wanted / MAX_RIGHT_COLUMNS)
    right = math.ceil(wanted / rows)
    right += right % 2
    bead = max(BEAD_COLUMNS, math.ceil(roads.bead_plate_columns / rows))
    cell = width / (bead + 0.5 + right)
    layout = board_layout(roads, cell, width=width, bead_columns=bead)
    right = round(layout.big_road.width() / cell)
    columns = {
        RoadKind.BEAD_PLATE: bead,
        RoadKind.BIG_ROAD: right,
        RoadKind.BIG_EYE_BOY: 2 * right,
        RoadKind.SMALL_ROAD: right,
        RoadKind.COCKROACH_PIG: right,
    }
    needed = {kind: kind.columns(roads) for kind in RoadKind}
    needed[RoadKind.BEAD_PLATE] = roads.bead_plate_columns
    rows = max(1, *(math.ceil(needed[k] / columns[k]) for k in needed))
    bottom = max(layout.cockroach_pig.bottom(), layout.ask_player.bottom())
    big, small = _title_fonts(cell)
    title_height = QFontMetricsF(big).height() + 2 * QFontMetricsF(small).height() + cell * 0.6
    return _Sheet(
        layout=layout,
        rows=rows,
        row_height=bottom + cell * 0.6,
        title_height=title_height,
        note_height=layout.note.height() + cell * 0.3,
        columns=columns,
    )


def _paint_title(
    painter: QPainter,
    top_left: tuple[float, float],
    width: float,
    cell: float,
    title: SheetTitle,
    palette: RoadPalette,
    page: str,
) -> None:
    big, small = _title_fonts(cell)
    x, y = top_left
    painter.setPen(palette.text)
    painter.setFont(big)
    big_h = QFontMetricsF(big).height()
    painter.drawText(QRectF(x, y, width, big_h), int(Qt.AlignmentFlag.AlignLeft), title.title)
    painter.setFont(small)
    small_h = QFontMetricsF(small).height()
    if page:
        painter.drawText(QRectF(x, y, width, big_h), int(Qt.AlignmentFlag.AlignRight), page)
    painter.drawText(
        QRectF(x, y + big_h, width, small_h), int(Qt.AlignmentFlag.AlignLeft), title.details
    )
    painter.drawText(
        QRectF(x, y + big_h + small_h, width, small_h),
        int(Qt.AlignmentFlag.AlignLeft),
        title.counts,
    )


def _paint_row(
    painter: QPainter,
    sheet: _Sheet,
    row: int,
    top: float,
    left: float,
    roads: Roads,
    palette: RoadPalette,
    last: bool,
) -> None:
    layout = sheet.layout
    painter.save()
    painter.translate(left, top)
    for kind in RoadKind:
        paint_road(painter, layout.rect(kind), kind, roads, palette, row * sheet.columns[kind])
    painter.setPen(QPen(palette.text, max(layout.cell * 0.05, 0.75)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for kind in RoadKind:
        painter.drawRect(layout.rect(kind))
    if last:
        paint_ask(painter, layout.ask_banker, roads.ask, palette, Winner.BANKER)
        paint_ask(painter, layout.ask_player, roads.ask, palette, Winner.PLAYER)
    elif sheet.rows > 1:
        painter.setFont(font(layout.cell * 0.6, bold=False))
        painter.setPen(palette.text)
        painter.drawText(
            layout.ask,
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            QCoreApplication.translate("Sheet", "continued below"),
        )
    painter.restore()


def page_label(page: int, pages: int) -> str:
    """``page 2 of 3``, in the app's language."""
    locale = QLocale()
    return (
        QCoreApplication.translate("Sheet", "page %1 of %2")
        .replace("%1", locale.toString(page), 1)
        .replace("%2", locale.toString(pages), 1)
    )


def _paint_pages(
    painter: QPainter,
    roads: Roads,
    palette: RoadPalette,
    title: SheetTitle,
    content: QRectF,
    sheet: _Sheet,
    rows_per_page: int,
    new_page: object = None,
) -> int:
    """Paint every page; ``new_page`` starts the next page (a PDF or a printer). Returns
    the pages painted."""
    pages = max(1, math.ceil(sheet.rows / rows_per_page))
    cell = sheet.layout.cell
    for page in range(pages):
        if page and callable(new_page):
            new_page()
        painter.fillRect(
            content.adjusted(-cell * 2, -cell * 2, cell * 2, cell * 2), palette.background
        )
        label = page_label(page + 1, pages) if pages > 1 else ""
        _paint_title(
            painter, (content.left(), content.top()), content.width(), cell, title, palette, label
        )
        y = content.top() + sheet.title_height
        first = page * rows_per_page
        for row in range(first, min(sheet.rows, first + rows_per_page)):
            _paint_row(
                painter, sheet, row, y, content.left(), roads, palette, row == sheet.rows - 1
            )
            y += sheet.row_height
        note = sheet.layout.note
        paint_note(
            painter,
            QRectF(content.left(), y, note.width(), note.height()),
            cell,
            palette.text,
            palette.background,
        )
    return pages


def sheet_image(
    roads: Roads, palette: RoadPalette, title: SheetTitle, width: int = 1400, dpr: float = 2.0
) -> QImage:
    """The whole sheet as one picture ``width`` pixels wide (every row of a long shoe)."""
    margin = 32.0
    sheet = _sheet(roads, width - 2 * margin)
    height = sheet.title_height + sheet.rows * sheet.row_height + sheet.note_height + 2 * margin
    image = QImage(
        math.ceil(width * dpr), math.ceil(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    image.fill(palette.background)
    painter = QPainter(image)
    try:
        content = QRectF(margin, margin, width - 2 * margin, height - 2 * margin)
        _paint_pages(painter, roads, palette, title, content, sheet, sheet.rows)
    finally:
        painter.end()
    return image


def export_sheet_png(
    path: str | Path, roads: Roads, palette: RoadPalette, title: SheetTitle
) -> Path:
    """Save the sheet as a PNG (``.png`` added when missing); returns the path written.

    :raises ExportError: when the file cannot be written.
    """
    path = with_suffix(path, ".png")
    writer = QImageWriter(str(path), QByteArray(b"png"))
    if not writer.write(sheet_image(roads, palette, title)):
        raise cannot_write(path, "PNG", writer.errorString())
    return path


def paint_on_pages(
    device: QPagedPaintDevice, roads: Roads, palette: RoadPalette, title: SheetTitle
) -> int:
    """Paint the sheet on a paged device (a PDF writer, a printer) whose page layout is
    set: as many board rows a page as fit, more pages for a long shoe. Returns the pages.

    :raises ExportError: when the device cannot be painted on.
    """
    layout = device.pageLayout()
    scale = device.logicalDpiX() / 72.0
    rect = layout.paintRect(QPageLayout.Unit.Point)
    content = QRectF(0, 0, rect.width(), rect.height())
    sheet = _sheet(roads, content.width())
    room = content.height() - sheet.title_height - sheet.note_height
    rows_per_page = max(1, math.floor(room / sheet.row_height))
    painter = QPainter()
    if not painter.begin(device):
        raise ExportError(QCoreApplication.translate("Sheet", "could not start painting the pages"))
    try:
        painter.scale(scale, scale)
        return _paint_pages(
            painter, roads, palette, title, content, sheet, rows_per_page, device.newPage
        )
    finally:
        painter.end()


def export_sheet_pdf(
    path: str | Path, roads: Roads, palette: RoadPalette, title: SheetTitle, page: str = "A4"
) -> Path:
    """Save the sheet as a vector PDF on A4 or Letter pages, landscape (``.pdf`` added when
    missing); returns the path written.

    :raises ExportError: when the file cannot be written.
    """
    path = with_suffix(path, ".pdf")
    writer = pdf_writer(path, title.title)
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(PAGE_SIZES[page]),
            QPageLayout.Orientation.Landscape,
            QMarginsF(36, 36, 36, 36),
            QPageLayout.Unit.Point,
        )
    )
    paint_on_pages(writer, roads, palette, title)
    return path


__all__ = [
    "PAGE_SIZES",
    "SheetTitle",
    "export_sheet_pdf",
    "export_sheet_png",
    "page_label",
    "paint_on_pages",
    "sheet_image",
    "with_suffix",
]
