"""Test set-up shared by every test: headless Qt, and the paths of the shipped real shoes."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
REAL_HANDS = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-5824-shoes.csv.gz"
"""The 5,824 real shoes (397,048 hands) that ship with the package."""
