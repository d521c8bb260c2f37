"""A shoe longer than a chunk is read, validated and stored a chunk at a time, and gives
the same library and report as one read whole; a small chunk size stands in for the
10,000 hands of a real import (so no test needs a million rows)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from tests.conftest import REPO
from tests.store.shoes import dealt_shoe, dealt_shoes
from tracker.history import ShoeChunk, ShoeRecord
from tracker.services.exporting import export_library
from tracker.services.importing import FileRefused, import_file, import_files
from tracker.services.validation import validate_file
from tracker.shoefile import ShoeFileError, read_shoe_chunks, read_shoes, write_csv, write_json
from tracker.store import Library, open_library
from tracker.store.models import hands_table, shoes_table

SAMPLES = REPO / "sample_shoes"
MISTAKES = SAMPLES / "hand-typed-with-mistakes.csv"  # two shoes with problems


@pytest.fixture
def library(library_url: str) -> Iterator[Library]:
    with open_library(library_url) as opened:
        yield opened


def _rows(library: Library) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every stored value but the ids and the times of the import."""
    with library.engine.connect() as conn:
        shoes = [
            {k: v for k, v in row.items() if k not in ("id", "created_at", "closed_at")}
            for row in conn.execute(select(shoes_table).order_by(shoes_table.c.id)).mappings()
        ]
        hands = [
            {k: v for k, v in row.items() if k not in ("id", "shoe_id")}
            for row in conn.execute(
                select(hands_table).order_by(hands_table.c.shoe_id, hands_table.c.position)
            ).mappings()
        ]
    return shoes, hands


def _hand_rows(library: Library) -> int:
    with library.engine.connect() as conn:
        return int(conn.scalar(select(func.count()).select_from(hands_table)) or 0)


def _long_shoes(tmp_path: Path, fmt: str = "csv") -> Path:
    """A file of a short shoe, a long one with ties (runs across chunks) and one with a
    hand out of place (a problem in a later chunk)."""
    shoes = [dealt_shoe(1, 3), dealt_shoe(2, 23), dealt_shoe(3, 17)]
    hands = list(shoes[2].hands)
    hands[11], hands[12] = hands[12], hands[11]  # numbering out of order, at hand 12
    shoes[2] = replace(shoes[2], hands=tuple(hands))
    path = tmp_path / f"long.{fmt}"
    (write_csv if fmt == "csv" else write_json)(shoes, path)
    return path


@pytest.mark.parametrize("fmt", ["csv", "json"])
@pytest.mark.parametrize("chunk", [1, 4, 5, 22, 23])
def test_a_shoe_read_in_chunks_comes_whole_in_order(tmp_path: Path, fmt: str, chunk: int) -> None:
    path = _long_shoes(tmp_path, fmt)
    whole = list(read_shoes(path))
    items = list(read_shoe_chunks(path, chunk_hands=chunk))
    shoes: list[ShoeRecord] = []
    parts: list[ShoeChunk] = []
    for item in items:
        if isinstance(item, ShoeRecord):
            assert not parts
            assert len(item.hands) <= chunk
            shoes.append(item)
            continue
        assert item.first == sum(len(part.shoe.hands) for part in parts)
        parts.append(item)
        if item.last:
            assert all(len(part.shoe.hands) == chunk for part in parts[:-1])
            hands = tuple(hand for part in parts for hand in part.shoe.hands)
            problems = tuple(p for part in parts for p in part.shoe.problems)
            shoes.append(replace(item.shoe, hands=hands, problems=problems))
            parts = []
    assert not parts
    assert shoes == whole


@pytest.mark.parametrize("chunk", [1, 4, 10])
def test_a_long_shoe_validates_as_one_read_whole(tmp_path: Path, chunk: int) -> None:
    for path in (_long_shoes(tmp_path), _long_shoes(tmp_path, "json"), MISTAKES):
        whole = validate_file(path)
        assert not all(report.ok for report in whole.shoes)
        assert validate_file(path, chunk_hands=chunk) == whole


def test_a_long_shoe_lists_its_first_problems_and_counts_the_others(tmp_path: Path) -> None:
    path = tmp_path / "twice.csv"
    path.write_text("shoe,hand,winner\n" + "A,1,B\n" * 1_201, encoding="utf-8")
    whole = validate_file(path)
    assert whole.problem_count == 1_200 and not whole.shoes[0].unlisted
    report = validate_file(path, chunk_hands=100)
    (shoe,) = report.shoes
    assert (shoe.hands, len(shoe.problems), shoe.unlisted) == (1_201, 1_000, 200)
    assert shoe.problems == whole.shoes[0].problems[:1_000]
    assert report.problem_count == 1_200 and not report.ok
    assert report.to_dict()["shoes"][0]["unlisted"] == 200


@pytest.mark.parametrize("chunk", [1, 4, 22])
def test_a_long_shoe_is_stored_as_one_read_whole(
    library_url: str, tmp_path: Path, chunk: int
) -> None:
    path = _long_shoes(tmp_path)
    with open_library(library_url) as library:
        result = import_file(library, path, chunk_hands=chunk)
        import_file(library, MISTAKES, chunk_hands=chunk)
        chunked = _rows(library)
        shoes = list(library.iter_shoes())
    with open_library(str(tmp_path / "whole.sqlite")) as whole:
        expected = import_file(whole, path)
        import_file(whole, MISTAKES)
        assert _rows(whole) == chunked
        assert list(whole.iter_shoes()) == shoes
    assert result == expected
    assert (result.shoes, result.hands, result.problem_shoes) == (3, 43, 1)


