"""The recorded shoe: frozen records of shoes and hands, the builder every reader uses,
the replay through the rules with its report as data, the tallies of outcomes, and a
shoe checked (tally, verdict, content hash) as the library keeps it.

Pure: no Qt, no storage, no file formats.
"""

from tracker.history.builder import ShoeBuilder
from tracker.history.checked import CheckedShoe, CheckStatus, KeptProblem, check_shoe, content_hash
from tracker.history.records import HandRecord, ShoeChunk, ShoeKind, ShoeRecord
from tracker.history.replay import (
    LISTED_PROBLEMS,
    ShoeReplay,
    check_cards,
    order_hint,
    validate_shoe,
)
from tracker.history.report import FileReport, Problem, ShoeReport
from tracker.history.tally import Tally, letters_of, streaks, tally_letters

__all__ = [
    "LISTED_PROBLEMS",
    "CheckStatus",
    "CheckedShoe",
    "FileReport",
    "HandRecord",
    "KeptProblem",
    "Problem",
    "ShoeBuilder",
    "ShoeChunk",
    "ShoeKind",
    "ShoeRecord",
    "ShoeReplay",
    "ShoeReport",
    "Tally",
    "check_cards",
    "check_shoe",
    "content_hash",
    "letters_of",
    "order_hint",
    "streaks",
    "tally_letters",
    "validate_shoe",
]
