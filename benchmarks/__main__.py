"""Run the benchmarks: ``python -m benchmarks [NAME ...]`` (all of them when none is named).

With ``--json`` stdout holds one JSON document: the figures of the benchmark named, or for
several, an object of them by name; the ``== NAME`` headings go to stderr.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
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
    as_json = "--json" in options
    unknown = [n for n in names if n not in available()]
    if unknown:
        message = f"unknown benchmark {unknown[0]!r}; available: {', '.join(available())}"
        print(message, file=sys.stderr)
        if as_json:
            print(json.dumps({"error": {"message": message, "exit_code": 2}}))
        return 2
    headings = sys.stderr if as_json else sys.stdout
    documents: dict[str, object] = {}
    for name in names:
        print(f"== {name}", file=headings, flush=True)
        run = importlib.import_module(f"benchmarks.bench_{name}").main
        if as_json and len(names) > 1:
            captured = io.StringIO()
            with contextlib.redirect_stdout(captured):
                run(options)
            documents[name] = json.loads(captured.getvalue())
        else:
            run(options)
        print(file=headings)
    if as_json and len(names) > 1:
        print(json.dumps(documents, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
