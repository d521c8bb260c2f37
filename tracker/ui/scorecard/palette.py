"""The scorecards' colours and shapes, and the words that explain them: legends, cell
tooltips, the ask road's tooltip and the board's note."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from tracker.engine.rules import Winner
from tracker.honesty import PAST_OUTCOMES
from tracker.roads import Colour, RoadKind, Roads

ASK_TOOLTIP = (
    "The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) "
    "would get if the next hand were Banker (B?) or Player (P?). It restates the history of "
    f"this shoe; it is not a prediction. {PAST_OUTCOMES}"
)

BOARD_NOTE = (
    "Ask road (B? / P?): the mark each derived road would get next; a restatement of "
    f"history, not a prediction. {PAST_OUTCOMES}"
)
"""The board's note in English (exports and the command line); :func:`board_note` on
screen."""


def _two_sentences(first: str, second: str) -> str:
    # Chinese runs sentences together; the others put a space between them.
    joined = QCoreApplication.translate("Roads", "%1 %2")
    return joined.replace("%1", first, 1).replace("%2", second, 1)


def board_note() -> str:
    """The note under the ask road, in the app's language."""
    return _two_sentences(
        QCoreApplication.translate(
            "Roads",
            "Ask road (B? / P?): the mark each derived road would get next; a "
            "restatement of history, not a prediction.",
        ),
        QCoreApplication.translate("Honesty", PAST_OUTCOMES),
    )


def ask_tooltip() -> str:
    """The ask road's tooltip, in the app's language."""
    return _two_sentences(
        QCoreApplication.translate(
            "Roads",
            "The ask road shows the mark each derived road (Big Eye Boy, Small Road, "
            "Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). "
            "It restates the history of this shoe; it is not a prediction.",
        ),
        QCoreApplication.translate("Honesty", PAST_OUTCOMES),
    )


@dataclass(frozen=True)
class RoadPalette:
    """The colours (and, colour-blind-safe, the shapes) the roads are painted with.

    ``grid``, ``background`` and ``text`` come from the widget's palette roles, so the roads
    follow a dark theme; the game colours are the casino's own.
    """

    banker: QColor
    player: QColor
    tie: QColor
    natural: QColor
    on_mark: QColor  # the letter on a bead plate disc
    grid: QColor
    background: QColor
    text: QColor
    colour_blind: bool = False

    @classmethod
    def standard(cls, palette: QPalette | None = None) -> RoadPalette:
        """Casino red, blue and green (lighter tones on a dark background)."""
        return cls._make(
            palette,
            light=("#d32f2f", "#1565c0", "#2e7d32"),
            dark=("#ef5350", "#42a5f5", "#4caf50"),
            colour_blind=False,
        )

    @classmethod
    def colour_blind_safe(cls, palette: QPalette | None = None) -> RoadPalette:
        """Okabe–Ito orange, blue and bluish green, with Banker/red marks drawn square."""
        return cls._make(
            palette,
            light=("#e69f00", "#0072b2", "#009e73"),
            dark=("#e69f00", "#56b4e9", "#009e73"),
            colour_blind=True,
        )

    @classmethod
    def of(cls, palette: QPalette, colour_blind: bool) -> RoadPalette:
        """:meth:`colour_blind_safe` or :meth:`standard` over a widget's ``palette``."""
        return cls.colour_blind_safe(palette) if colour_blind else cls.standard(palette)

    @classmethod
    def _make(
        cls,
        palette: QPalette | None,
        light: tuple[str, str, str],
        dark: tuple[str, str, str],
        colour_blind: bool,
    ) -> RoadPalette:
        if palette is None:
            palette = QGuiApplication.palette()
        background = palette.color(QPalette.ColorRole.Base)
        # Deep casino tones vanish on a dark background: take lighter ones there.
        banker, player, tie = dark if background.lightness() < 110 else light
        return cls(
            banker=QColor(banker),
            player=QColor(player),
            tie=QColor(tie),
            natural=QColor("#f9a825"),
            on_mark=QColor("#ffffff"),
            grid=palette.color(QPalette.ColorRole.Mid),
            background=background,
            text=palette.color(QPalette.ColorRole.Text),
            colour_blind=colour_blind,
        )

    def key(self) -> tuple[object, ...]:
        """A hashable summary of every colour and the shape choice (for picture caches)."""
        return (
            self.banker.rgba(),
            self.player.rgba(),
            self.tie.rgba(),
            self.natural.rgba(),
            self.on_mark.rgba(),
            self.background.rgba(),
            self.text.rgba(),
            self.colour_blind,
        )

    def winner_colour(self, winner: Winner) -> QColor:
        if winner is Winner.BANKER:
            return self.banker
        if winner is Winner.PLAYER:
            return self.player
        return self.tie

    def letter_colour(self, winner: Winner) -> QColor:
        """The letter on a winner's disc: black on a light disc (orange, sky blue), else
        white."""
        c = self.winner_colour(winner)
        luminance = 0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue()
        return QColor("#000000") if luminance > 140 else self.on_mark

    def mark_colour(self, colour: Colour) -> QColor:
        return self.banker if colour is Colour.RED else self.player


