"""The main window, board first: a tab for each table (its logging bar and its shoe's board)
fills the top; under it the panes (the shoe list, the visible table's hands, its
statistics), each one the user can hide, resize and move (:mod:`tracker.ui.main.panes`).

The window composes the feature folders and wires them; it computes nothing itself. A
hand goes key → action → the visible :class:`~tracker.ui.live.table_tab.TableTab` →
:class:`~tracker.services.live.LiveShoe` (store, then scorecard) → the change the shoe
announces → the tab's board and hands table, and here the list, title and statistics.
Its parts (the shoe's life, sheets, importing, the windows it opens, the logging keys, the
tabs of :mod:`~tracker.ui.main.tables`) see only a narrow interface of it, never all of it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QByteArray, QEvent, QModelIndex, QSettings, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeyEvent,
    QShowEvent,
    QUndoGroup,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QStackedWidget,
    QTabWidget,
)

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.samples import sample_shoe_files
from tracker.services.live import Change, LiveShoe, ShoeChange
from tracker.store import Library, ShoeSummary, open_library
from tracker.store.damage import damage_message
from tracker.ui.analysis.opening import open_count_window
from tracker.ui.analysis.stats_panel import StatisticsPanel
from tracker.ui.library.loading import ShoeListLoader, screen_rows
from tracker.ui.library.models import ShoeListModel
from tracker.ui.library.pane import LibraryPane
from tracker.ui.library.watcher import LibraryWatcher
from tracker.ui.live.hands_model import HandsModel
from tracker.ui.live.table_tab import TableTab
from tracker.ui.main.actions import (
    MAIN_ACTIONS,
    MAIN_MENUS,
    enable_for_table,
    name_tables,
    trigger_logging_key,
)
from tracker.ui.main.context import WindowContext
from tracker.ui.main.help import KeyMapDialog, show_about
from tracker.ui.main.importing import Importing
from tracker.ui.main.logging_keys import LoggingKeys
from tracker.ui.main.notices import (
    empty_library,
    no_open_shoe,
    saved,
    window_title,
)
from tracker.ui.main.opening import Opening
from tracker.ui.main.panes import Panes
from tracker.ui.main.preferences import (
    CARD_ENTRY,
    COLOUR_BLIND,
    GEOMETRY,
    LAST_SHOE,
    LIBRARY_PATH,
    PANES,
)
from tracker.ui.main.settings_dialog import SettingsDialog, apply_saved_theme
from tracker.ui.main.sheets import Sheets
from tracker.ui.main.shoe_life import ShoeLife
from tracker.ui.main.tables import TableTabs
from tracker.ui.main.undo_actions import UndoActions
from tracker.ui.main.warm_up import start_warm_up
from tracker.ui.practice import open_practice
from tracker.ui.scorecard import ScorecardBoard
from tracker.ui.shell.actions import build_actions
from tracker.ui.shell.guard import guarded, warn_soon
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.screen import available_area, fill_area
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.style import style_widget
from tracker.ui.shell.tasks import Runner, TaskRunner


class MainWindow(QMainWindow):
    """A tab a table, its board first; the shoe list, hands and statistics in panes."""

    def __init__(
        self,
        library: Library,
        *,
        settings: QSettings | None = None,
        warm_up: bool = True,
        runner: Runner | None = None,
    ) -> None:
        super().__init__()
        self.library = library
        self.settings = Settings(settings if settings is not None else QSettings(), self)
        self.runner: Runner = runner if runner is not None else TaskRunner(parent=self)
        self.undo_group = QUndoGroup(self)
        self.undo_actions = UndoActions(self.undo_group, self)
        # The dialogs open now, for the keys and the tests to find.
        self.key_map_dialog: QDialog | None = None
        self.settings_dialog: QDialog | None = None
        self.setWindowTitle(window_title(None))

        self.library_pane = LibraryPane(self)
        self.shoe_model = self.library_pane.model
        self.filter = self.library_pane.filter
        self.shoe_view = self.library_pane.view
        self.filter.left.connect(self.focus_table)
        self.shoe_view.selectionModel().currentRowChanged.connect(self._shoe_chosen)
        self.tabs = QTabWidget(self)
        self.stats = StatisticsPanel(self)
        # Each table's hands table, the visible one's shown in the Hands pane.
        self.hands_stack = QStackedWidget(self)
        self.tables = TableTabs(
            self.tabs,
            self.hands_stack,
            self.undo_group,
            self.settings,
            colour_blind=lambda: self.colour_blind_action.isChecked(),
            shown=self._show_tab_state,
            listed=self._update_actions,
            changed=self._shoe_changed,
        )
        self.setCentralWidget(self.tabs)
        self.panes = Panes(
            self,
            {"shoe_list": self.library_pane, "hands": self.hands_stack, "statistics": self.stats},
        )
        self._panes_placed = False
        self.context = WindowContext(
            widget=self,
            library=library,
            runner=self.runner,
            settings=self.settings,
            say=self.say,
            tab=lambda: self.tab,
            tables=self.table_tabs,
            add_table=self.add_table,
            show_table=self.show_table,
            show_shoe=self.show_shoe,
            show_live=self.show_started,
            refresh_library=self.refresh_library,
        )
        # The shoe list: its first screen at start-up, the rest after; kept in step.
        loader = ShoeListLoader(
            library,
            self.shoe_model,
            self.runner,
            self,
            drawn_by=self.shoe_view.viewport(),
            first_page=screen_rows(self.shoe_view.verticalHeader().defaultSectionSize()),
        )
        loader.damaged.connect(lambda rows: warn_soon(self, damage_message(rows)))
        self.shoes = ShoeLife(self.context, loader)
        self.sheets = Sheets(self.context)
        self.opening = Opening(self.context)
        self.logging_keys = LoggingKeys(self.context, self.shoe_view)
        self.importing = Importing(
            self.context,
            status_bar=self.statusBar(),
            show_report=self.opening.report,
            before=lambda: self.watcher.own_change(),
        )

        self._make_actions()
        apply_saved_theme(self.settings)
        self.cards_on = self.settings.get(CARD_ENTRY)
        colour_blind = self.settings.get(COLOUR_BLIND)
        self.colour_blind_action.setChecked(colour_blind)
        self.add_table()
        geometry = self.settings.get(GEOMETRY)
        # restoreGeometry itself moves a window saved on a screen that is gone onto this one.
        if not (geometry and self.restoreGeometry(QByteArray(geometry))):
            self._fit_to_screen()
        self._panes_placed = self.panes.restore(self.settings.get(PANES))

        # What other trackers store in the library, read again every few seconds.
        self.watcher = LibraryWatcher(
            self.library, self.runner, self, drawn_by=self.shoe_view.viewport()
        )
        self.watcher.changed.connect(self._library_changed)
        self.statusBar().addPermanentWidget(self.watcher.mark)
        style_widget(self.statusBar())
        self.restore_tables()
        if warm_up:
            start_warm_up()

    def _fit_to_screen(self) -> None:
        """The first size: the whole free area of the screen it opens on, for the board."""
        fill_area(self, available_area(self))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._panes_placed:
            self._panes_placed = True
            self.place_panes()

    def place_panes(self) -> None:
        """The panes' first sizes: the board as large as its width allows (its cells
        fitted to the width), the panes under it the rest of the height."""
        self.panes.fit_board(self.board)

    # -- opening -------------------------------------------------------------------------

    @classmethod
    def open(
        cls, db_url: str | None = None, shoe: str | None = None, *, warm_up: bool = True
    ) -> MainWindow:
        """Open the library (creating it on first run) on ``shoe`` (an id), else on the
        open live shoes, else on the shoe shown last.

        :raises UserError: when the library cannot be opened or the shoe is unknown.
        """
        if db_url is None:
            db_url = Settings(QSettings()).get(LIBRARY_PATH) or None
        library = open_library(db_url)
        window = cls(library, warm_up=warm_up)
        if shoe is not None:
            try:
                shoe_id = int(shoe)
            except ValueError:
                raise _ShoeArgumentError(
                    f"--shoe takes a shoe's number in the library, not {shoe!r}"
                ) from None
            window.show_shoe(library.shoe(shoe_id).id)
        return window

    def _make_actions(self) -> None:
        """The window's actions from the table in :mod:`tracker.ui.main.actions`."""
        shoes, sheets, importing, opening = self.shoes, self.sheets, self.importing, self.opening
        keys = self.logging_keys
        self.action_table = build_actions(
            self,
            MAIN_ACTIONS,
            on_trigger={
                "new_shoe": shoes.new_shoe,
                "shoe_details": shoes.edit_details,
                "close_shoe": shoes.ask_close_shoe,
                "reopen_shoe": shoes.reopen_shoe,
                "delete_shoe": shoes.ask_delete_shoe,
                "import": importing.choose_files,
                "import_samples": importing.import_samples,
                "import_real_shoes": importing.import_real_shoes,
                "export_png": sheets.export_png,
                "export_pdf": sheets.export_pdf,
                "print": sheets.print_board,
                "settings": self.open_settings,
                "quit": self.close,
                "log_banker": lambda: self.log_hand(Winner.BANKER),
                "log_player": lambda: self.log_hand(Winner.PLAYER),
                "log_tie": lambda: self.log_hand(Winner.TIE),
                "enter_cards": lambda: self.tab.enter_cards(),
                "mark_player_pair": keys.mark(lambda tab: tab.logging_bar.player_pair),
                "mark_banker_pair": keys.mark(lambda tab: tab.logging_bar.banker_pair),
                "mark_natural": keys.mark(lambda tab: tab.logging_bar.natural),
                "edit_hand": keys.on_hand(lambda tab: tab.edit_hand),
                "insert_hand": lambda: self.tab.insert_hand(),
                "delete_hand": keys.on_hand(lambda tab: tab.delete_hand),
                "find_shoe": self.find_shoe,
                "library_list": self.go_to_list,
                "new_table": lambda: self.add_table(focus=True),
                "close_table": self.close_table,
                **{f"show_table_{n}": partial(self.show_table, n - 1) for n in range(1, 10)},
                "practice_online": lambda: open_practice(
                    self, self.library, seats=1, settings=self.settings
                ),
                "practice_casino": lambda: open_practice(
                    self, self.library, seats=5, settings=self.settings
                ),
                "statistics_window": opening.statistics,
                "backtest_window": opening.backtest,
                "count_window": lambda: open_count_window(self, self.runner),
                "library_browser": opening.library_browser,
                "replay": opening.replay_shown,
                "validation_report": opening.report,
                "key_map": self.show_key_map,
                "about": lambda: show_about(self),
            },
            on_toggle={"colour_blind": self.set_colour_blind},
            provided={
                "undo": self.undo_actions.undo,
                "redo": self.undo_actions.redo,
                "pane_shoe_list": self.panes.action("shoe_list"),
                "pane_hands": self.panes.action("hands"),
                "pane_statistics": self.panes.action("statistics"),
            },
            menus=MAIN_MENUS,
            context="MainWindow",
        )
        self.action_table.enable("import_samples", sample_shoe_files() != [])
        self.importing.offer_real_shoes()

    @property
    def colour_blind_action(self) -> QAction:
        return self.action_table["colour_blind"]

    # -- the tables ------------------------------------------------------------------------

    @property
    def tab(self) -> TableTab:
        """The visible table: the logging keys log here."""
        return self.tables.tab

    def table_tabs(self) -> list[TableTab]:
        return self.tables.all()

    @property
    def board(self) -> ScorecardBoard:
        """The visible table's board."""
        return self.tab.board

    @property
    def hands_model(self) -> HandsModel:
        return self.tab.hands_model

    @property
    def undo_stack(self) -> QUndoStack:
        return self.tab.history.stack

    def add_table(self, *, focus: bool = False) -> TableTab:
        """A new tab for another table (showing no shoe until one is chosen or started)."""
        return self.tables.add(focus=focus)

    def close_table(self) -> None:
        self.tables.close()

    def show_table(self, index: int) -> None:
        self.tables.show(index)

    def focus_table(self) -> None:
        """Give the keys to the visible table (never a filter or a list)."""
        self.tables.focus()

    def go_to_list(self) -> None:
        self.panes.show("shoe_list")
        self.shoe_view.setFocus()

    def find_shoe(self) -> None:
        self.panes.show("shoe_list")
        self.filter.setFocus()
        self.filter.selectAll()

    def _show_tab_state(self) -> None:
        """The visible tab's shoe in the title, the list and the statistics."""
        live = self.tab.live
        self.stats.set_shoe(live.record if live is not None else None)
        if live is None:
            if self.shoe_model.shoe_count() == 0:
                self.stats.set_text(empty_library())
            self.setWindowTitle(window_title(None))
        else:
            self.setWindowTitle(window_title(live.summary))
            self._select_in_list(live.shoe_id)
            self.settings.set_soon(LAST_SHOE, live.shoe_id)  # not a write each shoe browsed
        self._update_actions()

    def _update_actions(self) -> None:
        """Each action enabled when it can act on the visible table; the tables named."""
        if hasattr(self, "action_table") and self.tabs.count():
            enable_for_table(self.action_table, self.tab.live, self.tab.cards_on, self.tabs.count())
            tables = [t.live.summary if t.live else None for t in self.table_tabs()]
            name_tables(self.action_table, tables)

    # -- what is shown ---------------------------------------------------------------------

    @property
    def current(self) -> ShoeSummary | None:
        """The visible table's shoe summary (``None`` when it shows none)."""
        live = self.tab.live
        return live.summary if live is not None else None

    @property
    def record(self) -> ShoeRecord | None:
        """The visible table's shoe as recorded."""
        live = self.tab.live
        return live.record if live is not None else None

    def restore_tables(self) -> None:
        """At start-up: a tab for each shoe still open for logging, else the shoe shown
        last, else the latest shoe; the keys with the visible table."""
        self.shoes.restore()
        QTimer.singleShot(0, self.focus_table)

    def refresh_library(self, select: int | None = None) -> None:
        """Reload the shoe list; show ``select`` (a shoe id), else keep the visible one,
        else the latest shoe."""
        keep = select if select is not None else (self.current.id if self.current else None)
        first = guarded(self, self.shoes.loader.start)  # the rest of the list fills in after
        if first is None:
            return
        if keep is None and first.newest:
            keep = first.newest[0].id
        if keep is not None:
            self.show_shoe(keep, reload=True)
        else:
            self.tab.show_shoe(None)

    def show_shoe(self, shoe_id: int, *, reload: bool = False) -> None:
        """Show a shoe of the library: in the tab that has it, else in the visible tab."""
        if not reload and self.tables.show_having(shoe_id):
            self._select_in_list(shoe_id)
            return
        if reload or self.current is None or self.current.id != shoe_id:
            live = guarded(self, lambda: LiveShoe(self.library, shoe_id))
            if live is None:
                return
            if self.shoe_model.row_of(shoe_id) is None:
                self.shoe_model.update_shoe(live.summary)
            # Shown before it is selected, so that selecting it does not load it again.
            self.tab.show_shoe(live)
        self._select_in_list(shoe_id)

    def show_started(self, live: LiveShoe, tab: TableTab) -> None:
        """A shoe just started at ``tab``: listed, shown, chosen, the keys with it."""
        self.shoe_model.update_shoe(live.summary)
        self.tabs.setCurrentWidget(tab)
        tab.show_shoe(live)
        self._select_in_list(live.shoe_id)
        self.focus_table()

    def _select_in_list(self, shoe_id: int | None) -> None:
        self.library_pane.select_shoe(shoe_id)

    def _shoe_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        shoe_id = int(current.data(ShoeListModel.ShoeIdRole))
        if self.current is not None and self.current.id == shoe_id:
            return
        if self.tables.show_having(shoe_id):
            return
        live = guarded(self, lambda: LiveShoe(self.library, shoe_id))
        if live is None:
            # The list must not point at a shoe other than the one shown and logged into.
            QTimer.singleShot(0, self._reselect_current)
            return
        self.tab.show_shoe(live)

    def _reselect_current(self) -> None:
        self._select_in_list(self.current.id if self.current is not None else None)

    def _shoe_changed(self, tab: TableTab, change: ShoeChange) -> None:
        """A change a table's shoe committed: the list, the tab's name, the statistics."""
        loaded = change.change is Change.LOADED  # read again: made elsewhere, not here
        if not loaded:
            self.watcher.own_change()
        self.shoe_model.update_shoe(change.summary)
        self.tables.rename(tab)
        if tab is not self.tab:
            self._update_actions()  # its name in the Tables menu
            return
        self.stats.set_shoe(change.record)
        self.setWindowTitle(window_title(change.summary))
        self._update_actions()
        if not loaded:
            self.say(saved(change.summary.tally.hands), 3000)

    def _library_changed(self, _by_others: bool) -> None:
        """Shoes or hands were stored elsewhere: the shoes that changed, and each table's
        shoe, read again."""
        self.shoes.loader.sync()
        self.tables.read_again()
        self._select_in_list(self.current.id if self.current is not None else None)

    def say(self, message: str, timeout: int = 6000) -> None:
        self.statusBar().showMessage(message, timeout)

    # -- logging at the table ------------------------------------------------------------

    def log_hand(self, winner: Winner) -> None:
        """Log the next hand at the visible table: stored first, then drawn."""
        self.logging_keys.log_hand(winner)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A logging key that reached the window: its shortcut did not fire, because the
        # action is disabled (no open shoe: say how to start one) or the window was not
        # active yet when the key came (log it all the same).
        if not trigger_logging_key(self.action_table, event, lambda: self.say(no_open_shoe())):
            super().keyPressEvent(event)

    # -- its dialogs -----------------------------------------------------------------------

    def show_key_map(self) -> None:
        dialog = KeyMapDialog(self.action_table.key_map, self)
        self.key_map_dialog = dialog
        dialog.show()

    def open_settings(self) -> None:
        dialog = SettingsDialog(
            self.settings,
            self.shoes.last_details(),
            library_where=self.library.where,
            saved=self._settings_saved,
            parent=self,
        )
        self.settings_dialog = dialog
        dialog.open()

    def _settings_saved(self) -> None:
        self.colour_blind_action.setChecked(self.settings.get(COLOUR_BLIND))
        if self.settings.get(CARD_ENTRY) != self.cards_on:
            self.set_card_entry(self.settings.get(CARD_ENTRY))

    # -- appearance and the rest ---------------------------------------------------------

    def set_colour_blind(self, on: bool) -> None:
        self.tables.set_colour_blind(on)
        self.settings.set(COLOUR_BLIND, on)

    def set_card_entry(self, on: bool) -> None:
        """Offer the card field at every table (C), or not."""
        self.cards_on = on
        self.settings.set(CARD_ENTRY, on)
        self.tables.set_card_entry(on)
        self._update_actions()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event) and hasattr(self, "action_table"):
            self.retranslate()

    def retranslate(self) -> None:
        """The window's own texts in the app's language (its parts re-set theirs)."""
        self.action_table.retranslate()
        self.undo_actions.retranslate()
        self.panes.retranslate()
        self.tables.retranslate()
        self.setWindowTitle(window_title(self.current))
        if self.current is None and self.shoe_model.shoe_count() == 0:
            self.stats.set_text(empty_library())
        self._update_actions()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.importing.stop()
        self.watcher.stop()
        self.shoes.loader.stop()
        self.runner.cancel_all()
        self.runner.wait_for_done()
        self.settings.set(GEOMETRY, bytes(self.saveGeometry().data()))
        self.settings.set(PANES, self.panes.state())
        self.settings.store_soon()
        self.library.close()
        super().closeEvent(event)


class _ShoeArgumentError(UserError):
    pass


__all__ = ["MainWindow"]
