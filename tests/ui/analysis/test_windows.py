"""The statistics and backtest windows: what they show of the shown shoe, the library and
simulated shoes, their charts (exported as PNG), progress and cancel, and the statements
that past outcomes predict nothing and no system changes the expected loss."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.history import ShoeRecord
from tracker.shoefile import read_shoes
from tracker.store import Library, open_library
from tracker.ui.analysis.backtest_window import BacktestWindow
from tracker.ui.analysis.count_window import CountWindow
from tracker.ui.analysis.statistics_window import WHOLE_LIBRARY, StatisticsWindow
from tracker.ui.shell.tasks import SyncRunner

REAL = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"
DEALT = REPO / "sample_shoes" / "simulated-8-decks-seed-2026.csv"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    opened = open_library(str(tmp_path / "library.sqlite"))
    opened.import_shoes(list(read_shoes(REAL)))
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def dealt_shoe() -> ShoeRecord:
    return next(iter(read_shoes(DEALT)))


def test_the_shown_card_level_shoe_gets_figures_and_three_charts(
    qtbot: QtBot, library: Library, dealt_shoe: ShoeRecord, tmp_path: Path
) -> None:
    window = StatisticsWindow(library, SyncRunner(), lambda: dealt_shoe)
    qtbot.addWidget(window)
    window.show()
    text = window.figures.toPlainText()
    assert "80 hands" in text and "95% interval" in text
    assert "House edge from the cards left" in text and "dragon seven" in text
    assert "Past outcomes cannot predict future hands" in window.note.text()
    assert all(window.charts.isTabEnabled(i) for i in range(3))
    for index in range(3):
        window.charts.setCurrentIndex(index)
        path = tmp_path / f"chart-{index}.png"
        assert window.charts.current_chart().export_png(str(path))
        image = QImage(str(path))
        assert image.width() >= 320 and image.height() >= 220


@pytest.mark.parametrize("kind", ["statistics", "backtest"])
def test_the_export_button_saves_the_shown_chart_or_says_it_could_not(
    qtbot: QtBot,
    library: Library,
    dealt_shoe: ShoeRecord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    window: StatisticsWindow | BacktestWindow
    if kind == "statistics":
        window = StatisticsWindow(library, SyncRunner(), lambda: dealt_shoe)
    else:
        window = BacktestWindow(library, SyncRunner(), lambda: dealt_shoe)
    qtbot.addWidget(window)
    window.show()
    chosen = [str(tmp_path / "chart.png"), str(tmp_path / "no such folder" / "chart.png")]
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **kwargs: (chosen.pop(0), "PNG (*.png)")
    )
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    assert QImage(str(tmp_path / "chart.png")).width() >= 320
    qtbot.mouseClick(window.export_button, Qt.MouseButton.LeftButton)
    shown = window.status if isinstance(window, StatisticsWindow) else window.message
    assert "Could not write" in shown.text() and "no such folder" in shown.text()


def test_the_whole_library_and_no_shoe(qtbot: QtBot, library: Library) -> None:
    window = StatisticsWindow(library, SyncRunner(), lambda: None)
    qtbot.addWidget(window)
    assert "No shoe is shown" in window.figures.toPlainText()
    window.scope.setCurrentText(WHOLE_LIBRARY)
    text = window.figures.toPlainText()
    assert "20 shoes, 1,365 hands" in text
    assert "Shoe by shoe at p < 0.05" in text
    # The real shoes' source flags naturals on wins only: their ties are left out, and said so.
    assert "Natural: 138 ties left out, from shoes that flag naturals on wins only" in text
    # One shoe's walk and a card-level shoe's edges mean nothing for a whole library.
    assert window.charts.isTabEnabled(0)
    assert not window.charts.isTabEnabled(1) and not window.charts.isTabEnabled(2)
    assert "one shoe" in window.charts.tabToolTip(1)
    assert "cards are recorded" in window.charts.tabToolTip(2)
    assert window.stats is not None and window.stats.shoes == 20


def test_shoes_chosen_in_the_browser_are_counted_together(qtbot: QtBot, library: Library) -> None:
    from tracker.services.analysis import statistics_of_library

    chosen = [shoe.id for shoe in library.shoes()][:3]
    window = StatisticsWindow(library, SyncRunner(), lambda: None, chosen=chosen)
    qtbot.addWidget(window)
    assert window.scope.currentText() == "The 3 chosen shoes"
    expected = statistics_of_library(library, chosen)
    assert window.stats is not None
    assert (window.stats.shoes, window.stats.hands) == (3, expected.hands)
    assert f"3 shoes, {expected.hands} hands" in window.figures.toPlainText()
    # The other scopes stay a choice away.
    window.scope.setCurrentText(WHOLE_LIBRARY)
    assert window.stats is not None and window.stats.shoes == 20
    one = StatisticsWindow(library, SyncRunner(), lambda: None, chosen=chosen[:1])
    qtbot.addWidget(one)
    assert one.scope.currentText() == "The 1 chosen shoe"
    assert one.stats is not None and one.stats.shoes == 1
    assert one.charts.isTabEnabled(1)  # one shoe has its Banker-minus-Player walk


def test_a_simulated_backtest_shows_its_figures_curves_and_spread(
    qtbot: QtBot, library: Library
) -> None:
    window = BacktestWindow(library, SyncRunner(), lambda: None)
    qtbot.addWidget(window)
    # Before a run the charts show their axes' names, no made-up values and no legend.
    for chart in (window.curves, window.histogram):
        assert not chart.getPlotItem().getAxis("left").style["showValues"]
        assert not chart.legend.isVisible()
    window.system.setCurrentIndex(window.system.findData("martingale"))
    window.shoes.setValue(400)
    window.bankroll.setValue(30)
    window.run()
    result = window.result
    assert result is not None and result.shoes == 400 and result.busted > 0
    text = window.figures.toPlainText()
    assert "Expected per unit wagered" in text and "-1.058% (the house edge)" in text
    assert "No betting system changes the expected loss" in text
    assert window.progress.value() == 100 and window.run_button.isEnabled()
    assert len(window.curves.getPlotItem().listDataItems()) == 20
    assert window.histogram.getPlotItem().items
    assert window.histogram.getPlotItem().getAxis("left").style["showValues"]


def test_the_library_and_the_shown_shoe_as_sources(
    qtbot: QtBot, library: Library, dealt_shoe: ShoeRecord
) -> None:
    window = BacktestWindow(library, SyncRunner(), lambda: dealt_shoe)
    qtbot.addWidget(window)
    window.source.setCurrentIndex(2)
    assert not window.shoes.isEnabled()
    window.run()
    assert window.result is not None and window.result.shoes == 20
    window.source.setCurrentIndex(1)
    window.run()
    assert window.result is not None and window.result.shoes == 1


def test_rules_that_cannot_be_read_are_a_message_with_the_place(
    qtbot: QtBot, library: Library
) -> None:
    window = BacktestWindow(library, SyncRunner(), lambda: None)
    qtbot.addWidget(window)
    window.system.setCurrentIndex(window.system.findData("rules"))
    assert window.rules.isEnabled() and not window.bet.isEnabled()
    window.rules.setPlainText("after B B bet P\nafter B Z bet P")
    window.run()
    assert "line 2, column 9" in window.message.text()
    assert window.result is None


def test_cancel_stops_a_simulation(qtbot: QtBot, library: Library) -> None:
    runner = SyncRunner(defer=True)
    window = BacktestWindow(library, runner, lambda: None)
    qtbot.addWidget(window)
    window.shoes.setValue(50_000)
    window.run()
    assert window.cancel_button.isEnabled() and not window.run_button.isEnabled()
    window.cancel()
    runner.run_pending()
    assert window.message.text() == "Cancelled."
    assert window.result is None and window.run_button.isEnabled()


# The offscreen platform cannot raise a window; a desktop can.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_analysis_menu_opens_each_window_once(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    from tracker.ui.main.window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(main)
    main.action_table["statistics_window"].trigger()
    main.action_table["statistics_window"].trigger()
    windows = main.findChildren(StatisticsWindow)
    assert len(windows) == 1 and windows[0].isVisible()
    main.action_table["backtest_window"].trigger()
    assert len(main.findChildren(BacktestWindow)) == 1
    assert main.action_table["backtest_window"].shortcut().toString() == "Ctrl+Shift+B"
    main.action_table["count_window"].trigger()
    labs = main.findChildren(CountWindow)
    assert len(labs) == 1 and labs[0].isVisible()
    assert "counting lab" in main.action_table["count_window"].text()


def test_an_empty_library_says_what_to_do(qtbot: QtBot, tmp_path: Path) -> None:
    empty = open_library(str(tmp_path / "empty.sqlite"))
    try:
        window = StatisticsWindow(empty, SyncRunner(), lambda: None)
        qtbot.addWidget(window)
        window.scope.setCurrentText(WHOLE_LIBRARY)
        assert "No hands to count yet" in window.figures.toPlainText()
        assert window.stats is None
    finally:
        empty.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_ctrl_shift_k_opens_the_counting_lab_once(
    qtbot: QtBot, library: Library, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    from tests.ui.user import focus
    from tracker.ui.main.window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(main)
    with qtbot.waitActive(main):
        main.show()
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_K, ctrl_shift)
    labs = main.findChildren(CountWindow)
    assert len(labs) == 1 and labs[0].isVisible()
    main.action_table["count_window"].trigger()
    assert main.findChildren(CountWindow) == labs


def test_a_library_of_one_hand_shoes_gets_figures_and_not_tested(
    qtbot: QtBot, tmp_path: Path
) -> None:
    shoes = [{"table": f"T{n}", "hands": [{"hand": 1, "winner": "BP"[n % 2]}]} for n in range(12)]
    path = tmp_path / "one-hand.json"
    path.write_text(json.dumps({"format_version": 1, "shoes": shoes}), encoding="utf-8")
    library = open_library(str(tmp_path / "library.sqlite"))
    try:
        library.import_shoes(list(read_shoes(path)))
        window = StatisticsWindow(library, SyncRunner(), lambda: None)
        qtbot.addWidget(window)
        window.show()
        window.scope.setFocus()
        qtbot.keyClick(window.scope, Qt.Key.Key_Down)  # the whole library
        assert window.scope.currentText() == WHOLE_LIBRARY
        text = window.figures.toPlainText()
        assert "12 shoes, 12 hands" in text and "Banker\n6\n50.00%" in text
        assert "Runs: not tested, no shoe holds two decisions in a row" in text
        assert "Lag-1 correlation: not tested, no shoe holds two decisions in a row" in text
    finally:
        library.close()
