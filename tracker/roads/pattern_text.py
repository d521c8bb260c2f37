"""A shoe's big road patterns in words: each tag with how often chance alone deals it.

The command line, its JSON and the board's tag row all take their words from here, so that a
pattern is always told as what chance gives, never as advice.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tracker.honesty import PAST_OUTCOMES, PATTERNS_ARE_CHANCE
from tracker.roads.pattern_chances import PatternChances, shipped
from tracker.roads.patterns import ShoeTag, Unit, shoe_patterns, shoe_tags
from tracker.roads.scorecard import Roads
from tracker.translatable import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Patterns", "Patterns (good roads)")

ROW_NOTE = QT_TRANSLATE_NOOP(
    "Patterns", "%: shoes that show one by chance; no pattern predicts the next hand"
)
"""Beside a row of tags: what the share on each means, and that it is no advice."""

ROW_NOTE_SHORT = QT_TRANSLATE_NOOP("Patterns", "chance, not a prediction")
"""The same where the row has little room."""

CHANCE_ALONE = QT_TRANSLATE_NOOP(
    "Patterns",
    "Chance alone deals these patterns in many shoes; none of them says what the next hand "
    "will be.",
)
"""The first sentence of :data:`~tracker.honesty.PATTERNS_ARE_CHANCE`, marked."""


def _same(context: str, text: str) -> str:
    return text


def _integer(n: int) -> str:
    return f"{n:,}"


def _fixed(x: float, places: int) -> str:
    return f"{x:.{places}f}"


def _percent(share: float, places: int) -> str:
    return f"{share:.{places}%}"


@dataclass(frozen=True)
class Writing:
    """How the pattern texts are written: ``translate(context, text)`` of each marked text
    (the texts are marked under ``Patterns``; their values go in Qt's places ``%1``,
    ``%2``), and the numbers. :data:`ENGLISH` for the command line; a window passes the
    catalogues and its locale's numbers."""

    translate: Callable[[str, str], str] = _same
    integer: Callable[[int], str] = _integer
    fixed: Callable[[float, int], str] = _fixed
    percent: Callable[[float, int], str] = _percent

    def text(self, text: str, *values: str) -> str:
        """``text`` (marked under ``Patterns``) translated, its places filled in."""
        return fill(self.translate("Patterns", text), *values)

    def sentences(self, first: str, second: str) -> str:
        """Two sentences as the language runs them together (Chinese without a space)."""
        return self.text(QT_TRANSLATE_NOOP("Patterns", "%1 %2"), first, second)


ENGLISH = Writing()
"""The command line's: the English as marked, numbers as Python writes them."""

