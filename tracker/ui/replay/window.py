"""The replay window: step through a stored shoe hand by hand (←/→, Home/End, a slider
marked at each hand with a problem, play/pause at a chosen speed) with the board of the
main window, the counts, the hand's cards dealt on the felt with the rule for each draw or
stand, the odds and the problems. Nothing moves as it steps: the problem banner's room is
kept when there is none."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tracker.errors import UserError
from tracker.history import Problem
from tracker.services.replay import ReplayHand, ShoeReplay, load_replay
from tracker.services.reshaping import MergeShoes, SplitShoe
from tracker.store import Library, ShoeSummary, UnknownShoeError
from tracker.translatable import QT_TRANSLATE_NOOP, Message
from tracker.ui.library.models import shoe_title
from tracker.ui.replay.commands import ReshapeCommand
from tracker.ui.replay.dealt import DealtHand, Side, split_reasons
from tracker.ui.replay.odds_panel import OddsPanel
from tracker.ui.replay.slider import MarkedSlider
from tracker.ui.scorecard import ScorecardBoard
from tracker.ui.shell.i18n import is_language_change, shown
from tracker.ui.shell.lines import FixedLines, line_spacing
from tracker.ui.shell.screen import fit_to_screen
from tracker.ui.shell.side_bet_choice import SideBetChoice

SPEEDS = (
    (QT_TRANSLATE_NOOP("Replay", "1 hand a second"), 1000),
    (QT_TRANSLATE_NOOP("Replay", "2 hands a second"), 500),
    (QT_TRANSLATE_NOOP("Replay", "4 hands a second"), 250),
    (QT_TRANSLATE_NOOP("Replay", "10 hands a second"), 100),
)
"""Play speeds: words and milliseconds a hand."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


