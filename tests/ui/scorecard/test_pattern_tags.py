"""The row of big road patterns under the board: each tag with its chance, its tooltip that
says what it is and that it predicts nothing, and its colours in light, dark and colour-blind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPalette
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from tests.ui.scorecard.pictures import blueish, orangeish, reddish
from tracker.honesty import PATTERNS_ARE_CHANCE
from tracker.roads import compute_roads, parse_outcomes
from tracker.roads.pattern_chances import shipped
from tracker.ui.scorecard.pattern_tags import NONE_YET, Chip, PatternTags

# A Banker dragon of eight, then six columns of one (Banker and Player in turn), then two.
SHOE = "BBBBBBBB PBPBPB T PP"


def tags_row(qtbot: QtBot, outcomes: str, width: int = 1400) -> PatternTags:
    row = PatternTags()
    qtbot.addWidget(row)
    row.resize(width, row.sizeHint().height())
    row.set_outcomes(parse_outcomes(outcomes))
    row.show()
    qtbot.waitExposed(row)
    return row


def chip(row: PatternTags, name: str) -> Chip:
    return next(c for c in row.chips() if c.text.startswith(name))


def test_each_pattern_with_the_share_of_shoes_chance_gives_it(qtbot: QtBot) -> None:
    row = tags_row(qtbot, SHOE)
    long_banker = chip(row, "Long Banker")
    share = shipped().patterns["long_banker"].chance(8)
    assert long_banker.text == f"Long Banker (8) · {share:.0%}"
    assert chip(row, "Ping-pong").text.startswith("Ping-pong (6 columns) · ")
    assert "no pattern predicts the next hand" in row.note_shown()


# Showing a real tooltip on the offscreen platform says this; it is not our warning.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_chip_tooltip_says_what_where_how_often_and_that_it_predicts_nothing(
    qtbot: QtBot,
) -> None:
    row = tags_row(qtbot, SHOE)
    ping_pong = chip(row, "Ping-pong")
    centre = ping_pong.rect.center().toPoint()
    qtbot.mouseMove(row, centre)
    tip = row.tooltip_at(QPointF(centre))
    assert "Ping-pong (大路單跳): 4 or more columns in a row of one hand each" in tip
    # The dragon tail runs along the bottom row: the six columns start in columns 2 to 7.
    assert "Here: columns 2–7 of the big road." in tip
    assert "Of 100,000 simulated shoes" in tip and tip.endswith(PATTERNS_ARE_CHANCE)
    # The tooltip Qt shows is that one.
    QApplication.sendEvent(row, QHelpEvent(QEvent.Type.ToolTip, centre, row.mapToGlobal(centre)))
    assert QToolTip.text() == tip
    QToolTip.hideText()
    every = "\n".join([row.toolTip(), *(c.tooltip for c in row.chips())]).lower()
    for word in ("signal", " bet", "follow the trend"):
        assert word not in every


def test_chips_that_do_not_fit_become_one_that_lists_them(qtbot: QtBot) -> None:
    row = tags_row(qtbot, SHOE + "BBPPBBPPBPPBPP", width=1400)
    every = len(row.tags())
    row.resize(520, row.height())
    chips = row.chips()
    more = chips[-1]
    assert more.more and more.text == f"+{every - len(chips) + 1} more"
    assert all(c.rect.right() <= 520 for c in chips)
    left_out = row.tags()[len(chips) - 1 :]
    for tag in left_out:
        assert tag.pattern.name in more.tooltip
    assert more.tooltip.endswith(PATTERNS_ARE_CHANCE)
    assert row.note_shown() == "(chance, not a prediction)"  # still there, shortened
    row.resize(row.sizeHint().width(), row.height())  # the width it asks for
    assert not any(c.more for c in row.chips())


def test_a_shoe_without_a_pattern(qtbot: QtBot) -> None:
    row = tags_row(qtbot, "BBPB")
    assert row.chips() == [] and row.tags() == []
    assert NONE_YET in row.toolTip() and PATTERNS_ARE_CHANCE in row.toolTip()
    row.set_roads(compute_roads(parse_outcomes("BBBB")))  # a hand later: Long Banker
    assert [c.text.split(" · ")[0] for c in row.chips()] == ["Long Banker (4)"]


def mark_colour(row: PatternTags, name: str) -> QColor:
    image: QImage = row.grab().toImage()
    centre = chip(row, name).mark.center()
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(centre.x() * ratio), int(centre.y() * ratio))


def test_casino_colours_light_and_dark_and_colour_blind_safe(qtbot: QtBot) -> None:
    row = tags_row(qtbot, SHOE + "BPPPP")
    assert reddish(mark_colour(row, "Long Banker"))
    assert blueish(mark_colour(row, "Long Player"))
    row.set_colour_blind(True)
    assert orangeish(mark_colour(row, "Long Banker"))
    assert blueish(mark_colour(row, "Long Player"))

    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor(30, 30, 30))
    dark.setColor(QPalette.ColorRole.WindowText, QColor(230, 230, 230))
    dark.setColor(QPalette.ColorRole.Base, QColor(20, 20, 24))
    dark.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
    dark.setColor(QPalette.ColorRole.Mid, QColor(90, 90, 90))
    row.setPalette(dark)
    row.set_colour_blind(False)
    image = row.grab().toImage()
    ratio = image.devicePixelRatio()
    rect = chip(row, "Long Banker").rect
    # Inside the chip, past its mark: the dark base, and light text somewhere along it.
    y = int(rect.center().y() * ratio)
    xs = range(int((rect.left() + rect.height()) * ratio), int((rect.right() - 4) * ratio))
    colours = [image.pixelColor(x, y) for x in xs]
    assert min(c.lightness() for c in colours) < 40
    assert max(c.lightness() for c in colours) > 150
    # The lighter casino red of the dark palette.
    assert mark_colour(row, "Long Banker").name() == "#ef5350"
