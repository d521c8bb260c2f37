"""The scorecard pictures: what a user sees at chosen cells, colour-blind shapes, scrolling
to the newest column, the ask road's note, and the PNG/PDF exports."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QWheelEvent
from pytestqt.qtbot import QtBot

from tracker.engine.rules import Winner
from tracker.roads import Result, Roads, compute_roads, parse_outcomes
from tracker.ui.roads_paint import (
    ASK_TOOLTIP,
    RoadKind,
    RoadPalette,
    board_layout,
    export_pdf,
    export_png,
    paint_road,
    render_board_image,
)
from tracker.ui.roads_widget import AskRoadIndicator, RoadView, ScorecardBoard

CELL = 40.0
B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


def render(kind: RoadKind, roads: Roads, palette: RoadPalette, columns: int = 8) -> QImage:
    """One road painted into an image of ``columns`` cells of CELL pixels."""
    image = QImage(int(CELL * columns), int(CELL * 6), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_road(painter, QRectF(0, 0, CELL * columns, CELL * 6), kind, roads, palette)
    painter.end()
    return image


def at(image: QImage, row: int, col: int, dx: float = 0.0, dy: float = 0.0) -> QColor:
    """The colour at a cell's centre moved by (dx, dy) cells."""
    x = (col + 0.5 + dx) * CELL
    y = (row + 0.5 + dy) * CELL
    return image.pixelColor(int(x), int(y))