class BoardSlot(QWidget):
    """The board's place in the window: as wide as the window, as tall as the window sets
    it (the board's height for that width), without telling the layout a height for a
    width, which would let it squeeze the board to make the window's height fit."""

    def __init__(self, board: ScorecardBoard) -> None:
        super().__init__()
        self.board = board
        board.setParent(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.board.setGeometry(self.rect())


class ReplayWindow(QWidget):
    """One shoe's replay. ``position`` is the hand shown (0-based): the roads and counts
    include it, the odds are those before it was dealt."""

    def __init__(
        self,
        replay: ShoeReplay,
        position: int = 0,
        parent: QWidget | None = None,
        *,
        library: Library | None = None,
    ) -> None:
        """``library``: where the shoe is stored, to split and merge it there (without
        it the replay only shows)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.library = library
        self.undo_stack = QUndoStack(self)
        self._was_refused = False
        self._after = 0  # the hand to show once a split or merge is made
        self.position = -1
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        # Two lines' room, kept when there is no problem: the board never moves. (Fixed
        # lines, not a word-wrapped label: its height for a width would let the layout
        # squeeze the board.)
        self.problem = FixedLines(2)
        self.problem.label.setStyleSheet(
            "QLabel { background: #fde2e1; color: #7a1010; border: 1px solid #d9534f;"
            " padding: 1px 4px; }"
        )
        self.problem.setFixedHeight(line_spacing(self.problem.font()) * 2 + 8)
        banner = self.problem.sizePolicy()
        banner.setRetainSizeWhenHidden(True)
        self.problem.setSizePolicy(banner)
        self.board = ScorecardBoard()
        self.board_slot = BoardSlot(self.board)
        self.counts = QLabel()
        self.counts.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.cards = DealtHand()
        self.odds = OddsPanel(self)
        # The panel's parts, by the names the window has always had for them.
        self.odds_note = self.odds.note
        self.odds_table = self.odds.table
        self.honesty = self.odds.honesty

        left = QVBoxLayout()
        left.addWidget(self.counts)
        left.addWidget(self.cards, 1)
        split = QHBoxLayout()
        split.addLayout(left, 1)
        split.addLayout(self.odds.layout)

        self.first_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.play_button = QPushButton()
        self.next_button = QPushButton("▶")
        self.last_button = QPushButton("▶|")
        for button in (
            self.first_button,
            self.back_button,
            self.next_button,
            self.last_button,
        ):
            button.setMaximumWidth(64)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Play, Pause: as wide as its words ask in the language (Vietnamese is long).
        self.play_button.setMinimumWidth(64)
        for button in (self.play_button,):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(lambda: self.show_hand(0))
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.last_button.clicked.connect(lambda: self.show_hand(len(self.replay) - 1))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider = MarkedSlider()
        self.slider.setRange(0, max(0, len(replay) - 1))
        self.slider.set_marks(problem_marks(replay))
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.show_hand)
        self.speed = QComboBox()
        for words, ms in SPEEDS:
            self.speed.addItem(_tr(words), ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        controls = QHBoxLayout()
        for control in (
            self.first_button,
            self.back_button,
            self.play_button,
            self.next_button,
            self.last_button,
        ):
            controls.addWidget(control)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.speed)
        self.split_button = QPushButton()
        self.merge_button = QPushButton()
        for button in (self.split_button, self.merge_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setVisible(library is not None)
            controls.addWidget(button)
        self.split_button.clicked.connect(self.split_here)
        self.merge_button.clicked.connect(self.merge_next)

        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addWidget(self.problem, 1)
        layout = self.main_layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.board_slot)
        layout.addLayout(split, 1)
        layout.addLayout(controls)

        for key, call in (
            (Qt.Key.Key_Left, lambda: self.step(-1)),
            (Qt.Key.Key_Right, lambda: self.step(1)),
            (Qt.Key.Key_Home, lambda: self.show_hand(0)),
            (Qt.Key.Key_End, lambda: self.show_hand(len(self.replay) - 1)),
            (Qt.Key.Key_Space, self.toggle_play),
            (QKeySequence.StandardKey.Undo, lambda: self._step_stack(self.undo_stack.undo)),
            (QKeySequence.StandardKey.Redo, lambda: self._step_stack(self.undo_stack.redo)),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(call)
        fit_to_screen(self, 1560, 900)
        self._offer_merge()
        self.retranslate()
        if len(replay):
            self.show_hand(position)
        else:
            self.problem.hide()
            for button in (self.play_button, self.back_button, self.next_button):
                button.setEnabled(False)

    def _title(self) -> str:
        """The shoe's name (the user's table and label)."""
        summary = self.replay.summary
        return shoe_title(summary) if summary is not None else self.replay.shoe.label

    def retranslate(self) -> None:
        """The window's texts in the app's language; the hand shown is shown again."""
        self.setWindowTitle(
            QCoreApplication.translate("Replay", "Replay — %1").replace("%1", self._title())
        )
        for button, tip in (
            (self.first_button, QCoreApplication.translate("Replay", "First hand (Home)")),
            (self.back_button, QCoreApplication.translate("Replay", "Hand before (←)")),
            (self.play_button, QCoreApplication.translate("Replay", "Play or pause (Space)")),
            (self.next_button, QCoreApplication.translate("Replay", "Next hand (→)")),
            (self.last_button, QCoreApplication.translate("Replay", "Last hand (End)")),
        ):
            button.setToolTip(tip)
        self.play_button.setText(
            QCoreApplication.translate("Replay", "Pause")
            if self.timer.isActive()
            else QCoreApplication.translate("Replay", "Play")
        )
        for index, (words, _) in enumerate(SPEEDS):
            self.speed.setItemText(index, _tr(words))
        self.split_button.setText(QCoreApplication.translate("Replay", "Split before this hand"))
        self.split_button.setToolTip(
            QCoreApplication.translate(
                "Replay",
                "Make a new shoe of this hand and those after it (a shoe run together with "
                "the next); Ctrl+Z undoes",
            )
        )
        self.merge_button.setText(QCoreApplication.translate("Replay", "Merge the next part in"))
        self.merge_button.setToolTip(
            QCoreApplication.translate(
                "Replay",
                "Append the hands of the shoe stored next from the same file (a shoe the "
                "file split); Ctrl+Z undoes",
            )
        )
        self.slider.set_marks(problem_marks(self.replay))
        self.odds.retranslate()
        if 0 <= self.position < len(self.replay):
            self._show_view(self.replay.hand(self.position))
        elif not len(self.replay):
            self.heading.setText(
                QCoreApplication.translate("Replay", "%1: no hands to replay").replace(
                    "%1", self._title()
                )
            )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()

    def set_side_bets(self, choice: SideBetChoice) -> None:
        """The side bets chosen in the settings, and the main bet required beside them."""
        self.odds.set_choice(choice)
        if 0 <= self.position < len(self.replay):
            self.odds.show(self.replay.hand(self.position), self.replay.rules)

    def set_colour_blind(self, on: bool) -> None:
        """The colour-blind palette on the board, the felt's titles and the slider's marks,
        and the four-colour deck on the cards."""
        self.board.set_colour_blind(on)
        self.cards.colour_blind = on
        self.cards.update()
        self.slider.colour_blind = on
        self.slider.update()

    # -- splitting and merging ----------------------------------------------------------------

    def split_here(self) -> None:
        """Split the shoe before the hand shown."""
        summary = self.replay.summary
        if self.library is None or summary is None:
            return
        change = SplitShoe(self.library, summary.id, self.position)
        self._push(change, max(0, self.position - 1))

    def merge_next(self) -> None:
        """Append the shoe stored next from the same file."""
        summary = self.replay.summary
        if self.library is None or summary is None:
            return
        other = self.library.next_stored(summary.id)
        if other is None:
            self._refused(
                UserError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "no shoe was stored after this one from the same file"
                        )
                    )
                )
            )
            return
        self._push(MergeShoes(self.library, summary.id, other.id), self.position)

    def _offer_merge(self) -> None:
        """Merge is offered only when a shoe of the same file follows this one."""
        summary = self.replay.summary
        self.merge_button.setEnabled(
            self.library is not None
            and summary is not None
            and self.library.next_stored(summary.id) is not None
        )

    def _push(self, change: SplitShoe | MergeShoes, position: int) -> None:
        self._after = position
        command = ReshapeCommand(change, self._reload, self._refused)
        self.undo_stack.push(command)
        if command.failed:
            self.undo_stack.clear()

    def _reload(self, shoe: ShoeSummary) -> None:
        assert self.library is not None
        position = min(self._after, max(0, shoe.tally.hands - 1))
        self.replay = load_replay(self.library, shoe.id)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self.replay) - 1))
        self.slider.set_marks(problem_marks(self.replay))
        self.slider.blockSignals(False)
        self.position = -1
        self.show_hand(position)
        self._offer_merge()
        self.setWindowTitle(
            QCoreApplication.translate("Replay", "Replay — %1").replace("%1", shoe_title(shoe))
        )

    def _step_stack(self, step: Callable[[], None]) -> None:
        """Undo or redo; a step refused empties the stack once it has returned (clearing
        it inside the step would delete the command being run)."""
        self._was_refused = False
        step()
        if self._was_refused:
            self.undo_stack.clear()

    def _refused(self, error: UserError) -> None:
        self._was_refused = True
        text, summary = shown(error), self.replay.summary
        if isinstance(error, UnknownShoeError) and summary is not None:
            # The library names the shown shoe by its id; the user knows its table and label.
            text = QCoreApplication.translate(
                "Replay", "%1 is no longer in the library (deleted meanwhile); nothing was changed"
            ).replace("%1", shoe_title(summary))
        QMessageBox.information(self, QCoreApplication.translate("Replay", "Replay"), text)

    # -- stepping ------------------------------------------------------------------------

    def step(self, by: int) -> None:
        self.show_hand(self.position + by)

    def show_hand(self, position: int) -> None:
        """Show the hand at ``position`` (clamped to the shoe)."""
        if not len(self.replay):
            return
        position = max(0, min(position, len(self.replay) - 1))
        if position == self.position:
            return
        self.position = position
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        view = self.replay.hand(position)
        self.board.set_roads(self.replay.roads(position + 1))
        self._show_view(view)
        last = len(self.replay) - 1
        self.back_button.setEnabled(position > 0)
        self.split_button.setEnabled(position > 0)
        self.first_button.setEnabled(position > 0)
        self.next_button.setEnabled(position < last)
        self.last_button.setEnabled(position < last)
        if position >= last and self.timer.isActive():
            self.toggle_play()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.play_button.setText(QCoreApplication.translate("Replay", "Play"))
            return
        if self.position >= len(self.replay) - 1:
            self.show_hand(0)
        self.timer.start(int(self.speed.currentData()))
        self.play_button.setText(QCoreApplication.translate("Replay", "Pause"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The board as tall as its width asks (the layout alone would squeeze it to give
        # the felt more): the whole board shows, as in the main window.
        margins = self.contentsMargins() + self.main_layout.contentsMargins()
        width = event.size().width() - margins.left() - margins.right()
        self.board_slot.setFixedHeight(self.board.heightForWidth(width))
        super().resizeEvent(event)

    def _tick(self) -> None:
        self.step(1)

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.speed.currentData()))

    # -- what a hand shows ---------------------------------------------------------------

    def _show_view(self, view: ReplayHand) -> None:
        hand = view.hand
        count = len(self.replay)
        locale = QLocale()
        heading = (
            QCoreApplication.translate("Replay", "%1 — hand %2 (%3 of %4)")
            .replace("%1", self._title())
            .replace("%2", str(hand.number))
            .replace("%3", locale.toString(view.position + 1))
            .replace("%4", locale.toString(count))
        )
        if view.problems and view.problems[0].problem.line is not None:
            heading += QCoreApplication.translate("Replay", " · line %1").replace(
                "%1", str(view.problems[0].problem.line)
            )
        self.heading.setText(heading)
        if view.problems:
            words = QCoreApplication.translate("Replay", "Problem at this hand: %1").replace(
                "%1", "; ".join(_problem_words(k.problem) for k in view.problems)
            )
            self.problem.setText(words)
            self.problem.setToolTip(words)  # whole, should it pass the banner's two lines
            self.problem.show()
        else:
            self.problem.hide()
        results = self.replay.results(view.position + 1)
        b = sum(1 for r in results if r.winner.value == "B")
        p = sum(1 for r in results if r.winner.value == "P")
        t = len(results) - b - p
        pp = sum(1 for r in results if r.player_pair)
        bp = sum(1 for r in results if r.banker_pair)
        self.counts.setText(
            QCoreApplication.translate(
                "Replay",
                "As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · "
                "Banker pairs %5",
            )
            .replace("%1", locale.toString(b))
            .replace("%2", locale.toString(p))
            .replace("%3", locale.toString(t))
            .replace("%4", locale.toString(pp))
            .replace("%5", locale.toString(bp))
        )
        winner = (
            _tr(_WINNERS[hand.winner.name])
            if hand.winner is not None
            else QCoreApplication.translate("Replay", "not recorded")
        )
        player_rule, banker_rule, both = split_reasons(view.reasons)
        if view.dealt is None:
            both = QCoreApplication.translate("Replay", "No cards recorded. Winner: %1.").replace(
                "%1", winner
            )
        self.cards.set_hand(
            Side(
                QCoreApplication.translate("Replay", "Player"),
                hand.player,
                hand.player_total,
                player_rule,
            ),
            Side(
                QCoreApplication.translate("Replay", "Banker"),
                hand.banker,
                hand.banker_total,
                banker_rule,
            ),
            both,
        )
        self.odds.show(view, self.replay.rules)


def problem_marks(replay: ShoeReplay) -> dict[int, str]:
    """The slider's marks: each hand with a problem, and the words for its tooltip."""
    marks: dict[int, list[str]] = {}
    for kept in replay.problems:
        if kept.position is None:
            continue  # the shoe as a whole: said in the banner, not at a hand
        marks.setdefault(kept.position, []).append(_problem_words(kept.problem))
    hands = replay.shoe.hands
    return {
        position: QCoreApplication.translate("Replay", "Hand %1: %2")
        .replace("%1", str(hands[position].number))
        .replace("%2", "; ".join(words))
        for position, words in marks.items()
        if position < len(hands)
    }


_WINNERS = {
    "BANKER": QT_TRANSLATE_NOOP("Replay", "Banker"),
    "PLAYER": QT_TRANSLATE_NOOP("Replay", "Player"),
    "TIE": QT_TRANSLATE_NOOP("Replay", "Tie"),
}


def _problem_words(problem: Problem) -> str:
    """A problem with its line, if it has one: "line 58: ..."."""
    message = shown(problem.message)
    if problem.line is None:
        return message
    return (
        QCoreApplication.translate("Replay", "line %1: %2")
        .replace("%1", str(problem.line))
        .replace("%2", message)
    )


def open_replay(
    library: Library, shoe_id: int, position: int = 0, parent: QWidget | None = None
) -> ReplayWindow:
    """Open a stored shoe's replay at the hand at ``position`` and show it."""
    window = ReplayWindow(load_replay(library, shoe_id), position, parent, library=library)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
