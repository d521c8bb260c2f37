"""The layout of a practice table: its betting areas, the variant and side bets it offers,
its limits and dealing style, and how each area is settled (by the engine)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from tracker.engine.coup import Coup
from tracker.engine.rules import RuleSet
from tracker.engine.settlement import Bet, settle
from tracker.engine.sidebet_pay import SideBet, settle_ez_banker, settle_side
from tracker.errors import UserError

CHIPS: tuple[Decimal, ...] = tuple(Decimal(v) for v in (1, 5, 25, 100, 500))
"""The chip values on the rail, smallest first."""


class Area(enum.Enum):
    """A place on the layout a bet can go."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player_pair"
    BANKER_PAIR = "banker_pair"
    DRAGON_7 = "dragon_7"
    PANDA_8 = "panda_8"
    SUPER_6 = "super_6"
    DRAGON_BONUS_PLAYER = "dragon_bonus_player"
    DRAGON_BONUS_BANKER = "dragon_bonus_banker"

    @property
    def bet(self) -> Bet | None:
        """The engine's main bet or pair this area is, if it is one."""
        try:
            return Bet(self.value)
        except ValueError:
            return None

    @property
    def side_bet(self) -> SideBet | None:
        """The engine's side bet this area is, if it is one."""
        try:
            return SideBet(self.value)
        except ValueError:
            return None

    @property
    def is_main(self) -> bool:
        """Banker, Player or Tie (the main limits apply); pairs and side bets are not."""
        return self in (Area.PLAYER, Area.BANKER, Area.TIE)

    @property
    def code(self) -> str:
        """The area's name in the library (16 characters at most)."""
        return _CODES.get(self, self.value)

    @classmethod
    def from_code(cls, code: str) -> Area:
        """:raises ValueError: for a code no area has."""
        for area in cls:
            if area.code == code:
                return area
        raise ValueError(f"no betting area {code!r}")

    @property
    def label(self) -> str:
        side = self.side_bet
        if side is not None:
            return side.label
        bet = self.bet
        assert bet is not None
        return bet.label


_CODES = {
    Area.DRAGON_BONUS_PLAYER: "bonus_player",
    Area.DRAGON_BONUS_BANKER: "bonus_banker",
}

MAIN_AREAS = (Area.PLAYER, Area.BANKER, Area.TIE, Area.PLAYER_PAIR, Area.BANKER_PAIR)
SIDE_AREAS = (
    Area.DRAGON_7,
    Area.PANDA_8,
    Area.SUPER_6,
    Area.DRAGON_BONUS_PLAYER,
    Area.DRAGON_BONUS_BANKER,
)
EZ_ONLY = frozenset({Area.DRAGON_7, Area.PANDA_8})


class Variant(enum.Enum):
    """How the Banker bet is paid."""

    COMMISSION = "commission"  # 5% or 4% of a win, as the rules say
    NO_COMMISSION = "no_commission"  # even money, a win on 6 pays 1:2
    EZ = "ez"  # EZ Baccarat: even money, a three-card 7 win pushes

    @property
    def label(self) -> str:
        return {
            Variant.COMMISSION: "Commission",
            Variant.NO_COMMISSION: "No commission (Banker 6 pays 1:2)",
            Variant.EZ: "EZ Baccarat (Banker three-card 7 pushes)",
        }[self]


class TableStyle(enum.Enum):
    """How the shoe is dealt."""

    ONLINE = "online"  # a full shoe shuffled before every round
    CASINO = "casino"  # one shoe with burn and cut card, then a new shoe


class OptionsError(UserError, ValueError):
    """Table options that do not go together."""


@dataclass(frozen=True, slots=True)
class Limits:
    """Table limits per area: ``main`` for Banker, Player and Tie, ``side`` for the pairs
    and the side bets, each (minimum, maximum)."""

    main_minimum: Decimal = Decimal(5)
    main_maximum: Decimal = Decimal(5000)
    side_minimum: Decimal = Decimal(1)
    side_maximum: Decimal = Decimal(500)

    def __post_init__(self) -> None:
        for low, high, what in (
            (self.main_minimum, self.main_maximum, "main bets"),
            (self.side_minimum, self.side_maximum, "side bets"),
        ):
            if not (isinstance(low, Decimal) and isinstance(high, Decimal)):
                raise OptionsError(f"limits of the {what} must be exact amounts")
            if not 0 < low <= high:
                raise OptionsError(
                    f"limits of the {what}: the minimum {low} must be positive and at most "
                    f"the maximum {high}"
                )

    def minimum(self, area: Area) -> Decimal:
        return self.main_minimum if area.is_main else self.side_minimum

    def maximum(self, area: Area) -> Decimal:
        return self.main_maximum if area.is_main else self.side_maximum


