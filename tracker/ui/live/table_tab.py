"""One table of the main window: its shoe, its undo history, the logging bar and card entry,
the board and the hands table.

A hand goes key → the window's action → :meth:`TableTab.log_hand` → the
:class:`~tracker.services.live.LiveShoe` (store, then scorecard) → the change the shoe
announces → this tab's board and hands table, and (through :attr:`TableTab.changed`) the
window's list and statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QModelIndex, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord
from tracker.roads import Roads
from tracker.services.live import (
    CardsReading,
    Change,
    LiveShoe,
    ShoeChange,
)
from tracker.store import ShoeChangedError
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.live.card_entry import CardEntry
from tracker.ui.live.commands import (
    DeleteHandCommand,
    EditHandCommand,
    InsertHandCommand,
    LogHandCommand,
    ShoeHistory,
)
from tracker.ui.live.hand_dialog import HandDialog
from tracker.ui.live.hands_model import HandsModel, hands_tip
from tracker.ui.live.logging_bar import LoggingBar
from tracker.ui.live.misdeal_dialog import MisdealDialog
from tracker.ui.live.side_bets import SIDE_BETS_LINES, side_bets_line, side_bets_tip
from tracker.ui.live.words import natural_word, pairs_text, totals_text, winner_word
from tracker.ui.scorecard import ScorecardBoard
from tracker.ui.shell.cards import ROW_HEIGHT, CardsDelegate, line_width, read_groups
from tracker.ui.shell.frames import AfterFrame
from tracker.ui.shell.guard import guarded
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.lines import FixedLines
from tracker.ui.shell.side_bet_choice import SideBetChoice
from tracker.ui.shell.views import Joined, JoinedRowsView

T = TypeVar("T")


def edit_refused(error: Exception) -> Message:
    """Why an edit of a hand picked on screen was refused: another tracker changed the shoe."""
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages", "{error}: the edit was refused; the shoe is shown as it is now"
        ),
        error=error,
    )


def delete_refused(error: Exception) -> Message:
    """Why a delete of a hand picked on screen was refused (as :func:`edit_refused`)."""
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages", "{error}: the delete was refused; the shoe is shown as it is now"
        ),
        error=error,
    )


class HandsView(JoinedRowsView):
    """The hands table: Enter or a double-click edits a hand, Delete deletes it. No
    type-ahead: a letter typed here is a logging key, never a search."""

    edit_requested = Signal(int)
    delete_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Scrolled in pixels: a hand logged moves the rows shown up by its row's height,
        # copying their pixels (per item, Qt's copy is off unless it paints every row).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def lay_out_joined(self, joined: list[Joined]) -> bool:
        if not all(at_end for _, _, at_end in joined):
            return False
        # A hand logged: Qt would lay out and paint every row shown again (a repaint per
        # hand). The rows above keep their place, and scrolling to the new one moves their
        # pixels: only the new rows are painted.
        self.updateGeometries()
        viewport = self.viewport()
        for first, last, _ in joined:
            top = self.rowViewportPosition(first)
            bottom = self.rowViewportPosition(last) + self.rowHeight(last)
            viewport.update(0, top, viewport.width(), bottom - top)
        return True

    def copy_rows(self) -> str:
        """The selected hands as text, a line each and the columns between tabs: the cards
        in card notation (``JH KH QC``), as typed."""
        model = self.model()
        selection = self.selectionModel()
        if model is None or selection is None:
            return ""
        rows = sorted({index.row() for index in selection.selectedIndexes()})
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        columns = [c for c in range(model.columnCount()) if not self.isColumnHidden(c)]
        lines = []
        for row in rows:
            cells = (model.index(row, c).data(Qt.ItemDataRole.DisplayRole) for c in columns)
            lines.append("\t".join("" if cell is None else str(cell) for cell in cells))
        return "\n".join(lines)

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self.verticalScrollBar()
        following = 0 < bar.maximum() <= bar.value()
        super().resizeEvent(event)
        if following:  # a pane made shorter still shows the last hand whole
            self.scrollToBottom()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            text = self.copy_rows()
            if text:
                QGuiApplication.clipboard().setText(text)
            return
        row = self.currentIndex().row()
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and row >= 0:
            self.delete_requested.emit(row)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and row >= 0:
            self.edit_requested.emit(row)
            return
        if event.text() and event.text().isprintable():
            event.ignore()  # the window's logging keys, not the view's keyboard search
            return
        super().keyPressEvent(event)

    def keyboardSearch(self, search: str) -> None:
        pass


class TableTab(QWidget):
    """One table: the shoe shown and logged there, with its own undo history."""

    changed = Signal(object)
    """A change this table's shoe committed (a :class:`ShoeChange`)."""
    shown = Signal()
    """Another shoe (or none) is shown here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.live: LiveShoe | None = None
        self.history = ShoeHistory(self)
        self.history.refused.connect(self._history_refused)
        self.cards_on = True
        self.logging_bar = LoggingBar(self)
        self.card_entry = CardEntry(self)
        self.card_entry.offered.connect(self._cards_offered)
        self.card_entry.field.left.connect(self.setFocus)
        # Its lines, whatever the figures: the board beneath must not move, nor the window
        # be laid out again at each hand.
        self.side_bets = FixedLines(SIDE_BETS_LINES, rich=True, parent=self)
        self.side_bet_choice = SideBetChoice()
        self.side_bets.hide()
        # Once the hand is drawn: the odds come a moment later, never in its way.
        self._side_bets_later = AfterFrame(self, self._show_side_bets)
        self.board = ScorecardBoard(parent=self, counts=True)
        self.hands_model = HandsModel(self)
        self.hands_view = HandsView(self)
        self.hands_view.setModel(self.hands_model)
        self.hands_view.verticalHeader().hide()
        rows = self.hands_view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Tall enough for the cards' tiles to read (a rank and its suit side by side).
        rows.setDefaultSectionSize(max(self.fontMetrics().height() + 6, ROW_HEIGHT))
        self.cards_delegate = CardsDelegate(self.hands_view)
        for column in HandsModel.CARD_COLUMNS:
            self.hands_view.setItemDelegateForColumn(column, self.cards_delegate)
        self.hands_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.hands_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hands_view.setWordWrap(False)
        self.hands_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.hands_view.horizontalHeader()
        # Sized once to the widest each column's content can be (and again in another
        # language): measuring the rows again after every hand logged would cost more than
        # the hand itself.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        self.retranslate()
        self.hands_view.doubleClicked.connect(lambda index: self.edit_hand(index.row()))
        self.hands_view.edit_requested.connect(self.edit_hand)
        self.hands_view.delete_requested.connect(self.delete_hand)
        self.dialog: HandDialog | MisdealDialog | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.setSpacing(4)
        layout.addWidget(self.logging_bar)
        layout.addWidget(self.card_entry)
        layout.addWidget(self.side_bets)
        layout.addWidget(self.board, 1)
        # The hands table is a pane of the window (it may be hidden): not laid out here.
        self.hands_view.hide()
        self._show_target()

    def retranslate(self) -> None:
        """The hands table's cells, tooltip and column widths, and the side bets' line and
        tooltip, in the app's language."""
        self.side_bets.setToolTip(side_bets_tip())
        if self.side_bets.isVisibleTo(self):
            self._side_bets_later.request()  # the line's words and its figures' tooltip
        self.hands_view.setToolTip(hands_tip())
        self.hands_model.retranslate()
        self._fit_hand_columns()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()
            self.history.retranslate()
            self.shown.emit()  # the tab's name (and what the window shows of it) again

    def _fit_hand_columns(self) -> None:
        metrics = self.hands_view.fontMetrics()
        header = self.hands_view.horizontalHeader()
        winners = (winner_word(winner) for winner in Winner)
        widest = (
            "888",
            max(winners, key=metrics.horizontalAdvance),
            "QH TD KS",
            "QH TD KS",
            totals_text(8, 8),
            pairs_text(True, True),
            natural_word(),
        )
        tiles = self.hands_view.verticalHeader().defaultSectionSize() - 4
        for column, sample in enumerate(widest):
            title = str(self.hands_model.headerData(column, Qt.Orientation.Horizontal))
            groups = read_groups(sample) if column in HandsModel.CARD_COLUMNS else None
            drawn = line_width(tiles, groups) if groups else 0.0
            width = max(
                metrics.horizontalAdvance(sample),
                header.fontMetrics().horizontalAdvance(title),
                round(drawn),
            )
            header.resizeSection(column, width + 16)

    # -- what is shown ---------------------------------------------------------------------

    @property
    def can_log(self) -> bool:
        return self.live is not None and self.live.can_log

    def title(self) -> str:
        """The tab's name: the table's, else "Shoe" and the shoe's label (its number)."""
        if self.live is None:
            return QCoreApplication.translate("TableTab", "No shoe")
        summary = self.live.summary
        name = summary.table or QCoreApplication.translate("TableTab", "Shoe %1").replace(
            "%1", summary.label or str(summary.id)
        )
        return f"● {name}" if self.live.can_log else name

    def show_shoe(self, live: LiveShoe | None) -> None:
        """Show a loaded shoe (``None``: none); its changes redraw the tab from now on."""
        self.live = live
        self.history.clear()
        self.logging_bar.clear_flags()
        self.card_entry.clear()
        self.side_bets.setText("")  # the odds of the shoe shown before: none, until worked out
        if live is None:
            self.board.set_roads(None)
            self._set_hands(())
        else:
            live.subscribe(lambda change: self._shoe_changed(live, change))
            self._show_roads(live, live.roads)
            self._set_hands(live.record.hands)
        self._show_target()
        self.shown.emit()

    def set_colour_blind(self, on: bool) -> None:
        """The colour-blind palette on the board and the four-colour deck on the cards."""
        self.board.set_colour_blind(on)
        self.cards_delegate.colour_blind = on
        self.hands_view.viewport().update()
        self.card_entry.set_colour_blind(on)

    def _show_roads(self, live: LiveShoe, roads: Roads) -> None:
        left = live.cards_left() if live.hand_count else None
        self.board.set_roads(
            roads, growing=live.can_log, cards_left=left.total if left is not None else None
        )

    def set_card_entry(self, on: bool) -> None:
        self.cards_on = on
        self._show_target()

    def set_side_bets(self, choice: SideBetChoice) -> None:
        """The side bets chosen in the settings, and the main bet required beside them."""
        self.side_bet_choice = choice
        self._show_target()

    def _show_target(self) -> None:
        live = self.live
        self.logging_bar.set_target(live.summary if live else None, cards=self.cards_on)
        self.card_entry.setVisible(self.cards_on and self.can_log)
        left = live.cards_left() if live is not None and live.hand_count else None
        if live is not None and self.can_log:
            self.card_entry.set_shoe(left, live.decks)
        self.side_bets.setVisible(left is not None)
        if left is not None:
            self._side_bets_later.request()

    def _show_side_bets(self) -> None:
        live = self.live
        left = live.cards_left() if live is not None and live.hand_count else None
        if live is None or left is None:
            self.side_bets.hide()
            return
        rules = live.record.rules or RuleSet(decks=live.decks)
        line, tip = side_bets_line(left, self.side_bet_choice, rules)
        self.side_bets.setText(line)
        self.side_bets.setToolTip(tip)

    def _set_hands(self, hands: tuple[HandRecord, ...]) -> None:
        self.hands_model.set_hands(hands)
        cards = self.hands_model.has_cards()
        for column in HandsModel.CARD_COLUMNS:
            self.hands_view.setColumnHidden(column, not cards)
        self.hands_view.scrollToBottom()

    def _shoe_changed(self, live: LiveShoe, change: ShoeChange) -> None:
        """A change this tab's shoe committed: draw it."""
        if live is not self.live:
            return  # a shoe no longer shown here
        self._show_roads(live, change.roads)
        hands = change.record.hands
        shown = self.hands_model.rowCount()
        if (
            change.change is Change.LOGGED
            and shown == len(hands) - 1
            and (hands[-1].player is None) == (not self.hands_model.has_cards())
        ):
            self.hands_model.append(hands[-1])  # one row more, not the table again
            self.hands_view.scrollToBottom()
        elif change.change is Change.UNDONE and shown == len(hands) + 1:
            self.hands_model.pop()
        else:
            self._set_hands(hands)
        if change.position is not None and change.change.value in ("edited", "inserted"):
            self.hands_view.scrollTo(self.hands_model.index(change.position, 0))
        self._show_target()
        self.changed.emit(change)

    # -- logging ---------------------------------------------------------------------------

    def log_hand(self, winner: Winner) -> HandRecord | None:
        """Log the next hand by its outcome and the marks set: stored first, then drawn."""
        live = self.live
        if live is None or not live.can_log:
            return None
        player_pair, banker_pair, natural = self.logging_bar.flags()
        hand = live.outcome_hand(
            winner, player_pair=player_pair, banker_pair=banker_pair, natural=natural
        )
        stored = self.store(hand)
        if stored is not None:
            self.logging_bar.clear_flags()
        return stored

    def store(self, hand: HandRecord) -> HandRecord | None:
        """Log ``hand`` as the next hand (one undoable step); ``None`` when refused."""
        live = self.live
        if live is None:
            return None
        stored = guarded(self, lambda: live.log_hand(hand))
        if stored is not None:
            self.history.push_done(LogHandCommand(self.history, live, stored))
        return stored

    def enter_cards(self) -> None:
        """Put the keys in the card field (C)."""
        if self.can_log and self.cards_on:
            self.card_entry.field.setFocus()

    def _cards_offered(self, reading: CardsReading) -> None:
        hand = reading.hand
        assert hand is not None
        if reading.ready:
            if self.store(hand) is not None:
                self.card_entry.clear()
            return
        problems: tuple[object, ...] = reading.problems or (
            QCoreApplication.translate("TableTab", "waiting for %1").replace(
                "%1", shown(reading.waiting)
            ),
        )
        dialog = MisdealDialog(problems, self)
        self.dialog = dialog

        def keep() -> None:
            note = dialog.note.text().strip()
            if self.store(hand._replace(extra={"note": note})) is not None:
                self.card_entry.clear()
            self.card_entry.field.setFocus()

        dialog.accepted.connect(keep)
        dialog.rejected.connect(self.card_entry.field.setFocus)
        dialog.open()

    # -- the past ----------------------------------------------------------------------------

    def edit_hand(self, row: int) -> None:
        """Open the dialog that corrects the hand at ``row``."""
        live = self.live
        if live is None or not 0 <= row < self.hands_model.rowCount():
            return
        before = self.hands_model.hand_at(row)
        dialog = HandDialog(
            before,
            title=lambda: QCoreApplication.translate("HandDialog", "Edit hand %1").replace(
                "%1", QLocale().toString(before.number)
            ),
            parent=self,
        )
        self.dialog = dialog

        def save() -> None:
            after = dialog.result_hand
            if after is None or after == before:
                return
            edited = self._as_shown(lambda: live.edit(row, after, if_unchanged=True), edit_refused)
            if edited is not None:
                self.history.push_done(EditHandCommand(self.history, live, row, before, after))

        dialog.accepted.connect(save)
        dialog.open()

    def insert_hand(self, row: int | None = None) -> None:
        """Open the dialog for a forgotten hand, put in before ``row`` (the current hand)."""
        live = self.live
        if live is None:
            return
        if row is None:
            current = self.hands_view.currentIndex()
            row = current.row() if current.isValid() else self.hands_model.rowCount()
        position = row
        dialog = HandDialog(
            HandRecord(number=position + 1, winner=Winner.BANKER),
            title=lambda: QCoreApplication.translate(
                "HandDialog", "Insert a hand as hand %1"
            ).replace("%1", QLocale().toString(position + 1)),
            parent=self,
        )
        self.dialog = dialog

        def save() -> None:
            hand = dialog.result_hand
            if hand is None:
                return
            stored = guarded(self, lambda: live.insert(position, hand))
            if stored is not None:
                self.history.push_done(InsertHandCommand(self.history, live, position, stored))

        dialog.accepted.connect(save)
        dialog.open()

    def delete_hand(self, row: int | None = None) -> None:
        """Delete the hand at ``row`` (the current hand); undo puts it back."""
        live = self.live
        if live is None:
            return
        if row is None:
            current = self.hands_view.currentIndex()
            if not current.isValid():
                return
            row = current.row()
        if not 0 <= row < self.hands_model.rowCount():
            return
        position = row
        removed = self._as_shown(lambda: live.delete(position, if_unchanged=True), delete_refused)
        if removed is not None:
            self.history.push_done(DeleteHandCommand(self.history, live, position, removed))
            count = self.hands_model.rowCount()
            if count:
                self.hands_view.setCurrentIndex(self.hands_model.index(min(row, count - 1), 0))

    def selected_row(self) -> int | None:
        index: QModelIndex = self.hands_view.currentIndex()
        return index.row() if index.isValid() else None

    # -- plumbing --------------------------------------------------------------------------

    def _as_shown(
        self, change: Callable[[], T], refused: Callable[[Exception], Message]
    ) -> T | None:
        """``change``, made to a hand picked on screen, or ``None`` after a message: the
        library's refusal, or what another tracker changed since the shoe was shown here
        (then the shoe is shown as it is now, and the undo history starts again)."""

        def made() -> T:
            try:
                return change()
            except ShoeChangedError as exc:
                self.history.clear()
                raise ShoeChangedError(refused(exc)) from None

        return guarded(self, made)

    def _history_refused(self, message: str) -> None:
        text = QCoreApplication.translate("TableTab", "%1\n\nThe undo history was cleared.")
        QMessageBox.warning(self, "tracker", text.replace("%1", message))
