"""Opening the library's windows from a window: the library browser (one a window, raised
when asked again) and the validation report (of the library, or of some shoes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tracker.store import Library
from tracker.ui.library.browser import LibraryBrowser
from tracker.ui.library.report import ReportView

Replay = Callable[[int, int], object]
"""Open the replay of a shoe at a hand."""


def show_report(
    library: Library, replay: Replay, parent: QWidget, shoe_ids: list[int] | None = None
) -> ReportView:
    """Open the validation report of the library (or of the shoes ``shoe_ids``)."""
    view = ReportView(library, replay, shoe_ids, parent)
    view.setWindowFlag(Qt.WindowType.Window)
    view.show()
    view.raise_()
    return view


def open_browser(
    library: Library,
    parent: QWidget,
    *,
    replay: Replay,
    statistics: Callable[[list[int]], object],
    changed: Callable[[], None],
) -> LibraryBrowser:
    """Show the library browser of ``parent``; a selection's report, replay and statistics
    open through ``show_report``, ``replay`` and ``statistics``; ``changed`` is told when it
    changed the library."""
    browser = parent.findChild(LibraryBrowser)
    if browser is None:
        browser = LibraryBrowser(
            library,
            show_report=lambda ids: show_report(library, replay, parent, ids),
            replay=lambda shoe_id: replay(shoe_id, 0),
            statistics=statistics,
            changed=changed,
            parent=parent,
        )
    else:
        browser.refresh()
    browser.show()
    browser.raise_()
    return browser
