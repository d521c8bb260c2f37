"""The shoe library: SQLite (or any SQLAlchemy database) through SQLAlchemy 2, with
migrations shipped in the package, atomic imports and crash-safe live logging."""

from tracker.store.bulk import ImportResult
from tracker.store.damage import DamagedRow, damage_text
from tracker.store.db import ENV_VAR, default_path, resolve_url
from tracker.store.errors import (
    DamagedRowError,
    ImportCancelled,
    LibraryError,
    LibraryLockedError,
    NewerLibraryError,
    NotALibraryError,
    ShoeChangedError,
    ShoeClosedError,
    UnknownShoeError,
)
from tracker.store.library import Library
from tracker.store.queries import LibraryCounts, ShoeFilter, ShoeProblems
from tracker.store.rows import ShoeMark, ShoeSummary, StoredHand
from tracker.store.schema import head_revision, open_library

__all__ = [
    "ENV_VAR",
    "DamagedRow",
    "DamagedRowError",
    "ImportCancelled",
    "ImportResult",
    "Library",
    "LibraryCounts",
    "LibraryError",
    "LibraryLockedError",
    "NewerLibraryError",
    "NotALibraryError",
    "ShoeChangedError",
    "ShoeClosedError",
    "ShoeFilter",
    "ShoeMark",
    "ShoeProblems",
    "ShoeSummary",
    "StoredHand",
    "UnknownShoeError",
    "damage_text",
    "default_path",
    "head_revision",
    "open_library",
    "resolve_url",
]
