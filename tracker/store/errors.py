"""What can go wrong with a library file that the user can do something about."""

from __future__ import annotations

from tracker.errors import UserError


class LibraryError(UserError):
    """A library that cannot be opened or written; the message says which and what to do."""


class NotALibraryError(LibraryError):
    """The file is not an SQLite database, or a database that is not a tracker library."""


class NewerLibraryError(LibraryError):
    """The library was written by a newer version of tracker (an unknown schema revision)."""


class LibraryLockedError(LibraryError):
    """Another program holds the library's write lock for longer than we wait."""


class UnknownShoeError(LibraryError):
    """A shoe or hand id that is not in the library."""

    exit_code = 1


class ShoeClosedError(LibraryError):
    """A hand was logged to a shoe that is already closed."""

    exit_code = 1


class ImportCancelled(Exception):
    """The progress callback asked to stop; nothing of the file was stored."""
