"""No import circle in ``tracker``: the graph of every module's module-level imports (those
under ``if TYPE_CHECKING:`` included), read from the source, has no cycle.

An import inside a function is left out: it runs when called, after every module loaded.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

from tests.conftest import REPO

TRACKER = REPO / "tracker"


def module_name(path: Path, root: Path = REPO) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def top_level_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements run when the module loads: at module level, and inside its
    ``if``/``try``/``with`` blocks, never inside a function or class."""
    blocks: list[list[ast.stmt]] = [tree.body]
    while blocks:
        for node in blocks.pop():
            if isinstance(node, ast.Import | ast.ImportFrom):
                yield node
            elif isinstance(node, ast.If | ast.With):
                blocks += [node.body, getattr(node, "orelse", [])]
            elif isinstance(node, ast.Try):
                blocks += [node.body, node.orelse, node.finalbody]
                blocks += [handler.body for handler in node.handlers]


def imported_modules(source: str, module: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``source`` imports when it loads: ``from a import b``
    is ``a.b`` when that is a module, else ``a``."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in top_level_imports(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *filter(None, [base])])
            names = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        found.update(name for name in names if name in known)
    found.discard(module)
    return found


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module under ``root`` (a package directory) and the modules of it that it
    imports when it loads."""
    paths = sorted(root.rglob("*.py"))
    names = {module_name(path, root.parent): path for path in paths}
    known = set(names)
    return {
        name: imported_modules(
            path.read_text(encoding="utf-8"), name, path.name == "__init__.py", known
        )
        for name, path in names.items()
    }


def find_circle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """A circle of imports (its first module repeated at the end), or ``None``."""
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done
    for start in sorted(graph):
        if start in state:
            continue
        path = [start]
        todo = [iter(sorted(graph[start]))]
        state[start] = 1
        while todo:
            step = next(todo[-1], None)
            if step is None:
                state[path.pop()] = 2
                todo.pop()
            elif state.get(step) == 1:
                return [*path[path.index(step) :], step]
            elif step not in state:
                state[step] = 1
                path.append(step)
                todo.append(iter(sorted(graph.get(step, ()))))
    return None


def test_no_import_circle_in_tracker() -> None:
    graph = import_graph(TRACKER)
    assert "tracker.ui.app" in graph and "tracker.engine.rules" in graph["tracker.engine"]
    circle = find_circle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])


# --- the check itself can fail ---------------------------------------------------------------


def test_a_circle_is_found_and_named() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert find_circle(graph) == ["a", "b", "c", "a"]
    assert find_circle({"a": {"b"}, "b": {"c"}, "c": set(), "d": {"a", "c"}}) is None


def test_imports_under_type_checking_count_and_those_in_functions_do_not(
    tmp_path: Path,
) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "one.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.two import Thing\n"
        "def later():\n"
        "    from pkg import three\n"
    )
    (package / "two.py").write_text("from .sub import deep\n")
    (package / "three.py").write_text("import pkg.one\n")
    (package / "sub" / "deep.py").write_text(
        "try:\n    from .. import one\nexcept ImportError:\n    pass\n"
    )
    graph = import_graph(package)
    assert graph["pkg.one"] == {"pkg.two"}
    assert graph["pkg.two"] == {"pkg.sub.deep"}
    assert graph["pkg.three"] == {"pkg.one"}
    assert find_circle(graph) == ["pkg.one", "pkg.two", "pkg.sub.deep", "pkg.one"]
