"""What a learner meets at the practice tables, click by click: changing seat keeps the
bankroll and the summary row, the dealer's words stay and cite the rule, the rule chart
is a key away, the Bet under the name, every note, rounds counted one way, the spread
chance gives, the buttons on the felt, and the seat menu at the pointer."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.practice.table_user import (
    POPUP,
    FakeClock,
    area,
    button,
    chip,
    choose,
    click,
    open_window,
)
from tracker.practice import Area, Limits, Phase, SeatState, TableOptions, TableStyle
from tracker.practice.summary import to_money
from tracker.services.practice import session_summaries
from tracker.store import Library
from tracker.ui.practice import PracticeWindow
from tracker.ui.practice.art import BANKER_RED
from tracker.ui.practice.casino import spot_lines
from tracker.ui.practice.show import Speed
from tracker.ui.practice.targets import SAFE_BANKER, Target

D = Decimal


def casino(qtbot: QtBot, library: Library) -> PracticeWindow:
    options = TableOptions(style=TableStyle.CASINO)
    return open_window(qtbot, library, seats=5, clock=FakeClock(), options=options)


def seat_spot(number: int) -> Target:
    return Target("seat", seat=number)


def test_changing_seat_keeps_the_bankroll_the_session_and_the_summary_row(
    qtbot: QtBot, library: Library
) -> None:
    window = casino(qtbot, library)
    table = window.table
    click(qtbot, window, seat_spot(2))
    click(qtbot, window, chip(2, 25))
    click(qtbot, window, area(2, Area.BANKER))
    click(qtbot, window, button("deal", 2))
    assert table.phase is Phase.DEALT
    bankroll = table.seat(2).bankroll
    click(qtbot, window, seat_spot(4))  # "change your position by clicking the spot"
    assert not table.seat(2).state.seated
    you = table.seat(4)
    assert (you.label, you.bankroll, you.rounds_dealt) == ("You", bankroll, 1)
    assert spot_lines(window.view, you)[2] == f"Bankroll {bankroll:,}"
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert table.current is you
    click(qtbot, window, area(4, Area.PLAYER))
    click(qtbot, window, button("deal", 4))
    text = window.summary.figures.text()
    assert text.count("You: net") == 1 and "Seat 2" not in text
    window.close()
    (summary,) = session_summaries(library)
    (row,) = summary.seats
    assert (row.seat, row.rounds_dealt, row.rounds_bet) == ("Seat 2: You", 2, 2)
    assert row.bankroll == you.bankroll and row.start == D(1000)


def test_the_dealers_words_cite_the_rule_and_stay_until_the_next_round(
    qtbot: QtBot, library: Library
) -> None:
    window = open_window(qtbot, library)  # at Instant speed
    click(qtbot, window, area(1, Area.BANKER))
    click(qtbot, window, button("deal"))
    said = window.view.words_shown()
    rules = ("a natural 8 or 9", "Player draws on 0–5", "Banker ")
    assert any(r in line for line in said[:-1] for r in rules)
    assert said[-1].startswith(("Banker wins", "Player wins", "Tie"))
    qtbot.waitUntil(lambda: window.show_.done, timeout=5000)
    assert window.view.words_shown() == said  # still there once the round is over
    click(qtbot, window, button("new_game"))
    assert window.view.words_shown() == ["Place your bets"]


def test_at_normal_speed_the_words_stay_after_the_cards(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    window.show_.speed = Speed.FAST
    click(qtbot, window, chip(1, 5))
    click(qtbot, window, area(1, Area.PLAYER))
    click(qtbot, window, button("deal"))
    qtbot.waitUntil(lambda: window.show_.done, timeout=10000)
    said = window.view.words_shown()
    assert len(said) >= 2 and " — " in said[0]  # what happened — the rule behind it
    window.view.repaint()
    assert window.view.words_shown() == said


def test_the_rule_chart_is_a_key_away(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    assert "F1" in window.key_map.text() and "Third-card rule chart" in window.key_map.text()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    chart = window.rule_chart
    assert chart.isVisible()
    assert "Banker 3 draws unless the Player's third card is 8" in chart.text.text()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert not chart.isVisible()


def test_the_bet_under_the_name_counts_the_chips_as_they_go_down(
    qtbot: QtBot, library: Library
) -> None:
    window = casino(qtbot, library)
    click(qtbot, window, seat_spot(3))
    seat = window.table.seat(3)
    assert spot_lines(window.view, seat)[:2] == ["You", "Bet 0"]
    click(qtbot, window, chip(3, 25))
    click(qtbot, window, area(3, Area.BANKER))
    assert spot_lines(window.view, seat)[1] == "Bet 25"
    click(qtbot, window, chip(3, 5))
    click(qtbot, window, area(3, Area.TIE))
    assert spot_lines(window.view, seat)[1] == "Bet 30"


@POPUP
def test_every_minimum_raise_is_said(qtbot: QtBot, library: Library) -> None:
    options = TableOptions(limits=Limits(main_minimum=D(25), side_minimum=D(5)))
    window = open_window(qtbot, library, options=options)
    for where in (Area.BANKER, Area.PLAYER, Area.PLAYER_PAIR):
        click(qtbot, window, area(1, where))
    click(qtbot, window, button("deal"))
    raised = [n for n in window.view.notes if "raised to" in n]
    assert len(raised) == 3
    said = window.view.words_shown()
    assert all(note in said for note in raised)
    assert all(note in window.statusBar().currentMessage() for note in raised)


@POPUP
def test_rounds_are_rounds_dealt_everywhere(qtbot: QtBot, library: Library) -> None:
    window = casino(qtbot, library)
    table = window.table
    click(qtbot, window, seat_spot(1))
    for k in range(5):
        if k == 2:
            qtbot.keyClick(window, Qt.Key.Key_X)  # this round the player passes
        else:
            click(qtbot, window, area(1 if k < 3 else 3, Area.BANKER))
            qtbot.keyClick(window, Qt.Key.Key_Space)
        assert table.phase is Phase.DEALT
        if k == 2:
            click(qtbot, window, seat_spot(3))  # and then changes seat
        qtbot.keyClick(window, Qt.Key.Key_N)
    assert len(table.rounds) == 5
    assert "5 rounds dealt at the table" in window.summary.heading.text()
    figures = window.summary.figures.text()
    assert "<td align=right>5</td><td align=right>4</td>" in figures  # dealt 5, bet on 4
    window.close()
    (summary,) = session_summaries(library)
    assert summary.rounds == 5
    (row,) = summary.seats
    assert (row.rounds_dealt, row.rounds_bet) == (5, 4)


def test_the_summary_gives_the_spread_in_words(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    click(qtbot, window, chip(1, 100))
    click(qtbot, window, area(1, Area.BANKER))
    for _ in range(4):
        click(qtbot, window, button("deal"))
        click(qtbot, window, button("new_game"))
        click(qtbot, window, button("rebet"))
    seat = window.table.seats[0]
    text = window.summary.figures.text()
    assert f"Expected −{abs(to_money(seat.expected)):.2f};" in text
    assert "chance alone would usually put it between" in text
    assert ("This is within what chance gives." in text) or ("outside what chance" in text)


def test_the_buttons_are_painted_on_the_felt(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    assert window.findChildren(QPushButton) == []
    felt = window.view.rect()
    for name in ("deal", "rebet", "clear", "new_game"):
        assert felt.contains(window.view.rect_of(button(name)).toRect())
    click(qtbot, window, area(1, Area.PLAYER))
    click(qtbot, window, button("clear"))
    assert window.table.seats[0].bets() == {}
    click(qtbot, window, button("new_game"))  # it answers only once a round is dealt
    assert window.table.phase is Phase.BETTING
    casino_window = casino(qtbot, library)
    click(qtbot, casino_window, seat_spot(5))
    click(qtbot, casino_window, area(5, Area.TIE))
    click(qtbot, casino_window, button("deal", 5))
    click(qtbot, casino_window, Target("button", name="new_game"))
    assert casino_window.table.current is casino_window.table.seat(5)


@POPUP
def test_the_seat_menu_opens_at_the_pointer(qtbot: QtBot, library: Library) -> None:
    window = casino(qtbot, library)
    click(qtbot, window, seat_spot(2))
    window.view.repaint()
    spot = window.view.rect_of(seat_spot(2))
    at = QPoint(round(spot.left() + 12), round(spot.top() + 10))
    qtbot.mouseClick(window.view, Qt.MouseButton.RightButton, pos=at)
    menu = window.seat_menu
    assert menu.isVisible() and menu.pos() == window.view.mapToGlobal(at)
    choose(qtbot, window, "Stand up")
    assert window.table.seat(2).state is SeatState.EMPTY


def test_the_colour_blind_palette_reaches_the_felt(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    window.actions_["colour_blind"].trigger()
    assert window.view.colour(BANKER_RED) == SAFE_BANKER
    assert window.board.colour_blind()
