"""The analysis windows in other languages: every text they show, their figures' words and
their charts' titles, axes and legends go through the catalogues (a pseudo-translation
wraps each one), a language chosen while they are open changes them at once and back, and
the honest sentences stay whole in each language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.pseudo import OPEN, needs_translation, pseudo_translation, unwrapped_texts
from tracker import honesty
from tracker.engine.counting import RANK_NAMES
from tracker.history import ShoeRecord
from tracker.shoefile import read_shoes
from tracker.store import Library, open_library
from tracker.translatable import MESSAGES
from tracker.ui.analysis.backtest_window import BacktestWindow
from tracker.ui.analysis.charts import Chart
from tracker.ui.analysis.count_window import CountWindow
from tracker.ui.analysis.statistics_window import StatisticsWindow
from tracker.ui.analysis.stats_panel import StatisticsPanel
from tracker.ui.analysis.texts import HONEST_WORDS
from tracker.ui.shell.i18n import ENGLISH, language, shown, switch_language
from tracker.ui.shell.tasks import SyncRunner

SAMPLE = REPO / "sample_shoes" / "simulated-8-decks-seed-2026.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    opened = open_library(str(tmp_path / "library.sqlite"))
    opened.import_shoes(list(read_shoes(SAMPLE)))
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def dealt_shoe() -> ShoeRecord:
    return next(iter(read_shoes(SAMPLE)))


def unwrapped_lines(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The lines of a rich text's plain text that have words but nothing translated."""
    return [
        line
        for line in text.splitlines()
        if needs_translation(line) and OPEN not in line and line not in allowed
    ]


def unwrapped_charts(window: QWidget) -> list[str]:
    """The charts' titles, axes' names and legends' names that were not translated."""
    found = []
    for chart in window.findChildren(Chart):
        texts = [chart.title(), chart.axis_label("bottom"), chart.axis_label("left")]
        texts += [label.text for _, label in chart.legend.items]
        found += [text for text in texts if needs_translation(text) and OPEN not in text]
    return found


def test_every_text_of_the_statistics_window_goes_through_the_catalogues(
    qtbot: QtBot, library: Library, dealt_shoe: ShoeRecord
) -> None:
    window = StatisticsWindow(library, SyncRunner(), lambda: dealt_shoe)
    qtbot.addWidget(window)
    window.show()
    with pseudo_translation(qtbot, window):
        # Each scope: the shown card-level shoe (its walk and edges), then the whole library.
        for index in range(window.scope.count()):
            window.scope.setCurrentIndex(index)
            assert window.stats is not None
            assert unwrapped_texts(window) == []
            label = f"{OPEN}shoe {dealt_shoe.label}"
            assert unwrapped_lines(window.figures.toPlainText()) == [], label
            assert unwrapped_charts(window) == []
            for tab in range(window.charts.count()):
                tip = window.charts.tabToolTip(tab)
                assert not tip or OPEN in tip


def test_every_text_of_the_backtest_window_after_a_run_goes_through_the_catalogues(
    qtbot: QtBot, library: Library
) -> None:
    window = BacktestWindow(library, SyncRunner(), lambda: None)
    qtbot.addWidget(window)
    window.show()
    window.system.setCurrentIndex(window.system.findData("martingale"))
    window.shoes.setValue(200)
    window.bankroll.setValue(30)
    with pseudo_translation(qtbot, window):
        qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
        assert window.result is not None
        assert unwrapped_texts(window) == []
        assert unwrapped_lines(window.figures.toPlainText()) == []
        assert unwrapped_charts(window) == []
        tips = [
            window.system.itemData(i, Qt.ItemDataRole.ToolTipRole)
            for i in range(window.system.count())
        ]
        assert all(OPEN in tip for tip in tips)


def test_every_text_of_the_counting_lab_after_a_run_goes_through_the_catalogues(
    qtbot: QtBot,
) -> None:
    window = CountWindow(SyncRunner())
    qtbot.addWidget(window)
    window.show()
    editor = window.editor
    editor.shoes.setValue(200)
    editor.jobs.setValue(1)
    editor.perfect_shoes.setValue(2)
    with pseudo_translation(qtbot, window):
        assert unwrapped_lines(window.figures.toPlainText()) == []
        qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
        assert window.result is not None
        # The ranks over the tags are the cards' own letters, as printed on them.
        assert unwrapped_texts(window, allowed=RANK_NAMES) == []
        # The preset's published source is a citation: it stays as it was published.
        assert window.result.preset is not None
        assert unwrapped_lines(window.figures.toPlainText()) == []
        assert unwrapped_charts(window) == []
        # An entry that cannot be read is refused in the language, naming its field.
        editor.stake.setText("0")
        qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
        assert window.message.text().startswith(OPEN)
        assert f"{OPEN}Stake" in window.message.text()


