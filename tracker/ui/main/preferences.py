"""What the main window keeps between runs: its place, its panes, the scorecards' palette,
card entry, the theme, the shoe shown last, a new shoe's details and the library's location."""

from __future__ import annotations

from tracker.ui.shell.settings import Setting

COLOUR_BLIND = Setting("colour_blind", False, doc="Scorecards in the colour-blind-safe palette")
GEOMETRY = Setting("geometry", b"", doc="Where the main window was and how large")
PANES = Setting("panes", b"", doc="Where the panes were, how large, and which were shown")
CARD_ENTRY = Setting("card_entry", True, doc="Offer the card field for live hands")
THEME = Setting(
    "theme", "system", choices=("system", "light", "dark"), doc="light, dark or as the system"
)
LAST_SHOE = Setting(
    "last_shoe", 0, minimum=0, maximum=2**63 - 1, doc="The shoe shown last (0: none)"
)
NEW_SHOE = Setting("new_shoe", "", doc="The details of the last shoe started, as JSON")
LIBRARY_PATH = Setting("library_path", "", doc="The library to open (empty: the default)")
