"""The import use case: one loop for the command line and the app, typed outcomes per file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.services.importing import (
    FileCancelled,
    FileImported,
    FileRefused,
    count_lines,
    import_files,
)
from tracker.shoefile import write_json
from tracker.store import Library, open_library


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    with open_library(str(tmp_path / "library.sqlite")) as opened:
        yield opened


def _files(tmp_path: Path) -> tuple[Path, Path, Path]:
    good = tmp_path / "good.json"
    write_json(dealt_shoes(3, 12), good)
    bad = tmp_path / "bad.csv"
    bad.write_text("shoe,hand,winner\nA,1,B\nA,2,X\n", encoding="utf-8")
    other = tmp_path / "other.json"
    write_json(dealt_shoes(2, 12, first_seed=40), other)
    return good, bad, other


def test_each_file_ends_in_its_own_typed_outcome(library: Library, tmp_path: Path) -> None:
    good, bad, other = _files(tmp_path)
    seen: list[object] = []
    report = import_files(library, [good, bad, other, good], on_file=seen.append)
    assert list(report.files) == seen
    first, refused, third, again = report.files
    assert isinstance(first, FileImported) and first.result.shoes == 3
    assert isinstance(refused, FileRefused)
    assert "line 3" in refused.message and "winner" in refused.message
    assert refused.exit_code == 2
    assert isinstance(third, FileImported) and third.result.shoes == 2
    # The same file again: every shoe is already there.
    assert isinstance(again, FileImported) and again.result.duplicates == 3
    assert (report.shoes, report.duplicates, report.exit_code) == (5, 3, 2)
    assert not report.cancelled
    assert library.shoe_count() == 5  # nothing of the refused file


def test_a_missing_file_is_refused_with_its_name(library: Library, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.csv"
    (outcome,) = import_files(library, [missing]).files
    assert isinstance(outcome, FileRefused)
    assert str(missing) in outcome.message


def test_cancel_stops_and_keeps_only_the_files_before(library: Library, tmp_path: Path) -> None:
    good, _, other = _files(tmp_path)
    progress: list[tuple[int, int, int | None]] = []

    def cancelled() -> bool:
        # Cancel once the second file has started.
        return any(index == 1 for index, _, _ in progress)

    report = import_files(
        library,
        [good, other, good],
        progress=lambda i, d, t: progress.append((i, d, t)),
        cancelled=cancelled,
    )
    assert report.cancelled
    assert [type(o) for o in report.files] == [FileImported, FileCancelled]
    assert library.shoe_count() == 3
    # Each file's progress starts at (index, 0, None), then counts its lines.
    assert progress[0] == (0, 0, None)
    assert all(total == count_lines(good) for index, _, total in progress[1:] if index == 0)


def test_lines_are_counted_through_gzip(tmp_path: Path) -> None:
    import gzip

    path = tmp_path / "x.csv.gz"
    with gzip.open(path, "wt", encoding="utf-8") as out:
        out.write("shoe,hand,winner\n" + "A,1,B\n" * 7)
    assert count_lines(path) == 8
    assert count_lines(tmp_path / "missing.csv") is None


def _damaged_gzip(path: Path) -> Path:
    """A gzip file whose header is sound and whose deflate data is not."""
    import gzip

    text = "".join(f"S{n}: " + "BPBBPT" * 30 + "\n" for n in range(200))
    data = bytearray(gzip.compress(text.encode()))
    for at in range(30, 60):
        data[at] ^= 0x55
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_gzip_is_refused_and_the_files_after_it_imported(
    library: Library, tmp_path: Path
) -> None:
    good, _, other = _files(tmp_path)
    damaged = _damaged_gzip(tmp_path / "damaged.txt.gz")
    assert count_lines(damaged) is None
    # As the app imports: watched for cancelling, so its lines are counted first.
    report = import_files(library, [good, damaged, other], cancelled=lambda: False)
    kinds = [type(outcome) for outcome in report.files]
    assert kinds == [FileImported, FileRefused, FileImported]
    assert "damaged.txt.gz" in report.refused[0].message
    assert "damaged gzip" in report.refused[0].message
    assert library.shoe_count() == 5
    assert report.exit_code == 2
