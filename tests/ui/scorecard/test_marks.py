"""The one picture cache: bounded in bytes, the least recently used picture forgotten first,
and what painting puts in it."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from tracker.roads import compute_roads, parse_outcomes
from tracker.ui.scorecard import PICTURES, RoadPalette, board_layout, clear_pictures
from tracker.ui.scorecard.export import board_image
from tracker.ui.scorecard.layout import paint_board
from tracker.ui.scorecard.marks import PictureCache


def picture(kilobytes: int) -> QImage:
    return QImage(16, kilobytes * 16, QImage.Format.Format_ARGB32)  # 64 bytes a line


def test_least_recently_used_pictures_go_first_within_the_budget(qapp: object) -> None:
    cache = PictureCache(budget=10 * 1024)
    made: list[str] = []

    def get(name: str, kilobytes: int) -> QImage:
        def make() -> QImage:
            made.append(name)
            return picture(kilobytes)

        return cache.get((name,), make)

    for name in "abcd":
        get(name, 2)
    assert cache.size_in_bytes == 8 * 1024
    get("a", 2)  # used again: now the most recent
    get("e", 5)  # over the budget: b, the least recently used, goes, then c
    assert ("b",) not in cache and ("c",) not in cache
    assert ("a",) in cache and ("d",) in cache and ("e",) in cache
    assert cache.size_in_bytes == 9 * 1024 <= cache.budget
    get("a", 2)
    assert made == ["a", "b", "c", "d", "e"]  # a was kept, not drawn again
    huge = get("f", 64)  # larger than the whole budget: returned, kept alone
    assert huge.sizeInBytes() == 64 * 1024 and len(cache) == 1


def test_painting_a_board_caches_marks_grids_and_the_note(qapp: object) -> None:
    clear_pictures()
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPBT"))
    layout = board_layout(roads, 24)
    image = board_image(layout, 2.0)
    for _ in range(2):
        painter = QPainter(image)
        paint_board(painter, roads, RoadPalette.standard(), layout)
        painter.end()
        kinds = sorted({str(key[0]) for key in PICTURES})
        assert kinds == ["grid", "mark", "note"]
        assert 0 < PICTURES.size_in_bytes <= PICTURES.budget
    count = len(PICTURES)
    painter = QPainter(image)
    paint_board(painter, roads, RoadPalette.standard(), layout)
    painter.end()
    assert len(PICTURES) == count  # a repaint draws nothing new
