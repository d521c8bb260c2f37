"""The statistics beside the scorecards: what happened in the shoe against what chance
predicts, and the exact odds of the next hand from the cards left.

Every number here comes from :mod:`tracker.stats` and :mod:`tracker.engine.odds`; this
widget only lays them out.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from tracker.history import ShoeRecord
from tracker.stats import PAST_PREDICTS_NOTHING, reading
from tracker.stats.outcomes import ShoeOutcomes
from tracker.stats.shoe import ShoeStatistics, shoe_statistics


def _pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def statistics_html(shoe: ShoeRecord | None) -> str:
    """The panel's text for ``shoe`` (rich text), from :func:`shoe_statistics`."""
    note = f"<p><i>{html.escape(PAST_PREDICTS_NOTHING)}</i></p>"
    if shoe is None:
        return f"<p>No shoe selected.</p>{note}"
    stats = shoe_statistics(shoe)
    hands, decks = stats.hands, stats.decks
    table = [
        "<table cellspacing='0' cellpadding='2'>",
        "<tr><th align='left'></th><th align='right'>Seen</th><th align='right'></th>"
        "<th align='right'>Chance</th><th align='right'>Expected</th></tr>",
    ]
    # Pairs count over the hands that record them (SPEC §7): a bead string's are unknown.
    recorded = ShoeOutcomes.of(shoe).pairs_recorded
    for row in stats.seen:
        of = recorded if row.name.endswith("pair") else hands
        name = f"<td style='white-space:nowrap'>{row.name}</td>"  # "Player pair" on one line
        if of == 0 and hands:
            table.append(
                f"<tr>{name}<td align='right' colspan='2'>not recorded</td>"
                f"<td align='right'>{100 * row.chance:.2f}%</td><td></td></tr>"
            )
            continue
        table.append(
            f"<tr>{name}<td align='right'>{row.seen}</td>"
            f"<td align='right'>{_pct(row.seen, of)}</td>"
            f"<td align='right'>{100 * row.chance:.2f}%</td>"
            f"<td align='right'>{row.chance * of:.1f}</td></tr>"
        )
    table.append("</table>")
    parts = [
        f"<p><b>{hands} hand{'' if hands == 1 else 's'}</b> · {decks} "
        f"deck{'' if decks == 1 else 's'}</p>",
        "".join(table),
    ]
    chi = stats.summary.chi_square
    runs = stats.summary.runs_test
    parts.append(
        "<p>Banker/Player/Tie against chance: "
        + (
            f"χ² = {chi.statistic:.2f}, p = {chi.p_value:.3g}, {reading(chi.p_value)}."
            if chi.p_value is not None
            else f"{html.escape(reading(None, reason=chi.reason))}."
        )
        + "</p>"
    )
    if runs.p_value is not None:
        parts.append(
            f"<p>Runs (ties removed): {runs.runs} seen, {runs.expected:.1f} expected by chance; "
            f"z = {runs.z:.2f}, p = {runs.p_value:.3g}, {reading(runs.p_value)}.</p>"
        )
    else:
        parts.append(f"<p>Runs test: {html.escape(reading(None, reason=runs.reason))}.</p>")
    parts.append(_next_hand_html(stats))
    parts.append(note)
    return "".join(parts)


def _next_hand_html(stats: ShoeStatistics) -> str:
    next_hand = stats.next_hand
    if next_hand is None:
        return f"<p>{html.escape(stats.next_hand_note or '')}</p>"
    now, fresh = next_hand.now, next_hand.fresh
    edge_now, edge_fresh = next_hand.edges_now, next_hand.edges_fresh
    if next_hand.favours_player:
        verdict = (
            "Here the cards left tip a main bet the player's way: exact arithmetic on the "
            "cards still in the shoe (it happens rarely, near the end), not a pattern in "
            "past results."
        )
    else:
        verdict = "The house keeps its edge on both main bets."
    return (
        f"<p><b>Next hand</b>, exactly, from the {now.cards_left} cards left: "
        f"Banker {100 * now.banker:.3f}%, Player {100 * now.player:.3f}%, "
        f"Tie {100 * now.tie:.3f}% (a fresh shoe: {100 * fresh.banker:.3f}%, "
        f"{100 * fresh.player:.3f}%, {100 * fresh.tie:.3f}%; at most "
        f"{100 * next_hand.moved:.3f} points apart).</p>"
        f"<p>House edge now: Banker {100 * edge_now.banker:.3f}%, "
        f"Player {100 * edge_now.player:.3f}% (fresh: {100 * edge_fresh.banker:.3f}%, "
        f"{100 * edge_fresh.player:.3f}%). {verdict}</p>"
    )


class StatisticsPanel(QTextBrowser):
    """Counts against chance for the shown shoe, the tests of SPEC §7, the next hand's
    exact odds, and the plain statement that the past predicts nothing.

    A read-only text view that scrolls itself when the pane is short: a word-wrapped label
    inside a scroll area would be laid out several times over for its height at each
    hand logged (a frame's worth of time on its own)."""

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
        self.document().setDocumentMargin(6)
        self._html = ""
        self.set_shoe(None)

    def text(self) -> str:
        """The rich text shown, as it was set."""
        return self._html

    def set_shoe(self, shoe: ShoeRecord | None) -> None:
        self.set_text(statistics_html(shoe))

    def set_text(self, html_text: str) -> None:
        """Show ``html_text`` (rich text) in place of the statistics."""
        if html_text == self._html:
            return
        self._html = html_text
        bar = self.verticalScrollBar()
        keep = bar.value()
        self.setHtml(html_text)
        bar.setValue(keep)  # a hand logged does not throw the reader back to the top
