"""The list of packages to install, which pyproject.toml cannot state by itself.

``pyproject.toml`` maps the top-level folders ``resources/`` and ``sample_shoes/`` into the
package (``[tool.setuptools] package-dir``), but setuptools' ``packages.find`` names only the
packages it finds under their own folders, never a mapped one, and an explicit list would
have to be kept in step by hand with every new subpackage. So the packages are found here:
those under ``tracker/``, and each mapped folder with its subfolders (``resources/icons`` is
the package ``tracker.resources.icons``). Everything else stays in ``pyproject.toml``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, setup

HERE = Path(__file__).resolve().parent
MAPPED: dict[str, str] = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))[
    "tool"
]["setuptools"]["package-dir"]


def packages() -> list[str]:
    found = find_namespace_packages(
        where=str(HERE), include=["tracker", "tracker.*"], exclude=["*.__pycache__"]
    )
    for package, folder in MAPPED.items():
        found.append(package)
        # A folder whose name is no identifier (evolution-live-2025-08) stays package data
        # of its parent, named in pyproject's package-data.
        found.extend(
            f"{package}.{sub}"
            for sub in find_namespace_packages(where=str(HERE / folder), exclude=["*__pycache__"])
            if all(part.isidentifier() for part in sub.split("."))
        )
    return found


setup(packages=packages())
