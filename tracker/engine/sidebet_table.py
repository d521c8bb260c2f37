"""The one table of side bets and paytables commonly dealt: each bet's id, its name, the
words a layout prints (when it wins, what it pays) and its payout rule.

A payout rule is a small function of an :class:`Outcome` (the totals, how many cards each
side holds and, for the pair bets, whether a side's first two cards are a pair) giving
the net result of one unit staked: what it wins, 0 for a push, −1 for a loss. The same
function settles a dealt coup (:func:`side_bet_result`) and, read over every outcome the
cards left can deal, gives the exact odds and house edge
(:mod:`tracker.engine.sidebet_edges`), so the two cannot disagree.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from tracker.engine.coup import Coup
from tracker.engine.rules import Winner, winner_of
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message, Term

DRAGON_BONUS_MARGIN_PAYS: dict[int, int] = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}
"""What a Dragon Bonus win without a natural pays (to 1) by its margin in points."""


class UnknownSideBet(UserError, ValueError):
    """A side bet id the table does not hold."""

    def __init__(self, bet_id: str) -> None:
        self.bet_id = bet_id
        super().__init__(
            Message(
                QT_TRANSLATE_NOOP("Messages", "no side bet {bet_id!r}: the side bets are {ids}"),
                bet_id=bet_id,
                ids=", ".join(b.id for b in SIDE_BETS),
            )
        )


class UndecidedPair(UserError, ValueError):
    """A pair bet on a side whose first two cards are bare ``0`` cards of unknown rank."""


def _undecided(bet: Term, side: str) -> Message:
    if side == "Player":
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages",
                "{bet}: the Player's first two cards are ten-value cards of unknown rank, so "
                "whether they are a pair is not known",
            ),
            bet=bet,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "{bet}: the Banker's first two cards are ten-value cards of unknown rank, so "
            "whether they are a pair is not known",
        ),
        bet=bet,
    )


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a side bet reads from a finished coup: each side's final total and number of
    cards (2 or 3), and whether each side's first two cards are a pair (``None`` when it
    is not known: two bare ``0`` cards, or an outcome read from values only)."""

    player_total: int
    banker_total: int
    player_cards: int
    banker_cards: int
    player_pair: bool | None = None
    banker_pair: bool | None = None

    @property
    def winner(self) -> Winner:
        return winner_of(self.player_total, self.banker_total)

    @property
    def player_natural(self) -> bool:
        """The Player's first two cards total 8 or 9 (then both sides stand)."""
        return self.player_cards == 2 and self.player_total >= 8

    @property
    def banker_natural(self) -> bool:
        return self.banker_cards == 2 and self.banker_total >= 8

    @property
    def cards(self) -> int:
        """Cards dealt in the coup: 4, 5 or 6."""
        return self.player_cards + self.banker_cards


def outcome_of(coup: Coup) -> Outcome:
    """The outcome of a dealt coup, as the side bets read it."""
    return Outcome(
        player_total=coup.player_total,
        banker_total=coup.banker_total,
        player_cards=len(coup.player),
        banker_cards=len(coup.banker),
        player_pair=coup.player_pair,
        banker_pair=coup.banker_pair,
    )


class Reads(enum.Enum):
    """What of an outcome a bet's payout rule reads: the totals and cards of each side
    (every outcome of the values dealt), or only whether one side's first two cards are a
    pair (which needs the ranks)."""

    VALUES = "values"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"


Rule = Callable[[Outcome], Fraction]


@dataclass(frozen=True, slots=True)
class SideBetRule:
    """One side bet of the table: ``id`` (as ``tracker odds --json`` names it), ``name``,
    ``wins_when`` and ``pays`` (the words a layout prints), what its rule ``reads`` and
    ``net``, the net result of one unit staked on an outcome."""

    id: str
    name: str
    wins_when: str
    pays: str
    reads: Reads
    net: Rule

    def result(self, coup: Coup) -> Fraction:
        """The net result of one unit staked on this bet for ``coup``.

        :raises UndecidedPair: for a pair bet on two bare ``0`` cards.
        """
        outcome = outcome_of(coup)
        for reads, known, side in (
            (Reads.PLAYER_PAIR, outcome.player_pair, "Player"),
            (Reads.BANKER_PAIR, outcome.banker_pair, "Banker"),
        ):
            if self.reads is reads and known is None:
                raise UndecidedPair(_undecided(Term("SideBets", self.name), side))
        return self.net(outcome)


