"""The practice window in the app's language: every text it shows, painted or not (the
felt's areas, buttons, spots and the dealer's words, the key map, the summary, the menus,
the F1 rule chart, the dialogs) goes through the catalogues, and a switch of language
changes the table at once, and back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from tests.ui.practice.table_user import POPUP, FakeClock, click, open_window
from tests.ui.pseudo import OPEN, pseudo_translation, unwrapped_texts
from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.engine.explain import draw_reasons
from tracker.practice import Area, TableOptions, TableStyle, Variant
from tracker.practice.layout import SIDE_AREAS
from tracker.services.practice import session_summaries
from tracker.store import Library
from tracker.ui.practice import PracticeWindow
from tracker.ui.practice.casino import spot_lines
from tracker.ui.practice.chart import RuleChart, chart_html
from tracker.ui.practice.dialogs import OptionsDialog, SessionsDialog
from tracker.ui.practice.launch import play_rounds
from tracker.ui.practice.targets import Target, area_name, tip_for
from tracker.ui.shell.i18n import ENGLISH, language, shown, switch_language


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def menu_texts(window: PracticeWindow) -> list[str]:
    texts = []
    for action in window.menuBar().actions():
        texts.append(action.text())
        menu = action.menu()
        assert isinstance(menu, QMenu)
        texts += [a.text() for a in menu.actions() if not a.isSeparator()]
        texts += [a.toolTip() for a in menu.actions() if a.toolTip()]
    return texts


def own_unwrapped(window: PracticeWindow) -> list[str]:
    """The window's unwrapped texts but for the parts it borrows, translated where they
    are made: the scorecards and the side bets' line."""
    borrowed = (window.board, window.side_bets)
    for part in borrowed:
        part.hide()
    try:
        return unwrapped_texts(window)
    finally:
        for part in borrowed:
            part.show()


def painted_unwrapped(window: PracticeWindow) -> list[str]:
    """The painted texts of the table (the words the felt prints) that were not
    translated: each seat's spot, each area's tooltip, the caption, the dealer's words."""
    view = window.view
    view.repaint()
    texts = [view.caption, *(shown(w) for w in window.show_.words)]
    for seat in window.table.seats:
        texts += spot_lines(view, seat)
    for _rect, target in view.targets:
        texts.append(tip_for(window.table, target))
    texts.append(window.key_map.text())
    texts.append(window.summary.heading.text())
    texts.append(window.summary.figures.text())
    return [t for t in texts if t and OPEN not in t]


def test_every_text_of_the_online_table_goes_through_the_catalogues(
    qtbot: QtBot, library: Library
) -> None:
    window = open_window(qtbot, library)
    play_rounds(window, 3)
    with pseudo_translation(qtbot, window):
        assert own_unwrapped(window) == []
        assert [t for t in menu_texts(window) if OPEN not in t] == []
        assert painted_unwrapped(window) == []
        assert window.view.words_shown()[-1].startswith(OPEN)  # the result, translated
        assert area_name(Area.BANKER).startswith(OPEN)


@POPUP
def test_every_text_of_the_casino_table_goes_through_the_catalogues(
    qtbot: QtBot, library: Library
) -> None:
    options = TableOptions(
        style=TableStyle.CASINO, variant=Variant.EZ, side_bets=frozenset(SIDE_AREAS)
    )
    window = open_window(qtbot, library, seats=5, clock=FakeClock(), options=options)
    play_rounds(window, 5, betting=True)
    with pseudo_translation(qtbot, window):
        assert own_unwrapped(window) == []
        assert painted_unwrapped(window) == []
        # The seat menu of a free seat, opened by a right-click there.
        click(qtbot, window, Target("seat", seat=5), right=True)
        menu = window.seat_menu
        assert [a.text() for a in menu.actions() if not a.isSeparator()]
        assert [a.text() for a in menu.actions() if a.text() and OPEN not in a.text()] == []
        menu.close()


def test_the_rule_chart_and_the_dialogs_go_through_the_catalogues(
    qtbot: QtBot, library: Library
) -> None:
    window = open_window(qtbot, library)
    play_rounds(window, 2)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    chart = window.rule_chart
    qtbot.waitUntil(chart.isVisible)
    dialog = OptionsDialog(window.table.options, window)
    qtbot.addWidget(dialog)
    with pseudo_translation(qtbot, chart):
        assert unwrapped_texts(chart) == []
        text = chart.text.text()
        # Each Banker row's rule is translated too.
        assert text.count(OPEN) > 8 + 8
        sessions = SessionsDialog(session_summaries(library), window)
        qtbot.addWidget(sessions)
        options = OptionsDialog(window.table.options, window)
        qtbot.addWidget(options)
        items = [sessions.list.item(row).text() for row in range(sessions.list.count())]
        assert items and all(OPEN in item for item in items)
        sessions.list.hide()  # its items read above
        for shown_dialog in (sessions, options):
            shown_dialog.show()
            assert unwrapped_texts(shown_dialog) == []
            shown_dialog.close()
    assert OPEN not in chart_html()


def test_switching_the_language_changes_the_table_at_once_and_back(
    qtbot: QtBot, library: Library
) -> None:
    window = open_window(qtbot, library, seats=5, clock=FakeClock())
    window.sit_person(2)
    you = window.table.seat(2)
    assert spot_lines(window.view, you)[:2] == ["You", "Bet 0"]
    assert window.windowTitle() == "tracker — practice: Casino table of five"
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: "练习" in window.windowTitle())
    assert window.windowTitle() == "tracker — 练习：五人赌场牌桌"
    assert spot_lines(window.view, you)[:2] == ["您", "下注 0"]
    assert area_name(Area.BANKER) == "庄"
    assert window.actions_["deal"].text() == "发牌(&D)"
    assert window.actions_["chip_25"].text() == "筹码 25"
    assert "限额" in window.view.caption
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: "practice" in window.windowTitle())
    assert spot_lines(window.view, you)[:2] == ["You", "Bet 0"]
    assert window.actions_["deal"].text() == "&Deal"
    assert "limits" in window.view.caption


def test_the_rule_explanations_are_said_in_the_language_with_their_values(
    qapp: QApplication,
) -> None:
    coup = resolve_coup(parse_cards("2H 4S 3D AC 6C 9D"))
    reasons = draw_reasons(coup)
    assert str(reasons[0]) == "Player 5 draws — Player draws on 0–5 and stands on 6 or 7"
    switch_language(language("zh_CN"))
    assert shown(reasons[0]) == "闲 5 点补牌 — 闲 0–5 点补牌，6 或 7 点停牌"
    assert shown(reasons[1]) == ("闲第三张牌为 6，庄 5 点补牌 — 闲的第三张牌是 4–7 时，庄 5 点补牌")
    switch_language(language("vi"))
    assert shown(reasons[0]).startswith("Người Chơi 5 rút bài — ")
    switch_language(ENGLISH)
    assert shown(reasons[0]) == str(reasons[0])
    assert QCoreApplication.translate("RuleChart", "Third-card rules") == "Third-card rules"
    chart = RuleChart()
    chart.deleteLater()


def test_the_side_bets_pays_read_in_the_language(qtbot: QtBot) -> None:
    options = TableOptions(variant=Variant.EZ)
    switch_language(language("zh_CN"))
    dialog = OptionsDialog(options)
    qtbot.addWidget(dialog)
    bonus = dialog.sides[Area.DRAGON_BONUS_PLAYER].text()
    assert "最高 1 赔 30" in bonus and "up to" not in bonus
    assert dialog.sides[Area.DRAGON_7].text().startswith("龙7")
