"""The statistics use case: the library's figures are the files' figures, pairs included."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import REPO
from tracker.services.analysis import statistics_of_files, statistics_of_library
from tracker.shoefile import read_shoes
from tracker.store import open_library

BEADS = REPO / "sample_shoes" / "evolution-live-2025-08" / "beads-5-shoes.txt"
HANDS = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"


def test_the_library_gives_what_its_files_give_and_bead_pairs_stay_unknown(
    tmp_path: Path,
) -> None:
    library = open_library(str(tmp_path / "library.sqlite"))
    try:
        for path in (BEADS, HANDS):
            library.import_shoes(list(read_shoes(path)))
        stored = statistics_of_library(library).as_json()
        one = statistics_of_library(library, [library.shoes()[0].id])
    finally:
        library.close()
    files = statistics_of_files([BEADS, HANDS]).as_json()
    assert stored == files
    assert stored["shoes"] == 25
    # Pairs over the 1,365 hands that record them, not over the 350 bead-string hands too.
    assert stored["shares"]["player_pair"]["of"] == 1365
    assert one.shoes == 1
