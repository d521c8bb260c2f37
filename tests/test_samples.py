"""The sample shoes a new user can import, found inside the installed package; and a wheel
that carries them and the app's resources."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from importlib.resources import files
from pathlib import Path

import pytest

from tests.conftest import REPO
from tracker import samples
from tracker.samples import sample_shoe_files, sample_shoes_folder, shoe_files_in
from tracker.shoefile import read_shoes

REAL = "evolution-live-2025-08"


def test_the_samples_are_found_inside_the_installed_package() -> None:
    folder = sample_shoes_folder()
    assert folder is not None
    assert folder == files("tracker.sample_shoes")
    assert all(path.is_relative_to(folder) for path in sample_shoe_files())


def test_the_real_and_the_simulated_shoes_but_not_the_teaching_file() -> None:
    names = {path.name for path in sample_shoe_files()}
    assert {"hands-20-shoes.csv", "beads-5-shoes.txt"} <= names
    assert {"simulated-8-decks-seed-2026.csv", "simulated-8-decks-seed-2026.json"} <= names
    assert "hand-typed-with-mistakes.csv" not in names
    assert all(path.suffix in (".csv", ".txt", ".json") for path in sample_shoe_files())
    assert sample_shoe_files() == sorted(sample_shoe_files())


def test_the_real_shoes_licence_and_source_sit_beside_them() -> None:
    real = [path for path in sample_shoe_files() if path.parent.name == REAL]
    assert len(real) == 2
    for path in real:
        assert (path.parent / "LICENSE").is_file()
        assert (path.parent / "SOURCE.md").is_file()


def test_every_sample_reads_as_shoes() -> None:
    for path in sample_shoe_files():
        shoes = list(read_shoes(path))
        assert shoes, path
        assert all(shoe.hands for shoe in shoes), path


def test_no_samples_when_tracker_was_never_installed_with_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(samples, "PACKAGE", "tracker.no_such_samples")
    assert sample_shoes_folder() is None
    assert sample_shoe_files() == []


def test_a_zipped_install_is_copied_out_under_the_files_own_names(tmp_path: Path) -> None:
    archive = tmp_path / "tracker.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("sample_shoes/a.csv", "one")
        zipped.writestr(f"sample_shoes/{REAL}/b.txt", "two")
        zipped.writestr(f"sample_shoes/{REAL}/LICENSE", "licence")
        zipped.writestr("sample_shoes/hand-typed-with-mistakes.csv", "typed")
    folder = samples._on_disk(zipfile.Path(archive, "sample_shoes/"))
    assert isinstance(folder, Path)
    found = shoe_files_in(folder)
    assert [path.relative_to(folder).as_posix() for path in found] == ["a.csv", f"{REAL}/b.txt"]
    assert found[1].read_text() == "two"
    assert (folder / REAL / "LICENSE").read_text() == "licence"
    # Asked again, the same copy.
    assert samples._on_disk(zipfile.Path(archive, "sample_shoes/")) == folder


# -- the wheel ----------------------------------------------------------------------------


def _project_copy(target: Path) -> Path:
    """The project's files without caches and build output, so that building a wheel
    leaves the shared checkout alone."""

    def skip(folder: str, names: list[str]) -> set[str]:
        return {
            name
            for name in names
            if name.startswith(".")
            or name in ("__pycache__", "build", "dist")
            or name.endswith(".egg-info")
        }

    shutil.copytree(REPO, target, ignore=skip)
    return target


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _project_copy(tmp_path_factory.mktemp("project") / "tracker")


@pytest.fixture(scope="module")
def wheel(source: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("tracker-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_the_resources_the_samples_and_every_package(
    wheel: Path, source: Path
) -> None:
    with zipfile.ZipFile(wheel) as zipped:
        names = set(zipped.namelist())
    assert "tracker/resources/icons/tracker.svg" in names
    assert "tracker/resources/style/app.qss" in names
    assert "tracker/resources/style/scroll-bar.qss" in names
    assert "tracker/roads/pattern_chances.json" in names  # the big road patterns' chances
    for path in sample_shoe_files():
        relative = path.relative_to(sample_shoes_folder() or REPO).as_posix()
        assert f"tracker/sample_shoes/{relative}" in names
    for name in ("LICENSE", "SOURCE.md", "hands-20-shoes.csv"):
        assert f"tracker/sample_shoes/{REAL}/{name}" in names
    # Every module under tracker/ ships, in whatever subpackage it was added (counted in
    # the copy the wheel was built from: the checkout may change meanwhile).
    modules = {
        path.relative_to(source).as_posix()
        for path in (source / "tracker").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert modules <= names


@pytest.mark.slow
def test_an_installed_wheel_finds_its_samples_and_resources(wheel: Path, tmp_path: Path) -> None:
    installed = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zipped:
        zipped.extractall(installed)
    script = (
        "import tracker, tracker.samples\n"
        "from tracker.ui.shell.resources import app_icon, style_sheet\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "print(tracker.__file__)\n"
        "for path in tracker.samples.sample_shoe_files(): print(path)\n"
        "print(not app_icon().isNull(), bool(style_sheet().strip()))\n"
    )
    # The wheel's copy comes first on the path, before the editable install of the checkout.
    environment = {**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=environment,
        check=True,
        capture_output=True,
        text=True,
    )
    first, *shoes, last = run.stdout.splitlines()
    assert Path(first).is_relative_to(installed)
    assert shoes
    assert all(Path(shoe).is_relative_to(installed / "tracker" / "sample_shoes") for shoe in shoes)
    assert any(Path(shoe).parent.name == REAL for shoe in shoes)
    assert (installed / "tracker" / "sample_shoes" / REAL / "LICENSE").is_file()
    assert last == "True True"