_PLACE = re.compile(r"%(\d)")


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` in one pass (a value that
    holds ``%2`` itself is left alone)."""
    return _PLACE.sub(
        lambda m: values[int(m[1]) - 1] if 0 < int(m[1]) <= len(values) else m[0], template
    )


def patterns_are_chance(writing: Writing = ENGLISH) -> str:
    """:data:`~tracker.honesty.PATTERNS_ARE_CHANCE` as ``writing`` writes it."""
    if writing is ENGLISH:
        return PATTERNS_ARE_CHANCE
    return writing.sentences(
        writing.text(CHANCE_ALONE), writing.translate("Honesty", PAST_OUTCOMES)
    )


def roads_tags(roads: Roads) -> list[ShoeTag]:
    """The tags of a shoe's big road, one per pattern, in the order each first occurs."""
    return shoe_tags(shoe_patterns(roads.streaks))


def share_short(share: float, writing: Writing = ENGLISH) -> str:
    """A share of shoes for a chip: ``41%``, ``0.4%``, ``<0.1%``; ``<0.001%`` for none of
    the 100,000 simulated shoes."""
    if share <= 0:
        return "<" + writing.percent(0.00001, 3)
    if share >= 0.995:
        return ">" + writing.percent(0.99, 0)
    if share >= 0.01:
        return writing.percent(share, 0)
    if share >= 0.001:
        return writing.percent(share, 1)
    return "<" + writing.percent(0.001, 1)


def _share(share: float, writing: Writing = ENGLISH) -> str:
    if share <= 0:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "none"))
    if share >= 0.995:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "over %1"), writing.percent(0.99, 0))
    if share >= 0.001:
        return share_short(share, writing)
    return writing.text(QT_TRANSLATE_NOOP("Patterns", "1 in %1"), writing.integer(round(1 / share)))


def shoes_phrase(share: float, shoes: int, writing: Writing = ENGLISH) -> str:
    """A share of ``shoes`` simulated shoes in words: ``41% of shoes``, ``0.4% of shoes``,
    ``1 in 2,500 shoes``, ``none of the 100,000 simulated shoes``."""
    if share <= 0:
        return writing.text(
            QT_TRANSLATE_NOOP("Patterns", "none of the %1 simulated shoes"), writing.integer(shoes)
        )
    if share >= 0.001:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 of shoes"), _share(share, writing))
    return writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 shoes"), _share(share, writing))


def _size(tag: ShoeTag, writing: Writing) -> str:
    n = tag.largest
    if tag.pattern.unit is Unit.HANDS:
        return writing.integer(n)
    if tag.pattern.unit is Unit.COLUMNS:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 columns"), writing.integer(n))
    if n == 2:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "twice"))
    return writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 times"), writing.integer(n))


def pattern_name(tag: ShoeTag, writing: Writing = ENGLISH) -> str:
    """The tag's pattern's name (``Long Banker``) as ``writing`` writes it."""
    return writing.text(tag.pattern.name)


def tag_label(tag: ShoeTag, writing: Writing = ENGLISH) -> str:
    """``Long Banker (6)``, or ``Long Banker ×3 (longest 6)`` when it occurs more than once."""
    name = pattern_name(tag, writing)
    if tag.count == 1:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 (%2)"), name, _size(tag, writing))
    return writing.text(
        QT_TRANSLATE_NOOP("Patterns", "%1 ×%2 (longest %3)"),
        name,
        writing.integer(tag.count),
        _size(tag, writing),
    )


def tag_chance(tag: ShoeTag, chances: PatternChances | None = None) -> float:
    """The share of simulated shoes that show this pattern at least as long as here."""
    chances = shipped() if chances is None else chances
    return chances.patterns[tag.pattern.id].chance(tag.largest)


def tag_sentence(
    tag: ShoeTag, chances: PatternChances | None = None, writing: Writing = ENGLISH
) -> str:
    """``Long Banker (8) — 14% of shoes show one at least this long by chance``."""
    chances = shipped() if chances is None else chances
    phrase = shoes_phrase(tag_chance(tag, chances), chances.shoes, writing)
    return writing.text(
        QT_TRANSLATE_NOOP("Patterns", "%1 — %2 show one at least this long by chance"),
        tag_label(tag, writing),
        phrase,
    )


def chip_text(
    tag: ShoeTag, chances: PatternChances | None = None, writing: Writing = ENGLISH
) -> str:
    """``Long Banker (8) · 14%``: a tag as a chip in a row shows it."""
    chances = shipped() if chances is None else chances
    return f"{tag_label(tag, writing)} · {share_short(tag_chance(tag, chances), writing)}"


def start_columns(roads: Roads) -> list[int]:
    """The big road column (0-based, as drawn) each logical column starts in."""
    starts: dict[int, int] = {}
    for cell in roads.big_road:
        starts.setdefault(cell.streak, cell.col)
    return [starts[i] for i in range(len(starts))]


def _where(tag: ShoeTag, roads: Roads) -> list[tuple[int, int]]:
    starts = start_columns(roads)
    return [(starts[f.first], starts[f.last]) for f in tag.found]


def _columns_words(spans: list[tuple[int, int]], writing: Writing = ENGLISH) -> str:
    number = writing.integer
    parts = [number(a + 1) if a == b else f"{number(a + 1)}–{number(b + 1)}" for a, b in spans]
    listed = parts[0]
    for part in parts[1:-1]:
        listed = writing.text(QT_TRANSLATE_NOOP("Patterns", "%1, %2"), listed, part)
    if len(parts) > 1:
        listed = writing.text(QT_TRANSLATE_NOOP("Patterns", "%1 and %2"), listed, parts[-1])
    if len(parts) == 1 and "–" not in parts[0]:
        return writing.text(QT_TRANSLATE_NOOP("Patterns", "column %1"), listed)
    return writing.text(QT_TRANSLATE_NOOP("Patterns", "columns %1"), listed)


def _has_han(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def tag_tooltip(
    tag: ShoeTag,
    roads: Roads,
    chances: PatternChances | None = None,
    writing: Writing = ENGLISH,
) -> str:
    """What the pattern is, where the big road shows it, how often chance deals it, and that
    it predicts nothing."""
    chances = shipped() if chances is None else chances
    figures = chances.patterns[tag.pattern.id]
    p = tag.pattern
    name, definition = writing.text(p.name), writing.text(p.definition)
    if _has_han(name):
        # A Chinese name is the tables' own: no need to give it twice.
        what = writing.text(QT_TRANSLATE_NOOP("Patterns", "%1: %2."), name, definition)
    else:
        what = writing.text(
            QT_TRANSLATE_NOOP("Patterns", "%1 (%2): %3."), name, p.chinese, definition
        )
    here = writing.text(
        QT_TRANSLATE_NOOP("Patterns", "Here: %1 of the big road."),
        _columns_words(_where(tag, roads), writing),
    )
    often = writing.text(
        QT_TRANSLATE_NOOP(
            "Patterns",
            "Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least "
            "this long and %4 show one at all (%5 a shoe on average).",
        ),
        writing.integer(chances.shoes),
        writing.integer(chances.rules.decks),
        _share(figures.chance(tag.largest), writing),
        _share(figures.shoes_with, writing),
        writing.fixed(figures.mean_count, 1),
    )
    return "\n".join((what, here, often, patterns_are_chance(writing)))


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
    "CHANCE_ALONE",
    "ENGLISH",
    "ROW_NOTE",
    "ROW_NOTE_SHORT",
    "TITLE",
    "Writing",
    "chip_text",
    "fill",
    "pattern_name",
    "patterns_are_chance",
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
