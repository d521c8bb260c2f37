"""The error a shoe file raises when it cannot be read, naming the file, line and column."""

from __future__ import annotations

import os

from tracker.errors import UserError, printable_name
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class ShoeFileError(UserError):
    """A shoe file that cannot be read: not a shoe file, not UTF-8, a bad token or header.

    ``path`` is the file as the user named it, ``line`` the 1-based line (the header is
    line 1) or ``None`` when the whole file is at fault, ``column`` the CSV column or JSON
    field (or, for bead strings, the character position) where the fault stood, and
    ``reason`` the message without the location, as text (``why`` the same as given: a
    :class:`~tracker.translatable.Message` that a window translates). ``what`` names the
    kind of ``column``: ``"column"`` (CSV, bead) or ``"field"`` (JSON).

    The error's one argument is a :class:`~tracker.translatable.Message` ("file, line N,
    column X: reason"), each part of the place and the reason translatable on its own.
    """

    exit_code = 2

    def __init__(
        self,
        path: str | os.PathLike[str],
        reason: str | Message,
        line: int | None = None,
        column: str | int | None = None,
        *,
        what: str = "column",
    ) -> None:
        self.path = printable_name(path)
        self.why = reason
        self.reason = str(reason)
        self.line = line
        self.column = column
        self.what = what
        super().__init__(self._describe())

    @property
    def field(self) -> str | int | None:
        """The JSON field or CSV column at fault (the same as ``column``)."""
        return self.column

    @property
    def message(self) -> Message:
        """The whole message, place and reason (the error's one argument)."""
        message = self.args[0]
        assert isinstance(message, Message)
        return message

    def _describe(self) -> Message:
        place: str | Message = self.path
        if self.line is not None:
            place = Message(
                QT_TRANSLATE_NOOP("Messages", "{place}, line {line}"), place=place, line=self.line
            )
        part = self._column_part()
        if part is not None:
            place = Message(
                QT_TRANSLATE_NOOP("Messages", "{place}, {part}"), place=place, part=part
            )
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"), place=place, reason=self.why
        )

    def _column_part(self) -> Message | None:
        column = self.column
        if column is None:
            return None
        field = self.what == "field"
        if isinstance(column, int):
            if field:
                return Message(QT_TRANSLATE_NOOP("Messages", "field {field}"), field=column)
            return Message(QT_TRANSLATE_NOOP("Messages", "column {column}"), column=column)
        if field:
            return Message(QT_TRANSLATE_NOOP("Messages", "field {field!r}"), field=column)
        return Message(QT_TRANSLATE_NOOP("Messages", "column {column!r}"), column=column)
