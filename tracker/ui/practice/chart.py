"""The third-card rule chart: when the Player draws, and the Banker's chart of its total
against the Player's third card, each cell a D (draws) or S (stands) on its colour, so
the chart reads without the colours too. The words come from the engine's rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tracker.engine.explain import (
    BANKER_STOOD_RULE,
    NATURAL_RULE,
    PLAYER_RULE,
    banker_chart,
    banker_rule_message,
)
from tracker.ui.shell.i18n import is_language_change, shown

# (draws, stands) cell colours; white letters read on both in light and dark themes.
STANDARD = ("#2e7d32", "#b71c1c")
SAFE = ("#0072b2", "#d55e00")  # Okabe–Ito blue and vermilion


def _cell(draws: bool, colours: tuple[str, str]) -> str:
    colour = colours[0] if draws else colours[1]
    letter = (
        QCoreApplication.translate("RuleChart", "D")
        if draws
        else QCoreApplication.translate("RuleChart", "S")
    )
    return (
        f"<td align=center bgcolor='{colour}' style='color:white'><b>&nbsp;{letter}&nbsp;</b></td>"
    )


def chart_html(colour_blind: bool = False) -> str:
    """The whole chart as rich text, in the app's language."""
    colours = SAFE if colour_blind else STANDARD
    player = "".join(f"<th>&nbsp;{t}&nbsp;</th>" for t in range(10))  # the Player's two-card total
    natural = QCoreApplication.translate("RuleChart", "nat.")
    player_cells = "".join(
        _cell(True, colours)
        if t <= 5
        else _cell(False, colours)
        if t <= 7
        else f"<td align=center><i>{natural}</i></td>"
        for t in range(10)
    )
    head = "".join(f"<th>&nbsp;{v}&nbsp;</th>" for v in range(10))
    rows = []
    for total, draws in banker_chart():
        cells = "".join(_cell(d, colours) for d in draws)
        stood = _cell(total <= 5, colours)
        rows.append(
            f"<tr><th>&nbsp;{total}&nbsp;</th>{cells}<td>&nbsp;</td>{stood}"
            f"<td>&nbsp;{shown(banker_rule_message(total))}</td></tr>"
        )
    naturals = QCoreApplication.translate("RuleChart", "<b>Naturals</b>: %1.").replace(
        "%1", shown(NATURAL_RULE)
    )
    player_rule = QCoreApplication.translate(
        "RuleChart", "<b>Player</b> (%1), by the Player's two-card total:"
    ).replace("%1", shown(PLAYER_RULE))
    banker_words = QCoreApplication.translate(
        "RuleChart",
        "<b>Banker</b>, by the Banker's two-card total (rows) and the value of the "
        "Player's third card (columns); the last column is for a Player who stood (%1):",
    ).replace("%1", shown(BANKER_STOOD_RULE))
    key = QCoreApplication.translate(
        "RuleChart", "D: draws a third card · S: stands. A 10 or a court card counts 0."
    )
    player_head = QCoreApplication.translate("RuleChart", "Player")
    banker_head = QCoreApplication.translate("RuleChart", "Banker")
    stood_head = QCoreApplication.translate("RuleChart", "stood")
    return (
        f"<p>{naturals}</p>"
        f"<p>{player_rule}</p>"
        f"<table cellspacing=2><tr><th></th>{player}</tr>"
        f"<tr><th>{player_head}&nbsp;</th>{player_cells}</tr></table>"
        f"<p>{banker_words}</p>"
        f"<table cellspacing=2><tr><th>{banker_head}</th>{head}<th></th>"
        f"<th>{stood_head}</th><th></th></tr>"
        f"{''.join(rows)}</table>"
        f"<p>{key}</p>"
    )


class RuleChart(QDialog):
    """The chart in a window of its own beside the table; its key or Close shuts it."""

    def __init__(self, parent: QWidget | None = None, *, colour_blind: bool = False) -> None:
        super().__init__(parent)
        self.colour_blind = colour_blind
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("RuleChart", "Third-card rules"))
        self.text.setText(chart_html(self.colour_blind))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if is_language_change(event):
            self.retranslate()
