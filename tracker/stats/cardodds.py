"""For a shoe that records every card: the exact house edge of every bet (main bets, pairs
and the side bets) before each hand, from the cards left, and how far each moved.

The main bets barely move as a shoe is dealt; Dragon 7, Panda 8 and the pairs can move far.
These are exact odds of the next hand from the cards left, not patterns in past results.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.engine.cards import CompositionError
from tracker.engine.odds import odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebets import side_bet_odds
from tracker.history.records import ShoeRecord

BETS = (
    "banker",
    "player",
    "tie",
    "player_pair",
    "banker_pair",
    "no_commission_banker",
    "ez_banker",
    "dragon_seven",
    "panda_eight",
    "super_six",
    "dragon_bonus_player",
    "dragon_bonus_banker",
)
"""Every bet whose edge is followed, in the order shown."""


@dataclass(frozen=True, slots=True)
class BetPath:
    """One bet's house edge before each hand (``edges[0]`` the fresh shoe after the burn)."""

    bet: str
    edges: tuple[float, ...]

    @property
    def lowest(self) -> float:
        return min(self.edges)

    @property
    def highest(self) -> float:
        return max(self.edges)

    @property
    def moved(self) -> float:
        return self.highest - self.lowest


@dataclass(frozen=True, slots=True)
class CardOdds:
    """The edges of every bet over a card-level shoe: ``paths`` by bet, ``cards_left``
    before each hand; ``stopped`` says why the paths end early (too few cards), if they do."""

    paths: dict[str, BetPath]
    cards_left: tuple[int, ...]
    stopped: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {
            "cards_left": list(self.cards_left),
            "stopped": self.stopped,
            "bets": {
                name: {
                    "fresh": path.edges[0],
                    "now": path.edges[-1],
                    "lowest": path.lowest,
                    "highest": path.highest,
                    "moved": path.moved,
                    "by_hand": list(path.edges),
                }
                for name, path in self.paths.items()
            },
        }


def card_odds(shoe: ShoeRecord) -> CardOdds | None:
    """The edges of every bet before each hand of ``shoe`` (and before the next), or ``None``
    when some hand does not record its cards or the cards cannot come from the shoe."""
    if not shoe.hands or not all(hand.has_cards for hand in shoe.hands):
        return None
    decks = shoe.effective_decks
    rules = shoe.rules if shoe.rules is not None else RuleSet(decks=decks)
    from tracker.engine.cards import Composition

    try:
        left = Composition.full(decks).remove(list(shoe.burn), decks)
    except CompositionError:
        return None
    edges: dict[str, list[float]] = {bet: [] for bet in BETS}
    counts: list[int] = []
    stopped = None
    for index in range(len(shoe.hands) + 1):
        n = sum(left.values())
        if n < 6:
            stopped = f"{n} cards left before hand {index + 1}: too few for a coup"
            break
        main = odds(left, compiled_kernel=True).house_edges(rules)
        side = side_bet_odds(left).edges()
        for bet in BETS:
            edges[bet].append(float(main.as_dict()[bet]) if bet in main.as_dict() else side[bet])
        counts.append(n)
        if index < len(shoe.hands):
            hand = shoe.hands[index]
            assert hand.player is not None and hand.banker is not None
            try:
                left = left.remove([*hand.player, *hand.banker], decks)
            except CompositionError:
                return None
    if not counts:
        return None
    return CardOdds({bet: BetPath(bet, tuple(edges[bet])) for bet in BETS}, tuple(counts), stopped)
