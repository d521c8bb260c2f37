"""Which side bets of the side-bet table a player turned on, and what main bet a table
requires beside them: plain data, checked against the table, saved as a small dict."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from tracker.engine.sidebet_table import SIDE_BETS, SideBetRule, UnknownSideBet, side_bet
from tracker.errors import UserError, message_of
from tracker.translatable import QT_TRANSLATE_NOOP, Message, Term


class SideBetSettingsError(UserError, ValueError):
    """Saved side-bet settings that cannot be read, named by the field at fault."""


class SideBetRefused(UserError, ValueError):
    """A side bet the settings do not allow: not turned on, or without the main bet the
    table requires."""


class MainBetRequirement(enum.Enum):
    """What a table asks of a player who places side bets."""

    NONE = "none"
    """A side bet may be placed alone."""
    ANY = "any"
    """A side bet needs a bet on Player, Banker or Tie beside it."""
    NOT_MORE = "not_more"
    """A side bet needs a main bet, and no side bet may be larger than it (as EZ Baccarat
    tables allow Dragon 7 up to the base wager)."""

    @property
    def words(self) -> str:
        return _WORDS[self]


_WORDS = {
    MainBetRequirement.NONE: "side bets may be placed alone",
    MainBetRequirement.ANY: "a side bet needs a bet on Player, Banker or Tie",
    MainBetRequirement.NOT_MORE: "a side bet needs a main bet at least as large as it",
}


@dataclass(frozen=True, slots=True)
class SideBetSettings:
    """The side bets turned on (ids of the side-bet table) and the main bet required."""

    enabled: frozenset[str] = field(default_factory=frozenset)
    main_bet: MainBetRequirement = MainBetRequirement.ANY

    def __post_init__(self) -> None:
        for bet_id in self.enabled:
            side_bet(bet_id)  # UnknownSideBet names the ids there are

    @classmethod
    def of(
        cls, bet_ids: Iterable[str], main_bet: MainBetRequirement = MainBetRequirement.ANY
    ) -> SideBetSettings:
        """Settings with ``bet_ids`` turned on.

        :raises UnknownSideBet: for an id the table does not hold.
        """
        return cls(frozenset(bet_ids), main_bet)

    @property
    def bets(self) -> tuple[SideBetRule, ...]:
        """The bets turned on, in the table's order."""
        return tuple(bet for bet in SIDE_BETS if bet.id in self.enabled)

    def turned(self, bet_id: str, on: bool) -> SideBetSettings:
        """These settings with ``bet_id`` turned on or off.

        :raises UnknownSideBet: for an id the table does not hold.
        """
        side_bet(bet_id)
        enabled = self.enabled | {bet_id} if on else self.enabled - {bet_id}
        return SideBetSettings(enabled, self.main_bet)

    def check(self, main_stake: Decimal, side_stakes: Mapping[str, Decimal]) -> None:
        """Refuse side stakes these settings do not allow beside ``main_stake`` (the amount
        on Player, Banker and Tie together). A stake of 0 is no bet.

        :raises SideBetRefused: naming the first bet refused and why.
        :raises UnknownSideBet: for an id the table does not hold.
        """
        for bet_id, stake in side_stakes.items():
            bet = side_bet(bet_id)
            if stake < 0:
                raise SideBetRefused(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{bet}: a stake cannot be negative ({stake})"
                        ),
                        bet=Term("SideBets", bet.name),
                        stake=stake,
                    )
                )
            if stake == 0:
                continue
            if bet_id not in self.enabled:
                raise SideBetRefused(
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "{bet} is not turned on at this table"),
                        bet=Term("SideBets", bet.name),
                    )
                )
            if self.main_bet is MainBetRequirement.NONE:
                continue
            if main_stake <= 0:
                raise SideBetRefused(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{bet} needs a bet on Player, Banker or Tie beside it"
                        ),
                        bet=Term("SideBets", bet.name),
                    )
                )
            if self.main_bet is MainBetRequirement.NOT_MORE and stake > main_stake:
                raise SideBetRefused(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{bet}: a side bet of {stake} is more than the main bet of "
                            "{main}; this table allows a side bet up to the main bet",
                        ),
                        bet=Term("SideBets", bet.name),
                        stake=stake,
                        main=main_stake,
                    )
                )

    def to_dict(self) -> dict[str, Any]:
        return {"enabled": [bet.id for bet in self.bets], "main_bet": self.main_bet.value}

    @classmethod
    def from_dict(cls, data: object, where: str = "side_bets") -> SideBetSettings:
        """Settings saved by :meth:`to_dict`; missing fields take their defaults.

        :raises SideBetSettingsError: naming the field that cannot be read.
        """
        if not isinstance(data, dict):
            raise SideBetSettingsError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{where}: expected an object, not {data!r}"),
                    where=where,
                    data=data,
                )
            )
        enabled = data.get("enabled", [])
        if not isinstance(enabled, list):
            raise SideBetSettingsError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{where}.enabled: expected a list of side bet ids"
                    ),
                    where=where,
                )
            )
        for i, bet_id in enumerate(enabled):
            try:
                if not isinstance(bet_id, str):
                    raise SideBetSettingsError(
                        Message(
                            QT_TRANSLATE_NOOP("Messages", "expected a side bet id, not {bet_id!r}"),
                            bet_id=bet_id,
                        )
                    )
                side_bet(bet_id)
            except (UnknownSideBet, SideBetSettingsError) as exc:
                raise SideBetSettingsError(
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "{where}.enabled[{i}]: {reason}"),
                        where=where,
                        i=i,
                        reason=message_of(exc),
                    )
                ) from None
        raw = data.get("main_bet", MainBetRequirement.ANY.value)
        try:
            main_bet = MainBetRequirement(raw)
        except ValueError:
            choices = ", ".join(m.value for m in MainBetRequirement)
            raise SideBetSettingsError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{where}.main_bet: expected one of {choices}, not {raw!r}"
                    ),
                    where=where,
                    choices=choices,
                    raw=raw,
                )
            ) from None
        return cls(frozenset(enabled), main_bet)
