"""Opening practice from the main window: a practice window of its own over the same
library, kept by the main window until it is closed; and a few rounds played at it for a
picture of a table in play."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from tracker.store import Library
from tracker.ui.practice.window import PracticeWindow
from tracker.ui.shell.settings import Settings
from tracker.ui.shell.side_bet_choice import follow_choice


def open_practice(
    parent: QWidget, library: Library, *, seats: int = 1, settings: Settings | None = None
) -> PracticeWindow:
    """Open the online table (``seats=1``) or the casino table (``seats=5``) beside
    ``parent``, on its library; the window is deleted when closed. With ``settings``, it
    shows the side bets chosen there, and follows their changes."""
    window = PracticeWindow(library, seats=seats, parent=parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if settings is not None:
        follow_choice(settings, window, window.set_side_bets)
    window.show()
    window.activateWindow()
    return window


def play_rounds(window: PracticeWindow, rounds: int, *, betting: bool = False) -> None:
    """Play ``rounds`` rounds at ``window`` as a player would (for a picture of a table in
    play): at the casino table you sit at seat 2 beside two computer players; each round
    bets 50 on Banker and 5 on the Player pair, and deals. With ``betting``, the next
    round's bets are placed and the table waits for Deal."""
    from tracker.practice import Area, Phase
    from tracker.ui.practice.show import Speed

    speed = window.show_.speed
    window.show_.speed = Speed.INSTANT
    table = window.table
    if table.turns:
        window.sit_person(2)
        window.seat_computer(1, "martingale")
        window.seat_computer(4, "paroli", Area.PLAYER)

    def bet() -> None:
        window.select_chip(Decimal(25))
        window.bet(Area.BANKER)
        window.bet(Area.BANKER)
        window.select_chip(Decimal(5))
        window.bet(Area.PLAYER_PAIR)

    for k in range(rounds + (1 if betting else 0)):
        if table.phase is Phase.DEALT:
            window.new_game()
        bet()
        if k < rounds:
            window.deal()
    window.show_.speed = speed
    window.change_speed(0)  # the caption says the speed chosen again
