"""The analysis windows' tests run in English, numbers written as en_US writes them (1,365),
whatever the machine's own locale; a test that switches the language gets English back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from tracker.ui.shell.i18n import ENGLISH, switch_language


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    switch_language(ENGLISH)
    yield
    switch_language(ENGLISH)
