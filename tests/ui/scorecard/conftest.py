"""The light palette most scorecard pictures are checked in, and English (with its numbers,
100,000) before and after each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tracker.ui.scorecard import RoadPalette
from tracker.ui.shell.i18n import ENGLISH, switch_language


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    switch_language(ENGLISH)
    yield
    switch_language(ENGLISH)


@pytest.fixture
def light(qapp: object) -> RoadPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Mid, QColor("#a0a0a0"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    return RoadPalette.standard(palette)
