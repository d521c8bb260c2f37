"""The light palette most scorecard pictures are checked in."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from tracker.ui.scorecard import RoadPalette


@pytest.fixture
def light(qapp: object) -> RoadPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Mid, QColor("#a0a0a0"))
    palette.setColor(QPalette.ColorRole.Text, QColor("black"))
    return RoadPalette.standard(palette)
