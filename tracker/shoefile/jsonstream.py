"""Streaming JSON for the shoe reader: a window on a text stream that decodes one value
at a time, knows the line it is on, and words the json module's complaints as a person
reads them (line and column of a syntax error, caps on one value's length and depth).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.limits import MAX_JSON_DEPTH, MAX_JSON_VALUE, depth, has_lone_surrogate
from tracker.translatable import QT_TRANSLATE_NOOP, Message

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


class JsonStream:
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
        if bad_text(value):
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


def bad_text(value: Any) -> bool:
    """Whether a decoded value holds a lone surrogate anywhere in its texts or keys."""
    if isinstance(value, str):
        return has_lone_surrogate(value)
    if isinstance(value, dict):
        return any(bad_text(k) or bad_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(bad_text(v) for v in value)
    return False


__all__ = ["JsonStream", "bad_text"]