def legend(kind: RoadKind, palette: RoadPalette) -> str:
    """What the marks of a road mean, for its tooltip."""
    cb = palette.colour_blind
    red, blue = ("orange", "blue") if cb else ("red", "blue")
    red_shape = "square" if cb else "ring"
    if kind is RoadKind.BEAD_PLATE:
        shapes = (
            "Banker: orange square, Player: blue disc, Tie: green diamond"
            if cb
            else ("Banker: red disc B, Player: blue disc P, Tie: green disc T")
        )
        return (
            f"Bead plate: every hand in order, down columns of six. {shapes}. "
            f"Dot top-left: Banker pair; dot bottom-right: Player pair; "
            f"yellow star top-right: a natural (8 or 9 on the first two cards)."
        )
    if kind is RoadKind.BIG_ROAD:
        shapes = (
            "Banker: orange square, Player: blue ring"
            if cb
            else ("Banker: red ring, Player: blue ring")
        )
        return (
            f"Big road: Banker and Player streaks, a new column at each change. {shapes}. "
            "A green stroke marks ties after a hand, with their count when more than one."
        )
    if kind is RoadKind.BIG_EYE_BOY:
        what = f"{red} {red_shape}" if cb else "red ring"
        return f"Big Eye Boy: {what} = the pattern repeats, {blue} ring = it breaks."
    if kind is RoadKind.SMALL_ROAD:
        what = f"{red} square" if cb else "red dot"
        return f"Small Road: {what} = the pattern repeats, {blue} dot = it breaks."
    what = f"{red} backslash" if cb else "red slash"
    return f"Cockroach Pig: {what} = the pattern repeats, {blue} slash = it breaks."


def _flag_words(player_pair: bool | None, banker_pair: bool | None, natural: bool | None) -> str:
    words = []
    if banker_pair:
        words.append("Banker pair")
    if player_pair:
        words.append("Player pair")
    if natural:
        words.append("natural")
    return (", " + ", ".join(words)) if words else ""


def cell_tooltip(kind: RoadKind, roads: Roads, row: int, col: int, palette: RoadPalette) -> str:
    """What cell (row, col) of a road holds (the hand, for the bead plate and the big road),
    and the road's legend."""
    about = legend(kind, palette)
    if kind is RoadKind.BEAD_PLATE:
        for bead in roads.bead_plate:
            if (bead.row, bead.col) == (row, col):
                flags = _flag_words(bead.player_pair, bead.banker_pair, bead.natural)
                return f"Hand {bead.hand + 1}: {bead.winner.word}{flags}\n\n{about}"
    elif kind is RoadKind.BIG_ROAD:
        for big in roads.big_road:
            if (big.row, big.col) == (row, col):
                ties = f", then {big.ties} tie{'s' if big.ties > 1 else ''}" if big.ties else ""
                return f"Hand {big.hand + 1}: {big.winner.word}{ties}\n\n{about}"
    return about


__all__ = [
    "ASK_TOOLTIP",
    "BOARD_NOTE",
    "RoadPalette",
    "ask_tooltip",
    "board_note",
    "cell_tooltip",
    "legend",
]
