"""The library pane: names in every script drawn with a font that has them, the filter over
thousands of shoes, and names that keep the part that tells them apart."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QImage, QPalette, QRawFont
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tests.ui.painted import ItemTexts, Painted, next_frame
from tracker.history import ShoeKind
from tracker.history.tally import Tally
from tracker.store import ShoeSummary
from tracker.ui.library.pane import LibraryPane, elide_name

NOW = datetime(2026, 12, 1, tzinfo=UTC)


def summary(shoe_id: int, table: str) -> ShoeSummary:
    return ShoeSummary(
        id=shoe_id,
        label=str(shoe_id),
        kind=ShoeKind.IMPORTED,
        casino=None,
        table=table,
        started=NOW,
        decks=8,
        notes="",
        source=None,
        created_at=NOW,
        closed_at=None,
        tally=Tally(hands=70, banker=30, player=30, tie=10, player_pair=5, banker_pair=5),
    )


def test_korean_chinese_and_japanese_names_have_a_font(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    # The system's fallback for each script (fonts-noto-cjk on Debian, see README).
    for system, text in (
        (QFontDatabase.WritingSystem.Korean, "스피드 바카라"),
        (QFontDatabase.WritingSystem.SimplifiedChinese, "百家乐"),
        (QFontDatabase.WritingSystem.Japanese, "バカラ"),
    ):
        raw = QRawFont.fromFont(pane.view.font(), system)
        assert raw.isValid(), system
        assert all(raw.supportsCharacter(ord(char)) for char in text if char != " "), system


def test_the_filter_finds_names_and_clearing_it_shows_every_shoe(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    shoes = [summary(n, "스피드 바카라 7" if n % 3 else "Table 9") for n in range(1, 3001)]
    pane.model.set_shoes(shoes)
    pane.select_shoe(3)
    qtbot.keyClicks(pane.filter, "table")
    assert pane.model.rowCount() == 1000
    assert pane.view.currentIndex().data() == "Table 9 — 3"  # still the one shown
    pane.filter.clear()
    assert pane.model.rowCount() == 3000
    pane.filter.insert("바카라")
    assert pane.model.rowCount() == 2000


def test_names_are_cut_keeping_their_label(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    metrics = pane.view.fontMetrics()
    name = "스피드 바카라 D — 2534"
    room = metrics.horizontalAdvance("스피드… — 2534") + 2
    short = elide_name(name, room, metrics)
    assert short.endswith(" — 2534") and short.startswith("스피") and "…" in short
    assert metrics.horizontalAdvance(short) <= room


def _drawn(view: QTableView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def test_the_chosen_shoe_is_drawn_highlighted_end_to_end(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(420, 260)
    names = ("스피드 바카라 7 Grande Salle Privée", "Salon Privé", "Table 9", "百家乐 3")
    pane.model.set_shoes([summary(n, names[n % 4]) for n in range(1, 60)])
    pane.select_shoe(30)
    pane.show()
    qtbot.waitExposed(pane)
    view = pane.view
    chosen = view.currentIndex().row()
    assert pane.model.shoe_at(chosen).id == 30
    drawn = _drawn(view)
    y = view.rowViewportPosition(chosen) + view.rowHeight(chosen) // 2
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    right = view.columnViewportPosition(2) + view.columnWidth(2) - 3
    assert drawn.pixelColor(2, y) == highlight and drawn.pixelColor(right, y) == highlight
    other = view.rowViewportPosition(chosen + 1) + view.rowHeight(chosen) // 2
    assert drawn.pixelColor(2, other) != highlight


def test_a_long_name_is_drawn_cut_within_its_cell(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(300, 200)
    long = "스피드 바카라 " * 6
    pane.model.set_shoes([summary(1, long)])
    pane.show()
    qtbot.waitExposed(pane)
    ours = _drawn(pane.view)
    # Ink up to the cell's end and none in its last pixels: the name cut, not overflowing.
    width = pane.view.columnWidth(0)
    top, height = pane.view.rowViewportPosition(0), pane.view.rowHeight(0)
    background = ours.pixelColor(width - 2, top + 1)

    def inked(x: int) -> bool:
        return any(ours.pixelColor(x, y) != background for y in range(top + 2, top + height - 2))

    assert inked(width // 2) and not any(inked(x) for x in range(width - 4, width - 1))


def test_the_focused_cell_and_a_list_right_to_left_keep_the_names_cut(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(300, 200)
    pane.model.set_shoes([summary(1, "Salon Privé Baccarat Table Grande"), summary(2, "Table 9")])
    pane.select_shoe(1)
    style = ItemTexts()
    pane.view.setStyle(style)
    pane.show()
    qtbot.waitExposed(pane)
    metrics = pane.view.fontMetrics()
    room = pane.view.columnWidth(0) - 6  # the style's text margins
    cut = elide_name("Salon Privé Baccarat Table Grande — 1", room, metrics)
    assert cut.endswith(" — 1") and "…" in cut
    pane.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(pane.view.hasFocus)
    style.drawn.clear()
    pane.view.viewport().repaint()
    assert (cut, True) in style.drawn  # the style draws the focus frame, with the name cut
    style.drawn.clear()
    pane.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    pane.filter.setFocus()
    pane.view.viewport().repaint()
    texts = [text for text, _ in style.drawn]
    assert cut in texts and "Table 9 — 2" in texts


def test_shoes_joining_below_the_rows_shown_do_not_repaint_them(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(420, 300)
    pane.model.set_shoes([summary(n, "Table 9") for n in range(1001, 1041)])
    pane.select_shoe(1040)
    pane.show()
    qtbot.waitExposed(pane)
    next_frame(qtbot, pane, asking=pane.filter)  # nothing of the opening left to paint
    before = _drawn(pane.view)
    painted = Painted(pane.view.viewport())
    bar = pane.view.verticalScrollBar()
    reach = bar.maximum()
    # A page of older shoes, read after the window opened: they join below.
    pane.model.add_shoes([summary(n, "Salon Privé") for n in range(1, 301)])
    qtbot.waitUntil(lambda: bar.maximum() > reach)
    next_frame(qtbot, pane, asking=pane.filter)  # the frame after the list was laid out
    assert painted.rects == []
    assert pane.model.rowCount() == 340 and pane.view.currentIndex().row() == 0
    assert _drawn(pane.view) == before
    # A newer shoe joins above them: the list is laid out and painted again, and still
    # shows the shoe shown where it was (the newer one above, out of sight).
    pane.model.add_shoes([summary(2000, "Table 1")])
    qtbot.waitUntil(lambda: painted.rects != [])
    assert pane.model.shoe_at(0).id == 2000 and pane.view.currentIndex().row() == 1
    assert pane.view.rowViewportPosition(1) == 0
    assert _drawn(pane.view) == before


def test_a_row_shown_that_changes_as_a_shoe_joins_below_is_painted(qtbot: QtBot) -> None:
    pane = LibraryPane()
    qtbot.addWidget(pane)
    pane.resize(420, 300)
    pane.model.set_shoes([summary(n, "Table 9") for n in range(1001, 1041)])
    pane.view.sortByColumn(2, Qt.SortOrder.DescendingOrder)  # by hands: a new shoe goes last
    pane.show()
    qtbot.waitExposed(pane)
    next_frame(qtbot, pane, asking=pane.filter)  # nothing of the opening left to paint
    painted = Painted(pane.view.viewport())
    started = replace(summary(5000, "New"), tally=Tally())
    pane.model.update_shoe(started)  # a shoe started here: it joins below the rows shown
    assert pane.view.rowViewportPosition(pane.model.row_of(5000) or 0) >= 300
    top = pane.model.shoe_at(0)
    pane.model.update_shoe(replace(top, table="Renamed"))  # and a row shown changes
    # Qt leaves the changed row to the layout pending for the shoe below: it repaints.
    qtbot.waitUntil(lambda: painted.rects != [])
    assert pane.model.text(0, 0).startswith("Renamed")
