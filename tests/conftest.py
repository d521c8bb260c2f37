"""Test set-up shared by every test: headless Qt, and the paths of the shared data."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED_DATA = REPO.parent / "shared" / "data"
REAL_HANDS = SHARED_DATA / "evolution-live-2025-08" / "hands.csv.gz"
