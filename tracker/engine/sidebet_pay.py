"""Settling the side bets and variants in exact money: EZ Baccarat's Banker,
Dragon 7 and Panda 8, Super 6 and the Dragon Bonus on either side, each by its rule in the
side-bet table (:mod:`tracker.engine.sidebet_table`)."""

from __future__ import annotations

import enum
from decimal import Decimal
from fractions import Fraction

from tracker.engine.coup import Coup
from tracker.engine.settlement import StakeError
from tracker.engine.sidebet_table import side_bet, side_bet_result
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class SideBet(enum.Enum):
    """The side bets a table may offer beside the main bets and the pairs."""

    DRAGON_7 = "dragon_7"
    PANDA_8 = "panda_8"
    SUPER_6 = "super_6"
    DRAGON_BONUS_PLAYER = "dragon_bonus_player"
    DRAGON_BONUS_BANKER = "dragon_bonus_banker"

    @property
    def label(self) -> str:
        return _LABELS[self]

    @property
    def table_id(self) -> str:
        """The bet's id in the side-bet table (:mod:`tracker.engine.sidebet_table`)."""
        return _TABLE_IDS[self]

    @property
    def pays(self) -> str:
        """What it pays, as the layout prints it (the side-bet table's words)."""
        return side_bet(self.table_id).pays


_LABELS = {
    SideBet.DRAGON_7: "Dragon 7",
    SideBet.PANDA_8: "Panda 8",
    SideBet.SUPER_6: "Super 6",
    SideBet.DRAGON_BONUS_PLAYER: "Dragon Bonus Player",
    SideBet.DRAGON_BONUS_BANKER: "Dragon Bonus Banker",
}
_TABLE_IDS = {
    SideBet.DRAGON_7: "dragon7",
    SideBet.PANDA_8: "panda8",
    SideBet.SUPER_6: "super6_12",
    SideBet.DRAGON_BONUS_PLAYER: "dragon_bonus_player",
    SideBet.DRAGON_BONUS_BANKER: "dragon_bonus_banker",
}


def _amount(stake: Decimal | int) -> Decimal:
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
    return amount


def _units(result: Fraction) -> Decimal:
    # The table's pays are whole or short decimal multiples (0.54:1, 1.5:1): exact.
    return Decimal(result.numerator) / Decimal(result.denominator)


def settle_ez_banker(stake: Decimal | int, coup: Coup) -> Decimal:
    """The Banker bet at an EZ Baccarat table: even money, no commission, a push when the
    Banker wins with a three-card 7; a tie pushes.

    :raises StakeError: for a stake that is not a positive amount.
    """
    return _amount(stake) * _units(side_bet_result("ez_banker", coup))


def settle_side(bet: SideBet, stake: Decimal | int, coup: Coup) -> Decimal:
    """The net result of ``stake`` on side bet ``bet`` for ``coup``: the amount won, the
    stake lost (negative) or 0 for a push, by the bet's rule in the side-bet table.

    :raises StakeError: for a stake that is not a positive amount.
    """
    return _amount(stake) * _units(side_bet_result(bet.table_id, coup))
