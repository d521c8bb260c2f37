"""The shoe's life at the table, for the main window: its details asked at Ctrl+N (the last
ones as defaults) and editable later, starting it (closing the open shoe of the same
table), closing (asked), reopening, deleting (asked, naming what is lost)."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from tracker.errors import UserError
from tracker.services.live import LiveShoe
from tracker.store import ShoeSummary
from tracker.ui.library.loading import ShoeListLoader, screen_rows
from tracker.ui.library.models import shoe_title
from tracker.ui.live.commands import CloseShoeCommand, DetailsCommand, ReopenShoeCommand
from tracker.ui.live.dialogs import ShoeDetails, ShoeDetailsDialog
from tracker.ui.live.table_tab import TableTab
from tracker.ui.main.actions import LAST_SHOE, NEW_SHOE

if TYPE_CHECKING:
    from tracker.ui.main.window import MainWindow


class WindowShoes:
    """Starting, describing, closing, reopening and deleting the visible table's shoe."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        # The shoe list: its first screen at start-up, the rest after; kept in step.
        self.loader = ShoeListLoader(
            window.library,
            window.shoe_model,
            window.runner,
            window,
            drawn_by=window.shoe_view.viewport(),
            first_page=screen_rows(window.shoe_view.verticalHeader().defaultSectionSize()),
        )

    def last_details(self) -> ShoeDetails:
        """The details of the last shoe started: the defaults of the next."""
        w = self.window
        text = w.settings.get(NEW_SHOE)
        try:
            saved = json.loads(text) if text else {}
        except ValueError:
            saved = {}
        return ShoeDetails.from_text(saved if isinstance(saved, dict) else {})

    def new_shoe(self) -> ShoeDetailsDialog:
        """Ask for the new shoe's details (the last ones as defaults), then start it."""
        w = self.window
        defaults = self.last_details()
        if w.current is not None and w.tab.can_log:
            defaults = dataclasses.replace(defaults, table=w.current.table, casino=w.current.casino)
        dialog = ShoeDetailsDialog(defaults, title="New shoe at the table", new=True, parent=w)
        dialog.accepted.connect(lambda: self._details_chosen(dialog))
        w.details_dialog = dialog
        dialog.open()
        return dialog

    def _details_chosen(self, dialog: ShoeDetailsDialog) -> None:
        if dialog.result_details is not None:
            self.start(details=dialog.result_details)

    def start(
        self, table: str | None = None, *, details: ShoeDetails | None = None
    ) -> ShoeSummary | None:
        """Start logging a new shoe; ``None`` when the library refused (message shown).

        An open shoe at the same table is closed (the new shoe follows it there); a shoe
        at another table opens in a tab of its own when the visible one is logging.
        """
        w = self.window
        if details is None:
            details = dataclasses.replace(self.last_details(), table=table)
        target: TableTab | None = None
        for tab in w.table_tabs():
            live = tab.live
            if (
                live is not None
                and live.can_log
                and details.table
                and (
                    live.summary.table,
                    live.summary.casino,
                )
                == (details.table, details.casino)
            ):
                previous = live
                if w._guard(previous.close) is not None:
                    w.say(
                        f"{shoe_title(previous.summary)} closed after {previous.hand_count} hands"
                    )
                target = tab
        if target is None:
            target = w.tab if not w.tab.can_log else w.add_table()
        live = w._guard(
            lambda: LiveShoe.start(
                w.library,
                table=details.table,
                casino=details.casino,
                decks=details.decks,
                rules=details.rules,
                burn=details.burn,
                cut_card=details.cut_card,
                notes=details.notes,
                started=details.started,
            )
        )
        if live is None:
            return None
        w.settings.set(NEW_SHOE, json.dumps(details.to_text()))
        w.shoe_model.update_shoe(live.summary)
        w.tabs.setCurrentWidget(target)
        target.show_shoe(live)
        w._select_in_list(live.shoe_id)
        w.focus_table()
        return live.summary

    def edit_details(self) -> ShoeDetailsDialog | None:
        """Change the visible shoe's details (one undoable step)."""
        w = self.window
        live = w.live
        if live is None:
            return None
        before = ShoeDetails.of(live.record)
        dialog = ShoeDetailsDialog(before, title="Shoe details", new=False, parent=w)

        def save() -> None:
            after = dialog.result_details
            if after is None or after == before:
                return
            old, new = before.as_details(), after.as_details()
            if w._guard(lambda: live.update_details(**new)) is not None:
                w.tab.history.push_done(DetailsCommand(w.tab.history, live, old, new))

        dialog.accepted.connect(save)
        w.details_dialog = dialog
        dialog.open()
        return dialog

    def ask_close_shoe(self) -> None:
        w = self.window
        live = w.live
        if live is None or not live.can_log:
            return
        answer = QMessageBox.question(
            w,
            "Close the shoe",
            f"Close {shoe_title(live.summary)} after {live.hand_count} hands? No more hands "
            "can be logged to it (Shoe → Reopen, or Ctrl+Z, opens it again).",
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.close_shoe()

    def close_shoe(self) -> None:
        """Close the visible shoe (one undoable step)."""
        w = self.window
        live = w.live
        if live is None or not live.can_log:
            return
        if w._guard(live.close) is not None:
            w.tab.history.push_done(CloseShoeCommand(w.tab.history, live))

    def reopen_shoe(self) -> None:
        w = self.window
        live = w.live
        if live is None or live.can_log:
            return
        if w._guard(live.reopen) is not None:
            w.tab.history.push_done(ReopenShoeCommand(w.tab.history, live))
            w.focus_table()

    def ask_delete_shoe(self) -> None:
        w = self.window
        live = w.live
        if live is None:
            return
        s = live.summary
        answer = QMessageBox.warning(
            w,
            "Delete the shoe",
            f"Delete {shoe_title(s)} from the library, with its {s.hands} hands (Banker "
            f"{s.banker}, Player {s.player}, Tie {s.tie})? This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_shoe()

    def delete_shoe(self) -> None:
        """Delete the visible shoe from the library (asked first by the action)."""
        w = self.window
        live = w.live
        if live is None:
            return
        title = shoe_title(live.summary)
        try:
            w.library.delete_shoe(live.shoe_id)
        except UserError as exc:
            QMessageBox.warning(w, "tracker", str(exc))
            return
        w.tab.show_shoe(None)
        w.refresh_library()
        w.say(f"Deleted {title}")

    def restore(self) -> None:
        """A tab for each shoe still open for logging, else the shoe shown last, else the
        latest shoe; the list shows its first screen, the rest of it filling in after."""
        w = self.window
        last = w.settings.get(LAST_SHOE)  # read before showing a shoe changes it
        first = w._guard(self.loader.start)
        if first is None:
            return
        open_shoes = first.still_open
        for number, shoe in enumerate(open_shoes):
            tab = w.tab if number == 0 else w.add_table()
            live = w._load(shoe.id)
            if live is not None:
                tab.show_shoe(live)
        if not open_shoes:
            pick = last if last and self._in_library(last) else None
            if pick is None and first.newest:
                pick = first.newest[0].id
            if pick is not None:
                w.show_shoe(pick)
            else:
                w.tab.show_shoe(None)
        shown = [t.live.shoe_id if t.live else None for t in w.table_tabs()]
        w.tabs.setCurrentIndex(shown.index(last) if last in shown else 0)
        w._show_tab_state()

    def _in_library(self, shoe_id: int) -> bool:
        """Whether the library still has a shoe (the list may not have read it yet)."""
        if self.window.shoe_model.has(shoe_id):
            return True
        try:
            self.window.library.shoe(shoe_id)
        except UserError:
            # Gone, or the library out of reach just now: the window opens on the newest.
            return False
        return True
