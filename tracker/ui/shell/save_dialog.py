"""Where a file is saved: the save dialog opens in the folder saved to last (else the
user's documents), suggests a name a file system takes as it is, and remembers the folder."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from tracker.ui.shell.settings import Setting, Settings

LAST_FOLDER = Setting("files/last_folder", "", doc="The folder a file was last saved to")


def file_name(title: str, suffix: str) -> str:
    """``title`` as a file name: its separators (· — /) as " - ", other signs dropped."""
    parts = re.split(r"\s*[·—–/\\|:]\s*", title)
    cleaned = [re.sub(r"[^\w .,()'+-]+", "", part, flags=re.UNICODE).strip() for part in parts]
    name = " - ".join(part for part in cleaned if part)
    return f"{re.sub(r' {2,}', ' ', name) or 'tracker'}{suffix}"


def start_folder(settings: Settings | None) -> Path:
    """The folder saved to last, while it exists; else the user's documents, else home."""
    last = settings.get(LAST_FOLDER) if settings is not None else ""
    if last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def choose_save_path(
    parent: QWidget | None, caption: str, name: str, filters: str, settings: Settings | None
) -> tuple[str, str]:
    """The path and the file type chosen (``""`` when cancelled); the folder is remembered in
    ``settings`` for the next save."""
    suggested = str(start_folder(settings) / name)
    path, chosen = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    if path and settings is not None:
        settings.set(LAST_FOLDER, str(Path(path).parent))
    return path, chosen
