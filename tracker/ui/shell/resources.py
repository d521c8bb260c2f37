"""The app's icon and style sheets, read from the package ``tracker.resources`` (the
repository's top-level ``resources/`` folder) through ``importlib.resources``."""

from __future__ import annotations

import re
from importlib.resources import files
from importlib.resources.abc import Traversable

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

PACKAGE = "tracker.resources"

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The sizes the app icon is drawn at, for title bars, task bars and docks."""

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")


def resource(*parts: str) -> Traversable:
    """A file of ``resources/``, e.g. ``resource("style", "app.qss")``."""
    found = files(PACKAGE)
    for part in parts:
        found = found / part
    return found


def app_icon() -> QIcon:
    """The app's icon (a bead plate in Banker red and Player blue), drawn from its SVG at
    each of ``ICON_SIZES``. Needs a ``QGuiApplication``.

    The SVG is drawn here rather than handed to ``QIcon(path)``: that needs the SVG icon
    plugin and a file on disk for as long as the icon lives, neither of which a zipped
    install or a trimmed Qt promises.

    :raises ValueError: if the SVG cannot be drawn (a broken install).
    """
    return svg_icon(resource("icons", "tracker.svg"))


def svg_icon(svg: Traversable, sizes: tuple[int, ...] = ICON_SIZES) -> QIcon:
    """An icon drawn from the SVG ``svg`` at each of ``sizes`` (square).

    :raises ValueError: if ``svg`` is not an SVG that can be drawn.
    """
    renderer = QSvgRenderer(QByteArray(svg.read_bytes()))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG image that can be drawn")
    icon = QIcon()
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        icon.addPixmap(QPixmap.fromImage(image))
    return icon


def style_sheet(name: str = "app") -> str:
    """The Qt style sheet ``resources/style/<name>.qss``, as text.

    The app's sheet (``"app"``) only adds what the Fusion style and the palette cannot
    say; its header lists the object names and properties it styles.

    :raises ValueError: for a name that is not a plain file name (letters, digits, ``-``).
    :raises FileNotFoundError: when there is no such sheet.
    """
    if not _NAME.fullmatch(name):
        raise ValueError(f"style sheet name {name!r}: use lower-case letters, digits, - and _")
    sheet = resource("style", f"{name}.qss")
    if not sheet.is_file():
        raise FileNotFoundError(f"no style sheet {name!r} in {resource('style')}")
    return sheet.read_text(encoding="utf-8")
