"""What the main window says in its own words: its title, the notes in the statistics pane
and the status line's messages, each made in the app's language when it is shown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tracker.store import ShoeSummary
from tracker.ui.library.models import shoe_title
from tracker.ui.shell.i18n import english_plural


def window_title(shoe: ShoeSummary | None) -> str:
    """``tracker``, or the shoe shown and ``tracker``."""
    if shoe is None:
        return QCoreApplication.translate("MainWindow", "tracker")
    return QCoreApplication.translate("MainWindow", "%1 — tracker").replace("%1", shoe_title(shoe))


def tables_tip() -> str:
    return QCoreApplication.translate(
        "MainWindow", "One tab a table (Ctrl+1…9); the logging keys log into the one shown"
    )


def empty_library() -> str:
    """The statistics pane's note while the library has no shoe: how to start."""
    return QCoreApplication.translate(
        "MainWindow",
        "<p><b>Your library is empty.</b></p>"
        "<p>Press <b>Ctrl+N</b> to log a shoe at the table, hand by hand, or <b>Ctrl+I</b> to "
        "import shoe files (hands CSV, bead strings, shoe JSON).</p>"
        "<p>File → Import the sample shoes brings in 20 real shoes from live tables and "
        "card-level shoes dealt by tracker's simulator, to explore at once.</p>",
    )


def no_open_shoe() -> str:
    """Said when a logging key finds no shoe open at the visible table."""
    return QCoreApplication.translate(
        "MainWindow",
        "No shoe open for logging at this table: Ctrl+N starts a new shoe "
        "(Shoe → Reopen opens a closed one again).",
    )


def saved(hands: int) -> str:
    """Said once a change is stored: the shoe's hands now."""
    text = QCoreApplication.translate("MainWindow", "Saved: %Ln hand(s)", "", hands)
    return english_plural(text, hands)


def choose_a_hand() -> str:
    return QCoreApplication.translate(
        "MainWindow", "Choose a hand in the hands table first (the shoe list has the keys)."
    )
