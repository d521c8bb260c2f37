"""The counting lab window: a preset played over a few shoes shows the use case's figures
with the honest words and both charts; cancel, an edited tag, a field that cannot be read,
and the CSV export."""

from __future__ import annotations

import csv
import html
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QSpinBox
from pytestqt.qtbot import QtBot

from tracker.engine.countpresets import PRESETS
from tracker.services.counting import CHUNK_SHOES, run_count
from tracker.services.runner import Runner
from tracker.ui.analysis.count_window import CountWindow
from tracker.ui.shell.tasks import SyncRunner

SHOES = 300


def _replace(qtbot: QtBot, widget: QSpinBox, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)


@pytest.fixture
def window(qtbot: QtBot) -> CountWindow:
    shown = CountWindow(SyncRunner())
    qtbot.addWidget(shown)
    shown.show()
    editor = shown.editor
    _replace(qtbot, editor.shoes, str(SHOES))
    _replace(qtbot, editor.jobs, "1")
    _replace(qtbot, editor.perfect_shoes, "0")
    editor.seed.clear()
    qtbot.keyClicks(editor.seed, "7")
    return shown


def test_a_preset_run_shows_the_use_cases_figures_and_the_honest_words(
    qtbot: QtBot, window: CountWindow
) -> None:
    assert window.editor.preset.currentData() == "how-dragon7"
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    preset = PRESETS["how-dragon7"]
    expected = run_count(preset.count, preset.table, SHOES, seed=7, runner=Runner()).figures
    assert window.result is not None and window.result.figures == expected
    text = window.figures.toPlainText()
    assert f"{expected.net_per_shoe:+.3f} ± {expected.se_per_shoe:.3f} SE" in text
    assert f"{expected.bets_per_shoe:.2f}" in text and f"{expected.shoes_won:.1%}" in text
    assert f"{expected.risk_of_ruin(500):.1%} for 500 units" in text
    assert "Casinos watch for side-bet counters" in text
    assert f"swing of {expected.sd_per_shoe:.1f} units in one shoe" in text or (
        "did not win over these shoes" in text
    )
    assert "Only side bets move far" in window.note.text()
    assert window.progress.value() == 100 and window.run_button.isEnabled()
    # The edge by true count: every hand counted once, a point a true count with hands.
    curve = window.result.curve
    assert curve is not None and sum(curve.hands) == expected.hands
    assert window.edge_chart.getPlotItem().listDataItems()
    assert len(window.result.shoe_net) == SHOES
    assert window.histogram.getPlotItem().items


def test_cancel_stops_a_run_between_chunks(qtbot: QtBot) -> None:
    runner = SyncRunner(defer=True)
    window = CountWindow(runner)
    qtbot.addWidget(window)
    window.show()
    _replace(qtbot, window.editor.shoes, str(CHUNK_SHOES + 10))
    _replace(qtbot, window.editor.jobs, "1")
    # Cancel is clicked as the first chunk reports its progress.
    window.progress.valueChanged.connect(
        lambda value: (
            value
            and window.cancel_button.isEnabled()
            and qtbot.mouseClick(window.cancel_button, Qt.MouseButton.LeftButton)
        )
    )
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    assert window.cancel_button.isEnabled() and not window.run_button.isEnabled()
    runner.run_pending()
    assert window.message.text().startswith("Cancelled")
    assert window.result is None and window.run_button.isEnabled()
    assert not window.cancel_button.isEnabled()


def test_an_edited_tag_changes_the_run(qtbot: QtBot, window: CountWindow) -> None:
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    first = window.result
    assert first is not None
    _replace(qtbot, window.editor.tags["8"], "0")
    assert window.editor.preset.currentText() == "A count of my own"
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    second = window.result
    assert second is not None and second.count.tags[7] == 0 and second.preset is None
    assert second.figures.bets != first.figures.bets
    assert "8 +2" not in window.figures.toPlainText()


@pytest.mark.parametrize(
    ("field", "text", "named"),
    [
        ("threshold", "high", "Threshold: expected a whole number, not 'high'"),
        ("stake", "0", "Stake: expected a number above 0"),
        ("bankroll", "lots", "Bankroll: expected a number"),
        ("seed", "-3", "Seed: expected a whole number from 0"),
    ],
)
def test_an_entry_that_cannot_be_read_is_refused_naming_its_field(
    qtbot: QtBot, window: CountWindow, field: str, text: str, named: str
) -> None:
    entry = getattr(window.editor, field)
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    assert named in html.unescape(window.message.text())
    assert window.result is None and window.run_button.isEnabled()


