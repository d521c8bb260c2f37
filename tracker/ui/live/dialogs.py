"""The dialogs at the table, by the names they have always been imported by: a shoe's
details (:mod:`tracker.ui.live.shoe_details`), one hand's record
(:mod:`tracker.ui.live.hand_dialog`) and the note a misdeal is kept with
(:mod:`tracker.ui.live.misdeal_dialog`). Each lives in its own module; import from there.
"""

from __future__ import annotations

from tracker.ui.live.hand_dialog import HandDialog
from tracker.ui.live.misdeal_dialog import MisdealDialog
from tracker.ui.live.shoe_details import TITLES, ShoeDetails, ShoeDetailsDialog

__all__ = ["TITLES", "HandDialog", "MisdealDialog", "ShoeDetails", "ShoeDetailsDialog"]
