"""Lines of text in a slot of their own height: a new text, however long, never moves what
is laid out beside them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tracker.ui.shell.lines import FixedLines, line_spacing


def settle(page: QWidget) -> None:
    """The layout's pending requests carried out now."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
    layout = page.layout()
    assert layout is not None
    layout.activate()


def _page(qtbot: QtBot, lines: int) -> tuple[QWidget, FixedLines, QLabel]:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    slot = FixedLines(lines, parent=page)
    below = QLabel("the board", page)
    layout.addWidget(slot)
    layout.addWidget(below)
    layout.addStretch(1)
    page.resize(300, 200)
    page.show()
    qtbot.waitExposed(page)
    return page, slot, below


def test_a_slot_is_as_high_as_its_lines_and_a_long_text_moves_nothing(qtbot: QtBot) -> None:
    page, slot, below = _page(qtbot, 2)
    assert slot.height() == line_spacing(slot.font()) * 2 + 2
    where = below.geometry()
    long = "P pair 7.47% · B pair 7.47% · Dragon 7 2.25% (edge 7.6%) · Panda 8 3.45% " * 3
    slot.setText(long)
    settle(page)
    assert slot.text() == long
    assert below.geometry() == where and slot.height() == line_spacing(slot.font()) * 2 + 2
    # Word-wrapped past one line, within the slot's width.
    assert slot.label.wordWrap() and slot.label.geometry() == slot.rect()


def test_two_lines_of_korean_fit_their_slot(qtbot: QtBot) -> None:
    """Chinese and Korean fall back to a font whose lines are taller than the Latin one's:
    a slot of two lines holds two lines of them whole."""
    page, slot, _ = _page(qtbot, 2)
    assert slot.parent() is page
    words = "카드 기록 없음"
    while slot.label.heightForWidth(slot.width()) <= line_spacing(slot.font()) * 1.5:
        words += " 카드 기록 없음"
        slot.setText(words)
    assert slot.label.heightForWidth(slot.width()) <= slot.height()


def test_one_line_does_not_wrap_and_a_new_font_fits_the_slot_again(qtbot: QtBot) -> None:
    page, slot, below = _page(qtbot, 1)
    assert not slot.label.wordWrap()
    font = QFont(slot.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    slot.setFont(font)
    assert slot.height() == line_spacing(slot.font()) + 2
    settle(page)
    assert below.geometry().top() > slot.geometry().bottom()


def test_rich_text_is_shown_as_rich_text(qtbot: QtBot) -> None:
    slot = FixedLines(rich=True)
    qtbot.addWidget(slot)
    slot.setText("<b>Banker</b>")
    assert slot.label.textFormat() == Qt.TextFormat.RichText
    plain = FixedLines()
    qtbot.addWidget(plain)
    assert plain.label.textFormat() == Qt.TextFormat.PlainText
