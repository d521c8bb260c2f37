"""The app's own shoe JSON: every field a shoe record holds, with a ``format_version``.

Layout (``format_version`` 1)::

    {"format_version": 1, "generator": "tracker 0.1.0", "shoes": [
      {"label": "7", "kind": "imported", "casino": null, "table": "Baccarat A",
       "started": "2025-08-09T00:26:15.387000+00:00", "decks": 8, "rules": {…RuleSet…},
       "burn": ["9H"], "cut_card": 14, "notes": "", "source": "hands.csv", "extra": {},
       "hands": [
        {"hand": 1, "player": ["9H", "3D"], "banker": ["KS", "4C"], "winner": "B",
         "player_total": 2, "banker_total": 4, "player_pair": false, "banker_pair": false,
         "natural": false},
        …]},
      …]}

The reader streams: it decodes one hand object at a time, so a file of any size is read in
little memory and every hand knows the line it starts on. The values are decoded by
:mod:`tracker.shoefile.jsonstream`, and each field checked by
:mod:`tracker.shoefile.jsonfields`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import IO, Any, cast

from tracker.engine.cards import format_cards
from tracker.errors import message_of, printable_name
from tracker.history.builder import DETAILS, DetailError, ShoeBuilder
from tracker.history.records import HandRecord, ShoeChunk, ShoeRecord
from tracker.shoefile.jsonfields import hand_record, shoe_details
from tracker.shoefile.jsonstream import JsonStream
from tracker.shoefile.limits import MAX_JSON_VALUE, MAX_SHOE_DETAILS, MAX_SHOE_HANDS
from tracker.translatable import QT_TRANSLATE_NOOP, Message

FORMAT_VERSION = 1


_SHOE_FIELDS = DETAILS | {"label"}


def _shoe(
    s: JsonStream, line: int, position: int, path: str, builder: ShoeBuilder, chunk: int | None
) -> Iterator[ShoeRecord | ShoeChunk]:
    """The shoe object that starts at ``line``: one record or, with ``chunk``, a shoe of
    more hands than that as chunks of ``chunk`` hands."""
    data: dict[str, Any] = {}
    lines: dict[str, int] = {}  # where each field's value starts, for error messages
    hands: list[HandRecord] = []
    per_shoe = MAX_SHOE_HANDS if chunk is None else chunk
    spilled: str | None = None  # the label the chunks handed on were given
    details_left = MAX_SHOE_DETAILS  # characters its notes and extra may still hold
    for key in s.members(f"shoe {position}"):
        if key == "hands":
            for hand_line in s.elements("hands"):
                if len(hands) >= per_shoe:
                    if chunk is None:
                        raise s.fail(
                            Message(
                                QT_TRANSLATE_NOOP(
                                    "Messages",
                                    "a shoe of more than {cap:,} hands (the cap on one shoe; an "
                                    "8-deck shoe deals at most 104)",
                                ),
                                cap=MAX_SHOE_HANDS,
                            ),
                            hand_line,
                            "hands",
                        )
                    if spilled is None:
                        # The details so far are the ones the chunks are counted with.
                        spilled, details = shoe_details(s, line, position, path, data, lines)
                        try:
                            builder.start(spilled, line)
                            builder.set(**details)
                        except DetailError as exc:
                            raise s.fail(
                                message_of(exc), lines.get(exc.field, line), exc.field
                            ) from None
                    for hand in hands:
                        builder.add(hand)
                    hands.clear()
                    yield builder.spill()
                hands.append(
                    hand_record(s.value(), s, hand_line, builder.hand_count + len(hands) + 1)
                )
        elif key in ("notes", "extra"):
            s.peek()
            lines[key] = s.line
            label = data.get("label")
            past_cap = _details_past_cap(position, label)
            value = s.value(min(details_left, MAX_JSON_VALUE), past_cap, key)
            details_left -= s.size
            data[key] = s.checked(value, lines[key], key)
        elif key in _SHOE_FIELDS:
            s.peek()
            lines[key] = s.line
            data[key] = s.checked(s.value(), lines[key], key)
        else:
            # A field a later version may add: not ours to keep, but held to the caps.
            s.peek()
            at_line = s.line
            s.checked(s.value(), at_line, key)
    label, details = shoe_details(s, line, position, path, data, lines)
    if spilled is None:
        try:
            builder.start(label, line)
        except DetailError as exc:
            raise s.fail(message_of(exc), lines.get("label", line), "label") from None
    elif label != spilled:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "shoe {label!r} gives its label only after its first {hands:,} "
                    "hands: a shoe this long is checked as it is read, so its label "
                    "must come before its hands",
                ),
                label=spilled,
                hands=builder.hand_count,
            ),
            lines.get("label", line),
            "label",
        )
    for hand in hands:
        builder.add(hand)
    try:
        builder.set(**details)
    except DetailError as exc:
        raise s.fail(message_of(exc), lines.get(exc.field, line), exc.field) from None
    yield builder.end()


def _details_past_cap(position: int, label: object) -> Message:
    if isinstance(label, str):
        name = Message(
            QT_TRANSLATE_NOOP("Messages", "shoe {position} ({label!r})"),
            position=position,
            label=label,
        )
    else:
        name = Message(QT_TRANSLATE_NOOP("Messages", "shoe {position}"), position=position)
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "{name}: its notes and extra hold more than {cap:,} characters in "
            "all (the cap on one shoe's notes and extra)",
        ),
        name=name,
        cap=MAX_SHOE_DETAILS,
    )


def read_json(stream: IO[str], path: str | os.PathLike[str]) -> Iterator[ShoeRecord]:
    """Read a shoe JSON document shoe by shoe (streamed: one hand decoded at a time).

    A shoe's ``source`` is the file it was first read from, as recorded in the JSON, or
    this file when the JSON records none.

    :raises ShoeFileError: for JSON that is not valid, not a shoe JSON document, of a newer
        ``format_version``, or holds a bad field, naming the line and field.
    """
    return cast(Iterator[ShoeRecord], _read_json(stream, path, None))


def read_json_chunks(
    stream: IO[str], path: str | os.PathLike[str], chunk: int
) -> Iterator[ShoeRecord | ShoeChunk]:
    """:func:`read_json`, but a shoe of more than ``chunk`` hands comes as chunks of
    ``chunk`` hands (:class:`~tracker.history.records.ShoeChunk`), however many it has.

    :raises ShoeFileError: as :func:`read_json`; also for a label, decks, rules or burn
        cards that come after the first chunk of a shoe's hands.
    """
    return _read_json(stream, path, chunk)


def _read_json(
    stream: IO[str], path: str | os.PathLike[str], chunk: int | None
) -> Iterator[ShoeRecord | ShoeChunk]:
    where = printable_name(path)
    s = JsonStream(stream, where)
    if s.peek() == "":
        return
    if s.peek() != "{":
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "not a tracker shoe JSON document: expected an object with format_version",
                )
            )
        )
    version: Any = None
    for key in s.members("the document"):
        if key == "format_version":
            line = s.line
            version = s.value()
            if isinstance(version, bool) or not isinstance(version, int):
                raise s.fail(
                    Message(QT_TRANSLATE_NOOP("Messages", "format_version must be a whole number")),
                    line,
                    key,
                )
            if version > FORMAT_VERSION:
                raise s.fail(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "format_version {version} was written by a newer tracker; this "
                            "one reads format_version {ours}: update tracker to read the file",
                        ),
                        version=version,
                        ours=FORMAT_VERSION,
                    ),
                    line,
                    key,
                )
            if version < 1:
                raise s.fail(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "format_version {version} does not exist; expected {ours}"
                        ),
                        version=version,
                        ours=FORMAT_VERSION,
                    ),
                    line,
                    key,
                )
        elif key == "shoes":
            if version is None:
                raise s.fail(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "format_version must come before shoes (not a tracker shoe JSON "
                            "document?)",
                        )
                    ),
                    field=key,
                )
            builder = ShoeBuilder(where)
            for position, line in enumerate(s.elements("shoes"), start=1):
                yield from _shoe(s, line, position, where, builder, chunk)
        else:
            s.peek()
            at_line = s.line
            s.checked(s.value(), at_line, key)
    if s.peek() != "":
        raise s.fail(
            Message(QT_TRANSLATE_NOOP("Messages", "not valid JSON: more text after the document"))
        )
    if version is None:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "not a tracker shoe JSON document: no format_version")
            ),
            line=1,
        )


__all__ = ["FORMAT_VERSION", "format_cards", "read_json", "read_json_chunks"]
