"""The betting systems the backtester plays and the table they play at.

A system is a stake progression (how much, after a win, a loss or a push) and a selection
(what to bet on: a fixed bet, the last winner, against it, a derived road's colour, the
user's pattern rules). No system changes the expected loss per unit wagered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.roads import DerivedRoad
from tracker.stats.backtest import kernel
from tracker.stats.backtest.rules import Rule
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class BacktestError(UserError, ValueError):
    """A backtest that cannot be run as asked (a bad system, bet, stake or limit)."""


BETS = ("banker", "player", "tie", "player_pair", "banker_pair")
"""The bets a system may play (``--bet``), in the kernel's target order."""


@dataclass(frozen=True, slots=True)
class System:
    """What the kernel needs of a system: its progression and selection codes."""

    name: str
    title: str
    progression: int
    selection: int
    needs_bet: bool
    description: str


SYSTEMS: dict[str, System] = {
    s.name: s
    for s in (
        System(
            "flat",
            QT_TRANSLATE_NOOP("Backtest", "Flat"),
            kernel.FLAT,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP("Backtest", "one unit every hand"),
        ),
        System(
            "martingale",
            QT_TRANSLATE_NOOP("Backtest", "Martingale"),
            kernel.MARTINGALE,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "double after a loss, back to one unit after a win or when the double would pass "
                "the table maximum",
            ),
        ),
        System(
            "paroli",
            QT_TRANSLATE_NOOP("Backtest", "Paroli"),
            kernel.PAROLI,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "double after a win, back to one unit after three wins in a row or a loss",
            ),
        ),
        System(
            "dalembert",
            QT_TRANSLATE_NOOP("Backtest", "d'Alembert"),
            kernel.DALEMBERT,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "one unit more after a loss, one less after a win (never below one)",
            ),
        ),
        System(
            "1326",
            QT_TRANSLATE_NOOP("Backtest", "1-3-2-6"),
            kernel.ONE_THREE_TWO_SIX,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win",
            ),
        ),
        System(
            "fibonacci",
            QT_TRANSLATE_NOOP("Backtest", "Fibonacci"),
            kernel.FIBONACCI,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "one step up the Fibonacci numbers after a loss, two steps down after a win",
            ),
        ),
        System(
            "labouchere",
            QT_TRANSLATE_NOOP("Backtest", "Labouchère"),
            kernel.LABOUCHERE,
            kernel.FIXED,
            True,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "stake the first and last numbers of the line; a win crosses them off, a loss "
                "adds the stake to the end; a cleared line starts again",
            ),
        ),
        System(
            "follow",
            QT_TRANSLATE_NOOP("Backtest", "Follow the last winner"),
            kernel.FLAT,
            kernel.FOLLOW,
            False,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "one unit on the side that won the last decision",
            ),
        ),
        System(
            "against",
            QT_TRANSLATE_NOOP("Backtest", "Bet against the last winner"),
            kernel.FLAT,
            kernel.AGAINST,
            False,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "one unit on the side that lost the last decision",
            ),
        ),
        System(
            "road",
            QT_TRANSLATE_NOOP("Backtest", "Follow a derived road"),
            kernel.FLAT,
            kernel.PER_HAND,
            False,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "one unit on the side that would repeat the derived road's last colour",
            ),
        ),
        System(
            "rules",
            QT_TRANSLATE_NOOP("Backtest", "Pattern rules"),
            kernel.RULE_UNITS,
            kernel.PER_HAND,
            False,
            QT_TRANSLATE_NOOP(
                "Backtest",
                "the first of your rules whose pattern matches the last results",
            ),
        ),
    )
}


@dataclass(frozen=True, slots=True)
class Plan:
    """A backtest as asked: the system, its bet, the table and the stakes.

    ``unit`` is the first stake U; ``table_max`` (M) and ``bankroll`` (R) are ``None`` for
    none. Amounts are whole numbers of the table's money (chips); results are exact to a
    hundredth of one.
    """

    system: str
    bet: str | None = None
    unit: int = 1
    table_max: int | None = None
    bankroll: int | None = None
    rules: RuleSet = field(default_factory=RuleSet)
    road: DerivedRoad = DerivedRoad.BIG_EYE_BOY
    pattern_rules: tuple[Rule, ...] = ()
    line: tuple[int, ...] = (1, 2, 3)

    def __post_init__(self) -> None:
        spec = SYSTEMS.get(self.system)
        if spec is None:
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "unknown system {system!r}; choose from {systems}"
                    ),
                    system=self.system,
                    systems=", ".join(SYSTEMS),
                )
            )
        if spec.needs_bet and self.bet is None:
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "the {system} system needs a bet (--bet {bets})"),
                    system=spec.title,
                    bets="|".join(BETS),
                )
            )
        if self.bet is not None and self.bet not in BETS:
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "unknown bet {bet!r}; choose from {bets}"),
                    bet=self.bet,
                    bets=", ".join(BETS),
                )
            )
        for message, value in (
            (
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the unit must be a whole amount of 1 or more, not {value!r}"
                    ),
                    value=self.unit,
                ),
                self.unit,
            ),
            (
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the table maximum must be a whole amount of 1 or more, not {value!r}",
                    ),
                    value=self.table_max,
                ),
                self.table_max,
            ),
            (
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the bankroll must be a whole amount of 1 or more, not {value!r}",
                    ),
                    value=self.bankroll,
                ),
                self.bankroll,
            ),
        ):
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or value < 1
            ):
                raise BacktestError(message)
        if self.table_max is not None and self.table_max < self.unit:
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the table maximum ({table_max}) is below the unit ({unit})"
                    ),
                    table_max=self.table_max,
                    unit=self.unit,
                )
            )
        if self.system == "rules" and not self.pattern_rules:
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "the pattern-rules system needs rules (--rules)")
                )
            )
        if not self.line or any(n < 1 for n in self.line):
            raise BacktestError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "a Labouchère line needs whole numbers of 1 or more"
                    )
                )
            )

    @property
    def spec(self) -> System:
        return SYSTEMS[self.system]

    @property
    def fixed_bet(self) -> int:
        return -1 if self.bet is None else BETS.index(self.bet)

    def payouts(self) -> tuple[int, int, int]:
        """What a Banker win, a Banker win on 6 and a Tie pay, in hundredths of the stake."""
        rules = self.rules
        if rules.no_commission:
            return 100, 50, 100 * rules.tie_pays
        banker = 100 - rules.commission
        return banker, banker, 100 * rules.tie_pays
