"""The main window's tables: a tab each, opened, closed and switched, each named after its
shoe. Each tab's undo steps join the window's undo group and its hands table the Hands
pane; the visible tab's are the active ones. The window hears of it through the callbacks
it gives, never by being reached into."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QStackedWidget, QTabWidget

from tracker.errors import UserError
from tracker.services.live import ShoeChange
from tracker.ui.live.table_tab import TableTab
from tracker.ui.main.notices import tables_tip
from tracker.ui.main.preferences import CARD_ENTRY
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.side_bet_choice import follow_choice


class TableTabs:
    """The tabs of :class:`~tracker.ui.live.table_tab.TableTab` in ``tabs``.

    ``shown`` is called when the visible tab or its shoe changed (the window shows its
    state), ``listed`` when the tables changed otherwise (their number, a name),
    ``changed`` with each change a table's shoe committed; ``colour_blind`` says how a
    new table paints.
    """

    def __init__(
        self,
        tabs: QTabWidget,
        hands: QStackedWidget,
        undo_group: QUndoGroup,
        settings: Settings,
        *,
        colour_blind: Callable[[], bool],
        shown: Callable[[], None],
        listed: Callable[[], None],
        changed: Callable[[TableTab, ShoeChange], None],
    ) -> None:
        self.tabs = tabs
        self.hands = hands
        self.undo_group = undo_group
        self.settings = settings
        self._colour_blind = colour_blind
        self._shown = shown
        self._listed = listed
        self._changed = changed
        tabs.setDocumentMode(True)
        tabs.setMovable(True)
        tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tabs.setToolTip(tables_tip())
        tabs.currentChanged.connect(self._tab_changed)

    @property
    def tab(self) -> TableTab:
        """The visible table: the logging keys log here."""
        tab = self.tabs.currentWidget()
        assert isinstance(tab, TableTab)
        return tab

    def all(self) -> list[TableTab]:
        return [
            t for i in range(self.tabs.count()) if isinstance(t := self.tabs.widget(i), TableTab)
        ]

    def count(self) -> int:
        return self.tabs.count()

    def add(self, *, focus: bool = False) -> TableTab:
        """A new tab for another table (showing no shoe until one is chosen or started)."""
        tab = TableTab(self.tabs)
        tab.set_card_entry(self.settings.get(CARD_ENTRY))
        tab.set_colour_blind(self._colour_blind())
        follow_choice(self.settings, tab, tab.set_side_bets)
        self.undo_group.addStack(tab.history.stack)
        tab.changed.connect(lambda change, t=tab: self._changed(t, change))
        tab.shown.connect(lambda t=tab: self._tab_shown(t))
        self.hands.addWidget(tab.hands_view)
        tab.hands_view.show()
        index = self.tabs.addTab(tab, tab.title())
        if focus or self.tabs.count() == 1:
            self.tabs.setCurrentIndex(index)
        self._listed()
        return tab

    def close(self) -> None:
        """Close the visible tab (the last one stays); its shoe stays as it is."""
        if self.tabs.count() <= 1:
            return
        tab = self.tab
        self.undo_group.removeStack(tab.history.stack)
        self.hands.removeWidget(tab.hands_view)
        self.tabs.removeTab(self.tabs.currentIndex())
        tab.hands_view.deleteLater()  # the pane's child now, not the tab's
        tab.deleteLater()
        self._listed()
        self.focus()

    def show(self, index: int) -> None:
        """Make the tab at ``index`` the visible one, with the keys."""
        if 0 <= index < self.tabs.count():
            if index == self.tabs.currentIndex():
                self._shown()
            else:
                self.tabs.setCurrentIndex(index)  # its state shown as it changes
            self.focus()

    def focus(self) -> None:
        """Give the keys to the visible table (never a filter or a list)."""
        self.tab.setFocus()

    def show_having(self, shoe_id: int) -> bool:
        """Make the tab showing the shoe ``shoe_id`` the visible one; whether one does."""
        for index, tab in enumerate(self.all()):
            if tab.live is not None and tab.live.shoe_id == shoe_id:
                self.tabs.setCurrentIndex(index)
                return True
        return False

    def rename(self, tab: TableTab) -> None:
        """``tab`` named after its shoe again (a new name lays the tabs out again)."""
        index = self.tabs.indexOf(tab)
        if self.tabs.tabText(index) != tab.title():
            self.tabs.setTabText(index, tab.title())

    def set_colour_blind(self, on: bool) -> None:
        for tab in self.all():
            tab.set_colour_blind(on)

    def set_card_entry(self, on: bool) -> None:
        for tab in self.all():
            tab.set_card_entry(on)

    def read_again(self) -> None:
        """Each table's shoe read again from the library (stored elsewhere too)."""
        for tab in self.all():
            try:
                changed = tab.live is not None and tab.live.refresh()
            except UserError:  # deleted elsewhere, or the library out of reach just now
                continue
            if changed:
                tab.history.clear()  # its steps need not be the shoe's last ones any more

    def retranslate(self) -> None:
        self.tabs.setToolTip(tables_tip())
        for index, tab in enumerate(self.all()):
            self.tabs.setTabText(index, tab.title())

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.count() == 0:
            return
        self.undo_group.setActiveStack(self.tab.history.stack)
        self.hands.setCurrentWidget(self.tab.hands_view)
        self._shown()

    def _tab_shown(self, tab: TableTab) -> None:
        self.tabs.setTabText(self.tabs.indexOf(tab), tab.title())
        if tab is self.tab:
            self._shown()
        else:
            self._listed()  # its name in the Tables menu
