"""Every reader refuses a shoe detail no library holds (a label past 200 characters, a
NUL in the notes, a cut card past a small integer, too many burn cards) as a located
error naming the field and the limit, on reading, before anything is stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.shoefile import ShoeFileError, read_shoes

LONG = "L" * 201


def refused(tmp_path: Path, name: str, text: str) -> ShoeFileError:
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(write(tmp_path, name, text)))
    return caught.value


@pytest.mark.parametrize(
    ("name", "text", "words", "line"),
    [
        ("x.txt", f"A: BPB\n{LONG}: PPB\n", "label has 201 characters, more than the 200", 2),
        ("x.csv", f"shoe,hand,winner\nA,1,B\n{LONG},1,P\n", "label has 201 characters", 3),
        ("x.csv", 'shoe,hand,winner,notes\nA,1,B,"a\x00b"\n', "notes have a NUL character", 2),
        ("x.csv", "shoe,hand,winner,table\nA,1,B," + "T" * 300 + "\n", "table name has 300", 2),
        ("x.csv", "shoe,hand,winner,shoe_cut_card\nA,1,B,40000\n", "0 to 32,767", 2),
        (
            "x.csv",
            "shoe,hand,winner,shoe_burn\nA,1,B," + "9H " * 70 + "\n",
            "70 burn cards are more than the 67",
            2,
        ),
        (
            "x.json",
            '{"format_version": 1, "shoes": [\n{"label": "' + LONG + '", "hands": []}]}',
            "label has 201 characters",
            2,
        ),
        (
            "x.json",
            '{"format_version": 1, "shoes": [{"label": "A",\n"notes": "a\\u0000b", "hands": []}]}',
            "notes have a NUL character",
            2,
        ),
    ],
)
def test_a_detail_no_library_holds_is_a_located_error(
    tmp_path: Path, name: str, text: str, words: str, line: int
) -> None:
    error = refused(tmp_path, name, text)
    assert words in error.reason and error.line == line
