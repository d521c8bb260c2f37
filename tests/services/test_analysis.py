"""The statistics use case: the library's figures are the files' figures, pairs included."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from tracker.services.analysis import statistics_of_files, statistics_of_library
from tracker.shoefile import read_shoes
from tracker.stats.chances import natural_chances
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
    # Naturals over the 1,227 wins: the source never flags a natural tie.
    assert stored["shares"]["natural"]["of"] == 1365 - 138
    assert stored["natural_left_out"] == {"hands": 350 + 138, "wins_only_ties": 138}
    assert one.shoes == 1


@pytest.mark.slow
def test_the_real_shoes_naturals_agree_with_chance_once_their_ties_are_left_out() -> None:
    # Read as every hand recording its natural they gave 32.57% (32.42–32.71%) against
    # 34.30%: the 37,787 ties flagged 0 whatever they held. Over the wins, which is what
    # the source flags, the share holds the chance for a win (35.94%) in its interval.
    stats = statistics_of_files([HANDS.with_name("hands-5824-shoes.csv.gz")])
    natural = stats.shares["natural"]
    assert (natural.count, natural.of, stats.wins_only_ties) == (129312, 359261, 37787)
    assert natural.expected_share == pytest.approx(natural_chances(8).win)
    assert natural.low is not None and natural.high is not None
    assert natural.low < natural_chances(8).win < natural.high
