"""The main window: the shoe library, the scorecards of the chosen shoe with its hands and
statistics, and keyboard-first logging of a live shoe.

Every hand logged is committed to the library before the scorecards grow; undo and redo
are one command per hand.
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
    QThreadPool,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.rules import Winner
from tracker.errors import UserError
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord
from tracker.roads import Result
from tracker.store import ImportResult, Library, ShoeSummary, open_library
from tracker.ui.models import HandsModel, ShoeFilterModel, ShoeListModel, shoe_title
from tracker.ui.scorecard import ExportError, ScorecardBoard
from tracker.ui.stats_panel import StatisticsPanel
from tracker.ui.workers import ImportTask, start_warm_up

T = TypeVar("T")

SAMPLE_SHOES = Path(__file__).resolve().parents[2] / "sample_shoes"

EMPTY_LIBRARY = (
    "<p><b>Your library is empty.</b></p>"
    "<p>Press <b>Ctrl+N</b> to log a shoe at the table, hand by hand, or <b>Ctrl+I</b> to "
    "import shoe files (hands CSV, bead strings, shoe JSON).</p>"
    "<p>File → Import the sample shoes brings in 20 real shoes from live tables and "
    "card-level shoes dealt by tracker's simulator, to explore at once.</p>"
)


def sample_files() -> list[Path]:
    """The sample shoe files beside the package (in a source checkout), if any."""
    if not SAMPLE_SHOES.is_dir():
        return []
    return sorted(
        path
        for path in SAMPLE_SHOES.rglob("*")
        if path.suffix in (".csv", ".txt", ".json") and path.name != "hand-typed-with-mistakes.csv"
    )


SHOE_FILES = "Shoe files (*.csv *.txt *.json *.gz);;All files (*)"


class LogHandCommand(QUndoCommand):
    """One logged hand: redo logs it (committed at once), undo removes it again."""

    def __init__(self, window: MainWindow, shoe_id: int, hand: HandRecord) -> None:
        super().__init__(f"log {hand.winner.word if hand.winner else 'hand'}")
        self.window = window
        self.shoe_id = shoe_id
        self.hand = hand
        self.done_once = False

    def redo(self) -> None:
        if self.done_once:
            # The first redo happened before the command was pushed (so that a failure to
            # store never enters the undo stack).
            self.done_once = False
            return
        if self.window.history_broken:
            return
        if not self.window.store_hand(self.shoe_id, self.hand):
            self.window.break_history()

    def undo(self) -> None:
        if self.window.history_broken:
            return
        if not self.window.remove_last_hand(self.shoe_id):
            self.window.break_history()


class LoggingBar(QWidget):
    """The buttons and flags for logging a hand; each has a one-key shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target = QLabel(self)
        # Wraps rather than widening the window on a laptop screen.
        self.target.setWordWrap(True)
        self.target.setMinimumWidth(120)
        self.banker = QPushButton("&Banker", self)
        self.player = QPushButton("&Player", self)
        self.tie = QPushButton("&Tie", self)
        self.player_pair = QCheckBox("Player pair (1)", self)
        self.banker_pair = QCheckBox("Banker pair (2)", self)
        self.natural = QCheckBox("Natural (N)", self)
        for button, tip in (
            (self.banker, "Log a Banker win (B)"),
            (self.player, "Log a Player win (P)"),
            (self.tie, "Log a tie (T)"),
        ):
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.setToolTip("Marks the next hand logged; cleared after it")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.target, 1)
        for widget in (
            self.player_pair,
            self.banker_pair,
            self.natural,
            self.banker,
            self.player,
            self.tie,
        ):
            layout.addWidget(widget)

    def flags(self) -> tuple[bool, bool, bool]:
        return (
            self.player_pair.isChecked(),
            self.banker_pair.isChecked(),
            self.natural.isChecked(),
        )

    def clear_flags(self) -> None:
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setChecked(False)

    def set_target(self, shoe: ShoeSummary | None) -> None:
        logging = shoe is not None and shoe.kind is ShoeKind.LIVE and not shoe.closed
        for widget in (
            self.banker,
            self.player,
            self.tie,
            self.player_pair,
            self.banker_pair,
            self.natural,
        ):
            widget.setEnabled(logging)
        if logging:
            assert shoe is not None
            self.target.setText(
                f"Logging <b>{shoe_title(shoe)}</b>: press B, P or T for each hand (Ctrl+Z undoes)"
            )
        else:
            self.target.setText("Press Ctrl+N to start logging a new shoe at the table")


