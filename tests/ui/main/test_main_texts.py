"""The main window's own words in the app's language: its title, the tables' tooltip, the
status line, the key map, the shoe dialogs, the shared sheet's lines, and Undo and Redo
naming their step; each text goes through the catalogues (a pseudo-translation wraps every
one) and follows a language chosen while the app runs."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from datetime import datetime

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.main.conftest import open_window
from tests.ui.main.test_importing import REAL_20
from tests.ui.pseudo import pseudo_translation, unwrapped_texts
from tests.ui.user import focus, start_shoe, type_keys
from tracker.errors import UserError
from tracker.store import Library
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.library.models import shoe_title
from tracker.ui.live.dialogs import ShoeDetailsDialog
from tracker.ui.main import importing
from tracker.ui.main.help import KeyMapDialog
from tracker.ui.main.sheets import sheet_title
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.guard import guarded
from tracker.ui.shell.i18n import ENGLISH, language, switch_language

TABLE = "Speed 7"
USER_WORDS = (TABLE, f"● {TABLE}")
"""The user's own words the window shows: the table's name, on its tab."""

ELSEWHERE = (
    "CardField",
    "FixedLines",
    "QToolButton",
    "CardsEcho",
    "RoadView",
    "CountsBar",
    "PatternTags",
    "FilterField",
    "ShoeListView",
    "HandsView",
)
"""Parts of the window whose own texts are translated with their folders (the table's card
entry, the scorecards, the shoe list, the hands table), not here."""


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def keys_back(qtbot: QtBot, window: MainWindow) -> None:
    """The window active again with the keys at its table (under the offscreen platform a
    language change may leave a closed dialog the active window)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.focus_table()


def own_unwrapped(window: MainWindow) -> list[str]:
    return [
        text
        for text in unwrapped_texts(window, allowed=USER_WORDS)
        if not text.startswith(ELSEWHERE)
    ]


def test_the_main_window_with_a_shoe_open_shows_only_translated_texts(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert start_shoe(qtbot, window, table=TABLE) is not None
    type_keys(qtbot, window, "bpbt")
    with pseudo_translation(qtbot, window):
        qtbot.waitUntil(lambda: "⟦" in window.windowTitle())
        assert own_unwrapped(window) == []
        assert window.tabs.tabText(0) == f"● {TABLE}"
        keys_back(qtbot, window)
        type_keys(qtbot, window, "b")
        assert window.statusBar().currentMessage() == "⟦Saved: 5 hands⟧"
        undo = window.action_table["undo"]
        assert undo.text().startswith("⟦&Undo ") and undo.isEnabled()
        redo = window.action_table["redo"]
        assert redo.text() == "⟦&Redo⟧" and not redo.isEnabled()
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: redo.isEnabled())
        assert redo.text().startswith("⟦&Redo ")


def test_the_key_map_opened_by_its_key_shows_only_translated_texts(
    qtbot: QtBot, window: MainWindow
) -> None:
    with pseudo_translation(qtbot, window):
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_F1)
        dialog = window.key_map_dialog
        assert isinstance(dialog, KeyMapDialog) and dialog.isVisible()
        assert unwrapped_texts(dialog) == []
        for keys, action, menu in dialog.rows():
            assert "⟦" in action and "⟦" in menu, (keys, action, menu)


