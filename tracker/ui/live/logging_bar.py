"""The logging bar: the shoe being logged, the Banker, Player and Tie buttons and the marks
for the next hand (pairs, natural), each with a one-key shortcut in the window's actions.

Its height never changes with what it says (one line, elided, the whole in the tooltip), so
the board beneath it stays where it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
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
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.library.models import shoe_title
from tracker.ui.shell.i18n import is_language_change
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


SHOE_KINDS = {
    ShoeKind.LIVE: QT_TRANSLATE_NOOP("LoggingBar", "live"),
    ShoeKind.IMPORTED: QT_TRANSLATE_NOOP("LoggingBar", "imported"),
    ShoeKind.PRACTICE: QT_TRANSLATE_NOOP("LoggingBar", "practice"),
    ShoeKind.SIMULATED: QT_TRANSLATE_NOOP("LoggingBar", "simulated"),
}
"""How the target line names a shoe's kind."""


class LoggingBar(QWidget):
    """The buttons and flags for logging a hand; each has a one-key shortcut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("loggingBar")  # the style sheet's hook
        style_widget(self)
        self.target = ElidedLabel(self)
        self.banker = QPushButton(self)
        self.player = QPushButton(self)
        self.tie = QPushButton(self)
        self.player_pair = QCheckBox(self)
        self.banker_pair = QCheckBox(self)
        self.natural = QCheckBox(self)
        for widget in (
            self.banker,
            self.player,
            self.tie,
            self.player_pair,
            self.banker_pair,
            self.natural,
        ):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._target: tuple[ShoeSummary | None, bool] = (None, False)
        self.retranslate()
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

    def retranslate(self) -> None:
        """The buttons', boxes' and target line's texts in the app's language."""
        self.banker.setText(QCoreApplication.translate("LoggingBar", "&Banker"))
        self.player.setText(QCoreApplication.translate("LoggingBar", "&Player"))
        self.tie.setText(QCoreApplication.translate("LoggingBar", "&Tie"))
        self.player_pair.setText(QCoreApplication.translate("LoggingBar", "Player pair (1)"))
        self.banker_pair.setText(QCoreApplication.translate("LoggingBar", "Banker pair (2)"))
        self.natural.setText(QCoreApplication.translate("LoggingBar", "Natural (N)"))
        self.banker.setToolTip(
            QCoreApplication.translate("LoggingBar", "Log a Banker win as the next hand (B)")
        )
        self.player.setToolTip(
            QCoreApplication.translate("LoggingBar", "Log a Player win as the next hand (P)")
        )
        self.tie.setToolTip(
            QCoreApplication.translate("LoggingBar", "Log a tie as the next hand (T)")
        )
        marks = QCoreApplication.translate(
            "LoggingBar", "Marks the next hand logged (%1); cleared after it"
        )
        for box, key in ((self.player_pair, "1"), (self.banker_pair, "2"), (self.natural, "N")):
            box.setToolTip(marks.replace("%1", key))
        shoe, cards = self._target
        self.set_target(shoe, cards=cards)

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

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
        self._target = (shoe, cards)
        title = "" if shoe is None else shoe_title(shoe)
        if logging:
            how = (
                QCoreApplication.translate(
                    "LoggingBar",
                    "● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)",
                )
                if cards
                else QCoreApplication.translate(
                    "LoggingBar", "● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)"
                )
            )
            self.target.set_full_text(how.replace("%1", title))
        elif shoe is not None and shoe.kind is ShoeKind.LIVE:
            self.target.set_full_text(
                QCoreApplication.translate(
                    "LoggingBar",
                    "%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe",
                ).replace("%1", title)
            )
        elif shoe is not None:
            kind = QCoreApplication.translate("LoggingBar", SHOE_KINDS[shoe.kind])
            self.target.set_full_text(
                QCoreApplication.translate(
                    "LoggingBar", "%1 (%2): Ctrl+N starts a shoe to log at the table"
                )
                .replace("%2", kind)
                .replace("%1", title)
            )
        else:
            self.target.set_full_text(
                QCoreApplication.translate(
                    "LoggingBar", "Press Ctrl+N to start logging a new shoe at the table"
                )
            )
