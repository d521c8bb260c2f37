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
little memory and every hand knows the line it starts on.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from datetime import datetime
from typing import IO, Any, cast

from tracker.engine.cards import Card, CardError, check_decks, format_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.errors import UserError, message_of, printable_name
from tracker.history.builder import DETAILS, DetailError, ShoeBuilder
from tracker.history.records import (
    NO_EXTRA,
    OUTCOME_FIELDS,
    HandRecord,
    ShoeChunk,
    ShoeKind,
    ShoeRecord,
)
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.limits import (
    MAX_CUT_CARD,
    MAX_JSON_DEPTH,
    MAX_JSON_VALUE,
    MAX_NUMBER,
    MAX_SHOE_DETAILS,
    MAX_SHOE_HANDS,
    depth,
    has_lone_surrogate,
    start_time_error,
)
from tracker.translatable import QT_TRANSLATE_NOOP, Message

FORMAT_VERSION = 1

_DECODER = json.JSONDecoder()
_WHITESPACE = " \t\r\n"
_CHUNK = 1 << 16


# The json module's messages, as a person reads them.
_FIELD_NAME_EXPECTED = Message(
    QT_TRANSLATE_NOOP(
        "Messages", "expected a field name in double quotes (a ',' too many before '}}'?)"
    )
)
_JSON_COMPLAINTS: dict[str, str | Message] = {
    "Expecting value": Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "expected a value (a number, text in double quotes, true, false, "
            "null, a list or an object)",
        )
    ),
    "Unterminated string starting at": Message(
        QT_TRANSLATE_NOOP("Messages", "the text in double quotes that starts here never ends")
    ),
    "Expecting ',' delimiter": Message(
        QT_TRANSLATE_NOOP("Messages", "expected ',' between two values")
    ),
    "Expecting ':' delimiter": Message(
        QT_TRANSLATE_NOOP("Messages", "expected ':' after a field name")
    ),
    "Expecting property name enclosed in double quotes": _FIELD_NAME_EXPECTED,
    "Invalid control character at": Message(
        QT_TRANSLATE_NOOP(
            "Messages", "a line break or control character inside text in double quotes"
        )
    ),
    "Invalid \\escape": Message(
        QT_TRANSLATE_NOOP("Messages", "a backslash that starts no valid escape")
    ),
}


