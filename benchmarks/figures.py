"""A benchmark's output: lines for a person, or with ``--json`` its figures as one JSON
document on stdout (the lines then go to stderr, to watch the run)."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from types import TracebackType
from typing import Any


class Figures(dict[str, Any]):
    """The figures a benchmark measured, filled in its ``with`` block.

    ``Figures("odds", argv)`` takes ``--json`` (and the options of ``parser``, when given:
    they are in ``.args``). With ``--json``, what the block prints goes to stderr and the
    figures are printed as JSON on stdout when it ends.
    """

    def __init__(
        self, name: str, argv: list[str] | None, parser: argparse.ArgumentParser | None = None
    ) -> None:
        super().__init__()
        parser = parser or argparse.ArgumentParser(prog=f"python -m benchmarks {name}")
        parser.add_argument("--json", action="store_true", help="print the figures as JSON")
        self.args = parser.parse_args(argv or [])
        self.as_json: bool = self.args.json
        self._redirect = contextlib.redirect_stdout(sys.stderr)

    def __enter__(self) -> Figures:
        if self.as_json:
            self._redirect.__enter__()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self.as_json:
            self._redirect.__exit__(kind, error, trace)
            if kind is None:
                print(json.dumps(self, indent=2))
