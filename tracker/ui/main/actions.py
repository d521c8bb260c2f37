"""The main window's actions as one table: what it can do, where each sits in the menus,
and its default keys. The key map and the menus both come from here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeyEvent, QKeySequence

from tracker.history import ShoeKind
from tracker.services.live import LiveShoe
from tracker.store import ShoeSummary
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.library.models import shoe_title
from tracker.ui.shell.actions import Actions, ActionSpec, MenuSpec

Key = QKeySequence.StandardKey

MAIN_MENUS: tuple[MenuSpec, ...] = (
    MenuSpec("file", QT_TRANSLATE_NOOP("MainWindow", "&File")),
    MenuSpec("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
    MenuSpec("shoe", QT_TRANSLATE_NOOP("MainWindow", "&Shoe")),
    MenuSpec("view", QT_TRANSLATE_NOOP("MainWindow", "&View")),
    MenuSpec("tables", QT_TRANSLATE_NOOP("MainWindow", "&Tables")),
    MenuSpec("analysis", QT_TRANSLATE_NOOP("MainWindow", "&Analysis")),
    MenuSpec("practice", QT_TRANSLATE_NOOP("MainWindow", "&Practice")),
    MenuSpec("help", QT_TRANSLATE_NOOP("MainWindow", "&Help")),
)
"""The menu bar in order; a menu no action uses is not shown."""


def _table_actions() -> tuple[ActionSpec, ...]:
    return tuple(
        ActionSpec(
            f"show_table_{n}",
            f"Tab &{n}",  # named by its table once the window has it (name_tables)
            "tables",
            (f"Ctrl+{n}",),
            tip=QT_TRANSLATE_NOOP(
                "MainWindow", "Show the table of this tab: the logging keys log there"
            ),
            section="switch",
        )
        for n in range(1, 10)
    )


MAIN_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "import",
        QT_TRANSLATE_NOOP("MainWindow", "&Import shoe files…"),
        "file",
        ("Ctrl+I",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Store hands CSV, bead strings or shoe JSON files in the library"
        ),
        section="files",
    ),
    ActionSpec(
        "import_samples",
        QT_TRANSLATE_NOOP("MainWindow", "Import the &sample shoes"),
        "file",
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Real shoes from live tables and shoes dealt by tracker's simulator"
        ),
        section="files",
    ),
    ActionSpec(
        "import_real_shoes",
        QT_TRANSLATE_NOOP("MainWindow", "Import the &real-shoe library (5,824 shoes)…"),
        "file",
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)",
        ),
        section="files",
    ),
    ActionSpec(
        "library_browser",
        QT_TRANSLATE_NOOP("MainWindow", "&Library browser…"),
        "analysis",
        ("Ctrl+Shift+L",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Every shoe in a sortable table with filters; validate, export or delete a selection",
        ),
    ),
    ActionSpec(
        "replay",
        QT_TRANSLATE_NOOP("MainWindow", "&Replay the shown shoe…"),
        "analysis",
        ("Ctrl+R",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Step through the shoe hand by hand: roads, cards, reasons, odds, problems",
        ),
    ),
    ActionSpec(
        "validation_report",
        QT_TRANSLATE_NOOP("MainWindow", "&Validation report…"),
        "analysis",
        ("Ctrl+Shift+V",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Every problem the replay found in the library, by shoe, hand and file line",
        ),
    ),
    ActionSpec(
        "export_png",
        QT_TRANSLATE_NOOP("MainWindow", "Export scorecards as &PNG…"),
        "file",
        ("Ctrl+E",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Save the shown shoe's board as a picture with its title and counts"
        ),
        section="export",
    ),
    ActionSpec(
        "export_pdf",
        QT_TRANSLATE_NOOP("MainWindow", "Export scorecards as P&DF…"),
        "file",
        ("Ctrl+Shift+E",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Save the shown shoe's board on A4 or Letter pages (landscape)"
        ),
        section="export",
    ),
    ActionSpec(
        "print",
        QT_TRANSLATE_NOOP("MainWindow", "P&rint scorecards…"),
        "file",
        (Key.Print,),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Print the shown shoe's board"),
        section="export",
    ),
    ActionSpec(
        "settings",
        QT_TRANSLATE_NOOP("MainWindow", "Se&ttings…"),
        "file",
        (Key.Preferences, "Ctrl+,"),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Theme, palette, defaults for new shoes, card entry, the library's location",
        ),
        section="settings",
    ),
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
        "file",
        (Key.Quit,),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Close tracker"),
        section="quit",
    ),
    ActionSpec(
        "undo",
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"),
        "edit",
        (Key.Undo,),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Undo the last change"),
        section="history",
    ),
    ActionSpec(
        "redo",
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"),
        "edit",
        (Key.Redo,),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Redo what was undone"),
        section="history",
    ),
    ActionSpec(
        "log_banker",
        QT_TRANSLATE_NOOP("MainWindow", "Log &Banker"),
        "edit",
        ("B",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Log a Banker win as the next hand"),
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "log_player",
        QT_TRANSLATE_NOOP("MainWindow", "Log &Player"),
        "edit",
        ("P",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Log a Player win as the next hand"),
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "log_tie",
        QT_TRANSLATE_NOOP("MainWindow", "Log &Tie"),
        "edit",
        ("T",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Log a tie as the next hand"),
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "enter_cards",
        QT_TRANSLATE_NOOP("MainWindow", "Enter the &cards"),
        "edit",
        ("C",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Type the next hand's cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves"
        ),
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "mark_player_pair",
        QT_TRANSLATE_NOOP("MainWindow", "Mark Player pair"),
        "edit",
        ("1",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "The next hand logged has a Player pair"),
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "mark_banker_pair",
        QT_TRANSLATE_NOOP("MainWindow", "Mark Banker pair"),
        "edit",
        ("2",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "The next hand logged has a Banker pair"),
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "mark_natural",
        QT_TRANSLATE_NOOP("MainWindow", "Mark natural"),
        "edit",
        ("N",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "The next hand logged is a natural"),
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "edit_hand",
        QT_TRANSLATE_NOOP("MainWindow", "&Edit hand…"),
        "edit",
        ("Ctrl+Return",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Correct the hand chosen in the hands table (or double-click it)"
        ),
        section="hands",
    ),
    ActionSpec(
        "insert_hand",
        QT_TRANSLATE_NOOP("MainWindow", "&Insert a hand…"),
        "edit",
        ("Ins",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Put a forgotten hand in before the one chosen in the hands table"
        ),
        section="hands",
    ),
    ActionSpec(
        "delete_hand",
        QT_TRANSLATE_NOOP("MainWindow", "&Delete hand"),
        "edit",
        ("Del",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Delete the hand chosen in the hands table (Ctrl+Z undoes)"
        ),
        section="hands",
    ),
    ActionSpec(
        "new_shoe",
        QT_TRANSLATE_NOOP("MainWindow", "&New shoe at the table…"),
        "shoe",
        (Key.New,),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Start logging a new shoe: its casino, table, decks and rules"
        ),
        section="shoe",
    ),
    ActionSpec(
        "shoe_details",
        QT_TRANSLATE_NOOP("MainWindow", "Shoe &details…"),
        "shoe",
        ("Ctrl+Shift+D",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Change the shown shoe's casino, table, start, decks, rules and notes"
        ),
        section="shoe",
    ),
    ActionSpec(
        "close_shoe",
        QT_TRANSLATE_NOOP("MainWindow", "&Close this shoe"),
        "shoe",
        ("Ctrl+Shift+W",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Mark the shoe finished: no more hands can be logged to it (Reopen undoes)",
        ),
        section="state",
    ),
    ActionSpec(
        "reopen_shoe",
        QT_TRANSLATE_NOOP("MainWindow", "&Reopen this shoe"),
        "shoe",
        ("Ctrl+Shift+R",),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Open a closed shoe for logging again"),
        section="state",
    ),
    ActionSpec(
        "delete_shoe",
        QT_TRANSLATE_NOOP("MainWindow", "De&lete this shoe…"),
        "shoe",
        ("Ctrl+Shift+Del",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Delete the shown shoe and its hands from the library (asks first)"
        ),
        section="delete",
    ),
    ActionSpec(
        "colour_blind",
        QT_TRANSLATE_NOOP("MainWindow", "&Colour-blind-safe scorecards"),
        "view",
        tip=QT_TRANSLATE_NOOP("MainWindow", "Shapes as well as colours tell Banker from Player"),
        checkable=True,
        section="palette",
    ),
    ActionSpec(
        "pane_shoe_list",
        QT_TRANSLATE_NOOP("MainWindow", "&Shoe list"),
        "view",
        ("Alt+1",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Show or hide the shoe list pane (the board takes the room)"
        ),
        section="panes",
    ),
    ActionSpec(
        "pane_hands",
        QT_TRANSLATE_NOOP("MainWindow", "&Hands"),
        "view",
        ("Alt+2",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Show or hide the hands table pane (the board takes the room)"
        ),
        section="panes",
    ),
    ActionSpec(
        "pane_statistics",
        QT_TRANSLATE_NOOP("MainWindow", "S&tatistics"),
        "view",
        ("Alt+3",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Show or hide the statistics pane (the board takes the room)"
        ),
        section="panes",
    ),
    ActionSpec(
        "find_shoe",
        QT_TRANSLATE_NOOP("MainWindow", "Find shoe"),
        "view",
        (Key.Find,),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Filter the shoe list"),
        section="list",
    ),
    ActionSpec(
        "library_list",
        QT_TRANSLATE_NOOP("MainWindow", "Go to the shoe &list"),
        "view",
        ("Ctrl+L",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Move the keys to the shoe list (Esc comes back to the table)"
        ),
        section="list",
    ),
    ActionSpec(
        "new_table",
        QT_TRANSLATE_NOOP("MainWindow", "&New table"),
        "tables",
        (Key.AddTab,),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "A tab for another table, with its own shoe and undo history"
        ),
        section="tabs",
    ),
    ActionSpec(
        "close_table",
        QT_TRANSLATE_NOOP("MainWindow", "&Close table tab"),
        "tables",
        (Key.Close,),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Close the tab (its shoe stays in the library as it is)"
        ),
        section="tabs",
    ),
    *_table_actions(),
    ActionSpec(
        "practice_online",
        QT_TRANSLATE_NOOP("MainWindow", "&Online table…"),
        "practice",
        ("Ctrl+Shift+P",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Practise at the online table for one: chips, Deal, exact payouts"
        ),
    ),
    ActionSpec(
        "practice_casino",
        QT_TRANSLATE_NOOP("MainWindow", "&Casino table of five…"),
        "practice",
        ("Ctrl+Shift+C",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Practise at a casino table of five seats, in turn, people or computer players",
        ),
    ),
    ActionSpec(
        "key_map",
        QT_TRANSLATE_NOOP("MainWindow", "&Keys…"),
        "help",
        (Key.HelpContents, "F1"),
        tip=QT_TRANSLATE_NOOP("MainWindow", "Every key of tracker"),
    ),
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("MainWindow", "&About tracker"),
        "help",
        tip=QT_TRANSLATE_NOOP("MainWindow", "What tracker is, and what it is not"),
    ),
    ActionSpec(
        "statistics_window",
        QT_TRANSLATE_NOOP("MainWindow", "&Statistics…"),
        "analysis",
        ("Ctrl+Shift+A",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "The shown shoe or the whole library against chance, with charts"
        ),
    ),
    ActionSpec(
        "backtest_window",
        QT_TRANSLATE_NOOP("MainWindow", "&Backtest a betting system…"),
        "analysis",
        ("Ctrl+Shift+B",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow", "Play a system over shoes or simulated shoes, beside the expected loss"
        ),
    ),
    ActionSpec(
        "count_window",
        QT_TRANSLATE_NOOP("MainWindow", "Side-bet &counting lab…"),
        "analysis",
        ("Ctrl+Shift+K",),
        tip=QT_TRANSLATE_NOOP(
            "MainWindow",
            "Play a side-bet card count over simulated shoes: its gain, swings and risk",
        ),
    ),
)


def enable_for_table(actions: Actions, live: LiveShoe | None, cards: bool, tables: int) -> None:
    """Enable each action of the table only when it can act on the visible table's shoe
    ``live``: logging while it is open, hands' actions while it has hands, and so on."""
    can_log = live is not None and live.can_log
    hands = live.hand_count if live is not None else 0
    closed_live = live is not None and live.summary.kind is ShoeKind.LIVE and live.summary.closed
    actions.enable_logging(can_log)
    actions.enable("enter_cards", can_log and cards)
    actions.enable("close_shoe", can_log)
    actions.enable("reopen_shoe", closed_live)
    for action_id in ("delete_shoe", "shoe_details", "insert_hand"):
        actions.enable(action_id, live is not None)
    for action_id in ("edit_hand", "delete_hand", "export_png", "export_pdf", "print"):
        actions.enable(action_id, hands > 0)
    actions.enable("close_table", tables > 1)
    for n in range(1, 10):
        actions.enable(f"show_table_{n}", n <= tables)


