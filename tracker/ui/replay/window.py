"""The replay window: step through a stored shoe hand by hand (←/→, Home/End, a slider,
play/pause at a chosen speed) with its roads, counts, cards, reasons, odds and problems."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import format_cards
from tracker.errors import UserError
from tracker.honesty import PAST_OUTCOMES
from tracker.services.replay import ReplayHand, ShoeReplay, load_replay
from tracker.services.reshaping import MergeShoes, SplitShoe
from tracker.store import Library, ShoeSummary
from tracker.ui.library.models import shoe_title
from tracker.ui.replay.commands import ReshapeCommand
from tracker.ui.scorecard import ScorecardBoard

SPEEDS = (
    ("1 hand a second", 1000),
    ("2 hands a second", 500),
    ("4 hands a second", 250),
    ("10 hands a second", 100),
)
"""Play speeds: words and milliseconds a hand."""

_BET_NAMES = (
    ("banker", "Banker"),
    ("player", "Player"),
    ("tie", "Tie"),
    ("player_pair", "Player pair"),
    ("banker_pair", "Banker pair"),
)
_SIDE_NAMES = (
    ("dragon_seven", "Dragon 7"),
    ("panda_eight", "Panda 8"),
    ("super_six", "Super 6"),
    ("ez_banker", "EZ Banker"),
    ("no_commission_banker", "No-commission Banker"),
    ("dragon_bonus_player", "Dragon Bonus Player"),
    ("dragon_bonus_banker", "Dragon Bonus Banker"),
)


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
        self._after = 0  # the hand to show once a split or merge is made
        summary = replay.summary
        title = shoe_title(summary) if summary is not None else replay.shoe.label
        self.setWindowTitle(f"Replay — {title}")
        self.position = -1
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(
            "QLabel { background: #fde2e1; color: #7a1010; border: 1px solid #d9534f;"
            " padding: 4px; }"
        )
        self.board = ScorecardBoard()
        self.counts = QLabel()
        self.cards = QLabel()
        self.cards.setWordWrap(True)
        self.cards.setTextFormat(Qt.TextFormat.PlainText)
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        self.odds_note = QLabel()
        self.odds_note.setWordWrap(True)
        self.odds_table = QTableWidget(len(_BET_NAMES) + len(_SIDE_NAMES), 3)
        self.odds_table.setHorizontalHeaderLabels(["Bet", "Chance", "House edge"])
        self.odds_table.verticalHeader().setVisible(False)
        self.odds_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.odds_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, (_, name) in enumerate((*_BET_NAMES, *_SIDE_NAMES)):
            self.odds_table.setItem(row, 0, QTableWidgetItem(name))
            for column in (1, 2):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.odds_table.setItem(row, column, item)
        self.odds_table.resizeColumnToContents(0)
        self.odds_table.resizeRowsToContents()
        honesty = QLabel(PAST_OUTCOMES)
        honesty.setWordWrap(True)
        honesty.setStyleSheet("color: palette(mid);")

        self.odds_table.horizontalHeader().setStretchLastSection(False)
        self.odds_table.resizeColumnsToContents()
        self.odds_table.setColumnWidth(1, 90)
        self.odds_table.setColumnWidth(2, 100)
        self.odds_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.odds_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = self.odds_table.horizontalHeader().height() + 2 * self.odds_table.frameWidth()
        height += sum(self.odds_table.rowHeight(r) for r in range(self.odds_table.rowCount()))
        self.odds_table.setFixedHeight(height)
        width = sum(self.odds_table.columnWidth(c) for c in range(3))
        self.odds_table.setFixedWidth(width + 2 * self.odds_table.frameWidth())

        left = QVBoxLayout()
        left.addWidget(self.board)
        for widget in (self.counts, self.cards, self.reasons):
            left.addWidget(widget)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.odds_note)
        right.addWidget(self.odds_table)
        right.addWidget(honesty)
        right.addStretch(1)
        self.odds_note.setFixedWidth(self.odds_table.width())
        honesty.setFixedWidth(self.odds_table.width())
        split = QHBoxLayout()
        split.addLayout(left, 1)
        split.addLayout(right)

        self.first_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.play_button = QPushButton("Play")
        self.next_button = QPushButton("▶")
        self.last_button = QPushButton("▶|")
        for button, tip in (
            (self.first_button, "First hand (Home)"),
            (self.back_button, "Hand before (←)"),
            (self.play_button, "Play or pause (Space)"),
            (self.next_button, "Next hand (→)"),
            (self.last_button, "Last hand (End)"),
        ):
            button.setToolTip(tip)
            button.setMaximumWidth(64)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(lambda: self.show_hand(0))
        self.back_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.last_button.clicked.connect(lambda: self.show_hand(len(self.replay) - 1))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(replay) - 1))
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self.show_hand)
        self.speed = QComboBox()
        for words, ms in SPEEDS:
            self.speed.addItem(words, ms)
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
        self.split_button = QPushButton("Split before this hand")
        self.split_button.setToolTip(
            "Make a new shoe of this hand and those after it (a shoe run together with the "
            "next); Ctrl+Z undoes"
        )
        self.merge_button = QPushButton("Merge the next part in")
        self.merge_button.setToolTip(
            "Append the hands of the shoe stored next from the same file (a shoe the file "
            "split); Ctrl+Z undoes"
        )
        for button in (self.split_button, self.merge_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setVisible(library is not None)
            controls.addWidget(button)
        self.split_button.clicked.connect(self.split_here)
        self.merge_button.clicked.connect(self.merge_next)

        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.problem)
        layout.addLayout(split, 1)
        layout.addLayout(controls)

        for key, call in (
            (Qt.Key.Key_Left, lambda: self.step(-1)),
            (Qt.Key.Key_Right, lambda: self.step(1)),
            (Qt.Key.Key_Home, lambda: self.show_hand(0)),
            (Qt.Key.Key_End, lambda: self.show_hand(len(self.replay) - 1)),
            (Qt.Key.Key_Space, self.toggle_play),
            (QKeySequence.StandardKey.Undo, self.undo_stack.undo),
            (QKeySequence.StandardKey.Redo, self.undo_stack.redo),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(call)
        self.resize(1200, 720)
        self._offer_merge()
        if len(replay):
            self.show_hand(position)
        else:
            self.heading.setText(f"{title}: no hands to replay")
            self.problem.hide()
            for button in (self.play_button, self.back_button, self.next_button):
                button.setEnabled(False)

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
            self._refused(UserError("no shoe was stored after this one from the same file"))
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
        self.slider.blockSignals(False)
        self.position = -1
        self.show_hand(position)
        self._offer_merge()
        self.setWindowTitle(f"Replay — {shoe_title(shoe)}")

    def _refused(self, error: UserError) -> None:
        self.undo_stack.clear()
        QMessageBox.information(self, "Replay", str(error))

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
            self.play_button.setText("Play")
            return
        if self.position >= len(self.replay) - 1:
            self.show_hand(0)
        self.timer.start(int(self.speed.currentData()))
        self.play_button.setText("Pause")

    def _tick(self) -> None:
        self.step(1)

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.speed.currentData()))

    # -- what a hand shows ---------------------------------------------------------------

    def _show_view(self, view: ReplayHand) -> None:
        hand = view.hand
        count = len(self.replay)
        line = (
            f" · line {view.problems[0].problem.line}"
            if view.problems and (view.problems[0].problem.line is not None)
            else ""
        )
        summary = self.replay.summary
        title = shoe_title(summary) if summary is not None else self.replay.shoe.label
        self.heading.setText(f"{title} — hand {hand.number} ({view.position + 1} of {count}){line}")
        if view.problems:
            self.problem.setText(
                "Problem at this hand: "
                + "; ".join(
                    (f"line {k.problem.line}: " if k.problem.line is not None else "")
                    + k.problem.message
                    for k in view.problems
                )
            )
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
            f"As of this hand: Banker {b} · Player {p} · Tie {t}   "
            f"Player pairs {pp} · Banker pairs {bp}"
        )
        winner = hand.winner.name.title() if hand.winner is not None else "not recorded"
        totals = ""
        if hand.player_total is not None and hand.banker_total is not None:
            totals = f"Player {hand.player_total} · Banker {hand.banker_total}; "
        if view.dealt is not None and hand.player is not None and hand.banker is not None:
            self.cards.setText(
                f"Cards as dealt: {format_cards(view.dealt)}\n"
                f"Player {format_cards(hand.player)} · Banker {format_cards(hand.banker)}\n"
                f"{totals}winner: {winner}"
            )
        else:
            self.cards.setText(f"No cards recorded. {totals}winner: {winner}")
        self.reasons.setText("\n".join(view.reasons))
        self.reasons.setVisible(bool(view.reasons))
        self._show_odds(view)

    def _show_odds(self, view: ReplayHand) -> None:
        odds = view.odds
        if odds is None:
            self.odds_note.setText(f"Odds before this hand: not known ({view.odds_note}).")
        else:
            self.odds_note.setText(f"Exact odds before this hand ({view.odds_note}):")
        # A table of dashes says nothing the sentence above does not.
        self.odds_table.setVisible(odds is not None)
        chances: dict[str, float] = {}
        edges: dict[str, float] = {}
        if odds is not None:
            main = odds.main
            chances = {
                "banker": main.banker,
                "player": main.player,
                "tie": main.tie,
                "player_pair": main.player_pair,
                "banker_pair": main.banker_pair,
                "dragon_seven": odds.side.dragon_seven,
                "panda_eight": odds.side.panda_eight,
                "super_six": odds.side.super_six,
            }
            edges = {**odds.edges.as_dict(), **odds.side.edges()}
        for row, (key, _) in enumerate((*_BET_NAMES, *_SIDE_NAMES)):
            chance = self.odds_table.item(row, 1)
            edge = self.odds_table.item(row, 2)
            assert chance is not None and edge is not None
            chance.setText(f"{100 * chances[key]:.3f}%" if key in chances else "")
            edge.setText(f"{100 * edges[key]:+.3f}%" if key in edges else "—")


def open_replay(
    library: Library, shoe_id: int, position: int = 0, parent: QWidget | None = None
) -> ReplayWindow:
    """Open a stored shoe's replay at the hand at ``position`` and show it."""
    window = ReplayWindow(load_replay(library, shoe_id), position, parent, library=library)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
