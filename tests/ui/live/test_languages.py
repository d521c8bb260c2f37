"""The table in the app's language: the table tab with a shoe logged by keys, the card
entry, the hands table's cells and the dialogs a user opens there (a misdeal's, a hand's,
a shoe's details) show every text through the catalogues (a pseudo-translation wraps each
one); switching the language changes them at once, and back; a refusal reads in the
language with its values filled in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.pseudo import OPEN, pseudo_translation, unwrapped_texts
from tests.ui.user import focus, start_shoe, type_keys
from tracker.store import Library, ShoeChangedError, open_library
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.live.card_entry import RANK_KEYS
from tracker.ui.live.dialogs import HandDialog, MisdealDialog, ShoeDetailsDialog
from tracker.ui.live.table_tab import delete_refused, edit_refused
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.i18n import ENGLISH, language, shown, switch_language
from tracker.ui.shell.tasks import SyncRunner

TABLE = "Card table"
"""The user's own word: the table's name, never translated."""

HANDS = ("8h kd / 9s 9c", "2h 3d 4c / 5s 8d 2c", "7h 7c 2c / 3s 4d")
"""Three hands' cards typed at the table: two naturals of 8 tied, the Banker's a pair; a
Player 9 against a Banker 5; a Player pair beaten by the Banker's 7."""


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


