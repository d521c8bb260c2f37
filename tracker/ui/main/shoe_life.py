"""The shoe's life at the table, for the main window: its details asked at Ctrl+N (the last
ones as defaults) and editable later, starting it (closing the open shoe of the same
table), closing (asked), reopening, deleting (asked, naming what is lost); at start-up, the
shoes to show again."""

from __future__ import annotations

import dataclasses
import json
from functools import partial

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QMessageBox

from tracker.errors import UserError
from tracker.services.live import LiveShoe
from tracker.store import ShoeSummary
from tracker.ui.library.loading import ShoeListLoader
from tracker.ui.library.models import shoe_title
from tracker.ui.live.commands import CloseShoeCommand, DetailsCommand, ReopenShoeCommand
from tracker.ui.live.shoe_details import ShoeDetails, ShoeDetailsDialog
from tracker.ui.live.table_tab import TableTab
from tracker.ui.main.context import WindowContext
from tracker.ui.main.preferences import LAST_SHOE, NEW_SHOE
from tracker.ui.shell.i18n import english_plural
from tracker.ui.shell.settings import Settings


def last_details(settings: Settings) -> ShoeDetails:
    """The details of the last shoe started: the defaults of the next."""
    text = settings.get(NEW_SHOE)
    try:
        saved = json.loads(text) if text else {}
    except ValueError:
        saved = {}
    return ShoeDetails.from_text(saved if isinstance(saved, dict) else {})


