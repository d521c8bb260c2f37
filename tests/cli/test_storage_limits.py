"""``tracker import`` of a file holding a value no library takes (a label past 200
characters) says which field and limit, exits 2 and leaves the library as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from tracker.cli import main
from tracker.store import open_library


def test_a_label_too_long_for_a_library_is_refused_and_the_library_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = str(tmp_path / "library.sqlite")
    first = tmp_path / "first.txt"
    first.write_text("Table 1: BPBBT\n", encoding="utf-8")
    assert main(["import", str(first), "--db", db]) == 0
    shoes = tmp_path / "long.txt"
    shoes.write_text(f"Table 2: PPBT\n{'L' * 250}: BPPB\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["import", str(shoes), "--db", db]) == 2
    err = capsys.readouterr().err
    assert "long.txt, line 2" in err
    assert "label has 250 characters, more than the 200 a library takes" in err
    assert "Traceback" not in err
    with open_library(db) as library:
        assert [shoe.label for shoe in library.shoes()] == ["Table 1"]