class _Stream:
    """A window on a text stream, read a chunk at a time, that knows its line number."""

    def __init__(self, stream: IO[str], path: str) -> None:
        self.stream = stream
        self.path = path
        self.buf = ""
        self.pos = 0
        self.line = 1
        self.eof = False
        self.dropped_of_line = 0
        self.size = 0  # characters of the last value read

    def fail(
        self, reason: str | Message, line: int | None = None, field: str | None = None
    ) -> ShoeFileError:
        return ShoeFileError(
            self.path, reason, line=self.line if line is None else line, column=field, what="field"
        )

    def _fill(self, size: int = _CHUNK) -> bool:
        if self.eof:
            return False
        chunk = self.stream.read(size)
        if not chunk:
            self.eof = True
            return False
        # Characters of the current line dropped from the window, for error columns.
        dropped = self.buf[: self.pos]
        newline = dropped.rfind("\n")
        self.dropped_of_line = (
            self.dropped_of_line + len(dropped) if newline < 0 else len(dropped) - newline - 1
        )
        self.buf = self.buf[self.pos :] + chunk
        self.pos = 0
        return True

    def _advance(self, end: int) -> None:
        self.line += self.buf.count("\n", self.pos, end)
        self.pos = end

    def peek(self) -> str:
        """The next character that is not white space ('' at the end)."""
        while True:
            buf, pos = self.buf, self.pos
            n = len(buf)
            while pos < n and buf[pos] in _WHITESPACE:
                if buf[pos] == "\n":
                    self.line += 1
                pos += 1
            self.pos = pos
            if pos < n:
                return buf[pos]
            if not self._fill():
                return ""

    def expect(self, chars: str, what: str) -> str:
        char = self.peek()
        if not char or char not in chars:
            found: str | Message = (
                Message(QT_TRANSLATE_NOOP("Messages", "the end of the file (cut short?)"))
                if not char
                else repr(char)
            )
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "not valid shoe JSON: expected {what}, found {found}"
                    ),
                    what=what,
                    found=found,
                )
            )
        self.pos += 1
        return char

    def value(
        self,
        cap: int = MAX_JSON_VALUE,
        past_cap: Message | None = None,
        field: str | None = None,
    ) -> Any:
        """Decode the next JSON value, reading more of the file as it needs; one longer
        than ``cap`` characters is refused (with ``past_cap``, when that cap is not the one
        on every value, naming ``field``), once that many are read."""
        self.peek()
        size = _CHUNK
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                if exc.pos - self.pos > cap:  # what was read of it is past the cap
                    raise self._past_cap(past_cap, field) from None
                if self._more(size):
                    size *= 2
                    continue
                raise self._syntax_error(exc) from None
            except RecursionError:
                raise self.fail(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "a value nested deeper than {depth} levels of lists and objects",
                        ),
                        depth=MAX_JSON_DEPTH,
                    )
                ) from None
            except ValueError as exc:  # an integer past Python's 4,300 digits
                raise self.fail(
                    Message(
                        QT_TRANSLATE_NOOP("Messages", "a number too long to read ({reason})"),
                        reason=str(exc),
                    )
                ) from None
            # A number (or a literal) that ends with the window may go on in the next chunk.
            if end >= len(self.buf) and self._more(size):
                size *= 2
                continue
            self.size = end - self.pos
            if self.size > cap:
                raise self._past_cap(past_cap, field)
            self._advance(end)
            return value

    def _more(self, size: int) -> bool:
        """Read more for a value that does not end in the window, up to the cap on one."""
        if len(self.buf) - self.pos > MAX_JSON_VALUE:
            raise self._past_cap(None, None)
        return self._fill(size)

    def _past_cap(self, reason: Message | None, field: str | None) -> ShoeFileError:
        return self.fail(
            reason
            or Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "a value longer than {cap:,} characters (the cap on one hand or "
                    "one field of a shoe): not a shoe JSON value",
                ),
                cap=MAX_JSON_VALUE,
            ),
            field=field,
        )

    def checked(self, value: Any, line: int, field: str) -> Any:
        """``value`` of a shoe's field, refused when it nests too deep or holds text that
        no UTF-8 file can."""
        if isinstance(value, (dict, list)) and depth(value) > MAX_JSON_DEPTH:
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "nested deeper than {depth} levels"),
                    depth=MAX_JSON_DEPTH,
                ),
                line,
                field,
            )
        if _bad_text(value):
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "text with half of a UTF-16 surrogate pair (such as \\ud800), "
                        "which no UTF-8 text can hold",
                    )
                ),
                line,
                field,
            )
        return value

    def _syntax_error(self, exc: json.JSONDecodeError) -> ShoeFileError:
        """The decoder's complaint in words, at its line and (when known) column."""
        reason = _JSON_COMPLAINTS.get(exc.msg, exc.msg[:1].lower() + exc.msg[1:])
        if exc.msg.startswith("Unterminated string") or not self.buf[exc.pos :].strip():
            reason = Message(
                QT_TRANSLATE_NOOP("Messages", "{reason}; the file ends there (cut short?)"),
                reason=reason,
            )
        return self._error_at(exc.pos, reason)

    def _error_at(self, pos: int, reason: str | Message) -> ShoeFileError:
        """A syntax error at ``pos`` of the window (at or after ``self.pos``)."""
        buf = self.buf
        line = self.line + buf.count("\n", self.pos, pos)
        line_start = buf.rfind("\n", 0, pos)
        column = pos - line_start if line_start >= 0 else self.dropped_of_line + pos + 1
        return ShoeFileError(
            self.path,
            Message(QT_TRANSLATE_NOOP("Messages", "not valid JSON: {reason}"), reason=reason),
            line=line,
            column=column,
        )

    def key(self) -> str:
        start = self.line
        if self.peek() == "}":
            raise self._error_at(self.pos, _FIELD_NAME_EXPECTED)
        key = self.value()
        if not isinstance(key, str):
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "not valid JSON: an object key must be a string")
                ),
                line=start,
            )
        self.expect(":", "':'")
        return key

    def members(self, what: str) -> Iterator[str]:
        """The keys of an object, one at a time; the caller consumes each value."""
        self.expect("{", f"{what} (an object)")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            yield self.key()
            if self.expect(",}", "',' or '}'") == "}":
                return

    def elements(self, what: str) -> Iterator[int]:
        """The elements of an array, one at a time (yields each one's line)."""
        self.expect("[", f"{what} (a list)")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            self.peek()
            yield self.line
            if self.expect(",]", "',' or ']'") == "]":
                return


