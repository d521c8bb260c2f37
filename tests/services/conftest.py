"""The store's libraries (SQLite, and the throw-away PostgreSQL server), for the tests of
this folder."""

from tests.store.conftest import library_url

__all__ = ["library_url"]
