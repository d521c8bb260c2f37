"""The main window's logging keys at the visible table: a hand logged (else the status line
says how to start a shoe), a mark of the logging bar toggled, and the hand keys acting on
the chosen hand (else the last one)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QWidget

from tracker.engine.rules import Winner
from tracker.ui.live.table_tab import TableTab
from tracker.ui.main.context import WindowContext
from tracker.ui.main.notices import choose_a_hand, no_open_shoe


class LoggingKeys:
    """What the logging keys do; ``shoe_list`` is the shoe list's view (a hand key pressed
    there asks for a hand to be chosen)."""

    def __init__(self, context: WindowContext, shoe_list: QWidget) -> None:
        self.context = context
        self.shoe_list = shoe_list

    def log_hand(self, winner: Winner) -> None:
        """Log the next hand at the visible table: stored first, then drawn."""
        tab = self.context.tab()
        if not tab.can_log:
            self.context.say(no_open_shoe(), 6000)
            return
        tab.log_hand(winner)

    def mark(self, pick: Callable[[TableTab], QCheckBox]) -> Callable[[], None]:
        """A key toggling the box ``pick`` finds on the visible table's logging bar."""

        def toggle() -> None:
            box = pick(self.context.tab())
            if box.isEnabled():
                box.toggle()
            else:
                self.context.say(no_open_shoe(), 6000)

        return toggle

    def on_hand(self, act: Callable[[TableTab], Callable[[int], None]]) -> Callable[[], None]:
        """A key acting on the visible table's chosen hand, else its last one."""

        def key() -> None:
            if self.shoe_list.hasFocus():
                self.context.say(choose_a_hand(), 6000)
                return
            tab = self.context.tab()
            row = tab.selected_row()
            act(tab)(row if row is not None else tab.hands_model.rowCount() - 1)

        return key
