"""Dealing in batches: the batches together are the one run, card for card."""

from __future__ import annotations

import numpy as np
import pytest

from tracker.engine.rules import RuleSet
from tracker.engine.simulate import SimulationError, simulate, simulate_batches


@pytest.mark.parametrize("compiled_kernel", [False, True])
@pytest.mark.parametrize("batch", [1, 3, 7])
def test_batches_deal_the_same_hands_as_one_run(compiled_kernel: bool, batch: int) -> None:
    rules = RuleSet(decks=2)
    whole = simulate(10, rules, seed=99, compiled_kernel=compiled_kernel)
    parts = list(simulate_batches(10, rules, 99, compiled_kernel=compiled_kernel, batch=batch))
    assert [part.shoes for part in parts] == [min(batch, 10 - i) for i in range(0, 10, batch)]
    assert np.array_equal(np.concatenate([p.hand_cards for p in parts]), whole.hand_cards)
    assert np.array_equal(np.concatenate([p.shoe_burn for p in parts]), whole.shoe_burn)
    text = "".join(
        line
        for n, part in enumerate(parts)
        for line in part.csv_lines(1 + n * batch, header=n == 0)
    )
    assert text == "".join(whole.csv_lines())


def test_bad_arguments_are_refused_before_any_dealing() -> None:
    with pytest.raises(SimulationError):
        simulate_batches(0)
    with pytest.raises(SimulationError):
        simulate_batches(5, batch=0)
