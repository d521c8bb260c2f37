"""Everything that differs between the databases a library can live in, behind one
interface: a database the store knows is a :class:`Dialect` (``tracker.store.dialect_base``),
and :func:`dialect_for` picks one by the URL's backend name. SQLite's is in
``tracker.store.dialect_sqlite``, PostgreSQL's in ``tracker.store.dialect_postgres``.
Supporting another database adds a subclass and a line in ``_DIALECTS``.
"""

from __future__ import annotations

from sqlalchemy.engine import URL

from tracker.store.dialect_base import WRITE_OPTION, Dialect, ErrorKind
from tracker.store.dialect_postgres import MIN_SERVER_VERSION, PostgreSQL
from tracker.store.dialect_sqlite import SQLite

__all__ = [
    "MIN_SERVER_VERSION",
    "WRITE_OPTION",
    "Dialect",
    "ErrorKind",
    "PostgreSQL",
    "SQLite",
    "dialect_for",
]

_DIALECTS: dict[str, Dialect] = {"sqlite": SQLite(), "postgresql": PostgreSQL()}
_GENERIC = Dialect()


def dialect_for(url: URL) -> Dialect:
    """The dialect of the library at ``url``."""
    return _DIALECTS.get(url.get_backend_name(), _GENERIC)
