"""What the app says wherever it shows scorecards or statistics (SPEC §7): the past does not
predict the next hand. One wording, shared by the command line, the roads and the windows."""

from __future__ import annotations

PAST_OUTCOMES = "Past outcomes cannot predict future hands."
"""The short sentence, for a scorecard's note or a tooltip."""

PAST_PREDICTS_NOTHING = (
    f"{PAST_OUTCOMES.removesuffix('.')}: every hand is dealt from the cards left, "
    "whatever the scorecards show."
)
"""The same, with the reason: beside statistics."""

__all__ = ["PAST_OUTCOMES", "PAST_PREDICTS_NOTHING"]
