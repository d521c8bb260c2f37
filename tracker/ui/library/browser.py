"""The library browser: every shoe in a sortable table with filters (casino, table, dates,
kind, decks, validation status) and, on a selection, validate, replay, export, delete and
statistics."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QModelIndex, Qt
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
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.library.browser_model import KINDS, BrowserModel
from tracker.ui.library.texts import fill
from tracker.ui.shell.i18n import english_plural, is_language_change, shown
from tracker.ui.shell.save_dialog import choose_save_path

OpenShoes = Callable[[list[int]], object]
"""Told the ids of the shoes chosen (in the order shown)."""

_ANY_DATE = QDate(2000, 1, 1)  # the dates' minimum, shown as "any"

_DECKS = (1, 2, 4, 6, 8)
"""The deck counts the decks filter offers."""

_STATUSES = (
    (CheckStatus.SOUND, QT_TRANSLATE_NOOP("LibraryBrowser", "Sound")),
    (CheckStatus.PROBLEMS, QT_TRANSLATE_NOOP("LibraryBrowser", "With problems")),
    (CheckStatus.OUTCOME, QT_TRANSLATE_NOOP("LibraryBrowser", "Outcome only (not checkable)")),
)
"""The verdicts the validation filter offers, and their words (translated where shown)."""


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
        self.library = library
        self._show_report = show_report
        self._replay = replay
        self._statistics = statistics
        self._changed = changed
        self.model = BrowserModel(library)
        self._written: tuple[int, int, int, str] | None = None  # the last export's line

        self.casino = QLineEdit()
        self.table_name = QLineEdit()
        self.date_from = _date_edit()
        self.date_to = _date_edit()
        self.kind = QComboBox()
        self.kind.addItem("", None)
        for kind in ShoeKind:
            self.kind.addItem("", kind)
        self.decks = QComboBox()
        self.decks.addItem("", None)
        for decks in _DECKS:
            self.decks.addItem("", decks)
        self.status = QComboBox()
        self.status.addItem("", None)
        for status, _words in _STATUSES:
            self.status.addItem("", status)
        for combo in (self.kind, self.decks, self.status):
            # As wide as the words of the language shown, not those of the first showing.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.from_label = QLabel()
        self.to_label = QLabel()
        filters = QHBoxLayout()
        filters.addWidget(self.casino, 2)
        filters.addWidget(self.table_name, 2)
        filters.addWidget(self.from_label)
        filters.addWidget(self.date_from)
        filters.addWidget(self.to_label)
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
        # The count's line may be long (an export's file): it wraps rather than widen the
        # window, and leaves the buttons their room.
        self.count.setWordWrap(True)
        self.validate_button = QPushButton()
        self.replay_button = QPushButton()
        self.export_button = QPushButton()
        self.delete_button = QPushButton()
        self.statistics_button = QPushButton()
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
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the window in the app's language (at build and when it changes)."""
        self.setWindowTitle(QCoreApplication.translate("LibraryBrowser", "Library — tracker"))
        self.casino.setPlaceholderText(QCoreApplication.translate("LibraryBrowser", "Casino"))
        self.table_name.setPlaceholderText(QCoreApplication.translate("LibraryBrowser", "Table"))
        self.from_label.setText(QCoreApplication.translate("LibraryBrowser", "from"))
        self.to_label.setText(QCoreApplication.translate("LibraryBrowser", "to"))
        for edit in (self.date_from, self.date_to):
            edit.setSpecialValueText(QCoreApplication.translate("LibraryBrowser", "any"))
        self.kind.setItemText(0, QCoreApplication.translate("LibraryBrowser", "Any kind"))
        for i, kind in enumerate(ShoeKind, start=1):
            self.kind.setItemText(
                i, QCoreApplication.translate("LibraryBrowser", KINDS[kind.value])
            )
        self.decks.setItemText(0, QCoreApplication.translate("LibraryBrowser", "Any decks"))
        for i, decks in enumerate(_DECKS, start=1):
            self.decks.setItemText(
                i,
                english_plural(
                    QCoreApplication.translate("LibraryBrowser", "%n deck(s)", "", decks), decks
                ),
            )
        self.status.setItemText(0, QCoreApplication.translate("LibraryBrowser", "Any validation"))
        for i, (_status, words) in enumerate(_STATUSES, start=1):
            self.status.setItemText(i, QCoreApplication.translate("LibraryBrowser", words))
        self.validate_button.setText(
            QCoreApplication.translate("LibraryBrowser", "Validation report")
        )
        self.replay_button.setText(QCoreApplication.translate("LibraryBrowser", "Replay"))
        self.export_button.setText(QCoreApplication.translate("LibraryBrowser", "Export…"))
        self.delete_button.setText(QCoreApplication.translate("LibraryBrowser", "Delete…"))
        self.statistics_button.setText(QCoreApplication.translate("LibraryBrowser", "Statistics"))
        self.model.retranslate()
        if self._written is not None:
            self._say_written(*self._written)
        else:
            self._selection_changed()

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

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
        count = self.model.total  # (lupdate reads a count given by a plain name only)
        total = english_plural(
            QCoreApplication.translate("LibraryBrowser", "%Ln shoe(s)", "", count), count
        )
        self._written = None
        self.count.setText(
            QCoreApplication.translate("LibraryBrowser", "%1, %Ln chosen", "", chosen).replace(
                "%1", total
            )
            if chosen
            else total
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
                self,
                QCoreApplication.translate("LibraryBrowser", "Export shoes"),
                "shoes.json",
                QCoreApplication.translate(
                    "LibraryBrowser", "Shoe JSON (*.json);;Hands CSV (*.csv)"
                ),
                None,
            )
            if not path:
                return
        fmt = "csv" if path.lower().endswith(".csv") else "json"
        try:
            shoes, hands = export_shoes(self.library, ids, path, fmt)
        except UserError as exc:
            QMessageBox.information(
                self, QCoreApplication.translate("LibraryBrowser", "Export"), shown(exc)
            )
            return
        left_out = len(ids) - shoes  # a shoe with no hands has no row in a hands CSV
        self._say_written(shoes, hands, left_out, path)

    def _say_written(self, shoes: int, hands: int, left_out: int, path: str) -> None:
        line = fill(
            QCoreApplication.translate("LibraryBrowser", "%1, %2 written to %3"),
            english_plural(
                QCoreApplication.translate("LibraryBrowser", "%Ln shoe(s)", "", shoes), shoes
            ),
            english_plural(
                QCoreApplication.translate("LibraryBrowser", "%Ln hand(s)", "", hands), hands
            ),
            path,
        )
        if left_out:
            line += QCoreApplication.translate(
                "LibraryBrowser",
                "; %Ln with no hands left out (a CSV has a row a hand)",
                "",
                left_out,
            )
        self.count.setText(line)
        self._written = (shoes, hands, left_out, path)

    def delete_selected(self, *, ask: bool = True) -> None:
        """Delete the chosen shoes, once confirmed (the library keeps no deleted shoe)."""
        ids = self.selected_ids()
        if not ids:
            return
        if ask:
            count = len(ids)
            answer = QMessageBox.question(
                self,
                QCoreApplication.translate("LibraryBrowser", "Delete shoes"),
                english_plural(
                    QCoreApplication.translate(
                        "LibraryBrowser",
                        "Delete %Ln shoe(s) and all their hands from the library? This cannot be "
                        "undone (export them first to keep a copy).",
                        "",
                        count,
                    ),
                    count,
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            for shoe_id in ids:
                self.library.delete_shoe(shoe_id)
        except UserError as exc:
            QMessageBox.information(
                self, QCoreApplication.translate("LibraryBrowser", "Delete shoes"), shown(exc)
            )
        self.model.reload()
        if self._changed is not None:
            self._changed()


def _date_edit() -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMinimumDate(_ANY_DATE)
    edit.setDate(_ANY_DATE)
    return edit
