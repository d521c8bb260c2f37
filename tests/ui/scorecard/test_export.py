"""The exports: every column of every road, sharp at a pixel ratio, the whole note, a PDF
page the board's shape with its marks and note in it, and unwritable paths."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.ui.scorecard.pdf import Pdf
from tests.ui.scorecard.pictures import blueish, reddish
from tracker.roads import compute_roads, parse_outcomes
from tracker.ui.scorecard import (
    ExportError,
    RoadPalette,
    ScorecardBoard,
    board_layout,
    export_pdf,
    export_png,
    pdf_page,
    render_board_image,
)


def test_crisp_at_a_device_pixel_ratio(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BP"))
    palette = RoadPalette.standard()
    one = render_board_image(roads, palette, cell=20, device_pixel_ratio=1.0)
    two = render_board_image(roads, palette, cell=20, device_pixel_ratio=2.0)
    layout = board_layout(roads, 20)
    assert two.height() == 2 * one.height()
    # Twice the pixels for the same layout (widths are rounded up to whole 4-pixel units).
    assert 0 <= one.width() - layout.size.width() < 4
    assert 0 <= two.width() - 2 * layout.size.width() < 4
    centre = layout.bead_plate.topLeft() + QPointF(10 - 6, 10)  # beside the letter
    px = two.pixelColor(int(centre.x() * 2), int(centre.y() * 2))
    assert reddish(px)


def test_png_and_pdf_exports(qtbot: QtBot, tmp_path: Path) -> None:
    board = ScorecardBoard(cell_size=20)
    qtbot.addWidget(board)
    board.set_roads(compute_roads(parse_outcomes("TBPPBBBPBBPPPPBT" * 3)))
    png = tmp_path / "roads.png"
    pdf = tmp_path / "roads.pdf"
    board.export_png(png, device_pixel_ratio=2.0)
    board.export_pdf(pdf)
    image = QImage(str(png))
    layout = board_layout(board.roads, 20)
    assert image.width() == pytest.approx(layout.size.width() * 2, abs=4)
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 2000
    # Every column is in the export, the last big road column included.
    last = max(board.roads.big_road, key=lambda c: c.col)
    rect = layout.big_road
    x = (rect.left() + (last.col + 0.5 - 0.38) * 20) * 2
    y = (rect.top() + (last.row + 0.5) * 20) * 2
    assert reddish(image.pixelColor(int(x), int(y))) or blueish(image.pixelColor(int(x), int(y)))


def test_pdf_page_is_the_board_with_its_marks_and_note(qapp: object, tmp_path: Path) -> None:
    palette = RoadPalette.standard()
    cell = 18.0

    def export(outcomes: str) -> tuple[Pdf, QImage]:
        roads = compute_roads(parse_outcomes(outcomes))
        export_pdf(tmp_path / "roads.pdf", roads, palette, cell=cell)
        export_png(tmp_path / "roads.png", roads, palette, cell=cell, device_pixel_ratio=1.0)
        return Pdf.read(tmp_path / "roads.pdf"), QImage(str(tmp_path / "roads.png"))

    # A long shoe makes a wide board: the page is its shape (a margin of one cell round
    # it), the shape of the PNG of the same board.
    for outcomes in ("BP", "BPPBBBPBBPPPPBT" * 6):
        pdf, png = export(outcomes)
        width, height = pdf.media_box()
        page = pdf_page(board_layout(compute_roads(parse_outcomes(outcomes)), cell))
        assert width == pytest.approx(page.width(), abs=1)
        assert height == pytest.approx(page.height(), abs=1)
        assert (width - 2 * cell) / (height - 2 * cell) == pytest.approx(
            png.width() / png.height(), rel=0.015
        )
        # The note is text a PDF viewer finds.
        assert "Pastoutcomescannotpredictfuturehands." in "".join(pdf.text().split())
    # Every hand is drawn: each Banker hand adds a disc on the bead plate and a ring on the
    # big road in the Banker's colour; the Player's colour is only the ask road's label.
    few, _ = export("B" * 6)
    many, _ = export("B" * 30)
    assert many.colour_uses(palette.banker) - few.colour_uses(palette.banker) >= 2 * 24
    assert many.colour_uses(palette.player) == few.colour_uses(palette.player) < 4
    players, _ = export("P" * 30)
    assert players.colour_uses(palette.player) == many.colour_uses(palette.banker)
    assert players.text().startswith("P" * 30)  # the bead plate's letters, in order


def test_export_to_an_unwritable_path_is_an_error(qapp: object, tmp_path: Path) -> None:
    roads = compute_roads(parse_outcomes("BP"))
    with pytest.raises(ExportError, match="could not write"):
        export_png(tmp_path / "missing" / "x.png", roads, RoadPalette.standard())
    with pytest.raises(ExportError, match="could not write"):
        export_pdf(tmp_path / "missing" / "x.pdf", roads, RoadPalette.standard())


def test_export_of_a_short_shoe_keeps_the_whole_note(qapp: object) -> None:
    # A short shoe makes a narrow board: the note wraps onto several lines, and the last
    # one ("... cannot predict future hands.") must still be in the picture.
    palette = RoadPalette.standard()
    image = render_board_image(compute_roads(parse_outcomes("BPT")), palette, cell=16)
    layout = board_layout(compute_roads(parse_outcomes("BPT")), 16)
    below_roads = int(layout.small_road.bottom()) + 2
    inked = [
        y
        for y in range(below_roads, image.height())
        if any(image.pixelColor(x, y) != palette.background for x in range(image.width()))
    ]
    assert inked, "the note is drawn below the roads"
    assert inked[-1] < image.height() - 2, "the note's last line is cut off"
