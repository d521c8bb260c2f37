"""The logging bar: the shoe being logged, the Banker, Player and Tie buttons and the marks
for the next hand (pairs, natural), each with a one-key shortcut in the window's actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QWidget

from tracker.history import ShoeKind
from tracker.store import ShoeSummary
from tracker.ui.library.models import shoe_title


class LoggingBar(QWidget):
    """The buttons and flags for logging a hand; each has a one-key shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loggingBar")  # the style sheet's hook
        self.target = QLabel(self)
        # Wraps rather than widening the window on a laptop screen.
        self.target.setWordWrap(True)
        self.target.setMinimumWidth(120)
        self.banker = QPushButton("&Banker", self)
        self.player = QPushButton("&Player", self)
        self.tie = QPushButton("&Tie", self)
        self.player_pair = QCheckBox("Player pair (1)", self)
        self.banker_pair = QCheckBox("Banker pair (2)", self)
        self.natural = QCheckBox("Natural (N)", self)
        for button, tip in (
            (self.banker, "Log a Banker win (B)"),
            (self.player, "Log a Player win (P)"),
            (self.tie, "Log a tie (T)"),
        ):
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.setToolTip("Marks the next hand logged; cleared after it")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.target, 1)
        for widget in (
            self.player_pair,
            self.banker_pair,
            self.natural,
            self.banker,
            self.player,
            self.tie,
        ):
            layout.addWidget(widget)

    def flags(self) -> tuple[bool, bool, bool]:
        return (
            self.player_pair.isChecked(),
            self.banker_pair.isChecked(),
            self.natural.isChecked(),
        )

    def clear_flags(self) -> None:
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setChecked(False)

    def set_target(self, shoe: ShoeSummary | None) -> None:
        logging = shoe is not None and shoe.kind is ShoeKind.LIVE and not shoe.closed
        for widget in (
            self.banker,
            self.player,
            self.tie,
            self.player_pair,
            self.banker_pair,
            self.natural,
        ):
            widget.setEnabled(logging)
        if logging:
            assert shoe is not None
            self.target.setText(
                f"Logging <b>{shoe_title(shoe)}</b>: press B, P or T for each hand (Ctrl+Z undoes)"
            )
        else:
            self.target.setText("Press Ctrl+N to start logging a new shoe at the table")
