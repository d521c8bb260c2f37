"""The logging bar: the shoe being logged, the Banker, Player and Tie buttons and the marks
for the next hand (pairs, natural), each with a one-key shortcut in the window's actions.

Its height never changes with what it says (one line, elided, the whole in the tooltip), so
the board beneath it stays where it is."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tracker.history import ShoeKind
from tracker.store import ShoeSummary
from tracker.ui.library.models import shoe_title
from tracker.ui.shell.style import style_widget


class ElidedLabel(QLabel):
    """One line of plain text, cut with … to the width it has; the whole in its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        metrics = self.fontMetrics()
        self.setText(metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, self.width()))


class LoggingBar(QWidget):
    """The buttons and flags for logging a hand; each has a one-key shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loggingBar")  # the style sheet's hook
        style_widget(self)
        self.target = ElidedLabel(self)
        self.banker = QPushButton("&Banker", self)
        self.player = QPushButton("&Player", self)
        self.tie = QPushButton("&Tie", self)
        self.player_pair = QCheckBox("Player pair (1)", self)
        self.banker_pair = QCheckBox("Banker pair (2)", self)
        self.natural = QCheckBox("Natural (N)", self)
        for button, tip in (
            (self.banker, "Log a Banker win as the next hand (B)"),
            (self.player, "Log a Player win as the next hand (P)"),
            (self.tie, "Log a tie as the next hand (T)"),
        ):
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for box, key in ((self.player_pair, "1"), (self.banker_pair, "2"), (self.natural, "N")):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            box.setToolTip(f"Marks the next hand logged ({key}); cleared after it")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for box in (self.player_pair, self.banker_pair, self.natural):
            row.addWidget(box)
        row.addStretch(1)
        for button in (self.banker, self.player, self.tie):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.target)
        layout.addLayout(row)

    def flags(self) -> tuple[bool, bool, bool]:
        return (
            self.player_pair.isChecked(),
            self.banker_pair.isChecked(),
            self.natural.isChecked(),
        )

    def clear_flags(self) -> None:
        for box in (self.player_pair, self.banker_pair, self.natural):
            box.setChecked(False)

    def set_target(self, shoe: ShoeSummary | None, *, cards: bool = False) -> None:
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
            how = "B, P or T logs a hand" + (", C enters its cards" if cards else "")
            self.target.set_full_text(f"● Logging {shoe_title(shoe)}: {how} (Ctrl+Z undoes)")
        elif shoe is not None and shoe.kind is ShoeKind.LIVE:
            self.target.set_full_text(
                f"{shoe_title(shoe)} is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe"
            )
        elif shoe is not None:
            self.target.set_full_text(
                f"{shoe_title(shoe)} ({shoe.kind.value}): Ctrl+N starts a shoe to log at the table"
            )
        else:
            self.target.set_full_text("Press Ctrl+N to start logging a new shoe at the table")
