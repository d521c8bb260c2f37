"""The engine's own generator: published test vectors, seeds, unbiased bounded integers."""

from __future__ import annotations

import pytest

from tracker.engine.kernels import bounded, compiled
from tracker.engine.prng import Random, SeedError, check_seed, seed_state, splitmix64


def test_xoshiro256starstar_matches_the_reference_output() -> None:
    # The reference implementation (prng.di.unimi.it) from the state {1, 2, 3, 4}.
    rng = Random((1, 2, 3, 4))
    assert [rng.next_u64() for _ in range(4)] == [11520, 0, 1509978240, 1215971899390074240]


def test_splitmix64_matches_the_reference_output() -> None:
    x, outputs = 0, []
    for _ in range(3):
        x, out = splitmix64(x)
        outputs.append(out)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert seed_state(0)[:3] == tuple(outputs)


@pytest.mark.parametrize("seed", [-1, 1 << 64, 2.0, "7", True, None])
def test_seeds_outside_0_to_2_64_are_refused(seed: object) -> None:
    with pytest.raises(SeedError, match="a seed must be a whole number from 0 to"):
        check_seed(seed)


def test_bounded_integers_are_in_range_and_roughly_uniform() -> None:
    rng = Random.from_seed(12345)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    # Each count is Binomial(60000, 1/6): sd about 91; 5 sd of slack.
    assert all(abs(c - 10_000) < 460 for c in counts)


def test_the_rejection_step_keeps_results_in_range_for_awkward_bounds() -> None:
    rng = Random.from_seed(99)
    for n in (1, 2, 3, 415, 416, (1 << 30) + 1, (1 << 31) - 1):
        assert all(0 <= rng.below(n) < n for _ in range(200))


def test_bounds_the_kernels_cannot_serve_are_refused() -> None:
    with pytest.raises(ValueError, match="bound out of range"):
        Random.from_seed(1).below(1 << 31)


def test_entropy_seeded_generators_differ() -> None:
    assert Random.from_entropy().next_u64() != Random.from_entropy().next_u64()


def test_compiled_generator_gives_the_same_numbers() -> None:
    kernels = compiled()
    if kernels is None:
        pytest.skip("numba is not installed")
    import numba

    @numba.njit
    def draw_many(n: int, count: int, s0: int, s1: int, s2: int, s3: int) -> list[int]:
        out = []
        for _ in range(count):
            value, s0, s1, s2, s3 = bounded(n, s0, s1, s2, s3)
            out.append(value)
        return out

    state = seed_state(2026)
    signed = [w - (1 << 64) if w >= 1 << 63 else w for w in state]
    rng = Random(state)
    for n in (416, 7, (1 << 31) - 5, (1 << 30) + 3):
        expected = [rng.below(n) for _ in range(500)]
        assert list(draw_many(n, 500, *signed)) == expected
        signed = [w - (1 << 64) if w >= 1 << 63 else w for w in rng.state]
