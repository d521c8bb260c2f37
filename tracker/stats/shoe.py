"""One shoe's statistics as data: its counts beside chance, the chi-square and runs tests, and, when
every card was recorded, the exact odds of the next hand beside a fresh shoe's.

Windows and reports format these figures; none of them computes a probability itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tracker.engine.cards import Composition, CompositionError
from tracker.engine.odds import HouseEdges, Odds, TooFewCards, odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebets import SideBetOdds, side_bet_odds
from tracker.history import ShoeRecord
from tracker.stats.randomness import exact_probabilities
from tracker.stats.summary import ShoeCounts, Summary, summarize
from tracker.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Seen:
    """One outcome: how often it was seen and its chance per hand."""

    name: str
    seen: int
    chance: float


@dataclass(frozen=True, slots=True)
class NextHand:
    """The exact odds of the next hand from the cards left, beside a fresh shoe's.

    ``moved`` is the largest difference of P(Banker), P(Player), P(Tie) from the fresh shoe.
    """

    now: Odds[float]
    fresh: Odds[float]
    edges_now: HouseEdges[float]
    edges_fresh: HouseEdges[float]
    moved: float

    @property
    def favours_player(self) -> bool:
        """Whether the cards left tip a main bet the player's way (a negative house edge)."""
        return self.edges_now.banker <= 0 or self.edges_now.player <= 0


@dataclass(frozen=True, slots=True)
class ShoeStatistics:
    """What the statistics panel shows of one shoe.

    ``next_hand`` is ``None`` when the odds of the next hand are not known, and
    ``next_hand_note`` then says why (outcomes only, cards that cannot all come from the
    shoe, too few cards left).
    """

    hands: int
    decks: int
    seen: tuple[Seen, ...]
    summary: Summary
    next_hand: NextHand | None
    next_hand_note: str | None
    next_hand_problem: Exception | None = None
    """The error behind ``next_hand_note`` when the cards were at fault (a window shows
    it in its language)."""


def shoe_statistics(shoe: ShoeRecord) -> ShoeStatistics:
    """Count ``shoe``, test it against chance, and work out its next hand when it can."""
    counts = ShoeCounts.of(shoe)
    decks, tally = counts.decks, counts.tally
    p_banker, p_player, p_tie = exact_probabilities(decks)
    fresh = _fresh_odds(decks)
    seen = (
        Seen(QT_TRANSLATE_NOOP("Statistics", "Banker"), tally.banker, p_banker),
        Seen(QT_TRANSLATE_NOOP("Statistics", "Player"), tally.player, p_player),
        Seen(QT_TRANSLATE_NOOP("Statistics", "Tie"), tally.tie, p_tie),
        Seen(QT_TRANSLATE_NOOP("Statistics", "Player pair"), tally.player_pair, fresh.player_pair),
        Seen(QT_TRANSLATE_NOOP("Statistics", "Banker pair"), tally.banker_pair, fresh.banker_pair),
    )
    next_hand, note, problem = _next_hand(shoe, fresh)
    return ShoeStatistics(tally.hands, decks, seen, summarize([counts]), next_hand, note, problem)


@lru_cache(maxsize=8)
def _fresh_odds(decks: int) -> Odds[float]:
    """The odds of a full shoe of ``decks`` decks: the same every time (the live window asks
    after every hand logged)."""
    return odds(Composition.full(decks))


def _next_hand(
    shoe: ShoeRecord, fresh: Odds[float]
) -> tuple[NextHand | None, str | None, Exception | None]:
    try:
        left = shoe.cards_left()
    except CompositionError as exc:
        return None, f"The recorded cards cannot all come from this shoe: {exc}", exc
    if left is None:
        return (
            None,
            QT_TRANSLATE_NOOP(
                "Statistics",
                "Exact odds of the next hand need every card dealt; "
                "this shoe records outcomes only.",
            ),
            None,
        )
    try:
        now = odds(left)
    except TooFewCards as exc:
        message = str(exc)
        return None, f"{message[:1].upper()}{message[1:]}.", exc
    rules = shoe.rules if shoe.rules is not None else RuleSet(decks=shoe.effective_decks)
    moved = max(
        abs(now.banker - fresh.banker), abs(now.player - fresh.player), abs(now.tie - fresh.tie)
    )
    edges_now, edges_fresh = now.house_edges(rules), fresh.house_edges(rules)
    return NextHand(now, fresh, edges_now, edges_fresh, moved), None, None


@dataclass(frozen=True, slots=True)
class NextHandBets:
    """The next hand's pairs and side bets from the cards left, exactly."""

    main: Odds[float]
    side: SideBetOdds[float]


def next_hand_bets(left: Composition) -> NextHandBets:
    """The pairs and side bets of the next hand dealt from ``left``.

    :raises TooFewCards: when the cards left may not finish a coup.
    """
    return NextHandBets(odds(left), side_bet_odds(left))
