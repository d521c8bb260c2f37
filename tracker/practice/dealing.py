"""A coup as the dealer deals it: the cards one by one in dealing order, Player first,
each with what the dealer says (naturals, each draw or stand with the rule behind it)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tracker.engine.cards import Card
from tracker.engine.coup import Coup
from tracker.engine.explain import draw_reasons
from tracker.engine.rules import Winner
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class Side(enum.Enum):
    PLAYER = "Player"
    BANKER = "Banker"


@dataclass(frozen=True, slots=True)
class DealStep:
    """One moment of the deal: a card turned for a side (``card`` None for words alone),
    its place in that side's hand (0-2), and the dealer's words, if any (a window shows
    them with ``tracker.ui.shell.i18n.shown``; ``str()`` is the English)."""

    side: Side | None
    card: Card | None
    place: int
    words: Message | str = ""


def dealing_steps(coup: Coup) -> tuple[DealStep, ...]:
    """The deal of ``coup`` step by step: P1, B1, P2, B2, a natural named with its rule,
    else the Player's and the Banker's draw or stand each with the rule that decides it
    (:func:`draw_reasons`), before its third card, and last the result."""
    p, b = coup.player, coup.banker
    steps = [
        DealStep(Side.PLAYER, p[0], 0),
        DealStep(Side.BANKER, b[0], 0),
        DealStep(Side.PLAYER, p[1], 1),
        DealStep(Side.BANKER, b[1], 1),
    ]
    explained = draw_reasons(coup)
    steps.append(DealStep(None, None, 0, explained[0]))
    if len(explained) > 1:  # no natural: the Player's rule, then the Banker's
        if len(p) == 3:
            steps.append(DealStep(Side.PLAYER, p[2], 2))
        steps.append(DealStep(None, None, 0, explained[1]))
        if len(b) == 3:
            steps.append(DealStep(Side.BANKER, b[2], 2))
    steps.append(DealStep(None, None, 0, result_words(coup)))
    return tuple(steps)


def result_words(coup: Coup) -> Message:
    """ "Banker wins, 7 to 4"; "Tie, 6 to 6"."""
    pt, bt = coup.player_total, coup.banker_total
    if coup.winner is Winner.TIE:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "Tie, {player} to {banker}"), player=pt, banker=bt
        )
    if coup.winner is Winner.BANKER:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "Banker wins, {banker} to {player}"), banker=bt, player=pt
        )
    return Message(
        QT_TRANSLATE_NOOP("Messages", "Player wins, {player} to {banker}"), player=pt, banker=bt
    )
