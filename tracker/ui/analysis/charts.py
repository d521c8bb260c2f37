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
from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QTabWidget, QWidget

from tracker.stats.cardodds import CardOdds
from tracker.stats.report import Streaks
from tracker.stats.walk import Walk
from tracker.ui.analysis.texts import bet_name, fixed
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.save_dialog import choose_save_path

BANKER = QColor(200, 40, 40)
PLAYER = QColor(30, 90, 200)
CHANCE = QColor(120, 120, 120)

MAIN_BETS = ("banker", "player", "tie")
SIDE_BETS = ("player_pair", "dragon_seven", "panda_eight", "super_six", "ez_banker")


class Chart(pg.PlotWidget):  # type: ignore[misc]
    """A plot in the window's palette, with a title, axis labels and a legend.

    A chart names itself in :meth:`texts`, in the app's language, and names itself again
    when the language changes; the window that shows a chart's figures shows them again
    then (the legend's names are set as they are drawn)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("chart")
        palette = self.palette()
        self.setBackground(palette.color(QPalette.ColorRole.Base))
        text = palette.color(QPalette.ColorRole.Text)
        item = self.getPlotItem()
        for side in ("bottom", "left"):
            axis = item.getAxis(side)
            axis.setTextPen(text)
            axis.setPen(text)
        item.showGrid(x=True, y=True, alpha=0.15)
        base = palette.color(QPalette.ColorRole.Base)
        base.setAlpha(225)
        self.legend = item.addLegend(
            offset=(-10, 10), labelTextColor=text, brush=base, pen=pg.mkPen(CHANCE)
        )
        self.setMinimumSize(320, 220)
        self.retranslate()
        self.clear_chart()

    def texts(self) -> tuple[str, str, str]:
        """The chart's title and its axes' names (x, then y), in the app's language."""
        return "", "", ""

    def title(self) -> str:
        return str(self.getPlotItem().titleLabel.text)

    def axis_label(self, side: str) -> str:
        return str(self.getPlotItem().getAxis(side).labelText)

    def retranslate(self) -> None:
        title, x_label, y_label = self.texts()
        self.set_title(title)
        text = self.palette().color(QPalette.ColorRole.Text)
        item = self.getPlotItem()
        for side, label in (("bottom", x_label), ("left", y_label)):
            item.getAxis(side).setLabel(label, color=text.name())

    def set_title(self, title: str) -> None:
        item = self.getPlotItem()
        item.setTitle(title, color=self.palette().color(QPalette.ColorRole.Text))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

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

    def __init__(self, charts: Sequence[Chart], file_name: str, parent: QWidget) -> None:
        """The window names the tabs (``setTabText``) in its language."""
        super().__init__(parent)
        for chart in charts:
            self.addTab(chart, "")
        self._file_name = file_name

    def current_chart(self) -> Chart:
        chart = self.currentWidget()
        assert isinstance(chart, Chart)
        return chart

    def choose_export(self) -> None:
        path, _ = choose_save_path(
            self.window(),
            QCoreApplication.translate("Charts", "Export the chart"),
            self._file_name,
            QCoreApplication.translate("Charts", "PNG (*.png)"),
            None,
        )
        if path and not self.current_chart().export_png(path):
            self.export_failed.emit(path)


class StreakChart(Chart):
    """Streaks seen by length for each side (bars) against the expected numbers (lines)."""

    def texts(self) -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("Charts", "Streak lengths: seen and expected"),
            QCoreApplication.translate("Charts", "streak length"),
            QCoreApplication.translate("Charts", "streaks"),
        )

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
        for offset, colour, seen, expected, seen_name, expected_name in (
            (
                -0.2,
                BANKER,
                streaks.seen.banker,
                streaks.expected_banker,
                QCoreApplication.translate("Charts", "Banker seen"),
                QCoreApplication.translate("Charts", "Banker expected"),
            ),
            (
                0.2,
                PLAYER,
                streaks.seen.player,
                streaks.expected_player,
                QCoreApplication.translate("Charts", "Player seen"),
                QCoreApplication.translate("Charts", "Player expected"),
            ),
        ):
            heights = [seen.get(int(k), 0) for k in lengths]
            bars = pg.BarGraphItem(
                x=lengths + offset, height=heights, width=0.38, brush=colour, pen=colour
            )
            self.addItem(bars)
            self.name_in_legend(bars, seen_name)
            self.plot(
                lengths + offset,
                [expected.get(int(k), 0.0) for k in lengths],
                pen=_pen(colour.darker(150), dashed=True),
                symbol="o",
                symbolSize=5,
                symbolBrush=colour.darker(150),
                name=expected_name,
            )


