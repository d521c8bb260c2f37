"""The throw-away PostgreSQL server of the store's tests, for the tests of this folder."""

from tests.store.conftest import postgres_server, postgres_url

__all__ = ["postgres_server", "postgres_url"]
