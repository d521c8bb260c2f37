"""The statistics beside the scorecards: what happened in the shoe against what chance
predicts, and the exact odds of the next hand from the cards left.

Every number here comes from :mod:`tracker.stats` and :mod:`tracker.engine.odds`; this
widget only lays them out.
"""

from __future__ import annotations

import html
from itertools import accumulate
from typing import Literal, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QResizeEvent,
    QShowEvent,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from tracker.engine.odds import TooFewCards
from tracker.history import ShoeRecord
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.shoe import ShoeStatistics, shoe_statistics
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.analysis.texts import (
    fixed,
    hands,
    past_predicts_nothing,
    percent,
    reading,
    statistics_text,
)
from tracker.ui.analysis.texts import number as whole
from tracker.ui.shell.i18n import english_plural, is_language_change, shown

Style = Literal["", "b", "i"]
"""How a run of text is set: plain, bold or italic."""

Kind = Literal["p", "title", "head", "row", "unrecorded"]
"""A paragraph, the hand count over the counts, or a line of the counts: their heading, an
outcome's row, or the row of pairs a shoe does not record."""

COUNTS: frozenset[Kind] = frozenset({"head", "row", "unrecorded"})  # the lines of the counts

HEADINGS = (
    QT_TRANSLATE_NOOP("Statistics", "Seen"),
    "%",
    QT_TRANSLATE_NOOP("Statistics", "Chance"),
    QT_TRANSLATE_NOOP("Statistics", "Expected"),
)
"""The headings of the counts' columns (translated where shown)."""
# The widest figure each column of the counts shows, so that its width does not change from
# one hand to the next.
WIDEST = ("888", "100.0%", "88.88%", "888.8")
MIN_GAP = 3.0  # pixels between two columns of the counts, at least


def headings() -> tuple[str, ...]:
    """The headings of the counts' columns in the app's language."""
    return tuple(QCoreApplication.translate("Statistics", text) for text in HEADINGS)


class Block(NamedTuple):
    """One line or paragraph of the panel: its runs of text, each with its style; a line of
    the counts holds one run a cell."""

    kind: Kind
    runs: tuple[tuple[str, Style], ...]


def _plain(*texts: str) -> tuple[tuple[str, Style], ...]:
    return tuple((text, "") for text in texts)


def _pct(part: float, whole: float) -> str:
    return percent(part / whole, 1) if whole else "–"


def _note() -> Block:
    return Block("p", ((past_predicts_nothing(), "i"),))


def _p(p_value: float) -> str:
    return QLocale().toString(p_value, "g", 3)


def statistics_blocks(shoe: ShoeRecord | None) -> tuple[Block, ...]:
    """The panel's text for ``shoe``, line by line, from :func:`shoe_statistics`, in the
    app's language."""
    if shoe is None:
        return Block(
            "p", _plain(QCoreApplication.translate("Statistics", "No shoe selected."))
        ), _note()
    stats = shoe_statistics(shoe)
    hand_count, decks = stats.hands, stats.decks
    deck_count = english_plural(
        QCoreApplication.translate("Statistics", "%Ln deck(s)", "", decks), decks
    )
    blocks = [
        Block(
            "title",
            (
                (hands(hand_count), "b"),
                (QCoreApplication.translate("Statistics", " · %1").replace("%1", deck_count), ""),
            ),
        ),
        Block("head", tuple((text, "b") for text in ("", *headings()))),
    ]
    # Pairs count over the hands that record them: a bead string's are unknown.
    recorded = ShoeOutcomes.of(shoe).pairs_recorded
    for row in stats.seen:
        of = recorded if row.name.endswith("pair") else hand_count
        name = statistics_text(row.name)
        chance = percent(row.chance, 2)
        if of == 0 and hand_count:
            unrecorded = QCoreApplication.translate("Statistics", "not recorded")
            blocks.append(Block("unrecorded", _plain(name, unrecorded, chance)))
            continue
        seen, pct, expected = whole(row.seen), _pct(row.seen, of), fixed(row.chance * of, 1)
        blocks.append(Block("row", _plain(name, seen, pct, chance, expected)))
    if 0 < recorded < hand_count:
        blocks.append(
            Block(
                "p",
                _plain(
                    QCoreApplication.translate(
                        "Statistics", "Pairs over the %1 of %2 hands that record them."
                    )
                    .replace("%1", whole(recorded))
                    .replace("%2", whole(hand_count))
                ),
            )
        )
    chi = stats.summary.chi_square
    runs = stats.summary.runs_test
    if chi.p_value is not None:
        chi_text = (
            QCoreApplication.translate("Statistics", "χ² = %1, p = %2, %3.")
            .replace("%1", fixed(chi.statistic, 2))
            .replace("%2", _p(chi.p_value))
            .replace("%3", reading(chi.p_value))
        )
    else:
        chi_text = QCoreApplication.translate("Statistics", "%1.").replace(
            "%1", reading(None, chi.reason)
        )
    blocks.append(
        Block(
            "p",
            _plain(
                QCoreApplication.translate(
                    "Statistics", "Banker/Player/Tie against chance: %1"
                ).replace("%1", chi_text)
            ),
        )
    )
    if runs.p_value is not None and runs.z is not None:
        runs_text = (
            QCoreApplication.translate(
                "Statistics",
                "Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.",
            )
            .replace("%1", whole(runs.runs))
            .replace("%2", fixed(runs.expected, 1))
            .replace("%3", fixed(runs.z, 2))
            .replace("%4", _p(runs.p_value))
            .replace("%5", reading(runs.p_value))
        )
    else:
        runs_text = QCoreApplication.translate("Statistics", "Runs test: %1.").replace(
            "%1", reading(None, runs.reason)
        )
    blocks.append(Block("p", _plain(runs_text)))
    blocks.extend(_next_hand_blocks(stats))
    blocks.append(_note())
    return tuple(blocks)


