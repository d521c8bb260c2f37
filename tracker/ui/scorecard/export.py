"""Saving the scorecard board as a PNG picture or a one-page vector PDF."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QImage, QImageWriter, QPageLayout, QPageSize, QPainter, QPdfWriter

from tracker.roads import Roads
from tracker.ui.scorecard.layout import BoardLayout, board_layout, paint_board
from tracker.ui.scorecard.palette import RoadPalette


class ExportError(Exception):
    """An export could not be written (the path is not writable); its words are in the
    app's language (only windows export)."""


def cannot_write(path: str | Path, what: str, why: str = "") -> ExportError:
    """The error of a file not written: ``what`` is ``"PNG"`` or ``"PDF"``, ``why`` the
    system's reason, if any."""
    if why:
        text = QCoreApplication.translate("Export", "%1: could not write the %2 file (%3)")
    else:
        text = QCoreApplication.translate("Export", "%1: could not write the %2 file")
    return ExportError(text.replace("%1", str(path), 1).replace("%2", what, 1).replace("%3", why))


def board_image(layout: BoardLayout, device_pixel_ratio: float = 1.0) -> QImage:
    """An empty image that holds a board, at ``device_pixel_ratio``."""
    # A width of whole 16-byte units keeps every scan line aligned, which Qt's raster
    # blending is faster on.
    width = math.ceil(layout.size.width() * device_pixel_ratio / 4) * 4
    height = math.ceil(layout.size.height() * device_pixel_ratio)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    return image


def render_board_image(
    roads: Roads, palette: RoadPalette, cell: float = 24.0, device_pixel_ratio: float = 1.0
) -> QImage:
    """The whole board (every column of every road) as an image, sharp at
    ``device_pixel_ratio``."""
    layout = board_layout(roads, cell)
    image = board_image(layout, device_pixel_ratio)
    image.fill(palette.background)
    painter = QPainter(image)
    try:
        paint_board(painter, roads, palette, layout)
    finally:
        painter.end()
    return image


def export_png(
    path: str | Path,
    roads: Roads,
    palette: RoadPalette,
    cell: float = 24.0,
    device_pixel_ratio: float = 2.0,
) -> None:
    """Save the whole board as a PNG image.

    :raises ExportError: when the file cannot be written.
    """
    image = render_board_image(roads, palette, cell, device_pixel_ratio)
    writer = QImageWriter(str(path), QByteArray(b"png"))
    if not writer.write(image):
        raise cannot_write(path, "PNG", writer.errorString())


def pdf_page(layout: BoardLayout) -> QSizeF:
    """The PDF page of a board, in points: the board and a margin of one cell around it."""
    margin = layout.cell
    return QSizeF(layout.size.width() + 2 * margin, layout.size.height() + 2 * margin)


def pdf_writer(path: str | Path, title: str) -> QPdfWriter:
    """A PDF writer of ``path`` with its title, once the file is known to be writable.

    :raises ExportError: when the file cannot be written.
    """
    try:
        # Qt only reports a failure to open the file as a warning; ask the system first.
        with open(path, "wb"):
            pass
    except OSError as exc:
        raise cannot_write(path, "PDF", exc.strerror or "") from exc
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("tracker")
    return writer


def export_pdf(path: str | Path, roads: Roads, palette: RoadPalette, cell: float = 18.0) -> None:
    """Save the whole board as a one-page PDF, sized to fit it, in vector form.

    ``cell`` is in points (1/72 inch).

    :raises ExportError: when the file cannot be written.
    """
    layout = board_layout(roads, cell)
    writer = pdf_writer(path, QCoreApplication.translate("Export", "Scorecards"))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(pdf_page(layout), QPageSize.Unit.Point),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise cannot_write(path, "PDF")
    try:
        scale = writer.resolution() / 72.0
        painter.scale(scale, scale)
        painter.translate(layout.cell, layout.cell)
        paint_board(painter, roads, palette, layout)
    finally:
        painter.end()


__all__ = [
    "ExportError",
    "board_image",
    "cannot_write",
    "export_pdf",
    "export_png",
    "pdf_page",
    "pdf_writer",
    "render_board_image",
]
