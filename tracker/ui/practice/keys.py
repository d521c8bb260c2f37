"""The practice window's actions as one table: its menus and default keys; the key map
shown beside the table comes from here."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from tracker.practice import CHIPS, Area
from tracker.translatable import QT_TRANSLATE_NOOP
from tracker.ui.practice.art import money_text
from tracker.ui.practice.targets import area_name
from tracker.ui.shell.actions import ActionSpec, KeyBinding, MenuSpec

PRACTICE_MENUS = (
    MenuSpec("table", QT_TRANSLATE_NOOP("PracticeWindow", "&Table")),
    MenuSpec("bets", QT_TRANSLATE_NOOP("PracticeWindow", "&Bets")),
    MenuSpec("view", QT_TRANSLATE_NOOP("PracticeWindow", "&View")),
)

# The chips' rows are named with their values; the window translates them
# (:func:`chip_texts`).
_CHIP_ROWS = tuple(
    ActionSpec(
        f"chip_{value}",
        f"Chip {value}",
        "bets",
        (str(k),),
        tip=f"Choose the {value} chip: each click on an area adds one",
        section="chips",
    )
    for k, value in enumerate(CHIPS, start=1)
)

PRACTICE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "deal",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Deal"),
        "table",
        ("Space", "D"),
        tip=QT_TRANSLATE_NOOP(
            "PracticeWindow", "Deal (at the casino table: this seat's bet stands)"
        ),
        section="round",
    ),
    ActionSpec(
        "pass",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Pass"),
        "table",
        ("X",),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "Sit this round out"),
        section="round",
    ),
    ActionSpec(
        "rebet",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Rebet"),
        "table",
        ("R", "0"),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "Place the previous round's bets again"),
        section="round",
    ),
    ActionSpec(
        "clear",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Clear bets"),
        "table",
        ("Backspace",),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "Take every chip of this seat back"),
        section="round",
    ),
    ActionSpec(
        "new_game",
        QT_TRANSLATE_NOOP("PracticeWindow", "&New game"),
        "table",
        ("N", "Return"),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "Clear the table for the next round"),
        section="round",
    ),
    ActionSpec(
        "turn_card",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Turn the next card"),
        "table",
        ("C",),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "Squeeze: turn the next face-down card"),
        section="round",
    ),
    ActionSpec(
        "options",
        QT_TRANSLATE_NOOP("PracticeWindow", "Rules and &shoe…"),
        "table",
        ("Ctrl+,",),
        tip=QT_TRANSLATE_NOOP(
            "PracticeWindow", "Decks, commission, Tie pay, side bets, dealing style, limits"
        ),
        section="setup",
    ),
    ActionSpec(
        "sessions",
        QT_TRANSLATE_NOOP("PracticeWindow", "Past sessions…"),
        "table",
        ("Ctrl+H",),
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "The practice sessions kept in the library"),
        section="setup",
    ),
    ActionSpec(
        "rule_chart",
        QT_TRANSLATE_NOOP("PracticeWindow", "Third-card &rule chart"),
        "table",
        ("F1",),
        tip=QT_TRANSLATE_NOOP(
            "PracticeWindow", "When the Player and the Banker draw a third card, as a chart"
        ),
        section="setup",
    ),
    ActionSpec(
        "close",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Close the table"),
        "table",
        ("Ctrl+W",),
        section="close",
    ),
    ActionSpec(
        "bet_player",
        QT_TRANSLATE_NOOP("PracticeWindow", "One chip on Player"),
        "bets",
        ("P",),
        section="areas",
    ),
    ActionSpec(
        "bet_banker",
        QT_TRANSLATE_NOOP("PracticeWindow", "One chip on Banker"),
        "bets",
        ("B",),
        section="areas",
    ),
    ActionSpec(
        "bet_tie",
        QT_TRANSLATE_NOOP("PracticeWindow", "One chip on Tie"),
        "bets",
        ("T",),
        section="areas",
    ),
    *_CHIP_ROWS,
    ActionSpec(
        "squeeze",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Squeeze: turn the cards yourself"),
        "view",
        ("Q",),
        checkable=True,
        tip=QT_TRANSLATE_NOOP("PracticeWindow", "The cards come face down; click each to turn it"),
    ),
    ActionSpec(
        "colour_blind",
        QT_TRANSLATE_NOOP("PracticeWindow", "&Colour-blind-safe colours"),
        "view",
        checkable=True,
        tip=QT_TRANSLATE_NOOP(
            "PracticeWindow",
            "Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards",
        ),
    ),
    ActionSpec(
        "slower",
        QT_TRANSLATE_NOOP("PracticeWindow", "Deal s&lower"),
        "view",
        ("[",),
        section="speed",
    ),
    ActionSpec(
        "faster",
        QT_TRANSLATE_NOOP("PracticeWindow", "Deal &faster"),
        "view",
        ("]",),
        section="speed",
    ),
)


def chip_texts(value: Decimal) -> tuple[str, str]:
    """A chip's action's text and tip in the app's language."""
    amount = money_text(value)
    return (
        QCoreApplication.translate("PracticeWindow", "Chip %1").replace("%1", amount),
        QCoreApplication.translate(
            "PracticeWindow", "Choose the %1 chip: each click on an area adds one"
        ).replace("%1", amount),
    )


def key_map_html(bindings: list[KeyBinding], *, turns: bool) -> str:
    """The key map shown beside the table, in two columns; the chips and the three main
    areas take one row each, so that the map stays short."""
    rows: list[tuple[str, str]] = []
    groups: dict[str, tuple[list[str], list[str]]] = {}
    for binding in bindings:
        if not binding.shortcuts:
            continue
        group = next((g for g in ("chip_", "bet_") if binding.id.startswith(g)), None)
        if group is None:
            rows.append((" / ".join(binding.shortcuts), binding.text))
            continue
        if group not in groups:
            groups[group] = ([], [])
            rows.append((group, ""))
        shortcuts, names = groups[group]
        shortcuts.append(binding.shortcuts[0])
        # The chip's value, the area's name: what the action's text ends with.
        names.append(binding.text.split()[-1] if group == "chip_" else _area_of(binding.id))
    cells = []
    for keys, text in rows:
        if keys in groups:
            shortcuts, names = groups[keys]
            what = (
                QCoreApplication.translate("PracticeWindow", "Chip %1")
                if keys == "chip_"
                else QCoreApplication.translate("PracticeWindow", "One chip on %1")
            )
            keys, text = " / ".join(shortcuts), what.replace("%1", ", ".join(names))
        # The spaces keep a long key ("Backspace") off the words beside it.
        cells.append(f"<tr><td><b>{keys}</b>&nbsp;&nbsp;</td><td>{text}</td></tr>")
    half = (len(cells) + 1) // 2
    columns = "".join(
        f"<td valign=top><table cellspacing=0>{''.join(cells[k : k + half])}</table></td>"
        for k in range(0, len(cells), half)
    )
    back = (
        QCoreApplication.translate("PracticeWindow", "the whole wager back")
        if turns
        else QCoreApplication.translate("PracticeWindow", "one chip back")
    )
    keys_line = QCoreApplication.translate(
        "PracticeWindow", "<b>Keys</b> — left-click an area: one chip; right-click: %1"
    ).replace("%1", back)
    return f"{keys_line}<table width='100%'><tr>{columns}</tr></table>"


def _area_of(action_id: str) -> str:
    """The area's name a bet_ action puts a chip on ("bet_banker": Banker)."""
    return area_name(Area(action_id.removeprefix("bet_")))