ONE = Fraction(1)
LOSS = Fraction(-1)
PUSH = Fraction(0)


def _dragon_7(o: Outcome) -> bool:
    return o.winner is Winner.BANKER and o.banker_cards == 3 and o.banker_total == 7


def _pays_if(pays: Fraction | int, wins: Callable[[Outcome], bool]) -> Rule:
    amount = Fraction(pays)
    return lambda o: amount if wins(o) else LOSS


def _banker_six(o: Outcome) -> bool:
    return o.winner is Winner.BANKER and o.banker_total == 6


def _lucky_six(two_cards: int, three_cards: int) -> Rule:
    def net(o: Outcome) -> Fraction:
        if not _banker_six(o):
            return LOSS
        return Fraction(two_cards if o.banker_cards == 2 else three_cards)

    return net


def _ez_banker(o: Outcome) -> Fraction:
    if o.winner is Winner.TIE or _dragon_7(o):
        return PUSH
    return ONE if o.winner is Winner.BANKER else LOSS


def _no_commission_banker(o: Outcome) -> Fraction:
    if o.winner is Winner.TIE:
        return PUSH
    if o.winner is Winner.PLAYER:
        return LOSS
    return Fraction(1, 2) if o.banker_total == 6 else ONE


def _dragon_bonus(side: Winner) -> Rule:
    def net(o: Outcome) -> Fraction:
        natural = o.player_natural if side is Winner.PLAYER else o.banker_natural
        if o.winner is Winner.TIE:
            # Both stood on two cards: a tie of naturals pushes, any other tie loses.
            return PUSH if o.player_natural or o.banker_natural else LOSS
        if o.winner is not side:
            return LOSS
        if natural:
            return ONE
        margin = abs(o.player_total - o.banker_total)
        return Fraction(DRAGON_BONUS_MARGIN_PAYS.get(margin, -1))

    return net


def _pair(reads: Reads, pays: int) -> Rule:
    def net(o: Outcome) -> Fraction:
        pair = o.player_pair if reads is Reads.PLAYER_PAIR else o.banker_pair
        return Fraction(pays) if pair else LOSS

    return net


_BONUS_PAYS = QT_TRANSLATE_NOOP("SideBets", "up to 30:1")

