"""A coup as the dealer deals it: the cards one by one in dealing order, Player first,
each with what the dealer says (totals, naturals, the third-card rule that applies)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tracker.engine.cards import Card
from tracker.engine.coup import Coup
from tracker.engine.rules import Winner, hand_total, is_natural


class Side(enum.Enum):
    PLAYER = "Player"
    BANKER = "Banker"


@dataclass(frozen=True, slots=True)
class DealStep:
    """One moment of the deal: a card turned for a side (``card`` None for words alone),
    its place in that side's hand (0-2), and the dealer's words, if any."""

    side: Side | None
    card: Card | None
    place: int
    words: str = ""


def _total(cards: tuple[Card, ...]) -> int:
    return hand_total([c.value for c in cards])


def dealing_steps(coup: Coup) -> tuple[DealStep, ...]:
    """The deal of ``coup`` step by step: P1, B1, P2, B2, the announcement of the totals
    (a natural named as such), then the Player's and the Banker's third-card rule as each
    applies, with the third card, and last the result."""
    p, b = coup.player, coup.banker
    steps = [
        DealStep(Side.PLAYER, p[0], 0),
        DealStep(Side.BANKER, b[0], 0),
        DealStep(Side.PLAYER, p[1], 1),
        DealStep(Side.BANKER, b[1], 1),
    ]
    p_two, b_two = _total(p[:2]), _total(b[:2])
    if is_natural(p_two) or is_natural(b_two):
        said = []
        if is_natural(p_two):
            said.append(f"Player natural {p_two}")
        if is_natural(b_two):
            said.append(f"Banker natural {b_two}")
        steps.append(DealStep(None, None, 0, f"{' and '.join(said)}!"))
    else:
        if len(p) == 3:
            steps.append(DealStep(None, None, 0, f"Player {p_two}: draws"))
            steps.append(DealStep(Side.PLAYER, p[2], 2))
        else:
            steps.append(DealStep(None, None, 0, f"Player {p_two}: stands"))
        draws = "draws" if len(b) == 3 else "stands"
        if len(p) == 3:
            words = f"Banker {b_two} against a third card of {p[2].value}: {draws}"
        else:
            words = f"Banker {b_two}, the Player stood: {draws}"
        steps.append(DealStep(None, None, 0, words))
        if len(b) == 3:
            steps.append(DealStep(Side.BANKER, b[2], 2))
    steps.append(DealStep(None, None, 0, result_words(coup)))
    return tuple(steps)


def result_words(coup: Coup) -> str:
    """ "Banker wins, 7 to 4"; "Tie, 6 to 6"."""
    pt, bt = coup.player_total, coup.banker_total
    if coup.winner is Winner.TIE:
        return f"Tie, {pt} to {bt}"
    if coup.winner is Winner.BANKER:
        return f"Banker wins, {bt} to {pt}"
    return f"Player wins, {pt} to {bt}"
