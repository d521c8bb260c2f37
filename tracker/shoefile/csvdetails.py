"""The shoe-level cells of a hands CSV: each shoe detail as the text of its cell,
and back. The writer repeats them on each of a shoe's rows; the reader takes each from the
first of the shoe's rows that has it.

Every converter here raises :class:`ValueError` (or a :class:`~tracker.errors.UserError`)
with a message for the person who typed the cell; the reader adds the file, line and column.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime, timedelta
from typing import Any

from tracker.engine.cards import Card, check_decks, format_cards, parse_cards
from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.history.records import ShoeKind, ShoeRecord
from tracker.shoefile.csvcolumns import EMPTY_TEXT, neutralise
from tracker.shoefile.limits import (
    MAX_CUT_CARD,
    MAX_JSON_DEPTH,
    depth,
    has_lone_surrogate,
    start_time_error,
)
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_RULE_FIELDS = {f.name: f.type for f in dataclasses.fields(RuleSet)}
_FLAGS = {"1": True, "0": False, "true": True, "false": False}


def clip(text: str, keep: int = 60) -> str:
    """A cell as a message quotes it: a long one cut short."""
    return text if len(text) <= keep else text[:keep] + "…"


def text_cell(text: str | None) -> str:
    """A text cell: empty for no text, the escape of the empty text for ``""``."""
    if text is None:
        return ""
    return neutralise(text) if text else EMPTY_TEXT


# -- writing --


def rules_cell(rules: RuleSet | None) -> str:
    """The rules as ``decks=8 commission=5 tie_pays=8 …`` (every variant, flags as 1/0),
    empty when unknown."""
    if rules is None:
        return ""
    return " ".join(
        f"{name}={int(value) if isinstance(value, bool) else value}"
        for name, value in rules.to_dict().items()
    )


def extra_cell(extra: Any) -> str:
    """A shoe's other JSON as a JSON object, empty when it has none."""
    if not extra:
        return ""
    return neutralise(json.dumps(extra, ensure_ascii=False, default=str))


def shoe_cells(shoe: ShoeRecord, number: int) -> list[str]:
    """The shoe-level cells of ``shoe``, the ``number``-th shoe of the file, in the order of
    :data:`~tracker.shoefile.csvcolumns.COLUMNS` (``casino`` to ``shoe_extra``)."""
    return [
        text_cell(shoe.casino),
        text_cell(shoe.table),
        "" if shoe.started is None else shoe.started.isoformat(),
        "" if shoe.decks is None else str(shoe.decks),
        neutralise(shoe.notes),
        str(number),
        shoe.kind.value,
        rules_cell(shoe.rules),
        format_cards(shoe.burn),
        "" if shoe.cut_card is None else str(shoe.cut_card),
        text_cell(shoe.source),
        extra_cell(shoe.extra),
    ]


# -- reading --


def parse_decks(text: str) -> int:
    try:
        decks = int(text.strip())
    except ValueError:
        decks = -1
    try:
        return check_decks(decks)
    except UserError:
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "decks must be a whole number from 1 to 8, not {text!r}"
                ),
                text=clip(text),
            )
        ) from None


def parse_started(text: str) -> datetime:
    try:
        started = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}",
                ),
                text=clip(text),
            )
        ) from None
    out_of_range = start_time_error(started)
    if out_of_range is not None:
        raise ValueError(out_of_range)
    return started


def parse_started_ms(text: str) -> datetime:
    try:
        return _EPOCH + timedelta(milliseconds=int(text.strip()))
    except (ValueError, OverflowError):
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "shoe_first_time_ms must be Unix time in milliseconds, not {text!r}"
                ),
                text=clip(text),
            )
        ) from None


def parse_kind(text: str) -> ShoeKind:
    word = text.strip().lower()
    try:
        return ShoeKind(word)
    except ValueError:
        names = ", ".join(kind.value for kind in ShoeKind)
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a shoe's kind must be one of {names}, not {text!r}"),
                names=names,
                text=clip(text),
            )
        ) from None


def parse_rules(text: str) -> RuleSet:
    """What :func:`rules_cell` wrote: ``name=value`` words, any left out taking their
    defaults; a flag is 1/0 or true/false.

    :raises ValueError: for a word that is not ``name=value``, an unknown name, a value
        that is not a whole number (or flag), or a variant that is not offered.
    """
    values: dict[str, Any] = {}
    for word in text.split():
        name, equals, value = word.partition("=")
        kind = _RULE_FIELDS.get(name.lower())
        if not equals or kind is None:
            known = ", ".join(_RULE_FIELDS)
            raise ValueError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "rules are words name=value with the names {known}; not {word!r}",
                    ),
                    known=known,
                    word=clip(word),
                )
            )
        if kind in ("bool", bool):
            flag = _FLAGS.get(value.lower())
            if flag is None:
                raise ValueError(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{name} must be 1 or 0 (or true, false), not {value!r}"
                        ),
                        name=name,
                        value=clip(value),
                    )
                )
            values[name.lower()] = flag
            continue
        try:
            number = int(value) if len(value) <= 12 else None
        except ValueError:
            number = None
        if number is None:
            raise ValueError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "{name} must be a whole number, not {value!r}"),
                    name=name,
                    value=clip(value),
                )
            )
        values[name.lower()] = number
    return RuleSet.from_dict(values)


def parse_burn(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text, "burn"))


def parse_cut_card(text: str) -> int:
    stripped = text.strip()
    try:
        number = int(stripped) if len(stripped) <= 12 else -1
    except ValueError:
        number = -1
    if not 0 <= number <= MAX_CUT_CARD:
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}",
                ),
                cap=MAX_CUT_CARD,
                text=clip(text),
            )
        )
    return number


def parse_extra(text: str) -> dict[str, Any]:
    """A shoe's other JSON: an object, held to the caps of a shoe JSON's fields."""
    try:
        value = json.loads(text)
    except RecursionError:
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "a JSON value nested deeper than {depth} levels of lists and objects",
                ),
                depth=MAX_JSON_DEPTH,
            )
        ) from None
    except ValueError as exc:
        raise ValueError(
            Message(QT_TRANSLATE_NOOP("Messages", "not a JSON object: {reason}"), reason=str(exc))
        ) from None
    if not isinstance(value, dict):
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "must be a JSON object ({{…}}), not {text!r}"),
                text=clip(text),
            )
        )
    if depth(value) > MAX_JSON_DEPTH:
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a JSON value nested deeper than {depth} levels"),
                depth=MAX_JSON_DEPTH,
            )
        )
    if _bad_text(value):
        raise ValueError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "text with half of a UTF-16 surrogate pair (such as \\ud800), "
                    "which no UTF-8 text can hold",
                )
            )
        )
    return value


def _bad_text(value: Any) -> bool:
    """Whether a decoded value holds a lone surrogate anywhere in its texts or keys."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if has_lone_surrogate(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False
