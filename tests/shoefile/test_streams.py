"""Reading as a stream with the caps of memory: a line past the cap, a gzip bomb, a pipe
or FIFO (format detected without seeking), and one that sends nothing."""

from __future__ import annotations

import gzip
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.services.validation import validate_file
from tracker.shoefile import ShoeFileError, detect_format, read_shoes, textio
from tracker.shoefile.textio import MAX_LINE_BYTES

CSV = "shoe,hand,winner\n1,1,B\n1,2,P\n2,1,T\n"


@pytest.mark.parametrize(
    ("name", "text", "line"),
    [
        ("long.txt", "A: " + "B" * (MAX_LINE_BYTES + 10) + "\n", 1),
        ("long.csv", "shoe,hand,winner\n1,1,B\n1,2," + "P" * (MAX_LINE_BYTES + 1) + "\n", 3),
        ("header.csv", "shoe,hand,winner," + "x" * (2 * MAX_LINE_BYTES) + "\n1,1,B\n", 1),
        ("beads.txt", "A: BPB\n" * 3 + "B" * (3 * MAX_LINE_BYTES), 4),
    ],
)
def test_a_line_past_the_cap_is_refused_at_its_line(
    tmp_path: Path, name: str, text: str, line: int
) -> None:
    path = write(tmp_path, name, text)
    with pytest.raises(ShoeFileError, match="longer than 1,048,576 bytes") as caught:
        list(read_shoes(path))
    assert caught.value.line == line


def test_a_long_line_inside_one_chunk_is_found_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A cap below the chunk size: the line between two line ends of one chunk is checked.
    path = write(tmp_path, "a.txt", "A: BPB\nB: " + "P" * 500 + "\nC: B\n")
    with textio.open_binary(path, line_limit=100) as binary, pytest.raises(ShoeFileError) as caught:
        binary.read()
    assert caught.value.line == 2


def test_shoe_json_on_one_line_has_no_line_cap(tmp_path: Path) -> None:
    hand = '{"hand": 1, "winner": "B"}'
    hands = ", ".join([hand] * 60_000)  # about 1.6 MB on one line
    text = '{"format_version": 1, "shoes": [{"label": "x", "hands": [' + hands + "]}]}"
    shoes = list(read_shoes(write(tmp_path, "one-line.json", text)))
    assert len(shoes[0].hands) == 60_000


def test_a_gzip_bomb_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(textio, "FREE_EXPANSION", 1 << 16)
    path = write(tmp_path, "bomb.txt.gz", gzip.compress(b"A: B\n" + (b"#" * 5000 + b"\n") * 4000))
    with pytest.raises(ShoeFileError, match="expands more than 200 times"):
        list(read_shoes(path))


def test_ordinary_gzip_is_far_from_the_expansion_cap(tmp_path: Path) -> None:
    path = write(tmp_path, "hands.csv.gz", gzip.compress(CSV.encode() * 1))
    assert [s.label for s in read_shoes(path)] == ["1", "2"]


@pytest.fixture
def fifo(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    yield path


def _write_later(path: Path, data: bytes) -> threading.Thread:
    def write_all() -> None:
        with open(path, "wb") as handle:
            handle.write(data)

    thread = threading.Thread(target=write_all, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("compress", [False, True])
def test_a_fifo_is_read_as_a_stream_with_its_format_detected(fifo: Path, compress: bool) -> None:
    data = CSV.encode()
    writer = _write_later(fifo, gzip.compress(data) if compress else data)
    report = validate_file(fifo)
    writer.join(5)
    assert report.format == "csv"
    assert [shoe.shoe_label for shoe in report.shoes] == ["1", "2"]


def test_a_pipe_reads_like_a_file(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    try:
        os.write(write_end, b"# a comment first\nTable 1: BPBT\n")
        os.close(write_end)
        write_end = -1
        shoes = list(read_shoes(f"/dev/fd/{read_end}"))
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
    assert [(s.label, len(s.hands)) for s in shoes] == [("Table 1", 4)]


def test_a_fifo_that_sends_nothing_is_given_up(fifo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(textio, "READ_TIMEOUT", 0.2)
    with pytest.raises(ShoeFileError, match=r"no data came for 0\.2 seconds"):
        detect_format(fifo)
