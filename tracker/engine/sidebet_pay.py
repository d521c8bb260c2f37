"""Settling the side bets and variants in exact money: EZ Baccarat's Banker,
Dragon 7 and Panda 8, Super 6 and the Dragon Bonus on either side."""

from __future__ import annotations

import enum
from decimal import Decimal

from tracker.engine.coup import Coup
from tracker.engine.rules import Winner, is_natural
from tracker.engine.settlement import StakeError

# A Dragon Bonus win without a natural pays by the margin of the win (to 1).
DRAGON_BONUS_MARGINS: dict[int, int] = {9: 30, 8: 10, 7: 6, 6: 4, 5: 2, 4: 1}


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
    def pays(self) -> str:
        """What it pays, as the layout prints it."""
        return _PAYS[self]


_LABELS = {
    SideBet.DRAGON_7: "Dragon 7",
    SideBet.PANDA_8: "Panda 8",
    SideBet.SUPER_6: "Super 6",
    SideBet.DRAGON_BONUS_PLAYER: "Dragon Bonus Player",
    SideBet.DRAGON_BONUS_BANKER: "Dragon Bonus Banker",
}
_PAYS = {
    SideBet.DRAGON_7: "40:1",
    SideBet.PANDA_8: "25:1",
    SideBet.SUPER_6: "12:1",
    SideBet.DRAGON_BONUS_PLAYER: "up to 30:1",
    SideBet.DRAGON_BONUS_BANKER: "up to 30:1",
}


def _amount(stake: Decimal | int) -> Decimal:
    if isinstance(stake, bool) or not isinstance(stake, (int, Decimal)):
        raise StakeError(f"a stake must be an exact amount (int or Decimal), not {stake!r}")
    amount = Decimal(stake)
    if not amount.is_finite() or amount <= 0:
        raise StakeError(f"a stake must be a positive amount, not {stake}")
    return amount


def dragon_7(coup: Coup) -> bool:
    """The Banker wins with a three-card 7 (EZ Baccarat's Dragon)."""
    return coup.winner is Winner.BANKER and len(coup.banker) == 3 and coup.banker_total == 7


def panda_8(coup: Coup) -> bool:
    """The Player wins with a three-card 8 (EZ Baccarat's Panda)."""
    return coup.winner is Winner.PLAYER and len(coup.player) == 3 and coup.player_total == 8


def settle_ez_banker(stake: Decimal | int, coup: Coup) -> Decimal:
    """The Banker bet at an EZ Baccarat table: even money, no commission, a push when the
    Banker wins with a three-card 7; a tie pushes.

    :raises StakeError: for a stake that is not a positive amount.
    """
    amount = _amount(stake)
    if coup.winner is Winner.TIE or dragon_7(coup):
        return Decimal(0)
    return amount if coup.winner is Winner.BANKER else -amount


def settle_side(bet: SideBet, stake: Decimal | int, coup: Coup) -> Decimal:
    """The net result of ``stake`` on side bet ``bet`` for ``coup``: the amount won, the
    stake lost (negative) or 0 for a push. Exact: whole multiples of the stake only.

    :raises StakeError: for a stake that is not a positive amount.
    """
    amount = _amount(stake)
    if bet is SideBet.DRAGON_7:
        return amount * 40 if dragon_7(coup) else -amount
    if bet is SideBet.PANDA_8:
        return amount * 25 if panda_8(coup) else -amount
    if bet is SideBet.SUPER_6:
        won = coup.winner is Winner.BANKER and coup.banker_total == 6
        return amount * 12 if won else -amount
    return amount * dragon_bonus_multiple(bet, coup)


def dragon_bonus_multiple(bet: SideBet, coup: Coup) -> int:
    """What a Dragon Bonus bet returns per unit staked: 1 for a natural win, 0 for a
    natural tie, the margin table's figure for another win by 4 or more, else -1."""
    if bet is SideBet.DRAGON_BONUS_PLAYER:
        mine, theirs, side = coup.player, coup.banker, Winner.PLAYER
    elif bet is SideBet.DRAGON_BONUS_BANKER:
        mine, theirs, side = coup.banker, coup.player, Winner.BANKER
    else:
        raise ValueError(f"{bet.label} is not a Dragon Bonus bet")
    mine_two = sum(c.value for c in mine[:2]) % 10
    theirs_two = sum(c.value for c in theirs[:2]) % 10
    natural = is_natural(mine_two) and len(mine) == 2
    if coup.winner is Winner.TIE:
        # Both hands stood on their first two cards: a natural tie pushes.
        return 0 if natural and is_natural(theirs_two) else -1
    if coup.winner is not side:
        return -1
    if natural:
        return 1
    margin = abs(coup.player_total - coup.banker_total)
    return DRAGON_BONUS_MARGINS.get(margin, -1)
