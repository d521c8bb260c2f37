"""The list of packages to install, which pyproject.toml cannot state by itself.

``pyproject.toml`` maps the top-level folders ``resources/`` and ``sample_shoes/`` into the
package (``[tool.setuptools] package-dir``), but setuptools' ``packages.find`` names only the
packages it finds under their own folders, never a mapped one, and an explicit list would
have to be kept in step by hand with every new subpackage. So the packages are found here:
those under ``tracker/``, and each mapped folder with its subfolders (``resources/icons`` is
the package ``tracker.resources.icons``). Everything else stays in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

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


def lrelease() -> str | None:
    """PySide6's ``pyside6-lrelease`` (a build requirement), beside this Python or on the PATH."""
    beside = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    return beside or shutil.which("pyside6-lrelease")


class BuildWithCatalogues(build_py):
    """The build, with the catalogues ``resources/i18n/*.ts`` compiled to ``.qm`` by
    ``pyside6-lrelease`` into the package (into ``resources/i18n/`` itself for an
    editable install, which reads the folder in place). Without lrelease the app compiles
    them on first use instead (tracker.ui.shell.i18n)."""

    def run(self) -> None:
        super().run()
        tool = lrelease()
        if tool is None:
            print("warning: pyside6-lrelease not found; catalogues compiled at first use")
            return
        source = HERE / "resources" / "i18n"
        target = (
            source if self.editable_mode else Path(self.build_lib, "tracker", "resources", "i18n")
        )
        target.mkdir(parents=True, exist_ok=True)
        for ts in sorted(source.glob("*.ts")):
            qm = target / f"{ts.stem}.qm"
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)


setup(packages=packages(), cmdclass={"build_py": BuildWithCatalogues})
