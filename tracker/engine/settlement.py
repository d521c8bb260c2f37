"""Settling bets in exact money (Decimal), for every main bet, pair and rule variant."""

from __future__ import annotations

import enum
from decimal import Decimal, Inexact, localcontext

from tracker.engine.coup import Coup
from tracker.engine.rules import RuleSet, Winner
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class Bet(enum.Enum):
    """The bets on a baccarat layout."""

    BANKER = "banker"
    PLAYER = "player"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"

    @property
    def label(self) -> str:
        return self.value.replace("_", " ").title()


class StakeError(UserError, ValueError):
    """A stake that is not a positive amount of money."""


class UndecidablePair(UserError, ValueError):
    """A pair bet on a hand whose first two cards are bare 0s: the rank is unknown."""


_ONE = Decimal(1)
_HALF = Decimal("0.5")


def settle(bet: Bet, stake: Decimal | int, coup: Coup, rules: RuleSet) -> Decimal:
    """The net result of ``stake`` on ``bet`` for ``coup``: won amount (positive), lost stake
    (negative) or ``0`` for a push. Exact: ``Decimal`` in, ``Decimal`` out, never rounded,
    whatever the caller's decimal context.

    :raises StakeError: for a stake that is not a positive whole or decimal amount.
    :raises UndecidablePair: for a pair bet whose cards cannot decide the pair.
    """
    if isinstance(stake, bool) or not isinstance(stake, (int, Decimal)):
        raise StakeError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "a stake must be an exact amount (int or Decimal), not {stake!r}"
                ),
                stake=stake,
            )
        )
    amount = Decimal(stake)
    if not amount.is_finite() or amount <= 0:
        raise StakeError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a stake must be a positive amount, not {stake}"),
                stake=stake,
            )
        )
    # Decimal arithmetic rounds to the context's precision (28 digits by default, or less if
    # the caller lowered it). A payout multiplies the stake by at most two more digits
    # (0.95, 11), so this precision is always enough; the trap proves it.
    with localcontext() as context:
        context.prec = len(amount.as_tuple().digits) + 4
        context.traps[Inexact] = True
        return _settle(bet, amount, coup, rules)


def _settle(bet: Bet, amount: Decimal, coup: Coup, rules: RuleSet) -> Decimal:
    winner = coup.winner
    if bet is Bet.BANKER:
        if winner is Winner.TIE:
            return Decimal(0)
        if winner is Winner.PLAYER:
            return -amount
        if rules.no_commission:
            return amount * _HALF if coup.banker_total == 6 else amount
        return amount * (_ONE - rules.commission_rate)
    if bet is Bet.PLAYER:
        if winner is Winner.TIE:
            return Decimal(0)
        return amount if winner is Winner.PLAYER else -amount
    if bet is Bet.TIE:
        return amount * rules.tie_pays if winner is Winner.TIE else -amount
    pair = coup.player_pair if bet is Bet.PLAYER_PAIR else coup.banker_pair
    if pair is None:
        raise UndecidablePair(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "{bet}: the first two cards are ten-value cards of unknown rank"
                ),
                bet=bet.label,
            )
        )
    return amount * rules.pair_pays if pair else -amount
