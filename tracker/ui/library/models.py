"""The library's shoes as an item model for the shoe list, with its filter and its order.

One model does the three: the shoes in the list's order, the ones the filter lets through
as the rows, and shoes joining, changing or leaving a row at a time. A proxy over thousands
of shoes asked Python about each row at every keystroke, and a reset of the whole list for
each page or change lost the selection."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from pathlib import PurePath
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
    QTime,
    Signal,
)

from tracker.history import ShoeKind
from tracker.store import ShoeSummary
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.shell.i18n import english_plural
from tracker.ui.shell.rows import Index, RowsModel

_KIND_WORDS = {
    ShoeKind.LIVE: QT_TRANSLATE_NOOP("ShoeList", "Live"),
    ShoeKind.IMPORTED: QT_TRANSLATE_NOOP("ShoeList", "Imported"),
    ShoeKind.PRACTICE: QT_TRANSLATE_NOOP("ShoeList", "Practice"),
    ShoeKind.SIMULATED: QT_TRANSLATE_NOOP("ShoeList", "Simulated"),
}
"""A shoe's kind in the shoe list's tooltip (translated where shown)."""

# Roles as plain ints: data() is asked a dozen roles a cell at every paint.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_SHOE_ID = int(Qt.ItemDataRole.UserRole) + 1
_ASKED = frozenset((_DISPLAY, _EDIT, _TOOLTIP, _ALIGNMENT, _SHOE_ID))

_EPOCH = datetime(1970, 1, 1)
_MICROSECOND = timedelta(microseconds=1)

Key = tuple[Any, ...]
"""Where a shoe goes in the list's order: unique (it ends with the shoe's id)."""


def shoe_title(shoe: ShoeSummary) -> str:
    """How a shoe is named in lists and titles: its table and label, else its number."""
    parts = [p for p in (shoe.casino, shoe.table) if p]
    if not parts and shoe.source:
        # Shoes of a file without table names are told apart by the file they came from.
        parts = [PurePath(shoe.source).name.split(".")[0]]
    label = shoe.label or f"#{shoe.id}"
    if parts and label not in parts:
        return f"{' · '.join(parts)} — {label}"
    return " · ".join(parts) if parts else label


def local_time(when: datetime) -> QDateTime:
    """``when`` as the clock read it (its own offset kept, not moved to this computer's),
    for ``QLocale`` to write."""
    return QDateTime(
        QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second)
    )


def start_cell(started: datetime) -> str:
    """A start as the shoe list's column shows it: day, month and time in the app's
    language (``01 Dec 09:30``)."""
    # The format is the catalogue's: each language orders day and month its own way.
    fmt = QCoreApplication.translate("ShoeList", "dd MMM HH:mm")
    return QLocale().toString(local_time(started), fmt)


def _instant(started: datetime) -> int:
    """A start as the library orders it: microseconds of its UTC time, or of the local
    time a source gave without an offset."""
    offset = started.utcoffset()
    naive = started.replace(tzinfo=None)
    if offset:
        naive -= offset
    return (naive - _EPOCH) // _MICROSECOND


class ShoeListModel(RowsModel):
    """The shoes of the library, newest first (or as a header click sorted them): one row
    a shoe that the filter lets through.

    Shoes join in pages (:meth:`add_shoes`), each at its place in the order; one shoe
    changes at a time (:meth:`update_shoe`), in its row, or moved to its new place. Rows
    are inserted, moved and removed, never reset but for :meth:`set_shoes` and a new
    filter, so that the view keeps its selection and current row.
    """

    HEADERS = (
        QT_TRANSLATE_NOOP("ShoeList", "Shoe"),
        QT_TRANSLATE_NOOP("ShoeList", "Started"),
        QT_TRANSLATE_NOOP("ShoeList", "Hands: B · P · T"),
    )
    CONTEXT = "ShoeList"
    RIGHT_ALIGNED = frozenset({2})
    """The columns of figures, set at the right."""
    ShoeIdRole = _SHOE_ID

    joining = Signal()
    """Before a page of shoes joins the rows (for the view to hold on to what it shows)."""
    joined = Signal()
    """After the page joined."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The rows (RowsModel's) are the shoes the filter lets through, in this order.
        self._all: list[ShoeSummary] = []  # every shoe, in the list's order
        self._by_id: dict[int, ShoeSummary] = {}
        self._keys: dict[int, Key] = {}
        self._titles: dict[int, str] = {}
        self._names: dict[int, str] = {}  # the titles as the filter compares them
        self._column = 1
        self._descending = True
        self._needle = ""
        self._version = 0
        self._updated: dict[int, int] = {}  # shoe id → version of its last update_shoe

    # -- what the list holds ---------------------------------------------------------------

    def shoe_count(self) -> int:
        """Every shoe in the list, whether the filter shows it or not."""
        return len(self._all)

    def shoes(self) -> tuple[ShoeSummary, ...]:
        """Every shoe in the list's order (a copy: safe to hand to a worker thread)."""
        return tuple(self._all)

    def has(self, shoe_id: int) -> bool:
        return shoe_id in self._by_id

    @property
    def version(self) -> int:
        """Counts :meth:`update_shoe` calls: what was read before a shoe's update is older
        than it (see ``since`` in :meth:`add_shoes`)."""
        return self._version

    def shoe_at(self, row: int) -> ShoeSummary:
        shoe: ShoeSummary = self._rows[row]
        return shoe

    def row_of(self, shoe_id: int) -> int | None:
        """The row of a shoe; ``None`` when it is not in the list or the filter hides it."""
        key = self._keys.get(shoe_id)
        if key is None:
            return None
        row = self._place(self._rows, key)
        if row < len(self._rows) and self._rows[row].id == shoe_id:
            return row
        return None

    # -- the shoes changing ------------------------------------------------------------------

    def set_shoes(self, shoes: Iterable[ShoeSummary]) -> None:
        """The list anew: these shoes (the last of an id wins), in the list's order."""
        self.beginResetModel()
        self._by_id = {shoe.id: shoe for shoe in shoes}
        self._keys, self._titles, self._names = {}, {}, {}
        for shoe in self._by_id.values():
            self._learn(shoe)
        self._all = self._sorted(self._by_id.values())
        self._rows = self._visible(self._all)
        self._updated.clear()
        self.endResetModel()

    def add_shoes(self, shoes: Iterable[ShoeSummary], *, since: int | None = None) -> None:
        """Shoes read from the library: the new ones join at their places, the known ones
        are brought up to date, unless updated here after ``since`` (a :attr:`version`
        taken before they were read: this window's own update is the newer one)."""
        fresh: dict[int, ShoeSummary] = {}
        known: list[ShoeSummary] = []
        for shoe in shoes:
            if shoe.id not in self._by_id:
                fresh[shoe.id] = shoe
            elif since is None or self._updated.get(shoe.id, 0) <= since:
                known.append(shoe)
        for shoe in known:
            if self._by_id[shoe.id] != shoe:
                self._replace(shoe)
        if fresh:
            self.joining.emit()
            self._insert(list(fresh.values()))
            self.joined.emit()

    def update_shoe(self, shoe: ShoeSummary) -> None:
        """This window changed or started a shoe: its row anew, or a new row at its place."""
        self._version += 1
        self._updated[shoe.id] = self._version
        if shoe.id in self._by_id:
            if self._by_id[shoe.id] != shoe:
                self._replace(shoe)
        else:
            self._insert([shoe])

    def remove_shoes(self, shoe_ids: Iterable[int], *, since: int | None = None) -> None:
        """Shoes gone from the library (unless this window updated them after ``since``)."""
        for shoe_id in shoe_ids:
            if shoe_id not in self._by_id:
                continue
            if since is not None and self._updated.get(shoe_id, 0) > since:
                continue
            key = self._keys[shoe_id]
            row = self.row_of(shoe_id)
            if row is not None:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._rows[row]
            del self._all[self._place(self._all, key)]
            for table in (self._by_id, self._keys, self._titles, self._names):
                del table[shoe_id]
            self._updated.pop(shoe_id, None)
            if row is not None:
                self.endRemoveRows()

    def _learn(self, shoe: ShoeSummary) -> None:
        title = shoe_title(shoe)
        self._titles[shoe.id] = title
        self._names[shoe.id] = title.casefold()
        self._keys[shoe.id] = self._key(shoe)

    def _insert(self, shoes: list[ShoeSummary]) -> None:
        """New shoes into the order, their rows inserted in runs (one, for a page that
        comes after every shoe listed)."""
        for shoe in shoes:
            self._by_id[shoe.id] = shoe
            self._learn(shoe)
        shoes = self._sorted(shoes)
        keys = self._keys
        if not self._all or self._before(keys[self._all[-1].id], keys[shoes[0].id]):
            self._all.extend(shoes)
            rows = self._visible(shoes)
            if rows:
                end = len(self._rows)
                self.beginInsertRows(QModelIndex(), end, end + len(rows) - 1)
                self._rows.extend(rows)
                self.endInsertRows()
            return
        self._all = self._sorted(self._all + shoes)  # two sorted runs: merged in one pass
        new = {shoe.id for shoe in shoes}
        wanted = self._visible(self._all)
        places = [row for row, shoe in enumerate(wanted) if shoe.id in new]
        # Runs in ascending order: the rows above each are in place when it goes in.
        start = 0
        while start < len(places):
            end = start
            while end + 1 < len(places) and places[end + 1] == places[end] + 1:
                end += 1
            first, last = places[start], places[end]
            self.beginInsertRows(QModelIndex(), first, last)
            self._rows[first:first] = wanted[first : last + 1]
            self.endInsertRows()
            start = end + 1

    def _replace(self, shoe: ShoeSummary) -> None:
        """A known shoe's new summary: in its row, or moved to its new place."""
        old = self._by_id[shoe.id]
        old_key = self._keys[shoe.id]
        old_row = self.row_of(shoe.id)
        del self._all[self._place(self._all, old_key)]
        self._by_id[shoe.id] = shoe
        self._learn(shoe)
        key = self._keys[shoe.id]
        self._all.insert(self._place(self._all, key), shoe)
        shown = self._shows(shoe)
        if old_row is None:
            if shown:
                row = self._place(self._rows, key)
                self.beginInsertRows(QModelIndex(), row, row)
                self._rows.insert(row, shoe)
                self.endInsertRows()
            return
        if not shown:
            self.beginRemoveRows(QModelIndex(), old_row, old_row)
            del self._rows[old_row]
            self.endRemoveRows()
            return
        if key == old_key:
            self._rows[old_row] = shoe
        else:
            rest = self._rows[:old_row] + self._rows[old_row + 1 :]
            row = self._place(rest, key)
            if row != old_row:
                # Qt counts the place to move to among the rows before the move.
                target = row + 1 if row > old_row else row
                self.beginMoveRows(QModelIndex(), old_row, old_row, QModelIndex(), target)
                del self._rows[old_row]
                self._rows.insert(row, shoe)
                self.endMoveRows()
            else:
                self._rows[old_row] = shoe
            old_row = row
        if old != shoe:
            last = len(self.HEADERS) - 1
            self.dataChanged.emit(self.index(old_row, 0), self.index(old_row, last))

    # -- the filter and the order --------------------------------------------------------------

    def set_filter(self, text: str) -> None:
        """Show the shoes whose name holds ``text`` (in any case); all for ``""``.

        One reset: cheaper for the view than thousands of rows removed or inserted."""
        needle = text.casefold()
        if needle == self._needle:
            return
        self.beginResetModel()
        self._needle = needle
        self._rows = self._visible(self._all)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows in Python, in one pass (a proxy sorting thousands of shoes through
        ``data()`` calls is slow); the selection stays with its shoes."""
        if not 0 <= column < len(self.HEADERS):
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        held = [self._rows[index.row()].id for index in old]
        self._column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        for shoe in self._all:
            self._keys[shoe.id] = self._key(shoe)
        self._all = self._sorted(self._all)
        self._rows = self._visible(self._all)
        rows = {shoe.id: row for row, shoe in enumerate(self._rows)}
        self.changePersistentIndexList(
            old,
            [
                self.index(rows[shoe_id], index.column())
                for shoe_id, index in zip(held, old, strict=True)
            ],
        )
        self.layoutChanged.emit()

    def _key(self, shoe: ShoeSummary) -> Key:
        if self._column == 0:
            return (self._names[shoe.id], shoe.id)
        if self._column == 2:
            return (shoe.tally.hands, shoe.id)
        # By start; shoes without one last either way, by when they were stored.
        if shoe.started is None:
            return (0 if self._descending else 1, 0, shoe.id)
        return (1 if self._descending else 0, _instant(shoe.started), shoe.id)

    def _sorted(self, shoes: Iterable[ShoeSummary]) -> list[ShoeSummary]:
        keys = self._keys
        return sorted(shoes, key=lambda shoe: keys[shoe.id], reverse=self._descending)

    def _before(self, first: Key, then: Key) -> bool:
        """Whether a shoe of key ``first`` comes before one of key ``then``."""
        return first > then if self._descending else first < then

    def _place(self, rows: Sequence[ShoeSummary], key: Key) -> int:
        """Where ``key`` is, or would go, in ``rows`` (in the list's order)."""
        keys = self._keys
        low, high = 0, len(rows)
        if self._descending:
            while low < high:
                middle = (low + high) // 2
                if keys[rows[middle].id] > key:
                    low = middle + 1
                else:
                    high = middle
        else:
            while low < high:
                middle = (low + high) // 2
                if keys[rows[middle].id] < key:
                    low = middle + 1
                else:
                    high = middle
        return low

    def _shows(self, shoe: ShoeSummary) -> bool:
        return not self._needle or self._needle in self._names[shoe.id]

    def _visible(self, shoes: list[ShoeSummary]) -> list[ShoeSummary]:
        needle, names = self._needle, self._names
        if not needle:
            return list(shoes)
        return [shoe for shoe in shoes if needle in names[shoe.id]]

    # -- what the view is told -----------------------------------------------------------------

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if role not in _ASKED:
            return None
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._rows):
            return None
        shoe = self._rows[row]
        column = index.column()
        if role == _DISPLAY:
            return self.text(row, column)
        if role == _EDIT:
            if column == 1:
                return shoe.started.isoformat() if shoe.started is not None else ""
            return shoe.tally.hands if column == 2 else self.text(row, column)
        if role == _ALIGNMENT:
            return _RIGHT if column in self.RIGHT_ALIGNED else None
        if role == _TOOLTIP:
            return self._tooltip(shoe)
        return shoe.id

    def text(self, row: int, column: int) -> str:
        """What the cell at ``row`` (one the filter lets through) and ``column`` shows."""
        shoe = self._rows[row]
        if column == 0:
            if shoe.kind is ShoeKind.LIVE and shoe.closed_at is None:
                return f"● {self._titles[shoe.id]}"  # open for logging
            return self._titles[shoe.id]
        if column == 1:
            return start_cell(shoe.started) if shoe.started is not None else ""
        t = shoe.tally
        number = QLocale().toString
        return f"{number(t.hands)}: {number(t.banker)} · {number(t.player)} · {number(t.tie)}"

    def _tooltip(self, shoe: ShoeSummary) -> str:
        number = QLocale().toString
        if shoe.kind is ShoeKind.LIVE:
            kind = (
                QCoreApplication.translate("ShoeList", "Live, closed")
                if shoe.closed
                else QCoreApplication.translate("ShoeList", "Live, open for logging")
            )
        else:
            kind = QCoreApplication.translate("ShoeList", _KIND_WORDS[shoe.kind])
        decks = shoe.decks or 8  # (lupdate reads a count given by a plain name only)
        lines = [
            self._titles[shoe.id],
            english_plural(
                QCoreApplication.translate("ShoeList", "%1 · %n deck(s)", "", decks), decks
            ).replace("%1", kind),
        ]
        if shoe.started is not None:
            when = QLocale().toString(
                local_time(shoe.started),
                QCoreApplication.translate("ShoeList", "yyyy-MM-dd HH:mm"),
            )
            zone = shoe.started.strftime("%Z")
            lines.append(
                QCoreApplication.translate("ShoeList", "Started %1").replace(
                    "%1", f"{when} {zone}".strip()
                )
            )
        t = shoe.tally
        lines.append(
            QCoreApplication.translate(
                "ShoeList", "Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5"
            )
            .replace("%1", number(t.banker))
            .replace("%2", number(t.player))
            .replace("%3", number(t.tie))
            .replace("%4", number(t.player_pair))
            .replace("%5", number(t.banker_pair))
        )
        if shoe.source:
            lines.append(
                QCoreApplication.translate("ShoeList", "From %1").replace("%1", shoe.source)
            )
        if shoe.notes:
            lines.append(shoe.notes)
        return "\n".join(lines)
