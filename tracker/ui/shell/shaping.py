"""Which texts can be set without shaping, and the font they are set in then.

Shaping (joining, reordering, composing and placing glyphs; kerning and ligatures) is
a large part of measuring and drawing a short text. Qt skips it for a font that prefers none
(``QFont.PreferNoShaping``), even for scripts that need it, such as Arabic: so the choice is
made for each text, and only texts of characters that need no shaping are set without it."""

from __future__ import annotations

import re

from PySide6.QtGui import QFont

_NEEDS_NO_SHAPING = re.compile(
    "[\u0020-\u007e\u00a0-\u00ff"  # Latin-1's letters, figures and signs
    "\u0391-\u03a9\u03b1-\u03c9"  # Greek letters (the statistics' χ)
    "\u2010-\u2027\u2030-\u205e"  # punctuation (dashes, dots), no joiners or direction marks
    "\u2190-\u22ff\u25a0-\u25ff"  # arrows, mathematical signs, shapes (●)
    "\uac00-\ud7a3]*"  # Hangul's syllables (the shipped real shoes' tables), not its jamo
)


def needs_no_shaping(text: str) -> bool:
    """Whether ``text`` is set as well without shaping: each of its characters one glyph
    of its own, with nothing to join, reorder, compose or place on another (Arabic,
    Devanagari, Hangul's jamo, a letter with a combining accent all need shaping)."""
    return _NEEDS_NO_SHAPING.fullmatch(text) is not None


def without_needless_shaping(font: QFont) -> QFont:
    """``font``, for texts that :func:`needs_no_shaping`: set without shaping (no kerning
    or ligatures), which makes measuring and drawing them much cheaper
    (``QFont.PreferNoShaping``; Qt would shape some scripts still, but not Arabic)."""
    unshaped = QFont(font)
    unshaped.setStyleStrategy(font.styleStrategy() | QFont.StyleStrategy.PreferNoShaping)
    return unshaped
