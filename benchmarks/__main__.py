"""Run the benchmarks: ``python -m benchmarks [NAME ...]`` (all of them when none is named)."""

from __future__ import annotations

import importlib
import inspect
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
    # Names come first; from the first option on, the arguments go to the benchmarks
    # named (``import --postgres URL``), each of which must take them.
    first_option = next((i for i, a in enumerate(argv) if a.startswith("-")), len(argv))
    names, options = argv[:first_option] or available(), argv[first_option:]
    unknown = [n for n in names if n not in available()]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; available: {', '.join(available())}")
        return 2
    for name in names:
        print(f"== {name}")
        run = importlib.import_module(f"benchmarks.bench_{name}").main
        if options:
            if not inspect.signature(run).parameters:
                print(f"benchmark {name!r} takes no options ({' '.join(options)})")
                return 2
            run(options)
        else:
            run()
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
