"""The library browser: every shoe in a sortable table with filters (casino, table, dates,
kind, decks, validation status) and, on a selection, validate, replay, export, delete and
statistics."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from PySide6.QtCore import QDate, QModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.errors import UserError
from tracker.history import CheckStatus, ShoeKind
from tracker.services.exporting import export_shoes
from tracker.store import Library, ShoeFilter
from tracker.ui.library.browser_model import BrowserModel
from tracker.ui.shell.save_dialog import choose_save_path

OpenShoes = Callable[[list[int]], object]
"""Told the ids of the shoes chosen (in the order shown)."""

_ANY_DATE = QDate(2000, 1, 1)  # the dates' minimum, shown as "any"


class LibraryBrowser(QWidget):
    """A window over the whole library, fast at 10,000 shoes (see :class:`BrowserModel`).

    ``show_report``, ``replay`` and ``statistics`` open the other windows for the shoes
    chosen; ``changed`` is told after a delete."""

    def __init__(
        self,
        library: Library,
        *,
        show_report: OpenShoes,
        replay: Callable[[int], object],
        statistics: OpenShoes | None = None,
        changed: Callable[[], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Library — tracker")
        self.library = library
        self._show_report = show_report
        self._replay = replay
        self._statistics = statistics
        self._changed = changed
        self.model = BrowserModel(library)

        self.casino = QLineEdit()
        self.casino.setPlaceholderText("Casino")
        self.table_name = QLineEdit()
        self.table_name.setPlaceholderText("Table")
        self.date_from = _date_edit()
        self.date_to = _date_edit()
        self.kind = QComboBox()
        self.kind.addItem("Any kind", None)
        for kind in ShoeKind:
            self.kind.addItem(kind.value.title(), kind)
        self.decks = QComboBox()
        self.decks.addItem("Any decks", None)
        for decks in (1, 2, 4, 6, 8):
            self.decks.addItem(f"{decks} deck{'s' * (decks != 1)}", decks)
        self.status = QComboBox()
        self.status.addItem("Any validation", None)
        for status, words in (
            (CheckStatus.SOUND, "Sound"),
            (CheckStatus.PROBLEMS, "With problems"),
            (CheckStatus.OUTCOME, "Outcome only (not checkable)"),
        ):
            self.status.addItem(words, status)
        filters = QHBoxLayout()
        filters.addWidget(self.casino, 2)
        filters.addWidget(self.table_name, 2)
        filters.addWidget(QLabel("from"))
        filters.addWidget(self.date_from)
        filters.addWidget(QLabel("to"))
        filters.addWidget(self.date_to)
        for combo in (self.kind, self.decks, self.status):
            filters.addWidget(combo)
        for edit in (self.casino, self.table_name):
            edit.textChanged.connect(self.apply_filter)
        for date in (self.date_from, self.date_to):
            date.dateChanged.connect(self.apply_filter)
        for combo in (self.kind, self.decks, self.status):
            combo.currentIndexChanged.connect(self.apply_filter)

        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(3, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((190, 120, 170, 130, 50, 55, 110, 80)):
            self.view.setColumnWidth(column, width)
        self.view.doubleClicked.connect(self._double_clicked)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        self.model.modelReset.connect(self._selection_changed)

        self.count = QLabel()
        self.validate_button = QPushButton("Validation report")
        self.replay_button = QPushButton("Replay")
        self.export_button = QPushButton("Export…")
        self.delete_button = QPushButton("Delete…")
        self.statistics_button = QPushButton("Statistics")
        self.validate_button.clicked.connect(lambda: self._show_report(self.selected_ids()))
        self.replay_button.clicked.connect(self._replay_current)
        self.export_button.clicked.connect(self.export_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.statistics_button.clicked.connect(self._open_statistics)
        self.statistics_button.setVisible(statistics is not None)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        for button in (
            self.validate_button,
            self.replay_button,
            self.statistics_button,
            self.export_button,
            self.delete_button,
        ):
            buttons.addWidget(button)
        QShortcut(QKeySequence.StandardKey.Delete, self.view, self.delete_selected)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.resize(1180, 680)
        self._selection_changed()

    # -- filters ---------------------------------------------------------------------------

    def current_filter(self) -> ShoeFilter:
        def day(edit: QDateEdit, *, after: bool) -> datetime | None:
            date = edit.date()
            if date == _ANY_DATE:
                return None
            start = datetime(date.year(), date.month(), date.day())
            return start + timedelta(days=1) if after else start

        return ShoeFilter(
            casino=self.casino.text().strip() or None,
            table=self.table_name.text().strip() or None,
            started_from=day(self.date_from, after=False),
            started_to=day(self.date_to, after=True),
            kind=self.kind.currentData(),
            decks=self.decks.currentData(),
            status=self.status.currentData(),
        )

    def apply_filter(self) -> None:
        """Query the shoes the filters let through (one count and one page)."""
        self.model.set_filter(self.current_filter())

    def refresh(self) -> None:
        self.model.reload()

    # -- the selection ---------------------------------------------------------------------

    def selected_ids(self) -> list[int]:
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        return [self.model.shoe_at(row).id for row in rows]

    def _selection_changed(self, *_: object) -> None:
        chosen = len(self.view.selectionModel().selectedRows())
        total = self.model.total
        self.count.setText(
            f"{total:,} shoe{'s' * (total != 1)}" + (f", {chosen:,} chosen" if chosen else "")
        )
        for button in (
            self.validate_button,
            self.export_button,
            self.delete_button,
            self.statistics_button,
        ):
            button.setEnabled(chosen > 0)
        self.replay_button.setEnabled(chosen == 1)

    def _double_clicked(self, index: QModelIndex) -> None:
        self._replay(self.model.shoe_at(index.row()).id)

    def _replay_current(self) -> None:
        ids = self.selected_ids()
        if ids:
            self._replay(ids[0])

    def _open_statistics(self) -> None:
        if self._statistics is not None:
            self._statistics(self.selected_ids())

    def export_selected(self, path: str | None = None) -> None:
        """Write the chosen shoes to a file (asked for unless given)."""
        ids = self.selected_ids()
        if not ids:
            return
        if not path:
            path, _ = choose_save_path(
                self, "Export shoes", "shoes.json", "Shoe JSON (*.json);;Hands CSV (*.csv)", None
            )
            if not path:
                return
        fmt = "csv" if path.lower().endswith(".csv") else "json"
        try:
            shoes, hands = export_shoes(self.library, ids, path, fmt)
        except UserError as exc:
            QMessageBox.information(self, "Export", str(exc))
            return
        left_out = len(ids) - shoes  # a shoe with no hands has no row in a hands CSV
        note = f"; {left_out:,} with no hands left out (a CSV has a row a hand)" if left_out else ""
        self.count.setText(f"{shoes:,} shoes, {hands:,} hands written to {path}{note}")

    def delete_selected(self, *, ask: bool = True) -> None:
        """Delete the chosen shoes, once confirmed (the library keeps no deleted shoe)."""
        ids = self.selected_ids()
        if not ids:
            return
        if ask:
            answer = QMessageBox.question(
                self,
                "Delete shoes",
                f"Delete {len(ids):,} shoe{'s' * (len(ids) != 1)} and all their hands from "
                "the library? This cannot be undone (export them first to keep a copy).",
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            for shoe_id in ids:
                self.library.delete_shoe(shoe_id)
        except UserError as exc:
            QMessageBox.information(self, "Delete shoes", str(exc))
        self.model.reload()
        if self._changed is not None:
            self._changed()


def _date_edit() -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMinimumDate(_ANY_DATE)
    edit.setSpecialValueText("any")
    edit.setDate(_ANY_DATE)
    return edit
