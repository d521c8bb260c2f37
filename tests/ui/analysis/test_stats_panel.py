"""The statistics panel lays out one shoe's figures and always says the past predicts nothing;
after a hand logged it sets again only the lines whose figures changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextBlock
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import REPO
from tracker.engine.rules import Winner
from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.shoefile import read_shoes
from tracker.stats import PAST_PREDICTS_NOTHING
from tracker.ui.analysis.stats_panel import StatisticsPanel, statistics_html


def test_statistics_of_an_empty_shoe_and_of_one_hand() -> None:

    empty = statistics_html(ShoeRecord(label="new", hands=[], kind=ShoeKind.LIVE))
    assert "0 hands" in empty
    one = statistics_html(
        ShoeRecord(label="new", hands=[HandRecord(number=1, winner=Winner.BANKER)])
    )
    assert "1 hand</b>" in one


def test_statistics_of_impossible_cards_and_of_a_nearly_spent_shoe() -> None:
    from tracker.engine.cards import parse_cards

    def hand(player: str, banker: str) -> HandRecord:
        return HandRecord(
            number=1,
            player=tuple(parse_cards(player)),
            banker=tuple(parse_cards(banker)),
            winner=Winner.TIE,
        )

    impossible = statistics_html(ShoeRecord(label="x", decks=1, hands=[hand("AS AS", "AS AS")]))
    assert "cannot all come from this shoe" in impossible
    cards = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    hands = [
        hand(" ".join(cards[i : i + 2]), " ".join(cards[i + 2 : i + 4])) for i in range(0, 48, 4)
    ]
    spent = statistics_html(ShoeRecord(label="y", decks=1, hands=hands))
    assert "Only 4 cards left" in spent
    assert "Past outcomes cannot predict future hands" in spent


def test_a_short_shoe_says_why_it_is_not_tested() -> None:
    letters = "BP" * 10
    winners = {"B": Winner.BANKER, "P": Winner.PLAYER}
    hands = [HandRecord(number=n, winner=winners[c]) for n, c in enumerate(letters, start=1)]
    text = statistics_html(ShoeRecord(label="short", hands=hands))
    # 20 hands expect 1.9 ties: too few for the chi-square (under 5), and it says so.
    assert "not tested: too few hands: 1.9 ties expected" in text


def test_a_bead_string_shoe_does_not_count_its_unknown_pairs_as_none() -> None:
    hands = [HandRecord(number=n, winner=Winner.BANKER) for n in range(1, 31)]
    text = statistics_html(ShoeRecord(label="beads", hands=hands))
    assert text.count("not recorded") == 2
    assert "Player pair</td><td align='right'>0<" not in text


def test_pairs_marked_from_the_middle_of_a_shoe_count_over_the_hands_that_record_them() -> None:
    unknown = [HandRecord(number=n, winner=Winner.BANKER) for n in range(1, 11)]
    kept = [
        HandRecord(number=n, winner=Winner.PLAYER, player_pair=n == 11, banker_pair=False)
        for n in range(11, 31)
    ]
    text = statistics_html(ShoeRecord(label="marked later", hands=[*unknown, *kept]))
    assert "Pairs over the 20 of 30 hands that record them." in text
    assert "not recorded" not in text


def _hands(letters: str) -> tuple[HandRecord, ...]:
    winners = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}
    return tuple(HandRecord(number=n, winner=winners[c]) for n, c in enumerate(letters, 1))


@pytest.fixture
def panel(qtbot: QtBot) -> StatisticsPanel:
    shown = StatisticsPanel()
    qtbot.addWidget(shown)
    shown.resize(291, 769)
    shown.show()
    return shown


def _cell_ends(block: QTextBlock) -> list[float]:
    """Where each cell of a line of the counts ends, in pixels from the line's left."""
    line = block.layout().lineAt(0)
    text = block.text()
    tabs = [i for i, c in enumerate(text) if c == "\t"]
    ends = [*tabs[1:], len(text)]
    return [line.cursorToX(end)[0] for end in ends]


def test_a_hand_logged_sets_again_only_the_lines_whose_figures_changed(
    panel: StatisticsPanel,
) -> None:
    letters = "BPBBPTPPBBPBPPBTBBPPBPBBPTPPBB"
    panel.set_shoe(ShoeRecord(label="s", hands=_hands(letters)))
    document = panel.document()
    lines = document.blockCount()
    changes: list[tuple[int, int, int]] = []
    document.contentsChange.connect(lambda at, removed, added: changes.append((at, removed, added)))
    shoe = ShoeRecord(label="s", hands=_hands(letters + "B"))
    panel.set_shoe(shoe)
    assert changes and document.blockCount() == lines
    # The statement that the past predicts nothing is the same at every hand: left alone.
    note = document.lastBlock()
    assert note.text() == PAST_PREDICTS_NOTHING
    assert all(at + added < note.position() for at, _, added in changes)
    assert panel.text() == statistics_html(shoe)
    assert "<b>31 hands</b>" in panel.text()
    changes.clear()
    panel.set_shoe(shoe)
    panel.set_shoe(ShoeRecord(label="s", hands=_hands(letters + "B")))  # the same figures
    assert changes == []


