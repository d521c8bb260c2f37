"""The app's one place for errors that escape a window: a user's or the environment's is
shown as its message, a bug keeps its traceback; and what start-up made is kept out of the
garbage collector's full passes once the window is up."""

from __future__ import annotations

import errno
import gc
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history import HandRecord, ShoeRecord
from tracker.store import open_library
from tracker.ui.app import error_hook, freeze_start_up
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner


def test_environment_and_user_errors_are_messages_and_bugs_keep_their_traceback() -> None:
    shown: list[str] = []
    passed_on: list[BaseException] = []
    hook = error_hook(shown.append, lambda kind, error, trace: passed_on.append(error))

    full = OSError(errno.ENOSPC, "No space left on device", "/media/card/library.sqlite")
    hook(OSError, full, None)
    denied = PermissionError(errno.EACCES, "Permission denied", "/root/export.png")
    hook(PermissionError, denied, None)
    hook(UserError, UserError("the library is locked"), None)
    bug = RuntimeError("a fault of tracker itself")
    hook(RuntimeError, bug, None)

    assert len(shown) == 3
    assert "disk is full" in shown[0] and "library.sqlite" in shown[0]
    assert "export.png" in shown[1]
    assert shown[2] == "the library is locked"
    assert passed_on == [bug]


def _shoe(n: int) -> ShoeRecord:
    """A shoe of its own content: its hands spell ``n`` in binary."""
    winners = [Winner.BANKER if bit == "1" else Winner.PLAYER for bit in f"{n:b}"]
    return ShoeRecord(
        label=str(n), hands=tuple(HandRecord(i + 1, winner=w) for i, w in enumerate(winners))
    )


def test_start_up_objects_are_frozen_once_the_shoe_list_is_whole(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    frozen: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(1))
    with open_library(str(tmp_path / "library.sqlite")) as library:
        library.import_shoes([_shoe(n) for n in range(250)])
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
        qtbot.addWidget(window)
        assert window.shoes.loader.loading  # the rest of the list to come
        freeze_start_up(window.shoes.loader.loaded)
        assert frozen == []
        window.show()
        qtbot.waitUntil(lambda: not window.shoes.loader.loading)
        assert frozen == [1]
        window.refresh_library()  # the list read again: no second freeze
        qtbot.waitUntil(lambda: not window.shoes.loader.loading)
        assert frozen == [1]
        window.close()
    # Nothing more to wait for: at the next turn of the event loop.
    freeze_start_up(None)
    assert frozen == [1]
    qtbot.waitUntil(lambda: frozen == [1, 1])
