"""What the app says wherever it shows scorecards or statistics: the past does not
predict the next hand. One wording, shared by the command line, the roads and the windows."""

from __future__ import annotations

from tracker.translatable import QT_TRANSLATE_NOOP

PAST_OUTCOMES = QT_TRANSLATE_NOOP("Honesty", "Past outcomes cannot predict future hands.")
"""The short sentence, for a scorecard's note or a tooltip."""

PAST_PREDICTS_NOTHING = QT_TRANSLATE_NOOP(
    "Honesty",
    "Past outcomes cannot predict future hands: every hand is dealt from the cards left, "
    "whatever the scorecards show.",
)
"""The same, with the reason: beside statistics."""

NO_SYSTEM_CHANGES_THE_EDGE = (
    "No betting system changes the expected loss per unit wagered: whatever the system, "
    "the expected loss is the house edge times the amount wagered."
)
"""Beside every backtest's figures."""

PATTERNS_ARE_CHANCE = (
    "Chance alone deals these patterns in many shoes; none of them says what the next hand "
    f"will be. {PAST_OUTCOMES}"
)
"""Beside a shoe's big road patterns ("good roads")."""

COUNTERS_ARE_LIMITED = (
    "Casinos watch for side-bet counters: they cap the side bet, move the cut card forward "
    "or reshuffle early, and may bar a player who bets only when the count is high."
)
"""Beside every count's figures: what a casino does about a count that works."""

A_COUNT_IS_NOT_A_SYSTEM = (
    "A count wins only because the cards already dealt change the odds of the cards left; "
    "a scorecard of who won does not."
)
"""Beside a count's figures: why counting cards differs from following a pattern."""

ONLY_SIDE_BETS_MOVE = QT_TRANSLATE_NOOP(
    "Honesty",
    "Only side bets move far with the cards left: the Banker and Player edges barely move.",
)
"""Beside the odds from the cards left, wherever side bets are shown."""

COUNT_GAIN_IS_SMALL = (
    "A count's gain is small against its variance: even when a side bet turns in the "
    "player's favour, what one unit gains on average is a small part of how far its result "
    "swings each hand (its standard deviation), and a shoe offers few such bets."
)
"""Beside side bets' edges and any card count."""

__all__ = [
    "A_COUNT_IS_NOT_A_SYSTEM",
    "COUNTERS_ARE_LIMITED",
    "COUNT_GAIN_IS_SMALL",
    "NO_SYSTEM_CHANGES_THE_EDGE",
    "ONLY_SIDE_BETS_MOVE",
    "PAST_OUTCOMES",
    "PAST_PREDICTS_NOTHING",
    "PATTERNS_ARE_CHANCE",
]