def test_the_statistics_pane_goes_through_the_catalogues(
    qtbot: QtBot, dealt_shoe: ShoeRecord
) -> None:
    panel = StatisticsPanel()
    qtbot.addWidget(panel)
    panel.resize(420, 700)
    panel.show()
    panel.set_shoe(dealt_shoe)
    with pseudo_translation(qtbot, panel):
        qtbot.waitUntil(lambda: OPEN in panel.toPlainText())
        lines = unwrapped_lines(panel.toPlainText())
        # The counts' line of headings holds "%", the only heading without words.
        assert lines == []


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def test_a_language_chosen_changes_the_statistics_window_at_once_and_back(
    qtbot: QtBot, library: Library, dealt_shoe: ShoeRecord, english_after: None
) -> None:
    window = StatisticsWindow(library, SyncRunner(), lambda: dealt_shoe)
    qtbot.addWidget(window)
    window.show()
    assert window.scope_label.text() == "Statistics of"
    assert window.charts.tabText(0) == "Streaks"
    assert "Banker" in window.figures.toPlainText()
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: window.scope_label.text() != "Statistics of")
    assert window.scope_label.text() == "统计范围"
    assert window.windowTitle() == "统计 — tracker"
    assert window.charts.tabText(2) == "各注优势"
    assert window.scope.currentText() == "当前牌靴"
    text = window.figures.toPlainText()
    assert "庄" in text and "95% 区间" in text and "80 局" in text
    assert window.streaks.title() == "连长度：实际与期望"
    assert "过去的结果无法预测未来的牌局" in window.note.text()
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: window.scope_label.text() == "Thống kê của")
    assert "Nhà Cái" in window.figures.toPlainText()
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: window.scope_label.text() == "Statistics of")
    assert window.charts.tabText(0) == "Streaks"
    assert "80 hands" in window.figures.toPlainText()
    assert window.streaks.title() == "Streak lengths: seen and expected"


def test_a_language_chosen_changes_the_counting_lab_and_its_figures(
    qtbot: QtBot, english_after: None
) -> None:
    window = CountWindow(SyncRunner())
    qtbot.addWidget(window)
    window.show()
    window.editor.shoes.setValue(100)
    window.editor.jobs.setValue(1)
    window.editor.perfect_shoes.setValue(0)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    assert "Units won a shoe" in window.figures.toPlainText()
    switch_language(language("ko"))
    qtbot.waitUntil(lambda: window.run_button.text() == "실행(&R)")
    assert "슈당 딴 유닛" in window.figures.toPlainText()
    assert window.editor.preset.itemText(window.editor.preset.count() - 1) == "나만의 카운트"
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: window.run_button.text() == "&Run")
    assert "Units won a shoe" in window.figures.toPlainText()


def test_a_refusal_of_the_counting_lab_is_shown_in_the_language_with_its_values(
    english_after: None,
) -> None:
    from tracker.engine.counting import CountError
    from tracker.translatable import QT_TRANSLATE_NOOP, Message
    from tracker.ui.analysis.count_editor import _number

    field = Message(QT_TRANSLATE_NOOP(MESSAGES, "Stake"))
    with pytest.raises(CountError) as refused:
        _number(field, "0", above=0)
    assert str(refused.value) == "Stake: expected a number above 0, not '0'"
    switch_language(language("vi"))
    assert shown(refused.value) == "Tiền cược: cần một số lớn hơn 0, không phải '0'"


def test_the_honest_sentences_are_the_same_as_the_command_lines() -> None:
    for sentence, translated in HONEST_WORDS.items():
        assert translated() == sentence
    assert honesty.PAST_PREDICTS_NOTHING.startswith(honesty.PAST_OUTCOMES.removesuffix("."))


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW", "ko", "vi"])
def test_the_honest_sentence_stays_whole_in_each_language(code: str, english_after: None) -> None:
    switch_language(language(code))
    short = QCoreApplication.translate("Honesty", honesty.PAST_OUTCOMES)
    long = HONEST_WORDS[honesty.PAST_PREDICTS_NOTHING]()
    assert short != honesty.PAST_OUTCOMES and long != honesty.PAST_PREDICTS_NOTHING
    # The long sentence begins with the short one, whole (its full stop aside).
    assert long.startswith(short.rstrip(".。"))


def test_the_counting_labs_side_bets_are_named_in_the_language(
    qtbot: QtBot, english_after: None
) -> None:
    from tracker.engine.sidebet_table import SIDE_BET_IDS
    from tracker.ui.analysis.count_editor import CountEditor
    from tracker.ui.analysis.count_report import bet_label

    editor = CountEditor()
    qtbot.addWidget(editor)
    dragon = SIDE_BET_IDS.index("dragon7")
    assert editor.bet.itemText(dragon).startswith("Dragon 7")
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: editor.bet.itemText(dragon).startswith("龙7"))
    assert "40:1" in editor.bet.itemText(dragon)
    assert bet_label("dragon7").startswith("龙7")


def test_why_a_test_was_not_made_reads_in_the_language_with_its_numbers(
    english_after: None,
) -> None:
    """The statistics give the reason with its values apart: the window writes it whole in
    the language, no English left (formerly re-read from the English by pattern)."""
    from tracker.stats.lag import lag_one
    from tracker.stats.randomness import chi_square
    from tracker.ui.analysis.texts import reason_text

    few = lag_one(["BPB"])
    tied = chi_square({8: (10, 9, 1)})
    assert str(few.reason).startswith("too few decisions: 3 Banker/Player")
    assert str(tied.reason).startswith("too few hands: 1.9 ties expected")
    switch_language(language("zh_CN"))
    assert reason_text(few.reason) == "分出胜负的局太少：庄/闲共 3 局，检验至少需要 10 局"
    tie_words = QCoreApplication.translate("Statistics", "ties")
    assert reason_text(tied.reason).startswith(f"牌局太少：期望 {tie_words} 1.9 次")
    switch_language(language("vi"))
    assert "1,9" in reason_text(tied.reason)
