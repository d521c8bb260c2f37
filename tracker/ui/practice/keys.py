"""The practice window's actions as one table: its menus and default keys; the key map
shown beside the table comes from here."""

from __future__ import annotations

from tracker.practice import CHIPS
from tracker.ui.shell.actions import ActionSpec, KeyBinding, MenuSpec

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
        names.append(binding.text.split()[-1])
    cells = []
    for keys, text in rows:
        if keys in groups:
            shortcuts, names = groups[keys]
            what = "Chip" if keys == "chip_" else "One chip on"
            keys, text = " / ".join(shortcuts), f"{what} {', '.join(names)}"
        # The spaces keep a long key ("Backspace") off the words beside it.
        cells.append(f"<tr><td><b>{keys}</b>&nbsp;&nbsp;</td><td>{text}</td></tr>")
    half = (len(cells) + 1) // 2
    columns = "".join(
        f"<td valign=top><table cellspacing=0>{''.join(cells[k : k + half])}</table></td>"
        for k in range(0, len(cells), half)
    )
    back = "the whole wager back" if turns else "one chip back"
    return (
        f"<b>Keys</b> — left-click an area: one chip; right-click: {back}"
        f"<table width='100%'><tr>{columns}</tr></table>"
    )
