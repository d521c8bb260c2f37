"""The scorecard widgets: a road view's palette, scrolling and tooltips, the ask road's note,
and the board, which shows each road where the exports' layout puts it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QWheelEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.painted import Painted, next_frame
from tests.ui.scorecard.pictures import blueish, reddish
from tracker.engine.rules import Winner
from tracker.roads import Result, RoadKind, Scorecard, compute_roads, parse_outcomes
from tracker.ui.scorecard import (
    ASK_TOOLTIP,
    AskRoadIndicator,
    RoadPalette,
    RoadView,
    ScorecardBoard,
    board_layout,
    paint_board,
)

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


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


def test_board_shows_a_scorecard_growing_hand_by_hand(qtbot: QtBot) -> None:
    # As at the table: the live shoe's scorecard grows, and the board shows each snapshot.
    board = ScorecardBoard(cell_size=16)
    qtbot.addWidget(board)
    results = parse_outcomes("BPPBBBPBBPPPPBT")
    scorecard = Scorecard()
    scorecard.add(results[0])
    with qtbot.waitSignal(board.changed):
        board.set_roads(scorecard.snapshot())
    for result in results[1:]:
        scorecard.add(result)
        board.set_roads(scorecard.snapshot())
    assert board.roads == compute_roads(results)
    assert board.views[RoadKind.BIG_EYE_BOY].roads == board.roads
    assert scorecard.undo() == results[-1]
    board.set_roads(scorecard.snapshot())
    assert board.roads == compute_roads(results[:-1])
    board.set_colour_blind(True)
    assert "square" in board.views[RoadKind.BIG_ROAD].toolTip()
    assert board.ask.toolTip() == ASK_TOOLTIP


def test_board_shows_roads_computed_elsewhere(qtbot: QtBot) -> None:
    board = ScorecardBoard(cell_size=16)
    qtbot.addWidget(board)
    results = parse_outcomes("BPPBBBPBBPPPPB")
    with qtbot.waitSignal(board.changed):
        board.set_roads(compute_roads(results))
    assert board.views[RoadKind.COCKROACH_PIG].roads == compute_roads(results)
    board.set_roads(compute_roads([*results, Result(T)]))
    assert board.roads == compute_roads([*results, Result(T)])
    board.set_roads(None)
    assert board.roads == compute_roads([])
    assert all(view.roads == compute_roads([]) for view in board.views.values())


def test_board_shows_each_road_where_board_layout_puts_it(qtbot: QtBot) -> None:
    board = ScorecardBoard(cell_size=20)
    qtbot.addWidget(board)
    board.set_roads(compute_roads(parse_outcomes("BPPBBBPBBPPPPBT" * 4)))
    board.show()
    qtbot.waitExposed(board)
    for width in (900, 640, 333):  # the last narrower than the board can be: it scrolls
        board.resize(width, board.heightForWidth(width))
        bar = board.views[RoadKind.BIG_ROAD].scroll_bar_height()
        title = board.titles[RoadKind.BIG_ROAD].sizeHint().height()
        layout = board_layout(board.roads, 20, width=width, scroll_bar=bar, title=title)
        assert board.current_layout() == layout
        for kind, view in board.views.items():
            corner = QPointF(view.mapTo(board, QPoint(0, 0)))
            assert view.road_rect().translated(corner) == layout.rect(kind), kind
            assert view.cell_size() == layout.cell_size(kind)
        corner = QPointF(board.ask.pos())
        assert board.ask.side_rect(B).translated(corner) == layout.ask_banker
        assert board.ask.side_rect(P).translated(corner) == layout.ask_player
        assert board.height() >= layout.size.height()  # the note is not cut off


def test_board_on_screen_is_the_picture_paint_board_makes(qtbot: QtBot) -> None:
    # Inside each road the board shows the same pixels as the export's painting of the
    # same layout (the road's edges differ: an export draws a frame around each road).
    board = ScorecardBoard(cell_size=20)
    qtbot.addWidget(board)
    board.set_roads(compute_roads(parse_outcomes("BPPBBBPBBPPPPBTB")))
    board.resize(700, board.heightForWidth(700))
    shown = board.grab().toImage()
    layout = board.current_layout()
    painted = QImage(shown.size(), shown.format())
    painter = QPainter(painted)
    paint_board(painter, board.roads, RoadPalette.of(board.palette(), False), layout)
    painter.end()
    for kind in RoadKind:
        rect = layout.rect(kind).toRect().adjusted(2, 2, -2, -2)
        assert shown.copy(rect) == painted.copy(rect), kind
    for side in (layout.ask_banker, layout.ask_player):
        assert shown.copy(side.toRect()) == painted.copy(side.toRect())


def test_board_note_is_painted_below_the_roads_with_the_ask_tooltip(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    board = ScorecardBoard(cell_size=20)
    column.addWidget(board)
    column.addWidget(QWidget(), 1)  # the rest of a window, taking the spare height
    for width in (1200, 420):  # one line of note, then several
        host.resize(width, 800)
        host.grab()  # lays the window out
        note = board.current_layout().note
        assert board.height() >= note.bottom()
        image = board.grab().toImage()
        window = board.palette().color(QPalette.ColorRole.Window)
        inked = [
            y
            for y in range(int(note.top()), image.height())
            if any(image.pixelColor(x, y) != window for x in range(image.width()))
        ]
        assert inked and inked[-1] < image.height() - 1, "the note's last line is cut off"
    assert "Past outcomes cannot predict future hands" in board.accessibleDescription()


def test_a_hand_logged_repaints_its_cells_to_the_picture_of_the_whole_board(
    qtbot: QtBot,
) -> None:
    # At the table only the cells a hand changed are painted again; what the screen then
    # shows is, pixel for pixel, the board painted whole. Ties land on a big road cell
    # already drawn, pairs and naturals change a bead, derived roads start and grow.
    board = ScorecardBoard()
    qtbot.addWidget(board)
    board.resize(900, board.heightForWidth(900))
    board.show()
    qtbot.waitExposed(board)
    screen = board.screen()
    scorecard = Scorecard()
    outcomes = parse_outcomes("TBPPBBBTTPBBPPPPBTBPBPBBBBBBBPPTPBPBBPTPPPBBTPBPBBPPBPTBBPPBPB")
    painted = {kind: Painted(view.viewport()) for kind, view in board.views.items()}
    for number, result in enumerate(outcomes):
        flags = (number % 5 == 0, number % 7 == 0, number % 3 == 0)
        earlier = scorecard.snapshot()
        scorecard.add(Result(result.winner, *flags))
        board.set_roads(scorecard.snapshot())
        next_frame(qtbot, board)  # drawn as at the table, one hand at a time
    # Hand by hand, a road's repaint is a cell or two wide, not the road.
    for kind, view in board.views.items():
        widths = sorted(rect.width() for rect in painted[kind].rects)
        assert widths, kind
        assert widths[len(widths) // 2] <= 2 * view.cell_size() + 4 < view.viewport().width()

    def on_screen() -> QImage:
        return screen.grabWindow(board.winId()).toImage()

    def whole() -> QImage:  # every cell of every road painted afresh
        return board.grab().toImage().convertToFormat(on_screen().format())

    assert not on_screen().isNull()
    assert on_screen() == whole()
    # Back to the snapshot before the last hand (the same cells but the last one's): the
    # last hand's cells are painted away again.
    board.set_roads(earlier)
    next_frame(qtbot, board)
    assert on_screen() == whole()
    # An undo (the scorecard rebuilt: every cell new) draws the roads whole.
    scorecard.add(Result(B))
    board.set_roads(scorecard.snapshot())
    scorecard.undo()
    board.set_roads(scorecard.snapshot())
    next_frame(qtbot, board)
    assert on_screen() == whole()
