"""The board in the app's language: every road's legend and cell tooltip, the counts bar's
tooltip, the pattern tags (chips, tooltips, note) and the exported sheet's painted words go
through the catalogues (a pseudo-translation wraps each one), and a language switch changes
them at once, and back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.ui.main.conftest import open_window
from tests.ui.pseudo import CLOSE, OPEN, pseudo_translation, unwrapped_texts
from tests.ui.scorecard.pdf import Pdf
from tests.ui.user import focus, start_shoe, type_keys
from tracker.roads import RoadKind, compute_roads, parse_outcomes
from tracker.roads.pattern_text import PATTERNS_ARE_CHANCE, patterns_are_chance
from tracker.store import Library, open_library
from tracker.ui.main.window import MainWindow
from tracker.ui.scorecard import RoadPalette, ScorecardBoard
from tracker.ui.scorecard.pattern_tags import window_writing
from tracker.ui.scorecard.sheet import SheetTitle, export_sheet_pdf, page_label
from tracker.ui.shell.i18n import ENGLISH, language, switch_language

# A Banker dragon of eight, ping-pong, ties and pairs: every road and some patterns.
SHOE = "BBBBBBBB PBPBPB T PP BBPPBBPP BPPBPP"


def board_of(qtbot: QtBot, outcomes: str = SHOE) -> ScorecardBoard:
    board = ScorecardBoard(counts=True)
    qtbot.addWidget(board)
    board.resize(1400, 700)
    board.set_roads(compute_roads(parse_outcomes(outcomes)), growing=True)
    board.show()
    qtbot.waitExposed(board)
    return board


def wrapped(text: str) -> bool:
    return OPEN in text and CLOSE in text


def test_every_text_of_the_board_goes_through_the_catalogues(qtbot: QtBot) -> None:
    board = board_of(qtbot)
    assert board.patterns.chips(), "the shoe has patterns"
    with pseudo_translation(qtbot, board):
        assert unwrapped_texts(board) == []
        for kind, view in board.views.items():
            assert wrapped(view.toolTip()), kind
            # A cell's tooltip: the hand (bead plate, big road) and the legend.
            tip = view.tooltip_at(QPointF(view.cell_size() / 2, view.cell_size() / 2))
            hand = kind in (RoadKind.BEAD_PLATE, RoadKind.BIG_ROAD)
            assert tip.count(OPEN) >= (2 if hand else 1), (kind, tip)
            assert not any(line and OPEN not in line for line in tip.splitlines())
        assert wrapped(board.counts.toolTip())
        patterns = board.patterns
        assert wrapped(patterns.toolTip())
        for chip in patterns.chips():
            assert wrapped(chip.text) and wrapped(chip.tooltip)
            assert not any(line and OPEN not in line for line in chip.tooltip.splitlines())
        assert wrapped(patterns.note_shown())


def test_the_patterns_in_chinese_with_the_sentence_whole(qtbot: QtBot) -> None:
    board = board_of(qtbot)
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: board.patterns.chips()[0].text.startswith("长庄"))
    chips = board.patterns.chips()
    assert chips[0].text.startswith("长庄（8）")
    tip = chips[0].tooltip
    assert "长庄：一列连续 4 局或以上的庄。" in tip  # the tables' name, not given twice
    assert "100,000 个模拟牌靴" in tip
    assert tip.endswith(patterns_are_chance(window_writing()))
    assert "过去的结果无法预测未来的牌局。" in tip
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: board.patterns.chips()[0].text.startswith("Long Banker"))
    assert board.patterns.chips()[0].tooltip.endswith(PATTERNS_ARE_CHANCE)


def test_switching_the_language_changes_the_legends_and_tooltips_at_once(
    qtbot: QtBot,
) -> None:
    board = board_of(qtbot)
    big = board.views[RoadKind.BIG_ROAD]
    assert big.toolTip().startswith("Big road: Banker and Player streaks")
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: big.toolTip().startswith("Đường lớn:"))
    bead = board.views[RoadKind.BEAD_PLATE]
    assert "hạt đỏ C" in bead.toolTip()  # the beads' letters of the language
    assert bead.tooltip_at(QPointF(2, 2)).startswith("Ván 1: Nhà Cái")
    assert board.counts.toolTip().startswith("Số ván đã chia")
    switch_language(language("ko"))
    qtbot.waitUntil(lambda: big.toolTip().startswith("본매:"))
    assert board.views[RoadKind.BIG_EYE_BOY].toolTip().startswith("중국점 1군:")
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: big.toolTip().startswith("Big road:"))
    assert bead.tooltip_at(QPointF(2, 2)).startswith("Hand 1: Banker")


def test_the_exported_sheet_is_painted_in_the_apps_language(qapp: object, tmp_path: Path) -> None:
    roads = compute_roads(parse_outcomes(SHOE))
    switch_language(language("zh_CN"))
    path = export_sheet_pdf(
        tmp_path / "sheet", roads, RoadPalette.standard(), SheetTitle("T", "", "")
    )
    text = "".join(Pdf.read(path).text().split())
    # (The reader here maps some of the font's Chinese glyphs to "?".)
    assert "的结果" in text and "预测未来的牌局。" in text  # the honesty sentence
    assert "问路（" in text and "闲?）" in text  # the note
    assert "闲?闲?闲?和" in text  # the beads' letters
    assert "Past" not in text
    assert page_label(2, 3) == "第 2 页，共 3 页"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


def test_the_sheet_of_a_window_in_chinese_has_its_title_and_counts_in_chinese(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window: MainWindow = open_window(qtbot, library, settings)
    start_shoe(qtbot, window, "Table 5")
    type_keys(qtbot, window, "BPPBT" * 18)  # 90 hands
    switch_language(language("zh_CN"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: (str(tmp_path / "shoe.pdf"), ""))
    qtbot.keyClick(
        focus(qtbot),
        Qt.Key.Key_E,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    text = "".join(Pdf.read(tmp_path / "shoe.pdf").text().split())
    assert "Table5" in text  # the user's own name as it is
    assert "90局" in text and "8副牌" in text and "闲36" in text and "和18" in text
    assert "2026年" in text and "闲对0" in text
    assert "预测未来的牌局。" in text and "Past" not in text
