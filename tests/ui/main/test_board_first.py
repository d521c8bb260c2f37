"""The main window board first: at its default size on a 1600×900 or 1280×720 screen the
board is large and the largest thing in the window; the roads are titled; the counts bar
counts the shoe; the panes hide and show by their keys and come back as they were left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QFontDatabase
from pytestqt.qtbot import QtBot

from tests.ui.user import start_shoe
from tracker.engine.rules import Winner
from tracker.roads import RoadKind
from tracker.samples import sample_shoe_files
from tracker.services.importing import import_file
from tracker.store import Library
from tracker.ui.main import window as window_module
from tracker.ui.main.preferences import LAST_SHOE
from tracker.ui.main.window import MainWindow
from tracker.ui.scorecard import RoadPalette
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.tasks import SyncRunner

SAMPLE = "simulated-8-decks-seed-2026.csv"


def open_default(
    qtbot: QtBot,
    library: Library,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    area: QRect,
) -> MainWindow:
    """A window at its default size on a screen whose free area is ``area``."""
    monkeypatch.setattr(window_module, "available_area", lambda _window: area)
    window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    return window


def sample_shoe(library: Library, label: str) -> int:
    (path,) = [p for p in sample_shoe_files() if p.name == SAMPLE]
    import_file(library, path)
    (shoe,) = [s for s in library.shoes() if s.label == label]
    return shoe.id


@pytest.mark.parametrize(
    ("width", "height", "smallest"),
    [(1600, 900, 24), (1280, 720, 18)],
)
@pytest.mark.parametrize("label", ["1", "5"])  # 80 hands; 84 hands of short streaks
def test_the_default_window_shows_a_shoe_in_large_cells(
    qtbot: QtBot,
    library: Library,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    width: int,
    height: int,
    smallest: int,
    label: str,
) -> None:
    Settings(settings).set(LAST_SHOE, sample_shoe(library, label))
    window = open_default(qtbot, library, settings, monkeypatch, QRect(0, 0, width, height))
    assert (window.width(), window.height()) == (width, height)
    assert window.current is not None and window.current.label == label
    board = window.board
    qtbot.waitUntil(lambda: board.views[RoadKind.BIG_ROAD].cell_size() >= smallest)
    views = board.views
    big = views[RoadKind.BIG_ROAD].cell_size()
    assert views[RoadKind.BEAD_PLATE].cell_size() == big
    for kind in (RoadKind.BIG_EYE_BOY, RoadKind.SMALL_ROAD, RoadKind.COCKROACH_PIG):
        assert views[kind].cell_size() == big / 2
    # Every column of every road in view, none cut off at the bottom.
    for kind, view in views.items():
        assert view.horizontalScrollBar().maximum() == 0, kind
        assert view.mapTo(board, QPoint(0, view.height())).y() <= board.height()
    # The board is the largest thing in the window.
    area = board.width() * board.height()
    for dock in window.panes.docks.values():
        assert dock.isVisible() and dock.width() * dock.height() < area


def test_each_road_is_titled_as_at_the_casino(window: MainWindow) -> None:
    titles = window.board.titles
    shown = {
        kind: label.text().split("  ")[0] for kind, label in titles.items() if label.isVisible()
    }
    assert shown == {
        RoadKind.BEAD_PLATE: "Bead Plate",
        RoadKind.BIG_ROAD: "Big Road",
        RoadKind.BIG_EYE_BOY: "Big Eye Boy",
        RoadKind.SMALL_ROAD: "Small Road",
        RoadKind.COCKROACH_PIG: "Cockroach Pig",
    }
    for kind, label in titles.items():  # each just above its road
        view = window.board.views[kind]
        assert label.geometry().bottom() < view.geometry().top() <= label.geometry().bottom() + 2


def test_road_titles_add_the_chinese_names_where_a_font_has_them(window: MainWindow) -> None:
    if not QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese):
        pytest.skip("no font here writes Chinese")
    assert window.board.titles[RoadKind.BIG_ROAD].text() == "Big Road  大路"
    assert window.board.titles[RoadKind.COCKROACH_PIG].text() == "Cockroach Pig  曱甴路"


def test_the_counts_bar_counts_the_hands_logged(qtbot: QtBot, window: MainWindow) -> None:
    start_shoe(qtbot, window, "Table 3")
    counts = window.board.counts
    assert counts.isVisible() and counts.text().startswith("#0  B 0  P 0  T 0")
    for key in "1B", "NP", "T", "2NB", "B":
        for letter in key:
            qtbot.keyClick(window, letter)
    assert counts.text() == "#5  B 3  P 1  T 1  PP 1  BP 1  N 2"
    counts_top = counts.mapTo(window.board, QPoint(0, 0)).y()
    assert counts_top >= window.board.views[RoadKind.SMALL_ROAD].geometry().bottom()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert counts.text() == "#4  B 2  P 1  T 1  PP 1  BP 1  N 2"


def test_the_counts_bar_of_a_card_level_shoe_has_the_cards_left(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    shoe_id = sample_shoe(library, "5")
    Settings(settings).set(LAST_SHOE, shoe_id)
    window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(window)
    window.show()
    hands = [stored.record for stored in library.hands(shoe_id)]
    winners = [hand.winner for hand in hands]
    dealt = sum(len(hand.player or ()) + len(hand.banker or ()) for hand in hands)
    record = window.record
    assert record is not None
    left = 52 * record.decks - len(record.burn) - dealt
    expected = (
        f"#{len(hands)}  B {winners.count(Winner.BANKER)}  P {winners.count(Winner.PLAYER)}  "
        f"T {winners.count(Winner.TIE)}  PP {sum(bool(h.player_pair) for h in hands)}  "
        f"BP {sum(bool(h.banker_pair) for h in hands)}  N {sum(bool(h.natural) for h in hands)}"
        f"  Cards left {left}"
    )
    assert window.board.counts.text() == expected
    assert len(hands) == 84 and left == 14


@pytest.mark.parametrize(
    ("pane", "key"),
    [("shoe_list", Qt.Key.Key_1), ("hands", Qt.Key.Key_2), ("statistics", Qt.Key.Key_3)],
)
def test_each_pane_hides_and_shows_by_its_key_and_the_board_takes_its_room(
    qtbot: QtBot, window: MainWindow, pane: str, key: Qt.Key
) -> None:
    dock = window.panes.docks[pane]
    board = window.board
    assert dock.isVisible()
    before = board.height()
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    assert not dock.isVisible()
    assert not window.action_table[f"pane_{pane}"].isChecked()
    others = [d for d in window.panes.docks.values() if d is not dock]
    if not any(d.isVisible() for d in others):
        qtbot.waitUntil(lambda: board.height() > before)
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    assert dock.isVisible() and window.action_table[f"pane_{pane}"].isChecked()


def test_hiding_every_pane_gives_the_board_the_window(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    before = board.height()
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: board.height() > before + 100)


def test_panes_come_back_as_they_were_left(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    def open_again() -> MainWindow:
        window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
        qtbot.addWidget(window)
        with qtbot.waitActive(window):
            window.show()
        return window

    first = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(first)
    first.resize(780, 740)  # within the test screen, so that it comes back as large
    with qtbot.waitActive(first):
        first.show()
    docks = first.panes.docks
    first.resizeDocks([docks["hands"]], [260], Qt.Orientation.Vertical)
    first.resizeDocks([docks["shoe_list"]], [330], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: docks["hands"].height() == 260)
    left = docks["shoe_list"].width()
    assert left > 250  # wider than its default share (3 of 11)
    first.close()

    second = open_again()
    again = second.panes.docks
    assert second.size() == first.size()
    assert (again["hands"].height(), again["shoe_list"].width()) == (260, left)
    qtbot.keyClick(second, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    second.close()

    third = open_again()
    assert not third.panes.docks["statistics"].isVisible()
    assert not third.action_table["pane_statistics"].isChecked()
    assert third.panes.docks["hands"].isVisible()


def test_a_divider_between_small_road_and_cockroach_pig(qtbot: QtBot, window: MainWindow) -> None:
    board = window.board
    pig = board.views[RoadKind.COCKROACH_PIG]
    small = board.views[RoadKind.SMALL_ROAD]
    assert small.geometry().right() + 1 == pig.geometry().left()
    image = board.grab().toImage()
    text = RoadPalette.of(board.palette(), False).text
    x = pig.geometry().left()
    column = [
        image.pixelColor(x, y)
        for y in range(pig.geometry().top(), pig.geometry().top() + int(pig.road_rect().height()))
    ]

    def dark(colour: QColor) -> bool:
        return abs(colour.lightness() - text.lightness()) < 40

    assert all(dark(colour) for colour in column)
    # The grid line between two Small Road columns is lighter.
    middle = small.geometry().left() + round(small.cell_size() * 3)
    assert not dark(image.pixelColor(middle, small.geometry().top() + 3))


@pytest.fixture
def window(qtbot: QtBot, library: Library, settings: QSettings) -> MainWindow:
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    win.resize(1520, 810)
    with qtbot.waitActive(win):
        win.show()
    return win
