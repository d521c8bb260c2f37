"""Alembic's entry point: runs the migrations on the connection the library hands over.

``tracker.store.library.open_library`` passes its connection in ``config.attributes``;
a developer's ``alembic`` command gives a URL instead (``-x db=URL``, else the default
library).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from tracker.store.db import make_engine, resolve_url
from tracker.store.models import Base


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        # SQLite cannot ALTER most things: batch mode recreates the table instead.
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("db")
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as own:
            _configure(own)
    finally:
        engine.dispose()


if context.is_offline_mode():
    raise SystemExit("the library's migrations run online only (on a connection)")
run()