def test_the_counts_line_up_on_the_right_of_their_headings(panel: StatisticsPanel) -> None:
    panel.set_shoe(ShoeRecord(label="beads", hands=_hands("BPBBPTPPBBPBPPBT" * 5)))
    blocks = [panel.document().findBlockByNumber(n) for n in range(1, 7)]
    heading, rows, unrecorded = blocks[0], blocks[1:4], blocks[4:]
    assert heading.text() == "\tSeen\t%\tChance\tExpected"
    seen, pct, chance, expected = _cell_ends(heading)
    for row in rows:
        assert _cell_ends(row) == pytest.approx([seen, pct, chance, expected], abs=0.5)
    for row in unrecorded:
        assert "not recorded" in row.text()
        assert _cell_ends(row) == pytest.approx([pct, chance], abs=0.5)


def _counts_fit(panel: StatisticsPanel) -> bool:
    # Nothing of the counts is cut off at the right (the right margin may be used).
    room = panel.viewport().width() - panel.document().documentMargin()
    lines = [panel.document().findBlockByNumber(n).layout().lineAt(0) for n in range(1, 7)]
    return all(line.naturalTextWidth() <= room for line in lines)


def test_the_counts_fit_a_short_pane_beside_its_scroll_bar(panel: StatisticsPanel) -> None:
    dealt = next(iter(read_shoes(REPO / "sample_shoes" / "simulated-8-decks-seed-2026.csv")))
    panel.set_shoe(ShoeRecord(label="cards", decks=8, hands=dealt.hands[:40]))
    panel.resize(290, 200)
    QApplication.processEvents()
    assert panel.verticalScrollBar().isVisible()
    assert _counts_fit(panel)
    # A font too large for the pane sets the counts a little smaller rather than cut them.
    font = QFont(panel.font())
    font.setPointSizeF(font.pointSizeF() * 1.3)
    panel.setFont(font)
    QApplication.processEvents()
    assert _counts_fit(panel)
    assert panel.document().findBlockByNumber(1).text() == "\tSeen\t%\tChance\tExpected"


def test_the_text_can_be_selected_and_copied(panel: StatisticsPanel) -> None:
    assert panel.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    panel.set_shoe(ShoeRecord(label="s", hands=_hands("BBPT")))
    panel.selectAll()
    panel.copy()
    copied = QApplication.clipboard().text()
    assert "4 hands · 8 decks\n\tSeen\t%\tChance\tExpected\nBanker\t2\t50.0%\t" in copied
    assert PAST_PREDICTS_NOTHING in copied


def test_a_message_in_place_of_the_statistics_and_back(panel: StatisticsPanel) -> None:
    message = "<p><b>Your library is empty.</b></p>"
    panel.set_text(message)
    assert panel.text() == message
    assert panel.toPlainText() == "Your library is empty."
    shoe = ShoeRecord(label="s", hands=_hands("BP"))
    panel.set_shoe(shoe)
    assert panel.text() == statistics_html(shoe)
    assert panel.toPlainText().startswith("2 hands · 8 decks\n")
    panel.set_shoe(None)
    assert panel.toPlainText().startswith("No shoe selected.")


def test_a_shoe_set_while_hidden_is_set_out_once_shown_at_its_width(qtbot: QtBot) -> None:
    # A window sets its shoe before it is laid out: the panel sets it out when shown, at
    # the width it is shown at, rather than once before and again for that width.
    panel = StatisticsPanel()
    qtbot.addWidget(panel)
    changes: list[int] = []
    panel.document().contentsChange.connect(lambda at, removed, added: changes.append(at))
    shoe = ShoeRecord(label="beads", hands=_hands("BPBBPTPPBBPBPPBT" * 5))
    panel.set_shoe(shoe)
    assert changes == [] and panel.text() == statistics_html(shoe)
    panel.resize(291, 769)
    panel.show()
    qtbot.waitExposed(panel)
    assert changes != []
    assert panel.toPlainText().startswith("80 hands · 8 decks\n")
    assert _counts_fit(panel)
    assert panel.document().findBlockByNumber(1).text() == "\tSeen\t%\tChance\tExpected"
