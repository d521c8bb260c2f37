"""The replay's odds beside the felt: a sentence saying what the odds are of, a table of the
main bets and of the side bets chosen in the settings (the chance of each, the house edge
and the edge with the main bet required beside them; a side bet with the player's edge
marked), and the note that past outcomes predict nothing under them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from tracker.engine.odds import is_warm
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_table import SIDE_BETS
from tracker.honesty import ONLY_SIDE_BETS_MOVE, PAST_OUTCOMES
from tracker.services.replay import ReplayHand
from tracker.stats.side_bets import side_bet_figures
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.shell.i18n import shown
from tracker.ui.shell.lines import FixedLines
from tracker.ui.shell.side_bet_choice import (
    SideBetChoice,
    bet_name,
    combined_words,
    favourable_colour,
    main_words,
    percent,
    player_edge_words,
)

_BET_NAMES = (
    ("banker", QT_TRANSLATE_NOOP("Replay", "Banker")),
    ("player", QT_TRANSLATE_NOOP("Replay", "Player")),
    ("tie", QT_TRANSLATE_NOOP("Replay", "Tie")),
    ("player_pair", QT_TRANSLATE_NOOP("Replay", "Player pair")),
    ("banker_pair", QT_TRANSLATE_NOOP("Replay", "Banker pair")),
)
_COLUMNS = (
    QT_TRANSLATE_NOOP("Replay", "Bet"),
    QT_TRANSLATE_NOOP("Replay", "Chance"),
    QT_TRANSLATE_NOOP("Replay", "House edge"),
    QT_TRANSLATE_NOOP("Replay", "With main"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def _percent(value: float, places: int, *, sign: bool = False) -> str:
    """``value`` (0.0106) as "1.060%" in the language's digits; with ``sign``, "+1.060%"."""
    locale = QLocale()
    text = locale.toString(abs(value) * 100 if sign else value * 100, "f", places)
    if sign:
        text = (locale.negativeSign() if value < 0 else locale.positiveSign()) + text
    return text + locale.percent()