@pytest.fixture
def window(qtbot: QtBot, library: Library, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(win)
    win.resize(1520, 810)
    with qtbot.waitActive(win):
        win.show()
    return win


def log_a_shoe(qtbot: QtBot, window: MainWindow) -> None:
    """A shoe started at the table, hands logged by their cards (C, the cards, Enter), then
    by keys with marks (1: Player pair, N: natural)."""
    assert start_shoe(qtbot, window, TABLE) is not None
    field = window.tab.card_entry.field
    for cards in HANDS:
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
        assert focus(qtbot) is field
        qtbot.keyClicks(field, cards)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.keyClick(field, Qt.Key.Key_Escape)  # the keys back to B, P and T
    type_keys(qtbot, window, "B1PNTP")
    assert window.hands_model.rowCount() == 7


def cells(window: MainWindow, column: int) -> list[str]:
    model = window.hands_model
    return [str(model.index(row, column).data() or "") for row in range(model.rowCount())]


def wrapped(window: MainWindow) -> bool:
    return all(OPEN in cell for cell in cells(window, 1))


def test_every_text_of_the_table_tab_goes_through_the_catalogues(
    qtbot: QtBot, window: MainWindow
) -> None:
    log_a_shoe(qtbot, window)
    tab = window.tab
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
    qtbot.keyClicks(tab.card_entry.field, "8h kd / 9s")  # a hand being typed
    tab.card_entry.pad_button.click()  # the card pad shown
    # The side bets' line is its own part (tracker/ui/live/side_bets.py), checked there.
    tab.side_bets.hide()
    with pseudo_translation(qtbot, window):
        qtbot.waitUntil(lambda: wrapped(window))
        # The board's texts are the scorecard's (tests/ui/scorecard); the card pad's ranks
        # are card notation, as typed.
        for part in (tab.logging_bar, tab.card_entry):
            assert unwrapped_texts(part, allowed=[TABLE, *RANK_KEYS]) == []
        assert unwrapped_texts(window.tab.hands_view) == []
        assert tab.title() == f"● {TABLE}"  # the table's own name
        for column in (1, 4, 5, 6):  # winner, totals, pairs, natural
            assert all(OPEN in cell for cell in cells(window, column) if cell), column
        assert OPEN in tab.card_entry.verdict.text()
        assert OPEN in tab.card_entry.echo.toolTip()


def test_the_misdeal_dialog_speaks_the_catalogues(qtbot: QtBot, window: MainWindow) -> None:
    assert start_shoe(qtbot, window, TABLE) is not None
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
    field = window.tab.card_entry.field
    qtbot.keyClicks(field, "9h 3d / ks 5c 2c")  # the Player stood on 2
    qtbot.keyClick(field, Qt.Key.Key_Return)
    dialog = window.tab.dialog
    assert isinstance(dialog, MisdealDialog) and dialog.isVisible()
    with pseudo_translation(qtbot, dialog):
        assert unwrapped_texts(dialog) == []


def test_the_edit_hand_dialog_speaks_the_catalogues(qtbot: QtBot, window: MainWindow) -> None:
    log_a_shoe(qtbot, window)
    view = window.tab.hands_view
    where = view.visualRect(window.hands_model.index(1, 1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    dialog = window.tab.dialog
    assert isinstance(dialog, HandDialog) and dialog.isVisible()
    with pseudo_translation(qtbot, dialog):
        assert unwrapped_texts(dialog) == []
        assert OPEN in dialog.verdict.text()  # what the hand's cards make
        dialog.cards.setText("2h 3d 4c / 5s")  # cards not complete: OK says why
        assert OPEN in dialog.verdict.text()


def test_the_shoe_details_dialogs_speak_the_catalogues(qtbot: QtBot, window: MainWindow) -> None:
    log_a_shoe(qtbot, window)
    window.activateWindow()
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    new = window.shoes.details_dialog
    assert isinstance(new, ShoeDetailsDialog) and new.isVisible()
    with pseudo_translation(qtbot, new):
        assert unwrapped_texts(new) == []
        assert new.ok.text() == f"{OPEN}Start the shoe⟧"  # its own name, not Qt's OK
        new.burn.setText("7x")  # a burn card typed wrong: the refusal is translated too
        new.ok.click()
        assert new.isVisible() and new.problem.text()
    qtbot.keyClick(new, Qt.Key.Key_Escape)
    window.action_table["shoe_details"].trigger()
    details = window.shoes.details_dialog
    assert isinstance(details, ShoeDetailsDialog) and details is not new
    with pseudo_translation(qtbot, details):
        assert unwrapped_texts(details) == []
    qtbot.keyClick(details, Qt.Key.Key_Escape)


def test_switching_the_language_changes_the_table_at_once_and_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    log_a_shoe(qtbot, window)
    tab = window.tab
    assert cells(window, 1)[:4] == ["Tie", "Player", "Banker", "Banker"]
    assert cells(window, 4)[0] == "P 8 · B 8"
    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: cells(window, 1)[0] == "和")
    assert cells(window, 1)[:4] == ["和", "闲", "庄", "庄"]
    assert cells(window, 4)[0] == "闲 8 · 庄 8"
    assert cells(window, 5)[:3] == ["庄", "", "闲"]
    assert cells(window, 6)[0] == "例牌"
    assert tab.card_entry.pad_button.text() == "牌面键盘"
    # A step done now is named in the language of the moment (the window given the keys
    # again: offscreen, a language change may leave a hidden dialog the active window).
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab.setFocus()
    type_keys(qtbot, window, "B")
    assert window.undo_stack.undoText() == "记录庄"
    undo = window.action_table["undo"]
    assert "记录庄" in undo.text() and undo.text().startswith("撤销")
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: cells(window, 1)[2] == "Nhà Cái")
    assert cells(window, 4)[0] == "N 8 · C 8"
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: cells(window, 1)[2] == "Banker")
    # The steps done before are named in English again, the Undo entry too.
    assert window.undo_stack.undoText() == "log Banker"
    assert undo.text().endswith("log Banker")
    assert window.undo_stack.command(0).text() == "log Tie"
    assert tab.card_entry.pad_button.text() == "Card pad"
    assert cells(window, 6)[0] == "natural"


