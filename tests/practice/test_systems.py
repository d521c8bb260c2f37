"""The four betting systems of SPEC §8 as the computer seats play them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.practice.systems import UnknownSystem, system_named

W, L, PUSH = Decimal(1), Decimal(-1), Decimal(0)


def stakes(name: str, results: list[Decimal], table_max: int | None = None) -> list[int]:
    system = system_named(name, Decimal(5), None if table_max is None else Decimal(table_max))
    seen = []
    for result in results:
        seen.append(int(system.stake))
        system.record(result)
    seen.append(int(system.stake))
    return seen


def test_flat() -> None:
    assert stakes("flat", [L, W, L]) == [5, 5, 5, 5]


def test_martingale_doubles_after_a_loss_and_goes_back_past_the_maximum() -> None:
    assert stakes("martingale", [L, L, PUSH, W, L]) == [5, 10, 20, 20, 5, 10]
    assert stakes("martingale", [L, L, L], table_max=20) == [5, 10, 20, 5]


def test_paroli_doubles_after_a_win_up_to_three() -> None:
    assert stakes("paroli", [W, W, W, W, L]) == [5, 10, 20, 5, 10, 5]


def test_dalembert_never_below_the_unit() -> None:
    assert stakes("dalembert", [W, L, L, W, PUSH]) == [5, 5, 10, 15, 10, 10]


def test_a_stake_above_the_maximum_is_cut_to_it() -> None:
    assert stakes("dalembert", [L, L, L], table_max=12) == [5, 10, 12, 12]


def test_unknown_system() -> None:
    with pytest.raises(UnknownSystem, match="no betting system 'fibonacci'"):
        system_named("fibonacci", Decimal(5))
