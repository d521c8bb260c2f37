"""The analysis windows' words and numbers in the app's language: numbers, percentages and
signed figures written by ``QLocale``, counts of shoes and hands with the language's plural
forms, a p-value's plain reading, and the honest sentences beside the figures (each kept
whole in every language, under the context ``Honesty``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from tracker import honesty
from tracker.stats.randomness import CHANCE_LEVEL
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.shell.i18n import english_plural, shown


def number(value: int) -> str:
    """A whole number with the language's group separators: 5,824 (5.824 in Vietnamese)."""
    return QLocale().toString(value)


def fixed(value: float, places: int) -> str:
    """``value`` with ``places`` decimals, in the language's digits."""
    return QLocale().toString(float(value), "f", places)


def signed(value: float, places: int) -> str:
    """``value`` with ``places`` decimals and its sign, + or −: +1.25."""
    text = fixed(value, places)
    return text if text.startswith(("-", QLocale().negativeSign())) else "+" + text


def percent(share: float | None, places: int = 2) -> str:
    """A share (0.4586) as a percentage (45.86%); – for none."""
    if share is None:
        return "–"
    return fixed(100 * share, places) + QLocale().percent()


def signed_percent(share: float, places: int) -> str:
    """A share as a signed percentage: -1.058%."""
    return signed(100 * share, places) + QLocale().percent()


def general(value: float) -> str:
    """A figure as short as it reads (``{:g}``: 3, 2.5)."""
    return QLocale().toString(float(value), "g", 6)


def shoes(count: int) -> str:
    """ "5 shoes" in the app's language."""
    return english_plural(QCoreApplication.translate("Statistics", "%Ln shoe(s)", "", count), count)


def hands(count: int) -> str:
    """ "400 hands" in the app's language."""
    return english_plural(QCoreApplication.translate("Statistics", "%Ln hand(s)", "", count), count)


def shoes_and_hands(shoe_count: int, hand_count: int) -> str:
    """ "5 shoes, 400 hands" in the app's language."""
    return (
        QCoreApplication.translate("Statistics", "%1, %2")
        .replace("%1", shoes(shoe_count))
        .replace("%2", hands(hand_count))
    )


def reading(p_value: float | None, reason: str | Message | None = None) -> str:
    """A p-value's plain reading (``tracker.stats.reading`` in the app's language)."""
    if p_value is None:
        if reason:
            return QCoreApplication.translate("Statistics", "not tested: %1").replace(
                "%1", reason_text(reason)
            )
        return QCoreApplication.translate("Statistics", "too few hands to test")
    if p_value >= CHANCE_LEVEL:
        return QCoreApplication.translate("Statistics", "consistent with chance")
    return QCoreApplication.translate(
        "Statistics",
        "unusual for chance (p < %1); with enough shoes some results are, and it still "
        "predicts nothing",
    ).replace("%1", general(CHANCE_LEVEL))


def statistics_text(text: str) -> str:
    """A text of :mod:`tracker.stats` marked under ``Statistics``, in the app's language
    (a text with values in it, not in the catalogues, stays as it is)."""
    return QCoreApplication.translate("Statistics", text)


def past_predicts_nothing() -> str:
    """:data:`tracker.honesty.PAST_PREDICTS_NOTHING` in the app's language, whole."""
    return QCoreApplication.translate(
        "Honesty",
        "Past outcomes cannot predict future hands: every hand is dealt from the cards left, "
        "whatever the scorecards show.",
    )


def no_system_changes_the_edge() -> str:
    """:data:`tracker.honesty.NO_SYSTEM_CHANGES_THE_EDGE` in the app's language."""
    return QCoreApplication.translate(
        "Honesty",
        "No betting system changes the expected loss per unit wagered: whatever the system, "
        "the expected loss is the house edge times the amount wagered.",
    )