def test_a_refused_change_reads_in_the_language_with_its_reason(qapp: QApplication) -> None:
    meanwhile = Message(QT_TRANSLATE_NOOP("Messages", "another tracker changed the shoe meanwhile"))
    edit = ShoeChangedError(edit_refused(ShoeChangedError(meanwhile)))
    delete = ShoeChangedError(delete_refused(ShoeChangedError("hand 3 is gone")))
    # The English is what the window said before, word for word.
    assert str(edit) == (
        "another tracker changed the shoe meanwhile: the edit was refused; the shoe is shown "
        "as it is now"
    )
    switch_language(language("zh_CN"))
    assert shown(edit) == "另一个 tracker 在此期间更改了该牌靴：修改被拒绝；现按牌靴的当前状态显示"
    assert shown(delete).startswith("hand 3 is gone：删除被拒绝")


ENGLISH_WORDS = ("Banker", "Player", "card", "waiting", "expected", "unknown", "stood", "draws")
"""Words of the English messages that must not be left in a Vietnamese verdict."""


def test_card_entry_says_what_it_waits_for_and_what_is_wrong_in_the_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert start_shoe(qtbot, window, TABLE) is not None
    field = window.tab.card_entry.field
    verdict = window.tab.card_entry.verdict
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: window.tab.card_entry.pad_button.text() != "Card pad")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
    assert focus(qtbot) is field

    def says(cards: str) -> tuple[str, str]:
        field.clear()
        qtbot.keyClicks(field, cards)
        text, tip = verdict.text(), verdict.toolTip()
        assert not [word for word in ENGLISH_WORDS if word in text], text
        return text, tip

    assert says("9h 3d / ks")[0] == "Đang chờ hai lá đầu của Nhà Cái"
    assert says("9h 3d")[0] == "Đang chờ thêm 2 lá trong bốn lá đầu (Người Chơi, Nhà Cái, …)"
    misdeal, _ = says("9h 3d / ks 5c 2c")  # the Player stood on 2
    assert "trái luật" in misdeal
    assert "Người Chơi dừng ở 2, nhưng Người Chơi rút bài khi 0 đến 5" in misdeal
    # A card typed wrong: where and which on the line, what a card looks like in the tip.
    wrong, tip = says("9h 3x / ks 5c")
    assert "bài của Người Chơi, lá thứ 2: lá bài không xác định &#x27;3x&#x27;" in wrong
    assert tip.startswith("bài của Người Chơi, lá thứ 2: lá bài không xác định '3x': ")
    assert "expected" not in tip and len(tip) > len(wrong)
    # Back in English: the words as they always were, the line cut before what was expected.
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: "Player" in verdict.text())
    assert verdict.text() == (
        "<span style='color:#c62828'>the Player&#x27;s cards, card 2: unknown card "
        "&#x27;3x&#x27;</span>"
    )
    assert verdict.toolTip().startswith(
        "the Player's cards, card 2: unknown card '3x': expected a rank"
    )
    field.clear()
    qtbot.keyClicks(field, "9h 3d / ks")
    assert verdict.text() == "Waiting for the Banker&#x27;s first two cards"


TIP_EN = "Exact chance of winning and house edge of each side bet chosen in the settings"
TIP_ZH = "设置中所选每个边注在下一局的准确胜率和庄家优势，按剩余牌计算。"


def test_the_side_bets_line_and_its_tooltip_follow_the_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Hands logged by their cards only: the cards left are known, the line shows odds.
    assert start_shoe(qtbot, window, TABLE) is not None
    field = window.tab.card_entry.field
    for cards in HANDS:
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_C)
        qtbot.keyClicks(field, cards)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    line = window.tab.side_bets
    qtbot.waitUntil(lambda: line.isVisible() and "Dragon 7" in line.text())
    assert line.toolTip().startswith(TIP_EN) and "Dragon 7 (40:1): edge" in line.toolTip()
    switch_language(language("zh_CN"))
    # The figures' rows and the line itself are in the language too.
    qtbot.waitUntil(lambda: "龙7" in line.text() and "优势" in line.toolTip())
    assert line.toolTip().startswith(TIP_ZH) and "edge" not in line.toolTip()
    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: "Dragon 7" in line.text() and "Dragon 7 (40:1)" in line.toolTip())
    assert line.toolTip().startswith(TIP_EN)
