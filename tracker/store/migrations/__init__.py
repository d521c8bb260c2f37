"""Alembic migrations of the library schema, shipped with the package and applied at open."""