def name_tables(actions: Actions, shoes: Sequence[ShoeSummary | None]) -> None:
    """Name the Tables menu's entries by the tabs' tables, in tab order ("&1 Table 7"), so
    that Ctrl+1…9 read as the tables they show; entries past the last tab are hidden."""
    for n in range(1, 10):
        action = actions[f"show_table_{n}"]
        action.setVisible(n <= len(shoes))
        if n <= len(shoes):
            name = table_name(shoes[n - 1]).replace("&", "&&")  # a name's & is no mnemonic
            action.setText(f"&{n} {name}")


def table_name(shoe: ShoeSummary | None) -> str:
    """A tab's table as the Tables menu names it: casino and table, else the shoe's title."""
    if shoe is None:
        return QCoreApplication.translate("MainWindow", "No shoe")
    parts = [p for p in (shoe.casino, shoe.table) if p]
    if parts:
        return " · ".join(parts)
    return QCoreApplication.translate("MainWindow", "Shoe %1").replace("%1", shoe_title(shoe))


def trigger_logging_key(actions: Actions, event: QKeyEvent, no_shoe: Callable[[], None]) -> bool:
    """A logging key that reached the window: its shortcut did not fire, because the action
    is disabled (``no_shoe`` says how to start one) or the window was not active yet when
    the key came (it logs all the same). Whether the key was a logging key."""
    key = QKeySequence(event.keyCombination())
    for action_id in actions.logging_ids:
        action = actions[action_id]
        if key in action.shortcuts():
            if action.isEnabled():
                action.trigger()
            else:
                no_shoe()
            return True
    return False
