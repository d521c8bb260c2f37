"""The game's words as the table's parts show them (the hands table, the card entry, the
hand dialog, the undo history): the winners, the sides' letters, the marks, in the app's
language (the glossary's words, docs/glossary.md)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from tracker.engine.rules import Winner
from tracker.translatable import QT_TRANSLATE_NOOP

WINNERS = {
    Winner.BANKER: QT_TRANSLATE_NOOP("Hands", "Banker"),
    Winner.PLAYER: QT_TRANSLATE_NOOP("Hands", "Player"),
    Winner.TIE: QT_TRANSLATE_NOOP("Hands", "Tie"),
}
"""A hand's winner, as a word."""


def winner_word(winner: Winner | None) -> str:
    """``Banker``, ``Player`` or ``Tie`` in the app's language; ``?`` for none recorded."""
    if winner is None:
        return "?"
    return QCoreApplication.translate("Hands", WINNERS[winner])


def player_letter() -> str:
    """The Player's letter (``P``; the bead's letter in each language)."""
    return QCoreApplication.translate("Hands", "P")


def banker_letter() -> str:
    """The Banker's letter (``B``)."""
    return QCoreApplication.translate("Hands", "B")


def totals_text(player: int, banker: int) -> str:
    """Both hands' totals: ``P 8 · B 5``."""
    locale = QLocale()
    return (
        QCoreApplication.translate("Hands", "P %1 · B %2")
        .replace("%1", locale.toString(player))
        .replace("%2", locale.toString(banker))
    )


def pairs_text(player_pair: bool | None, banker_pair: bool | None) -> str:
    """The sides with a pair: ``P · B``, ``P``, ``B`` or nothing."""
    sides = ((player_letter(), player_pair), (banker_letter(), banker_pair))
    return " · ".join(letter for letter, on in sides if on)


def natural_word() -> str:
    """A natural (8 or 9 in two cards), as the hands table marks one."""
    return QCoreApplication.translate("Hands", "natural")


def marks_words(
    player_pair: bool | None, banker_pair: bool | None, natural: bool | None
) -> list[str]:
    """The marks a hand has, in words: ``Player pair``, ``Banker pair``, ``natural``."""
    return [
        word
        for word, on in (
            (QCoreApplication.translate("Hands", "Player pair"), player_pair),
            (QCoreApplication.translate("Hands", "Banker pair"), banker_pair),
            (natural_word(), natural),
        )
        if on
    ]
