"""The main window's ways to the desk's windows: the replay of the shown shoe, the library's
validation report, and the real-shoe library that ships with tracker (offered while the
library is empty, and in the File menu)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tracker.samples import real_shoe_library
from tracker.store import UnknownShoeError
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.report import ReportView
from tracker.ui.replay.window import ReplayWindow, open_replay

if TYPE_CHECKING:
    from tracker.ui.main.window import MainWindow

REAL_SHOES = "5,824 real shoes"


def attach_desk(main: MainWindow) -> dict[str, Callable[[], object]]:
    """The handlers of the desk's actions for ``main``'s actions table; while the library
    is empty, a button in the status bar offers the real shoes (a button, not a dialog,
    so that it never takes the keys that log hands)."""
    if real_shoe_library() is not None and not main.library.has_shoes():
        offer = QPushButton(f"Import the {REAL_SHOES} that come with tracker")
        offer.setObjectName("real_shoes_offer")
        offer.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        offer.setToolTip("Live baccarat from August 2025, every card recorded (MIT licence)")

        def take() -> None:
            offer.hide()
            offer.deleteLater()
            import_real_shoes(main)

        offer.clicked.connect(take)
        main.statusBar().addPermanentWidget(offer)
    return {
        "library_browser": lambda: open_browser(main),
        "replay": lambda: replay_shown(main),
        "validation_report": lambda: show_report(main),
        "import_real_shoes": lambda: import_real_shoes(main),
    }


def replay_shown(main: MainWindow, position: int = 0) -> ReplayWindow | None:
    """Open the replay of the shoe the window shows, at its first hand."""
    live = main.live
    if live is None:
        main.say("No shoe is shown: choose one in the library to replay it")
        return None
    return open_replay(main.library, live.shoe_id, position, main)


def open_replay_of(main: MainWindow, shoe_id: int, position: int) -> ReplayWindow | None:
    try:
        return open_replay(main.library, shoe_id, position, main)
    except UnknownShoeError:
        main.say(f"Shoe {shoe_id} is no longer in the library")
        return None


def show_report(main: MainWindow, shoe_ids: list[int] | None = None) -> ReportView:
    """Open the validation report of the library (or of some shoes)."""
    view = ReportView(
        main.library,
        lambda shoe_id, position: open_replay_of(main, shoe_id, position),
        shoe_ids,
        main,
    )
    view.setWindowFlag(Qt.WindowType.Window)
    view.show()
    view.raise_()
    return view


def import_real_shoes(main: MainWindow) -> None:
    """Import the real-shoe library in the background, with progress and cancel."""
    path = real_shoe_library()
    if path is None:
        main.say("This copy of tracker was installed without the real-shoe library")
        return
    offer = main.statusBar().findChild(QPushButton, "real_shoes_offer")
    if offer is not None:
        offer.hide()
    main.import_files([path])


def open_browser(main: MainWindow) -> LibraryBrowser:
    """Show the library browser (one a main window, raised when asked again)."""
    browser = main.findChild(LibraryBrowser)
    if browser is None:
        browser = LibraryBrowser(
            main.library,
            show_report=lambda ids: show_report(main, ids),
            replay=lambda shoe_id: open_replay_of(main, shoe_id, 0),
            statistics=lambda ids: open_statistics_of(main, ids),
            changed=main.refresh_library,
            parent=main,
        )
    else:
        browser.refresh()
    browser.show()
    browser.raise_()
    return browser


def open_statistics_of(main: MainWindow, shoe_ids: list[int]) -> object:
    """A statistics window of the shoes chosen, together (the shown shoe and the whole
    library stay a choice away in it)."""
    from tracker.ui.analysis.opening import shown_record
    from tracker.ui.analysis.statistics_window import StatisticsWindow

    if not shoe_ids:
        return None
    window = StatisticsWindow(
        main.library, main.runner, lambda: shown_record(main), main, chosen=shoe_ids
    )
    window.show()
    window.raise_()
    return window
