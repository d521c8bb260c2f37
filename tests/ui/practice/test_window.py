"""The practice window: clicking chips and areas and pressing Deal at both tables, the
squeeze, the turn clock, and the key map."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt
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
from tracker.history import ShoeKind
from tracker.practice import Area, Phase, SeatState, TableOptions, TableStyle
from tracker.services.practice import session_summaries
from tracker.store import Library
from tracker.ui.practice import PracticeWindow
from tracker.ui.practice.show import Speed
from tracker.ui.practice.targets import Target

D = Decimal


def test_online_chips_areas_and_deal(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    seat = window.table.seats[0]
    click(qtbot, window, chip(1, 25))
    click(qtbot, window, area(1, Area.BANKER))
    click(qtbot, window, area(1, Area.BANKER))
    click(qtbot, window, chip(1, 5))
    click(qtbot, window, area(1, Area.BANKER))
    click(qtbot, window, area(1, Area.PLAYER_PAIR))
    assert seat.bets() == {Area.BANKER: D(55), Area.PLAYER_PAIR: D(5)}
    click(qtbot, window, area(1, Area.BANKER), right=True)  # one chip back
    assert seat.wagers[Area.BANKER] == [D(25), D(25)]
    click(qtbot, window, button("deal"))
    assert window.table.phase is Phase.DEALT
    played = window.table.last_round
    assert played is not None
    assert window.show_.dealt and len(window.show_.cards) == len(played.coup.cards)
    assert window.board.roads.results and len(window.board.roads.results) == 1
    (shoe,) = library.shoes(kind=ShoeKind.PRACTICE)
    assert shoe.tally.hands == 1
    assert not window.actions_["deal"].isEnabled()
    click(qtbot, window, button("new_game"))
    click(qtbot, window, button("rebet"))
    assert seat.bets() == {Area.BANKER: D(50), Area.PLAYER_PAIR: D(5)}
    window.close()
    (summary,) = session_summaries(library)
    assert summary.seats[0].wagered == D(55)


def test_keys_place_chips_deal_and_rebet(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    qtbot.keyClick(window, Qt.Key.Key_3)  # the 25 chip
    qtbot.keyClick(window, Qt.Key.Key_P)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.table.phase is Phase.DEALT
    qtbot.keyClick(window, Qt.Key.Key_N)
    qtbot.keyClick(window, Qt.Key.Key_0)
    assert window.table.seats[0].bets() == {Area.PLAYER: D(25)}


def test_the_key_map_shows_every_shortcut(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    text = window.key_map.text()
    for binding in window.actions_.key_map():
        for shortcut in binding.shortcuts:
            assert f"<b>{shortcut}" in text or f"/ {shortcut}" in text, shortcut
        if binding.shortcuts and not binding.id.startswith(("chip_", "bet_")):
            assert binding.text in text
    assert "Chip 1, 5, 25, 100, 500" in text and "One chip on Player, Banker, Tie" in text
    deal = next(b for b in window.actions_.key_map() if b.id == "deal")
    assert deal.shortcuts == ("Space", "D")
    assert "pass" not in window.actions_  # the online table has nothing to pass


def test_the_squeeze_waits_for_the_player_to_turn_the_cards(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    window.actions_["squeeze"].setChecked(True)
    click(qtbot, window, area(1, Area.PLAYER))
    window.deal()
    assert window.show_.waiting_for_squeeze
    assert [c.face_up for c in window.show_.cards] == [False] * 4
    click(qtbot, window, Target("card", index=2))
    assert window.show_.cards[2].face_up
    for _ in range(6):  # at most six cards
        if window.show_.dealt:
            break
        window.deal()  # turns the next face-down card
    assert window.show_.dealt
    qtbot.waitUntil(lambda: window.show_.done, timeout=5000)
    assert all(c.face_up for c in window.show_.cards)


@POPUP
def test_casino_seats_turns_and_deal(qtbot: QtBot, library: Library) -> None:
    clock = FakeClock()
    window = open_window(
        qtbot,
        library,
        seats=5,
        clock=clock,
        options=TableOptions(style=TableStyle.CASINO),
    )
    table = window.table
    click(qtbot, window, Target("seat", seat=2))
    assert table.current is table.seat(2)
    click(qtbot, window, Target("seat", seat=4), right=True)  # a second person, mid-round
    choose(qtbot, window, "Sit here (a new player)")
    assert table.seat(4).state is SeatState.WAITING and table.seat(4).label == "Guest 2"
    click(qtbot, window, chip(2, 5))
    for _ in range(3):
        click(qtbot, window, area(2, Area.PLAYER))
    click(qtbot, window, area(2, Area.TIE))
    click(qtbot, window, area(2, Area.PLAYER), right=True)  # the whole wager back
    assert table.seat(2).bets() == {Area.TIE: D(5)}
    click(qtbot, window, area(2, Area.BANKER))
    click(qtbot, window, Target("button", seat=2, name="deal"))
    assert table.phase is Phase.DEALT
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert table.current is table.seat(2)
    qtbot.keyClick(window, Qt.Key.Key_0)  # seat 2 repeats its last bet
    assert table.seat(2).bets() == {Area.TIE: D(5), Area.BANKER: D(5)}
    click(qtbot, window, Target("button", seat=2, name="deal"))
    assert table.current is table.seat(4)
    click(qtbot, window, area(4, Area.PLAYER))
    clock.now += 15
    window.tick()  # seat 4 let its 15 s pass: it sits out and the cards come out
    assert table.seat(4).state is SeatState.TIMED_OUT
    assert table.phase is Phase.DEALT and len(table.rounds) == 2


def test_a_computer_seat_plays_its_system(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library, seats=5, clock=FakeClock())
    window.seat_computer(3, "dalembert")
    assert window.table.phase is Phase.DEALT  # alone at the table, it bet and dealt
    played = window.table.last_round
    assert played is not None and played.results[0].bets[0][:2] == (Area.BANKER, D(5))
    assert "d'Alembert bot" in window.summary.figures.text()


def test_rules_and_shoe_make_a_new_table(qtbot: QtBot, library: Library) -> None:
    from tracker.practice import Variant
    from tracker.ui.practice.dialogs import OptionsDialog

    window = open_window(qtbot, library)
    dialog = OptionsDialog(window.table.options, window)
    qtbot.addWidget(dialog)
    dialog.decks.setCurrentIndex(1)
    dialog.banker.setCurrentIndex(3)  # EZ Baccarat
    dialog.tie.setCurrentIndex(1)
    dialog.sides[Area.DRAGON_7].setChecked(True)
    dialog.sides[Area.PANDA_8].setChecked(True)
    dialog.style_.setCurrentIndex(1)
    dialog.minimum.setValue(25)
    options = dialog.options()
    assert (options.decks, options.variant, options.tie_pays) == (8, Variant.EZ, 9)
    assert options.side_bets == {Area.DRAGON_7, Area.PANDA_8}
    assert options.style is TableStyle.CASINO and options.limits.main_minimum == D(25)
    dialog.banker.setCurrentIndex(0)  # back to 5% commission: no Dragon 7 or Panda 8
    assert not dialog.sides[Area.DRAGON_7].isEnabled()
    assert dialog.options().side_bets == frozenset()
    dialog.bankroll_.setValue(250)
    assert dialog.bankroll() == D(250)
    window.bankroll = dialog.bankroll()
    window.set_options(options)
    assert window.table.options == options
    assert window.table.seats[0].bankroll == D(250)
    assert Area.DRAGON_7 in window.table.edges
    click(qtbot, window, area(1, Area.DRAGON_7))
    assert window.table.seats[0].bets() == {Area.DRAGON_7: D(1)}


def test_past_sessions_are_shown_again(qtbot: QtBot, library: Library) -> None:
    from tracker.ui.practice.dialogs import SessionsDialog

    window = open_window(qtbot, library)
    click(qtbot, window, area(1, Area.PLAYER))
    for _ in range(3):
        window.deal()
        window.new_game()
        window.rebet()
    window.close()
    dialog = SessionsDialog(session_summaries(library))
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    assert "3 rounds dealt, 1 player" in dialog.list.item(0).text()
    text = dialog.panel.figures.text()
    assert "You: net " in text and "(15 wagered" in text  # three rounds of 5 wagered
    assert dialog.panel.curve._figures[0].curve[0] == D(1000)


def test_a_slow_deal_shows_the_cards_one_by_one(qtbot: QtBot, library: Library) -> None:
    window = open_window(qtbot, library)
    window.show_.speed = Speed.FAST
    click(qtbot, window, area(1, Area.BANKER))
    window.deal()
    assert window.busy and len(window.show_.cards) == 1  # the Player's first card
    assert not window.actions_["deal"].isEnabled()
    # Nothing of the result is told before the cards are out.
    assert window.view.shown_bankroll(window.table.seats[0]) == D(1000)
    assert "0 rounds dealt" in window.summary.heading.text()
    qtbot.waitUntil(lambda: window.show_.done, timeout=10000)
    played = window.table.last_round
    assert played is not None
    assert [c.card for c in window.show_.cards] == list(played.coup.cards)
    assert str(window.show_.words[-1]).startswith(("Banker wins", "Player wins", "Tie"))


def test_the_main_window_opens_both_tables(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from tracker.ui.main.window import MainWindow
    from tracker.ui.shell.tasks import SyncRunner

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(library, settings=settings, warm_up=False, runner=SyncRunner())
    qtbot.addWidget(main)
    shortcuts = {b.id: b.shortcuts for b in main.action_table.key_map()}
    assert shortcuts["practice_online"] and shortcuts["practice_casino"]
    main.action_table["practice_online"].trigger()
    main.action_table["practice_casino"].trigger()
    opened = main.findChildren(PracticeWindow)
    assert sorted(w.table.turns for w in opened) == [False, True]
    casino = next(w for w in opened if w.table.turns)
    assert len(casino.table.seats) == 5
    assert casino.table.options.style is TableStyle.CASINO
    for window in opened:
        window.close()


def test_areas_explain_themselves_and_notes_are_said_at_the_casino(
    qtbot: QtBot, library: Library
) -> None:
    from tracker.ui.practice.targets import tip_for

    window = open_window(qtbot, library, seats=5, clock=FakeClock())
    tip = tip_for(window.table, area(1, Area.TIE))
    assert "house edge 14.4382% (exact, full shoe)" in tip
    assert "right-click: the whole wager back" in tip
    click(qtbot, window, Target("seat", seat=1))
    click(qtbot, window, chip(1, 500))
    for _ in range(11):
        click(qtbot, window, area(1, Area.BANKER))
    assert window.table.seat(1).bets() == {Area.BANKER: D(1000)}
    assert window.view.notes == ["You: the bankroll of 1000 cannot cover 1500: refused"]
    assert window.view.words_shown()[0] == window.view.notes[0]
    assert window.statusBar().currentMessage() == window.view.notes[0]