def counters_are_limited() -> str:
    """:data:`tracker.honesty.COUNTERS_ARE_LIMITED` in the app's language."""
    return QCoreApplication.translate(
        "Honesty",
        "Casinos watch for side-bet counters: they cap the side bet, move the cut card forward "
        "or reshuffle early, and may bar a player who bets only when the count is high.",
    )


def a_count_is_not_a_system() -> str:
    """:data:`tracker.honesty.A_COUNT_IS_NOT_A_SYSTEM` in the app's language."""
    return QCoreApplication.translate(
        "Honesty",
        "A count wins only because the cards already dealt change the odds of the cards left; "
        "a scorecard of who won does not.",
    )


def only_side_bets_move() -> str:
    """:data:`tracker.honesty.ONLY_SIDE_BETS_MOVE` in the app's language."""
    return QCoreApplication.translate(
        "Honesty",
        "Only side bets move far with the cards left: the Banker and Player edges barely move.",
    )


def count_gain_is_small() -> str:
    """:data:`tracker.honesty.COUNT_GAIN_IS_SMALL` in the app's language."""
    return QCoreApplication.translate(
        "Honesty",
        "A count's gain is small against its variance: even when a side bet turns in the "
        "player's favour, what one unit gains on average is a small part of how far its result "
        "swings each hand (its standard deviation), and a shoe offers few such bets.",
    )


def past_outcomes() -> str:
    """:data:`tracker.honesty.PAST_OUTCOMES` in the app's language."""
    return QCoreApplication.translate("Honesty", honesty.PAST_OUTCOMES)


HONEST_WORDS = {
    honesty.PAST_PREDICTS_NOTHING: past_predicts_nothing,
    honesty.NO_SYSTEM_CHANGES_THE_EDGE: no_system_changes_the_edge,
    honesty.COUNTERS_ARE_LIMITED: counters_are_limited,
    honesty.A_COUNT_IS_NOT_A_SYSTEM: a_count_is_not_a_system,
    honesty.ONLY_SIDE_BETS_MOVE: only_side_bets_move,
    honesty.COUNT_GAIN_IS_SMALL: count_gain_is_small,
}
"""Each sentence of :mod:`tracker.honesty` shown here and its translation (a test holds the
English of each to the sentence)."""


BET_NAMES = {
    "banker": QT_TRANSLATE_NOOP("Statistics", "banker"),
    "player": QT_TRANSLATE_NOOP("Statistics", "player"),
    "tie": QT_TRANSLATE_NOOP("Statistics", "tie"),
    "player_pair": QT_TRANSLATE_NOOP("Statistics", "player pair"),
    "banker_pair": QT_TRANSLATE_NOOP("Statistics", "banker pair"),
    "no_commission_banker": QT_TRANSLATE_NOOP("Statistics", "no commission banker"),
    "ez_banker": QT_TRANSLATE_NOOP("Statistics", "ez banker"),
    "dragon_seven": QT_TRANSLATE_NOOP("Statistics", "dragon seven"),
    "panda_eight": QT_TRANSLATE_NOOP("Statistics", "panda eight"),
    "super_six": QT_TRANSLATE_NOOP("Statistics", "super six"),
    "dragon_bonus_player": QT_TRANSLATE_NOOP("Statistics", "dragon bonus player"),
    "dragon_bonus_banker": QT_TRANSLATE_NOOP("Statistics", "dragon bonus banker"),
}
"""The bets whose edges the charts and tables follow, by their keys."""


def bet_name(key: str) -> str:
    """A bet's name (``dragon_seven``: "dragon seven") in the app's language."""
    name = BET_NAMES.get(key)
    if name is None:
        return key.replace("_", " ")
    return QCoreApplication.translate("Statistics", name)


def reason_text(reason: str | Message | None) -> str:
    """Why a test of :mod:`tracker.stats` was not made, in the app's language (its numbers
    kept)."""
    if not reason:
        return QCoreApplication.translate("Statistics", "too few hands to test")
    if isinstance(reason, Message):
        return shown(reason)
    return statistics_text(reason)
