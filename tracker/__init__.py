"""tracker: a baccarat (punto banco) scorecard tracker and shoe-history analyzer."""

from importlib.metadata import version

# pyproject.toml is the one place the version is written; the installed metadata carries it.
__version__ = version("tracker")
