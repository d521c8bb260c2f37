"""tracker: a baccarat (punto banco) scorecard tracker and shoe-history analyzer."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # ``__version__`` comes from the installed metadata (pyproject.toml is the one place it
    # is written), read when first asked for: importing importlib.metadata takes longer
    # than importing the rest of this package.
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import version

    found = globals()["__version__"] = version("tracker")
    return found
