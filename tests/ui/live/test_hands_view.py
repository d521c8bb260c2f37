"""The hands table: the rows a hand logged adds are painted, and the screen then shows what
painting the whole table shows; the chosen hand, a long note and the focused cell as a
user reads them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPalette
from pytestqt.qtbot import QtBot

from tests.ui.painted import ItemTexts, Painted
from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.ui.live.hands_model import HandsModel
from tracker.ui.live.table_tab import HandsView

WINNERS = (Winner.BANKER, Winner.PLAYER, Winner.TIE)


def _hand(number: int) -> HandRecord:
    return HandRecord(
        number=number,
        winner=WINNERS[number % 3],
        player_pair=number % 4 == 0,
        natural=number % 5 == 0,
    )


def test_a_hand_appended_paints_its_row_and_the_screen_shows_the_whole_table(
    qtbot: QtBot,
) -> None:
    model = HandsModel()
    view = HandsView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    screen = view.screen()

    rows = view.viewport().geometry()  # the frame's corner pixel differs in a grab

    def on_screen() -> QImage:
        return screen.grabWindow(view.winId()).toImage().copy(rows)

    def whole() -> QImage:  # every row painted afresh
        return view.grab(rows).toImage().convertToFormat(on_screen().format())

    painted = Painted(view.viewport())
    for number in range(1, 41):  # past the height of the view: it scrolls to follow
        model.append(_hand(number))
        view.scrollToBottom()
        qtbot.wait(1)
    # Once the table scrolls, a hand paints a row's height, not the table's.
    row = view.rowHeight(0)
    assert (
        max(rect.height() for rect in painted.rects[-10:]) <= row + 2 < view.viewport().height() / 4
    )
    assert on_screen() == whole()
    # A hand taken back, the table shown again whole, one more hand: still the whole table.
    model.pop()
    qtbot.wait(1)
    assert on_screen() == whole()
    model.set_hands([_hand(n) for n in range(1, 31)])
    model.append(_hand(31))
    view.scrollToBottom()
    qtbot.wait(1)
    assert on_screen() == whole()
    # Scrolled back to the first hands, a hand added below paints nothing in view.
    view.scrollToTop()
    qtbot.wait(1)
    model.append(_hand(32))
    qtbot.wait(1)
    assert on_screen() == whole()
    assert model.rowCount() == 32


def _shown(
    qtbot: QtBot, hands: list[HandRecord], width: int, height: int
) -> tuple[HandsModel, HandsView, ItemTexts]:
    model = HandsModel()
    view = HandsView()
    qtbot.addWidget(view)
    style = ItemTexts()
    view.setStyle(style)
    view.setModel(model)
    view.resize(width, height)
    model.set_hands(hands)
    view.show()
    qtbot.waitExposed(view)
    return model, view, style


LONG_NOTE = "misdealt: the third card went to Banker " * 3


def test_the_chosen_hand_is_highlighted_and_a_long_note_cut_to_its_cell(qtbot: QtBot) -> None:
    hands = [_hand(n) for n in range(1, 40)]
    hands[30] = hands[30]._replace(extra={"note": LONG_NOTE})
    model, view, style = _shown(qtbot, hands, 520, 240)
    for column in (2, 3, 4):  # the note in view
        view.setColumnHidden(column, True)
    view.selectRow(30)
    view.scrollTo(model.index(30, 0))
    view.viewport().repaint()
    drawn = view.viewport().grab().toImage()
    top, height = view.rowViewportPosition(30), view.rowHeight(30)
    y = top + height // 2
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    assert drawn.pixelColor(view.columnWidth(0) + 2, y) == highlight
    assert drawn.pixelColor(view.columnWidth(0) + 2, y - height) != highlight
    # The note cut at the end of its cell, not running past it; its whole text is the
    # cell's data (and the style's to cut).
    left = view.columnViewportPosition(HandsModel.NOTE_COLUMN)
    right = left + view.columnWidth(HandsModel.NOTE_COLUMN) - 1

    def inked(x: int) -> bool:
        return any(
            drawn.pixelColor(x, row) != highlight for row in range(top + 2, top + height - 2)
        )

    assert right < view.viewport().width() - 1
    assert inked(left + (right - left) // 2) and not any(inked(x) for x in range(right - 3, right))
    assert (LONG_NOTE, False) in style.drawn
    assert model.index(30, HandsModel.NOTE_COLUMN).data() == LONG_NOTE


def test_the_focused_cell_shows_its_text_in_the_focus_frame(qtbot: QtBot) -> None:
    hands = [_hand(n) for n in range(1, 12)]
    hands[3] = hands[3]._replace(extra={"note": "dealer changed"})
    model, view, style = _shown(qtbot, hands, 520, 240)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    view.setCurrentIndex(model.index(3, HandsModel.NOTE_COLUMN))
    style.drawn.clear()
    view.viewport().repaint()
    assert [text for text, focused in style.drawn if focused] == ["dealer changed"]


def test_the_texts_shown_are_the_cells_data(qtbot: QtBot) -> None:
    hands = [
        HandRecord(number=n, winner=Winner.BANKER, player_total=5, banker_total=7)
        for n in range(1, 6)
    ]
    model, view, style = _shown(qtbot, hands, 900, 240)
    style.drawn.clear()
    model.append(HandRecord(number=6, winner=Winner.TIE, natural=True, extra={"note": "misdeal"}))
    qtbot.waitUntil(lambda: ("misdeal", False) in style.drawn)  # the new hand drawn
    style.drawn.clear()
    view.viewport().repaint()
    shown = [text for text, _ in style.drawn]
    cells = [
        "" if (data := model.index(row, column).data()) is None else str(data)
        for row in range(model.rowCount())
        for column in range(model.columnCount())
        if not view.isColumnHidden(column)
    ]
    assert shown == cells
    assert shown[:6] == ["1", "Banker", "", "", "P 5 · B 7", ""]
    assert shown[-3:] == ["", "natural", "misdeal"]


def _card_hand(number: int, player: str, banker: str) -> HandRecord:
    from tracker.engine.cards import parse_cards
    from tracker.services.live import hand_from_cards

    return hand_from_cards(parse_cards(player), parse_cards(banker))._replace(number=number)


def test_the_cards_are_drawn_as_cards_and_copy_gives_their_text(qtbot: QtBot) -> None:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from tracker.ui.live.table_tab import TableTab

    tab = TableTab()
    qtbot.addWidget(tab)
    tab.resize(900, 600)
    tab.show()
    qtbot.waitExposed(tab)
    tab._set_hands((_card_hand(1, "JH KH QC", "9S TD"), _card_hand(2, "2C 4D", "7S 9C")))
    view, model = tab.hands_view, tab.hands_model
    # The main window shows the hands table in its Hands pane: here, on its own.
    view.setParent(None)
    qtbot.addWidget(view)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    player = model.index(0, HandsModel.CARD_COLUMNS[0])
    assert player.data() == "JH KH QC"  # the text a screen reader says
    assert not view.isColumnHidden(HandsModel.CARD_COLUMNS[0])
    # Drawn as cards: the hearts' red is in the cell, and no text "JH" is painted.
    cell = view.viewport().grab(view.visualRect(player)).toImage()
    reds = sum(
        1
        for y in range(cell.height())
        for x in range(cell.width())
        if cell.pixelColor(x, y).red() - max(cell.pixelColor(x, y).green(), 60) > 80
    )
    assert reds > 10
    # The colour-blind palette: a four-colour deck, the Banker's ten of diamonds in blue.
    banker = model.index(0, HandsModel.CARD_COLUMNS[1])

    def blues() -> int:
        image = view.viewport().grab(view.visualRect(banker)).toImage()
        return sum(
            1
            for y in range(image.height())
            for x in range(image.width())
            if image.pixelColor(x, y).blue() - max(image.pixelColor(x, y).red(), 60) > 80
        )

    assert blues() == 0
    tab.set_colour_blind(True)
    assert blues() > 10
    texts = ItemTexts()
    view.setStyle(texts)
    view.viewport().grab()
    drawn = [text for text, _ in texts.drawn]
    assert "1" in drawn and "JH KH QC" not in drawn
    # Ctrl+C on the chosen hand copies its row as text, the cards in card notation.
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(player).center()
    )
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QApplication.clipboard().text()
    assert copied.split("\t")[:4] == ["1", "Banker", "JH KH QC", "9S TD"]
