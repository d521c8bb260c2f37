"""Fixtures every window test may use."""

from __future__ import annotations

import pytest


@pytest.fixture
def warnings_shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning boxes the window shows (without blocking the test)."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def warning(_parent: object, _title: str, text: str, *_rest: object) -> None:
        shown.append(text)

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown
