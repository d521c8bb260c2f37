"""The app's icon and style sheet, read from the installed package."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QColor, QIcon, QImageReader, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QStatusBar,
    QStyleFactory,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tracker.ui.app import apply_look
from tracker.ui.live.logging_bar import LoggingBar
from tracker.ui.shell.resources import ICON_SIZES, app_icon, resource, style_sheet
from tracker.ui.shell.style import AppStyle, style_widget
from tracker.ui.shell.theme import apply_theme, dark_palette

if TYPE_CHECKING:
    from pytestqt.logging import _QtMessageCapture


@pytest.fixture
def restored(qapp: QApplication) -> Iterator[QApplication]:
    """The test application, given back with its style and without a style sheet or icon
    for later tests."""
    style = qapp.style().name()
    palette = QPalette(qapp.palette())
    yield qapp
    qapp.setStyleSheet("")
    qapp.setStyle(QStyleFactory.create(style))
    qapp.setPalette(palette)
    qapp.setWindowIcon(QIcon())


def test_the_svg_image_plugin_is_there(qapp: QApplication) -> None:
    formats = {bytes(name.data()).decode() for name in QImageReader.supportedImageFormats()}
    assert "svg" in formats


def test_the_icon_is_a_bead_plate_in_banker_red_and_player_blue(qapp: QApplication) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} == set(ICON_SIZES)
    image = icon.pixmap(64, 64).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 64, 2) for y in range(0, 64, 2)}
    assert "#d32f2f" in colours
    assert "#1565c0" in colours
    # Outside the rounded corner the icon is transparent.
    assert image.pixelColor(0, 0).alpha() == 0


def _window_with_every_hook() -> QMainWindow:
    """A window with the widgets the style sheet names (see its header)."""
    window = QMainWindow()
    central = QWidget(window)
    bar = QWidget(central)
    bar.setObjectName("loggingBar")
    row = QHBoxLayout(bar)
    for widget in (QCheckBox("Natural (N)", bar), QPushButton("&Banker", bar)):
        row.addWidget(widget)
    column = QVBoxLayout(central)
    column.addWidget(bar)
    window.setCentralWidget(central)
    status = QStatusBar(window)
    status.addPermanentWidget(QLabel("20 shoes", status))
    window.setStatusBar(status)
    return window


def test_the_style_sheet_parses_and_styles_the_logging_bar(
    restored: QApplication, qtbot: QtBot
) -> None:
    sheet = style_sheet()
    assert "#loggingBar" in sheet
    window = _window_with_every_hook()
    qtbot.addWidget(window)
    button = window.findChild(QPushButton)
    assert button is not None
    window.show()
    qtbot.waitExposed(window)
    plain = button.sizeHint()
    # A sheet Qt cannot parse is a warning, which fails the test (qt_log_level_fail).
    bar = window.findChild(QWidget, "loggingBar")
    assert bar is not None
    style_widget(bar)
    assert bar.styleSheet() == sheet
    window.grab()
    # Taller buttons to hit at the table.
    assert button.sizeHint().height() > plain.height()
    assert button.sizeHint().width() >= plain.width()


@pytest.mark.qt_log_ignore("Could not parse application stylesheet")
def test_a_broken_sheet_would_have_been_caught(
    restored: QApplication, qtbot: QtBot, qtlog: _QtMessageCapture
) -> None:
    window = _window_with_every_hook()
    qtbot.addWidget(window)
    restored.setStyleSheet(style_sheet().replace("}", "", 1))
    window.show()
    qtbot.waitExposed(window)
    window.grab()
    assert any("Could not parse" in record.message for record in qtlog.records)


def test_style_sheet_names(qapp: QApplication) -> None:
    assert resource("style", "app.qss").is_file()
    assert resource("style", "scroll-bar.qss").is_file()
    with pytest.raises(FileNotFoundError, match="no style sheet 'dark'"):
        style_sheet("dark")
    with pytest.raises(ValueError, match="style sheet name"):
        style_sheet("../icons/tracker")


def test_apply_look_gives_every_window_the_icon_and_every_scroll_bar_its_sheet(
    restored: QApplication, qtbot: QtBot
) -> None:
    apply_look(restored)
    assert isinstance(restored.style(), AppStyle)
    # Never a sheet on the application: it would slow the painting of every widget.
    assert restored.styleSheet() == ""
    window = QPlainTextEdit("\n".join(map(str, range(200))))
    qtbot.addWidget(window)
    window.resize(200, 100)
    window.show()
    qtbot.waitExposed(window)
    assert not window.windowIcon().isNull()
    bar = window.verticalScrollBar()
    assert bar.styleSheet() == style_sheet("scroll-bar")
    assert bar.width() == 12  # the sheet's flat bar, not Fusion's
    assert window.styleSheet() == ""  # the text view itself paints through Fusion


def test_scroll_bars_take_the_colours_of_a_theme_chosen_while_the_app_runs(
    restored: QApplication, qtbot: QtBot
) -> None:
    apply_look(restored)
    view = QPlainTextEdit("\n".join(map(str, range(200))))
    qtbot.addWidget(view)
    view.resize(200, 100)
    view.show()
    qtbot.waitExposed(view)
    bar = view.verticalScrollBar()

    def groove() -> str:  # below the handle: the bar's background
        image = bar.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() - 3).name()

    apply_theme("light")
    assert groove() == restored.palette().base().color().name()
    apply_theme("dark")
    assert groove() == dark_palette().base().color().name() != "#ffffff"
    apply_theme("light")
    assert groove() == restored.palette().base().color().name()


def test_the_logging_bar_takes_the_colours_of_a_theme_chosen_while_the_app_runs(
    restored: QApplication, qtbot: QtBot
) -> None:
    apply_look(restored)
    bar = LoggingBar()
    qtbot.addWidget(bar)
    bar.show()
    qtbot.waitExposed(bar)

    def button_face() -> str:
        image = bar.banker.grab().toImage()
        return image.pixelColor(image.width() // 2, 3).name()  # above the word

    apply_theme("light")
    light = button_face()
    apply_theme("dark")
    assert bar.target.palette().windowText().color() == dark_palette().windowText().color()
    assert QColor(button_face()).lightness() < 128 < QColor(light).lightness()
    apply_theme("light")
    assert button_face() == light


def test_a_new_application_starts_with_the_icon_and_the_sheet() -> None:
    """make_application in a process of its own (this one already has its QApplication)."""
    script = (
        "from PySide6.QtWidgets import QLabel\n"
        "from tracker.ui.app import make_application\n"
        "app = make_application(dark=True)\n"
        "label = QLabel('x'); label.setProperty('heading', True); label.show()\n"
        "app.processEvents()\n"
        "print(app.applicationName(), app.palette().window().color().name())\n"
        "print(not app.windowIcon().isNull(), type(app.style()).__name__, app.styleSheet())\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert run.stdout.split() == ["tracker", "#252528", "True", "AppStyle"]
    assert run.stderr == ""
