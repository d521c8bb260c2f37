"""`tracker gui --practice [--seats N] --screenshot PNG` opens on the table and saves it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tracker.history import ShoeKind
from tracker.store import open_library


def _env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TRACKER_DB": f"sqlite:///{tmp_path / 'lib.sqlite'}",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }


# The fast loop starts one practice table (a process of its own): the casino's five seats
# only in the whole suite.
@pytest.mark.parametrize("seats", [[], pytest.param(["--seats", "5"], marks=pytest.mark.slow)])
def test_the_practice_screenshot_shows_the_table(tmp_path: Path, seats: list[str]) -> None:
    shot = tmp_path / "table.png"
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "gui", "--practice", *seats, "--screenshot", str(shot)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() > 1000 and image.height() > 600
    # The felt's green fills the table's top left, under the menu bar.
    colour = image.pixelColor(4, 300)
    assert colour.green() > colour.red() and colour.green() > colour.blue()
    with open_library(str(tmp_path / "lib.sqlite")) as library:
        assert library.shoes(kind=ShoeKind.PRACTICE) == []  # nothing dealt, nothing stored


def test_a_table_played_for_its_picture_is_kept(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    command = ["gui", "--play", "2", "--betting", "--screenshot", str(shot)]
    done = subprocess.run(
        [sys.executable, "-m", "tracker", *command],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert QImage(str(shot)).width() > 1000
    with open_library(str(tmp_path / "lib.sqlite")) as library:
        (shoe,) = library.shoes(kind=ShoeKind.PRACTICE)
        assert shoe.tally.hands == 2  # two rounds dealt; the third only bet
        (session,) = library.practice_sessions()
        assert (session.seat, session.rounds, session.bets) == ("You", 2, 4)


def test_a_table_of_too_many_seats_is_an_argument_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "gui", "--seats", "9"],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "a table has 1 to 7 seats, not 9" in done.stderr
    assert "Traceback" not in done.stderr
