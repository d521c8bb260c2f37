"""The app's language: chosen in the settings dialog it changes the menus, the roads' titles,
the beads' letters and the counts at once, and back; ``--lang`` for one run; and every text
of the converted parts (menus, board, panes' titles, logging bar, settings dialog) goes
through the catalogues (a pseudo-translation wraps each one)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QLabel, QMenu
from pytestqt.qtbot import QtBot

from tests.ui.main.test_settings_dialog import open_settings as open_dialog
from tests.ui.pseudo import Wrapping
from tracker.roads import RoadKind
from tracker.ui.main.settings_dialog import SettingsDialog
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.i18n import ENGLISH, switch_language
from tracker.ui.shell.resources import resource


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def road_titles(window: MainWindow) -> list[str]:
    return [window.board.titles[kind].text() for kind in RoadKind]


def open_settings(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    """The settings dialog opened by its key, once the window has the keys again."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return open_dialog(qtbot, window)


def choose_language(qtbot: QtBot, window: MainWindow, name: str) -> None:
    """In the settings dialog, the language ``name`` (as listed) by keys, then OK."""
    dialog = open_settings(qtbot, window)
    combo = dialog.language
    assert isinstance(combo, QComboBox)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == name:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == name
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_language_chosen_in_the_settings_changes_the_window_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    english_menus = menu_titles(window)
    assert english_menus[:2] == ["&File", "&Edit"]
    assert road_titles(window)[1].startswith("Big Road")
    dialog = open_settings(qtbot, window)
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names[1:] == ["English", "简体中文", "繁體中文", "한국어", "Tiếng Việt"]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    choose_language(qtbot, window, "简体中文")
    # Qt posts the change to each window: it comes at the event loop's next turn.
    qtbot.waitUntil(lambda: menu_titles(window)[0] != "&File")
    assert menu_titles(window)[:4] == ["文件(&F)", "编辑(&E)", "牌靴(&S)", "视图(&V)"]
    assert road_titles(window) == ["珠盘路", "大路", "大眼仔", "小路", "曱甴路"]
    assert window.panes.docks["hands"].windowTitle() == "牌局"
    assert window.action_table["log_banker"].text() == "记录庄(&B)"
    assert window.tab.logging_bar.banker.text() == "庄(&B)"
    header = window.tab.hands_view.horizontalHeader()
    assert header.model().headerData(1, Qt.Orientation.Horizontal) == "赢家"

    choose_language(qtbot, window, "한국어")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "파일(&F)")
    assert menu_titles(window)[0] == "파일(&F)"
    assert road_titles(window)[:2] == ["육매", "본매"]

    choose_language(qtbot, window, "English")
    qtbot.waitUntil(lambda: menu_titles(window)[0] == "&File")
    assert menu_titles(window) == english_menus
    assert road_titles(window)[1].startswith("Big Road")
    # The dialog now offers Qt's own buttons in the language chosen, and shows it chosen.
    choose_language(qtbot, window, "Tiếng Việt")
    dialog = open_settings(qtbot, window)
    assert dialog.language.currentText() == "Tiếng Việt"
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "Hủy"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_every_text_of_the_converted_parts_goes_through_the_catalogues(
    qtbot: QtBot, window: MainWindow
) -> None:
    wrapping = Wrapping()
    QCoreApplication.installTranslator(wrapping)
    try:
        qtbot.waitUntil(lambda: "⟦" in menu_titles(window)[0])
        unwrapped = []
        for action in window.menuBar().actions():
            if "⟦" not in action.text():
                unwrapped.append(action.text())
            menu = action.menu()
            assert isinstance(menu, QMenu)
            for item in menu.actions():
                if item.isSeparator():
                    continue
                if "⟦" not in item.text():
                    unwrapped.append(item.text())
                if item.toolTip() and "⟦" not in item.toolTip():
                    unwrapped.append(item.toolTip())
        unwrapped += [title for title in road_titles(window) if "⟦" not in title]
        unwrapped += [
            dock.windowTitle()
            for dock in window.panes.docks.values()
            if "⟦" not in dock.windowTitle()
        ]
        bar = window.tab.logging_bar
        for widget in (bar.banker, bar.player, bar.tie, bar.player_pair, bar.banker_pair):
            unwrapped += [t for t in (widget.text(), widget.toolTip()) if "⟦" not in t]
        for view in (window.tab.hands_view, window.library_pane.view):
            model = view.model()
            for column in range(model.columnCount()):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                if "⟦" not in header:
                    unwrapped.append(header)
        if "⟦" not in bar.target.full_text():
            unwrapped.append(bar.target.full_text())
        assert unwrapped == []
        assert "⟦PP⟧" in window.board.counts.accessibleDescription()
    finally:
        QCoreApplication.removeTranslator(wrapping)


def test_every_text_of_the_settings_dialog_goes_through_the_catalogues(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Its labels, boxes, choices and buttons; the side bets' names and the languages' own
    names are not (the bets are named by the domain, not converted yet)."""
    wrapping = Wrapping()
    QCoreApplication.installTranslator(wrapping)
    try:
        dialog = open_settings(qtbot, window)
        texts = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        texts += [dialog.windowTitle(), dialog.side_bets.title()]
        texts += [box.text() for box in (dialog.colour_blind, dialog.card_entry)]
        for combo in (dialog.theme, dialog.commission, dialog.tie_pays, dialog.side_bets.main_bet):
            texts += [combo.itemText(i) for i in range(combo.count())]
        texts.append(dialog.language.itemText(0))
        texts += [b.text() for b in dialog.findChild(QDialogButtonBox).buttons()]
        unwrapped = [t for t in texts if "⟦" not in t and t not in ("5%", "4%")]
        assert unwrapped == []
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    finally:
        QCoreApplication.removeTranslator(wrapping)


_PRINT_TITLES = """
import sys
from tracker.ui.main.window import MainWindow

opened = MainWindow.open

def open_and_say(*args, **kwargs):
    window = opened(*args, **kwargs)
    menus = [a.text() for a in window.menuBar().actions()]
    print("|".join(menus[:2] + [label.text() for label in window.board.titles.values()]))
    return window

MainWindow.open = open_and_say
from tracker.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_lang_gives_the_windows_language_for_one_run(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "LANGUAGE": "en",
        "LC_ALL": "C.UTF-8",
    }
    argv = ["gui", "--db", str(tmp_path / "lib.sqlite"), "--lang", "zh_CN"]
    done = subprocess.run(
        [sys.executable, "-c", _PRINT_TITLES, *argv, "--screenshot", str(tmp_path / "s.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "文件(&F)|编辑(&E)|珠盘路|大路|大眼仔|小路|曱甴路"
    wrong = subprocess.run(
        [sys.executable, "-m", "tracker", "gui", "--lang", "fr"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert wrong.returncode == 2
    assert "no language 'fr': choose one of en, zh_CN, zh_TW, ko, vi" in wrong.stderr


def test_the_catalogues_ship_in_the_package() -> None:
    assert all(resource("i18n", f"tracker_{code}.ts").is_file() for code in ("zh_CN", "vi"))
