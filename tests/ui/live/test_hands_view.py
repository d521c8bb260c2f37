"""The hands table paints only the rows a hand logged adds, and the screen then shows what
painting the whole table shows."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPalette
from pytestqt.qtbot import QtBot

from tests.ui.painted import Painted
from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.ui.live.hands_model import HandsModel
from tracker.ui.live.table_tab import HandsView
from tracker.ui.shell.shaping import needs_no_shaping, without_needless_shaping
from tracker.ui.shell.text_rows import FittedTextDelegate

WINNERS = (Winner.BANKER, Winner.PLAYER, Winner.TIE)


def _hand(number: int) -> HandRecord:
    return HandRecord(
        number=number,
        winner=WINNERS[number % 3],
        player_pair=number % 4 == 0,
        natural=number % 5 == 0,
    )


def test_a_hand_appended_paints_its_row_and_the_screen_shows_the_whole_table(
    qtbot: QtBot,
) -> None:
    model = HandsModel()
    view = HandsView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    screen = view.screen()

    rows = view.viewport().geometry()  # the frame's corner pixel differs in a grab

    def on_screen() -> QImage:
        return screen.grabWindow(view.winId()).toImage().copy(rows)

    def whole() -> QImage:  # every row painted afresh
        return view.grab(rows).toImage().convertToFormat(on_screen().format())

    painted = Painted(view.viewport())
    for number in range(1, 41):  # past the height of the view: it scrolls to follow
        model.append(_hand(number))
        view.scrollToBottom()
        qtbot.wait(1)
    # Once the table scrolls, a hand paints a row's height, not the table's.
    row = view.rowHeight(0)
    assert (
        max(rect.height() for rect in painted.rects[-10:]) <= row + 2 < view.viewport().height() / 4
    )
    assert on_screen() == whole()
    # A hand taken back, the table shown again whole, one more hand: still the whole table.
    model.pop()
    qtbot.wait(1)
    assert on_screen() == whole()
    model.set_hands([_hand(n) for n in range(1, 31)])
    model.append(_hand(31))
    view.scrollToBottom()
    qtbot.wait(1)
    assert on_screen() == whole()
    # Scrolled back to the first hands, a hand added below paints nothing in view.
    view.scrollToTop()
    qtbot.wait(1)
    model.append(_hand(32))
    qtbot.wait(1)
    assert on_screen() == whole()
    assert model.rowCount() == 32


def _ours_and_qts(view: HandsView, monkeypatch: pytest.MonkeyPatch) -> tuple[QImage, QImage]:
    """The rows as the view paints them, and as Qt paints them with its delegate."""
    view.viewport().repaint()
    ours = view.viewport().grab().toImage()
    with monkeypatch.context() as patched:
        patched.setattr(HandsView, "_paint_rows", lambda _self, _dirty: False)
        view.viewport().repaint()
        qts = view.viewport().grab().toImage()
    return ours, qts


def _shown(
    qtbot: QtBot, hands: list[HandRecord], width: int, height: int
) -> tuple[HandsModel, HandsView]:
    model = HandsModel()
    view = HandsView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(width, height)
    model.set_hands(hands)
    view.show()
    qtbot.waitExposed(view)
    return model, view


def _same(view: HandsView, monkeypatch: pytest.MonkeyPatch) -> bool:
    ours, qts = _ours_and_qts(view, monkeypatch)
    return ours == qts


def test_the_table_paints_its_rows_as_qt_paints_them_with_its_delegate(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    hands = [_hand(n) for n in range(1, 40)]
    hands[30] = hands[30]._replace(extra={"note": "misdealt: the third card went to Banker " * 3})
    model, view = _shown(qtbot, hands, 520, 240)
    assert isinstance(view.itemDelegate(), FittedTextDelegate)
    view.selectRow(30)
    view.scrollTo(model.index(30, 0))
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + 5)  # a row cut

    ours, qts = _ours_and_qts(view, monkeypatch)
    assert ours == qts
    y = view.rowViewportPosition(30) + view.rowHeight(30) // 2
    assert ours.pixelColor(view.columnWidth(0) + 2, y) == view.palette().color(
        QPalette.ColorRole.Highlight
    )
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    ours, qts = _ours_and_qts(view, monkeypatch)
    assert ours == qts


def test_set_ups_it_does_not_paint_itself_are_painted_as_qt_paints_them(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Alternating colours, a hidden row, a span: left to Qt, or painted as Qt paints them.
    _model, view = _shown(qtbot, [_hand(n) for n in range(1, 20)], 420, 200)

    view.setRowHidden(2, True)
    assert _same(view, monkeypatch)
    view.setAlternatingRowColors(True)
    assert _same(view, monkeypatch)
    view.setAlternatingRowColors(False)
    view.setSpan(4, 1, 1, 2)
    assert _same(view, monkeypatch)


ARABIC = "سلام عليكم"
"""A note that needs shaping: its letters are joined, and set right to left."""


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("P 8 · B 5", True),
        ("스피드 바카라 U — 4323", True),
        ("● Baccarat Squeeze 3…", True),
        ("χ² = 2.24, p = 0.326", True),
        (ARABIC, False),
        ("नमस्ते", False),
        ("\u1100\u1161", False),  # Hangul's jamo, composed by shaping
        ("A\u0308", False),  # a combining accent
        ("a\u200db", False),  # a joiner
    ],
)
def test_only_texts_that_need_no_shaping_are_set_without_it(text: str, plain: bool) -> None:
    assert needs_no_shaping(text) is plain


def test_a_note_that_needs_shaping_is_shaped_and_painted_as_qt_paints_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    hands = [_hand(n) for n in range(1, 12)]
    hands[3] = hands[3]._replace(extra={"note": ARABIC})
    hands[4] = hands[4]._replace(extra={"note": f"dealer {ARABIC}"})
    model, view = _shown(qtbot, hands, 520, 240)
    for column in (2, 3, 4):  # the note in view
        view.setColumnHidden(column, True)
    view.selectRow(3)
    assert _same(view, monkeypatch)
    # Measured in the view's own font, shaped: unshaped, its letters come apart and the
    # note grows by a third.
    delegate = view.itemDelegate()
    assert isinstance(delegate, FittedTextDelegate)
    widths = {text: width for (text, *_), (_, width) in delegate.fits.items()}
    shaped = QFontMetricsF(view.font()).horizontalAdvance(ARABIC)
    unshaped = QFontMetricsF(without_needless_shaping(view.font())).horizontalAdvance(ARABIC)
    assert widths[ARABIC] == math.ceil(shaped) and abs(shaped - unshaped) > 2
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    view.setCurrentIndex(model.index(3, model.columnCount() - 1))
    assert _same(view, monkeypatch)
