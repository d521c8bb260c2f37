"""Writing shoes as a hands CSV (SPEC §3): every known column, then the extra ones."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import IO

from tracker.engine.cards import format_cards
from tracker.history.records import ShoeRecord
from tracker.shoefile.csvcolumns import ALIASES, COLUMNS, column_name, neutralise


def _flag_cell(value: bool | None) -> str:
    return "" if value is None else ("1" if value else "0")


def write_csv_rows(
    shoes: Iterable[ShoeRecord],
    stream: IO[str],
    extra_columns: Iterable[str] | None = None,
) -> tuple[int, int]:
    """Write shoes as a hands CSV to a text stream; returns (shoes, hands) written.

    Extra hand columns are ``extra_columns`` when given, else the keys of the first
    shoe's hands' ``extra`` (the file is written as it streams, so later new keys are
    not known when the header is written and are left out).
    """
    iterator = iter(shoes)
    first = next(iterator, None)
    if extra_columns is None:
        names: list[str] = []
        if first is not None:
            for hand in first.hands:
                for key in hand.extra:
                    if key not in names and column_name(key) not in ALIASES:
                        names.append(key)
    else:
        names = [name for name in extra_columns if column_name(name) not in ALIASES]
    writer = csv.writer(stream, lineterminator="\r\n")
    writer.writerow([*COLUMNS, *(neutralise(name) for name in names)])
    shoe_count = hand_count = 0
    shoe = first
    while shoe is not None:
        shoe_count += 1
        label = neutralise(shoe.label)
        casino = neutralise(shoe.casino or "")
        table = neutralise(shoe.table or "")
        started = shoe.started.isoformat() if shoe.started is not None else ""
        decks = "" if shoe.decks is None else str(shoe.decks)
        notes = neutralise(shoe.notes)
        for hand in shoe.hands:
            hand_count += 1
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
                    casino,
                    table,
                    started,
                    decks,
                    notes,
                    *(neutralise(hand.extra.get(name, "")) for name in names),
                ]
            )
        shoe = next(iterator, None)
    return shoe_count, hand_count
