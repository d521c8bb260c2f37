"""The card field and its pad, driven as a user drives them: clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from tracker.ui.live.card_entry import CardEntry


def entry(qtbot: QtBot) -> CardEntry:
    widget = CardEntry()
    qtbot.addWidget(widget)
    widget.show()
    widget.pad_button.click()
    return widget


def click(qtbot: QtBot, widget: CardEntry, text: str) -> None:
    qtbot.mouseClick(widget.pad.buttons[text], Qt.MouseButton.LeftButton)


def test_the_pad_types_a_legal_hand_and_the_verdict_reads_it(qtbot: QtBot) -> None:
    widget = entry(qtbot)
    for key in ("8", "K", "/", "9", "K"):
        click(qtbot, widget, key)
    assert widget.field.text().split() == ["8", "K", "/", "9", "K"]
    assert "Enter logs it" in widget.verdict.text()
    assert widget.reading.hand is not None


def test_the_pad_gives_the_last_card_a_suit_erases_and_clears(qtbot: QtBot) -> None:
    widget = entry(qtbot)
    click(qtbot, widget, "A")
    click(qtbot, widget, "♥")
    click(qtbot, widget, "T")
    assert widget.field.text() == "Ah T"
    click(qtbot, widget, "⌫")
    assert widget.field.text().strip() == "Ah"
    click(qtbot, widget, "Clear")
    assert widget.field.text() == ""


def test_enter_on_a_whole_hand_offers_it_once(qtbot: QtBot) -> None:
    widget = entry(qtbot)
    offered: list[object] = []
    widget.offered.connect(offered.append)
    widget.field.setFocus()
    qtbot.keyClicks(widget.field, "8 k / 9 k")
    qtbot.keyClick(widget.field, Qt.Key.Key_Return)
    assert len(offered) == 1


def test_the_verdict_names_the_card_it_waits_for(qtbot: QtBot) -> None:
    widget = entry(qtbot)
    qtbot.keyClicks(widget.field, "2 3 1 3")
    assert "Waiting for the Player's third card" in widget.verdict.text().replace("&#x27;", "'")


def test_the_example_the_field_shows_is_a_legal_hand(qtbot: QtBot) -> None:
    widget = entry(qtbot)
    example = widget.field.placeholderText().split(": ", 1)[1].split(" —")[0]
    qtbot.keyClicks(widget.field, example)
    assert widget.reading.hand is not None and widget.reading.problems == ()
    assert "Enter logs it" in widget.verdict.text()


def test_a_card_not_understood_is_said_in_one_line_the_rest_in_the_tooltip(
    qtbot: QtBot,
) -> None:
    widget = entry(qtbot)
    widget.resize(600, widget.height())
    qtbot.keyClicks(widget.field, "8k / 9 k")
    document = QTextDocument()
    document.setHtml(widget.verdict.text())
    plain = document.toPlainText()
    assert "card 1" in plain and "'8k'" in plain
    width = widget.verdict.label.fontMetrics().horizontalAdvance(plain)
    assert width <= widget.verdict.width()  # nothing cut off
    assert "expected a rank" in widget.verdict.toolTip()


def test_the_cards_typed_are_echoed_as_cards_with_their_text(qtbot: QtBot) -> None:
    from tracker.engine.cards import parse_cards

    widget = entry(qtbot)
    widget.field.setFocus()
    qtbot.keyClicks(widget.field, "6h 9s 5d")
    # In dealing order: Player, Banker, Player.
    assert widget.echo.sides == (parse_cards("6H 5D"), parse_cards("9S"))
    assert widget.echo.toolTip() == "Player 6H 5D / Banker 9S"
    image = widget.echo.grab().toImage()
    reds = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).red() - max(image.pixelColor(x, y).green(), 60) > 80
    )
    assert reds > 5  # the hearts and the diamonds in their colour
    qtbot.keyClicks(widget.field, " / 3c")
    assert widget.echo.sides == (parse_cards("6H 9S 5D"), parse_cards("3C"))
    widget.field.clear()
    assert widget.echo.sides == ([], [])
    assert widget.echo.toolTip() == "No cards typed"
