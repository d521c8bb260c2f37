"""The board's one layout: an export shows every column; the screen fits a width, with room
for scroll bars, in the same arrangement."""

from __future__ import annotations

import itertools

from tracker.roads import DerivedRoad, RoadKind, compute_roads, parse_outcomes
from tracker.ui.scorecard import board_layout
from tracker.ui.scorecard.layout import MIN_SCREEN_COLUMNS, SCREEN_BEAD_COLUMNS


def test_an_export_shows_every_column_of_every_road(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPBT" * 8))
    layout = board_layout(roads, 20)
    for kind in RoadKind:
        shown = layout.rect(kind).width() / layout.cell_size(kind)
        assert shown >= kind.columns(roads), kind
    assert layout.rect(RoadKind.BEAD_PLATE).width() == 20 * roads.bead_plate_columns
    assert roads.columns(DerivedRoad.BIG_EYE_BOY) > 0


def test_the_screen_fits_whole_columns_into_its_width(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPBT" * 8))
    for width in (500, 777, 1500):
        layout = board_layout(roads, 20, width=width, scroll_bar=15)
        assert layout.size.width() <= width
        assert width - layout.size.width() < 2 * 20  # at most the odd column left over
        assert layout.bead_plate.width() == SCREEN_BEAD_COLUMNS * 20
        assert (layout.big_road.width() / 20) % 2 == 0  # Cockroach Pig on a grid line
        # Room for a scroll bar under each road; the note under the ask road it explains.
        assert layout.big_eye_boy.top() == layout.big_road.bottom() + 15
        assert layout.small_road.top() == layout.big_eye_boy.bottom() + 15
        assert layout.ask_banker.top() > layout.bead_plate.bottom() + 15
        assert layout.note.top() > layout.ask_player.bottom()
        assert layout.note.right() <= layout.big_road.left()
    narrow = board_layout(roads, 20, width=100)
    assert narrow.big_road.width() == MIN_SCREEN_COLUMNS * 20


def test_screen_and_export_are_one_arrangement(qapp: object) -> None:
    # Where the bead plate has the screen's columns, a screen as wide as the export (and
    # no scroll bars) puts every road where the export does.
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPBT" * 4))
    assert roads.bead_plate_columns == SCREEN_BEAD_COLUMNS
    # (The screen puts the note under the ask road, the export across the bottom.)
    export = board_layout(roads, 20)
    screen = board_layout(roads, 20, width=export.size.width())
    for kind in RoadKind:
        assert screen.rect(kind) == export.rect(kind), kind
    assert (screen.ask_banker, screen.ask_player) == (export.ask_banker, export.ask_player)


def test_an_export_is_as_tall_as_its_wrapped_note(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BP"))
    wide = board_layout(roads, 20, min_columns=80)
    narrow = board_layout(roads, 20)
    assert narrow.note.height() > wide.note.height()
    assert narrow.size.height() == narrow.note.bottom()


def test_on_screen_titles_counts_and_note_have_their_room(qapp: object) -> None:
    roads = compute_roads(parse_outcomes("BPPBBBPBBPPPPBT" * 4))
    layout = board_layout(roads, 20, width=1200, title=16, footer=30)
    for kind in RoadKind:
        title = layout.title_rect(kind)
        assert title.height() == 16 and title.bottom() == layout.rect(kind).top(), kind
    assert layout.title_rect(RoadKind.COCKROACH_PIG).left() == layout.cockroach_pig.left()
    assert layout.footer.top() >= layout.small_road.bottom()
    assert layout.footer.top() >= layout.note.bottom()
    assert layout.footer.height() == 30 and layout.size.height() == layout.footer.bottom()


def test_fitted_cells_shrink_seldom_and_show_the_whole_shoe(qapp: object) -> None:
    # A shoe of short streaks outgrows the big road's room long before 90 hands; the room
    # grows several columns at once, so the cells shrink a few times, not every other hand.
    from tracker.roads import Scorecard
    from tracker.ui.scorecard.layout import screen_fit

    scorecard = Scorecard()
    cells = []
    for result in parse_outcomes("BPBT" * 22):
        scorecard.add(result)
        roads = scorecard.snapshot()
        fit = screen_fit(roads, 1100)
        assert not fit.scrolls
        layout = board_layout(
            roads, fit.cell, width=1100, scroll_bar=0, bead_columns=fit.bead_columns
        )
        for kind in RoadKind:  # every column of every road in view
            shown = round(layout.rect(kind).width() / layout.cell_size(kind))
            assert shown >= kind.columns(roads), (len(roads.results), kind)
        cells.append(fit.cell)
    changes = sum(1 for a, b in itertools.pairwise(cells) if a != b)
    assert 1 <= changes <= 6
