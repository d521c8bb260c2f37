"""The main window: the library on the left, the shown shoe's scorecards and hands in the
middle, its statistics on the right, and keyboard-first logging of a live shoe.

The window composes the feature folders and wires them; it computes nothing itself. A
hand goes key → action → :class:`~tracker.services.live.LiveShoe` (store, then scorecard)
→ the change the shoe announces → the board, the hands table and the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import (
    QByteArray,
    QItemSelectionModel,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QFrame,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history import ShoeRecord
from tracker.honesty import PAST_OUTCOMES
from tracker.samples import sample_shoe_files
from tracker.services.importing import (
    FileCancelled,
    FileImported,
    FileOutcome,
    ImportReport,
    import_files,
)
from tracker.services.live import LiveShoe, ShoeChange
from tracker.store import Library, ShoeSummary, open_library
from tracker.ui.analysis.stats_panel import StatisticsPanel
from tracker.ui.library.models import ShoeFilterModel, ShoeListModel, shoe_title
from tracker.ui.live.commands import LogHandCommand, ShoeHistory
from tracker.ui.live.hands_model import HandsModel
from tracker.ui.live.logging_bar import LoggingBar
from tracker.ui.scorecard import ExportError, ScorecardBoard
from tracker.ui.shell.actions import build_actions
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.tasks import Progress, Runner, TaskContext, TaskHandle, TaskRunner
from tracker.ui.warm_up import start_warm_up
from tracker.ui.window_actions import COLOUR_BLIND, GEOMETRY, MAIN_ACTIONS

T = TypeVar("T")

EMPTY_LIBRARY = (
    "<p><b>Your library is empty.</b></p>"
    "<p>Press <b>Ctrl+N</b> to log a shoe at the table, hand by hand, or <b>Ctrl+I</b> to "
    "import shoe files (hands CSV, bead strings, shoe JSON).</p>"
    "<p>File → Import the sample shoes brings in 20 real shoes from live tables and "
    "card-level shoes dealt by tracker's simulator, to explore at once.</p>"
)

SHOE_FILES = "Shoe files (*.csv *.txt *.json *.gz);;All files (*)"


class MainWindow(QMainWindow):
    """The library on the left; the chosen shoe's scorecards, hands and statistics."""

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
        self.history = ShoeHistory(self)
        self.history.refused.connect(self._history_refused)
        self.undo_stack = self.history.stack
        self.live: LiveShoe | None = None
        self.import_task: TaskHandle[ImportReport] | None = None
        self.closing = False
        self.setWindowTitle("tracker")

        self.shoe_model = ShoeListModel(self)
        self.shoe_proxy = ShoeFilterModel(self)
        self.shoe_proxy.setSourceModel(self.shoe_model)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText("Filter shoes by table or name")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter_changed)
        self.shoe_view = QTableView(self)
        self.shoe_view.setModel(self.shoe_proxy)
        self.shoe_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.shoe_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.shoe_view.setSortingEnabled(True)
        self.shoe_view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.shoe_view.verticalHeader().hide()
        self.shoe_view.setWordWrap(False)
        # The end of a name (the shoe's own label) tells shoes of one table or file apart.
        self.shoe_view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        header = self.shoe_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.shoe_view.selectionModel().currentRowChanged.connect(self._shoe_chosen)

        self.board = ScorecardBoard(parent=self)
        self.logging_bar = LoggingBar(self)
        self.hands_model = HandsModel(self)
        self.hands_view = QTableView(self)
        self.hands_view.setModel(self.hands_model)
        self.hands_view.verticalHeader().hide()
        header = self.hands_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.stats = StatisticsPanel(self)
        self.setCentralWidget(self._panes())

        self._make_actions()
        colour_blind = self.settings.get(COLOUR_BLIND)
        self.board.set_colour_blind(colour_blind)
        self.colour_blind_action.setChecked(colour_blind)
        self.logging_bar.banker.clicked.connect(lambda: self.log_hand(Winner.BANKER))
        self.logging_bar.player.clicked.connect(lambda: self.log_hand(Winner.PLAYER))
        self.logging_bar.tie.clicked.connect(lambda: self.log_hand(Winner.TIE))
        self.logging_bar.set_target(None)
        geometry = self.settings.get(GEOMETRY)
        # restoreGeometry itself moves a window saved on a screen that is gone onto this one.
        if not (geometry and self.restoreGeometry(QByteArray(geometry))):
            self._fit_to_screen()
        self.refresh_library()
        if warm_up:
            start_warm_up()

    def _panes(self) -> QSplitter:
        library_pane = QWidget(self)
        library_layout = QVBoxLayout(library_pane)
        library_layout.setContentsMargins(0, 0, 0, 0)
        library_layout.addWidget(self.filter)
        library_layout.addWidget(self.shoe_view)

        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.addWidget(self.logging_bar)
        centre_layout.addWidget(self.board)
        centre_layout.addWidget(self.hands_view, 1)

        # Neither side pane may be squeezed out of sight by the scorecards' width; the
        # statistics scroll rather than clip on a small screen.
        library_pane.setMinimumWidth(300)
        stats_scroll = QScrollArea(self)
        stats_scroll.setWidget(self.stats)
        stats_scroll.setWidgetResizable(True)
        stats_scroll.setFrameShape(QFrame.Shape.NoFrame)
        stats_scroll.setMinimumWidth(300)
        splitter = QSplitter(self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(library_pane)
        splitter.addWidget(centre)
        splitter.addWidget(stats_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 6)
        splitter.setStretchFactor(2, 2)
        splitter.setSizes([420, 820, 320])
        self.splitter = splitter
        return splitter

    def _fit_to_screen(self) -> None:
        """The first size: roomy, but never larger than the screen it opens on."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1560, 900)
            return
        area = screen.availableGeometry()
        self.resize(min(1560, area.width() * 19 // 20), min(900, area.height() * 9 // 10))
        frame = self.frameGeometry()
        frame.moveCenter(area.center())
        self.move(frame.topLeft())

    # -- opening -------------------------------------------------------------------------

    @classmethod
    def open(
        cls, db_url: str | None = None, shoe: str | None = None, *, warm_up: bool = True
    ) -> MainWindow:
        """Open the library (creating it on first run) on ``shoe`` (an id), else the latest.

        :raises UserError: when the library cannot be opened or the shoe is unknown.
        """
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
        """The window's actions from the table in :mod:`tracker.ui.window_actions`."""
        bar = self.logging_bar

        def mark(box: QCheckBox) -> Callable[[], None]:
            return lambda: box.toggle() if box.isEnabled() else None

        self.action_table = build_actions(
            self,
            MAIN_ACTIONS,
            on_trigger={
                "new_shoe": self.new_shoe,
                "close_shoe": self.close_shoe,
                "import": self.choose_import,
                "import_samples": self.import_samples,
                "export_png": self.export_png,
                "export_pdf": self.export_pdf,
                "quit": self.close,
                "log_banker": lambda: self.log_hand(Winner.BANKER),
                "log_player": lambda: self.log_hand(Winner.PLAYER),
                "log_tie": lambda: self.log_hand(Winner.TIE),
                "mark_player_pair": mark(bar.player_pair),
                "mark_banker_pair": mark(bar.banker_pair),
                "mark_natural": mark(bar.natural),
                "find_shoe": self.filter.setFocus,
                "about": self.about,
            },
            on_toggle={"colour_blind": self.set_colour_blind},
            provided={
                "undo": self.undo_stack.createUndoAction(self, "&Undo"),
                "redo": self.undo_stack.createRedoAction(self, "&Redo"),
            },
        )
        self.action_table.enable("import_samples", sample_shoe_files() != [])

    @property
    def close_shoe_action(self) -> QAction:
        return self.action_table["close_shoe"]

    @property
    def samples_action(self) -> QAction:
        return self.action_table["import_samples"]

    @property
    def colour_blind_action(self) -> QAction:
        return self.action_table["colour_blind"]

    # -- what is shown ---------------------------------------------------------------------

    @property
    def current(self) -> ShoeSummary | None:
        """The shown shoe's summary (``None`` when no shoe is shown)."""
        return self.live.summary if self.live is not None else None

    @property
    def record(self) -> ShoeRecord | None:
        """The shown shoe as recorded."""
        return self.live.record if self.live is not None else None

    def refresh_library(self, select: int | None = None) -> None:
        """Reload the shoe list; select ``select`` (a shoe id), else keep the current one,
        else the latest shoe."""
        keep = select if select is not None else (self.current.id if self.current else None)
        shoes = self._guard(self.library.shoes)
        if shoes is None:
            return
        self.shoe_model.set_shoes(shoes)
        if keep is None:
            latest = self._guard(self.library.latest_shoe)
            keep = latest.id if latest is not None else None
        if keep is not None:
            self.show_shoe(keep, reload=True)
        else:
            self._show(None)

    def show_shoe(self, shoe_id: int, *, reload: bool = False) -> None:
        """Select and show a shoe of the library (read again with ``reload``)."""
        if reload or self.current is None or self.current.id != shoe_id:
            live = self._guard(lambda: LiveShoe(self.library, shoe_id))
            if live is None:
                return
            if self.shoe_model.row_of(shoe_id) is None:
                self.shoe_model.update_shoe(live.summary)
            # Shown before it is selected, so that selecting it does not load it again.
            self._show(live)
        self._select_in_list(shoe_id)

    def _select_in_list(self, shoe_id: int | None) -> None:
        """Make the list's current row ``shoe_id`` (when the filter lets it be seen)."""
        row = self.shoe_model.row_of(shoe_id) if shoe_id is not None else None
        if row is None:
            return
        index = self.shoe_proxy.mapFromSource(self.shoe_model.index(row, 0))
        if index.isValid():
            self.shoe_view.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.shoe_view.scrollTo(index)

    def _filter_changed(self, text: str) -> None:
        self.shoe_proxy.setFilterFixedString(text)
        # Filtering drops the selection; the shoe shown (and logged into) stays, so the
        # list shows it chosen again as soon as the filter lets it be seen.
        self._select_in_list(self.current.id if self.current is not None else None)

    def _shoe_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        shoe_id = int(current.data(ShoeListModel.ShoeIdRole))
        if self.current is not None and self.current.id == shoe_id:
            return
        live = self._guard(lambda: LiveShoe(self.library, shoe_id))
        if live is None:
            # The list must not point at a shoe other than the one shown and logged into.
            QTimer.singleShot(0, self._reselect_current)
            return
        self._show(live)

    def _reselect_current(self) -> None:
        self._select_in_list(self.current.id if self.current is not None else None)

    def _show(self, live: LiveShoe | None) -> None:
        """Show a loaded shoe (``None``: none); its changes redraw the window from now on."""
        self.live = live
        self.history.clear()
        self.logging_bar.clear_flags()
        summary = live.summary if live is not None else None
        self.logging_bar.set_target(summary)
        self.close_shoe_action.setEnabled(live is not None and live.can_log)
        if live is None:
            self.board.set_roads(None)
            self.hands_model.set_hands([])
            self.stats.set_shoe(None)
            if self.shoe_model.rowCount() == 0:
                self.stats.label.setText(EMPTY_LIBRARY)
            self.setWindowTitle("tracker")
            return
        live.subscribe(lambda change: self._shoe_changed(live, change))
        self.board.set_roads(live.roads)
        self.hands_model.set_hands(live.record.hands)
        for column in HandsModel.CARD_COLUMNS:
            self.hands_view.setColumnHidden(column, not self.hands_model.has_cards())
        self.hands_view.scrollToBottom()
        self.stats.set_shoe(live.record)
        self.setWindowTitle(f"{shoe_title(live.summary)} — tracker")

    def _shoe_changed(self, live: LiveShoe, change: ShoeChange) -> None:
        """A change the shown shoe committed: draw it."""
        if live is not self.live:
            return  # a shoe no longer shown
        self.board.set_roads(change.roads)
        self.hands_model.set_hands(change.record.hands)
        self.hands_view.scrollToBottom()
        self.stats.set_shoe(change.record)
        self.shoe_model.update_shoe(change.summary)
        self.logging_bar.set_target(change.summary)
        self.close_shoe_action.setEnabled(live.can_log)
        count = change.summary.hands
        self.statusBar().showMessage(f"Saved: {count} hand{'s' if count != 1 else ''}", 3000)

    # -- logging at the table ------------------------------------------------------------

    def new_shoe(self) -> None:
        """Start a new live shoe (asking for the table's name) and select it."""
        table, ok = QInputDialog.getText(
            self, "New shoe", "Table (optional):", QLineEdit.EchoMode.Normal, ""
        )
        if not ok:
            return
        self.start_live_shoe(table.strip() or None)

    def start_live_shoe(self, table: str | None = None) -> ShoeSummary | None:
        """Start logging a new shoe; ``None`` when the library refused (message shown)."""
        live = self._guard(lambda: LiveShoe.start(self.library, table=table))
        if live is None:
            return None
        self.shoe_model.update_shoe(live.summary)
        self._show(live)
        self._select_in_list(live.shoe_id)
        return live.summary

    def close_shoe(self) -> None:
        live = self.live
        if live is None:
            return
        self._guard(live.close)
        self.refresh_library(select=live.shoe_id)

    def log_hand(self, winner: Winner) -> None:
        """Log the next hand of the open live shoe: stored first, then drawn."""
        live = self.live
        if live is None or not live.can_log:
            self.statusBar().showMessage(
                "Start a new shoe (Ctrl+N) to log hands; this one is not open for logging.", 5000
            )
            return
        player_pair, banker_pair, natural = self.logging_bar.flags()
        stored = self._guard(
            lambda: live.log(
                winner, player_pair=player_pair, banker_pair=banker_pair, natural=natural
            )
        )
        if stored is None:
            return
        self.history.push_done(LogHandCommand(self.history, live, stored))
        self.logging_bar.clear_flags()

    def _history_refused(self, message: str) -> None:
        QMessageBox.warning(self, "tracker", message)
        self.statusBar().showMessage("The undo history was cleared: the library refused.", 8000)

    def _guard(self, work: Callable[[], T]) -> T | None:
        """Run a library call; show a user's error in a message box instead of raising."""
        try:
            return work()
        except UserError as exc:
            QMessageBox.warning(self, "tracker", str(exc))
            return None

    # -- files ---------------------------------------------------------------------------

    def choose_import(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Import shoe files", "", SHOE_FILES)
        if paths:
            self.import_files([Path(p) for p in paths])

    def import_files(self, paths: list[Path]) -> TaskHandle[ImportReport]:
        """Import files in the background with a progress dialog that can cancel."""
        library = self.library
        count = len(paths)

        def work(context: TaskContext) -> ImportReport:
            def progress(index: int, done: int, total: int | None) -> None:
                context.progress(done, total, f"{paths[index].name} ({index + 1} of {count})")

            return import_files(library, paths, progress=progress, cancelled=context.cancelled)

        dialog = QProgressDialog("Importing…", "Cancel", 0, 0, self)
        dialog.setWindowTitle("Import shoe files")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(400)

        def progress(step: Progress) -> None:
            dialog.setLabelText(f"Importing {step.text}")
            dialog.setMaximum(max(step.total or 0, 0))
            dialog.setValue(min(step.done, step.total) if step.total else 0)

        def ended() -> bool:
            """Close the dialog; whether the window is still there to show the outcome."""
            dialog.reset()
            dialog.deleteLater()
            self.import_task = None
            # After the window closed the library, there is nothing left to show.
            return not self.closing

        def finished(report: ImportReport) -> None:
            if not ended():
                return
            self.refresh_library()
            lines = [_outcome_line(outcome) for outcome in report.files]
            self.statusBar().showMessage("; ".join(lines), 10000)
            if report.refused or report.cancelled:
                QMessageBox.information(self, "Import", "\n".join(lines))

        def failed(error: BaseException) -> None:
            # A fault of tracker itself: what was imported before it stays; say what stopped.
            if not ended():
                return
            self.refresh_library()
            QMessageBox.information(
                self,
                "Import",
                f"The import stopped: {type(error).__name__}: {error}. The files imported "
                "before it are stored; nothing of the file being read was stored.",
            )

        handle = self.runner.submit(
            work, on_done=finished, on_error=failed, on_progress=progress, on_cancelled=ended
        )
        dialog.canceled.connect(handle.cancel)
        if not handle.done:
            self.import_task = handle
        return handle

    def import_samples(self) -> None:
        """Import the real and simulated shoes that come with tracker."""
        files = sample_shoe_files()
        if files:
            self.import_files(files)

    def export_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export scorecards", "", "PNG (*.png)")
        if path:
            self._export(path, self.board.export_png)

    def export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export scorecards", "", "PDF (*.pdf)")
        if path:
            self._export(path, self.board.export_pdf)

    def _export(self, path: str, write: Callable[[str], None]) -> None:
        try:
            write(path)
        except ExportError as exc:
            QMessageBox.warning(self, "tracker", str(exc))
            return
        self.statusBar().showMessage(f"Scorecards saved to {path}", 5000)

    # -- appearance and the rest ---------------------------------------------------------

    def set_colour_blind(self, on: bool) -> None:
        self.board.set_colour_blind(on)
        self.settings.set(COLOUR_BLIND, on)

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About tracker",
            "<p><b>tracker</b>: a baccarat scorecard tracker and shoe-history analyzer.</p>"
            f"<p>{PAST_OUTCOMES} The scorecards and statistics show what happened; beside "
            "them, what chance predicts. tracker never offers a prediction.</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        self.runner.cancel_all()
        self.runner.wait_for_done()
        self.settings.set(GEOMETRY, bytes(self.saveGeometry().data()))
        self.library.close()
        super().closeEvent(event)


def _outcome_line(outcome: FileOutcome) -> str:
    """One file's outcome in a sentence for the import summary."""
    name = Path(outcome.path).name
    if isinstance(outcome, FileImported):
        result = outcome.result
        line = f"{name}: {result.shoes} shoes, {result.hands} hands stored"
        if result.duplicates:
            line += f"; {result.duplicates} already in the library"
        return line
    if isinstance(outcome, FileCancelled):
        return f"{name}: cancelled: nothing of it was stored"
    return f"{name}: {outcome.message}"


class _ShoeArgumentError(UserError):
    pass
