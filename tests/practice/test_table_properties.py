"""Whatever the player clicks, the table's money adds up exactly."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.practice import CHIPS, Limits, Phase, Table, TableOptions, Variant
from tracker.practice.layout import SIDE_AREAS

OPTIONS = TableOptions(
    variant=Variant.EZ,
    side_bets=frozenset(SIDE_AREAS),
    limits=Limits(main_minimum=Decimal(10), main_maximum=Decimal(300)),
)
ACTIONS = st.one_of(
    st.tuples(st.just("chip"), st.sampled_from(CHIPS)),
    st.tuples(st.sampled_from(["add", "remove"]), st.sampled_from(OPTIONS.areas)),
    st.tuples(st.sampled_from(["deal", "new_game", "rebet", "clear"]), st.none()),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), actions=st.lists(ACTIONS, max_size=60))
def test_the_bankroll_is_the_start_plus_every_settled_result(
    seed: int, actions: list[tuple[str, object]]
) -> None:
    table = Table(OPTIONS, seed=seed, bankroll=Decimal(400))
    seat = table.seats[0]
    for name, arg in actions:
        if name == "chip":
            table.select_chip(arg)  # type: ignore[arg-type]
        elif name == "add":
            table.add_chip(arg)  # type: ignore[arg-type]
        elif name == "remove":
            table.remove_chip(arg)  # type: ignore[arg-type]
        elif name == "deal":
            table.deal()
        elif name == "new_game":
            table.new_game()
        elif name == "rebet":
            table.rebet()
        else:
            table.clear_bets()
        # Never more on the layout than the bankroll, nor above a maximum.
        if table.phase is Phase.BETTING:
            assert seat.staked <= seat.bankroll
            for area, amount in seat.bets().items():
                assert amount <= OPTIONS.limits.maximum(area)
    settled = [r.results[0] for r in table.rounds]
    assert seat.bankroll == Decimal(400) + sum((r.net for r in settled), Decimal(0))
    assert seat.wagered == sum((r.wagered for r in settled), Decimal(0))
    assert seat.curve == [Decimal(400), *(r.bankroll for r in settled)]
    for result in settled:
        for area, stake, _ in result.bets:
            assert stake >= OPTIONS.limits.minimum(area)  # raised to the minimum
            assert area in OPTIONS.areas
    assert all(isinstance(v, Decimal) for v in seat.curve)
