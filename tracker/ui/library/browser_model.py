"""The library browser's table model: the shoes a filter lets through, sorted in the query
and read a page at a time as the view scrolls (``canFetchMore``/``fetchMore``), so that a
filter or a sort over 10,000 shoes reads one count and one page, never the whole library."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from tracker.history import CheckStatus
from tracker.store import Library, ShoeFilter, ShoeSummary
from tracker.store.queries import SORT_KEYS
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.library.models import local_time, shoe_title
from tracker.ui.shell.i18n import english_plural

PAGE = 100
"""Shoes read per page (a few screens of rows)."""

KINDS = {
    "live": QT_TRANSLATE_NOOP("LibraryBrowser", "Live"),
    "imported": QT_TRANSLATE_NOOP("LibraryBrowser", "Imported"),
    "practice": QT_TRANSLATE_NOOP("LibraryBrowser", "Practice"),
    "simulated": QT_TRANSLATE_NOOP("LibraryBrowser", "Simulated"),
}
"""A shoe's kind as the browser's column and kind filter name it (translated where shown)."""

_VERDICTS = {
    CheckStatus.SOUND: QT_TRANSLATE_NOOP("LibraryBrowser", "sound"),
    CheckStatus.OUTCOME: QT_TRANSLATE_NOOP("LibraryBrowser", "outcome only"),
}

Index = QModelIndex | QPersistentModelIndex


def status_text(shoe: ShoeSummary) -> str:
    """A shoe's verdict in a word or three, in the app's language."""
    if shoe.status is None:
        return QCoreApplication.translate("LibraryBrowser", "not checked")
    if shoe.status is CheckStatus.PROBLEMS:
        count = shoe.problems
        return english_plural(
            QCoreApplication.translate("LibraryBrowser", "%Ln problem(s)", "", count), count
        )
    return QCoreApplication.translate("LibraryBrowser", _VERDICTS[shoe.status])


class BrowserModel(QAbstractTableModel):
    """Shoes of the library, one a row: the columns of :data:`HEADERS`."""

    HEADERS = (
        QT_TRANSLATE_NOOP("LibraryBrowser", "Label"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Casino"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Table"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Started"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Decks"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Hands"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "B · P · T"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Kind"),
        QT_TRANSLATE_NOOP("LibraryBrowser", "Validation"),
    )
    """The columns' titles (translated where shown)."""
    ShoeIdRole = Qt.ItemDataRole.UserRole + 1
    reloaded = Signal()
    """The filter's shoes were read again (a new count, the first page)."""

    def __init__(self, library: Library) -> None:
        super().__init__()
        self._library = library
        self._filter = ShoeFilter()
        self._sort = "started"
        self._descending = True
        self._rows: list[ShoeSummary] = []
        self._total = 0
        self._next = 0  # the rows of the query read so far (pages of PAGE)
        # Set while rows go or come: whoever hears the change and asks for more then (a
        # view, a model tester) waits for the change to end rather than nest another.
        self._changing = False
        self.reload()

    # -- what is shown ---------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many shoes the filter lets through (read or not yet)."""
        return self._total

    @property
    def shoe_filter(self) -> ShoeFilter:
        return self._filter

    def set_filter(self, where: ShoeFilter) -> None:
        if where != self._filter:
            self._filter = where
            self.reload()

    def reload(self) -> None:
        """Read the count and the first page again (after a filter, a sort or a change)."""
        # Read first, then reset: the model is never half-changed while a query runs, and
        # whoever hears the reset and asks for more (a view, a model tester) waits for it.
        total = self._library.browse_count(self._filter)
        rows = self._page(0)
        self._changing = True
        try:
            self.beginResetModel()
            self._total, self._rows = total, rows
            self._next = PAGE
            self.endResetModel()
        finally:
            self._changing = False
        self.reloaded.emit()

    def _page(self, offset: int) -> list[ShoeSummary]:
        return self._library.browse(
            self._filter,
            sort=self._sort,
            descending=self._descending,
            offset=offset,
            limit=PAGE,
        )

    def shoe_at(self, row: int) -> ShoeSummary:
        return self._rows[row]

    def row_of(self, shoe_id: int) -> int | None:
        for row, shoe in enumerate(self._rows):
            if shoe.id == shoe_id:
                return row
        return None

    # -- Qt's model ------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and not self._changing and self._next < self._total

    def fetchMore(self, parent: Index) -> None:
        if not self.canFetchMore(parent):
            return  # a view (or a model tester) may ask when there is nothing more
        # By the query's rows read so far, not the rows listed: a damaged row read is left
        # out of its page (the library names it), and the next page starts after it.
        page = self._page(self._next)
        self._next += PAGE
        if not page:
            self._next = self._total  # shoes deleted meanwhile
            return
        start = len(self._rows)
        self._changing = True
        try:
            self.beginInsertRows(QModelIndex(), start, start + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()
        finally:
            self._changing = False

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role == Qt.ItemDataRole.DisplayRole
            and orientation == Qt.Orientation.Horizontal
            and 0 <= section < len(self.HEADERS)
        ):
            return QCoreApplication.translate("LibraryBrowser", self.HEADERS[section])
        return None

    def retranslate(self) -> None:
        """The language changed: the views read the titles and the cells again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.HEADERS) - 1)
        if self._rows:
            last = self.index(len(self._rows) - 1, len(self.HEADERS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        shoe = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return _cell(shoe, column)
        if role == self.ShoeIdRole:
            return shoe.id
        if role == Qt.ItemDataRole.ToolTipRole:
            # The shoe's names and its file: the user's words, not translated.
            return shoe_title(shoe) + (f"\n{shoe.source}" if shoe.source else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (4, 5, 6):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in the query, then read the first page of the new order."""
        if not 0 <= column < len(SORT_KEYS):
            return
        self._sort = SORT_KEYS[column]
        self._descending = order == Qt.SortOrder.DescendingOrder
        self.reload()


def _cell(shoe: ShoeSummary, column: int) -> str:
    number = QLocale().toString
    if column == 0:
        return shoe.label or f"#{shoe.id}"
    if column == 1:
        return shoe.casino or ""
    if column == 2:
        return shoe.table or ""
    if column == 3:
        if shoe.started is None:
            return ""
        # The format is the catalogue's: each language writes a date its own way.
        fmt = QCoreApplication.translate("LibraryBrowser", "yyyy-MM-dd HH:mm")
        return QLocale().toString(local_time(shoe.started), fmt)
    if column == 4:
        return "" if shoe.decks is None else number(shoe.decks)
    if column == 5:
        return number(shoe.tally.hands)
    if column == 6:
        tally = shoe.tally
        return f"{number(tally.banker)} · {number(tally.player)} · {number(tally.tie)}"
    if column == 7:
        kind = KINDS.get(shoe.kind.value)
        return (
            shoe.kind.value if kind is None else QCoreApplication.translate("LibraryBrowser", kind)
        )
    return status_text(shoe)
