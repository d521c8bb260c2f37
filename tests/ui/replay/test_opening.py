"""Opening a shoe's replay from a window: at the hand asked for, and a message (not an
error) when no shoe is shown or the shoe is gone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.services.importing import import_file
from tracker.store import Library, open_library
from tracker.ui.replay.opening import replay_shoe


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = open_library(str(tmp_path / "library.sqlite"))
    yield lib
    lib.close()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_replay_opens_at_the_hand_and_a_missing_shoe_is_said(
    qtbot: QtBot, library: Library
) -> None:
    import_file(library, REPO / "sample_shoes" / "hand-typed-with-mistakes.csv")
    parent = QWidget()
    qtbot.addWidget(parent)
    said: list[str] = []

    def say(message: str, _timeout: int) -> None:
        said.append(message)

    shoe_id = library.shoes()[0].id
    replay = replay_shoe(library, shoe_id, 3, parent, say)
    assert replay is not None and replay.position == 3 and said == []
    assert replay_shoe(library, None, 0, parent, say) is None
    assert replay_shoe(library, shoe_id + 1000, 0, parent, say) is None
    assert said == [
        "No shoe is shown: choose one in the library to replay it",
        f"Shoe {shoe_id + 1000} is no longer in the library",
    ]
