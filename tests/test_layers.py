"""The layers hold: what each package of ``tracker`` may not import.

Two checks, because each misses what the other sees. The static one parses every module and
reads every import statement (at module level, inside functions, ``from x import y``,
relative imports resolved, ``importlib.import_module("...")`` with a literal name), so a
lazy import that a test run never reaches is still caught, with its file and line. The
dynamic one imports every module of a pure package in a fresh interpreter and looks at
``sys.modules``, so an import pulled in through another package (or a third-party library)
is caught too.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO

TRACKER = REPO / "tracker"

QT = ("PySide6", "shiboken6")
STORAGE = ("sqlalchemy", "alembic", "sqlite3", "psycopg", "psycopg2")
FORMATS = ("tracker.shoefile",)
APP = ("tracker.store", "tracker.services", "tracker.ui", "tracker.cli")

PURE_FORBIDDEN = (*QT, *STORAGE, *FORMATS, *APP)

# What each layer may not import (data flows one way; Qt only in the UI). Every one of
# these packages must exist: a package that went missing fails here rather than passing
# with nothing to check.
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "engine": PURE_FORBIDDEN,
    "history": PURE_FORBIDDEN,
    "roads": PURE_FORBIDDEN,
    "stats": PURE_FORBIDDEN,
    # File formats build on engine and history only.
    "shoefile": (*QT, *STORAGE, *APP),
    "store": (*QT, "tracker.ui", "tracker.cli", "tracker.services", "tracker.shoefile"),
    "services": (*QT, "tracker.ui", "tracker.cli"),
    # The main window composes the feature folders of the UI: none of them reaches back
    # into it (or into the app that starts it).
    **{
        f"ui/{folder}": ("tracker.ui.main", "tracker.ui.app")
        for folder in ("shell", "library", "live", "replay", "scorecard", "analysis", "practice")
    },
}

# The practice table came later; until tracker/practice exists its
# checks are skipped, and reported as skipped, never passed.
OPTIONAL: dict[str, tuple[str, ...]] = {
    "practice": PURE_FORBIDDEN,
}

PURE = ("engine", "history", "roads", "stats", "practice")

# Imported on first use only (tracker.engine.kernels.compiled): compiling must never delay
# the import of a package, so no module may load numba when it is imported.
LAZY = ("numba",)

ALL_RULES = {**FORBIDDEN, **OPTIONAL}


@dataclass(frozen=True, slots=True)
class Violation:
    path: str
    line: int
    name: str
    rule: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: imports {self.name} (forbidden: {self.rule})"


def matches(name: str, rule: str) -> bool:
    """Whether module ``name`` is ``rule`` or inside it (``sqlalchemy.orm`` is sqlalchemy)."""
    return name == rule or name.startswith(rule + ".")


def module_name(path: Path) -> tuple[str, bool]:
    """The dotted name of a source file under the repository, and whether it is a package."""
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts.pop()
    return ".".join(parts), is_package


def _resolve(relative: str, level: int, package: str) -> str:
    """An import ``level`` dots up from ``package``, as Python resolves it."""
    parts = package.split(".")
    if level > len(parts):
        return relative.lstrip(".")  # beyond the top: Python refuses it; report the name
    base = ".".join(parts[: len(parts) - level + 1])
    return f"{base}.{relative}" if relative else base


def _is_import_call(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in ("__import__", "import_module")
    return isinstance(func, ast.Attribute) and func.attr == "import_module"


def imported_names(source: str, module: str, is_package: bool) -> Iterator[tuple[str, int]]:
    """Every module name ``source`` imports, with its line: ``from a import b`` gives both
    ``a`` and ``a.b`` (``b`` may be a submodule, as in ``from tracker import store``)."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                target = _resolve(node.module or "", node.level, package)
            else:
                target = node.module or ""
            yield target, node.lineno
            for alias in node.names:
                if alias.name != "*":
                    yield f"{target}.{alias.name}", node.lineno
        elif isinstance(node, ast.Call) and _is_import_call(node) and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                name = first.value
                if name.startswith("."):
                    dots = len(name) - len(name.lstrip("."))
                    name = _resolve(name[dots:], dots, package)
                yield name, node.lineno


def source_violations(
    source: str, path: str, module: str, is_package: bool, forbidden: tuple[str, ...]
) -> list[Violation]:
    """The imports of one module that its layer forbids, once per line and rule."""
    found: dict[tuple[int, str], Violation] = {}
    for name, line in imported_names(source, module, is_package):
        for rule in forbidden:
            if matches(name, rule) and (line, rule) not in found:
                found[line, rule] = Violation(path, line, name, rule)
    return sorted(found.values(), key=lambda v: (v.line, v.rule))


def package_dir(layer: str) -> Path:
    return TRACKER / layer


def modules_of(layer: str) -> list[Path]:
    """Every source file of the layer, its subpackages included (the store's migrations)."""
    return sorted(package_dir(layer).rglob("*.py"))