def _next_hand_note(stats: ShoeStatistics) -> str:
    """Why the next hand's odds are not shown, in the app's language."""
    problem = stats.next_hand_problem
    if isinstance(problem, TooFewCards):
        text = shown(problem)
        return QCoreApplication.translate("Statistics", "%1.").replace(
            "%1", text[:1].upper() + text[1:]
        )
    if problem is not None:
        return QCoreApplication.translate(
            "Statistics", "The recorded cards cannot all come from this shoe: %1"
        ).replace("%1", shown(problem))
    return statistics_text(stats.next_hand_note or "")


def _next_hand_blocks(stats: ShoeStatistics) -> tuple[Block, ...]:
    next_hand = stats.next_hand
    if next_hand is None:
        return (Block("p", _plain(_next_hand_note(stats))),)
    now, fresh = next_hand.now, next_hand.fresh
    edge_now, edge_fresh = next_hand.edges_now, next_hand.edges_fresh
    if next_hand.favours_player:
        verdict = QCoreApplication.translate(
            "Statistics",
            "Here the cards left tip a main bet the player's way: exact arithmetic on the "
            "cards still in the shoe (it happens rarely, near the end), not a pattern in "
            "past results.",
        )
    else:
        verdict = QCoreApplication.translate(
            "Statistics", "The house keeps its edge on both main bets."
        )
    odds_text = (
        QCoreApplication.translate(
            "Statistics",
            ", exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: "
            "%5, %6, %7; at most %8 points apart).",
        )
        .replace("%1", whole(now.cards_left))
        .replace("%2", percent(now.banker, 3))
        .replace("%3", percent(now.player, 3))
        .replace("%4", percent(now.tie, 3))
        .replace("%5", percent(fresh.banker, 3))
        .replace("%6", percent(fresh.player, 3))
        .replace("%7", percent(fresh.tie, 3))
        .replace("%8", fixed(100 * next_hand.moved, 3))
    )
    edges_text = (
        QCoreApplication.translate(
            "Statistics", "House edge now: Banker %1, Player %2 (fresh: %3, %4). %5"
        )
        .replace("%1", percent(edge_now.banker, 3))
        .replace("%2", percent(edge_now.player, 3))
        .replace("%3", percent(edge_fresh.banker, 3))
        .replace("%4", percent(edge_fresh.player, 3))
        .replace("%5", verdict)
    )
    next_words = QCoreApplication.translate("Statistics", "Next hand")
    return Block("p", ((next_words, "b"), (odds_text, ""))), Block("p", _plain(edges_text))


def _runs_html(block: Block) -> str:
    parts = []
    for text, style in block.runs:
        escaped = html.escape(text, quote=False)
        parts.append(f"<{style}>{escaped}</{style}>" if style else escaped)
    return "".join(parts)


def _counts_row_html(block: Block) -> str:
    cells = [html.escape(text, quote=False) for text, _ in block.runs]
    # "Player pair" on one line
    name = f"<td style='white-space:nowrap'>{cells[0]}</td>"
    if block.kind == "head":
        headings = "".join(f"<th align='right'>{cell}</th>" for cell in cells[1:])
        return f"<tr><th align='left'></th>{headings}</tr>"
    if block.kind == "unrecorded":
        return (
            f"<tr>{name}<td align='right' colspan='2'>{cells[1]}</td>"
            f"<td align='right'>{cells[2]}</td><td></td></tr>"
        )
    figures = "".join(f"<td align='right'>{cell}</td>" for cell in cells[1:])
    return f"<tr>{name}{figures}</tr>"


