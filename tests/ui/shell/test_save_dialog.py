"""The save dialog's folder and suggested name."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from tracker.ui.shell.save_dialog import LAST_FOLDER, choose_save_path, file_name, start_folder
from tracker.ui.shell.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("Marina Bay Sands · Table 7 — #1", "Marina Bay Sands - Table 7 - 1.png"),
        ("Table 7", "Table 7.png"),
        ("바카라 A — 3", "바카라 A - 3.png"),
        ("a/b\\\\c: *?", "a - b - c.png"),
        ("···", "tracker.png"),
    ],
)
def test_a_title_becomes_a_plain_file_name(title: str, name: str) -> None:
    assert file_name(title, ".png") == name


def test_the_folder_saved_to_last_is_where_the_dialog_opens(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert start_folder(settings) != tmp_path
    asked: list[str] = []

    def answer(_parent: object, _caption: str, suggested: str, _filters: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(tmp_path / "x.png"), "PNG (*.png)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    assert choose_save_path(None, "Save", "a.png", "PNG (*.png)", settings)[0].endswith("x.png")
    assert settings.get(LAST_FOLDER) == str(tmp_path)
    choose_save_path(None, "Save", "b.png", "PNG (*.png)", settings)
    assert asked[1] == str(tmp_path / "b.png")


def test_a_folder_gone_since_is_not_offered(settings: Settings, tmp_path: Path) -> None:
    settings.set(LAST_FOLDER, str(tmp_path / "gone"))
    assert start_folder(settings).is_dir() and start_folder(settings) != tmp_path / "gone"
