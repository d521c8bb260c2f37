"""A practice session's figures per player: the rounds dealt while they sat and the rounds
they bet, the amount wagered, the net won or lost beside what the house edge predicts for
exactly those bets, the spread chance alone gives around it, and the bankroll curve.

"Rounds" means one thing everywhere: rounds dealt. A player's ``rounds_dealt`` are the
rounds dealt while they sat in them (bet or not), ``rounds_bet`` those they had a bet on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal, localcontext
from fractions import Fraction

from tracker.practice.layout import Area
from tracker.practice.seat import Seat

CENT = Decimal("0.01")


def to_money(value: Fraction) -> Decimal:
    """An expected amount to the cent, for showing beside real money."""
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        CENT, rounding=ROUND_HALF_EVEN
    )


def _two_roots(value: Fraction) -> Decimal:
    """2·√value to the cent."""
    with localcontext() as context:
        context.prec = 28
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        return (2 * exact.sqrt()).quantize(CENT, rounding=ROUND_HALF_EVEN)


def money_text(amount: Decimal) -> str:
    """1,250 or 12.50: whole amounts without cents, others to the cent."""
    if amount == amount.to_integral_value():
        return f"{int(amount):,}"
    return f"{amount:,.2f}"


def signed(amount: Decimal) -> str:
    """+12.50, −502.55, 0."""
    return ("+" if amount > 0 else "−" if amount < 0 else "") + money_text(abs(amount))


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """One player's session: ``expected`` is minus the house edge times each stake, summed
    (what a player loses on average for exactly these bets), ``variance`` the variance of
    the net, each bet's summed; ``curve`` the bankroll at the start and after each round
    bet."""

    seat: str
    rounds_dealt: int
    rounds_bet: int
    bets: int
    wagered: Decimal
    net: Decimal
    expected: Fraction
    variance: Fraction
    start: Decimal
    curve: tuple[Decimal, ...]

    @property
    def expected_money(self) -> Decimal:
        return to_money(self.expected)

    @property
    def spread(self) -> Decimal:
        """Two standard errors of the net over the bets made: chance alone puts the net
        within this of the expected net about 19 times in 20."""
        return _two_roots(self.variance)

    @property
    def low(self) -> Decimal:
        return self.expected_money - self.spread

    @property
    def high(self) -> Decimal:
        return self.expected_money + self.spread

    @property
    def within_chance(self) -> bool:
        return self.low <= self.net <= self.high

    @property
    def bankroll(self) -> Decimal:
        return self.curve[-1] if self.curve else self.start

    def in_words(self) -> str:
        """The net against what chance gives, as a learner reads it."""
        if not self.bets:
            return f"{self.seat}: no bet yet."
        bets = f"{self.bets} bet{'s' if self.bets != 1 else ''}"
        if self.within_chance:
            verdict = "within what chance gives"
        elif self.net > self.high:
            verdict = "outside what chance gives: luckier than usual"
        else:
            verdict = "outside what chance gives: unluckier than usual"
        return (
            f"{self.seat}: net {signed(self.net)} over {bets} ({money_text(self.wagered)} "
            f"wagered; bankroll {money_text(self.bankroll)}). Expected "
            f"{signed(self.expected_money)}; chance alone would usually put it between "
            f"{signed(self.low)} and {signed(self.high)}. This is {verdict}."
        )


def figures_of(seat: Seat) -> SeatFigures:
    """The running figures of the player at ``seat``."""
    return SeatFigures(
        seat.label,
        seat.rounds_dealt,
        seat.rounds_bet,
        seat.bets_made,
        seat.wagered,
        seat.net,
        seat.expected,
        seat.variance,
        seat.start_bankroll,
        tuple(seat.curve),
    )


def seat_figures(
    seat: str,
    start: Decimal,
    rounds_dealt: int,
    bets: Iterable[tuple[int, Area, Decimal, Decimal]],
    edges: Mapping[Area, Fraction],
    variances: Mapping[Area, Fraction],
) -> SeatFigures:
    """Figures from a player's settled bets, each (round or hand id, area, stake, net), in
    the order placed; the bankroll curve has one point per round that had a bet."""
    wagered = net = Decimal(0)
    expected = variance = Fraction(0)
    curve = [start]
    count = 0
    last_round: int | None = None
    for round_id, area, stake, result in bets:
        count += 1
        wagered += stake
        net += result
        expected -= edges.get(area, Fraction(0)) * Fraction(stake)
        variance += variances.get(area, Fraction(0)) * Fraction(stake) ** 2
        if round_id != last_round:
            curve.append(curve[-1])
            last_round = round_id
        curve[-1] += result
    return SeatFigures(
        seat,
        rounds_dealt,
        len(curve) - 1,
        count,
        wagered,
        net,
        expected,
        variance,
        start,
        tuple(curve),
    )
