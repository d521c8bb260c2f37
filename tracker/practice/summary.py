"""A practice session's figures per seat: rounds, wagered, won or lost, beside what the house
edge predicts for exactly those bets (edge × wagered), and the bankroll round by round."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from tracker.practice.layout import Area

CENT = Decimal("0.01")


def to_money(value: Fraction) -> Decimal:
    """An expected amount to the cent, for showing beside real money."""
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
        CENT, rounding=ROUND_HALF_EVEN
    )


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """One seat's session: ``expected`` is minus the house edge times each stake, summed
    (what a player loses on average for exactly these bets); ``curve`` the bankroll at the
    start and after each round it bet."""

    seat: str
    rounds: int
    bets: int
    wagered: Decimal
    net: Decimal
    expected: Fraction
    start: Decimal
    curve: tuple[Decimal, ...]

    @property
    def expected_money(self) -> Decimal:
        return to_money(self.expected)

    @property
    def bankroll(self) -> Decimal:
        return self.curve[-1] if self.curve else self.start


def seat_figures(
    seat: str,
    start: Decimal,
    rounds: int,
    bets: Iterable[tuple[int, Area, Decimal, Decimal]],
    edges: Mapping[Area, Fraction],
) -> SeatFigures:
    """Figures from a seat's settled bets, each (round or hand id, area, stake, net), in
    the order placed; the bankroll curve has one point per round that had a bet."""
    wagered = net = Decimal(0)
    expected = Fraction(0)
    curve = [start]
    count = 0
    last_round: int | None = None
    for round_id, area, stake, result in bets:
        count += 1
        wagered += stake
        net += result
        expected -= edges.get(area, Fraction(0)) * Fraction(stake)
        if round_id != last_round:
            curve.append(curve[-1])
            last_round = round_id
        curve[-1] += result
    return SeatFigures(seat, rounds, count, wagered, net, expected, start, tuple(curve))
