"""The side bets in the app's language: each bet's name as the market's casinos write it,
its words and what it pays, the settings' side-bets box and the table's line (a
pseudo-translation wraps every text), and a language switch changes the box at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.pseudo import OPEN, pseudo_translation, unwrapped_texts
from tracker import honesty
from tracker.engine.cards import Composition, parse_cards
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_table import SIDE_BETS, side_bet
from tracker.ui.live.side_bets import SIDE_BETS_TIP, side_bets_line, side_bets_tip
from tracker.ui.main.side_bets_box import SideBetsBox
from tracker.ui.shell.i18n import ENGLISH, language, switch_language
from tracker.ui.shell.side_bet_choice import SideBetChoice, bet_name, bet_pays, percent

# Forty 8s and 9s burnt: a shoe short of them, where Dragon 7 pays the player.
BURN = " ".join(f"8{s} 9{s}" for s in "HDCS" for _ in range(5))


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    switch_language(ENGLISH)
    yield
    switch_language(ENGLISH)


@pytest.mark.parametrize(
    ("code", "bet", "name"),
    [
        ("zh_CN", "dragon7", "龙7"),
        ("zh_TW", "dragon7", "龍7"),
        ("zh_CN", "panda8", "熊猫8"),
        ("zh_TW", "panda8", "熊貓8"),
        ("zh_CN", "dragon_bonus_banker", "庄龙宝"),
        ("zh_TW", "super6_12", "超級6 (12:1)"),
        ("zh_CN", "lucky6_12_20", "幸运6 (12:1 / 20:1)"),
        ("zh_CN", "player_pair_11", "闲对 (11:1)"),
        ("zh_TW", "banker_pair_11", "莊對 (11:1)"),
        ("zh_CN", "big", "大"),
        ("zh_CN", "small", "小"),
        ("ko", "dragon7", "드래곤 7"),
        ("ko", "player_pair_11", "플레이어 페어 (11:1)"),
        ("vi", "banker_pair_12", "Đôi Nhà Cái (12:1)"),
        ("vi", "big", "Lớn"),
    ],
)
def test_each_bet_is_named_as_the_markets_casinos_name_it(code: str, bet: str, name: str) -> None:
    assert side_bet(bet).name.isascii()  # the table and the command line stay English
    switch_language(language(code))
    assert bet_name(side_bet(bet)) == name


def test_the_box_and_the_line_go_through_the_catalogues(qtbot: QtBot) -> None:
    box = SideBetsBox(SideBetChoice())
    qtbot.addWidget(box)
    box.show()
    left = Composition.full(8).remove(list(parse_cards(BURN)), 8)
    with pseudo_translation(qtbot, box):
        assert unwrapped_texts(box) == []
        assert all(OPEN in box.checks[bet.id].toolTip() for bet in SIDE_BETS)
        line, tip = side_bets_line(left, SideBetChoice(), RuleSet(decks=8))
        assert line.count(OPEN) >= 7  # the head and each of the six bets' names
        assert "player&#x27;s edge" in line or "player's edge" in line
        assert all(OPEN in row for row in tip.splitlines() if row)


def test_switching_the_language_renames_the_bets_at_once(qtbot: QtBot) -> None:
    box = SideBetsBox(SideBetChoice())
    qtbot.addWidget(box)
    dragon = box.checks["dragon7"]
    assert dragon.text() == "Dragon 7 · 40:1"
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: dragon.text() == "龙7 · 40:1")
    assert box.title() == "牌桌和回放中显示的边注"
    assert bet_pays(side_bet("dragon_bonus_player")) == "最高 1 赔 30"
    assert side_bets_tip().endswith(
        QCoreApplication.translate("Honesty", honesty.PAST_PREDICTS_NOTHING)
    )
    assert side_bets_tip().startswith("设置中所选")
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: dragon.text() == "Rồng 7 · 40:1")
    assert percent(-0.0123) == "\u22121,2%"  # the language's digits
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: dragon.text() == "Dragon 7 · 40:1")
    assert side_bets_tip() == SIDE_BETS_TIP
