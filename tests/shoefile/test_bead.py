"""Reading and writing bead strings."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.engine.rules import Winner
from tracker.history import ShoeRecord
from tracker.shoefile import ShoeFileError, read_shoes
from tracker.shoefile.bead import write_bead


def test_labels_comments_case_and_spaces(tmp_path: Path) -> None:
    text = (
        "# two shoes from Saturday\r\n"
        "Table 7 2026-11-20 20:15: BBP tp  b # the last hand was close\r\n"
        "\r\n"
        "ppb\r\n"
    )
    shoes = list(read_shoes(write(tmp_path, "beads.txt", text)))
    assert [(s.label, s.line) for s in shoes] == [("Table 7 2026-11-20 20:15", 2), ("2", 4)]
    letters = ["".join(h.winner.value for h in s.hands if h.winner) for s in shoes]
    assert letters == ["BBPTPB", "PPB"]
    assert [h.number for h in shoes[0].hands] == [1, 2, 3, 4, 5, 6]
    assert shoes[1].hands[0].winner is Winner.PLAYER


def test_korean_label_survives(tmp_path: Path) -> None:
    (shoe,) = read_shoes(write(tmp_path, "b.txt", "스피드 바카라 C: BPT\n"))
    assert shoe.label == "스피드 바카라 C"


def test_bad_letter_names_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, "b.txt", "BPB\nshoe 2: BPX\n")
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert (caught.value.line, caught.value.column) == (2, 11)
    assert "'X' is not a bead letter" in str(caught.value)


def test_written_beads_read_back(tmp_path: Path) -> None:
    shoes = list(read_shoes(write(tmp_path, "b.txt", "A 1: BPTB\nB:2: PP\n")))
    buffer = io.StringIO()
    assert write_bead(shoes, buffer) == (2, 6)
    again = list(read_shoes(write(tmp_path, "c.txt", buffer.getvalue())))
    assert [(s.label, [h.winner for h in s.hands]) for s in again] == [
        (s.label, [h.winner for h in s.hands]) for s in shoes
    ]


def test_a_label_with_a_hash_cannot_be_written() -> None:
    with pytest.raises(ValueError, match="#"):
        write_bead([ShoeRecord(label="table #3")], io.StringIO())
