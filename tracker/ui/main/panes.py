"""The main window's panes around the board: the shoe list, the hands table and the
statistics. Each is a dock the user can hide and show again (a key each), resize and move;
where they are, how large, and which are shown is kept between runs.

By default all three sit side by side under the board, low enough that the board is the
largest thing in the window.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from tracker.translatable import QT_TRANSLATE_NOOP

MIN_PANE_HEIGHT = 120
"""The lowest the panes under the board are made by default: a few rows of each."""


@dataclass(frozen=True)
class PaneSpec:
    """A pane: its ``id`` (its action is ``pane_<id>``), ``title`` and width ``share``."""

    id: str
    title: str
    share: int


PANES = (
    PaneSpec("shoe_list", QT_TRANSLATE_NOOP("MainWindow", "Shoe list"), 3),
    PaneSpec("hands", QT_TRANSLATE_NOOP("MainWindow", "Hands"), 5),
    PaneSpec("statistics", QT_TRANSLATE_NOOP("MainWindow", "Statistics"), 3),
)


class Panes:
    """The window's docks, one a pane, made from :data:`PANES` and ``widgets`` by id."""

    def __init__(self, window: QMainWindow, widgets: dict[str, QWidget]) -> None:
        self.window = window
        self.docks: dict[str, QDockWidget] = {}
        window.setDockNestingEnabled(True)
        for spec in PANES:
            dock = QDockWidget(QCoreApplication.translate("MainWindow", spec.title), window)
            dock.setObjectName(f"pane_{spec.id}")  # saveState names them so
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable
                | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            dock.setWidget(widgets[spec.id])
            window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.docks[spec.id] = dock
        docks = [self.docks[spec.id] for spec in PANES]
        for left, right in itertools.pairwise(docks):
            window.splitDockWidget(left, right, Qt.Orientation.Horizontal)

    def retranslate(self) -> None:
        """The panes' titles (and so their actions' texts) in the app's language."""
        for spec in PANES:
            self.docks[spec.id].setWindowTitle(QCoreApplication.translate("MainWindow", spec.title))

    def action(self, pane_id: str) -> QAction:
        """The checkable action that shows or hides a pane."""
        return self.docks[pane_id].toggleViewAction()

    def show(self, pane_id: str) -> None:
        dock = self.docks[pane_id]
        if dock.isHidden():
            dock.show()

    def set_height(self, height: int) -> None:
        """Make the panes under the board ``height`` pixels high (at least
        :data:`MIN_PANE_HEIGHT`), their widths shared out by :data:`PANES`."""
        docks = list(self.docks.values())
        self.window.resizeDocks(
            docks, [max(MIN_PANE_HEIGHT, height)] * len(docks), Qt.Orientation.Vertical
        )
        width = self.window.width()
        total = sum(spec.share for spec in PANES)
        self.window.resizeDocks(
            docks, [width * spec.share // total for spec in PANES], Qt.Orientation.Horizontal
        )

    def fit_board(self, board: QWidget) -> None:
        """The panes' heights that leave ``board`` as large as its width allows: what it
        has beyond the height its width asks for goes to the panes under it."""
        spare = board.height() - board.heightForWidth(board.width())
        hands = self.docks["hands"]
        below = hands.height() if hands.isVisible() else 0
        self.set_height(below + spare)

    def state(self) -> bytes:
        return bytes(self.window.saveState().data())

    def restore(self, state: bytes) -> bool:
        """Put the panes back as ``state`` (from :meth:`state`) had them."""
        return bool(state) and self.window.restoreState(QByteArray(state))


__all__ = ["MIN_PANE_HEIGHT", "PANES", "PaneSpec", "Panes"]