class WalkChart(Chart):
    """Banker wins minus Player wins through a shoe, inside chance's 95% band."""

    def texts(self) -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("Charts", "Banker minus Player through the shoe"),
            QCoreApplication.translate("Charts", "hand"),
            QCoreApplication.translate("Charts", "Banker − Player"),
        )

    def show_walk(self, walk: Walk | None) -> None:
        self.clear_chart()
        if walk is None or not walk.position:
            return
        hands = np.arange(1, len(walk.position) + 1)
        low = self.plot(hands, walk.low, pen=_pen(CHANCE, 1, dashed=True))
        high = self.plot(
            hands,
            walk.high,
            pen=_pen(CHANCE, 1, dashed=True),
            name=QCoreApplication.translate("Charts", "95% band"),
        )
        band = pg.FillBetweenItem(low, high, brush=QColor(128, 128, 128, 40))
        self.addItem(band)
        self.plot(
            hands,
            walk.expected,
            pen=_pen(CHANCE, 1),
            name=QCoreApplication.translate("Charts", "expected"),
        )
        self.plot(
            hands,
            walk.position,
            pen=_pen(BANKER),
            name=QCoreApplication.translate("Charts", "this shoe"),
        )


class EdgeChart(Chart):
    """The house edge of each bet before each hand of a card-level shoe, in percent."""

    def texts(self) -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("Charts", "House edge from the cards left"),
            QCoreApplication.translate("Charts", "hand"),
            QCoreApplication.translate("Charts", "house edge (%)"),
        )

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
                name=QCoreApplication.translate("Charts", "%1 (%2 pts)")
                .replace("%1", bet_name(bet))
                .replace("%2", fixed(100 * path.moved, 2)),
            )
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1)))
        # Room above the curves for the legend, in two columns.
        self.legend.setColumnCount(2)
        values = [100 * e for bet in (*MAIN_BETS, *SIDE_BETS) for e in odds.paths[bet].edges]
        low, high = min(values), max(values)
        self.setYRange(low, high + 0.3 * (high - low), padding=0.02)


class BankrollChart(Chart):
    """The running net of the first shoes of a backtest, hand by hand."""

    def texts(self) -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("Charts", "Net through each shoe (first shoes)"),
            QCoreApplication.translate("Charts", "hand"),
            QCoreApplication.translate("Charts", "net (units)"),
        )

    def show_paths(self, paths: Sequence[npt.NDArray[np.float64]]) -> None:
        self.clear_chart()
        for index, path in enumerate(paths):
            colour = QColor.fromHsv((index * 47) % 360, 160, 190)
            self.plot(np.arange(1, len(path) + 1), path, pen=_pen(colour, 1.2))
        self.addItem(pg.InfiniteLine(0, angle=0, pen=_pen(CHANCE, 1)))


class HistogramChart(Chart):
    """How the shoes' results spread: a histogram of each shoe's net, the expected mean."""

    def texts(self) -> tuple[str, str, str]:
        return (
            QCoreApplication.translate("Charts", "A shoe's net over all shoes"),
            QCoreApplication.translate("Charts", "net of a shoe (units)"),
            QCoreApplication.translate("Charts", "shoes"),
        )

    def show_results(
        self, nets: npt.NDArray[np.float64], expected_mean: float, name: str | None = None
    ) -> None:
        """The histogram of ``nets``, and ``expected_mean`` as a line named ``name`` (the
        expected mean, unless it is said otherwise)."""
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
        self.name_in_legend(bars, QCoreApplication.translate("Charts", "shoes"))
        line = pg.InfiniteLine(expected_mean, angle=90, pen=_pen(BANKER, 2, dashed=True))
        self.addItem(line)
        if name is None:
            name = QCoreApplication.translate("Charts", "expected mean")
        self.plot([], [], pen=_pen(BANKER, 2, dashed=True), name=name)
