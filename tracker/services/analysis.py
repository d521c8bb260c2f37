"""Statistics of shoe files or of the library, against what chance predicts (SPEC §7)."""

from __future__ import annotations

import os
from collections.abc import Sequence

from tracker.shoefile import read_shoes
from tracker.stats import ShoeCounts, Summary, summarize
from tracker.store import Library


def summarize_files(paths: Sequence[str | os.PathLike[str]], fmt: str | None = None) -> Summary:
    """The counts and tests of every shoe of the files.

    :raises ShoeFileError: for a file that cannot be read.
    """
    return summarize(ShoeCounts.of(shoe) for path in paths for shoe in read_shoes(path, fmt))


def summarize_library(library: Library) -> Summary:
    """The counts and tests of the whole library, from the tallies it keeps per shoe."""
    return summarize(library.counts().tallies)
