"""The sample shoes that ship with tracker: real and simulated shoe files a new user can
import at once (``sample_shoes/`` in the repository, the package ``tracker.sample_shoes``
when installed)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE = "tracker.sample_shoes"

SHOE_SUFFIXES = frozenset({".csv", ".txt", ".json"})
"""The suffixes of the shoe files among the samples (the rest is licences and notes)."""

REAL_SHOE_LIBRARY = "evolution-live-2025-08/hands-5824-shoes.csv.gz"
"""The whole real-shoe library among the samples (5,824 shoes, 397,048 hands): offered on
its own, since it is far larger than the other samples together (its suffix keeps it out of
:func:`sample_shoe_files`)."""

TEACHING_FILES = frozenset({"hand-typed-with-mistakes.csv"})
"""Sample files that are there to be validated, not imported: they hold mistakes on purpose."""


def sample_shoes_folder() -> Path | None:
    """The folder of the sample shoes on disk, or ``None`` when tracker was not installed
    with them (run from a source tree that was never installed)."""
    try:
        root = files(PACKAGE)
    except ModuleNotFoundError:
        return None
    return _on_disk(root)


def sample_shoe_files() -> list[Path]:
    """The sample shoe files to import, sorted by path: the real shoes and the simulated
    ones, every format the app reads, without the teaching files. Each real file's
    ``LICENSE`` and ``SOURCE.md`` sit in its folder. Empty when there are no samples."""
    folder = sample_shoes_folder()
    if folder is None:
        return []
    return shoe_files_in(folder)


def real_shoe_library() -> Path | None:
    """The real-shoe library's file on disk, or ``None`` when tracker came without it."""
    folder = sample_shoes_folder()
    if folder is None:
        return None
    path = folder / REAL_SHOE_LIBRARY
    return path if path.is_file() else None


def shoe_files_in(folder: Path) -> list[Path]:
    """The shoe files under ``folder`` and its subfolders, sorted, teaching files left out."""
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file() and path.suffix in SHOE_SUFFIXES and path.name not in TEACHING_FILES
    )


_extracted: dict[str, Path] = {}


def _on_disk(root: Traversable) -> Path:
    """``root`` as a folder on disk: itself when installed as files (a wheel, an editable
    install), else (a zipped install) a copy in a temporary folder removed at exit.

    ``importlib.resources.as_file`` does this for one file; it takes a folder only from
    Python 3.12 on, and a file's copy is named after a temporary file, where the importer
    names a shoe after its file.
    """
    if isinstance(root, Path):
        return root
    key = str(root)
    if key not in _extracted:
        target = Path(tempfile.mkdtemp(prefix="tracker-samples-"))
        atexit.register(shutil.rmtree, target, ignore_errors=True)
        _copy(root, target)
        _extracted[key] = target
    return _extracted[key]


def _copy(source: Traversable, target: Path) -> None:
    for entry in source.iterdir():
        if entry.is_dir():
            if entry.name != "__pycache__":
                (target / entry.name).mkdir()
                _copy(entry, target / entry.name)
        else:
            (target / entry.name).write_bytes(entry.read_bytes())
