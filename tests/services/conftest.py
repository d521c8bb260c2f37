"""The store's libraries (SQLite, and a throw-away PostgreSQL server), for the tests of this
folder."""

from tests.store.conftest import library_url, postgres_server, postgres_url

__all__ = ["library_url", "postgres_server", "postgres_url"]
