"""Statistics of shoe files or of the library, against what chance predicts."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence

from tracker.history import ShoeRecord
from tracker.shoefile import read_shoes
from tracker.stats import ShoeCounts, Summary, summarize
from tracker.stats.cardodds import card_odds
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.report import Statistics, statistics
from tracker.store import Library


def summarize_files(paths: Sequence[str | os.PathLike[str]], fmt: str | None = None) -> Summary:
    """The counts and tests of every shoe of the files.

    :raises ShoeFileError: for a file that cannot be read.
    """
    return summarize(ShoeCounts.of(shoe) for path in paths for shoe in read_shoes(path, fmt))


def summarize_library(library: Library) -> Summary:
    """The counts and tests of the whole library, from the tallies it keeps per shoe."""
    return summarize(library.counts().tallies)


def statistics_of_shoes(shoes: Iterable[ShoeRecord]) -> Statistics:
    """The full statistics of recorded shoes; a single shoe that records every
    card also gets the edges of every bet over the shoe."""
    listed = list(shoes)
    odds = card_odds(listed[0]) if len(listed) == 1 else None
    return statistics((ShoeOutcomes.of(shoe) for shoe in listed), card_odds=odds)


def statistics_of_files(
    paths: Sequence[str | os.PathLike[str]], fmt: str | None = None
) -> Statistics:
    """The full statistics of every shoe of the files.

    :raises ShoeFileError: for a file that cannot be read.
    """
    return statistics_of_shoes(shoe for path in paths for shoe in read_shoes(path, fmt))


def statistics_of_library(library: Library, shoe_ids: Sequence[int] | None = None) -> Statistics:
    """The full statistics of the library's shoes (or of ``shoe_ids``), read from their
    hands: the pairs are counted over the hands that record them, which the per-shoe
    tallies cannot tell. A library of one shoe is read whole, for its cards' odds."""
    if shoe_ids is None:
        if library.shoe_count() != 1:
            return statistics(library.outcomes())
        return statistics_of_shoes(library.iter_shoes())
    return statistics_of_shoes(library.load_shoe(i) for i in shoe_ids)
