"""A kernel compiled by numba on its first use, so that no import waits for numba."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast

K = TypeVar("K", bound=Callable[..., Any])


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
                self._compiled = cast(K, numba.njit(self._kernel, cache=True, nogil=True))
            return self._compiled
