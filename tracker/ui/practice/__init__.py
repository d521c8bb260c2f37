"""Practice mode in the window: the online table for one and the casino table for five,
painted over the pure table model (:mod:`tracker.practice`)."""

from tracker.ui.practice.launch import open_practice
from tracker.ui.practice.window import PracticeWindow

__all__ = ["PracticeWindow", "open_practice"]
