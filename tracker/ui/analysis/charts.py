"""The analysis windows' charts, drawn with pyqtgraph from figures that :mod:`tracker.stats`
computed: streak lengths seen against expected, the Banker-minus-Player walk with its
chance band, backtest bankroll curves and the spread of results over shoes, and the edge
of each bet over a card-level shoe. Each chart saves itself as a PNG."""

from __future__ import annotations

import os

os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QTabWidget, QWidget

from tracker.stats.cardodds import CardOdds
from tracker.stats.report import Streaks
from tracker.stats.walk import Walk
from tracker.ui.shell.save_dialog import choose_save_path

BANKER = QColor(200, 40, 40)
PLAYER = QColor(30, 90, 200)
CHANCE = QColor(120, 120, 120)

MAIN_BETS = ("banker", "player", "tie")
SIDE_BETS = ("player_pair", "dragon_seven", "panda_eight", "super_six", "ez_banker")


class Chart(pg.PlotWidget):  # type: ignore[misc]
    """A plot in the window's palette, with a title, axis labels and a legend."""

    def __init__(self, title: str, x_label: str, y_label: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("chart")
        palette = self.palette()
        self.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        item = self.getPlotItem()
        item.setTitle(title, color=text)
        for side, label in (("bottom", x_label), ("left", y_label)):
            axis = item.getAxis(side)
            axis.setLabel(label, color=text.name())
            axis.setTextPen(text)
            axis.setPen(text)
        item.showGrid(x=True, y=True, alpha=0.15)
        base = palette.color(QPalette.ColorRole.Base)
        base.setAlpha(225)
        self.legend = item.addLegend(
            offset=(-10, 10), labelTextColor=text, brush=base, pen=pg.mkPen(CHANCE)
        )
        self.setMinimumSize(320, 220)
        self.clear_chart()

    def clear_chart(self) -> None:
        """Nothing drawn: no legend and no made-up axis values, only the axes' names."""
        self.getPlotItem().clear()
        self.legend.clear()
        self.legend.setVisible(False)
        self.show_values(False)

    def show_values(self, on: bool) -> None:
        """The axes' values, shown once something is drawn."""
        item = self.getPlotItem()
        for side in ("bottom", "left"):
            item.getAxis(side).setStyle(showValues=on)

    def plot(self, *args: object, **kwargs: object) -> object:
        """A curve; the legend shows once something named is drawn."""
        curve = self.getPlotItem().plot(*args, **kwargs)
        self.show_values(True)
        if kwargs.get("name"):
            self.legend.setVisible(True)
        return curve

    def name_in_legend(self, item: object, name: str) -> None:
        self.legend.addItem(item, name)
        self.legend.setVisible(True)
        self.show_values(True)

    def export_png(self, path: str) -> bool:
        """Save the chart as it is shown; ``False`` when the file cannot be written."""
        return bool(self.grab().save(path, "PNG"))


def _pen(colour: QColor, width: float = 2.0, dashed: bool = False) -> pg.QtGui.QPen:
    pen = pg.mkPen(colour, width=width)
    if dashed:
        pen.setStyle(pg.QtCore.Qt.PenStyle.DashLine)
    return pen


class ChartTabs(QTabWidget):
    """Charts a tab each; :meth:`choose_export` saves the one shown as a PNG file
    (:attr:`export_failed` says when it could not be written)."""

    export_failed = Signal(str)
    """The path of a chart that could not be written."""

    def __init__(self, tabs: Sequence[tuple[Chart, str]], file_name: str, parent: QWidget) -> None:
        super().__init__(parent)
        for chart, title in tabs:
            self.addTab(chart, title)
        self._file_name = file_name

    def current_chart(self) -> Chart:
        chart = self.currentWidget()
        assert isinstance(chart, Chart)
        return chart

    def choose_export(self) -> None:
        path, _ = choose_save_path(
            self.window(), "Export the chart", self._file_name, "PNG (*.png)", None
        )
        if path and not self.current_chart().export_png(path):
            self.export_failed.emit(path)


class StreakChart(Chart):
    """Streaks seen by length for each side (bars) against the expected numbers (lines)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Streak lengths: seen and expected", "streak length", "streaks", parent)

    def show_streaks(self, streaks: Streaks | None) -> None:
        self.clear_chart()
        if streaks is None:
            return
        top = max([*streaks.seen.banker, *streaks.seen.player, 1])
        lengths = np.arange(1, top + 1)
        step = max(1, top // 15)
        self.getPlotItem().getAxis("bottom").setTicks(
            [[(int(k), str(int(k))) for k in lengths[::step]]]
        )
        for offset, colour, seen, expected, name in (
            (-0.2, BANKER, streaks.seen.banker, streaks.expected_banker, "Banker"),
            (0.2, PLAYER, streaks.seen.player, streaks.expected_player, "Player"),
        ):
            heights = [seen.get(int(k), 0) for k in lengths]
            bars = pg.BarGraphItem(
                x=lengths + offset, height=heights, width=0.38, brush=colour, pen=colour
            )
            self.addItem(bars)
            self.name_in_legend(bars, f"{name} seen")
            self.plot(
                lengths + offset,
                [expected.get(int(k), 0.0) for k in lengths],
                pen=_pen(colour.darker(150), dashed=True),
                symbol="o",
                symbolSize=5,
                symbolBrush=colour.darker(150),
                name=f"{name} expected",
            )


class WalkChart(Chart):
    """Banker wins minus Player wins through a shoe, inside chance's 95% band."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Banker minus Player through the shoe", "hand", "Banker − Player", parent)

    def show_walk(self, walk: Walk | None) -> None:
        self.clear_chart()
        if walk is None or not walk.position:
            return
        hands = np.arange(1, len(walk.position) + 1)
        low = self.plot(hands, walk.low, pen=_pen(CHANCE, 1, dashed=True))
        high = self.plot(hands, walk.high, pen=_pen(CHANCE, 1, dashed=True), name="95% band")
        band = pg.FillBetweenItem(low, high, brush=QColor(128, 128, 128, 40))
        self.addItem(band)
        self.plot(hands, walk.expected, pen=_pen(CHANCE, 1), name="expected")
        self.plot(hands, walk.position, pen=_pen(BANKER), name="this shoe")


class EdgeChart(Chart):
    """The house edge of each bet before each hand of a card-level shoe, in percent."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("House edge from the cards left", "hand", "house edge (%)", parent)

    def show_edges(self, odds: CardOdds | None) -> None:
        self.clear_chart()
        if odds is None:
            return
        colours = [
            BANKER,
            PLAYER,
            QColor(30, 150, 60),
            QColor(230, 130, 0),
            QColor(150, 60, 200),
            QColor(0, 170, 190),
            QColor(120, 80, 40),
            QColor(200, 170, 0),
        ]
        for index, bet in enumerate((*MAIN_BETS, *SIDE_BETS)):
            path = odds.paths[bet]
            colour = colours[index % len(colours)]
            self.plot(
                np.arange(1, len(path.edges) + 1),
                [100 * e for e in path.edges],
                pen=_pen(colour, 2 if bet in MAIN_BETS else 1.5, dashed=bet not in MAIN_BETS),
                name=f"{bet.replace('_', ' ')} ({100 * path.moved:.2f} pts)",
            )
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1)))
        # Room above the curves for the legend, in two columns.
        self.legend.setColumnCount(2)
        values = [100 * e for bet in (*MAIN_BETS, *SIDE_BETS) for e in odds.paths[bet].edges]
        low, high = min(values), max(values)
        self.setYRange(low, high + 0.3 * (high - low), padding=0.02)


class BankrollChart(Chart):
    """The running net of the first shoes of a backtest, hand by hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Net through each shoe (first shoes)", "hand", "net (units)", parent)

    def show_paths(self, paths: Sequence[npt.NDArray[np.float64]]) -> None:
        self.clear_chart()
        for index, path in enumerate(paths):
            colour = QColor.fromHsv((index * 47) % 360, 160, 190)
            self.plot(np.arange(1, len(path) + 1), path, pen=_pen(colour, 1.2))
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1)))


class HistogramChart(Chart):
    """How the shoes' results spread: a histogram of each shoe's net, the expected mean."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("A shoe's net over all shoes", "net of a shoe (units)", "shoes", parent)

    def show_results(
        self, nets: npt.NDArray[np.float64], expected_mean: float, name: str = "expected mean"
    ) -> None:
        self.clear_chart()
        if len(nets) == 0:
            return
        bins = min(60, max(5, int(np.sqrt(len(nets)))))
        counts, edges = np.histogram(nets, bins=bins)
        width = float(edges[1] - edges[0]) if len(edges) > 1 else 1.0
        bars = pg.BarGraphItem(
            x=(edges[:-1] + edges[1:]) / 2, height=counts, width=width * 0.95, brush=PLAYER
        )
        self.addItem(bars)
        self.name_in_legend(bars, "shoes")
        line = pg.InfiniteLine(expected_mean, angle=90, pen=_pen(BANKER, 2, dashed=True))
        self.addItem(line)
        self.plot([], [], pen=_pen(BANKER, 2, dashed=True), name=name)