def blocks_html(blocks: tuple[Block, ...]) -> str:
    """``blocks`` as rich text: paragraphs, and the counts as a table."""
    parts = []
    in_table = False
    for block in blocks:
        if (block.kind in COUNTS) != in_table:
            in_table = not in_table
            parts.append("<table cellspacing='0' cellpadding='2'>" if in_table else "</table>")
        parts.append(_counts_row_html(block) if in_table else f"<p>{_runs_html(block)}</p>")
    if in_table:
        parts.append("</table>")
    return "".join(parts)


def statistics_html(shoe: ShoeRecord | None) -> str:
    """The panel's text for ``shoe`` as rich text."""
    return blocks_html(statistics_blocks(shoe))


def _char_formats(point_size: float | None) -> dict[Style, QTextCharFormat]:
    """The formats of plain, bold and italic text, in ``point_size`` when one is given."""
    plain = QTextCharFormat()
    if point_size is not None:
        plain.setFontPointSize(point_size)
    bold, italic = QTextCharFormat(plain), QTextCharFormat(plain)
    bold.setFontWeight(QFont.Weight.Bold)
    italic.setFontItalic(True)
    return {"": plain, "b": bold, "i": italic}


def _column_widths(font: QFont, names: list[str]) -> list[float]:
    plain = QFontMetricsF(font)
    bold_font = QFont(font)
    bold_font.setBold(True)
    bold = QFontMetricsF(bold_font)
    widths = [max((plain.horizontalAdvance(name) for name in names), default=0.0)]
    for heading, widest in zip(headings(), WIDEST, strict=True):
        widths.append(max(bold.horizontalAdvance(heading), plain.horizontalAdvance(widest)))
    return widths


def counts_fit(
    font: QFont, names: list[str], room: float, spare: float = 0.0
) -> tuple[tuple[float, ...], float | None]:
    """Where the columns of the counts end in ``room`` pixels, each as wide as its widest
    text with the room left shared between them (a little at least), and the smaller point
    size they are set in when ``font`` is too large for ``room`` and the ``spare`` pixels
    beside it (rather than cut off a column); ``None`` when it is not."""
    widths = _column_widths(font, names)
    gaps = len(HEADINGS)
    size = None
    # A font's widths do not scale exactly with its size (it is drawn to whole pixels): a
    # few steps down may be needed.
    for _ in range(4):
        need = sum(widths) + gaps * MIN_GAP
        if need <= room + spare or font.pointSizeF() <= 0:
            break
        size = font.pointSizeF() * min(room / need, 0.97)
        font = QFont(font)
        font.setPointSizeF(size)
        widths = _column_widths(font, names)
    most = QFontMetricsF(font).averageCharWidth() * 2
    gap = min(max((room - sum(widths)) / gaps, MIN_GAP), most)
    edges = accumulate(width + gap for width in widths[1:])
    return tuple(widths[0] + edge for edge in edges), size


