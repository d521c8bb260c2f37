"""Exporting the library: a CSV export imported into an empty library gives back the same
library, shoe for shoe and cell for cell, as the JSON export does."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from tests.store.strategies import csv_shoes
from tracker.history import ShoeRecord
from tracker.services.exporting import export_library
from tracker.services.importing import import_file
from tracker.store import Library, open_library
from tracker.store.models import hands_table, shoes_table

# What a copy cannot share with its original: ids, times of its own, and where its shoes
# were read (the export's lines).
_OWN = {"id", "created_at", "closed_at", "source", "source_line", "problems"}


def _rows(library: Library) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    with library.engine.connect() as conn:
        shoes = [
            {k: v for k, v in row.items() if k not in _OWN}
            for row in conn.execute(select(shoes_table).order_by(shoes_table.c.id)).mappings()
        ]
        hands = [
            {k: v for k, v in row.items() if k not in ("id", "shoe_id")}
            for row in conn.execute(
                select(hands_table).order_by(hands_table.c.shoe_id, hands_table.c.position)
            ).mappings()
        ]
    return shoes, hands


def _as_copied(shoe: ShoeRecord, export: Path) -> ShoeRecord:
    """A shoe as a copy holds it: a shoe that named no file now names the export."""
    return replace(shoe, line=None, source=str(export) if shoe.source is None else shoe.source)


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(st.lists(csv_shoes, min_size=1, max_size=4), st.booleans())
def test_a_csv_export_gives_back_the_same_library(
    records: list[ShoeRecord], same_label: bool
) -> None:
    if same_label:  # shoes of one label one after the other stay apart
        records = [replace(record, label=records[0].label) for record in records]
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        with open_library(str(folder / "a.sqlite")) as original:
            original.import_shoes(records)
            export = folder / "export.csv"
            export_library(original, export, "csv")
            with open_library(str(folder / "b.sqlite")) as copy:
                import_file(copy, export)
                copied = [replace(shoe, line=None) for shoe in copy.iter_shoes()]
                assert copied == [_as_copied(s, export) for s in original.iter_shoes()]
                assert _rows(copy) == _rows(original)
            # The export of a library holds only shoes it already has.
            again = import_file(original, export)
            assert (again.shoes, again.duplicates) == (0, len(copied))
            # As the JSON export gives back, but for the file each copy names.
            as_json = folder / "export.json"
            export_library(original, as_json, "json")
            with open_library(str(folder / "c.sqlite")) as from_json:
                import_file(from_json, as_json)
                by_json = [replace(shoe, line=None) for shoe in from_json.iter_shoes()]
            assert [replace(s, source=None) for s in copied] == [
                replace(s, source=None) for s in by_json
            ]
