"""Run the benchmarks: ``python -m benchmarks [NAME ...]`` (all of them when none is named)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def available() -> list[str]:
    here = Path(__file__).parent
    return sorted(
        info.name.removeprefix("bench_")
        for info in pkgutil.iter_modules([str(here)])
        if info.name.startswith("bench_")
    )


def main(argv: list[str]) -> int:
    names = argv or available()
    unknown = [n for n in names if n not in available()]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; available: {', '.join(available())}")
        return 2
    for name in names:
        print(f"== {name}")
        importlib.import_module(f"benchmarks.bench_{name}").main()
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
