"""A shoe's big road patterns in words: each tag with how often chance alone deals it.

The command line, its JSON and the board's tag row all take their words from here, so that a
pattern is always told as what chance gives, never as advice.
"""

from __future__ import annotations

from typing import Any

from tracker.honesty import PATTERNS_ARE_CHANCE
from tracker.roads.pattern_chances import PatternChances, shipped
from tracker.roads.patterns import ShoeTag, Unit, shoe_patterns, shoe_tags
from tracker.roads.scorecard import Roads

TITLE = "Patterns (good roads)"

ROW_NOTE = "%: shoes that show one by chance; no pattern predicts the next hand"
"""Beside a row of tags: what the share on each means, and that it is no advice."""

ROW_NOTE_SHORT = "chance, not a prediction"
"""The same where the row has little room."""


def roads_tags(roads: Roads) -> list[ShoeTag]:
    """The tags of a shoe's big road, one per pattern, in the order each first occurs."""
    return shoe_tags(shoe_patterns(roads.streaks))


def share_short(share: float) -> str:
    """A share of shoes for a chip: ``41%``, ``0.4%``, ``<0.1%``; ``<0.001%`` for none of
    the 100,000 simulated shoes."""
    if share <= 0:
        return "<0.001%"
    if share >= 0.995:
        return ">99%"
    if share >= 0.01:
        return f"{share:.0%}"
    if share >= 0.001:
        return f"{share:.1%}"
    return "<0.1%"


def _share(share: float) -> str:
    if share <= 0:
        return "none"
    if share >= 0.995:
        return "over 99%"
    if share >= 0.001:
        return share_short(share)
    return f"1 in {round(1 / share):,}"


def shoes_phrase(share: float, shoes: int) -> str:
    """A share of ``shoes`` simulated shoes in words: ``41% of shoes``, ``0.4% of shoes``,
    ``1 in 2,500 shoes``, ``none of the 100,000 simulated shoes``."""
    if share <= 0:
        return f"none of the {shoes:,} simulated shoes"
    if share >= 0.001:
        return f"{_share(share)} of shoes"
    return f"{_share(share)} shoes"


def _size(tag: ShoeTag) -> str:
    n = tag.largest
    if tag.pattern.unit is Unit.HANDS:
        return str(n)
    if tag.pattern.unit is Unit.COLUMNS:
        return f"{n} columns"
    return "twice" if n == 2 else f"{n} times"


def tag_label(tag: ShoeTag) -> str:
    """``Long Banker (6)``, or ``Long Banker ×3 (longest 6)`` when it occurs more than once."""
    name = tag.pattern.name
    if tag.count == 1:
        return f"{name} ({_size(tag)})"
    return f"{name} ×{tag.count} (longest {_size(tag)})"


def tag_chance(tag: ShoeTag, chances: PatternChances | None = None) -> float:
    """The share of simulated shoes that show this pattern at least as long as here."""
    chances = shipped() if chances is None else chances
    return chances.patterns[tag.pattern.id].chance(tag.largest)


def tag_sentence(tag: ShoeTag, chances: PatternChances | None = None) -> str:
    """``Long Banker (8) — 14% of shoes show one at least this long by chance``."""
    chances = shipped() if chances is None else chances
    phrase = shoes_phrase(tag_chance(tag, chances), chances.shoes)
    return f"{tag_label(tag)} — {phrase} show one at least this long by chance"


def chip_text(tag: ShoeTag, chances: PatternChances | None = None) -> str:
    """``Long Banker (8) · 14%``: a tag as a chip in a row shows it."""
    chances = shipped() if chances is None else chances
    return f"{tag_label(tag)} · {share_short(tag_chance(tag, chances))}"


def start_columns(roads: Roads) -> list[int]:
    """The big road column (0-based, as drawn) each logical column starts in."""
    starts: dict[int, int] = {}
    for cell in roads.big_road:
        starts.setdefault(cell.streak, cell.col)
    return [starts[i] for i in range(len(starts))]


def _where(tag: ShoeTag, roads: Roads) -> list[tuple[int, int]]:
    starts = start_columns(roads)
    return [(starts[f.first], starts[f.last]) for f in tag.found]


def _columns_words(spans: list[tuple[int, int]]) -> str:
    parts = [f"{a + 1}" if a == b else f"{a + 1}–{b + 1}" for a, b in spans]
    noun = "column" if len(parts) == 1 and "–" not in parts[0] else "columns"
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{noun} {listed}"


def tag_tooltip(tag: ShoeTag, roads: Roads, chances: PatternChances | None = None) -> str:
    """What the pattern is, where the big road shows it, how often chance deals it, and that
    it predicts nothing."""
    chances = shipped() if chances is None else chances
    figures = chances.patterns[tag.pattern.id]
    p = tag.pattern
    return (
        f"{p.name} ({p.chinese}): {p.definition}.\n"
        f"Here: {_columns_words(_where(tag, roads))} of the big road.\n"
        f"Of {chances.shoes:,} simulated shoes ({chances.rules.decks} decks, dealt to the cut "
        f"card), {_share(figures.chance(tag.largest))} show one at least this long and "
        f"{_share(figures.shoes_with)} show one at all ({figures.mean_count:.1f} a shoe on "
        "average).\n"
        f"{PATTERNS_ARE_CHANCE}"
    )


def patterns_json(roads: Roads, chances: PatternChances | None = None) -> list[dict[str, Any]]:
    """The ``patterns`` key of ``tracker roads --json``."""
    chances = shipped() if chances is None else chances
    return [
        {
            "id": tag.pattern.id,
            "name": tag.pattern.name,
            "chinese": tag.pattern.chinese,
            "size": tag.largest,
            "count": tag.count,
            "columns": [list(span) for span in _where(tag, roads)],
            "chance": tag_chance(tag, chances),
        }
        for tag in roads_tags(roads)
    ]


def render_patterns(roads: Roads, chances: PatternChances | None = None) -> str:
    """The tags of a shoe as lines of text, with the sentence that they predict nothing."""
    tags = roads_tags(roads)
    lines = [TITLE]
    if not tags:
        lines.append("  (none)")
    lines += [f"  {tag_sentence(tag, chances)}" for tag in tags]
    lines.append(PATTERNS_ARE_CHANCE)
    return "\n".join(lines)


__all__ = [
    "ROW_NOTE",
    "ROW_NOTE_SHORT",
    "TITLE",
    "chip_text",
    "patterns_json",
    "render_patterns",
    "roads_tags",
    "share_short",
    "shoes_phrase",
    "start_columns",
    "tag_chance",
    "tag_label",
    "tag_sentence",
    "tag_tooltip",
]
