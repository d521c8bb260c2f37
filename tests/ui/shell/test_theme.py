"""The app's light and dark looks, on the whole application at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QScrollBar
from pytestqt.qtbot import QtBot

from tracker.ui.shell.resources import style_sheet
from tracker.ui.shell.theme import apply_theme, dark_palette, palette_is_dark


@pytest.fixture
def restored(qapp: QApplication) -> Iterator[QApplication]:
    """The test application, its palette given back afterwards."""
    palette = QPalette(qapp.palette())
    yield qapp
    qapp.setPalette(palette)


def test_the_dark_palette_is_dark_with_readable_text() -> None:
    palette = dark_palette()
    assert palette_is_dark(palette)
    text = palette.color(QPalette.ColorRole.Text).lightness()
    base = palette.color(QPalette.ColorRole.Base).lightness()
    assert text - base > 150
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert base < disabled.lightness() < text  # greyed, still legible


def test_dark_and_light_apply_to_the_whole_application(
    restored: QApplication, qtbot: QtBot
) -> None:
    bar = QScrollBar()
    qtbot.addWidget(bar)
    bar.setStyleSheet(style_sheet("scroll-bar"))
    bar.resize(12, 200)
    bar.show()
    qtbot.waitExposed(bar)

    def groove() -> str:
        image = bar.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() - 3).name()

    apply_theme("dark")
    assert palette_is_dark(restored.palette())
    assert restored.palette().color(QPalette.ColorRole.Base) == dark_palette().color(
        QPalette.ColorRole.Base
    )
    assert groove() == dark_palette().base().color().name()  # its sheet read again
    apply_theme("light")
    assert not palette_is_dark(restored.palette())
    assert restored.palette() == restored.style().standardPalette()
    assert groove() == restored.palette().base().color().name()