def test_a_long_shoe_round_trips_through_both_exports(library: Library, tmp_path: Path) -> None:
    import_file(library, _long_shoes(tmp_path), chunk_hands=4)
    original = [replace(shoe, line=None) for shoe in library.iter_shoes()]
    for fmt in ("csv", "json"):
        export = tmp_path / f"export.{fmt}"
        export_library(library, export, fmt)
        with open_library(str(tmp_path / f"copy-{fmt}.sqlite")) as copy:
            assert import_file(copy, export, chunk_hands=4).shoes == 3
            assert [replace(shoe, line=None) for shoe in copy.iter_shoes()] == original
        # Each long shoe of the export is found in the library it came from.
        again = import_file(library, export, chunk_hands=4)
        assert (again.shoes, again.duplicates) == (0, 3)
    assert _hand_rows(library) == 43


def test_an_error_in_a_later_chunk_stores_nothing_of_the_file(
    library: Library, tmp_path: Path
) -> None:
    good = tmp_path / "good.csv"
    write_csv(dealt_shoes(2, 9), good)
    lines = good.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[15] = lines[15].replace(",P,", ",Q,").replace(",B,", ",Q,").replace(",T,", ",Q,")
    bad = tmp_path / "bad.csv"
    bad.write_text("".join(lines), encoding="utf-8", newline="")
    report = import_files(library, [bad], chunk_hands=2)
    (refused,) = report.files
    assert isinstance(refused, FileRefused) and "line 16" in refused.message
    assert library.shoe_count() == 0 and _hand_rows(library) == 0
    # A cancel in a later chunk too.
    calls = []

    def progress(index: int, done: int, total: int | None) -> None:
        calls.append(done)

    cancelled = import_files(
        library, [good], progress=progress, cancelled=lambda: len(calls) > 8, chunk_hands=2
    )
    assert cancelled.cancelled and library.shoe_count() == 0 and _hand_rows(library) == 0
    assert import_file(library, good, chunk_hands=2).shoes == 2


def test_a_long_shoe_already_in_the_library_is_a_duplicate(
    library: Library, tmp_path: Path
) -> None:
    path = tmp_path / "twice.csv"
    long = dealt_shoe(5, 30)
    # The same shoe twice in one file (another label), and a short one between.
    write_csv([long, dealt_shoe(6, 3), replace(long, label="again")], path)
    first = import_file(library, path, chunk_hands=7)
    assert (first.shoes, first.hands, first.duplicates) == (2, 33, 1)
    assert first.duplicate_labels == ("again",)
    second = import_file(library, path, chunk_hands=7)
    assert (second.shoes, second.duplicates) == (0, 3)
    # Stored whole or in chunks, a shoe is the same shoe.
    json_path = tmp_path / "long.json"
    write_json([long], json_path)
    assert import_file(library, json_path).duplicates == 1
    assert library.shoe_count() == 2 and _hand_rows(library) == 33


def test_a_long_shoe_with_problems_can_be_left_out(library: Library, tmp_path: Path) -> None:
    result = import_file(library, _long_shoes(tmp_path), chunk_hands=4, skip_problems=True)
    assert (result.shoes, result.hands, result.skipped) == (2, 26, 1)
    assert _hand_rows(library) == 26


def test_details_that_count_the_cards_must_come_with_the_first_chunk(tmp_path: Path) -> None:
    header = "shoe,hand,player,banker,winner,decks\n"
    rows = [f"A,{n},9S 8D,KH 2C,P," for n in range(1, 8)]
    late = [*rows[:5], rows[5] + "6", rows[6] + "6"]
    path = tmp_path / "late.csv"
    path.write_text(header + "\n".join(late) + "\n", encoding="utf-8")
    assert validate_file(path).shoes[0].hands == 7  # read whole: the decks are the shoe's
    with pytest.raises(ShoeFileError) as caught:
        validate_file(path, chunk_hands=4)
    assert (caught.value.line, caught.value.column) == (7, "decks")
    assert "only after its first 4 hands" in caught.value.reason
    # The same decks as those counted with (8) change nothing.
    same = [*rows[:5], rows[5] + "8", rows[6]]
    path.write_text(header + "\n".join(same) + "\n", encoding="utf-8")
    assert validate_file(path, chunk_hands=4) == validate_file(path)


def test_a_long_json_shoe_must_give_its_label_before_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "late.json"
    hands = ", ".join(f'{{"hand": {n}, "winner": "B"}}' for n in range(1, 8))
    path.write_text(
        f'{{"format_version": 1, "shoes": [{{"hands": [{hands}],\n"label": "A"}}]}}',
        encoding="utf-8",
    )
    assert validate_file(path).shoes[0].shoe_label == "A"
    with pytest.raises(ShoeFileError) as caught:
        validate_file(path, chunk_hands=3)
    assert (caught.value.line, caught.value.column) == (2, "label")
