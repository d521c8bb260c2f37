"""A main window over a library of its own, its settings in a file of the test's, its
tasks run at once (``SyncRunner``), shown and active so that its one-letter keys fire."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tracker.store import Library, open_library
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import SyncRunner


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(f"sqlite:///{tmp_path / 'library.sqlite'}")
    yield lib
    lib.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_window(qtbot: QtBot, library: Library, settings: QSettings) -> MainWindow:
    window = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(window)
    window.resize(1520, 810)
    with qtbot.waitActive(window):
        window.show()
    return window


@pytest.fixture
def window(qtbot: QtBot, library: Library, settings: QSettings) -> MainWindow:
    return open_window(qtbot, library, settings)
