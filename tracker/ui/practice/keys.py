"""The practice window's actions as one table: its menus and default keys; the key map
shown beside the table comes from here."""

from __future__ import annotations

from tracker.practice import CHIPS
from tracker.ui.shell.actions import ActionSpec, MenuSpec

PRACTICE_MENUS = (
    MenuSpec("table", "&Table"),
    MenuSpec("bets", "&Bets"),
    MenuSpec("view", "&View"),
)

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
        "&Deal",
        "table",
        ("Space", "D"),
        tip="Deal (at the casino table: this seat's bet stands)",
        section="round",
    ),
    ActionSpec("pass", "&Pass", "table", ("X",), tip="Sit this round out", section="round"),
    ActionSpec(
        "rebet",
        "&Rebet",
        "table",
        ("R", "0"),
        tip="Place the previous round's bets again",
        section="round",
    ),
    ActionSpec(
        "clear",
        "&Clear bets",
        "table",
        ("Backspace",),
        tip="Take every chip of this seat back",
        section="round",
    ),
    ActionSpec(
        "new_game",
        "&New game",
        "table",
        ("N", "Return"),
        tip="Clear the table for the next round",
        section="round",
    ),
    ActionSpec(
        "turn_card",
        "&Turn the next card",
        "table",
        ("C",),
        tip="Squeeze: turn the next face-down card",
        section="round",
    ),
    ActionSpec(
        "options",
        "Rules and &shoe…",
        "table",
        ("Ctrl+,",),
        tip="Decks, commission, Tie pay, side bets, dealing style, limits",
        section="setup",
    ),
    ActionSpec(
        "sessions",
        "Past sessions…",
        "table",
        ("Ctrl+H",),
        tip="The practice sessions kept in the library",
        section="setup",
    ),
    ActionSpec(
        "rule_chart",
        "Third-card &rule chart",
        "table",
        ("F1",),
        tip="When the Player and the Banker draw a third card, as a chart",
        section="setup",
    ),
    ActionSpec("close", "&Close the table", "table", ("Ctrl+W",), section="close"),
    ActionSpec("bet_player", "One chip on Player", "bets", ("P",), section="areas"),
    ActionSpec("bet_banker", "One chip on Banker", "bets", ("B",), section="areas"),
    ActionSpec("bet_tie", "One chip on Tie", "bets", ("T",), section="areas"),
    *_CHIP_ROWS,
    ActionSpec(
        "squeeze",
        "&Squeeze: turn the cards yourself",
        "view",
        ("Q",),
        checkable=True,
        tip="The cards come face down; click each to turn it",
    ),
    ActionSpec(
        "colour_blind",
        "&Colour-blind-safe colours",
        "view",
        checkable=True,
        tip="Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards",
    ),
    ActionSpec("slower", "Deal s&lower", "view", ("[",), section="speed"),
    ActionSpec("faster", "Deal &faster", "view", ("]",), section="speed"),
)