class ShoeLife:
    """Starting, describing, closing, reopening and deleting the visible table's shoe; the
    tables shown at start-up."""

    def __init__(self, context: WindowContext, loader: ShoeListLoader) -> None:
        self.context = context
        self.loader = loader  # the shoe list, its first screen read at start-up
        # The dialog open now, for the keys and the tests to find.
        self.details_dialog: ShoeDetailsDialog | None = None

    def last_details(self) -> ShoeDetails:
        return last_details(self.context.settings)

    def new_shoe(self) -> ShoeDetailsDialog:
        """Ask for the new shoe's details (the last ones as defaults), then start it."""
        c = self.context
        defaults = self.last_details()
        live = c.shown()
        if live is not None and live.can_log:
            shown = live.summary
            defaults = dataclasses.replace(defaults, table=shown.table, casino=shown.casino)
        dialog = ShoeDetailsDialog(
            defaults, title="New shoe at the table", new=True, parent=c.widget
        )
        dialog.accepted.connect(lambda: self._details_chosen(dialog))
        self.details_dialog = dialog
        dialog.open()
        return dialog

    def _details_chosen(self, dialog: ShoeDetailsDialog) -> None:
        if dialog.result_details is not None:
            self.start(dialog.result_details)

    def start(self, details: ShoeDetails) -> ShoeSummary | None:
        """Start logging a new shoe; ``None`` when the library refused (message shown).

        An open shoe at the same table is closed (the new shoe follows it there); a shoe
        at another table opens in a tab of its own when the visible one is logging.
        """
        c = self.context
        target: TableTab | None = None
        for tab in c.tables():
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
                if c.guard(previous.close) is not None:
                    hands = previous.hand_count
                    said = QCoreApplication.translate(
                        "ShoeLife", "%1 closed after %Ln hand(s)", "", hands
                    )
                    said = english_plural(said, hands).replace("%1", shoe_title(previous.summary))
                    c.say(said, 6000)
                target = tab
        if target is None:
            target = c.tab() if not c.tab().can_log else c.add_table()
        live = c.guard(
            lambda: LiveShoe.start(
                c.library,
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
        c.settings.set(NEW_SHOE, json.dumps(details.to_text()))
        c.show_live(live, target)
        return live.summary

    def edit_details(self) -> ShoeDetailsDialog | None:
        """Change the visible shoe's details (one undoable step)."""
        c = self.context
        live = c.shown()
        if live is None:
            return None
        before = ShoeDetails.of(live.record)
        dialog = ShoeDetailsDialog(before, title="Shoe details", new=False, parent=c.widget)

        def save() -> None:
            after = dialog.result_details
            if after is None or after == before:
                return
            old, new = before.as_details(), after.as_details()
            if c.guard(lambda: live.update_details(**new)) is not None:
                c.tab().history.push_done(DetailsCommand(c.tab().history, live, old, new))

        dialog.accepted.connect(save)
        self.details_dialog = dialog
        dialog.open()
        return dialog

    def ask_close_shoe(self) -> None:
        c = self.context
        live = c.shown()
        if live is None or not live.can_log:
            return
        hands = live.hand_count  # a plain name: lupdate misses a count given as a.b
        question = QCoreApplication.translate(
            "ShoeLife",
            "Close %1 after %Ln hand(s)? No more hands can be logged to it "
            "(Shoe → Reopen, or Ctrl+Z, opens it again).",
            "",
            hands,
        )
        answer = QMessageBox.question(
            c.widget,
            QCoreApplication.translate("ShoeLife", "Close the shoe"),
            english_plural(question, hands).replace("%1", shoe_title(live.summary)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.close_shoe()

    def close_shoe(self) -> None:
        """Close the visible shoe (one undoable step)."""
        c = self.context
        live = c.shown()
        if live is None or not live.can_log:
            return
        if c.guard(live.close) is not None:
            c.tab().history.push_done(CloseShoeCommand(c.tab().history, live))

    def reopen_shoe(self) -> None:
        c = self.context
        live = c.shown()
        if live is None or live.can_log:
            return
        if c.guard(live.reopen) is not None:
            c.tab().history.push_done(ReopenShoeCommand(c.tab().history, live))
            c.tab().setFocus()

    def ask_delete_shoe(self) -> None:
        c = self.context
        live = c.shown()
        if live is None:
            return
        s = live.summary
        number = QLocale().toString
        hands = s.tally.hands  # a plain name: lupdate misses a count given as a.b
        question = (
            english_plural(
                QCoreApplication.translate(
                    "ShoeLife",
                    "Delete %1 from the library, with its %Ln hand(s) (Banker %2, Player %3, "
                    "Tie %4)? This cannot be undone.",
                    "",
                    hands,
                ),
                hands,
            )
            .replace("%1", shoe_title(s))
            .replace("%2", number(s.tally.banker))
            .replace("%3", number(s.tally.player))
            .replace("%4", number(s.tally.tie))
        )
        answer = QMessageBox.warning(
            c.widget,
            QCoreApplication.translate("ShoeLife", "Delete the shoe"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_shoe()

    def delete_shoe(self) -> None:
        """Delete the visible shoe from the library (asked first by the action)."""
        c = self.context
        live = c.shown()
        if live is None:
            return
        title = shoe_title(live.summary)

        def delete() -> bool:
            c.library.delete_shoe(live.shoe_id)
            return True

        if c.guard(delete) is None:
            return
        c.tab().show_shoe(None)
        c.refresh_library()
        c.say(QCoreApplication.translate("ShoeLife", "Deleted %1").replace("%1", title), 6000)

    def restore(self) -> None:
        """A tab for each shoe still open for logging, else the shoe shown last, else the
        latest shoe; the list shows its first screen, the rest of it filling in after."""
        c = self.context
        last = c.settings.get(LAST_SHOE)  # read before showing a shoe changes it
        first = c.guard(self.loader.start)
        if first is None:
            return
        open_shoes = first.still_open
        for number, shoe in enumerate(open_shoes):
            tab = c.tab() if number == 0 else c.add_table()
            live = c.guard(partial(LiveShoe, c.library, shoe.id))
            if live is not None:
                tab.show_shoe(live)
        if not open_shoes:
            pick = last if last and self._in_library(last) else None
            if pick is None and first.newest:
                pick = first.newest[0].id
            if pick is not None:
                c.show_shoe(pick)
            else:
                c.tab().show_shoe(None)
        shown = [t.live.shoe_id if t.live else None for t in c.tables()]
        c.show_table(shown.index(last) if last in shown else 0)

    def _in_library(self, shoe_id: int) -> bool:
        """Whether the library still has a shoe (the list may not have read it yet)."""
        if self.loader.model.has(shoe_id):
            return True
        try:
            self.context.library.shoe(shoe_id)
        except UserError:
            # Gone, or the library out of reach just now: the window opens on the newest.
            return False
        return True
