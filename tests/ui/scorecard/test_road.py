"""One road painted: what a user sees at chosen cells, colour-blind shapes, whole-pixel grid
lines, vectors on a scaled painter, and a palette change that the pictures follow."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from tests.ui.scorecard.pictures import (
    CELL,
    at,
    blueish,
    greenish,
    is_background,
    orangeish,
    reddish,
    render,
    starish,
)
from tracker.engine.rules import Winner
from tracker.roads import Result, RoadKind, compute_roads, parse_outcomes
from tracker.ui.scorecard import RoadPalette, paint_road

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


def test_bead_plate_discs_pairs_and_natural(light: RoadPalette) -> None:
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


def test_big_road_hollow_rings_and_tie_stroke(light: RoadPalette) -> None:
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


def test_derived_roads_rings_dots_and_slashes(light: RoadPalette) -> None:
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


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_grid_lines_are_whole_pixels(light: RoadPalette, dpr: float) -> None:
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


def test_scaled_painter_draws_vectors_the_same(light: RoadPalette) -> None:
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
    corner = (0.34, 0.34)
    assert orangeish(at(bead, 0, 0, *corner))  # Banker: a square reaches the corner
    assert is_background(at(bead, 1, 0, *corner), safe)  # Player: still a disc
    assert is_background(at(bead, 2, 0, *corner), safe)  # Tie: a diamond
    assert not is_background(at(bead, 2, 0, dx=0, dy=-0.38), safe)
    # Red Cockroach Pig marks turn into backslashes, blue ones stay slashes.
    pig_roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPB"))  # starts R R R
    pig = render(RoadKind.COCKROACH_PIG, pig_roads, safe)
    assert orangeish(at(pig, 0, 0, dx=-0.2, dy=-0.2))
    assert is_background(at(pig, 0, 0, dx=0.2, dy=-0.2), safe)


def test_repaint_in_another_palette_is_not_served_from_the_cache(light: RoadPalette) -> None:
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


def _inked(image: QImage, x: int, y: int, colour: Callable[[QColor], bool]) -> tuple[int, int]:
    """The width and height in pixels of the patch of ``colour`` connected to (x, y)."""
    assert colour(image.pixelColor(x, y)), f"no mark at ({x}, {y})"
    seen, todo = {(x, y)}, [(x, y)]
    while todo:
        px, py = todo.pop()
        for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
            inside = 0 <= nx < image.width() and 0 <= ny < image.height()
            if inside and (nx, ny) not in seen and colour(image.pixelColor(nx, ny)):
                seen.add((nx, ny))
                todo.append((nx, ny))
    xs, ys = {px for px, _ in seen}, {py for _, py in seen}
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


@pytest.mark.parametrize("cell", [25, 40])
def test_pair_dots_and_natural_star_are_big_enough_to_see(light: RoadPalette, cell: int) -> None:
    roads = compute_roads(
        [
            Result(B, player_pair=False, banker_pair=True, natural=True),
            Result(P, player_pair=True, banker_pair=False, natural=False),
        ]
    )
    image = QImage(cell * 8, cell * 6, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_road(painter, QRectF(0, 0, cell * 8, cell * 6), RoadKind.BEAD_PLATE, roads, light)
    painter.end()
    middle, corner = cell / 2, cell * 0.32  # a mark's place: a corner of the cell
    # The pair dots: 0.14 of the cell in radius, less their antialiased edge.
    dot = 2 * cell * 0.14 - 1.5
    banker_dot = _inked(image, int(middle - corner), int(middle - corner), reddish)
    player_dot = _inked(image, int(middle + corner), int(cell + middle + corner), blueish)
    assert min(*banker_dot, *player_dot) >= dot, (banker_dot, player_dot)
    # The natural's star, top-right of the Banker's bead: at least 0.21 of the cell both ways.
    star = _inked(image, int(middle + corner), int(middle - corner), starish)
    assert min(star) >= cell * 0.21, star
