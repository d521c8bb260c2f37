"""``python -m benchmarks NAME --json``: every benchmark takes --json, and stdout holds one
JSON document (the ``== NAME`` headings go to stderr)."""

from __future__ import annotations

import importlib
import inspect
import json
import sys
import types

import pytest

from benchmarks import __main__ as runner
from benchmarks.figures import Figures
from tests.cli.errors import json_error


@pytest.mark.parametrize("name", runner.available())
def test_every_benchmark_takes_its_options(name: str) -> None:
    main = importlib.import_module(f"benchmarks.bench_{name}").main
    assert list(inspect.signature(main).parameters) == ["argv"]


def _fake(name: str, value: int) -> types.ModuleType:
    module = types.ModuleType(f"benchmarks.bench_{name}")

    def main(argv: list[str] | None = None) -> None:
        with Figures(name, argv) as figures:
            print(f"measuring {name}…")  # a line for a person: stderr under --json
            figures["value"] = value

    module.main = main  # type: ignore[attr-defined]
    return module


@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "available", lambda: ["one", "two"])
    for value, name in enumerate(("one", "two"), start=1):
        monkeypatch.setitem(sys.modules, f"benchmarks.bench_{name}", _fake(name, value))


@pytest.mark.usefixtures("fakes")
def test_one_benchmark_with_json_prints_its_figures_alone(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert runner.main(["one", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == {"value": 1}
    assert "== one" in err and "measuring one…" in err


@pytest.mark.usefixtures("fakes")
def test_several_benchmarks_with_json_print_one_document(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert runner.main(["--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == {"one": {"value": 1}, "two": {"value": 2}}
    assert "== one" in err and "== two" in err


@pytest.mark.usefixtures("fakes")
def test_without_json_the_lines_stay_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(["two"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[:2] == ["== two", "measuring two…"] and err == ""


@pytest.mark.usefixtures("fakes")
def test_an_unknown_benchmark_with_json_is_a_json_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert runner.main(["three", "--json"]) == 2
    out, err = capsys.readouterr()
    assert "unknown benchmark 'three'" in json_error(out, 2)
    assert "available: one, two" in err
