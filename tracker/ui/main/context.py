"""What the main window's parts may ask of it (not the whole window): the library, the task
runner, the settings, a line in the status bar, the tables and a way to show a shoe."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtWidgets import QWidget

from tracker.services.live import LiveShoe
from tracker.store import Library
from tracker.ui.live.table_tab import TableTab
from tracker.ui.shell.guard import guarded
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.tasks import Runner

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class WindowContext:
    """The main window as its parts see it."""

    widget: QWidget
    """The parent of the dialogs and windows a part opens."""
    library: Library
    runner: Runner
    settings: Settings
    say: Callable[[str, int], None]
    """A message in the status line, for so many milliseconds."""
    tab: Callable[[], TableTab]
    """The visible table: the logging keys log there."""
    tables: Callable[[], list[TableTab]]
    add_table: Callable[[], TableTab]
    show_table: Callable[[int], None]
    """Make the tab at an index the visible one, its shoe in the title, list and statistics."""
    show_shoe: Callable[[int], None]
    """Show a shoe of the library: in the tab that has it, else in the visible tab."""
    show_live: Callable[[LiveShoe, TableTab], None]
    """Show a shoe just started at a table: listed, chosen, the keys with it."""
    refresh_library: Callable[[], None]

    def shown(self) -> LiveShoe | None:
        """The visible table's shoe (``None`` when it shows none)."""
        return self.tab().live

    def guard(self, work: Callable[[], T]) -> T | None:
        """Run a library call; show a user's error in a message box instead of raising."""
        return guarded(self.widget, work)