def test_the_new_shoe_dialog_opened_by_its_key_shows_only_translated_texts(
    qtbot: QtBot, window: MainWindow
) -> None:
    if not hasattr(ShoeDetailsDialog, "retranslate"):
        pytest.skip("the shoe details dialog's own texts are translated with tracker/ui/live")
    with pseudo_translation(qtbot, window):
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        dialog = window.shoes.details_dialog
        assert isinstance(dialog, QDialog) and dialog.isVisible()
        assert unwrapped_texts(dialog) == []
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_undo_names_its_step_in_the_language_chosen_while_the_app_runs(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert start_shoe(qtbot, window, table=TABLE) is not None
    type_keys(qtbot, window, "b")
    undo = window.action_table["undo"]
    step = window.undo_group.undoText()
    assert step and undo.text() == f"&Undo {step}"
    assert window.windowTitle().endswith(" — tracker")

    switch_language(language("zh_CN"))
    qtbot.waitUntil(lambda: undo.text().startswith("撤销 "))
    assert undo.text().endswith("(&U)")
    assert window.action_table["redo"].text() == "重做(&R)"
    assert window.tabs.toolTip().startswith("每张牌桌一个标签页")
    keys_back(qtbot, window)
    type_keys(qtbot, window, "p")
    assert window.statusBar().currentMessage() == "已保存：2 局"

    switch_language(ENGLISH)
    qtbot.waitUntil(lambda: undo.text().startswith("&Undo "))
    assert window.tabs.toolTip().startswith("One tab a table")


def test_the_key_map_follows_the_language(qtbot: QtBot, window: MainWindow) -> None:
    window.show_key_map()
    dialog = window.key_map_dialog
    assert isinstance(dialog, KeyMapDialog)
    english = dict((action, keys) for keys, action, _menu in dialog.rows())
    assert english["Log Banker"] == "B"
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Phím tắt — tracker")
    header = dialog.table.horizontalHeaderItem(0)
    assert header is not None and header.text() == "Phím"
    assert "Log Banker" not in [action for _keys, action, _menu in dialog.rows()]


def test_the_shared_sheet_speaks_the_language(qtbot: QtBot, window: MainWindow) -> None:
    assert start_shoe(qtbot, window, table=TABLE) is not None
    type_keys(qtbot, window, "bbp")
    shoe = window.current
    assert shoe is not None
    shoe = dataclasses.replace(shoe, started=datetime(2026, 12, 4, 9, 57))
    english = sheet_title(shoe, 0)
    assert "started 04 Dec 2026 09:57 · 3 hands · 8 decks" in english.details
    assert english.counts.startswith("Banker 2 · Player 1 · Tie 0")
    switch_language(language("zh_CN"))
    chinese = sheet_title(shoe, 0)
    assert "开始于 2026年12月4日 09:57 · 3 局 · 8 副牌" in chinese.details
    assert chinese.counts.startswith("庄 2 · 闲 1 · 和 0 · 闲对 0 · 庄对 0")


def test_a_refusal_is_shown_in_the_language_with_its_values(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text, *_: boxes.append((title, text))
    )

    def refuse() -> None:
        raise UserError(Message(QT_TRANSLATE_NOOP("Messages", "shoe {shoe}"), shoe=4))

    with pseudo_translation(qtbot):
        assert guarded(window, refuse) is None
    assert boxes == [("⟦tracker⟧", "⟦shoe 4⟧")]


def test_closing_and_deleting_a_shoe_ask_in_the_language(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shoe = start_shoe(qtbot, window, table=TABLE)
    assert shoe is not None
    name = shoe_title(shoe)
    type_keys(qtbot, window, "bpb")
    asked: list[tuple[str, str]] = []

    def answer(_parent: object, title: str, text: str, *_: object) -> QMessageBox.StandardButton:
        asked.append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    monkeypatch.setattr(QMessageBox, "warning", answer)
    window.shoes.ask_close_shoe()
    window.shoes.ask_delete_shoe()
    assert asked[0][1].startswith(f"Close {name} after 3 hands? ")
    assert "with its 3 hands (Banker 2, Player 1, Tie 0)?" in asked[1][1]
    switch_language(language("zh_TW"))
    window.shoes.ask_close_shoe()
    window.shoes.ask_delete_shoe()
    assert asked[2] == (
        "結束牌靴",
        f"在 3 局後結束 {name}？之後不能再記錄牌局（牌靴 → 重新開啟，或 Ctrl+Z，可再次開啟）。",
    )
    assert asked[3][0] == "刪除牌靴" and "（莊 2，閒 1，和 0）" in asked[3][1]


def test_the_empty_librarys_offer_follows_the_language(
    qtbot: QtBot, library: Library, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(importing, "real_shoe_library", lambda: REAL_20)
    window = open_window(qtbot, library, settings)
    offer = window.statusBar().findChild(QPushButton, "real_shoes_offer")
    assert offer is not None
    assert offer.text() == "Import the 5,824 real shoes that come with tracker"
    switch_language(language("vi"))
    qtbot.waitUntil(lambda: offer.text() == "Nhập 5.824 shoe thật đi kèm tracker")
    assert offer.toolTip().startswith("Baccarat trực tiếp")
    assert window.windowTitle() == "tracker"