class OddsPanel:
    """The odds column of a replay window (``owner``, whose font sizes the rows and whose
    palette colours the marks). Not a widget of its own: :attr:`layout` goes into the
    window's layout beside the felt, so the window is laid out as with the parts inline."""

    def __init__(self, owner: QWidget) -> None:
        self._owner = owner
        self.note = FixedLines(2)
        self.table = QTableWidget(0, len(_COLUMNS))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(owner.fontMetrics().height() + 4)
        honesty = self.honesty = FixedLines(2)
        honesty.label.setStyleSheet("color: palette(mid);")
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table_policy = self.table.sizePolicy()
        table_policy.setRetainSizeWhenHidden(True)
        self.table.setSizePolicy(table_policy)
        self.side_bet_choice = SideBetChoice()
        self.fill_rows()
        layout = self.layout = QVBoxLayout()
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(honesty)
        self.note.setFixedWidth(self.table.width())
        honesty.setFixedWidth(self.table.width())

    def retranslate(self) -> None:
        """The headers, the tooltip, the note under the table and the bets' names in the
        app's language (the odds are shown again by the window)."""
        self.table.setHorizontalHeaderLabels([_tr(c) for c in _COLUMNS])
        self.table.setToolTip(QCoreApplication.translate("Honesty", ONLY_SIDE_BETS_MOVE))
        self.honesty.setText(QCoreApplication.translate("Honesty", PAST_OUTCOMES))
        self.fill_rows()

    def set_choice(self, choice: SideBetChoice) -> None:
        """The side bets chosen in the settings (the odds are shown again by the window)."""
        self.side_bet_choice = choice
        self.fill_rows()

    def fill_rows(self) -> None:
        """A row for each main bet and each side bet chosen, the table as tall as its rows
        and as wide as its columns."""
        table = self.table
        names = [_tr(name) for _, name in _BET_NAMES]
        names += [bet_name(bet) for bet in self.side_bet_choice.settings.bets]
        table.setRowCount(len(names))
        for row, name in enumerate(names):
            table.setItem(row, 0, QTableWidgetItem(name))
            for column in range(1, len(_COLUMNS)):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        # As wide as any bet's name can be, marked: the window never moves for a choice.
        metrics = table.fontMetrics()
        bold = table.font()
        bold.setBold(True)
        widest = max(
            QFontMetrics(bold).horizontalAdvance(f"\u25b2 {bet_name(b)}") for b in SIDE_BETS
        )
        mains = max(metrics.horizontalAdvance(_tr(name)) for _, name in _BET_NAMES)
        table.setColumnWidth(0, max(widest, mains) + 16)
        # Each column at least as wide as its header in the language shown.
        for column, least in ((1, 90), (2, 100), (3, 90)):
            header = QCoreApplication.translate("Replay", _COLUMNS[column])
            table.setColumnWidth(column, max(least, metrics.horizontalAdvance(header) + 16))
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        # Whole where there is room; on a small screen it scrolls rather than push the
        # window past it.
        table.setMaximumHeight(height)
        table.setMinimumHeight(min(height, 100))
        width = sum(table.columnWidth(c) for c in range(len(_COLUMNS)))
        table.setFixedWidth(
            width + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        )

    def show(self, view: ReplayHand, rules: RuleSet) -> None:
        """The odds before ``view``'s hand was dealt, by ``rules``: the main bets' and the side
        bets' chances and edges, each side bet with the player's edge marked."""
        odds = view.odds
        # A table of dashes says nothing the sentence above does not.
        self.table.setVisible(odds is not None)
        table = self.table
        if odds is None:
            self.note.setText(
                QCoreApplication.translate(
                    "Replay", "Odds before this hand: not known (%1)."
                ).replace("%1", shown(view.odds_note))
            )
            return
        main = odds.main
        chances = (main.banker, main.player, main.tie, main.player_pair, main.banker_pair)
        edges = odds.edges.as_dict()
        for row, ((key, _), chance) in enumerate(zip(_BET_NAMES, chances, strict=True)):
            self._set_row(row, _percent(chance, 3), _percent(edges[key], 3, sign=True), "")
        choice = self.side_bet_choice
        figures = side_bet_figures(
            odds.left,
            choice.settings,
            rules,
            choice.main_stakes,
            compiled_kernel=is_warm(),
        )
        colour = QColor(favourable_colour(self._owner.palette()))
        marks = []
        for row, figure in enumerate(figures.figures, start=len(_BET_NAMES)):
            combined = "" if figure.combined is None else percent(figure.combined, 2)
            self._set_row(
                row,
                _percent(figure.p_win, 3),
                _percent(figure.house_edge, 3, sign=True),
                combined,
            )
            name = table.item(row, 0)
            assert name is not None
            mark = player_edge_words(figure)
            words = bet_name(figure.bet)
            name.setText(f"\u25b2 {words}" if mark else words)
            tip = "; ".join(w for w in (mark, combined_words(figure, figures)) if w)
            for column in range(len(_COLUMNS)):
                item = table.item(row, column)
                assert item is not None
                font = item.font()
                font.setBold(bool(mark))
                item.setFont(font)
                item.setForeground(colour if mark else self._owner.palette().text())
                item.setToolTip(tip)
            if mark:
                marks.append(f"{words} {percent(-figure.house_edge)}")
        header = table.horizontalHeaderItem(3)
        if header is not None:
            main_bet = figures.main
            header.setText(
                QCoreApplication.translate("Replay", "No main")
                if main_bet is None
                else f"+{main_bet.stakes:g}\u00d7 {_main_name(main_bet.name)}"
            )
            header.setToolTip(main_words(figures))
        odds_note = shown(view.odds_note)
        if marks:
            note = (
                QCoreApplication.translate(
                    "Replay", "Exact odds before this hand (%1). \u25b2 Player's edge: %2."
                )
                .replace("%1", odds_note)
                .replace("%2", ", ".join(marks))
            )
        else:
            note = QCoreApplication.translate(
                "Replay", "Exact odds before this hand (%1):"
            ).replace("%1", odds_note)
        self.note.setText(note)

    def _set_row(self, row: int, chance: str, edge: str, combined: str) -> None:
        for column, text in ((1, chance), (2, edge), (3, combined)):
            item = self.table.item(row, column)
            assert item is not None
            item.setText(text)


def _main_name(name: str) -> str:
    """A main bet's name beside the side bets ("Banker") in the app's language."""
    for _, english in _BET_NAMES:
        if english.lower() == name.lower():
            return _tr(english)
    return name
