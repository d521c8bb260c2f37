"""The app's style: Fusion whose scroll bars are flat in the palette's colours (each with
its own sheet, never the application), and the app's sheet on the widgets it styles."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tracker.ui.shell.resources import style_sheet
from tracker.ui.shell.style import AppStyle, recolour_style_sheets, style_widget


@pytest.fixture
def app_style(qapp: QApplication) -> Iterator[AppStyle]:
    """The app's style on a text view's scroll bars, and the application's palette given
    back afterwards."""
    palette = QPalette(qapp.palette())
    style = AppStyle()
    yield style
    qapp.setPalette(palette)


def _view(qtbot: QtBot, style: AppStyle) -> QPlainTextEdit:
    view = QPlainTextEdit("\n".join(map(str, range(200))))
    qtbot.addWidget(view)
    bar = view.verticalScrollBar()
    bar.setStyle(style)  # polished by the app's style, as every widget under it is
    view.resize(200, 100)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_scroll_bar_is_flat_and_other_widgets_keep_fusion(
    qtbot: QtBot, app_style: AppStyle
) -> None:
    view = _view(qtbot, app_style)
    bar = view.verticalScrollBar()
    assert bar.styleSheet() == style_sheet("scroll-bar") == app_style.scroll_bar_sheet
    assert bar.width() == 12  # the sheet's flat bar, not Fusion's
    button = QPushButton("Banker")
    qtbot.addWidget(button)
    button.setStyle(app_style)
    assert button.styleSheet() == ""
    assert QApplication.instance().styleSheet() == ""  # type: ignore[union-attr]


def test_sheets_take_the_colours_of_a_new_palette(
    qapp: QApplication, qtbot: QtBot, app_style: AppStyle
) -> None:
    view = _view(qtbot, app_style)
    bar = view.verticalScrollBar()

    def groove() -> str:  # below the handle: the bar's background
        image = bar.grab().toImage()
        return image.pixelColor(image.width() // 2, image.height() - 3).name()

    assert groove() == qapp.palette().base().color().name()
    dark = QPalette(qapp.palette())
    dark.setColor(QPalette.ColorRole.Base, QColor(27, 27, 30))
    qapp.setPalette(dark)
    plain = QWidget()  # a widget without a sheet of its own keeps none
    qtbot.addWidget(plain)
    recolour_style_sheets()
    assert groove() == "#1b1b1e"
    assert bar.styleSheet() == style_sheet("scroll-bar") and plain.styleSheet() == ""


def test_style_widget_gives_a_widget_the_apps_sheet(qtbot: QtBot) -> None:
    bar = QWidget()
    qtbot.addWidget(bar)
    bar.setObjectName("loggingBar")
    button = QPushButton("&Banker", bar)
    plain = button.sizeHint()
    style_widget(bar)
    assert bar.styleSheet() == style_sheet("app")
    bar.ensurePolished()
    button.ensurePolished()
    assert button.sizeHint().height() > plain.height()  # taller buttons to hit at the table
