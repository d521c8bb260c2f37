"""What the main window keeps between runs: the colour-blind palette, card entry and the
shoe shown last come back in the next window."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.ui.main.conftest import open_window
from tracker.store import Library
from tracker.ui.main.preferences import CARD_ENTRY, COLOUR_BLIND, LAST_SHOE


def test_the_next_window_opens_as_this_one_was_left(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    window = open_window(qtbot, library, settings)
    assert not window.colour_blind_action.isChecked() and window.cards_on
    window.action_table["colour_blind"].trigger()
    window.set_card_entry(False)
    assert window.settings.get(COLOUR_BLIND) and not window.settings.get(CARD_ENTRY)
    again = open_window(qtbot, library, settings)
    assert again.colour_blind_action.isChecked() and again.board.colour_blind()
    assert not again.cards_on


def test_each_preference_has_a_key_of_its_own() -> None:
    from tracker.ui.main import preferences
    from tracker.ui.shell.settings import Setting

    found = [value for value in vars(preferences).values() if isinstance(value, Setting)]
    assert LAST_SHOE in found and len(found) == 8
    assert len({setting.key for setting in found}) == len(found)
