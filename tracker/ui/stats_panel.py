"""The statistics beside the scorecards: what happened in the shoe against what chance
predicts, and the exact odds of the next hand from the cards left.

Every number here comes from :mod:`tracker.stats` and :mod:`tracker.engine.odds`; this
widget only lays them out.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tracker.engine.cards import Composition, CompositionError
from tracker.engine.odds import Odds, TooFewCards, odds
from tracker.engine.rules import RuleSet
from tracker.history.records import ShoeRecord
from tracker.stats.randomness import PAST_PREDICTS_NOTHING, exact_probabilities, reading
from tracker.stats.summary import ShoeCounts, summarize


def _pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def statistics_html(shoe: ShoeRecord | None) -> str:
    """The panel's text for ``shoe`` (rich text)."""
    if shoe is None:
        return f"<p>No shoe selected.</p><p><i>{html.escape(PAST_PREDICTS_NOTHING)}</i></p>"
    counts = ShoeCounts.of(shoe)
    summary = summarize([counts])
    decks = counts.decks
    p_banker, p_player, p_tie = exact_probabilities(decks)
    fresh = odds(Composition.full(decks))
    hands = counts.hands
    rows = [
        ("Banker", counts.banker, p_banker),
        ("Player", counts.player, p_player),
        ("Tie", counts.tie, p_tie),
        ("Player pair", counts.player_pair, fresh.player_pair),
        ("Banker pair", counts.banker_pair, fresh.banker_pair),
    ]
    table = [
        "<table cellspacing='0' cellpadding='3'>",
        "<tr><th align='left'></th><th align='right'>Seen</th><th align='right'></th>"
        "<th align='right'>Chance</th><th align='right'>Expected</th></tr>",
    ]
    for name, seen, chance in rows:
        table.append(
            f"<tr><td>{name}</td><td align='right'>{seen}</td>"
            f"<td align='right'>{_pct(seen, hands)}</td>"
            f"<td align='right'>{100 * chance:.2f}%</td>"
            f"<td align='right'>{chance * hands:.1f}</td></tr>"
        )
    table.append("</table>")
    parts = [
        f"<p><b>{hands} hand{'' if hands == 1 else 's'}</b> · {decks} "
        f"deck{'' if decks == 1 else 's'}</p>",
        "".join(table),
    ]
    chi = summary.chi_square
    runs = summary.runs_test
    parts.append(
        "<p>Banker/Player/Tie against chance: "
        + (
            f"χ² = {chi.statistic:.2f}, p = {chi.p_value:.3g}, {reading(chi.p_value)}."
            if chi.p_value is not None
            else f"{reading(None)}."
        )
        + "</p>"
    )
    if runs.p_value is not None:
        parts.append(
            f"<p>Runs (ties removed): {runs.runs} seen, {runs.expected:.1f} expected by chance; "
            f"z = {runs.z:.2f}, p = {runs.p_value:.3g}, {reading(runs.p_value)}.</p>"
        )
    else:
        parts.append(f"<p>Runs test: {reading(None)}.</p>")
    parts.append(_next_hand_html(shoe, fresh))
    parts.append(f"<p><i>{html.escape(PAST_PREDICTS_NOTHING)}</i></p>")
    return "".join(parts)


def _next_hand_html(shoe: ShoeRecord, fresh: Odds[float]) -> str:
    try:
        left = shoe.cards_left()
    except CompositionError as exc:
        return f"<p>The recorded cards cannot all come from this shoe: {html.escape(str(exc))}</p>"
    if left is None:
        return (
            "<p>Exact odds of the next hand need every card dealt; this shoe records "
            "outcomes only.</p>"
        )
    try:
        now = odds(left)
    except TooFewCards as exc:
        message = str(exc)
        return f"<p>{html.escape(message[:1].upper() + message[1:])}.</p>"
    rules = shoe.rules if shoe.rules is not None else RuleSet(decks=shoe.effective_decks)
    edge_now = now.house_edges(rules)
    edge_fresh = fresh.house_edges(rules)
    moved = max(
        abs(now.banker - fresh.banker), abs(now.player - fresh.player), abs(now.tie - fresh.tie)
    )
    if edge_now.banker > 0 and edge_now.player > 0:
        verdict = "The house keeps its edge on both main bets."
    else:
        verdict = (
            "Here the cards left tip a main bet the player's way: exact arithmetic on the "
            "cards still in the shoe (it happens rarely, near the end), not a pattern in "
            "past results."
        )
    return (
        f"<p><b>Next hand</b>, exactly, from the {now.cards_left} cards left: "
        f"Banker {100 * now.banker:.3f}%, Player {100 * now.player:.3f}%, "
        f"Tie {100 * now.tie:.3f}% (a fresh shoe: {100 * fresh.banker:.3f}%, "
        f"{100 * fresh.player:.3f}%, {100 * fresh.tie:.3f}%; at most "
        f"{100 * moved:.3f} points apart).</p>"
        f"<p>House edge now: Banker {100 * edge_now.banker:.3f}%, "
        f"Player {100 * edge_now.player:.3f}% (fresh: {100 * edge_fresh.banker:.3f}%, "
        f"{100 * edge_fresh.player:.3f}%). {verdict}</p>"
    )


class StatisticsPanel(QWidget):
    """Counts against chance for the shown shoe, the tests of SPEC §7, the next hand's
    exact odds, and the plain statement that the past predicts nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.label)
        layout.addStretch(1)
        self.set_shoe(None)

    def set_shoe(self, shoe: ShoeRecord | None) -> None:
        self.label.setText(statistics_html(shoe))
