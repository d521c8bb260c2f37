"""Writing shoes as a hands CSV: every known column, the shoe's on each of its
rows, then the extra ones."""

from __future__ import annotations

import csv
from collections.abc import Iterable, Sequence
from typing import IO

from tracker.engine.cards import format_cards
from tracker.history.records import ShoeRecord
from tracker.shoefile.csvcolumns import COLUMNS
from tracker.shoefile.csvdetails import shoe_cells, text_cell


def _flag_cell(value: bool | None) -> str:
    return "" if value is None else ("1" if value else "0")


def extra_names(shoes: Iterable[ShoeRecord]) -> list[str]:
    """The extra hand columns of ``shoes``, in the order they first appear (a cheap first
    pass for a writer that streams: a column first seen in a later shoe is not lost)."""
    names: dict[str, None] = {}
    for shoe in shoes:
        for hand in shoe.hands:
            if hand.extra:
                names.update(dict.fromkeys(hand.extra))
    return list(names)


def write_csv_rows(
    shoes: Iterable[ShoeRecord],
    stream: IO[str],
    extra_columns: Iterable[str] | None = None,
) -> tuple[int, int]:
    """Write shoes as a hands CSV to a text stream; returns (shoes, hands) written.

    Extra hand columns are ``extra_columns`` when given (every key any hand holds must be
    among them), else every key of every hand (``shoes`` is then read twice, or once into
    a list when it is an iterator). A hand's extra column that shares a known column's
    name is written after the known columns, where the reader keeps it as an extra one.

    :raises ValueError: for a hand whose extra columns are not all in ``extra_columns``.
    """
    if extra_columns is None:
        if not isinstance(shoes, Sequence):
            shoes = list(shoes)
        names = extra_names(shoes)
    else:
        names = list(dict.fromkeys(extra_columns))
    known = frozenset(names)
    iterator = iter(shoes)
    first = next(iterator, None)
    writer = csv.writer(stream, lineterminator="\r\n")
    writer.writerow([*COLUMNS, *(text_cell(name) for name in names)])
    place = shoe_count = hand_count = 0
    shoe = first
    while shoe is not None:
        place += 1
        # A shoe with no hands has no row: it is not counted as written.
        shoe_count += bool(shoe.hands)
        label = text_cell(shoe.label)
        details = shoe_cells(shoe, place)
        for hand in shoe.hands:
            hand_count += 1
            if hand.extra and not known.issuperset(hand.extra):
                missing = sorted(set(hand.extra) - known)
                raise ValueError(f"extra column {missing[0]!r} is not in the header")
            writer.writerow(
                [
                    label,
                    hand.number,
                    "" if hand.player is None else format_cards(hand.player),
                    "" if hand.banker is None else format_cards(hand.banker),
                    "" if hand.winner is None else hand.winner.value,
                    "" if hand.player_total is None else hand.player_total,
                    "" if hand.banker_total is None else hand.banker_total,
                    _flag_cell(hand.player_pair),
                    _flag_cell(hand.banker_pair),
                    _flag_cell(hand.natural),
                    *details,
                    *(text_cell(hand.extra.get(name)) for name in names),
                ]
            )
        shoe = next(iterator, None)
    return shoe_count, hand_count