def test_the_exports_save_the_figures_as_csv_and_the_charts_as_png(
    qtbot: QtBot, window: CountWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not window.csv_button.isEnabled()  # nothing to export before a run
    _replace(qtbot, window.editor.perfect_shoes, "10")
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    result = window.result
    assert result is not None and result.curve is not None and result.exact_curve is not None
    chosen = [
        str(tmp_path / "count.csv"),
        str(tmp_path / "no such folder" / "count.csv"),
        str(tmp_path / "edge.png"),
        str(tmp_path / "shoes.png"),
    ]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (chosen.pop(0), ""))
    qtbot.mouseClick(window.csv_button, Qt.MouseButton.LeftButton)
    text = (tmp_path / "count.csv").read_text(encoding="utf-8")
    rows = list(csv.reader(text.splitlines()))
    figures = {row[0]: row[1] for row in rows if len(row) == 2}
    assert float(figures["net_per_shoe"]) == pytest.approx(result.figures.net_per_shoe)
    assert int(figures["shoes"]) == SHOES and figures["seed"] == "7"
    assert float(figures["risk_of_ruin"]) == pytest.approx(result.figures.risk_of_ruin(500))
    assert figures["exact_edge_shoes"] == "10"
    header = rows.index(
        [
            "true_count",
            "hands",
            "won_per_unit",
            "standard_error",
            "exact_hands",
            "exact_edge",
            "exact_edge_se",
        ]
    )
    buckets = rows[header + 1 :]
    realised = [(int(r[0]), int(r[1]), float(r[2])) for r in buckets if r[1]]
    exact = [(int(r[0]), int(r[4]), float(r[5])) for r in buckets if r[4]]
    assert sum(hands for _, hands, _ in realised) == result.figures.hands
    assert realised == [(tc, n, pytest.approx(w)) for tc, n, w, _ in result.curve.rows()]
    assert result.perfect is not None
    assert sum(hands for _, hands, _ in exact) == result.perfect.hands
    assert exact == [(tc, n, pytest.approx(e)) for tc, n, e, _ in result.exact_curve.rows()]
    qtbot.mouseClick(window.csv_button, Qt.MouseButton.LeftButton)
    assert "Could not write" in window.message.text()
    for index, name in enumerate(("edge.png", "shoes.png")):
        window.charts.setCurrentIndex(index)
        qtbot.mouseClick(window.png_button, Qt.MouseButton.LeftButton)
        assert QImage(str(tmp_path / name)).width() >= 320


def test_perfect_play_shoes_show_the_bound_beside_the_count(
    qtbot: QtBot, window: CountWindow
) -> None:
    _replace(qtbot, window.editor.perfect_shoes, "10")
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    result = window.result
    assert result is not None and result.perfect is not None and result.perfect.shoes == 10
    text = window.figures.toPlainText()
    assert "Perfect play, the bound" in text and "over 10 other shoes" in text
    # The chart draws the exact edge from those shoes, saying how many, beside the realised.
    exact = result.exact_curve
    assert exact is not None
    names = [label.text for _, label in window.edge_chart.legend.items]
    hands = sum(exact.hands)
    assert "exact edge from the cards left, 95% band" in names
    title = window.edge_chart.getPlotItem().titleLabel.text
    assert f"exact over 10 shoes, {hands:,} hands" in title
    assert any(n.startswith("realised") for n in names)
    drawn = {
        item.name(): item.getData() for item in window.edge_chart.getPlotItem().listDataItems()
    }
    (x, y) = next(v for k, v in drawn.items() if k and k.startswith("exact edge"))
    rows = [r for r in exact.rows() if r[1] >= 100]
    assert x.tolist() == [r[0] for r in rows]
    assert y.tolist() == pytest.approx([100 * r[2] for r in rows])


def test_the_progress_bar_weighs_an_exact_edge_shoe_as_the_slow_work_it_is(
    qtbot: QtBot, window: CountWindow
) -> None:
    _replace(qtbot, window.editor.perfect_shoes, "20")
    seen: list[int] = []
    window.progress.valueChanged.connect(seen.append)
    qtbot.mouseClick(window.run_button, Qt.MouseButton.LeftButton)
    # 300 counted shoes (under 1% of the work: the bar stays at 0), then two chunks of 10
    # exact-edge shoes, each worth 3,000 counted: half way, then done.
    assert seen == [30_300 * 100 // 60_300, 100]
