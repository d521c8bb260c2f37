"""The error a shoe file raises when it cannot be read, naming the file, line and column."""

from __future__ import annotations

import os

from tracker.errors import UserError, printable_name


class ShoeFileError(UserError):
    """A shoe file that cannot be read: not a shoe file, not UTF-8, a bad token or header.

    ``path`` is the file as the user named it, ``line`` the 1-based line (the header is
    line 1) or ``None`` when the whole file is at fault, ``column`` the CSV column or JSON
    field (or, for bead strings, the character position) where the fault stood, and
    ``reason`` the message without the location. ``what`` names the kind of ``column``:
    ``"column"`` (CSV, bead) or ``"field"`` (JSON).
    """

    exit_code = 2

    def __init__(
        self,
        path: str | os.PathLike[str],
        reason: str,
        line: int | None = None,
        column: str | int | None = None,
        *,
        what: str = "column",
    ) -> None:
        self.path = printable_name(path)
        self.reason = reason
        self.line = line
        self.column = column
        self.what = what
        super().__init__(self._describe())

    @property
    def field(self) -> str | int | None:
        """The JSON field or CSV column at fault (the same as ``column``)."""
        return self.column

    def _describe(self) -> str:
        place = [self.path]
        if self.line is not None:
            place.append(f"line {self.line}")
        if isinstance(self.column, int):
            place.append(f"{self.what} {self.column}")
        elif self.column is not None:
            place.append(f"{self.what} {self.column!r}")
        return f"{', '.join(place)}: {self.reason}"
