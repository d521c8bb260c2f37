"""The app's one place for errors that escape a window: a user's or the environment's is
shown as its message, a bug keeps its traceback; with ``--screenshot`` no dialog waits
for a click: its text goes to stderr and the exit status says so; and what start-up made
is kept out of the garbage collector's full passes once the window is up."""

from __future__ import annotations

import errno
import gc
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history import HandRecord, ShoeRecord
from tracker.store import open_library
from tracker.ui.app import error_hook, freeze_start_up
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner
from tracker.ui.shell.unattended import Unattended


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


@pytest.fixture
def unattended(qapp: QApplication) -> Iterator[Unattended]:
    catcher = Unattended(qapp)
    yield catcher
    qapp.removeEventFilter(catcher)
    catcher.deleteLater()


@pytest.mark.timeout(60)
def test_unattended_a_message_box_is_closed_and_its_text_kept(
    unattended: Unattended, capsys: pytest.CaptureFixture[str]
) -> None:
    QMessageBox.warning(None, "tracker", "the library is locked")
    answer = QMessageBox.question(None, "tracker", "Delete the shoe?")
    assert answer != QMessageBox.StandardButton.Yes  # closed as Escape would: nothing done
    assert unattended.messages == ["the library is locked", "Delete the shoe?"]
    assert unattended.failed
    assert "tracker: the library is locked" in capsys.readouterr().err


def _gui(
    tmp_path: Path, library: Path, *, script: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``tracker gui --screenshot`` on ``library`` in a fresh interpreter (``script`` run
    first, in its place), its settings apart from the user's."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    argv = ["gui", "--db", str(library), "--screenshot", str(tmp_path / "shot.png")]
    start = ["-m", "tracker"] if script is None else ["-c", script]
    return subprocess.run(
        [sys.executable, *start, *argv], env=env, capture_output=True, text=True, timeout=120
    )


def test_a_screenshot_of_a_library_the_window_cannot_show_ends_with_the_message(
    tmp_path: Path,
) -> None:
    library = tmp_path / "lib.sqlite"
    with open_library(str(library)) as opened:
        opened.import_shoes([_shoe(5)])
    with sqlite3.connect(library) as db:  # a shoe of no real table, written by hand
        db.execute("UPDATE shoes SET decks = 99")
    db.close()
    done = _gui(tmp_path, library)  # waited for a click on the error, forever
    assert done.returncode != 0
    assert "decks must be a whole number from 1 to 8, not 99" in done.stderr
    assert "Traceback" not in done.stderr


_FAIL_ONCE_SHOWN = """
import sys
from PySide6.QtCore import QTimer
from tracker.errors import UserError
from tracker.ui.main.window import MainWindow

opened = MainWindow.open

def fail():
    raise {error}

def open_then_fail(*args, **kwargs):
    window = opened(*args, **kwargs)
    QTimer.singleShot(0, fail)
    return window

MainWindow.open = open_then_fail
from tracker.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize(
    ("error", "said"),
    [
        ("UserError('the library went away')", "tracker: the library went away"),
        ("RuntimeError('a fault of tracker itself')", "Traceback"),
    ],
)
def test_an_error_the_window_meets_makes_a_screenshot_fail_with_its_message(
    tmp_path: Path, error: str, said: str
) -> None:
    library = tmp_path / "lib.sqlite"
    with open_library(str(library)) as opened:
        opened.import_shoes([_shoe(5)])
    done = _gui(tmp_path, library, script=_FAIL_ONCE_SHOWN.format(error=error))
    assert done.returncode == 1
    assert said in done.stderr
    # The picture is still taken: what the window showed.
    assert QImage(str(tmp_path / "shot.png")).width() >= 800  # the offscreen screen filled


@pytest.mark.slow
def test_a_screenshot_of_a_shoes_replay(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    library = tmp_path / "lib.sqlite"
    with open_library(str(library)) as opened:
        opened.import_shoes([_shoe(5)])
        shoe_id = opened.shoes()[0].id
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    shot = tmp_path / "replay.png"
    argv = ["gui", "--db", str(library), "--shoe-id", str(shoe_id), "--replay", "3"]
    done = subprocess.run(
        [sys.executable, "-m", "tracker", *argv, "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert not QImage(str(shot)).isNull()
    refused = subprocess.run(
        [sys.executable, "-m", "tracker", "gui", "--db", str(library), "--replay", "3"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert refused.returncode != 0
    assert "--replay HAND replays the shoe given by --shoe-id" in refused.stderr
