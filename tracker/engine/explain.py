"""The third-card rule in words: each side's rule as a player reads it on a chart, and
every draw or stand of a coup explained by the rule that made it ("Banker 3 draws unless
the Player's third card is 8"). The practice dealer and the replay say these."""

from __future__ import annotations

from tracker.engine.coup import Coup
from tracker.engine.rules import banker_draw_values, hand_total, is_natural, player_draws

PLAYER_RULE = "Player draws on 0–5 and stands on 6 or 7"
NATURAL_RULE = "a natural 8 or 9 on either side: both hands stand"
BANKER_STOOD_RULE = "when the Player stands, Banker draws on 0–5 and stands on 6 or 7"


def _values(values: frozenset[int]) -> str:
    """{2..7} → "2–7"; {6, 7} → "6 or 7"; {4} → "4"."""
    ordered = sorted(values)
    if len(ordered) == 1:
        return str(ordered[0])
    if len(ordered) == 2:
        return f"{ordered[0]} or {ordered[1]}"
    return f"{ordered[0]}–{ordered[-1]}"


def banker_rule(total: int) -> str:
    """The Banker's rule on a two-card ``total`` once the Player has drawn a third card:
    "Banker 3 draws unless the Player's third card is 8"."""
    draws_on = banker_draw_values(total)
    if len(draws_on) == 10:
        return f"Banker {total} always draws"
    if not draws_on:
        return f"Banker {total} always stands"
    missing = frozenset(range(10)) - draws_on
    if len(missing) == 1:
        return f"Banker {total} draws unless the Player's third card is {_values(missing)}"
    return f"Banker {total} draws when the Player's third card is {_values(draws_on)}"


def banker_chart() -> tuple[tuple[int, tuple[bool, ...]], ...]:
    """The Banker's chart: for each two-card total 0–7, whether Banker draws on each value
    of the Player's third card 0–9 (8 and 9 are naturals: nothing is drawn)."""
    return tuple(
        (total, tuple(v in banker_draw_values(total) for v in range(10))) for total in range(8)
    )


def explain_draws(coup: Coup) -> list[str]:
    """Why each side of ``coup`` drew or stood, each line the outcome then the rule that
    decided it: "Player 4 draws — Player draws on 0–5 and stands on 6 or 7"."""
    p_two = hand_total([c.value for c in coup.player[:2]])
    b_two = hand_total([c.value for c in coup.banker[:2]])
    if is_natural(p_two) or is_natural(b_two):
        said = []
        if is_natural(p_two):
            said.append(f"Player natural {p_two}")
        if is_natural(b_two):
            said.append(f"Banker natural {b_two}")
        return [f"{' and '.join(said)} — {NATURAL_RULE}"]
    lines = []
    if len(coup.player) == 3 and player_draws(p_two):
        lines.append(f"Player {p_two} draws — {PLAYER_RULE}")
    else:
        lines.append(f"Player {p_two} stands — {PLAYER_RULE}")
    banker = "draws" if len(coup.banker) == 3 else "stands"
    if len(coup.player) == 3:
        third = coup.player[2].value
        lines.append(f"Banker {b_two} {banker} on a third card of {third} — {banker_rule(b_two)}")
    else:
        lines.append(f"Banker {b_two} {banker} — {BANKER_STOOD_RULE}")
    return lines
