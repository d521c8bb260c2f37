"""Statistics of shoe files or of the library, against what chance predicts (SPEC §7)."""

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
    """The full statistics of recorded shoes (SPEC §7); a single shoe that records every
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
            return statistics(library_outcomes(library))
        return statistics_of_shoes(library.iter_shoes())
    return statistics_of_shoes(library.load_shoe(i) for i in shoe_ids)


def library_outcomes(library: Library) -> list[ShoeOutcomes]:
    """What the statistics read of every shoe of the library, from the few columns they
    need (winner, pairs, natural) rather than whole records: seven times quicker over a
    library of 400,000 hands."""
    from sqlalchemy import select

    from tracker.store import convert
    from tracker.store.models import hands_table, shoes_table

    h, s = hands_table.c, shoes_table.c
    decks_of: dict[int, int] = {}
    rules_decks: dict[str | None, int] = {}
    by_shoe: dict[int, list[tuple[str | None, bool | None, bool | None, bool | None]]] = {}
    with library.engine.connect() as conn:
        for shoe_id, decks, rules in conn.execute(select(s.id, s.decks, s.rules).order_by(s.id)):
            if decks is None:
                if rules not in rules_decks:
                    parsed = convert.rules_from_text(rules)
                    rules_decks[rules] = 8 if parsed is None else parsed.decks
                decks = rules_decks[rules]
            decks_of[shoe_id] = decks
            by_shoe[shoe_id] = []
        query = select(h.shoe_id, h.winner, h.player_pair, h.banker_pair, h.natural).order_by(
            h.shoe_id, h.position
        )
        for shoe_id, winner, player_pair, banker_pair, natural in conn.execute(query):
            by_shoe[shoe_id].append((winner, player_pair, banker_pair, natural))
    shoes = []
    for shoe_id, hands in by_shoe.items():
        recorded = [(pp, bp) for _, pp, bp, _ in hands if pp is not None and bp is not None]
        naturals = [n for *_, n in hands if n is not None]
        shoes.append(
            ShoeOutcomes(
                decks=decks_of[shoe_id],
                letters="".join([w or "-" for w, *_ in hands]),
                pairs_recorded=len(recorded),
                player_pairs=sum([1 for pp, _ in recorded if pp]),
                banker_pairs=sum([1 for _, bp in recorded if bp]),
                naturals_recorded=len(naturals),
                naturals=sum(naturals),
            )
        )
    return shoes
