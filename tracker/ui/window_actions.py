"""The main window's actions as one table: what it can do, where each sits in the menus,
and its default keys. The key map and the menus both come from here."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from tracker.ui.shell.actions import ActionSpec
from tracker.ui.shell.settings import Setting

Key = QKeySequence.StandardKey

MAIN_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "new_shoe",
        "&New shoe at the table…",
        "file",
        (Key.New,),
        tip="Start logging a new shoe at the table",
        section="shoe",
    ),
    ActionSpec(
        "close_shoe",
        "&Close this shoe",
        "file",
        ("Ctrl+Shift+W",),
        tip="Mark the shoe finished: no more hands can be logged to it",
        section="shoe",
    ),
    ActionSpec(
        "import",
        "&Import shoe files…",
        "file",
        ("Ctrl+I",),
        tip="Store hands CSV, bead strings or shoe JSON files in the library",
        section="files",
    ),
    ActionSpec(
        "import_samples",
        "Import the &sample shoes",
        "file",
        tip="Real shoes from live tables and shoes dealt by tracker's simulator",
        section="files",
    ),
    ActionSpec(
        "export_png",
        "Export scorecards as &PNG…",
        "file",
        ("Ctrl+E",),
        tip="Save the shown shoe's scorecards as a picture",
        section="files",
    ),
    ActionSpec(
        "export_pdf",
        "Export scorecards as P&DF…",
        "file",
        tip="Save the shown shoe's scorecards as a PDF page",
        section="files",
    ),
    ActionSpec("quit", "&Quit", "file", (Key.Quit,), section="quit"),
    ActionSpec("undo", "&Undo", "edit", (Key.Undo,), section="history"),
    ActionSpec("redo", "&Redo", "edit", (Key.Redo,), section="history"),
    ActionSpec(
        "log_banker",
        "Log &Banker",
        "edit",
        ("B",),
        tip="Log a Banker win as the next hand",
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "log_player",
        "Log &Player",
        "edit",
        ("P",),
        tip="Log a Player win as the next hand",
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "log_tie",
        "Log &Tie",
        "edit",
        ("T",),
        tip="Log a tie as the next hand",
        section="log",
        logging_key=True,
    ),
    ActionSpec(
        "mark_player_pair",
        "Mark Player pair",
        "edit",
        ("1",),
        tip="The next hand logged has a Player pair",
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "mark_banker_pair",
        "Mark Banker pair",
        "edit",
        ("2",),
        tip="The next hand logged has a Banker pair",
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "mark_natural",
        "Mark natural",
        "edit",
        ("N",),
        tip="The next hand logged is a natural",
        section="marks",
        logging_key=True,
    ),
    ActionSpec(
        "colour_blind",
        "&Colour-blind-safe scorecards",
        "view",
        tip="Shapes as well as colours tell Banker from Player",
        checkable=True,
    ),
    ActionSpec("find_shoe", "Find shoe", "view", (Key.Find,), tip="Filter the shoe list"),
    ActionSpec("about", "&About tracker", "help"),
)

COLOUR_BLIND = Setting("colour_blind", False, doc="Scorecards in the colour-blind-safe palette")
GEOMETRY = Setting("geometry", b"", doc="Where the main window was and how large")