def reddish(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def blueish(c: QColor) -> bool:
    return c.blue() > 120 and c.red() < 80


def greenish(c: QColor) -> bool:
    return c.green() > 100 and c.red() < 90 and c.blue() < 140


def orangeish(c: QColor) -> bool:
    return c.red() > 180 and 120 < c.green() < 190 and c.blue() < 80


def starish(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 130 and c.blue() < 100


def is_background(c: QColor, palette: RoadPalette) -> bool:
    bg = palette.background
    return abs(c.red() - bg.red()) + abs(c.green() - bg.green()) + abs(c.blue() - bg.blue()) < 30


@pytest.fixture
def light() -> RoadPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Mid, QColor("#a0a0a0"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    return RoadPalette.standard(palette)


def test_bead_plate_discs_pairs_and_natural(qapp: object, light: RoadPalette) -> None:
    roads = compute_roads(
        [
            Result(B, player_pair=False, banker_pair=True, natural=True),
            Result(P, player_pair=True, banker_pair=False, natural=False),
            Result(T),
        ]
    )
    image = render(RoadKind.BEAD_PLATE, roads, light)
    assert reddish(at(image, 0, 0, dx=-0.3))  # a Banker disc, beside its letter
    assert blueish(at(image, 1, 0, dx=-0.3))
    assert greenish(at(image, 2, 0, dx=-0.3))
    assert reddish(at(image, 0, 0, dx=-0.33, dy=-0.33))  # Banker pair dot, top-left
    assert blueish(at(image, 1, 0, dx=0.33, dy=0.33))  # Player pair dot, bottom-right
    assert starish(at(image, 0, 0, dx=0.33, dy=-0.33))  # a natural: the star, top-right
    assert not starish(at(image, 1, 0, dx=0.33, dy=-0.33))
    assert is_background(at(image, 3, 0), light)


def test_big_road_hollow_rings_and_tie_stroke(qapp: object, light: RoadPalette) -> None:
    roads = compute_roads(parse_outcomes("BTPPTT"))
    image = render(RoadKind.BIG_ROAD, roads, light)
    ring = 0.38  # the ring's radius in cells
    assert reddish(at(image, 0, 0, dx=-ring))
    assert blueish(at(image, 0, 1, dx=-ring))
    assert blueish(at(image, 1, 1, dx=ring))
    assert is_background(at(image, 0, 1, dx=-0.2, dy=0.2), light)  # hollow
    assert greenish(at(image, 0, 0, dx=0.2, dy=-0.2))  # the tie stroke, on the diagonal
    assert not greenish(at(image, 0, 1, dx=0.2, dy=-0.2))  # no tie after this one
    # Two ties: the count is written in the cell, over the stroke.
    dark = [at(image, 1, 1, dx=x / 10, dy=y / 10) for x in range(-2, 3) for y in range(-2, 3)]
    assert any(c.lightness() < 80 for c in dark)


def test_derived_roads_rings_dots_and_slashes(qapp: object, light: RoadPalette) -> None:
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPB"))
    # Big Eye Boy starts b b | R: blue rings down column 0, a red ring at (0, 1).
    beb = render(RoadKind.BIG_EYE_BOY, roads, light)
    assert blueish(at(beb, 0, 0, dx=-0.34)) and is_background(at(beb, 0, 0), light)
    assert reddish(at(beb, 0, 1, dx=-0.34))
    # Small Road starts b | R: filled dots.
    small = render(RoadKind.SMALL_ROAD, roads, light)
    assert blueish(at(small, 0, 0)) and reddish(at(small, 0, 1))
    # Cockroach Pig is all red at first: a slash from bottom-left to top-right.
    pig = render(RoadKind.COCKROACH_PIG, roads, light)
    assert reddish(at(pig, 0, 0))
    assert reddish(at(pig, 0, 0, dx=0.2, dy=-0.2))
    assert is_background(at(pig, 0, 0, dx=-0.2, dy=-0.2), light)


def test_colour_blind_mode_changes_shapes_not_only_colours(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BBPPPP"))
    standard = RoadPalette.standard()
    safe = RoadPalette.colour_blind_safe()
    # A Banker ring becomes a square: its corner is drawn only in colour-blind mode.
    corner = (0.33, 0.33)
    assert is_background(at(render(RoadKind.BIG_ROAD, roads, standard), 0, 0, *corner), standard)
    assert orangeish(at(render(RoadKind.BIG_ROAD, roads, safe), 0, 0, *corner))
    # Player stays a round ring in the safe colours.
    assert blueish(at(render(RoadKind.BIG_ROAD, roads, safe), 0, 1, dx=-0.38))
    # A red Big Eye Boy mark (R b R) becomes a square too.
    assert is_background(at(render(RoadKind.BIG_EYE_BOY, roads, standard), 0, 0, *corner), standard)
    assert orangeish(at(render(RoadKind.BIG_EYE_BOY, roads, safe), 0, 0, *corner))


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


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_grid_lines_are_whole_pixels(qapp: object, light: RoadPalette, dpr: float) -> None:
    # Cells of 11.5 units: most lines fall between pixels, where an antialiased hairline
    # would smear into two grey columns.
    cell, columns = 11.5, 10
    image = QImage(
        int(cell * columns * dpr) + 2, int(cell * 6 * dpr) + 2, QImage.Format.Format_ARGB32
    )
    image.setDevicePixelRatio(dpr)
    image.fill(light.background)
    painter = QPainter(image)
    rect = QRectF(0.25, 0.25, cell * columns, cell * 6)
    paint_road(painter, rect, RoadKind.SMALL_ROAD, compute_roads([]), light)
    painter.end()
    y = int((rect.top() + cell * 5.5) * dpr)  # across the middle of the bottom row
    row = [image.pixelColor(x, y) for x in range(int(rect.right() * dpr) - 1)]
    assert all(c == light.grid or c == light.background for c in row)
    inner = int((rect.left() + cell / 2) * dpr)
    grid = [x for x, c in enumerate(row) if c == light.grid and x > inner]
    assert len(grid) == columns - 1  # the lines between cells, one pixel each
    assert all(b - a >= int(cell * dpr) - 1 for a, b in pairwise(grid))


def test_grid_follows_the_widget_palette(qtbot: QtBot) -> None:
    view = RoadView(RoadKind.BIG_ROAD, cell_size=20)
    qtbot.addWidget(view)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Base, QColor(20, 20, 24))
    dark.setColor(QPalette.ColorRole.Mid, QColor(90, 90, 90))
    dark.setColor(QPalette.ColorRole.Window, QColor(30, 30, 30))
    view.setPalette(dark)
    view.resize(200, view.height())
    view.set_roads(compute_roads(parse_outcomes("B")))
    image = view.viewport().grab().toImage()
    empty = image.pixelColor(int(20 * 3.5), int(20 * 2.5))
    assert empty.lightness() < 40
    ring = image.pixelColor(int(20 * (0.5 - 0.38)), 10)
    assert reddish(ring)


def test_view_scrolls_to_the_newest_column_and_stays_when_scrolled_back(qtbot: QtBot) -> None:
    view = RoadView(RoadKind.BEAD_PLATE, cell_size=20)
    qtbot.addWidget(view)
    view.resize(100, view.height())  # five columns
    board_results = parse_outcomes("B" * 60)  # ten columns
    view.set_roads(compute_roads(board_results))
    grab = view.viewport().grab()
    assert view.first_column() == 11 - 5  # the last column, and the spare one for the next
    image = grab.toImage()
    # The newest hand (column 9, row 5) is in view.
    rect = view.cell_rect(5, 9)
    assert reddish(image.pixelColor(int(rect.center().x() - 6), int(rect.center().y())))
    view.horizontalScrollBar().setValue(0)
    view.set_roads(compute_roads(parse_outcomes("B" * 66)))
    assert view.first_column() == 0


def test_wheel_scrolls_sideways_alike_in_both_directions(qtbot: QtBot) -> None:
    view = RoadView(RoadKind.BEAD_PLATE, cell_size=20)
    qtbot.addWidget(view)
    view.resize(100, view.height())
    view.set_roads(compute_roads(parse_outcomes("BP" * 60)))
    view.grab()  # lays the view out at its size
    view.horizontalScrollBar().setValue(10)

    def wheel(dy: int, times: int) -> None:
        for _ in range(times):
            event = QWheelEvent(
                QPointF(10, 10),
                QPointF(10, 10),
                QPoint(0, 0),
                QPoint(0, dy),
                Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier,
                Qt.ScrollPhase.NoScrollPhase,
                False,
            )
            view.wheelEvent(event)

    wheel(-8, 14)  # a touchpad's small steps: not yet a notch
    assert view.first_column() == 10
    wheel(-8, 1)  # 120 in all: one notch towards the newer columns
    assert view.first_column() == 12
    wheel(8, 15)  # and one back
    assert view.first_column() == 10
    wheel(120, 2)
    assert view.first_column() == 6


def test_cell_tooltips_describe_the_hand(qtbot: QtBot) -> None:
    view = RoadView(RoadKind.BEAD_PLATE, cell_size=20)
    qtbot.addWidget(view)
    view.set_roads(compute_roads([Result(B, banker_pair=True, natural=True)]))
    text = view.tooltip_at(QPointF(10, 10))
    assert text.startswith("Hand 1: Banker, Banker pair, natural")
    assert "star" in text  # the legend says how a natural is marked
    big = RoadView(RoadKind.BIG_ROAD, cell_size=20)
    qtbot.addWidget(big)
    big.set_roads(compute_roads(parse_outcomes("PTT")))
    assert big.tooltip_at(QPointF(10, 10)).startswith("Hand 1: Player, then 2 ties")


def test_ask_indicator_says_it_is_not_a_prediction(qtbot: QtBot) -> None:
    ask = AskRoadIndicator(cell_size=30)
    qtbot.addWidget(ask)
    assert "not a prediction" in ask.toolTip()
    assert "Past outcomes cannot predict future hands" in ask.toolTip()
    ask.set_roads(compute_roads(parse_outcomes("BBPPPP")))
    image = ask.grab().toImage()
    # B? would add a blue Big Eye Boy mark, P? a red one (rings: sample on the edge).
    banker = ask.side_rect(B)
    player = ask.side_rect(P)

    def ring_pixel(side: QRectF) -> QColor:
        slot = min(side.height(), side.width() / 4)  # the label, then one slot per road
        top = side.top() + (side.height() - slot) / 2
        centre = QPointF(side.left() + 1.5 * slot, top + slot / 2)
        for dx in range(4, 14):
            c = image.pixelColor(int(centre.x() - dx), int(centre.y()))
            if c.saturation() > 120:
                return c
        return QColor("white")

    assert blueish(ring_pixel(banker))
    assert reddish(ring_pixel(player))


def test_board_adds_hands_incrementally(qtbot: QtBot) -> None:
    board = ScorecardBoard(cell_size=16)
    qtbot.addWidget(board)
    results = parse_outcomes("BPPBBBPBBPPPPBT")
    with qtbot.waitSignal(board.changed):
        board.add_result(results[0])
    for result in results[1:]:
        board.add_result(result)
    assert board.roads == compute_roads(results)
    assert board.views[RoadKind.BIG_EYE_BOY].roads == board.roads
    assert board.undo_result() == results[-1]
    assert board.roads == compute_roads(results[:-1])
    board.set_colour_blind(True)
    assert "square" in board.views[RoadKind.BIG_ROAD].toolTip()
    assert board.ask.toolTip() == ASK_TOOLTIP


def test_png_and_pdf_exports(qtbot: QtBot, tmp_path: Path) -> None:
    board = ScorecardBoard(cell_size=20)
    qtbot.addWidget(board)
    board.set_results(parse_outcomes("TBPPBBBPBBPPPPBT" * 3))
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


def test_export_to_an_unwritable_path_is_an_error(qapp: object, tmp_path: Path) -> None:
    from tracker.ui.roads_paint import ExportError

    roads = compute_roads(parse_outcomes("BP"))
    with pytest.raises(ExportError, match="could not write"):
        export_png(tmp_path / "missing" / "x.png", roads, RoadPalette.standard())
    with pytest.raises(ExportError, match="could not write"):
        export_pdf(tmp_path / "missing" / "x.pdf", roads, RoadPalette.standard())


def test_scaled_painter_draws_vectors_the_same(qapp: object, light: RoadPalette) -> None:
    # A scaled painter (as for a PDF or a print) cannot reuse the cached pictures of the
    # marks: it draws them as vectors, and they land in the same places.
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPB"))
    image = QImage(int(CELL * 8), int(CELL * 6), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(2, 2)
    paint_road(painter, QRectF(0, 0, CELL * 4, CELL * 3), RoadKind.BIG_ROAD, roads, light)
    painter.end()
    # Cells of CELL/2 units drawn twice as large: CELL pixels again.
    assert reddish(at(image, 0, 0, dx=-0.38))
    assert blueish(at(image, 0, 1, dx=-0.38))
    assert blueish(at(image, 1, 1, dx=0.38))
    assert is_background(at(image, 0, 1), light)


def test_colour_blind_bead_plate_and_cockroach_pig(qapp: object) -> None:
    safe = RoadPalette.colour_blind_safe()
    roads = compute_roads(parse_outcomes("BPT"))
    bead = render(RoadKind.BEAD_PLATE, roads, safe)
    corner = (0.32, 0.32)
    assert orangeish(at(bead, 0, 0, *corner))  # Banker: a square reaches the corner
    assert is_background(at(bead, 1, 0, *corner), safe)  # Player: still a disc
    assert is_background(at(bead, 2, 0, *corner), safe)  # Tie: a diamond
    assert not is_background(at(bead, 2, 0, dx=0, dy=-0.38), safe)
    # Red Cockroach Pig marks turn into backslashes, blue ones stay slashes.
    pig_roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPB"))  # starts R R R
    pig = render(RoadKind.COCKROACH_PIG, pig_roads, safe)
    assert orangeish(at(pig, 0, 0, dx=-0.2, dy=-0.2))
    assert is_background(at(pig, 0, 0, dx=0.2, dy=-0.2), safe)


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


def test_repaint_in_another_palette_is_not_served_from_the_cache(
    qapp: object, light: RoadPalette
) -> None:
    roads = compute_roads(parse_outcomes("BP"))
    dark_palette = QPalette()
    dark_palette.setColor(QPalette.ColorRole.Base, QColor(20, 20, 24))
    dark_palette.setColor(QPalette.ColorRole.Mid, QColor(90, 90, 90))
    dark = RoadPalette.standard(dark_palette)
    for palette in (light, dark, light):
        image = render(RoadKind.BIG_ROAD, roads, palette)
        assert image.pixelColor(int(CELL * 4.5), int(CELL * 3.5)) == palette.background
        assert image.pixelColor(int(CELL * 4), int(CELL * 3.5)) == palette.grid
        assert reddish(at(image, 0, 0, dx=-0.38))