SIDE_BETS: tuple[SideBetRule, ...] = (
    SideBetRule(
        "dragon7",
        QT_TRANSLATE_NOOP("SideBets", "Dragon 7"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins with a three-card 7"),
        "40:1",
        Reads.VALUES,
        _pays_if(40, _dragon_7),
    ),
    SideBetRule(
        "panda8",
        QT_TRANSLATE_NOOP("SideBets", "Panda 8"),
        QT_TRANSLATE_NOOP("SideBets", "Player wins with a three-card 8"),
        "25:1",
        Reads.VALUES,
        _pays_if(
            25,
            lambda o: o.winner is Winner.PLAYER and o.player_cards == 3 and o.player_total == 8,
        ),
    ),
    SideBetRule(
        "ez_banker",
        QT_TRANSLATE_NOOP("SideBets", "EZ Banker"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins (a three-card 7 win pushes; a tie pushes)"),
        "1:1",
        Reads.VALUES,
        _ez_banker,
    ),
    SideBetRule(
        "no_commission_banker",
        QT_TRANSLATE_NOOP("SideBets", "No-commission Banker"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins (a win on 6 pays 1:2; a tie pushes)"),
        "1:1",
        Reads.VALUES,
        _no_commission_banker,
    ),
    SideBetRule(
        "super6_12",
        QT_TRANSLATE_NOOP("SideBets", "Super 6 (12:1)"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins with 6"),
        "12:1",
        Reads.VALUES,
        _pays_if(12, _banker_six),
    ),
    SideBetRule(
        "super6_15",
        QT_TRANSLATE_NOOP("SideBets", "Super 6 (15:1)"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins with 6"),
        "15:1",
        Reads.VALUES,
        _pays_if(15, _banker_six),
    ),
    SideBetRule(
        "lucky6_12_20",
        QT_TRANSLATE_NOOP("SideBets", "Lucky 6 (12:1 / 20:1)"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins with 6: with two cards / with three"),
        "12:1 / 20:1",
        Reads.VALUES,
        _lucky_six(12, 20),
    ),
    SideBetRule(
        "lucky6_12_23",
        QT_TRANSLATE_NOOP("SideBets", "Lucky 6 (12:1 / 23:1)"),
        QT_TRANSLATE_NOOP("SideBets", "Banker wins with 6: with two cards / with three"),
        "12:1 / 23:1",
        Reads.VALUES,
        _lucky_six(12, 23),
    ),
    SideBetRule(
        "dragon_bonus_player",
        QT_TRANSLATE_NOOP("SideBets", "Dragon Bonus Player"),
        QT_TRANSLATE_NOOP(
            "SideBets",
            "Player wins with a natural (1:1; a tie of naturals pushes) or without one by "
            "9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)",
        ),
        _BONUS_PAYS,
        Reads.VALUES,
        _dragon_bonus(Winner.PLAYER),
    ),
    SideBetRule(
        "dragon_bonus_banker",
        QT_TRANSLATE_NOOP("SideBets", "Dragon Bonus Banker"),
        QT_TRANSLATE_NOOP(
            "SideBets",
            "Banker wins with a natural (1:1; a tie of naturals pushes) or without one by "
            "9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)",
        ),
        _BONUS_PAYS,
        Reads.VALUES,
        _dragon_bonus(Winner.BANKER),
    ),
    SideBetRule(
        "player_pair_11",
        QT_TRANSLATE_NOOP("SideBets", "Player Pair (11:1)"),
        QT_TRANSLATE_NOOP("SideBets", "the Player's first two cards are a pair (same rank)"),
        "11:1",
        Reads.PLAYER_PAIR,
        _pair(Reads.PLAYER_PAIR, 11),
    ),
    SideBetRule(
        "banker_pair_11",
        QT_TRANSLATE_NOOP("SideBets", "Banker Pair (11:1)"),
        QT_TRANSLATE_NOOP("SideBets", "the Banker's first two cards are a pair (same rank)"),
        "11:1",
        Reads.BANKER_PAIR,
        _pair(Reads.BANKER_PAIR, 11),
    ),
    SideBetRule(
        "player_pair_12",
        QT_TRANSLATE_NOOP("SideBets", "Player Pair (12:1)"),
        QT_TRANSLATE_NOOP("SideBets", "the Player's first two cards are a pair (same rank)"),
        "12:1",
        Reads.PLAYER_PAIR,
        _pair(Reads.PLAYER_PAIR, 12),
    ),
    SideBetRule(
        "banker_pair_12",
        QT_TRANSLATE_NOOP("SideBets", "Banker Pair (12:1)"),
        QT_TRANSLATE_NOOP("SideBets", "the Banker's first two cards are a pair (same rank)"),
        "12:1",
        Reads.BANKER_PAIR,
        _pair(Reads.BANKER_PAIR, 12),
    ),
    SideBetRule(
        "small",
        QT_TRANSLATE_NOOP("SideBets", "Small"),
        QT_TRANSLATE_NOOP("SideBets", "four cards are dealt in all"),
        "1.5:1",
        Reads.VALUES,
        _pays_if(Fraction(3, 2), lambda o: o.cards == 4),
    ),
    SideBetRule(
        "big",
        QT_TRANSLATE_NOOP("SideBets", "Big"),
        QT_TRANSLATE_NOOP("SideBets", "five or six cards are dealt in all"),
        "0.54:1",
        Reads.VALUES,
        _pays_if(Fraction(27, 50), lambda o: o.cards >= 5),
    ),
)
"""Every side bet of the table, in the order layouts and reports list them."""

_BY_ID = {bet.id: bet for bet in SIDE_BETS}

SIDE_BET_IDS: tuple[str, ...] = tuple(_BY_ID)


def side_bet(bet_id: str) -> SideBetRule:
    """The bet of the table with id ``bet_id``.

    :raises UnknownSideBet: for an id the table does not hold.
    """
    try:
        return _BY_ID[bet_id]
    except KeyError:
        raise UnknownSideBet(bet_id) from None


def side_bet_result(bet_id: str, coup: Coup) -> Fraction:
    """The net result, in units staked, of one unit on side bet ``bet_id`` for ``coup``:
    what it wins, 0 for a push, −1 for a loss.

    :raises UnknownSideBet: for an id the table does not hold.
    :raises UndecidedPair: for a pair bet on two bare ``0`` cards.
    """
    return side_bet(bet_id).result(coup)
