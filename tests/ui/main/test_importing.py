"""Importing from the main window: files in the background, the sample shoes from the menu,
the real shoes offered while the library is empty; an import that fails or outlives the
window ends cleanly."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tests.ui.main.conftest import open_window
from tracker.services.importing import import_file
from tracker.store import Library
from tracker.ui.main import importing
from tracker.ui.main.window import MainWindow
from tracker.ui.shell.tasks import TaskRunner

REAL_20 = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


def wait_for_import(qtbot: QtBot, window: MainWindow, timeout: int = 30000) -> None:
    """Wait until the window has handled the end of its import: at once with the tests'
    synchronous runner, and for a threaded runner until the window's own outcome callback
    has cleared the task."""
    qtbot.waitUntil(lambda: window.importing.task is None, timeout=timeout)


def test_import_in_the_background_adds_the_shoes(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    path = REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"
    window.importing.import_files([path])
    wait_for_import(qtbot, window)
    assert library.shoe_count() == window.shoe_model.rowCount() > 0


def test_sample_shoes_can_be_imported_from_the_menu(
    qtbot: QtBot, window: MainWindow, library: Library
) -> None:
    from tracker.samples import sample_shoe_files

    files = sample_shoe_files()
    assert files, "the sample shoes ship inside the package"
    assert window.action_table["import_samples"].isEnabled()
    window.action_table["import_samples"].trigger()
    wait_for_import(qtbot, window, timeout=60000)
    assert library.shoe_count() >= 20
    assert window.current is not None


def test_closing_the_window_during_an_import_stops_it_cleanly(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    # A real thread this time: the import is still running when the window closes.
    window = MainWindow(library, settings=settings, warm_up=False, runner=TaskRunner())
    qtbot.addWidget(window)
    window.show()
    path = REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"
    handle = window.importing.import_files([path])
    window.close()
    assert not window.runner.busy
    closed = {"used": False}

    def used_after_close(*_args: object, **_kwargs: object) -> list[object]:
        closed["used"] = True
        return []

    monkeypatch.setattr(library, "shoes", used_after_close)
    # The import's outcome arrives after the window closed: it must not reopen the library
    # it closed.
    qtbot.waitUntil(lambda: handle.done)
    assert not closed["used"]


def test_an_unexpected_failure_during_an_import_still_ends_it(
    qtbot: QtBot, window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: shown.append(text))

    def broken(*_args: object, **_kwargs: object) -> object:
        raise RuntimeError("disk controller on fire")

    from tracker.services import importing as use_case

    monkeypatch.setattr(use_case, "import_file", broken)
    window.importing.import_files([REPO / "sample_shoes" / "simulated-6-decks-seed-2027.csv"])
    wait_for_import(qtbot, window)
    assert shown and "disk controller on fire" in shown[0]


def test_an_empty_library_offers_the_real_shoes(
    qtbot: QtBot, library: Library, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The offer imports the shipped library; twenty of its shoes stand in for the 5,824.
    monkeypatch.setattr(importing, "real_shoe_library", lambda: REAL_20)
    window = open_window(qtbot, library, settings)
    offer = window.statusBar().findChild(QPushButton, "real_shoes_offer")
    assert offer is not None and "5,824 real shoes" in offer.text()
    offer.click()
    wait_for_import(qtbot, window)
    assert library.shoe_count() == 20 == window.shoe_model.rowCount()
    assert window.findChild(QPushButton, "real_shoes_offer") is None or offer.isHidden()


def test_a_library_with_shoes_is_not_offered_them(
    qtbot: QtBot, library: Library, settings: QSettings
) -> None:
    import_file(library, REAL_20)
    window = open_window(qtbot, library, settings)
    assert window.statusBar().findChild(QPushButton, "real_shoes_offer") is None
    assert window.action_table["import_real_shoes"].text().startswith("Import the &real-shoe")


def test_the_real_shoes_from_the_menu_hide_the_offer(
    qtbot: QtBot, library: Library, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(importing, "real_shoe_library", lambda: REAL_20)
    window = open_window(qtbot, library, settings)
    offer = window.statusBar().findChild(QPushButton, "real_shoes_offer")
    assert offer is not None and offer.isVisible()
    window.action_table["import_real_shoes"].trigger()
    wait_for_import(qtbot, window)
    assert offer.isHidden() and library.shoe_count() == 20


def test_a_copy_without_the_real_shoes_says_so(
    window: MainWindow, library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(importing, "real_shoe_library", lambda: None)
    window.action_table["import_real_shoes"].trigger()
    assert "without the real-shoe library" in window.statusBar().currentMessage()
    assert window.importing.task is None and library.shoe_count() == 0


def test_the_logging_keys_work_while_an_import_runs(
    qtbot: QtBot, library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tests.ui.user import focus, start_shoe
    from tracker.services import importing as use_case
    from tracker.ui.library.import_task import ImportProgress

    release = threading.Event()

    def held(*args: object, **kwargs: object) -> object:
        release.wait(30)
        return import_file(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(use_case, "import_file", held)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(library, settings=settings, warm_up=False, runner=TaskRunner())
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
    shoe = start_shoe(qtbot, window, "Table 1")
    assert shoe is not None
    handle = window.importing.import_files([REAL_20])
    try:
        # The progress shows in the window, without taking its keys.
        shown = window.statusBar().findChild(ImportProgress)
        assert shown is not None and shown.isVisible()
        assert QApplication.activeWindow() is window
        qtbot.keyClick(focus(qtbot), Qt.Key.Key_B)
        assert len(library.hands(shoe.id)) == 1
    finally:
        release.set()
        qtbot.waitUntil(lambda: handle.done, timeout=30000)
    wait_for_import(qtbot, window)
    assert library.shoe_count() == 21