class StatisticsPanel(QTextBrowser):
    """Counts against chance for the shown shoe, the chi-square and runs tests, the next hand's
    exact odds, and the plain statement that the past predicts nothing.

    A read-only text view that scrolls itself when the pane is short: a word-wrapped label
    inside a scroll area would be laid out several times over for its height at each
    hand logged (a frame's worth of time on its own).

    The document is built once for a shoe and then only the lines whose text changed are
    set again, so that a hand logged lays out and repaints those lines alone; the counts
    are lines with right-aligned tab stops (a rich-text table costs more than the rest of
    the panel together to lay out)."""

    _blocks: tuple[Block, ...] = ()  # what the document shows; () after set_text
    _unbuilt = False  # _blocks are still to be set out in the document (set while hidden)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenLinks(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the logging keys stay with the table
        document = self.document()
        document.setDocumentMargin(6)
        document.setUndoRedoEnabled(False)  # each hand's edit would otherwise be kept
        self._styles = _char_formats(None)
        self._html: str | None = ""
        self._shoe: ShoeRecord | None = None
        # The counts' tab stops and the point size they are set in (None: the panel's).
        self._fit: tuple[tuple[float, ...], float | None] = ((), None)
        self._counts = self._styles
        self.set_shoe(None)

    def text(self) -> str:
        """The rich text shown, as it was set (the statistics as :func:`statistics_html`)."""
        if self._html is None:
            self._html = blocks_html(self._blocks)
        return self._html

    def set_shoe(self, shoe: ShoeRecord | None) -> None:
        if self._blocks and shoe is self._shoe:
            return  # a record does not change: the same one shows the same figures
        self._shoe = shoe
        self._show(statistics_blocks(shoe))

    def set_text(self, html_text: str) -> None:
        """Show ``html_text`` (rich text) in place of the statistics."""
        if not self._blocks and html_text == self._html:
            return
        self._blocks, self._html, self._unbuilt = (), html_text, False
        bar = self.verticalScrollBar()
        keep = bar.value()
        self.setHtml(html_text)
        bar.setValue(keep)  # a hand logged does not throw the reader back to the top

    def _show(self, blocks: tuple[Block, ...]) -> None:
        if blocks == self._blocks:
            return
        old, self._blocks, self._html = self._blocks, blocks, None
        if not self.isVisible():
            # Set out once shown, at the width it is shown at: a window sets its shoe
            # before it is laid out, and the counts were fitted twice.
            self._unbuilt = True
            return
        if self._unbuilt or [block.kind for block in blocks] != [block.kind for block in old]:
            self._build()
            return
        # The same lines with other figures: only the lines that changed are set again.
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        line = self.document().begin()
        for was, block in zip(old, blocks, strict=True):
            if block != was:
                self._replace(cursor, line, block)
            line = line.next()
        cursor.endEditBlock()

    def _build(self) -> None:
        """The whole document again, for lines of other kinds (another shoe, or after
        :meth:`set_text`)."""
        self._unbuilt = False
        bar = self.verticalScrollBar()
        keep = bar.value()
        self._refit()
        document = self.document()
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.removeSelectedText()
        for number, block in enumerate(self._blocks):
            if number:
                cursor.insertBlock()
            cursor.setBlockFormat(self._block_format(number))
            self._insert(cursor, block)
        cursor.endEditBlock()
        line = document.begin()
        while line.isValid():
            # Each line keeps its shaped glyphs between repaints instead of shaping its text
            # again at each one.
            line.layout().setCacheEnabled(True)
            line = line.next()
        # The view's own cursor went to the end with the text: at the start, a pane made
        # shorter keeps showing the top rather than scrolling down to it.
        start = self.textCursor()
        start.setPosition(0)
        self.setTextCursor(start)
        bar.setValue(keep)

    def _replace(self, cursor: QTextCursor, line: QTextBlock, block: Block) -> None:
        cursor.setPosition(line.position())
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        self._insert(cursor, block)

    def _insert(self, cursor: QTextCursor, block: Block) -> None:
        if block.kind in COUNTS:
            text = "\t".join(text for text, _ in block.runs)
            cursor.insertText(text, self._counts[block.runs[-1][1]])
            return
        for text, style in block.runs:
            cursor.insertText(text, self._styles[style])

    def _block_format(self, number: int) -> QTextBlockFormat:
        """The format of line ``number``: a paragraph's space below it, a line of the counts
        its tab stops and the room of a table's row."""
        kind = self._blocks[number].kind
        after = self._blocks[number + 1].kind if number + 1 < len(self._blocks) else "p"
        block_format = QTextBlockFormat()
        if kind in COUNTS:
            block_format.setNonBreakableLines(True)
            block_format.setTopMargin(2 if kind == "head" else 4)
            stops = self._fit[0][1:3] if kind == "unrecorded" else self._fit[0]
            block_format.setTabPositions(
                [QTextOption.Tab(stop, QTextOption.TabType.RightTab) for stop in stops]
            )
        if after not in COUNTS and kind != "title":
            line_spacing = QFontMetricsF(self.font()).lineSpacing()
            block_format.setBottomMargin(round(0.85 * line_spacing))
        return block_format

    def _refit(self) -> bool:
        """Fit the counts to the pane's width and font again; whether that changed them."""
        names = [block.runs[0][0] for block in self._blocks if block.kind in COUNTS]
        margin = self.document().documentMargin()
        # The counts may take the right margin before they are set smaller.
        fit = counts_fit(self.font(), names, self.viewport().width() - 2 * margin, margin - 0.5)
        if fit == self._fit:
            return False
        self._fit = fit
        self._counts = _char_formats(fit[1])
        return True

    def _fit_again(self) -> None:
        """The counts' lines set again for the width or the font of the pane."""
        if not self._blocks or self._unbuilt or not self._refit():
            return
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        line = self.document().begin()
        for number, block in enumerate(self._blocks):
            if block.kind in COUNTS:
                cursor.setPosition(line.position())
                cursor.setBlockFormat(self._block_format(number))
                self._replace(cursor, line, block)
            line = line.next()
        cursor.endEditBlock()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_again()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._blocks and not self._unbuilt:
            self._build()
        elif is_language_change(event) and self._blocks:
            self.retranslate()

    def retranslate(self) -> None:
        """The statistics again in the app's language (a text set in their place is its
        setter's to set again)."""
        blocks = statistics_blocks(self._shoe)
        if self._unbuilt or not self.isVisible():
            self._show(blocks)
            return
        self._blocks, self._html = blocks, None
        self._build()

    def showEvent(self, event: QShowEvent) -> None:
        if self._unbuilt:
            self._build()
        super().showEvent(event)