@dataclass(frozen=True, slots=True)
class TableOptions:
    """Everything a player chooses about a table before sitting down."""

    decks: int = 6
    commission: int = 5
    tie_pays: int = 8
    variant: Variant = Variant.COMMISSION
    style: TableStyle = TableStyle.ONLINE
    side_bets: frozenset[Area] = field(default_factory=frozenset)
    limits: Limits = field(default_factory=Limits)

    def __post_init__(self) -> None:
        self.rules  # noqa: B018 - validates decks, commission and Tie pay
        for area in self.side_bets:
            if area not in SIDE_AREAS:
                raise OptionsError(f"{area.label} is not a side bet")
            if area in EZ_ONLY and self.variant is not Variant.EZ:
                raise OptionsError(f"{area.label} is offered at EZ Baccarat tables only")

    @property
    def rules(self) -> RuleSet:
        """The engine's rules for these options."""
        return RuleSet(
            decks=self.decks,
            commission=self.commission,
            tie_pays=self.tie_pays,
            no_commission=self.variant is Variant.NO_COMMISSION,
            reshuffle_every_round=self.style is TableStyle.ONLINE,
        )

    @property
    def areas(self) -> tuple[Area, ...]:
        """The areas of this layout, main bets and pairs first, then the side bets."""
        return MAIN_AREAS + tuple(a for a in SIDE_AREAS if a in self.side_bets)

    def to_dict(self) -> dict[str, Any]:
        """Plain values, for JSON (money as text, so it stays exact)."""
        return {
            "decks": self.decks,
            "commission": self.commission,
            "tie_pays": self.tie_pays,
            "variant": self.variant.value,
            "style": self.style.value,
            "side_bets": sorted(a.code for a in self.side_bets),
            "limits": [
                str(self.limits.main_minimum),
                str(self.limits.main_maximum),
                str(self.limits.side_minimum),
                str(self.limits.side_maximum),
            ],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableOptions:
        """Read what :meth:`to_dict` wrote.

        :raises OptionsError: for options that are not offered or do not go together.
        """
        try:
            limits = data.get("limits")
            return cls(
                decks=int(data.get("decks", 6)),
                commission=int(data.get("commission", 5)),
                tie_pays=int(data.get("tie_pays", 8)),
                variant=Variant(data.get("variant", "commission")),
                style=TableStyle(data.get("style", "online")),
                side_bets=frozenset(Area.from_code(c) for c in data.get("side_bets", ())),
                limits=Limits(*(Decimal(v) for v in limits)) if limits else Limits(),
            )
        except (TypeError, ValueError, ArithmeticError) as exc:
            if isinstance(exc, UserError):
                raise
            raise OptionsError(f"table options that cannot be read: {exc}") from None

    def describe(self) -> str:
        banker = {
            Variant.COMMISSION: f"{self.commission}% commission",
            Variant.NO_COMMISSION: "no commission (Banker 6 pays 1:2)",
            Variant.EZ: "EZ Baccarat",
        }[self.variant]
        style = "shuffled every round" if self.style is TableStyle.ONLINE else "dealt to the cut"
        sides = ", ".join(a.label for a in self.areas if a in self.side_bets)
        extra = f"; {sides}" if sides else ""
        return f"{self.decks} decks, {banker}, Tie {self.tie_pays}:1, pairs 11:1, {style}{extra}"


def settle_area(area: Area, stake: Decimal, coup: Coup, options: TableOptions) -> Decimal:
    """The net result of ``stake`` on ``area`` at a table with ``options``, by the engine.

    :raises StakeError: for a stake that is not a positive amount.
    """
    if area is Area.BANKER and options.variant is Variant.EZ:
        return settle_ez_banker(stake, coup)
    side = area.side_bet
    if side is not None:
        return settle_side(side, stake, coup)
    bet = area.bet
    assert bet is not None
    return settle(bet, stake, coup, options.rules)
