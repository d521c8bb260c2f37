"""The scorecards' colours and shapes, and the words that explain them: legends, cell
tooltips, the ask road's tooltip and the board's note."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale
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


def sentences(*texts: str) -> str:
    """Sentences in the app's language run together as its writing does (a space between
    them in English, none in Chinese)."""
    joined = texts[0]
    for text in texts[1:]:
        joined = _two_sentences(joined, text)
    return joined


def _tr(text: str) -> str:
    return QCoreApplication.translate("Roads", text)


def legend(kind: RoadKind, palette: RoadPalette) -> str:
    """What the marks of a road mean, for its tooltip, in the app's language."""
    from tracker.ui.scorecard.marks import bead_letter

    cb = palette.colour_blind
    if kind is RoadKind.BEAD_PLATE:
        if cb:
            shapes = QCoreApplication.translate(
                "Roads", "Banker: orange square, Player: blue disc, Tie: green diamond."
            )
        else:
            shapes = (
                QCoreApplication.translate(
                    "Roads", "Banker: red disc %1, Player: blue disc %2, Tie: green disc %3."
                )
                .replace("%1", bead_letter(Winner.BANKER))
                .replace("%2", bead_letter(Winner.PLAYER))
                .replace("%3", bead_letter(Winner.TIE))
            )
        return sentences(
            QCoreApplication.translate(
                "Roads", "Bead plate: every hand in order, down columns of six."
            ),
            shapes,
            QCoreApplication.translate(
                "Roads",
                "Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star "
                "top-right: a natural (8 or 9 on the first two cards).",
            ),
        )
    if kind is RoadKind.BIG_ROAD:
        shapes = (
            QCoreApplication.translate("Roads", "Banker: orange square, Player: blue ring.")
            if cb
            else QCoreApplication.translate("Roads", "Banker: red ring, Player: blue ring.")
        )
        return sentences(
            QCoreApplication.translate(
                "Roads", "Big road: Banker and Player streaks, a new column at each change."
            ),
            shapes,
            QCoreApplication.translate(
                "Roads",
                "A green stroke marks ties after a hand, with their count when more than one.",
            ),
        )
    if kind is RoadKind.BIG_EYE_BOY:
        if cb:
            return QCoreApplication.translate(
                "Roads", "Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks."
            )
        return QCoreApplication.translate(
            "Roads", "Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks."
        )
    if kind is RoadKind.SMALL_ROAD:
        if cb:
            return QCoreApplication.translate(
                "Roads", "Small Road: orange square = the pattern repeats, blue dot = it breaks."
            )
        return QCoreApplication.translate(
            "Roads", "Small Road: red dot = the pattern repeats, blue dot = it breaks."
        )
    if cb:
        return QCoreApplication.translate(
            "Roads",
            "Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.",
        )
    return QCoreApplication.translate(
        "Roads", "Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks."
    )


def winner_word(winner: Winner) -> str:
    """``Banker``, ``Player`` or ``Tie`` in the app's language."""
    if winner is Winner.BANKER:
        return QCoreApplication.translate("Roads", "Banker")
    if winner is Winner.PLAYER:
        return QCoreApplication.translate("Roads", "Player")
    return QCoreApplication.translate("Roads", "Tie")


def _listed(words: list[str]) -> str:
    joined = words[0]
    for word in words[1:]:
        joined = (
            QCoreApplication.translate("Roads", "%1, %2")
            .replace("%1", joined, 1)
            .replace("%2", word, 1)
        )
    return joined


def _hand(hand: int, what: str, about: str) -> str:
    line = QCoreApplication.translate("Roads", "Hand %1: %2")
    line = line.replace("%1", QLocale().toString(hand + 1), 1).replace("%2", what, 1)
    return f"{line}\n\n{about}"


def cell_tooltip(kind: RoadKind, roads: Roads, row: int, col: int, palette: RoadPalette) -> str:
    """What cell (row, col) of a road holds (the hand, for the bead plate and the big road),
    and the road's legend, in the app's language."""
    about = legend(kind, palette)
    if kind is RoadKind.BEAD_PLATE:
        for bead in roads.bead_plate:
            if (bead.row, bead.col) == (row, col):
                words = [winner_word(bead.winner)]
                if bead.banker_pair:
                    words.append(QCoreApplication.translate("Roads", "Banker pair"))
                if bead.player_pair:
                    words.append(QCoreApplication.translate("Roads", "Player pair"))
                if bead.natural:
                    words.append(QCoreApplication.translate("Roads", "natural"))
                return _hand(bead.hand, _listed(words), about)
    elif kind is RoadKind.BIG_ROAD:
        for big in roads.big_road:
            if (big.row, big.col) == (row, col):
                what = winner_word(big.winner)
                if big.ties == 1:
                    what = QCoreApplication.translate("Roads", "%1, then 1 tie").replace(
                        "%1", what, 1
                    )
                elif big.ties:
                    what = (
                        QCoreApplication.translate("Roads", "%1, then %2 ties")
                        .replace("%1", what, 1)
                        .replace("%2", QLocale().toString(big.ties), 1)
                    )
                return _hand(big.hand, what, about)
    return about


__all__ = [
    "ASK_TOOLTIP",
    "BOARD_NOTE",
    "RoadPalette",
    "ask_tooltip",
    "board_note",
    "cell_tooltip",
    "legend",
    "sentences",
    "winner_word",
]
