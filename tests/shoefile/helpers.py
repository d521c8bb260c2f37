"""Small builders shared by the shoe-file tests."""

from __future__ import annotations

from pathlib import Path

from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.history import HandRecord


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_bytes(text.encode("utf-8"))
    return path


def dealt(number: int, cards: str, line: int | None = None) -> HandRecord:
    """A fully recorded hand dealt from ``cards`` in dealing order."""
    return HandRecord.from_coup(number, resolve_coup(parse_cards(cards)), line=line)