def _bad_text(value: Any) -> bool:
    """Whether a decoded value holds a lone surrogate anywhere in its texts or keys."""
    if isinstance(value, str):
        return has_lone_surrogate(value)
    if isinstance(value, dict):
        return any(_bad_text(k) or _bad_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_bad_text(v) for v in value)
    return False


def _cards(value: Any, path: _Stream, line: int, field: str) -> tuple[Card, ...] | None:
    if value is None:
        return None
    tokens = value.split() if isinstance(value, str) else value
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
        raise path.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", 'cards must be a list of card strings such as "9H"')
            ),
            line,
            field,
        )
    cards = []
    for number, token in enumerate(tokens, start=1):
        try:
            cards.append(Card.parse(token))
        except CardError as exc:
            raise path.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "unknown card {token!r} (card {number}): {reason}"
                    ),
                    token=token,
                    number=number,
                    reason=exc.why,
                ),
                line,
                field,
            ) from None
    return tuple(cards)


def _optional(
    data: dict[str, Any], key: str, kind: type | tuple[type, ...], s: _Stream, line: int
) -> Any:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise s.fail(_not_kind(kind, value), line, key)
    if not isinstance(value, kind):
        raise s.fail(_not_kind(kind, value), line, key)
    return value


def _not_kind(kind: type | tuple[type, ...], value: Any) -> Message:
    """Why ``value`` is refused where a value of ``kind`` belongs."""
    if kind is bool:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected true or false, not {value!r}"), value=value
        )
    if kind is int:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected a whole number, not {value!r}"), value=value
        )
    if kind is str:
        return Message(QT_TRANSLATE_NOOP("Messages", "expected text, not {value!r}"), value=value)
    if kind is dict:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected an object, not {value!r}"), value=value
        )
    return Message(
        QT_TRANSLATE_NOOP("Messages", "expected {kind}, not {value!r}"),
        kind=_kind_name(kind),
        value=value,
    )


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {bool: "true or false", int: "a whole number", str: "text", dict: "an object"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _total(data: dict[str, Any], key: str, s: _Stream, line: int) -> int | None:
    value = _optional(data, key, int, s, line)
    if value is not None and not 0 <= value <= 9:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a total must be 0 to 9, not {value}"), value=value
            ),
            line,
            key,
        )
    return value  # type: ignore[no-any-return]


_WINNERS = {winner.value: winner for winner in Winner}
_HAND_KEYS = frozenset(("hand", "player", "banker", *OUTCOME_FIELDS, "extra"))
_TOTAL_VALUES = frozenset(range(10))


def _hand(data: Any, s: _Stream, line: int, position: int) -> HandRecord:
    # Every hand of a library passes here: plain type tests on the common path, the
    # worded checks of _optional only for a value that fails them.
    if type(data) is not dict:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "hand {position} must be an object"),
                position=position,
            ),
            line,
            "hands",
        )
    get = data.get
    number = get("hand", position)
    if type(number) is not int or not 0 <= number <= MAX_NUMBER:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}",
                ),
                cap=MAX_NUMBER,
                text=number,
            ),
            line,
            "hand",
        )
    player = get("player")
    player = None if player is None else _cards(player, s, line, "player")
    banker = get("banker")
    banker = None if banker is None else _cards(banker, s, line, "banker")
    winner_text = get("winner")
    winner = _WINNERS.get(winner_text) if type(winner_text) is str else None
    if winner is None and winner_text is not None:
        if not isinstance(winner_text, str):
            raise s.fail(_not_kind(str, winner_text), line, "winner")
        try:
            winner = Winner.parse(winner_text)
        except ValueError as exc:
            raise s.fail(message_of(exc), line, "winner") from None
    pt, bt = get("player_total"), get("banker_total")
    if not (pt is None or (type(pt) is int and pt in _TOTAL_VALUES)):
        pt = _total(data, "player_total", s, line)
    if not (bt is None or (type(bt) is int and bt in _TOTAL_VALUES)):
        bt = _total(data, "banker_total", s, line)
    pp, bp, natural = get("player_pair"), get("banker_pair"), get("natural")
    if not (pp is None or type(pp) is bool):
        pp = _optional(data, "player_pair", bool, s, line)
    if not (bp is None or type(bp) is bool):
        bp = _optional(data, "banker_pair", bool, s, line)
    if not (natural is None or type(natural) is bool):
        natural = _optional(data, "natural", bool, s, line)
    if not _HAND_KEYS.issuperset(data):
        # Fields a later version may add are not kept, but are held to the same caps.
        for key, value in data.items():
            if key not in _HAND_KEYS:
                s.checked(value, line, key)
    extra = get("extra")
    if extra is None:
        extra = NO_EXTRA
    elif type(extra) is not dict or not all(type(v) is str for v in extra.values()):
        raise s.fail(
            Message(QT_TRANSLATE_NOOP("Messages", "extra must be an object of text values")),
            line,
            "extra",
        )
    elif _bad_text(extra):
        s.checked(extra, line, "extra")
    # Straight from the fields in order: the named tuple's own __new__ costs more.
    return tuple.__new__(
        HandRecord, (number, player, banker, winner, pt, bt, pp, bp, natural, line, extra)
    )


