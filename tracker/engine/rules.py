"""The rules of punto banco: the drawing tableau and the variants a user can choose."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from tracker.engine.cards import check_decks, shoe_message
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class Winner(enum.Enum):
    """Who won a coup; the value is the scorecard letter."""

    BANKER = "B"
    PLAYER = "P"
    TIE = "T"

    @classmethod
    def parse(cls, text: str) -> Winner:
        """Read ``B``/``P``/``T`` or ``Banker``/``Player``/``Tie`` in any case.

        :raises ValueError: for anything else, naming the text.
        """
        key = text.strip().upper()
        found = _WINNER_NAMES.get(key)
        if found is None:
            raise ValueError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "winner must be B, P or T (or Banker, Player, Tie), not {text!r}",
                    ),
                    text=text,
                )
            )
        return found

    @property
    def word(self) -> str:
        """``Banker``, ``Player`` or ``Tie``."""
        return self.name.capitalize()


_WINNER_NAMES = {
    "B": Winner.BANKER,
    "BANKER": Winner.BANKER,
    "P": Winner.PLAYER,
    "PLAYER": Winner.PLAYER,
    "T": Winner.TIE,
    "TIE": Winner.TIE,
}

# _WINNER_OF[player_total][banker_total], looked up on the replay's hot path.
_WINNER_OF = tuple(
    tuple(Winner.BANKER if b > p else Winner.PLAYER if p > b else Winner.TIE for b in range(10))
    for p in range(10)
)


def winner_of(player_total: int, banker_total: int) -> Winner:
    """Who wins with these final totals: the higher total, a tie when they are equal."""
    return _WINNER_OF[player_total][banker_total]


def hand_total(values: list[int] | tuple[int, ...]) -> int:
    """A hand's total: the sum of its card values modulo 10."""
    return sum(values) % 10


def is_natural(total: int) -> bool:
    """A two-card total of 8 or 9."""
    return total >= 8


def player_draws(player_total: int) -> bool:
    """Whether the Player draws a third card on a two-card total (no natural on the table)."""
    return player_total <= 5


# BANKER_DRAWS[total] is the set of Player third-card values on which Banker draws.
_BANKER_DRAWS_ON: tuple[frozenset[int], ...] = (
    frozenset(range(10)),
    frozenset(range(10)),
    frozenset(range(10)),
    frozenset({0, 1, 2, 3, 4, 5, 6, 7, 9}),
    frozenset({2, 3, 4, 5, 6, 7}),
    frozenset({4, 5, 6, 7}),
    frozenset({6, 7}),
    frozenset(),
    frozenset(),
    frozenset(),
)


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the Banker draws on ``banker_total``.

    ``player_third`` is the value of the Player's third card, or ``None`` when the Player
    stood. No natural is on the table when this is asked.
    """
    if player_third is None:
        return banker_total <= 5
    return player_third in _BANKER_DRAWS_ON[banker_total]


def banker_draw_values(banker_total: int) -> frozenset[int]:
    """The Player third-card values on which the Banker draws with ``banker_total``."""
    return _BANKER_DRAWS_ON[banker_total]


class RulesError(UserError, ValueError):
    """A rule variant that is not offered."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The rule variants a user can choose and the dealing customs of a shoe.

    - ``decks``: 1–8 (tables deal 6 or 8).
    - ``commission``: Banker commission in percent, 5 or 4 (ignored when ``no_commission``).
    - ``tie_pays``: 8 or 9 (to 1).
    - ``pair_pays``: 11 (to 1).
    - ``no_commission``: a Banker win pays even money, except on a total of 6 where it pays 1:2.
    - ``cut_card``: cards left behind the cut card.
    - ``hands_after_cut``: hands dealt after the one in which the cut card came out.
    - ``burn``: burn cards at the start of a shoe by casino custom.
    - ``reshuffle_every_round``: the online style, a full shoe shuffled before each coup.
    """

    decks: int = 8
    commission: int = 5
    tie_pays: int = 8
    pair_pays: int = 11
    no_commission: bool = False
    cut_card: int = 14
    hands_after_cut: int = 1
    burn: bool = True
    reshuffle_every_round: bool = False

    def __post_init__(self) -> None:
        check_decks(self.decks)
        if self.commission not in (4, 5):
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Banker commission must be 5 or 4 percent, not {commission!r}"
                    ),
                    commission=self.commission,
                )
            )
        if self.tie_pays not in (8, 9):
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "Tie must pay 8 or 9 to 1, not {pays!r}"),
                    pays=self.tie_pays,
                )
            )
        if self.pair_pays != 11:
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "pair bets pay 11 to 1, not {pays!r}"),
                    pays=self.pair_pays,
                )
            )
        if not 0 <= self.hands_after_cut <= 3:
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "hands after the cut card must be 0 to 3, not {hands}"
                    ),
                    hands=self.hands_after_cut,
                )
            )
        # The cut card must leave room to finish the hand in progress and the hands after it.
        least = 6 * (self.hands_after_cut + 1)
        most = self.cards // 2
        if not least <= self.cut_card <= most:
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the cut card must leave {least} to {most} cards behind it in "
                        "{shoe}, not {cut}",
                    ),
                    least=least,
                    most=most,
                    shoe=shoe_message(self.decks),
                    cut=self.cut_card,
                )
            )

    @property
    def cards(self) -> int:
        """Cards in a full shoe."""
        return 52 * self.decks

    @property
    def commission_rate(self) -> Decimal:
        """The Banker commission as a fraction (0.05 or 0.04)."""
        return Decimal(self.commission) / 100

    def with_(self, **changes: Any) -> RuleSet:
        """A copy with some variants changed (validated again)."""
        return replace(self, **changes)

    def describe(self) -> str:
        """A one-line summary a player recognises."""
        banker = (
            "no-commission Banker (6 pays 1:2)"
            if self.no_commission
            else f"{self.commission}% commission"
        )
        style = "reshuffled every round" if self.reshuffle_every_round else "dealt to the cut card"
        return f"{self.decks} decks, {banker}, Tie {self.tie_pays}:1, pairs 11:1, {style}"

    def to_dict(self) -> dict[str, Any]:
        """Plain values, for JSON."""
        return {
            "decks": self.decks,
            "commission": self.commission,
            "tie_pays": self.tie_pays,
            "pair_pays": self.pair_pays,
            "no_commission": self.no_commission,
            "cut_card": self.cut_card,
            "hands_after_cut": self.hands_after_cut,
            "burn": self.burn,
            "reshuffle_every_round": self.reshuffle_every_round,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Read what :meth:`to_dict` wrote; missing keys take their defaults.

        :raises RulesError: for an unknown key or a variant that is not offered.
        """
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise RulesError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "unknown rule {rule!r}"), rule=sorted(unknown)[0]
                )
            )
        values = dict(data)
        try:
            return cls(**values)
        except TypeError as exc:
            raise RulesError(str(exc)) from None
