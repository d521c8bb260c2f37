"""Opening the replay of a stored shoe from a window, at a hand; a shoe gone from the
library is said in the status line, not raised."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tracker.store import Library, UnknownShoeError
from tracker.ui.replay.window import ReplayWindow, open_replay

Say = Callable[[str, int], None]


def replay_shoe(
    library: Library, shoe_id: int | None, position: int, parent: QWidget, say: Say
) -> ReplayWindow | None:
    """Open the replay of ``shoe_id`` (``None``: no shoe shown) at hand ``position``."""
    if shoe_id is None:
        say(
            QCoreApplication.translate(
                "Replay", "No shoe is shown: choose one in the library to replay it"
            ),
            6000,
        )
        return None
    try:
        return open_replay(library, shoe_id, position, parent)
    except UnknownShoeError:
        say(
            QCoreApplication.translate("Replay", "Shoe %1 is no longer in the library").replace(
                "%1", str(shoe_id)
            ),
            6000,
        )
        return None
