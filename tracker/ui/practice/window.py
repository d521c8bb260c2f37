"""The practice window: the table (online for one, or casino for five), its buttons and
keys, the scorecards of the practice shoe growing beside it, the session's summary and the
key map, all over the practice session use case."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import Composition
from tracker.errors import UserError
from tracker.practice import (
    CHIPS,
    Area,
    Phase,
    Table,
    TableOptions,
    TableStyle,
    system_named,
)
from tracker.practice.summary import figures_of
from tracker.practice.systems import CHOOSES_SIDE, SYSTEMS
from tracker.practice.table import DEFAULT_BANKROLL
from tracker.services.practice import PracticeSession, RoundStored, session_summaries
from tracker.store import Library
from tracker.ui.live.side_bets import SIDE_BETS_LINES, side_bets_line
from tracker.ui.practice.art import money_text
from tracker.ui.practice.chart import RuleChart
from tracker.ui.practice.dialogs import OptionsDialog, SessionsDialog
from tracker.ui.practice.felt import TableView
from tracker.ui.practice.keys import PRACTICE_ACTIONS, PRACTICE_MENUS, chip_texts, key_map_html
from tracker.ui.practice.show import DealShow, Speed
from tracker.ui.practice.summary_view import SummaryPanel
from tracker.ui.practice.targets import (
    SYSTEM_WORDS,
    Target,
    area_name,
    rules_words,
    seat_name,
    table_words,
)
from tracker.ui.scorecard import ScorecardBoard
from tracker.ui.shell.actions import Actions, build_actions
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.lines import FixedLines
from tracker.ui.shell.screen import fit_to_screen
from tracker.ui.shell.side_bet_choice import SideBetChoice

SPEEDS = tuple(Speed)


class PracticeWindow(QMainWindow):
    """Practice at a table of ``seats`` (1: the online table; 5: the casino table)."""

    def __init__(
        self,
        library: Library,
        *,
        seats: int = 1,
        options: TableOptions | None = None,
        seed: int | None = None,
        clock: Callable[[], float] | None = None,
        speed: Speed = Speed.NORMAL,
        owns_library: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.library = library
        self._owns_library = owns_library
        self._seed = seed
        self._clock = clock
        self.seats = seats
        self.bankroll = DEFAULT_BANKROLL
        self.show_ = DealShow(self)
        self.show_.speed = speed
        self.show_.finished.connect(self._round_shown)
        if options is None:
            # The casino table deals one shoe to the cut card; the online table shuffles.
            style = TableStyle.CASINO if seats > 1 else TableStyle.ONLINE
            options = TableOptions(style=style)
        self.table = self._make_table(options)
        self.session = PracticeSession(library, self.table)
        self.session.subscribe(self._round_stored)
        self.view = TableView(self.table, self.show_)
        self.view.clicked.connect(self.on_click)
        screen = self.screen() or QGuiApplication.primaryScreen()
        short = screen is not None and screen.availableGeometry().height() < 860
        # A short screen (720 lines) keeps room beside the board for the summary and keys.
        self.board = ScorecardBoard(cell_size=13 if short else 16)
        self.summary = SummaryPanel()
        self.key_map = QLabel()
        self.key_map.setObjectName("practiceKeyMap")
        self.key_map.setTextFormat(Qt.TextFormat.RichText)
        self.key_map.setWordWrap(True)
        small = self.key_map.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.key_map.setFont(small)
        self.side_bets = FixedLines(SIDE_BETS_LINES, rich=True)
        self.side_bet_choice = SideBetChoice()
        self.actions_ = self._build_actions()
        self._lay_out()
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self.tick)
        if self.table.turns:
            self._ticker.start()
        self.retranslate()

    def retranslate(self) -> None:
        """The window's own texts in the app's language (the painted ones follow at their
        next paint)."""
        self.board.setToolTip(
            QCoreApplication.translate(
                "PracticeWindow", "The scorecards of the practice shoe, growing round by round"
            )
        )
        kind = (
            QCoreApplication.translate("PracticeWindow", "Casino table of five")
            if self.table.turns
            else QCoreApplication.translate("PracticeWindow", "Online table")
        )
        self.setWindowTitle(
            QCoreApplication.translate("PracticeWindow", "tracker — practice: %1").replace(
                "%1", kind
            )
        )
        self.actions_.retranslate()
        for value in CHIPS:
            action = self.actions_[f"chip_{value}"]
            text, tip = chip_texts(value)
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)
        self._refresh()
        self._show_side_bets()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def _make_table(self, options: TableOptions) -> Table:
        if self._clock is None:
            return Table(options, seats=self.seats, seed=self._seed, bankroll=self.bankroll)
        return Table(
            options, seats=self.seats, seed=self._seed, bankroll=self.bankroll, clock=self._clock
        )

    # -- building ---------------------------------------------------------------------------

    def _build_actions(self) -> Actions:
        handlers: dict[str, Callable[[], object]] = {
            "deal": self.deal,
            "pass": self.pass_turn,
            "rebet": self.rebet,
            "new_game": self.new_game,
            "clear": self.clear_bets,
            "turn_card": lambda: self.show_.turn(),
            "bet_player": lambda: self.bet(Area.PLAYER),
            "bet_banker": lambda: self.bet(Area.BANKER),
            "bet_tie": lambda: self.bet(Area.TIE),
            "slower": lambda: self.change_speed(+1),
            "faster": lambda: self.change_speed(-1),
            "options": self.choose_options,
            "sessions": self.show_sessions,
            "rule_chart": self.show_rule_chart,
            "close": self.close,
        }
        for value in CHIPS:
            handlers[f"chip_{value}"] = functools.partial(self.select_chip, value)
        if not self.table.turns:
            del handlers["pass"]  # the online table deals when you press Deal
        specs = [s for s in PRACTICE_ACTIONS if s.id in handlers or s.checkable]
        return build_actions(
            self,
            specs,
            on_trigger=handlers,
            on_toggle={"squeeze": self.set_squeeze, "colour_blind": self.set_colour_blind},
            menus=PRACTICE_MENUS,
            context="PracticeWindow",
        )

    def _lay_out(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.view, 1)
        column.addWidget(self.side_bets)
        side = QWidget()
        side_column = QVBoxLayout(side)
        side_column.setContentsMargins(6, 0, 0, 0)
        side_column.addWidget(self.board)
        # The summary and the keys scroll rather than be cut on a small screen.
        below = QWidget()
        below_column = QVBoxLayout(below)
        below_column.setContentsMargins(0, 0, 4, 0)
        below_column.addWidget(self.summary, 1)
        below_column.addWidget(self.key_map)
        scroller = QScrollArea()
        scroller.setWidget(below)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side_column.addWidget(scroller, 1)
        self.board.installEventFilter(self)
        self.board.changed.connect(self._fit_board)
        side.setMaximumWidth(500)
        side.setMinimumWidth(380)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([1000, 520])
        self.setCentralWidget(splitter)
        fit_to_screen(self, 1560, 860)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.board and event.type() == QEvent.Type.Resize:
            self._fit_board()
        return False

    def _fit_board(self) -> None:
        """The scorecards at their whole height for their width, caption included."""
        self.board.setFixedHeight(self.board.heightForWidth(self.board.width()))

    # -- what the player does ---------------------------------------------------------------

    def _act(self, action: Callable[[], None], *, keep_note: bool = False) -> None:
        """Run a table action; every note it leaves goes on the felt and the status bar
        (they stay until the next action), a library error to a message, never a
        traceback."""
        if not keep_note:
            self.view.notes = []
        before = len(self.table.notes)
        try:
            action()
        except UserError as exc:
            self._warn(exc)
        said = [shown(n.text) for n in self.table.notes[before:]]
        if said:
            self.view.notes = said if not keep_note else self.view.notes + said
            self.statusBar().showMessage(" · ".join(said), 8000)
        self._refresh()

    def _warn(self, error: UserError) -> None:
        QMessageBox.warning(
            self, QCoreApplication.translate("PracticeWindow", "Practice"), shown(error)
        )

    @property
    def busy(self) -> bool:
        """The cards are still coming out: betting waits."""
        return self.show_.running

    def select_chip(self, value: Decimal) -> None:
        self._act(lambda: self.table.select_chip(value))

    def bet(self, area: Area, seat: int | None = None) -> None:
        if not self.busy:
            self._act(lambda: self.table.add_chip(area, seat))

    def deal(self) -> None:
        if self.show_.waiting_for_squeeze:
            self.show_.turn()
        elif not self.busy:
            self._act(lambda: self.table.deal())

    def pass_turn(self) -> None:
        if not self.busy:
            self._act(lambda: self.table.pass_turn())

    def rebet(self) -> None:
        if not self.busy:
            self._act(lambda: self.table.rebet())

    def clear_bets(self) -> None:
        if not self.busy:
            self._act(lambda: self.table.clear_bets())

    def new_game(self) -> None:
        if self.busy:
            self.show_.skip()
        if self.table.phase is Phase.DEALT:
            self.show_.clear()
            self._act(self.table.new_game)

    def tick(self) -> None:
        """The turn clock: four times a second the countdown is repainted; the window is
        refreshed whole only when a seat ran out of time."""
        if not self.busy and self.table.turn_left() == 0:
            self._act(self.table.tick, keep_note=True)
        else:
            self.view.update()

    def on_click(self, target: Target, right: bool) -> None:
        """A click on the painted table."""
        if target.kind == "card":
            self.show_.turn(target.index)
        elif target.kind == "chip" and target.chip is not None:
            self._act(lambda: self.table.select_chip(target.chip, target.seat))  # type: ignore[arg-type]
        elif target.kind == "area" and target.area is not None and not self.busy:
            area, seat = target.area, target.seat if self.table.turns else None
            if not right:
                self._act(lambda: self.table.add_chip(area, seat))
            elif self.table.turns:
                self._act(lambda: self.table.withdraw(area, seat))
            else:
                self._act(lambda: self.table.remove_chip(area, seat))
        elif target.kind == "seat":
            self._seat_clicked(target.seat, right)
        elif target.kind == "button":
            self.actions_[target.name].trigger()

    def _people(self) -> list[int]:
        """The seats where a person (not a computer) sits."""
        return [s.number for s in self.table.seats if s.state.seated and not s.computer]

    def _seat_clicked(self, number: int, right: bool) -> None:
        """A free spot: sit down, or move there when one person already sits at the table
        (right-click: the choices); a taken spot: its menu. Menus open at the pointer."""
        seat = self.table.seat(number)
        people = self._people()
        if not seat.state.seated and not right:
            if len(people) == 1:
                self._act(lambda: self.table.move_seat(people[0], number))
            else:
                self.sit_person(number)
            return
        menu = QMenu(self)
        if not seat.state.seated:
            menu.addAction(
                QCoreApplication.translate("PracticeWindow", "Sit here (a new player)")
            ).triggered.connect(lambda: self.sit_person(number))
            for other in people:
                taken = self.table.seat(other)
                label = seat_name(taken.name, taken.number)
                move = QCoreApplication.translate(
                    "PracticeWindow", "Move %1 here, with the bankroll"
                ).replace("%1", label)
                menu.addAction(move).triggered.connect(
                    lambda _=False, o=other: self._act(lambda: self.table.move_seat(o, number))
                )
            menu.addSeparator()
            for name, english in SYSTEMS.items():
                words = table_words(SYSTEM_WORDS.get(name, english))
                sides = (Area.BANKER,) if name in CHOOSES_SIDE else (Area.BANKER, Area.PLAYER)
                for area in sides:
                    text = (
                        QCoreApplication.translate("PracticeWindow", "Computer — %1").replace(
                            "%1", words
                        )
                        if name in CHOOSES_SIDE
                        else QCoreApplication.translate("PracticeWindow", "Computer on %1 — %2")
                        .replace("%1", area_name(area))
                        .replace("%2", words)
                    )
                    action = menu.addAction(text)
                    action.triggered.connect(
                        lambda _=False, n=name, a=area: self.seat_computer(number, n, a)
                    )
        else:
            menu.addAction(
                QCoreApplication.translate("PracticeWindow", "Stand up")
            ).triggered.connect(lambda: self._act(lambda: self.table.leave_seat(number)))
        self.seat_menu = menu
        menu.popup(self.view.mapToGlobal(self.view.pressed_at.toPoint()))

    def sit_person(self, number: int) -> None:
        """A person sits down at ``number``: "You" when alone, else a guest (the names the
        library keeps; the table shows them in the app's language)."""
        name = "You" if not self._people() else f"Guest {len(self._people()) + 1}"
        self._act(lambda: self.table.take_seat(number, name))

    def seat_computer(self, number: int, system: str, area: Area = Area.BANKER) -> None:
        """Sit a computer player at ``number``, betting the table minimum by ``system``."""
        unit = self.table.options.limits.minimum(area)
        player = system_named(system, unit, self.table.options.limits.maximum(area))
        name = f"{player.title} bot"
        self._act(lambda: self.table.take_seat(number, name, system=player, area=area))

    # -- options ----------------------------------------------------------------------------

    def change_speed(self, step: int) -> None:
        index = SPEEDS.index(self.show_.speed)
        self.show_.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))]
        self.statusBar().showMessage(
            QCoreApplication.translate("PracticeWindow", "Deal speed: %1").replace(
                "%1", self.show_.speed.words()
            ),
            4000,
        )
        self._refresh()

    def set_squeeze(self, on: bool) -> None:
        self.show_.squeeze = on
        self._refresh()

    def choose_options(self) -> None:
        dialog = OptionsDialog(self.table.options, self, bankroll=self.bankroll)
        if dialog.exec():
            self.bankroll = dialog.bankroll()
            self.set_options(dialog.options())

    def set_options(self, options: TableOptions) -> None:
        """A new table with these rules, each seat starting with :attr:`bankroll` (the
        session so far stays in the library)."""
        self.session.close()
        self.show_.clear()
        self.table = self._make_table(options)
        self.session = PracticeSession(self.library, self.table)
        self.session.subscribe(self._round_stored)
        self.view.set_table(self.table)
        self.board.set_roads(None)
        self._refresh()
        self._show_side_bets()

    def set_colour_blind(self, on: bool) -> None:
        """Colour-blind-safe colours on the felt and the scorecards (orange Banker)."""
        self.view.colour_blind = on
        self.board.set_colour_blind(on)
        self.view.update()

    def show_rule_chart(self) -> None:
        """The third-card rules as a chart beside the table (its key toggles it)."""
        chart = getattr(self, "rule_chart", None)
        if chart is not None and chart.isVisible():
            chart.close()
            return
        self.rule_chart = RuleChart(self, colour_blind=self.view.colour_blind)
        self.rule_chart.show()

    def show_sessions(self) -> None:
        try:
            summaries = session_summaries(self.library)
        except UserError as exc:
            self._warn(exc)
            return
        SessionsDialog(summaries, self).exec()

    # -- the round --------------------------------------------------------------------------

    def _round_stored(self, event: RoundStored) -> None:
        self._pending = event
        self.show_.start(event.round)

    def _round_shown(self) -> None:
        event = getattr(self, "_pending", None)
        if event is not None:
            self.board.set_roads(event.roads)
        self._refresh()
        self._show_side_bets()

    def set_side_bets(self, choice: SideBetChoice) -> None:
        """The side bets chosen in the app's settings, and the main bet required."""
        self.side_bet_choice = choice
        self._show_side_bets()

    def _show_side_bets(self) -> None:
        """The chosen side bets from the practice shoe's cards left (once a round is shown:
        never the cards of a round still being turned over)."""
        shoe, rules = self.table.shoe, self.table.options.rules
        # The cut card out: the next round opens a new shoe, whose odds are a full shoe's.
        left = Composition.full(rules.decks) if shoe.finished else shoe.remaining()
        line, tip = side_bets_line(left, self.side_bet_choice, rules)
        self.side_bets.setText(line)
        self.side_bets.setToolTip(tip)

    def _refresh(self) -> None:
        table = self.table
        dealt = table.phase is Phase.DEALT
        betting = table.phase is Phase.BETTING and not self.busy
        for name in ("deal", "rebet", "clear", "pass"):
            if name in self.actions_:
                self.actions_.enable(name, betting)
        self.actions_.enable("new_game", dealt)
        self.view.enabled = {
            name: self.actions_[name].isEnabled()
            for name in ("deal", "pass", "rebet", "clear", "new_game")
            if name in self.actions_
        }
        limits = table.options.limits
        self.view.caption = (
            QCoreApplication.translate("PracticeWindow", "%1 · limits %2–%3 · speed %4")
            .replace("%1", rules_words(table.options))
            .replace("%2", money_text(limits.main_minimum))
            .replace("%3", money_text(limits.main_maximum))
            .replace("%4", self.show_.speed.words())
        )
        figures = table.departed + [figures_of(s) for s in table.seats if s.state.seated]
        if not self.busy:  # the result is not told before the cards are out
            self.summary.set_figures(len(table.rounds), figures)
        self.key_map.setText(key_map_html(self.actions_.key_map(), turns=table.turns))
        self.view.update()

    def closeEvent(self, event: object) -> None:
        self._ticker.stop()
        # Every round is stored as it is dealt; only the closing time can be lost here.
        with contextlib.suppress(UserError):
            self.session.close()
        if self._owns_library:
            self.library.close()
        super().closeEvent(event)  # type: ignore[arg-type]