def require(layer: str) -> None:
    """Fail for a missing layer that must exist; skip (visibly) an optional one."""
    if layer in OPTIONAL and not package_dir(layer).is_dir():
        pytest.skip(f"tracker/{layer} does not exist yet")
    assert package_dir(layer).is_dir(), f"tracker/{layer} is missing"
    assert modules_of(layer), f"tracker/{layer} has no modules to check"


@pytest.mark.parametrize("layer", sorted(ALL_RULES))
def test_no_module_of_a_layer_imports_what_the_layer_may_not(layer: str) -> None:
    require(layer)
    found: list[Violation] = []
    for path in modules_of(layer):
        module, is_package = module_name(path)
        found += source_violations(
            path.read_text(encoding="utf-8"),
            str(path.relative_to(REPO)),
            module,
            is_package,
            ALL_RULES[layer],
        )
    assert not found, "\n".join(map(str, found))


_IMPORT_ALL = """
import importlib, json, pkgutil, sys
name = sys.argv[1]
package = importlib.import_module(name)
modules = [name]
for info in pkgutil.walk_packages(getattr(package, "__path__", []), name + "."):
    importlib.import_module(info.name)
    modules.append(info.name)
print(json.dumps({"modules": modules, "loaded": sorted(sys.modules)}))
"""


def import_everything(package: str) -> tuple[list[str], list[str]]:
    """Import every module of ``package`` in a fresh interpreter: the modules imported and
    everything then in ``sys.modules``."""
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT_ALL, package],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    return result["modules"], result["loaded"]


def forbidden_loaded(loaded: list[str], rules: tuple[str, ...]) -> list[str]:
    return [name for name in loaded if any(matches(name, rule) for rule in rules)]


@pytest.mark.parametrize("layer", [*PURE, "shoefile"])
def test_importing_every_module_of_a_layer_loads_nothing_it_may_not(layer: str) -> None:
    require(layer)
    modules, loaded = import_everything(f"tracker.{layer}")
    # Every file was imported, not only the package's __init__.
    expected = {module_name(path)[0] for path in modules_of(layer)}
    assert expected <= set(modules)
    assert forbidden_loaded(loaded, (*ALL_RULES[layer], *LAZY)) == []


# --- the checks themselves can fail ---------------------------------------------------------

_SAMPLE = """\
import os
from . import grid
from .. import store
from ..ui.app import MainWindow
import sqlalchemy.orm as orm


def later() -> None:
    import PySide6.QtCore
    from tracker.shoefile.textio import open_text
    import importlib
    importlib.import_module("tracker.cli")
    __import__("alembic")
"""


def test_the_static_check_finds_every_kind_of_import() -> None:
    found = source_violations(
        _SAMPLE, "tracker/roads/sample.py", "tracker.roads.sample", False, PURE_FORBIDDEN
    )
    assert [(v.line, v.name, v.rule) for v in found] == [
        (3, "tracker.store", "tracker.store"),
        (4, "tracker.ui.app", "tracker.ui"),
        (5, "sqlalchemy.orm", "sqlalchemy"),
        (9, "PySide6.QtCore", "PySide6"),
        (10, "tracker.shoefile.textio", "tracker.shoefile"),
        (12, "tracker.cli", "tracker.cli"),
        (13, "alembic", "alembic"),
    ]
    assert str(found[0]) == (
        "tracker/roads/sample.py:3: imports tracker.store (forbidden: tracker.store)"
    )


def test_relative_imports_resolve_from_the_package() -> None:
    def names(source: str, module: str, is_package: bool) -> list[str]:
        return [name for name, _ in imported_names(source, module, is_package)]

    assert names("from . import grid", "tracker.roads.model", False) == [
        "tracker.roads",
        "tracker.roads.grid",
    ]
    # In a package's __init__, "." is the package itself.
    assert names("from .grid import RoadGrid", "tracker.roads", True) == [
        "tracker.roads.grid",
        "tracker.roads.grid.RoadGrid",
    ]
    assert names("from ...errors import UserError", "tracker.store.migrations.env", False) == [
        "tracker.errors",
        "tracker.errors.UserError",
    ]


def test_a_name_is_matched_as_a_module_not_as_a_prefix() -> None:
    assert matches("sqlalchemy.orm", "sqlalchemy")
    assert matches("tracker.store", "tracker.store")
    assert not matches("sqlite3x", "sqlite3")
    assert not matches("tracker.storefront", "tracker.store")


def test_the_dynamic_check_sees_what_a_package_loads() -> None:
    # A package that is storage itself (the standard library's, so that this check does
    # not depend on the state of tracker.store): its modules are walked and it is seen.
    modules, loaded = import_everything("sqlite3")
    assert {"sqlite3", "sqlite3.dbapi2", "sqlite3.dump"} <= set(modules)
    assert forbidden_loaded(loaded, PURE_FORBIDDEN) == ["sqlite3", "sqlite3.dbapi2", "sqlite3.dump"]
