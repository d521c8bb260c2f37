"""Kernels compiled by numba: with its on-disk cache where it can write one, and on their
first use, so that no import waits for numba."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast

K = TypeVar("K", bound=Callable[..., Any])


def jit(kernel: Callable[..., Any]) -> Callable[..., Any]:
    """``kernel`` compiled by numba (nogil) with its on-disk cache, or without it when numba
    has no place to write one (neither the package's folder nor the user's cache is
    writable). Only for a caller that has imported numba."""
    import numba

    try:
        jitted: Callable[..., Any] = numba.njit(kernel, cache=True, nogil=True)
    except RuntimeError:  # "cannot cache function ...: no locator available"
        jitted = numba.njit(kernel, nogil=True)
    return jitted


class LazyKernel(Generic[K]):
    """``kernel`` compiled by numba (or loaded from numba's cache) at the first call, with
    the plain functions it calls; calling gives it, or ``None`` without numba."""

    def __init__(self, kernel: K, *helpers: Callable[..., Any]) -> None:
        self._kernel = kernel
        self._helpers = helpers
        self._lock = threading.Lock()
        self._compiled: K | None = None
        self._tried = False

    def __call__(self) -> K | None:
        with self._lock:
            if not self._tried:
                self._tried = True
                try:
                    import numba
                except ImportError:
                    return None
                for helper in self._helpers:
                    numba.extending.register_jitable(helper)
                self._compiled = cast(K, jit(self._kernel))
            return self._compiled