class MainWindow(QMainWindow):
    """The library on the left; the chosen shoe's scorecards, hands and statistics."""

    def __init__(
        self,
        library: Library,
        *,
        settings: QSettings | None = None,
        warm_up: bool = True,
        pool: QThreadPool | None = None,
    ) -> None:
        super().__init__()
        self.library = library
        self.settings = settings if settings is not None else QSettings()
        self.pool = pool if pool is not None else QThreadPool.globalInstance()
        self.undo_stack = QUndoStack(self)
        self.current: ShoeSummary | None = None
        self.record: ShoeRecord | None = None
        self.import_task: ImportTask | None = None
        # Set when an undo or redo failed: the stack no longer matches the library, so
        # every command is inert until the stack is cleared (see break_history).
        self.history_broken = False
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
        self.setCentralWidget(splitter)
        self.splitter = splitter

        self._make_actions()
        self.board.set_colour_blind(bool(self.settings.value("colour_blind", False, type=bool)))
        self.colour_blind_action.setChecked(self.board.colour_blind())
        self.logging_bar.banker.clicked.connect(lambda: self.log_hand(Winner.BANKER))
        self.logging_bar.player.clicked.connect(lambda: self.log_hand(Winner.PLAYER))
        self.logging_bar.tie.clicked.connect(lambda: self.log_hand(Winner.TIE))
        self.logging_bar.set_target(None)
        geometry = self.settings.value("geometry")
        # A settings file from elsewhere may hold anything under the key; restoreGeometry
        # itself moves a window saved on a screen that is gone onto this one.
        if not (isinstance(geometry, QByteArray | bytes) and self.restoreGeometry(geometry)):
            self._fit_to_screen()
        self.refresh_library()
        if warm_up:
            start_warm_up()

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
        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        self.new_shoe_action = self._action(
            file_menu, "&New shoe at the table…", QKeySequence.StandardKey.New, self.new_shoe
        )
        self.close_shoe_action = self._action(
            file_menu, "&Close this shoe", "Ctrl+Shift+W", self.close_shoe
        )
        file_menu.addSeparator()
        self._action(file_menu, "&Import shoe files…", "Ctrl+I", self.choose_import)
        self.samples_action = self._action(
            file_menu, "Import the &sample shoes", None, self.import_samples
        )
        self.samples_action.setEnabled(sample_files() != [])
        self._action(file_menu, "Export scorecards as &PNG…", "Ctrl+E", self.export_png)
        self._action(file_menu, "Export scorecards as P&DF…", None, self.export_pdf)
        file_menu.addSeparator()
        self._action(file_menu, "&Quit", QKeySequence.StandardKey.Quit, self.close)

        edit_menu = menu.addMenu("&Edit")
        undo = self.undo_stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.undo_stack.createRedoAction(self, "&Redo")
        redo.setShortcut(QKeySequence.StandardKey.Redo)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        edit_menu.addSeparator()
        for text, key, winner in (
            ("Log &Banker", "B", Winner.BANKER),
            ("Log &Player", "P", Winner.PLAYER),
            ("Log &Tie", "T", Winner.TIE),
        ):
            self._action(edit_menu, text, key, lambda _checked=False, w=winner: self.log_hand(w))
        for text, key, box in (
            ("Mark Player pair", "1", self.logging_bar.player_pair),
            ("Mark Banker pair", "2", self.logging_bar.banker_pair),
            ("Mark natural", "N", self.logging_bar.natural),
        ):
            self._action(
                edit_menu,
                text,
                key,
                lambda _checked=False, b=box: b.toggle() if b.isEnabled() else None,
            )

        view_menu = menu.addMenu("&View")
        self.colour_blind_action = QAction("&Colour-blind-safe scorecards", self)
        self.colour_blind_action.setCheckable(True)
        self.colour_blind_action.toggled.connect(self.set_colour_blind)
        view_menu.addAction(self.colour_blind_action)
        self._action(view_menu, "Find shoe", QKeySequence.StandardKey.Find, self.filter.setFocus)

        help_menu = menu.addMenu("&Help")
        self._action(help_menu, "&About tracker", None, self.about)

    def _action(
        self,
        menu: object,
        text: str,
        shortcut: QKeySequence.StandardKey | str | None,
        slot: object,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)  # type: ignore[attr-defined]
        self.addAction(action)
        return action

    # -- the library ---------------------------------------------------------------------

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
            self.show_shoe(keep)
        else:
            self._show(None)

    def show_shoe(self, shoe_id: int) -> None:
        """Select and show a shoe of the library."""
        if self.current is None or self.current.id != shoe_id:
            shoe = self._guard(lambda: self.library.shoe(shoe_id))
            if shoe is None:
                return
            if self.shoe_model.row_of(shoe_id) is None:
                self.shoe_model.update_shoe(shoe)
            # Shown before it is selected, so that selecting it does not load it again.
            if not self._show(shoe):
                return
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
        shoe = self._guard(lambda: self.library.shoe(shoe_id))
        if shoe is None or not self._show(shoe):
            # The list must not point at a shoe other than the one shown and logged into.
            QTimer.singleShot(0, self._reselect_current)

    def _reselect_current(self) -> None:
        self._select_in_list(self.current.id if self.current is not None else None)

    def _show(self, shoe: ShoeSummary | None) -> bool:
        """Show ``shoe`` (``None``: none); ``False`` when it could not be read (the
        message shown, the shoe shown before still shown)."""
        record = None
        if shoe is not None:
            shoe_id = shoe.id
            record = self._guard(lambda: self.library.load_shoe(shoe_id))
            if record is None:
                return False
        self.current = shoe
        self.undo_stack.clear()
        self.logging_bar.clear_flags()
        self.logging_bar.set_target(shoe)
        self.close_shoe_action.setEnabled(
            shoe is not None and shoe.kind is ShoeKind.LIVE and not shoe.closed
        )
        if shoe is None:
            self.record = None
            self.board.set_results([])
            self.hands_model.set_hands([])
            self.stats.set_shoe(None)
            if self.shoe_model.rowCount() == 0:
                self.stats.label.setText(EMPTY_LIBRARY)
            self.setWindowTitle("tracker")
            return True
        assert record is not None
        self.record = record
        self.board.set_results(Result.from_hand(hand) for hand in self.record.hands)
        self.hands_model.set_hands(self.record.hands)
        for column in HandsModel.CARD_COLUMNS:
            self.hands_view.setColumnHidden(column, not self.hands_model.has_cards())
        self.hands_view.scrollToBottom()
        self.stats.set_shoe(self.record)
        self.setWindowTitle(f"{shoe_title(shoe)} — tracker")
        return True

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
        shoe = self._guard(lambda: self.library.start_shoe(table=table))
        if shoe is None:
            return None
        self.shoe_model.update_shoe(shoe)
        self.show_shoe(shoe.id)
        return shoe

    def close_shoe(self) -> None:
        if self.current is None:
            return
        shoe_id = self.current.id
        self._guard(lambda: self.library.close_shoe(shoe_id))
        self.current = None
        self.refresh_library(select=shoe_id)

    def log_hand(self, winner: Winner) -> None:
        """Log the next hand of the open live shoe: stored first, then drawn."""
        shoe = self.current
        if shoe is None or shoe.kind is not ShoeKind.LIVE or shoe.closed:
            self.statusBar().showMessage(
                "Start a new shoe (Ctrl+N) to log hands; this one is not open for logging.", 5000
            )
            return
        player_pair, banker_pair, natural = self.logging_bar.flags()
        hand = HandRecord(
            number=0,
            winner=winner,
            player_pair=player_pair,
            banker_pair=banker_pair,
            natural=natural,
        )
        if not self.store_hand(shoe.id, hand):
            return
        command = LogHandCommand(self, shoe.id, hand)
        command.done_once = True
        self.undo_stack.push(command)
        self.logging_bar.clear_flags()

    def store_hand(self, shoe_id: int, hand: HandRecord) -> bool:
        stored = self._guard(lambda: self.library.add_hand(shoe_id, hand))
        if stored is None:
            return False
        self.board.add_result(Result.from_hand(stored.record))
        self.hands_model.append(stored.record)
        self.hands_view.scrollToBottom()
        self._after_change(shoe_id)
        return True

    def remove_last_hand(self, shoe_id: int) -> bool:
        """Remove the shoe's last hand; ``False`` when the library refused (message shown)."""
        try:
            removed = self.library.undo_last(shoe_id)
        except UserError as exc:
            QMessageBox.warning(self, "tracker", str(exc))
            return False
        if removed is None:
            return True
        self.board.undo_result()
        self.hands_model.pop()
        self._after_change(shoe_id)
        return True

    def break_history(self) -> None:
        """An undo or redo failed, so the undo stack no longer matches the library: make
        it inert now and clear it once the stack has finished the current step."""
        self.history_broken = True
        QTimer.singleShot(0, self._clear_history)
        self.statusBar().showMessage("The undo history was cleared: the library refused.", 8000)

    def _clear_history(self) -> None:
        self.undo_stack.clear()
        self.history_broken = False

    def _after_change(self, shoe_id: int) -> None:
        # The hand is stored; a failure to read it back only leaves the counts stale.
        summary = self._guard(lambda: self.library.shoe(shoe_id))
        record = self._guard(lambda: self.library.load_shoe(shoe_id))
        if summary is None or record is None:
            return
        self.current = summary
        self.shoe_model.update_shoe(summary)
        self.record = record
        self.stats.set_shoe(self.record)
        count = summary.hands
        self.statusBar().showMessage(f"Saved: {count} hand{'s' if count != 1 else ''}", 3000)

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

    def import_files(self, paths: list[Path]) -> ImportTask:
        """Import files in the background with a progress dialog that can cancel."""
        task = ImportTask(self.library, paths)
        dialog = QProgressDialog("Importing…", "Cancel", 0, 0, self)
        dialog.setWindowTitle("Import shoe files")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(400)
        dialog.canceled.connect(task.cancel)
        messages: list[str] = []

        def progress(number: int, done: int, total: int) -> None:
            dialog.setLabelText(f"Importing {paths[number].name} ({number + 1} of {len(paths)})")
            dialog.setMaximum(max(total, 0))
            dialog.setValue(min(done, total) if total else 0)

        def file_done(path: str, outcome: object) -> None:
            name = Path(path).name
            if isinstance(outcome, ImportResult):
                line = f"{name}: {outcome.shoes} shoes, {outcome.hands} hands stored"
                if outcome.duplicates:
                    line += f"; {outcome.duplicates} already in the library"
                messages.append(line)
            else:
                messages.append(f"{name}: {outcome}")

        def finished(cancelled: bool) -> None:
            dialog.reset()
            dialog.deleteLater()
            self.import_task = None
            if self.closing:
                # Delivered after the window closed the library: nothing left to show.
                return
            self.refresh_library()
            self.statusBar().showMessage("; ".join(messages), 10000)
            if any(not m.endswith("stored") and "already" not in m for m in messages):
                QMessageBox.information(self, "Import", "\n".join(messages))

        task.signals.progress.connect(progress)
        task.signals.file_done.connect(file_done)
        task.signals.finished.connect(finished)
        self.import_task = task
        self.pool.start(task)
        return task

    def import_samples(self) -> None:
        """Import the real and simulated shoes that come with tracker."""
        files = sample_files()
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
        self.settings.setValue("colour_blind", on)

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About tracker",
            "<p><b>tracker</b>: a baccarat scorecard tracker and shoe-history analyzer.</p>"
            "<p>Past outcomes cannot predict future hands. The scorecards and statistics "
            "show what happened; beside them, what chance predicts. tracker never offers a "
            "prediction.</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        if self.import_task is not None:
            self.import_task.cancel()
            self.pool.waitForDone()
        self.settings.setValue("geometry", self.saveGeometry())
        self.library.close()
        super().closeEvent(event)


class _ShoeArgumentError(UserError):
    pass