_SHOE_FIELDS = DETAILS | {"label"}


def _shoe(
    s: _Stream, line: int, position: int, path: str, builder: ShoeBuilder, chunk: int | None
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
                        spilled, details = _details(s, line, position, path, data, lines)
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
                hands.append(_hand(s.value(), s, hand_line, builder.hand_count + len(hands) + 1))
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
    label, details = _details(s, line, position, path, data, lines)
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


def _details(
    s: _Stream, line: int, position: int, path: str, data: dict[str, Any], lines: dict[str, int]
) -> tuple[str, dict[str, Any]]:
    """A shoe's label and details from its fields read so far, each checked."""

    def at(key: str) -> int:
        return lines.get(key, line)

    label = _optional(data, "label", str, s, at("label"))
    kind_text = _optional(data, "kind", str, s, at("kind")) or ShoeKind.IMPORTED.value
    try:
        kind = ShoeKind(kind_text)
    except ValueError:
        names = ", ".join(k.value for k in ShoeKind)
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "kind must be one of {names}, not {kind!r}"),
                names=names,
                kind=kind_text,
            ),
            at("kind"),
            "kind",
        ) from None
    started_text = _optional(data, "started", str, s, at("started"))
    try:
        started = None if started_text is None else datetime.fromisoformat(started_text)
    except ValueError:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "not an ISO 8601 time: {text!r}"), text=started_text
            ),
            at("started"),
            "started",
        ) from None
    out_of_range = None if started is None else start_time_error(started)
    if out_of_range is not None:
        raise s.fail(out_of_range, at("started"), "started")
    decks = _optional(data, "decks", int, s, at("decks"))
    rules_data = _optional(data, "rules", dict, s, at("rules"))
    try:
        if decks is not None:
            check_decks(decks)
    except UserError as exc:
        raise s.fail(message_of(exc), at("decks"), "decks") from None
    try:
        rules = None if rules_data is None else RuleSet.from_dict(rules_data)
    except (UserError, ValueError, TypeError, OverflowError) as exc:
        raise s.fail(message_of(exc), at("rules"), "rules") from None
    cut_card = _optional(data, "cut_card", int, s, at("cut_card"))
    if cut_card is not None and not 0 <= cut_card <= MAX_CUT_CARD:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "cut_card must be 0 to {cap:,}, not {cut_card}"),
                cap=MAX_CUT_CARD,
                cut_card=cut_card,
            ),
            at("cut_card"),
            "cut_card",
        )
    extra = data.get("extra") or {}
    if not isinstance(extra, dict):
        raise s.fail(
            Message(QT_TRANSLATE_NOOP("Messages", "extra must be an object")), at("extra"), "extra"
        )
    return str(position) if label is None else label, {
        "casino": _optional(data, "casino", str, s, at("casino")),
        "table": _optional(data, "table", str, s, at("table")),
        "started": started,
        "decks": decks,
        "rules": rules,
        "burn": _cards(data.get("burn"), s, at("burn"), "burn") or (),
        "cut_card": cut_card,
        "notes": _optional(data, "notes", str, s, at("notes")) or "",
        "source": _optional(data, "source", str, s, at("source")) or path,
        "kind": kind,
        "extra": extra,
    }


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
    s = _Stream(stream, where)
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
