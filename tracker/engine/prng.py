"""The engine's own random generator: xoshiro256**, seeded through splitmix64 from an int or
from the operating system's entropy. Never the global random state.

The same generator runs inside the simulation kernel (:mod:`tracker.engine.kernels`), so a
:class:`~tracker.engine.shoe.Shoe` and :func:`~tracker.engine.simulate.simulate` given the
same seed deal the same cards.
"""

from __future__ import annotations

import os

from tracker.engine.kernels import MASK64, bounded, next_u64
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

SEED_LIMIT = 1 << 64
"""Seeds are whole numbers from 0 to 2**64 - 1."""


class SeedError(UserError, ValueError):
    """A seed that is not a whole number from 0 to 2**64 - 1."""

    def __init__(self, seed: object) -> None:
        self.seed = seed
        super().__init__(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "a seed must be a whole number from 0 to {limit}, not {seed!r}"
                ),
                limit=SEED_LIMIT - 1,
                seed=seed,
            )
        )


def check_seed(seed: object) -> int:
    """Return ``seed`` if it is a valid seed.

    :raises SeedError: when it is not a whole number from 0 to 2**64 - 1.
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise SeedError(seed)
    return seed


def splitmix64(x: int) -> tuple[int, int]:
    """One step of splitmix64: the new state and the output word."""
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return x, z ^ (z >> 31)


def seed_state(seed: int) -> tuple[int, int, int, int]:
    """The xoshiro256** state for an int seed: four splitmix64 outputs (never all zero).

    :raises SeedError: for a seed outside 0 to 2**64 - 1.
    """
    x = check_seed(seed)
    words = []
    for _ in range(4):
        x, out = splitmix64(x)
        words.append(out)
    return words[0], words[1], words[2], words[3]


def entropy_state() -> tuple[int, int, int, int]:
    """A state of 32 bytes from the operating system's entropy."""
    while True:
        raw = os.urandom(32)
        words = [int.from_bytes(raw[i : i + 8], "little") for i in range(0, 32, 8)]
        if any(words):  # the all-zero state is xoshiro's one fixed point
            return words[0], words[1], words[2], words[3]


def entropy_seed() -> int:
    """A fresh int seed from the operating system's entropy, for a run that can be repeated
    later with the same seed."""
    return int.from_bytes(os.urandom(8), "little")


class Random:
    """A xoshiro256** generator with its state in Python ints."""

    __slots__ = ("_s",)

    def __init__(self, state: tuple[int, int, int, int]) -> None:
        if len(state) != 4 or not any(state) or any(not 0 <= w < SEED_LIMIT for w in state):
            raise ValueError("a xoshiro256** state is four 64-bit words, not all zero")
        self._s = state

    @classmethod
    def from_seed(cls, seed: int) -> Random:
        """:raises SeedError: for a seed outside 0 to 2**64 - 1."""
        return cls(seed_state(seed))

    @classmethod
    def from_entropy(cls) -> Random:
        return cls(entropy_state())

    @property
    def state(self) -> tuple[int, int, int, int]:
        return self._s

    def next_u64(self) -> int:
        """The next 64-bit word."""
        out, *rest = next_u64(*self._s)
        self._s = (rest[0], rest[1], rest[2], rest[3])
        return out

    def below(self, n: int) -> int:
        """An unbiased integer in ``[0, n)``, ``1 <= n < 2**31``."""
        if not 1 <= n < 1 << 31:
            raise ValueError(f"bound out of range: {n}")
        out, s0, s1, s2, s3 = bounded(n, *self._s)
        self._s = (s0, s1, s2, s3)
        return out
