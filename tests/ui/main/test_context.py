"""What the main window's parts see of it: the visible table's shoe, and the one guard that
turns a user's error from the library into a message."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.user import start_shoe
from tracker.errors import UserError
from tracker.ui.main.window import MainWindow


def test_the_guard_shows_a_users_error_and_returns_nothing(
    window: MainWindow, warnings_shown: list[str]
) -> None:
    def refused() -> int:
        raise UserError("the library is locked by another program")

    assert window.context.guard(lambda: 7) == 7 and warnings_shown == []
    assert window.context.guard(refused) is None
    assert warnings_shown == ["the library is locked by another program"]


def test_the_shown_shoe_is_the_visible_tables(qtbot: QtBot, window: MainWindow) -> None:
    assert window.context.shown() is None
    started = start_shoe(qtbot, window, "Table 2")
    shown = window.context.shown()
    assert started is not None and shown is not None and shown.shoe_id == started.id
    assert window.context.tab() is window.tab and window.context.tables() == [window.tab]
